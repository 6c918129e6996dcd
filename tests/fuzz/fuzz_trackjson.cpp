// SPDX-License-Identifier: GPL-3.0-or-later
// Pacenotes' own track.json: TrackJson::fromJson, and back through toJson.
#include "fuzzsupport.h"
#include "io/trackjson.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    QJsonObject root;
    if (!FuzzSupport::jsonObject(FuzzSupport::bytes(data, size), &root))
        return 0;
    QString error;
    const std::optional<Track> track = TrackJson::fromJson(root, FuzzSupport::catalog(), &error);
    if (!track) {
        if (error.isEmpty())
            FuzzSupport::broken("refused without a message");
        return 0;
    }
    FuzzSupport::requireSame(*track, TrackJson::fromJson(TrackJson::toJson(*track), FuzzSupport::catalog(), &error),
                             "TrackJson round trip");
    return 0;
}
