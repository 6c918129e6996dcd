// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes game replay FILE [--json]
#include "cli.h"
#include "refereesupport.h"
#include "trackcommandsupport.h"

#include "game/gamelogjson.h"
#include "game/gamerecords.h"
#include "game/gamesession.h"
#include "records/rallystandings.h"
#include "rules/json/refereejson.h"
#include "rules/stagerules.h"
#include "rules/solotiming.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

#include <cstdio>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

std::optional<QByteArray> readLog(const QString &path, QString *error)
{
    QFile f;
    const bool stdinput = path == u"-";
    const bool opened = stdinput ? f.open(stdin, QIODevice::ReadOnly) : (f.setFileName(path), f.open(QIODevice::ReadOnly));
    if (!opened) {
        *error = Tr::tr("%1: cannot be read (%2)").arg(path, f.errorString());
        return std::nullopt;
    }
    const QByteArray data = f.read(GameLogJson::kMaxDocument + 1);
    if (data.size() > GameLogJson::kMaxDocument) {
        *error = Tr::tr("%1: larger than %2 MB").arg(path).arg(GameLogJson::kMaxDocument / 1024 / 1024);
        return std::nullopt;
    }
    return data;
}

QString rulingLine(const Ruling &r)
{
    return u"      %1 %2: %3 [%4]"_s.arg(enumId(r.kind), r.code(), r.message, r.reference());
}

QString carLine(const GameSession &g, int i)
{
    const CarGame &c = g.state().cars[i];
    QString status;
    switch (c.status) {
    case CarStatus::Racing: status = Tr::tr("racing"); break;
    case CarStatus::Finished: status = Tr::tr("finished, place %1").arg(c.finishPlace); break;
    case CarStatus::Retired: status = Tr::tr("retired"); break;
    }
    const DamageCounts &d = c.car.damage;
    QString line = Tr::tr("%1: %2; gear %3; damage %4 gear, %5 brake, %6 coast, %7 boost")
                       .arg(g.playerName(i), status, c.car.gear.text())
                       .arg(d.gear)
                       .arg(d.brake)
                       .arg(d.coast)
                       .arg(d.boost);
    if (g.game() == Game::GT) {
        line += u"; "_s + Tr::tr("Focus %1; laps %2").arg(c.car.focus).arg(c.car.lapsDone);
    } else {
        const int time = stageTime(StageEntry{{}, {c.timeCardSeconds()}, c.car.focus, 0, false});
        line += u"; "_s + Tr::tr("Seconds %1; stage time %2").arg(c.car.focus).arg(RaceTime::format(time));
        QStringList stages;
        for (const StageRecord &r : c.stages)
            stages << (r.retired ? Tr::tr("retired") : RaceTime::format(r.time.value_or(0)));
        if (!stages.isEmpty())
            line += u"; "_s + Tr::tr("stages %1").arg(stages.join(u", "_s));
    }
    return line;
}

/// DIRT: overall times and positions after the stages completed so far (RallyStandings).
QJsonArray standings(const GameSession &g)
{
    QJsonArray out;
    const std::optional<Rally> rally = GameRecords::rally(g.setup(), g.state(), {});
    if (!rally)
        return out;
    const RallyStandings st = RallyStandings::compute(*rally);
    const int stage = st.completedStages() - 1;
    if (stage < 0)
        return out;
    for (int p = 0; p < st.playerCount(); ++p) {
        const RallyStandings::Cell &c = st.cell(p, stage);
        out.append(QJsonObject{{u"name"_s, g.playerName(p)},
                               {u"stages"_s, stage + 1},
                               {u"overall"_s, c.overall ? QJsonValue(*c.overall) : QJsonValue()},
                               {u"position"_s, c.position ? QJsonValue(*c.position) : QJsonValue()}});
    }
    return out;
}

int runGame(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({u"json"_s, Tr::tr("Print every action, its rulings and the final state as JSON.")});
    parser.addPositionalArgument(u"replay"_s, Tr::tr("The sub-command: replay."));
    parser.addPositionalArgument(u"FILE"_s, Tr::tr("A game log (docs/game-log.md), or - for standard input."));
    if (auto stop = parseArgs(parser, u"game"_s, args,
                              Tr::tr("Replays a game log through the referee, as the table played it, and prints every ruling "
                                     "and the final state (positions, gears, damage, Focus/Seconds, times). Exit code 0: every "
                                     "action was accepted; 1: one was refused (which, and why); 2: the log cannot be read.")))
        return *stop;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2 || pos[0] != "replay"_L1)
        return fail(Tr::tr("game: use 'pacenotes game replay FILE' (see --help)."));
    QString error;
    const std::optional<QByteArray> input = readLog(pos[1], &error);
    if (!input)
        return fail(error);
    const std::optional<GameLogJson::Document> doc = GameLogJson::readDocument(*input, &error);
    if (!doc)
        return fail(Tr::tr("game: %1").arg(error));
    std::unique_ptr<GameSession> game = GameSession::create(doc->setup, &error);
    if (!game)
        return fail(Tr::tr("game: %1").arg(error));

    const bool json = parser.isSet(u"json"_s);
    QJsonArray entries;
    std::optional<std::pair<int, ActionVerdict>> refused;
    if (!json)
        out() << Tr::tr("%1 — %2, %n player(s)", nullptr, int(doc->setup.players.size()))
                     .arg(doc->setup.title.isEmpty() ? Tr::tr("Untitled game") : doc->setup.title, GameSetup::kindName(doc->setup.kind))
              << '\n';
    for (int i = 0; i < doc->actions.size(); ++i) {
        const ActionVerdict v = game->apply(doc->actions[i]);
        if (!v.accepted) {
            refused = {i, v};
            break;
        }
        const GameAction &a = game->log().constLast();
        if (json) {
            entries.append(GameLogJson::entry(a, game->setup()));
            continue;
        }
        out() << u"%1. %2"_s.arg(i + 1, 4).arg(a.headline) << '\n';
        for (const Ruling &r : a.rulings)
            out() << rulingLine(r) << '\n';
    }

    if (json) {
        QJsonObject result{{u"accepted"_s, !refused}, {u"actions"_s, entries}, {u"state"_s, game->state().toJson(game->setup())}};
        if (game->game() == Game::Dirt)
            result.insert(u"standings"_s, standings(*game));
        if (refused) {
            const ActionInput &input = doc->actions[refused->first];
            result.insert(u"refused"_s, QJsonObject{{u"index"_s, refused->first},
                                                    {u"action"_s, GameLogJson::action(input, game->setup())},
                                                    {u"error"_s, refused->second.error},
                                                    {u"rulings"_s, RefereeJson::rulings(refused->second.rulings)}});
        } else {
            result.insert(u"refused"_s, QJsonValue());
        }
        printJson(result);
        return refused ? 1 : 0;
    }
    if (refused) {
        const ActionInput &input = doc->actions[refused->first];
        out() << Tr::tr("Action %1 (%2) is refused: %3").arg(refused->first + 1).arg(actionTypeId(actionType(input)), refused->second.error)
              << '\n';
        for (const Ruling &r : refused->second.rulings)
            out() << rulingLine(r) << '\n';
    }
    out() << Tr::tr("State after %n action(s):", nullptr, int(game->log().size())) << '\n';
    for (int i = 0; i < game->state().cars.size(); ++i)
        out() << u"  "_s << carLine(*game, i) << '\n';
    const QJsonArray table = standings(*game);
    if (!table.isEmpty()) {
        out() << Tr::tr("Overall after %n stage(s):", nullptr, table.first().toObject().value("stages"_L1).toInt()) << '\n';
        QList<QJsonObject> rows;
        for (const QJsonValue &v : table)
            rows.append(v.toObject());
        std::stable_sort(rows.begin(), rows.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a.value("position"_L1).toInt() < b.value("position"_L1).toInt();
        });
        for (const QJsonObject &o : std::as_const(rows)) {
            out() << u"  %1. %2 %3"_s.arg(o.value("position"_L1).toInt())
                         .arg(o.value("name"_L1).toString(), RaceTime::format(o.value("overall"_L1).toInt()))
                  << '\n';
        }
    }
    out().flush();
    return refused ? 1 : 0;
}

const bool registered = registerCommand(
    {"game", QT_TRANSLATE_NOOP("Cli", "replay a game log through the referee and print every ruling and the final state"), false,
     &runGame});

} // namespace
} // namespace Pacenotes::Cli
