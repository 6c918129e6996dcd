// SPDX-License-Identifier: GPL-3.0-or-later
// The .pacenotes package: ZipDirectory, QuaZip unpacking with caps, track.json, the preview;
// what is accepted is written again and must read back the same.
#include "fuzzsupport.h"
#include "io/trackpackage.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    QString error;
    const auto contents = TrackPackage::readData(FuzzSupport::bytes(data, size), FuzzSupport::catalog(), &error);
    if (!contents) {
        if (error.isEmpty())
            FuzzSupport::broken("refused without a message");
        return 0;
    }
    const std::optional<QByteArray> again = TrackPackage::serialize(contents->track, contents->preview, &error);
    if (!again)
        FuzzSupport::broken("cannot write what was read");
    const auto back = TrackPackage::readData(*again, FuzzSupport::catalog(), &error);
    FuzzSupport::requireSame(contents->track, back ? std::optional<Track>(back->track) : std::nullopt,
                             "package round trip");
    if (back->preview.size() != contents->preview.size())
        FuzzSupport::broken("preview lost in the round trip");
    return 0;
}
