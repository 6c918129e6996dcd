// SPDX-License-Identifier: GPL-3.0-or-later
// The tile space pack: ZipDirectory, capped unpacking, pack.json, every side file, pictures; what
// is accepted is written again and must read back the same.
#include "fuzzsupport.h"
#include "spaces/spacepack.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    QString error;
    const std::optional<SpacePack> pack = SpacePackFile::readData(FuzzSupport::bytes(data, size), FuzzSupport::catalog(), &error);
    if (!pack) {
        if (error.isEmpty())
            FuzzSupport::broken("refused without a message");
        return 0;
    }
    const std::optional<QByteArray> again = SpacePackFile::serialize(*pack, FuzzSupport::catalog(), &error);
    if (!again)
        FuzzSupport::broken("cannot write what was read");
    const std::optional<SpacePack> back = SpacePackFile::readData(*again, FuzzSupport::catalog(), &error);
    if (!back)
        FuzzSupport::broken("cannot read what was written");
    // Positions are written to a millionth: a second round trip must be exact.
    const std::optional<QByteArray> third = SpacePackFile::serialize(*back, FuzzSupport::catalog(), &error);
    if (!third || *third != *again)
        FuzzSupport::broken("pack round trip is not stable");
    if (back->scans != pack->scans || back->info != pack->info || back->sides.keys() != pack->sides.keys())
        FuzzSupport::broken("pack round trip lost something");
    return 0;
}
