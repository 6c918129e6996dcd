// SPDX-License-Identifier: GPL-3.0-or-later
// One tile side's space data as JSON, then everything that reads such data: the check, the
// outlines, and the space graph of a small track made of that side (hostile lanes, positions and
// links must never crash the geometry or the graph).
#include "fuzzsupport.h"
#include "spaces/spacecheck.h"
#include "spaces/spacegeometry.h"
#include "spaces/spacegraph.h"
#include "spaces/spacejson.h"
#include "track/trackvalidator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    QJsonObject json;
    if (!FuzzSupport::jsonObject(FuzzSupport::bytes(data, size), &json))
        return 0;
    QString error;
    const std::optional<TileSpaces> spaces = SpaceJson::fromJson(json, FuzzSupport::catalog(), &error);
    if (!spaces) {
        if (error.isEmpty())
            FuzzSupport::broken("refused without a message");
        return 0;
    }
    const TileSide *side = FuzzSupport::catalog().sideById(spaces->sideId);
    if (!side)
        FuzzSupport::broken("accepted an unknown side");
    const QJsonObject again = SpaceJson::toJson(*spaces, *side);
    const std::optional<TileSpaces> back = SpaceJson::fromJson(again, FuzzSupport::catalog(), &error);
    if (!back || SpaceJson::toJson(*back, *side) != again)
        FuzzSupport::broken("side round trip");
    for (const SpaceProblem &p : SpaceCheck::check(*spaces, *side))
        if (p.message.isEmpty())
            FuzzSupport::broken("a problem without a message");
    (void)SpaceGeometry::outlines(*side, *spaces);
    // Two copies of the side in a row, joined along their first road.
    Track track;
    track.tiles.append({side->id, 0, {0, 0}, 0});
    if (!side->paths.isEmpty()) {
        const int exit = side->paths.first().to;
        track.tiles.append({side->id, 0, HexCoord{0, 0}.neighbor(exit), HexDir::normalize(exit + 3 - side->paths.first().from)});
    }
    const TrackReport report = TrackValidator::validate(track, FuzzSupport::catalog(), Collection::everyBox(FuzzSupport::catalog()));
    const SpaceGraph graph = SpaceGraph::build(track, report.course, FuzzSupport::catalog(),
                                               [&spaces](const QString &) { return &*spaces; });
    for (int i = 0; i < graph.nodeCount(); ++i)
        (void)graph.alongside(i);
    (void)graph.grid();
    return 0;
}
