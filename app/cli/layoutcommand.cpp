// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes layout (FILE | --tiles LIST) [--game gt|dirt] [--all] [--max N] [--table WxH]
//                  [--tile-size CM] [--rank compact|straight|twisty] [--min-tiles N] [--fresh]
//                  [--threads N] [--json] [--out FILE]
#include "cli.h"
#include "jsonstream.h"
#include "trackcommandsupport.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "solver/layoutsolver.h"
#include "solver/tilelisttext.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QRegularExpression>

#include <atomic>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

constexpr int kDefaultShown = 5;
constexpr int kDefaultTimeLimitS = 60;
/// Circuits longer than this are not counted in full unless --all asks: their shapes run
/// into the millions.
constexpr int kExactCountUpTo = 20;

struct Options
{
    LayoutRequest request;
    bool json = false;
    bool listAll = false;     ///< --all without --max: print every shape
    int shown = kDefaultShown;
    QString outPath;
    bool tileSizeGiven = false;
    bool timedOut = false;
};

QString statusId(LayoutResult::Status s)
{
    switch (s) {
    case LayoutResult::Status::Solved: return u"solved"_s;
    case LayoutResult::Status::NoSolution: return u"no-solution"_s;
    case LayoutResult::Status::Invalid: return u"invalid"_s;
    case LayoutResult::Status::Cancelled: return u"cancelled"_s;
    }
    return {};
}

QString rankId(RankBy r)
{
    switch (r) {
    case RankBy::Compact: return u"compact"_s;
    case RankBy::LongestStraight: return u"straight"_s;
    case RankBy::Twisty: return u"twisty"_s;
    }
    return {};
}

/// "102b S, 106b R, 105b RR, ..." for a layout: the tiles in driving order and their turns.
QString courseText(const Track &track)
{
    const TrackReport report = TrackValidator::validate(track, TileCatalog::builtin(), Collection::everyBox(TileCatalog::builtin()));
    QStringList parts;
    for (const CourseStep &s : report.course.steps) {
        const int turn = s.entry < 0 || s.exit < 0 ? 0 : TileSide::turnSteps(s.entry, s.exit);
        const QString t = turn == 0 ? u"S"_s : QString(std::abs(turn), turn > 0 ? u'R' : u'L');
        parts << track.tiles[s.tile].sideId + u' ' + t;
    }
    return parts.join(u", "_s);
}

/// The result as one JSON object (fields in the README). The layouts stream out one at a
/// time as they are ranked: each is built, written and dropped, so memory stays flat however
/// many there are (26,296 for GT Track 1 with --all).
void writeJson(const LayoutResult &r, const Options &o, int shown)
{
    const LayoutRequest &req = o.request;
    JsonStream j(stdout);
    j.raw("{");
    j.key("status", 4, true).str(statusId(r.status));
    j.key("stoppedAtTimeLimit", 4).boolean(o.timedOut);
    j.key("game", 4).str(CatalogNames::gameId(req.game));
    j.key("kind", 4).str(r.kind == LayoutProblem::Kind::Stage ? u"stage" : u"circuit");
    j.key("rank", 4).str(rankId(req.rankBy));
    j.key("shapes", 4).num(r.shapeCount);
    j.key("countExact", 4).boolean(r.countExact);
    j.key("arrangements", 4).num(r.arrangementCount);
    if (r.symmetryClasses >= 0)
        j.key("shapesUpToSymmetry", 4).num(r.symmetryClasses);
    j.key("tileWidthCm", 4).num(req.tileWidthCm);
    j.key("tileWidthAssumed", 4).boolean(!o.tileSizeGiven);
    if (req.maxTable) {
        j.key("table", 4).raw("{");
        j.key("widthCm", -1, true).num(req.maxTable->widthCm);
        j.key("depthCm", -1).num(req.maxTable->heightCm).raw("}");
    }
    j.key("elapsedMs", 4).num(r.elapsedMs);
    j.key("firstLayoutMs", 4).num(r.firstFoundMs);
    j.key("threads", 4).num(r.threads);
    j.key("issues", 4).raw("[");
    for (int i = 0; i < r.issues.size(); ++i) {
        const SolverIssue &issue = r.issues[i];
        j.raw(i ? ",\n        {" : "\n        {");
        j.key("code", -1, true).str(issue.code());
        j.key("severity", -1).str(issue.isError() ? u"error" : u"warning");
        j.key("message", -1).str(issue.message).raw("}");
    }
    j.raw(r.issues.isEmpty() ? "]" : "\n    ]");
    // One layout per line.
    j.key("layouts", 4).raw("[");
    for (int i = 0; i < shown; ++i) {
        const LayoutShape &s = r.shapes[i];
        const Track t = r.layout(i);
        j.raw(i ? ",\n        {" : "\n        {");
        j.key("rank", -1, true).num(i + 1);
        j.key("courseTiles", -1).num(int(s.metrics.courseTiles));
        j.key("widthCm", -1).num(s.widthCm);
        j.key("depthCm", -1).num(s.depthCm);
        j.key("areaCm2", -1).num(s.areaCm2);
        j.key("compactness", -1).num(s.compactness);
        j.key("longestStraight", -1).num(int(s.metrics.longestStraight));
        j.key("cornersInRow", -1).num(int(s.metrics.maxCornersInRow));
        j.key("corners", -1).num(int(s.metrics.corners));
        j.key("turns", -1).str(r.turnString(i));
        j.key("arrangements", -1).num(s.arrangements);
        j.key("assignments", -1).num(double(r.assignmentCount(i)));
        j.key("interchangeable", -1).raw("[");
        const QList<LayoutResult::ClassUse> uses = r.interchangeable(i);
        for (int c = 0; c < uses.size(); ++c) {
            j.raw(c ? ", {" : "{");
            j.key("label", -1, true).str(uses[c].label);
            j.key("tiles", -1).raw("[");
            for (int k = 0; k < uses[c].sideIds.size(); ++k)
                (k ? j.raw(", ") : j).str(uses[c].sideIds[k]);
            j.raw("]}");
        }
        j.raw("]");
        j.key("reverseCourse", -1).boolean(t.reverseCourse);
        j.key("tiles", -1).raw("[");
        for (int k = 0; k < t.tiles.size(); ++k) {
            const PlacedTile &p = t.tiles[k];
            j.raw(k ? ", {" : "{");
            j.key("id", -1, true).str(p.sideId);
            j.key("q", -1).num(p.pos.q);
            j.key("r", -1).num(p.pos.r);
            j.key("rotation", -1).num(p.rotation).raw("}");
        }
        j.raw("]}");
    }
    j.raw(shown > 0 ? "\n    ]\n}\n" : "]\n}\n");
}

void printText(const LayoutResult &r, const Options &o, int shown)
{
    QTextStream &s = out();
    const QLocale locale;
    const LayoutRequest &req = o.request;
    for (const SolverIssue &i : r.issues)
        s << (i.isError() ? Tr::tr("Problem: %1") : Tr::tr("Note: %1")).arg(i.message) << '\n';
    if (r.status == LayoutResult::Status::Invalid)
        return;
    if (o.timedOut && !r.shapes.isEmpty())
        s << Tr::tr("Stopped at the time limit (--time-limit): these are the best layouts found so far, not "
                    "proven the best.")
          << '\n';
    if (r.shapes.isEmpty()) {
        s << (r.status == LayoutResult::Status::Cancelled ? Tr::tr("Stopped before any layout was found.")
                                                          : Tr::tr("No layout found."))
          << '\n';
        return;
    }
    const int tiles = r.shapes.first().metrics.courseTiles;
    const QString what = r.kind == LayoutProblem::Kind::Stage ? Tr::tr("%1 stage").arg(CatalogNames::game(req.game))
                                                             : Tr::tr("%1 circuit").arg(CatalogNames::game(req.game));
    const QString count = r.countExact
        ? Tr::tr("%Ln distinct shape(s)", nullptr, int(qMin<qint64>(r.shapeCount, INT_MAX)))
        : Tr::tr("the best %Ln shape(s) (not all counted: use --all)", nullptr, int(r.shapes.size()));
    s << Tr::tr("%1 of %n course tile(s): %2, in %3 ms.", nullptr, tiles)
             .arg(what, count, locale.toString(r.elapsedMs, 'f', 1))
      << '\n';
    if (r.countExact && r.arrangementCount != r.shapeCount)
        s << Tr::tr("Counting each way to place the lane-width tiles on the same cells separately: %1.")
                 .arg(locale.toString(r.arrangementCount))
          << '\n';
    if (r.symmetryClasses >= 0)
        s << Tr::tr("Counting mirror images and the same circuit driven the other way round once: %1.")
                 .arg(locale.toString(r.symmetryClasses))
          << '\n';
    const QString groups = r.interchangeableText(0);
    if (!groups.isEmpty())
        s << Tr::tr("Interchangeable tiles (any order on their cells; ways per shape: %1): %2.")
                 .arg(locale.toString(qulonglong(r.assignmentCount(0))), groups)
          << '\n';
    if (!o.tileSizeGiven)
        s << Tr::tr("Table sizes assume tiles %1 cm across the flat sides; no source states the size: measure "
                    "yours and pass --tile-size.")
                 .arg(locale.toString(req.tileWidthCm))
          << '\n';
    s << '\n';
    s << (shown == r.shapes.size() && r.countExact ? Tr::tr("Layouts, best first:") : Tr::tr("Best %n layout(s):", nullptr, shown))
      << ' ' << Tr::tr("(tiles in driving order from the start; S straight, R/L a 60° bend right/left, RR/LL a 120° bend)")
      << '\n';
    for (int i = 0; i < shown; ++i) {
        const LayoutShape &sh = r.shapes[i];
        s << Tr::tr("%1. table %2 × %3 cm (%4% covered by tiles), longest straight %5, corners in a row %6")
                 .arg(i + 1)
                 .arg(locale.toString(sh.widthCm, 'f', 0), locale.toString(sh.depthCm, 'f', 0),
                      locale.toString(qRound(sh.compactness * 100)))
                 .arg(sh.metrics.longestStraight)
                 .arg(sh.metrics.maxCornersInRow)
          << '\n';
        s << u"   "_s << courseText(r.layout(i)) << '\n';
    }
}

std::optional<TableSize> parseTable(const QString &text)
{
    static const QRegularExpression re(uR"(^\s*(\d+(?:[.,]\d+)?)\s*[xX×*]\s*(\d+(?:[.,]\d+)?)\s*$)"_s);
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double w = QString(m.captured(1)).replace(u',', u'.').toDouble();
    const double h = QString(m.captured(2)).replace(u',', u'.').toDouble();
    if (!(w > 0 && h > 0))
        return std::nullopt;
    return TableSize{w, h};
}

int runLayout(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption tilesOpt(u"tiles"_s, Tr::tr("The tiles to lay out, e.g. \"102b,103b,2x105b\"."), u"LIST"_s);
    const QCommandLineOption gameOpt(u"game"_s, Tr::tr("gt or dirt (default: the game of the tiles)."), u"GAME"_s);
    const QCommandLineOption allOpt(u"all"_s, Tr::tr("Count every shape (slow for long DIRT stages) and list them all, "
                                                     "or the best --max."));
    const QCommandLineOption maxOpt(u"max"_s, Tr::tr("How many of the best layouts to show (default %1).").arg(kDefaultShown),
                                    u"N"_s);
    const QCommandLineOption tableOpt(u"table"_s, Tr::tr("Only layouts that fit a table this size in cm, e.g. 180x90."),
                                      u"WxH"_s);
    const QCommandLineOption tileSizeOpt(u"tile-size"_s,
                                         Tr::tr("A tile's width across the flat sides in cm (default: %1, an "
                                                "assumption).").arg(LayoutRequest::kAssumedTileWidthCm),
                                         u"CM"_s);
    const QCommandLineOption rankOpt(u"rank"_s, Tr::tr("Order: compact (smallest table first, the default), straight "
                                                       "(longest straight first) or twisty (most corners in a row)."),
                                     u"ORDER"_s);
    const QCommandLineOption minOpt(u"min-tiles"_s, Tr::tr("Invent tracks from any subset of the tiles with at least N "
                                                           "on the course."),
                                    u"N"_s);
    const QCommandLineOption freshOpt(u"fresh"_s, Tr::tr("Ignore the tiles already placed in FILE (by default they stay "
                                                         "where they are)."));
    const QCommandLineOption threadsOpt(u"threads"_s, Tr::tr("Worker threads (default: one per core)."), u"N"_s);
    const QCommandLineOption timeOpt(u"time-limit"_s,
                                     Tr::tr("Stop after this many seconds and show the best found so far (default "
                                            "%1; 0: no limit).").arg(kDefaultTimeLimitS),
                                     u"S"_s);
    const QCommandLineOption jsonOpt(u"json"_s, Tr::tr("Print one JSON object (fields in the README)."));
    const QCommandLineOption outOpt(u"out"_s, Tr::tr("Write the best layout to this track file (.json, .pacenotes)."),
                                    u"FILE"_s);
    parser.addOptions({tilesOpt, gameOpt, allOpt, maxOpt, tableOpt, tileSizeOpt, rankOpt, minOpt, freshOpt, threadsOpt,
                       timeOpt, jsonOpt, outOpt});
    parser.addPositionalArgument(u"FILE"_s, Tr::tr("A track file whose tile list to lay out (instead of --tiles)."),
                                 u"[FILE]"_s);
    if (auto stop = parseArgs(parser, u"layout"_s, args,
                              Tr::tr("Lays a tile list out as GT circuits or DIRT stages: counts the distinct shapes "
                                     "and shows the best. Exit code 0: layouts found; 1: none; 2: bad input.")))
        return *stop;

    const TileCatalog &catalog = TileCatalog::builtin();
    Options o;
    LayoutRequest &req = o.request;
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1 || files.isEmpty() == !parser.isSet(tilesOpt))
        return fail(Tr::tr("layout: give either one track file or --tiles."));
    std::optional<Game> game;
    if (parser.isSet(gameOpt)) {
        game = CatalogNames::gameFromId(parser.value(gameOpt).toLower());
        if (!game)
            return fail(Tr::tr("layout: --game takes gt or dirt."));
    }
    if (parser.isSet(tilesOpt)) {
        QString error;
        const auto list = TileListText::parse(parser.value(tilesOpt), catalog, &error);
        if (!list)
            return fail(error);
        req.tiles = *list;
        req.game = game.value_or(TileListText::gameOf(req.tiles, catalog));
        req.base.title = Tr::tr("Laid out by Pacenotes");
    } else {
        const TrackReadResult read = TrackFiles::read(files.first(), catalog);
        if (!read.track)
            return fail(files.first() + u": "_s + read.error);
        const Track &t = *read.track;
        req = LayoutRequest::forTrack(t, !parser.isSet(freshOpt));
        req.game = game.value_or(t.game);
        if (req.tiles.isEmpty())
            return fail(Tr::tr("%1: the track has neither tiles nor a tile list.").arg(files.first()));
    }
    req.base.game = req.game;

    const auto positive = [&](const QCommandLineOption &opt, int &value) {
        bool ok = false;
        value = parser.value(opt).toInt(&ok);
        return ok && value > 0;
    };
    if (parser.isSet(maxOpt) && !positive(maxOpt, o.shown))
        return fail(Tr::tr("layout: --max takes a whole number above 0."));
    if (parser.isSet(minOpt) && !positive(minOpt, req.minCourseTiles))
        return fail(Tr::tr("layout: --min-tiles takes a whole number above 0."));
    if (parser.isSet(threadsOpt) && !positive(threadsOpt, req.threads))
        return fail(Tr::tr("layout: --threads takes a whole number above 0."));
    int timeLimitS = kDefaultTimeLimitS;
    if (parser.isSet(timeOpt)) {
        bool ok = false;
        timeLimitS = parser.value(timeOpt).toInt(&ok);
        if (!ok || timeLimitS < 0)
            return fail(Tr::tr("layout: --time-limit takes a number of seconds (0: no limit)."));
    }
    if (parser.isSet(tableOpt)) {
        req.maxTable = parseTable(parser.value(tableOpt));
        if (!req.maxTable)
            return fail(Tr::tr("layout: --table takes the table size in cm as WIDTHxDEPTH, e.g. 180x90."));
    }
    if (parser.isSet(tileSizeOpt)) {
        bool ok = false;
        req.tileWidthCm = parser.value(tileSizeOpt).replace(u',', u'.').toDouble(&ok);
        if (!ok || !(req.tileWidthCm > 1 && req.tileWidthCm < 200))
            return fail(Tr::tr("layout: --tile-size takes the width in cm, e.g. 21.5."));
        o.tileSizeGiven = true;
    }
    if (parser.isSet(rankOpt)) {
        const QString r = parser.value(rankOpt).toLower();
        if (r == "compact"_L1)
            req.rankBy = RankBy::Compact;
        else if (r == "straight"_L1)
            req.rankBy = RankBy::LongestStraight;
        else if (r == "twisty"_L1)
            req.rankBy = RankBy::Twisty;
        else
            return fail(Tr::tr("layout: --rank takes compact, straight or twisty."));
    }
    o.json = parser.isSet(jsonOpt);
    o.outPath = parser.value(outOpt);
    o.listAll = parser.isSet(allOpt) && !parser.isSet(maxOpt);

    // Rulebook-sized circuits are cheap to count in full; stages and long lists by default
    // only prove the best few (branch and bound).
    const LayoutProblem probe = LayoutProblem::analyse(req, catalog);
    const bool stage = probe.kind == LayoutProblem::Kind::Stage;
    if (parser.isSet(allOpt)) {
        req.exactCount = true;
        req.keepBest = o.listAll ? 0 : o.shown;
    } else if (stage || req.minCourseTiles > 0 || probe.courseTiles() > kExactCountUpTo) {
        req.exactCount = false;
        req.keepBest = o.shown;
    } else {
        req.exactCount = true;
        req.keepBest = 0;
    }

    // A time limit: long lists can take a very long time to prove; stop and show what is in.
    std::atomic<bool> stop{false};
    QElapsedTimer clock;
    clock.start();
    SolveControl control;
    control.cancel = &stop;
    if (timeLimitS > 0)
        control.progress = [&](const SolveProgress &) {
            if (clock.elapsed() > qint64(timeLimitS) * 1000)
                stop = true;
        };
    const LayoutResult result = LayoutSolver::solve(req, catalog, control);
    o.timedOut = result.status == LayoutResult::Status::Cancelled;
    const int shown = o.listAll ? int(result.shapes.size()) : std::min(o.shown, int(result.shapes.size()));
    if (o.json)
        writeJson(result, o, shown);
    else
        printText(result, o, shown);

    if (result.status == LayoutResult::Status::Invalid)
        return 2;
    if (result.shapes.isEmpty())
        return 1;
    if (!o.outPath.isEmpty()) {
        const Track best = result.layout(0);
        const TrackReport report = TrackValidator::validate(best, catalog, Collection::everyBox(catalog));
        // Warnings (copies beyond one of each box, a direction the tiles do not fix) are fine.
        for (const TrackProblem &p : report.problems)
            if (p.severity == Severity::Error)
                return fail(Tr::tr("The best layout does not pass the checks (%1); nothing written.").arg(p.toLine()));
        QString error;
        if (!TrackFiles::write(o.outPath, best, catalog, &error))
            return fail(error);
        if (!o.json)
            out() << Tr::tr("Wrote the best layout to %1.").arg(o.outPath) << '\n';
    }
    return 0;
}

const bool registered = registerCommand(
    {"layout", QT_TRANSLATE_NOOP("Cli", "lay a tile list out as circuits or stages, best first"), false, &runLayout});

} // namespace
} // namespace Pacenotes::Cli
