// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes spaces check PACK|DIR [--json]
// pacenotes spaces coverage TRACK [--pack P]... [--json]
// pacenotes spaces templates --out FILE
// pacenotes spaces from-readings DIR --out FILE --date DATE [--author TEXT] [--skip-bad]
#include "cli.h"
#include "trackcommandsupport.h"

#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "spaces/spacecheck.h"
#include "spaces/spacejson.h"
#include "spaces/readingconversion.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacetemplates.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// A pack file, or a folder: an unpacked pack (pack.json and sides/) or loose side files. Both
/// are read by one rule (SpacePackFile::addSide): a file named after its side, no side twice.
std::optional<SpacePack> readPackOrFolder(const QString &path, QString *error)
{
    const TileCatalog &catalog = TileCatalog::builtin();
    return QFileInfo(path).isDir() ? SpacePackFile::readFolder(path, catalog, error) : SpacePackFile::read(path, catalog, error);
}

QJsonObject problemJson(const SpaceProblem &p)
{
    QJsonObject o{{u"side"_s, p.sideId}, {u"severity"_s, SpaceCheck::severityId(p.severity)}, {u"code"_s, p.code},
                  {u"message"_s, p.message}};
    o.insert(u"space"_s, p.space > 0 ? QJsonValue(p.space) : QJsonValue());
    return o;
}

/// "103b, space 4: error: … [code]"
QString problemLine(const SpaceProblem &p)
{
    const QString where = p.space > 0 ? Tr::tr("%1, space %2").arg(p.sideId).arg(p.space) : p.sideId;
    const QString kind = p.severity == SpaceProblem::Severity::Error ? Tr::tr("error") : Tr::tr("warning");
    return where + u": "_s + kind + u": "_s + p.message + u" ["_s + p.code + u"]"_s;
}

int runCheck(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption json(u"json"_s, Tr::tr("Print one JSON object: sides, errors, warnings, problems."));
    parser.addOption(json);
    parser.addPositionalArgument(u"PACK"_s, Tr::tr("A space pack (.pnspaces) or a folder of tile side files."));
    if (auto stop = parseArgs(parser, u"spaces check"_s, args,
                              Tr::tr("Checks tile space data against the tile catalog. Exit code 0: consistent (warnings "
                                     "allowed); 1: errors found; 2: the data cannot be read.")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(Tr::tr("spaces check: name one pack or folder."));
    const QString path = parser.positionalArguments().first();
    QString error;
    const std::optional<SpacePack> pack = readPackOrFolder(path, &error);
    if (!pack)
        return fail(error);
    QList<SpaceProblem> problems;
    for (const TileSpaces &side : pack->sides)
        problems += SpaceCheck::check(side, TileCatalog::builtin());
    const int errors = int(std::count_if(problems.begin(), problems.end(),
                                         [](const SpaceProblem &p) { return p.severity == SpaceProblem::Severity::Error; }));
    const int warnings = int(problems.size()) - errors;
    if (parser.isSet(json)) {
        QJsonArray list;
        for (const SpaceProblem &p : std::as_const(problems))
            list.append(problemJson(p));
        QJsonArray notes;
        for (const QString &n : pack->notes)
            notes.append(n);
        // The same differences tst_shippedspaces holds against resources/spaces/reasons.json, in
        // its keys, so that the pack's build can say which still need a recorded reason.
        QJsonArray differences;
        for (const TileSpaces &side : pack->sides) {
            const TileSide *catalogSide = TileCatalog::builtin().side(side.sideId);
            if (!catalogSide)
                continue;
            for (const MarkingDifference &d : SpaceCheck::catalogDifferences(side, *catalogSide))
                differences.append(QJsonObject{{u"side"_s, side.sideId},
                                               {u"marking"_s, SpaceCheck::markingKindId(d.marking.kind)},
                                               {u"value"_s, d.marking.value},
                                               {u"inData"_s, d.inData}});
        }
        out() << QJsonDocument(QJsonObject{{u"sides"_s, int(pack->sides.size())},
                                           {u"errors"_s, errors},
                                           {u"warnings"_s, warnings},
                                           {u"problems"_s, list},
                                           {u"catalogDifferences"_s, differences},
                                           {u"notes"_s, notes}})
                     .toJson(QJsonDocument::Indented);
    } else {
        for (const QString &n : pack->notes)
            out() << path << u": "_s << n << '\n';
        for (const SpaceProblem &p : std::as_const(problems))
            out() << problemLine(p) << '\n';
        out() << Tr::tr("%n tile side(s) checked", nullptr, int(pack->sides.size())) << u": "_s
              << Tr::tr("%n error(s)", nullptr, errors) << u", "_s << Tr::tr("%n warning(s)", nullptr, warnings) << '\n';
    }
    return errors > 0 ? 1 : 0;
}

int runCoverage(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption packs(u"pack"_s, Tr::tr("A space pack to use before the shipped readings and templates (repeatable; the first wins)."),
                                   u"P"_s);
    const QCommandLineOption json(u"json"_s, Tr::tr("Print one JSON object: tiles, covered, uncovered."));
    parser.addOption(packs);
    parser.addOption(json);
    parser.addPositionalArgument(u"TRACK"_s, Tr::tr("A track file."));
    if (auto stop = parseArgs(parser, u"spaces coverage"_s, args,
                              Tr::tr("Says which tiles of a track have space data, and from which pack. Exit code 0: every "
                                     "course tile is covered by data that is not a template; 1: some are not; 2: a file "
                                     "cannot be read, or the track has no course tile laid out (a tile list only).")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(Tr::tr("spaces coverage: name one track file."));
    const TileCatalog &catalog = TileCatalog::builtin();
    const TrackReadResult read = TrackFiles::read(parser.positionalArguments().first(), catalog);
    if (!read.track)
        return fail(read.error);
    SpaceSources sources;
    for (const QString &p : parser.values(packs)) {
        QString error;
        std::optional<SpacePack> pack = readPackOrFolder(p, &error);
        if (!pack)
            return fail(error);
        const QString name = pack->info.name.isEmpty() ? QFileInfo(p).fileName() : pack->info.name;
        sources.add(name, std::make_shared<const SpacePack>(*pack));
    }
    SpaceLibrary::addShipped(sources, catalog);
    const QList<TileCoverage> coverage = SpaceCoverage::ofTrack(*read.track, catalog, sources);
    const QList<int> uncovered = SpaceCoverage::uncoveredCourseTiles(coverage);
    int course = 0;
    for (const TileCoverage &c : coverage)
        course += c.course ? 1 : 0;
    // "0 of 0 covered" would read as "every tile covered": a track with no course tile laid out
    // (a tile list only) has nothing to cover.
    if (course == 0)
        return fail(read.track->tiles.isEmpty()
                        ? Tr::tr("spaces coverage: %1 has no tiles laid out, only a tile list: there is nothing to cover. Lay the "
                                 "tiles out first (pacenotes layout).")
                              .arg(parser.positionalArguments().first())
                        : Tr::tr("spaces coverage: %1 has no course tile laid out: there is nothing to cover.")
                              .arg(parser.positionalArguments().first()));
    if (parser.isSet(json)) {
        QJsonArray tiles;
        for (const TileCoverage &c : coverage) {
            const PlacedTile &t = read.track->tiles[c.tile];
            tiles.append(QJsonObject{{u"id"_s, c.sideId}, {u"q"_s, t.pos.q}, {u"r"_s, t.pos.r}, {u"course"_s, c.course},
                                     {u"source"_s, c.source.isEmpty() ? QJsonValue() : QJsonValue(c.source)},
                                     {u"provenance"_s, c.provenance ? QJsonValue(enumId(*c.provenance)) : QJsonValue()},
                                     {u"covered"_s, c.covered()}});
        }
        out() << QJsonDocument(QJsonObject{{u"tiles"_s, tiles},
                                           {u"courseTiles"_s, course},
                                           {u"covered"_s, course - int(uncovered.size())},
                                           {u"uncovered"_s, int(uncovered.size())}})
                     .toJson(QJsonDocument::Indented);
    } else {
        for (const TileCoverage &c : coverage) {
            const PlacedTile &t = read.track->tiles[c.tile];
            const QString what = !c.provenance ? Tr::tr("no space data")
                : *c.provenance == SpaceProvenance::Template ? Tr::tr("template only")
                                                             : enumId(*c.provenance);
            out() << u"%1,%2 %3: "_s.arg(t.pos.q).arg(t.pos.r).arg(c.sideId) << what;
            if (!c.source.isEmpty())
                out() << u" ("_s << c.source << u")"_s;
            if (!c.course)
                out() << u" — "_s << Tr::tr("not on the course");
            out() << '\n';
        }
        out() << Tr::tr("%1 of %n course tile(s) covered by space data that is not a template.", nullptr, course)
                     .arg(course - int(uncovered.size()))
              << '\n';
    }
    return uncovered.isEmpty() ? 0 : 1;
}

int runTemplates(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption outOption(u"out"_s, Tr::tr("The pack file to write."), u"FILE"_s);
    parser.addOption(outOption);
    if (auto stop = parseArgs(parser, u"spaces templates"_s, args,
                              Tr::tr("Writes the templates of every tile side as a space pack (the pack shipped with "
                                     "Pacenotes is made this way).")))
        return *stop;
    if (!parser.isSet(outOption))
        return fail(Tr::tr("spaces templates: give --out FILE."));
    const TileCatalog &catalog = TileCatalog::builtin();
    SpacePack pack;
    pack.info.name = u"Pacenotes templates"_s;
    pack.info.author = u"Pacenotes"_s;
    pack.info.date = u"2026-11-26"_s; // a fixed date: the same templates give the same file
    pack.info.provenance = SpaceProvenance::Template;
    pack.info.templatesOnly = true;
    pack.info.description = u"Spaces proposed from each tile side's geometry (edges, lanes, skew) alone: about one space "
                            "per 0.4 hex sizes of road, no markings. Nothing here is read off a tile; count and mark "
                            "your own tiles in the Tile Spaces editor."_s;
    for (const TileSide &side : catalog.sides())
        if (side.isCourseTile() || side.role == TileRole::Pit)
            pack.sides.insert(side.id, SpaceTemplates::generate(side));
    QString error;
    if (!SpacePackFile::write(parser.value(outOption), pack, catalog, &error))
        return fail(error);
    out() << Tr::tr("Wrote %n tile side(s) of templates to %1.", nullptr, int(pack.sides.size())).arg(parser.value(outOption)) << '\n';
    return 0;
}

int runFromReadings(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption outOption(u"out"_s, Tr::tr("The pack file to write."), u"FILE"_s);
    const QCommandLineOption dateOption(u"date"_s, Tr::tr("The date written on the pack and its sides (YYYY-MM-DD)."), u"DATE"_s);
    const QCommandLineOption authorOption(u"author"_s, Tr::tr("Who read the pictures."), u"TEXT"_s,
                                          u"Pacenotes readers (two readings, a third look)"_s);
    const QCommandLineOption skipOption(u"skip-bad"_s, Tr::tr("Write the pack without the readings that cannot be converted "
                                                              "(they are listed; the exit code is still 1)."));
    parser.addOption(outOption);
    parser.addOption(dateOption);
    parser.addOption(authorOption);
    parser.addOption(skipOption);
    parser.addPositionalArgument(u"DIR"_s, Tr::tr("A folder of final readings, one <side>.json each (docs/space-packs.md, Readings)."));
    if (auto stop = parseArgs(parser, u"spaces from-readings"_s, args,
                              Tr::tr("Turns the final readings of the tile pictures into a space pack (how "
                                     "resources/spaces/readings.pnspaces is made): each lane cut into the spaces read, "
                                     "the marks on their spaces with their confidence. The same readings give the same "
                                     "bytes. Exit code 0: written, every side checked without errors; 1: a reading was "
                                     "refused or a side has errors (nothing is written unless --skip-bad); 2: bad "
                                     "arguments or the pack cannot be written.")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(Tr::tr("spaces from-readings: name one folder of readings."));
    if (!parser.isSet(outOption) || !parser.isSet(dateOption))
        return fail(Tr::tr("spaces from-readings: give --out FILE and --date YYYY-MM-DD."));
    const QString date = parser.value(dateOption);
    if (!QDate::fromString(date, Qt::ISODate).isValid())
        return fail(Tr::tr("spaces from-readings: --date: expected a date as YYYY-MM-DD"));
    const QString folder = parser.positionalArguments().first();
    if (!QFileInfo(folder).isDir())
        return fail(Tr::tr("spaces from-readings: %1 is not a folder.").arg(folder));
    const TileCatalog &catalog = TileCatalog::builtin();
    ReadingConversion::FolderResult result
        = ReadingConversion::packFromFolder(folder, catalog, {parser.value(authorOption), date});
    QStringList bad = result.refused;
    for (auto it = result.pack.sides.begin(); it != result.pack.sides.end();) {
        bool errors = false;
        for (const SpaceProblem &p : SpaceCheck::check(*it, catalog)) {
            out() << problemLine(p) << '\n';
            errors = errors || p.severity == SpaceProblem::Severity::Error;
        }
        if (errors) {
            bad << Tr::tr("%1: the side has errors (above)").arg(it.key());
            it = result.pack.sides.erase(it);
        } else {
            ++it;
        }
    }
    for (const QString &n : std::as_const(result.notes))
        out() << n << '\n';
    for (const QString &b : std::as_const(bad))
        err() << Tr::tr("refused: %1").arg(b) << '\n';
    if (!bad.isEmpty() && !parser.isSet(skipOption)) {
        err() << Tr::tr("Nothing was written: %n reading(s) refused.", nullptr, int(bad.size())) << '\n';
        return 1;
    }
    QString error;
    if (!SpacePackFile::write(parser.value(outOption), result.pack, catalog, &error))
        return fail(error);
    int missing = 0;
    for (const TileSide &side : catalog.sides())
        missing += (side.isCourseTile() || side.role == TileRole::Pit) && !result.pack.sides.contains(side.id) ? 1 : 0;
    out() << Tr::tr("Wrote %n tile side(s) read from pictures to %1", nullptr, int(result.pack.sides.size()))
                 .arg(parser.value(outOption))
          << u"; "_s << Tr::tr("%n side(s) with roads have no reading yet (their templates stay).", nullptr, missing) << '\n';
    return bad.isEmpty() ? 0 : 1;
}

int runSpaces(const QStringList &args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == "check"_L1)
        return runCheck(rest);
    if (sub == "coverage"_L1)
        return runCoverage(rest);
    if (sub == "templates"_L1)
        return runTemplates(rest);
    if (sub == "from-readings"_L1)
        return runFromReadings(rest);
    if (sub == "--help"_L1 || sub == "-h"_L1 || sub.isEmpty()) {
        out() << Tr::tr("Usage: pacenotes spaces check PACK|DIR [--json]\n"
                        "       pacenotes spaces coverage TRACK [--pack P]... [--json]\n"
                        "       pacenotes spaces templates --out FILE\n"
                        "       pacenotes spaces from-readings DIR --out FILE --date YYYY-MM-DD [--author TEXT] [--skip-bad]\n\n"
                        "Tile space data: check a pack against the tile catalog, say which tiles of a track have data, "
                        "write the templates, or turn readings of the tile pictures into a pack.\n");
        return sub.isEmpty() ? 2 : 0;
    }
    return fail(Tr::tr("spaces: unknown command \"%1\"; expected check, coverage, templates or from-readings.").arg(sub));
}

const bool registered = registerCommand(
    {"spaces", QT_TRANSLATE_NOOP("Cli", "check tile space packs, show a track's space coverage"), false, &runSpaces});

} // namespace
} // namespace Pacenotes::Cli
