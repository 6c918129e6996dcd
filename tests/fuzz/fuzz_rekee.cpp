// SPDX-License-Identifier: GPL-3.0-or-later
// Rekee JSON: RekeeFormat::fromJson, and back through toJson.
#include "fuzzsupport.h"
#include "io/rekeeformat.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    QJsonObject root;
    if (!FuzzSupport::jsonObject(FuzzSupport::bytes(data, size), &root))
        return 0;
    QString error;
    QStringList notes;
    const std::optional<Track> track = RekeeFormat::fromJson(root, FuzzSupport::catalog(), &error, &notes);
    if (!track) {
        if (error.isEmpty())
            FuzzSupport::broken("refused without a message");
        return 0;
    }
    FuzzSupport::requireSame(*track, RekeeFormat::fromJson(RekeeFormat::toJson(*track), FuzzSupport::catalog(), &error),
                             "Rekee round trip");
    return 0;
}
