// SPDX-License-Identifier: GPL-3.0-or-later
// The dispatcher: sniffing zip / JSON (with or without BOM) and choosing a reader by content.
#include "fuzzsupport.h"
#include "io/trackfiles.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    const QByteArray input = FuzzSupport::bytes(data, size);
    for (const TrackFormat hint : {TrackFormat::Unknown, TrackFormat::Package, TrackFormat::Rgt}) {
        const TrackReadResult r = TrackFiles::readData(input, hint, FuzzSupport::catalog());
        if (r.track.has_value() == !r.error.isEmpty())
            FuzzSupport::broken("a result must have a track or a message, not both");
    }
    return 0;
}
