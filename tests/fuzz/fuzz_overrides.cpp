// SPDX-License-Identifier: GPL-3.0-or-later
// The user's game-data corrections (rules-overrides.json): DataOverrides::fromJson, which reads
// through the rules' JSON boundary (model/rules/json/), and back through toJson.
#include "fuzzsupport.h"
#include "game/dataoverrides.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    QString error;
    const std::optional<DataOverrides> read = DataOverrides::fromJson(FuzzSupport::bytes(data, size), &error);
    if (!read) {
        if (error.isEmpty())
            FuzzSupport::broken("refused without a message");
        return 0;
    }
    // What is written reads back as the same corrections: writing again gives the same bytes.
    // (A version 1 file's values become explicitly the user's when written as version 2, so
    // the objects themselves may differ in their provenance marks; the file is the contract.)
    const QByteArray written = read->toJson();
    const std::optional<DataOverrides> again = DataOverrides::fromJson(written, &error);
    if (!again || again->toJson() != written)
        FuzzSupport::broken("DataOverrides round trip");
    RulesData applied = read->applied(); // the corrections go onto the built-in data
    (void)applied;
    return 0;
}
