// SPDX-License-Identifier: GPL-3.0-or-later
#include "codrivertrackrequest.h"
#include "codrivertr.h"
#include "trackroadahead.h"

#include "rules/json/requestjsonwriter.h"
#include "spaces/driverules.h"
#include "spaces/spacerequest.h"

#include <QJsonArray>

namespace Pacenotes::CoDriverTrackRequest {

using namespace Qt::StringLiterals;

namespace {

QJsonObject moveJson(const RoadAhead &road, const RoadMove &m)
{
    QJsonObject j{{u"to"_s, road.at(m.to).id}};
    if (m.direction == MoveDirection::Diagonal)
        j.insert(u"direction"_s, u"diagonal"_s);
    else if (m.direction == MoveDirection::Outward)
        j.insert(u"direction"_s, u"outward"_s);
    if (m.line == LineCrossing::Hazard)
        j.insert(u"line"_s, u"!"_s);
    else if (m.line == LineCrossing::Limit)
        j.insert(u"line"_s, m.lineLimit);
    return j;
}

/// The road in the request's graph form (docs/codriver.md): the referee's spaces with ids,
/// distances and moves.
QJsonObject roadJson(const RoadAhead &road, Game game)
{
    QJsonArray spaces;
    for (const RoadSpace &s : road.spaces()) {
        QJsonObject j = RequestJsonWriter::space(s.space, game);
        j.insert(u"id"_s, s.id);
        j.insert(u"distance"_s, s.distance);
        QJsonArray next;
        for (const RoadMove &m : s.next)
            next.append(moveJson(road, m));
        j.insert(u"next"_s, next);
        spaces.append(j);
    }
    QJsonArray first;
    for (const RoadMove &m : road.first())
        first.append(moveJson(road, m));
    return QJsonObject{{u"first"_s, first}, {u"spaces"_s, spaces}};
}

} // namespace

std::optional<Expanded> expand(const QJsonObject &request, const TileCatalog &catalog, const SpaceSources &fallback,
                               const QString &baseDir, QString *error)
{
    for (QLatin1StringView key : {"ahead"_L1, "start"_L1})
        if (request.contains(key)) {
            if (error)
                *error = key + u": "_s
                    + CoDriverTr::tr("with a track, the road ahead and where the car stands come from its spaces: leave it out");
            return std::nullopt;
        }
    const std::optional<SpaceRequest::Table> table = SpaceRequest::readTable(request, catalog, fallback, baseDir, error);
    if (!table)
        return std::nullopt;
    const Game game = table->track.game;
    const TrackRoadAhead source(table->graph, table->state, 0);
    // The strict reading of maxSteps comes after; here it only says how far the road goes.
    const int maxSteps = std::clamp(request.value("maxSteps"_L1).toInt(12), 1, 40);
    const CoDriverRequest question = source.request(maxSteps);

    Expanded out;
    out.game = enumId(game);
    out.spaces = SpaceRequest::describe(request, *table, catalog);
    if (question.road.first().isEmpty()) {
        out.noRoad = CoDriverTr::tr("There is no space ahead of %1 to move into.").arg(table->state.cars[0].space);
        return out;
    }
    out.request = SpaceRequest::ordinary(request, *table, question.car);
    out.request.insert(u"ahead"_s, roadJson(question.road, game));
    PlannedMove standing;
    standing.start = question.road.start();
    if (const QJsonObject written = RequestJsonWriter::move(standing, game); written.contains("start"_L1))
        out.request.insert(u"start"_s, written.value("start"_L1));
    return out;
}

} // namespace Pacenotes::CoDriverTrackRequest
