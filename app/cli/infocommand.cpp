// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes info [--json] [--boxes LIST] FILE
#include "cli.h"
#include "trackcommandsupport.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "track/trackinfojson.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void printText(const Track &track, const TrackReport &report, const TileCatalog &catalog)
{
    QTextStream &o = out();
    const Course &course = report.course;
    const QString kind = course.kind == Course::Kind::Circuit ? Tr::tr("circuit")
        : course.kind == Course::Kind::Stage                 ? Tr::tr("stage")
        : course.kind == Course::Kind::RxCircuit             ? Tr::tr("RX circuit")
                                                             : Tr::tr("incomplete");
    o << Tr::tr("Title: %1").arg(track.title) << '\n';
    if (!track.author.isEmpty())
        o << Tr::tr("Author: %1").arg(track.author) << '\n';
    if (!track.source.isEmpty())
        o << Tr::tr("Source: %1").arg(track.source) << '\n';
    o << Tr::tr("Game: %1").arg(CatalogNames::game(track.game)) << '\n';
    o << Tr::tr("Kind: %1").arg(kind) << '\n';
    if (track.game == Game::GT || course.isCircuit())
        o << Tr::tr("Laps: %1").arg(track.laps) << '\n';
    const auto at = [&](int tile) {
        return tile >= 0 && tile < track.tiles.size() ? u"%1 %2"_s.arg(track.tiles[tile].sideId, track.tiles[tile].pos.toString())
                                                      : QString();
    };
    if (course.kind == Course::Kind::Stage)
        o << Tr::tr("Runs from: %1 to %2").arg(at(course.startTile), at(course.finishTile)) << '\n';
    if (course.kind == Course::Kind::RxCircuit) {
        o << Tr::tr("Grid: %n pass(es) from the pre-grid tile %1", nullptr, course.gridSteps).arg(at(course.startTile)) << '\n';
        o << Tr::tr("Lap: %n pass(es)", nullptr, int(course.lap().size())) << '\n';
        if (!course.joker.isEmpty())
            o << Tr::tr("Joker: %n pass(es), leaving the lap at %1 and rejoining it at %2", nullptr, int(course.joker.size()))
                     .arg(at(course.joker.first().tile), at(course.joker.last().tile))
              << '\n';
    }

    const bool fromList = track.tiles.isEmpty();
    o << '\n' << (fromList ? Tr::tr("Tile list (nothing laid out yet):") : Tr::tr("Tiles:")) << '\n';
    for (const TileCount &c : fromList ? track.tileList : track.placedCounts()) {
        QString what;
        if (const TileSide *s = catalog.sideById(c.sideId)) {
            QStringList bits{CatalogNames::role(s->role)};
            if (s->danger != Danger::None)
                bits << CatalogNames::danger(s->danger);
            if (s->terrain != Terrain::None)
                bits << CatalogNames::terrain(s->terrain);
            what = bits.join(u", "_s);
        }
        o << u"  "_s << QString::number(c.count).rightJustified(2) << u" × "_s << c.sideId.leftJustified(5) << u"  "_s
          << what << '\n';
    }

    const TrackStatistics &st = report.stats;
    o << '\n' << Tr::tr("Statistics:") << '\n';
    o << u"  "_s << Tr::tr("road tiles: %1, fillers: %2, pit tiles: %3").arg(st.trackTiles).arg(st.fillerTiles).arg(st.pitTiles) << '\n';
    o << u"  "_s << Tr::tr("course length: %n tile(s)", nullptr, st.courseLength) << '\n';
    if (report.course.routeCount > 1)
        o << u"  "_s << Tr::tr("routes through junctions: %1%2").arg(report.course.routeCount).arg(report.course.routesTruncated ? u"+"_s : QString()) << '\n';
    QStringList danger;
    for (auto it = st.danger.cbegin(); it != st.danger.cend(); ++it)
        if (it.key() != Danger::None)
            danger << u"%1 %2"_s.arg(CatalogNames::danger(it.key())).arg(it.value());
    if (!danger.isEmpty())
        o << u"  "_s << Tr::tr("danger levels: %1").arg(danger.join(u", "_s)) << '\n';
    QStringList terrain;
    for (auto it = st.terrain.cbegin(); it != st.terrain.cend(); ++it)
        if (it.key() != Terrain::None)
            terrain << u"%1 %2"_s.arg(CatalogNames::terrain(it.key())).arg(it.value());
    if (!terrain.isEmpty())
        o << u"  "_s << Tr::tr("terrain: %1").arg(terrain.join(u", "_s)) << '\n';
    if (st.guidance.category != LengthGuidance::Category::None)
        o << u"  "_s << Tr::tr("nearest guideline: %1 (%2)").arg(st.guidance.text, st.guidance.reference) << '\n';
    QStringList boxes;
    for (auto it = st.boxesNeeded.cbegin(); it != st.boxesNeeded.cend(); ++it)
        if (const Box *b = catalog.box(it.key()))
            boxes << (it.value() > 1 ? u"%1 × %2"_s.arg(it.value()).arg(CatalogNames::box(*b)) : CatalogNames::box(*b));
    o << u"  "_s << Tr::tr("boxes needed: %1").arg(boxes.isEmpty() ? Tr::tr("none") : boxes.join(u", "_s)) << '\n';

    o << '\n';
    if (report.problems.isEmpty())
        o << Tr::tr("No problems.") << '\n';
    else
        o << Tr::tr("Problems:") << '\n';
    for (const TrackProblem &p : report.problems)
        o << u"  "_s << p.toLine() << '\n';
}

int runInfo(const QStringList &args)
{
    QCommandLineParser parser;
    addBoxesOption(parser);
    const QCommandLineOption json(u"json"_s, Tr::tr("Print one JSON object (fields in the README)."));
    parser.addOption(json);
    parser.addPositionalArgument(u"FILE"_s, Tr::tr("A track file (.pacenotes, .json, .rgt)."));
    if (auto stop = parseArgs(parser, u"info"_s, args,
                              Tr::tr("Describes a track: kind, tiles, boxes needed, statistics and problems.")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(Tr::tr("info: name exactly one track file."));
    QString error;
    const std::optional<Collection> boxes = boxesFrom(parser, &error);
    if (!boxes)
        return fail(error);
    const TileCatalog &catalog = TileCatalog::builtin();
    const QString path = parser.positionalArguments().first();
    const TrackReadResult read = TrackFiles::read(path, catalog);
    if (!read.track)
        return fail(path + u": "_s + read.error);
    const TrackReport report = TrackValidator::validate(*read.track, catalog, *boxes);
    if (parser.isSet(json))
        out() << QJsonDocument(TrackInfoJson::build(*read.track, report, catalog)).toJson(QJsonDocument::Indented);
    else
        printText(*read.track, report, catalog);
    return 0;
}

const bool registered = registerCommand(
    {"info", QT_TRANSLATE_NOOP("Cli", "describe a track: kind, tiles, boxes needed, statistics, problems"), false, &runInfo});

} // namespace
} // namespace Pacenotes::Cli
