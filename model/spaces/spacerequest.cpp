// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacerequest.h"

#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "driverules.h"
#include "io/trackfiles.h"
#include "rules/json/requestjsonwriter.h"
#include "rules/rulestypes.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace Pacenotes::SpaceRequest {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SpaceRequest)
};

constexpr int kMaxPath = 40;
constexpr int kMaxPacks = 8;
constexpr int kMaxOtherCars = 12;

std::optional<GearMarker> gearOf(const QJsonValue &v)
{
    if (v.isString())
        return GearMarker::fromText(v.toString());
    const double d = v.toDouble(-1);
    if (v.isDouble() && d >= 0 && d <= 6 && d == std::floor(d))
        return GearMarker{int(d), false};
    return std::nullopt;
}

std::optional<StepDice> diceOf(const QJsonValue &v)
{
    if (v.isString())
        return StepDice::fromText(v.toString());
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    StepDice d;
    d.gear = o.value("gear"_L1).toInt();
    d.brakes = o.value("brake"_L1).toInt();
    d.boosts = o.value("boost"_L1).toInt();
    d.coast = o.value("coast"_L1).toBool();
    d.leader = o.value("leader"_L1).toBool();
    d.redline = o.value("redline"_L1).toBool();
    return d;
}

QString resolvePath(const QString &baseDir, const QString &path)
{
    return QFileInfo(path).isAbsolute() || baseDir.isEmpty() ? path : QDir(baseDir).filePath(path);
}

} // namespace

bool drivesOnTrack(const QJsonObject &request)
{
    return request.contains("track"_L1);
}

std::optional<Table> readTable(const QJsonObject &request, const TileCatalog &catalog, const SpaceSources &fallback,
                               const QString &baseDir, QString *error)
{
    const auto fail = [error](const QString &where, const QString &why) -> std::optional<Table> {
        if (error)
            *error = where.isEmpty() ? why : where + u": "_s + why;
        return std::nullopt;
    };
    // The track and the space data.
    if (!request.value("track"_L1).isString())
        return fail(u"track"_s, Tr::tr("expected the path of a track file"));
    const QString trackPath = resolvePath(baseDir, request.value("track"_L1).toString());
    const TrackReadResult read = TrackFiles::read(trackPath, catalog);
    if (!read.track)
        return fail(u"track"_s, read.error);
    Table table;
    table.track = *read.track;
    const Track &track = table.track;
    const std::optional<Game> game = enumFromId<Game>(request.value("game"_L1).toString());
    if (game && *game != track.game)
        return fail(u"game"_s, Tr::tr("the track is a %1 track").arg(enumId(track.game)));
    SpaceSources &sources = table.sources;
    QJsonArray &packsUsed = table.packsUsed;
    const QJsonValue spaces = request.value("spaces"_L1);
    if (!spaces.isUndefined() && (!spaces.isArray() || spaces.toArray().size() > kMaxPacks))
        return fail(u"spaces"_s, Tr::tr("expected a list of at most %1 space pack files").arg(kMaxPacks));
    const QJsonArray packs = spaces.toArray();
    for (int i = 0; i < packs.size(); ++i) {
        const QString where = u"spaces[%1]"_s.arg(i);
        if (!packs[i].isString())
            return fail(where, Tr::tr("expected the path of a space pack"));
        QString why;
        std::optional<SpacePack> pack = SpacePackFile::read(resolvePath(baseDir, packs[i].toString()), catalog, &why);
        if (!pack)
            return fail(where, why);
        const QString name = pack->info.name.isEmpty() ? QFileInfo(packs[i].toString()).fileName() : pack->info.name;
        sources.add(name, std::make_shared<const SpacePack>(*pack));
        packsUsed.append(name);
    }
    for (const auto &[name, pack] : fallback.packs())
        sources.add(name, pack);
    const Course course = TrackValidator::validate(track, catalog, Collection::everyBox(catalog)).course;
    if (!course.isComplete())
        return fail(u"track"_s, Tr::tr("the track's course is not complete: there is no way to drive on it"));
    table.graph = SpaceGraph::build(track, course, catalog, sources.lookup());
    const SpaceGraph &graph = table.graph;
    const auto nodeNamed = [&graph](const QJsonValue &v) { return v.isString() ? graph.nodeByName(v.toString()) : -2; };

    // The car and the others on the table.
    const QJsonObject car = request.value("car"_L1).toObject();
    DriveState &state = table.state;
    state.rules.game = track.game;
    DriveCar me;
    me.id = u"car"_s;
    const int at = nodeNamed(car.value("space"_L1));
    if (at < 0)
        return fail(u"car.space"_s, at == -2 ? Tr::tr("expected the car's space as \"q,r:n\"")
                                             : Tr::tr("\"%1\" is not a space of the track").arg(car.value("space"_L1).toString()));
    me.space = graph.name(at);
    const std::optional<GearMarker> gear = car.contains("gear"_L1) ? gearOf(car.value("gear"_L1)) : GearMarker{};
    if (!gear)
        return fail(u"car.gear"_s, Tr::tr("expected a gear marker \"0\" to \"6\" or \"00\""));
    me.state.gear = *gear;
    const QJsonValue onGrid = car.value("onGrid"_L1);
    if (!onGrid.isUndefined() && !onGrid.isBool())
        return fail(u"car.onGrid"_s, Tr::tr("expected true or false"));
    const int lapsDone = car.value("lapsDone"_L1).toInt();
    me.lineCrossings = onGrid.toBool() ? 0 : lapsDone + 1;
    me.startedBehindLine = true;
    state.cars.append(me);
    state.active = 0;
    const QJsonValue others = request.value("otherCars"_L1);
    if (!others.isUndefined() && (!others.isArray() || others.toArray().size() > kMaxOtherCars))
        return fail(u"otherCars"_s, Tr::tr("expected a list of at most %1 cars").arg(kMaxOtherCars));
    const QJsonArray otherCars = others.toArray();
    for (int i = 0; i < otherCars.size(); ++i) {
        const QString where = u"otherCars[%1]"_s.arg(i);
        const QJsonObject o = otherCars[i].toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!QStringList{u"id"_s, u"gear"_s, u"space"_s, u"sliding"_s, u"cornerLine"_s}.contains(it.key()))
                return fail(where + u'.' + it.key(), Tr::tr("unknown field; expected one of: id, gear, space, sliding, cornerLine"));
        DriveCar c;
        c.id = o.value("id"_L1).toString(u"car %1"_s.arg(i + 2));
        const int n = nodeNamed(o.value("space"_L1));
        if (n < 0)
            return fail(where + u".space"_s, Tr::tr("expected a space of the track as \"q,r:n\""));
        c.space = graph.name(n);
        const std::optional<GearMarker> g = gearOf(o.value("gear"_L1));
        if (!g)
            return fail(where + u".gear"_s, Tr::tr("expected a gear marker \"0\" to \"6\" or \"00\""));
        c.state.gear = *g;
        c.state.location = g->isOffTrack() ? CarLocation::OffTrack : CarLocation::OnTrack;
        c.sliding = o.value("sliding"_L1).toBool();
        const QString line = o.value("cornerLine"_L1).toString();
        c.cornerLine = line == "inside"_L1 ? CornerLine::Inside : line == "outside"_L1 ? CornerLine::Outside : CornerLine::None;
        state.cars.append(c);
    }
    return table;
}

QJsonObject ordinary(const QJsonObject &request, const Table &table, const CarState &car)
{
    const Track &track = table.track;
    QJsonObject out = request;
    QJsonObject carJson = request.value("car"_L1).toObject();
    carJson.remove(u"space"_s);
    carJson.remove(u"onGrid"_s);
    if (table.graph.isCircuit() && track.game == Game::GT)
        carJson.insert(u"lapsDone"_s, car.lapsDone);
    out.insert(u"car"_s, carJson);
    if (!out.contains("game"_L1))
        out.insert(u"game"_s, enumId(track.game));
    QJsonObject rules = out.value("rules"_L1).toObject();
    if (track.game == Game::GT && !rules.contains("laps"_L1) && table.graph.isCircuit())
        rules.insert(u"laps"_s, std::max(1, track.laps));
    if (!rules.isEmpty())
        out.insert(u"rules"_s, rules);
    out.remove(u"track"_s);
    out.remove(u"spaces"_s);
    out.remove(u"otherCars"_s);
    return out;
}

QJsonObject describe(const QJsonObject &request, const Table &table, const TileCatalog &catalog)
{
    QJsonArray uncovered;
    for (int t : table.graph.uncoveredTiles())
        uncovered.append(table.track.tiles[t].sideId);
    QJsonArray templated;
    for (const TileCoverage &c : SpaceCoverage::ofTrack(table.track, catalog, table.sources))
        if (c.course && c.provenance == SpaceProvenance::Template)
            templated.append(c.sideId);
    QJsonObject info{{u"track"_s, request.value("track"_L1)}, {u"packs"_s, table.packsUsed}};
    if (!templated.isEmpty())
        info.insert(u"templateOnly"_s, templated);
    if (!uncovered.isEmpty())
        info.insert(u"noData"_s, uncovered);
    return info;
}

std::optional<Expanded> expand(const QJsonObject &request, const TileCatalog &catalog, const SpaceSources &fallback,
                               const QString &baseDir, QString *error)
{
    const auto fail = [error](const QString &where, const QString &why) -> std::optional<Expanded> {
        if (error)
            *error = where.isEmpty() ? why : where + u": "_s + why;
        return std::nullopt;
    };
    const std::optional<Table> table = readTable(request, catalog, fallback, baseDir, error);
    if (!table)
        return std::nullopt;
    const Track &track = table->track;
    const SpaceGraph &graph = table->graph;
    const DriveState &state = table->state;
    const auto nodeNamed = [&graph](const QJsonValue &v) { return v.isString() ? graph.nodeByName(v.toString()) : -2; };

    // The path and the dice on it.
    QJsonObject move = request.value("move"_L1).toObject();
    const QJsonValue pathValue = move.value("path"_L1);
    if (!pathValue.isArray() || pathValue.toArray().isEmpty() || pathValue.toArray().size() > kMaxPath)
        return fail(u"move.path"_s, Tr::tr("expected the spaces the car moves through, as a list of 1 to %1 \"q,r:n\"").arg(kMaxPath));
    QList<int> path;
    const QJsonArray pathArray = pathValue.toArray();
    for (int i = 0; i < pathArray.size(); ++i) {
        const int n = nodeNamed(pathArray[i]);
        if (n < 0)
            return fail(u"move.path[%1]"_s.arg(i), n == -2 ? Tr::tr("expected a space as \"q,r:n\"")
                                                        : Tr::tr("\"%1\" is not a space of the track").arg(pathArray[i].toString()));
        path.append(n);
    }
    QJsonArray steps = move.value("steps"_L1).toArray();
    QList<StepDice> dice;
    for (int i = 0; i < steps.size(); ++i) {
        const QJsonObject step = steps[i].toObject();
        if (step.contains("space"_L1) || step.contains("landing"_L1))
            return fail(u"move.steps[%1]"_s.arg(i), Tr::tr("with a path, the spaces come from the track: leave out \"space\" and \"landing\""));
        const std::optional<StepDice> d = diceOf(step.value("dice"_L1));
        if (!d)
            return fail(u"move.steps[%1].dice"_s.arg(i), Tr::tr("expected dice like \"4\", \"2+BB\", \"C\""));
        dice.append(*d);
    }
    if (move.contains("start"_L1))
        return fail(u"move.start"_s, Tr::tr("with a path, the car's space gives the start"));
    const DrivePlan plan = DriveRules::plan(graph, state, 0, path, dice);
    if (!plan.ok())
        return fail(u"move.path"_s, plan.error);
    if (plan.move.steps.size() != steps.size() || plan.stepEnd.last() != path.size() - 1)
        return fail(u"move"_s, Tr::tr("the path has %n space(s), which the dice do not cover one for one (a jump taken "
                                      "carries its die one or two spaces on)", nullptr, int(path.size())));

    // The ordinary request.
    QJsonObject out = ordinary(request, *table, plan.car);
    QJsonArray explained;
    for (int i = 0; i < steps.size(); ++i) {
        QJsonObject step = steps[i].toObject();
        step.insert(u"space"_s, RequestJsonWriter::space(plan.move.steps[i].space, track.game));
        QJsonObject line{{u"space"_s, graph.name(plan.stepNode[i])}, {u"read"_s, step.value("space"_L1)}};
        if (plan.move.steps[i].landing) {
            step.insert(u"landing"_s, RequestJsonWriter::space(*plan.move.steps[i].landing, track.game));
            line.insert(u"landing"_s, graph.name(plan.stepLanding[i]));
        }
        steps[i] = step;
        explained.append(line);
    }
    move.insert(u"steps"_s, steps);
    move.remove(u"path"_s);
    // Where the car stands (a DIRT corner, slide or shortcut; a GT sharp corner's lines), written
    // as the referee reads it.
    if (const QJsonObject written = RequestJsonWriter::move(plan.move, track.game); written.contains("start"_L1))
        move.insert(u"start"_s, written.value("start"_L1));
    out.insert(u"move"_s, move);

    // What the referee was told, for the answer.
    QJsonObject info = describe(request, *table, catalog);
    info.insert(u"steps"_s, explained);
    return Expanded{out, info};
}

} // namespace Pacenotes::SpaceRequest
