// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackinfojson.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "track.h"
#include "trackvalidator.h"

#include <QJsonArray>

namespace Pacenotes::TrackInfoJson {

using namespace Qt::StringLiterals;

QString courseKindId(const TrackReport &report)
{
    switch (report.course.kind) {
    case Course::Kind::Circuit: return u"circuit"_s;
    case Course::Kind::Stage: return u"stage"_s;
    case Course::Kind::RxCircuit: return u"rx-circuit"_s;
    case Course::Kind::None:
    case Course::Kind::Incomplete: break;
    }
    return u"incomplete"_s;
}

namespace {

QJsonArray stepsJson(const Track &track, const QList<CourseStep> &steps)
{
    QJsonArray out;
    for (const CourseStep &s : steps) {
        const PlacedTile &t = track.tiles[s.tile];
        QJsonObject j{{"tile"_L1, s.tile}, {"id"_L1, t.sideId}, {"q"_L1, t.pos.q}, {"r"_L1, t.pos.r}};
        if (s.entry >= 0)
            j.insert("entry"_L1, QString(HexDir::letter(s.entry)));
        if (s.exit >= 0)
            j.insert("exit"_L1, QString(HexDir::letter(s.exit)));
        out.append(j);
    }
    return out;
}

QJsonObject endJson(const Track &track, int tile, int outerEdge)
{
    const PlacedTile &t = track.tiles[tile];
    QJsonObject j{{"tile"_L1, tile}, {"id"_L1, t.sideId}, {"q"_L1, t.pos.q}, {"r"_L1, t.pos.r}};
    if (outerEdge >= 0)
        j.insert("outerEdge"_L1, QString(HexDir::letter(outerEdge)));
    return j;
}

} // namespace

QJsonObject build(const Track &track, const TrackReport &report, const TileCatalog &catalog)
{
    QJsonObject o;
    o.insert("title"_L1, track.title);
    o.insert("author"_L1, track.author);
    o.insert("game"_L1, CatalogNames::gameId(track.game));
    o.insert("laps"_L1, track.laps);
    o.insert("kind"_L1, courseKindId(report));
    o.insert("valid"_L1, report.isValid());
    o.insert("errors"_L1, report.errorCount());
    o.insert("warnings"_L1, int(report.problems.size()) - report.errorCount());
    if (!track.source.isEmpty())
        o.insert("source"_L1, track.source);

    const QList<TileCount> counts = track.tiles.isEmpty() ? track.tileList : track.placedCounts();
    QJsonArray tiles;
    for (const TileCount &c : counts) {
        QJsonObject t{{"id"_L1, c.sideId}, {"count"_L1, c.count}};
        if (const TileSide *s = catalog.sideById(c.sideId)) {
            t.insert("role"_L1, CatalogNames::roleId(s->role));
            if (s->danger != Danger::None)
                t.insert("danger"_L1, CatalogNames::dangerId(s->danger));
            if (s->terrain != Terrain::None)
                t.insert("terrain"_L1, CatalogNames::terrainId(s->terrain));
        }
        tiles.append(t);
    }
    o.insert("tiles"_L1, tiles);
    o.insert("tilesFrom"_L1, track.tiles.isEmpty() ? u"list"_s : u"layout"_s);

    QJsonObject boxes;
    for (auto it = report.stats.boxesNeeded.cbegin(); it != report.stats.boxesNeeded.cend(); ++it)
        boxes.insert(it.key(), it.value());
    o.insert("boxesNeeded"_L1, boxes);

    const TrackStatistics &st = report.stats;
    QJsonObject stats{{"trackTiles"_L1, st.trackTiles}, {"fillerTiles"_L1, st.fillerTiles},
                      {"pitTiles"_L1, st.pitTiles}, {"courseLength"_L1, st.courseLength},
                      {"courseSteps"_L1, int(report.course.steps.size())},
                      {"routes"_L1, report.course.routeCount}};
    QJsonObject danger;
    for (auto it = st.danger.cbegin(); it != st.danger.cend(); ++it)
        danger.insert(it.key() == Danger::None ? u"none"_s : CatalogNames::dangerId(it.key()), it.value());
    stats.insert("danger"_L1, danger);
    QJsonObject terrain;
    for (auto it = st.terrain.cbegin(); it != st.terrain.cend(); ++it)
        terrain.insert(it.key() == Terrain::None ? u"none"_s : CatalogNames::terrainId(it.key()), it.value());
    stats.insert("terrain"_L1, terrain);
    if (st.guidance.category != LengthGuidance::Category::None) {
        static const char *cats[] = {"none", "short", "medium", "long"};
        stats.insert("lengthGuidance"_L1,
                     QJsonObject{{"category"_L1, QLatin1StringView(cats[int(st.guidance.category)])},
                                 {"tiles"_L1, st.guidance.guidelineTiles},
                                 {"text"_L1, st.guidance.text},
                                 {"reference"_L1, st.guidance.reference}});
    }
    o.insert("statistics"_L1, stats);

    QJsonArray problems;
    for (const TrackProblem &p : report.problems) {
        QJsonObject j{{"code"_L1, p.code()},
                      {"severity"_L1, p.severity == Severity::Error ? u"error"_s : u"warning"_s},
                      {"message"_L1, p.message}};
        if (p.tile >= 0)
            j.insert("tile"_L1, p.tile);
        if (p.hasPos) {
            j.insert("q"_L1, p.pos.q);
            j.insert("r"_L1, p.pos.r);
        }
        if (p.edge >= 0)
            j.insert("edge"_L1, QString(HexDir::letter(p.edge)));
        if (!p.sideId.isEmpty())
            j.insert("id"_L1, p.sideId);
        problems.append(j);
    }
    o.insert("problems"_L1, problems);

    const Course &c = report.course;
    o.insert("course"_L1, stepsJson(track, c.steps));
    if (c.startTile >= 0 && c.startTile < track.tiles.size())
        o.insert("start"_L1, endJson(track, c.startTile, c.startEdge));
    if (c.kind == Course::Kind::Stage && c.finishTile >= 0 && c.finishTile < track.tiles.size())
        o.insert("finish"_L1, endJson(track, c.finishTile, c.finishEdge));
    if (c.isComplete())
        o.insert("directionAssumed"_L1, c.directionAssumed);
    if (c.kind == Course::Kind::RxCircuit) {
        o.insert("grid"_L1, stepsJson(track, c.steps.mid(0, c.gridSteps)));
        o.insert("lap"_L1, stepsJson(track, c.lap()));
        o.insert("joker"_L1, stepsJson(track, c.joker));
    }
    return o;
}

} // namespace Pacenotes::TrackInfoJson
