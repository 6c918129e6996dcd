// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for the game companion (issue 10): the referee assistant's live verdict for a 12-step
// plan, one action saved (WAL, synchronous=FULL), resuming a 2,000-action game, and replaying a
// full 6-player, 3-lap GT race from its log. The races are played by a robot through the same
// models a view uses (MovePlanModel: dice pad, virtual dice and token draws, commit).
//   cmake --build build --target bench_game && ./build/bench/bench_game
#include "game/gamelogjson.h"
#include "game/gamesession.h"
#include "game/gamestore.h"
#include "itemmodels/moveplanmodel.h"
#include "rules/randomsource.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <malloc.h>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

GameSetup raceSetup(int players, int laps)
{
    GameSetup s;
    s.kind = GameKind::GtRace;
    s.title = u"Benchmark GP"_s;
    s.rules.laps = laps;
    for (int i = 0; i < players; ++i) {
        s.players.append(PlayerSetup{u"Car %1"_s.arg(i + 1), QColor(Qt::red), u"GT6"_s, u"asphalt"_s});
        s.grid.append(i);
    }
    return s;
}

/// Plays a GT race through the referee assistant's models: every car accelerates to 6th and
/// coasts, Flat Out every third turn, on a 30-space lap with a corner before the line. Until
/// everyone has finished (or `maxActions`).
void playRace(GameSession &g, MovePlanModel &plan, int lapSpaces, int maxActions, quint32 seed)
{
    SeededRandom random(seed);
    QList<int> distance(g.state().cars.size(), 0);
    const int laps = g.state().rules.laps;
    int turn = 0;
    while (g.phase() != GamePhase::GameOver && g.log().size() < maxActions) {
        if (g.phase() == GamePhase::RoundStart) {
            // Positions by distance covered, as the players would enter them.
            PlacementInput p;
            QList<int> cars;
            for (int i = 0; i < distance.size(); ++i)
                if (g.state().cars[i].isRacing())
                    cars.append(i);
            std::stable_sort(cars.begin(), cars.end(), [&](int a, int b) { return distance[a] > distance[b]; });
            for (int k = 0; k < cars.size(); ++k)
                p.entries.append({cars[k], CarPlacement{k, -1, 0}, std::nullopt});
            if (!p.entries.isEmpty())
                g.enterPlacements(p);
            g.startRound();
            continue;
        }
        const int car = g.activeCar();
        if (plan.mayMove()) {
            const int gear = plan.planningCar().gear.gear;
            const QString dice = gear == 0 ? u"123"_s : gear <= 4 ? QString::number(gear + 1) + QString::number(gear + 2) + u"C"_s
                                                                  : u"6CC"_s;
            for (QChar c : dice)
                plan.pressChar(c); // a die the damaged dashboard no longer has stays off the pad
            if (!plan.verdict().legal()) {
                // Damage took a die the plan needed: hold the gear if possible, else stay blocked.
                plan.clear();
                if (gear > 0)
                    plan.pressChar(QChar(u'0' + gear));
                if (!plan.verdict().legal() || plan.rowCount() == 0) {
                    plan.clear();
                    plan.setBlocked(true);
                }
            }
            // The finish line, and a corner of 4 just before it.
            for (int i = 0; i < plan.rowCount(); ++i) {
                const int at = distance[car] + i + 1;
                SpaceInfo s;
                s.finishLine = at % lapSpaces == 0 && at <= laps * lapSpaces;
                s.danger = at % lapSpaces == lapSpaces - 1 ? Danger::Orange : Danger::Yellow;
                s.limit = at % lapSpaces == lapSpaces - 1 ? 4 : 0;
                plan.setSpace(i, s);
            }
            plan.setMode(++turn % 3 == 0 ? RollMode::FlatOut : RollMode::OneByOne);
            while (plan.nextDie())
                plan.rollVirtually(random);
            if (plan.game() == Game::GT && plan.damageTokensNeeded() > 0)
                plan.drawDamageVirtually(random);
        }
        const int moved = plan.outcome() ? plan.outcome()->position : 0;
        const ActionVerdict v = plan.commit();
        if (!v.accepted) {
            std::fprintf(stderr, "refused: %s\n", qPrintable(v.error));
            return;
        }
        distance[car] += moved;
    }
}

template<typename F>
double medianMicros(int runs, F &&call)
{
    QList<double> times;
    QElapsedTimer t;
    for (int r = 0; r < runs; ++r) {
        t.start();
        call();
        times.append(double(t.nsecsElapsed()) / 1000.0);
    }
    std::sort(times.begin(), times.end());
    return times[runs / 2];
}

/// Bytes the heap holds now (glibc): what a structure costs is the difference around it.
double heapMB()
{
    const struct mallinfo2 m = mallinfo2();
    return double(m.uordblks + m.hblkhd) / (1024.0 * 1024.0);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    QString error;

    // --- 1. The live verdict of a 12-step plan, as the referee assistant recomputes it. ---
    {
        GameSetup setup = raceSetup(2, 1);
        DashboardRow row = *RulesData::builtin().dashboards(Game::GT).row(u"GT6"_s, u"asphalt"_s, u"dry"_s);
        row.dice.coast = 6; // a user's dashboard generous enough for twelve spaces
        setup.overrides.gtDashboards << row;
        std::unique_ptr<GameSession> g = GameSession::create(setup, &error);
        g->startRound();
        MovePlanModel plan(g.get());
        for (QChar c : u"123456CCCCCC"_s)
            plan.pressChar(c);
        SpaceInfo corner;
        corner.limit = 6;
        corner.danger = Danger::Orange;
        int k = 0;
        const double us = medianMicros(2001, [&] {
            corner.dangerous = (++k % 2) == 0;
            plan.setSpace(7, corner); // one tap: verdict both ways, odds, the referee's dry run
        });
        std::printf("live verdict of a %d-step plan (MovePlanModel, one property changed): median %.1f us (%s, P(LoC) one by one %.4f, Flat Out %.4f)\n",
                    plan.rowCount(), us, plan.verdict().legal() ? "legal" : "illegal", plan.oddsOneByOne().probability,
                    plan.oddsFlatOut().probability);
        const double tap = medianMicros(2001, [&] {
            plan.backspace();
            plan.pressChar(u'C');
        });
        std::printf("  a die taken back and laid again (two verdicts): median %.1f us\n", tap);
    }

    // --- 2. One action saved (one transaction, WAL, synchronous=FULL). ---
    {
        GameStore store;
        if (!store.open(dir.filePath(u"games.sqlite"_s), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::unique_ptr<GameSession> g = GameSession::create(raceSetup(6, 3), &error);
        g->attachStore(&store, 0, &error);
        MovePlanModel plan(g.get());
        QElapsedTimer t;
        t.start();
        playRace(*g, plan, 30, 600, 7);
        const double perAction = double(t.nsecsElapsed()) / 1000.0 / double(g->log().size());
        const QByteArray json = QJsonDocument(GameLogJson::action(g->log().constLast().input, g->setup())).toJson(QJsonDocument::Compact);
        int seq = int(g->log().size());
        const double save = medianMicros(201, [&] { store.writeAction(g->storeId(), seq++, json, SessionSummary{}, &error); });
        std::printf("one action saved (WAL, synchronous=FULL): median %.2f ms; a whole turn through the plan model, referee and save: %.2f ms on average (%lld actions)\n",
                    save / 1000.0, perAction / 1000.0, qlonglong(g->log().size()));
    }

    // --- 3. Resuming a 2,000-action game. ---
    {
        GameStore store;
        store.open(dir.filePath(u"long.sqlite"_s), &error);
        std::unique_ptr<GameSession> g = GameSession::create(raceSetup(6, 30), &error);
        g->attachStore(&store, 0, &error);
        {
            MovePlanModel plan(g.get());
            playRace(*g, plan, 30, 2000, 11);
        }
        const qint64 id = g->storeId();
        const qsizetype actions = g->log().size();
        const QByteArray end = QJsonDocument(g->state().toJson(g->setup())).toJson();
        g.reset();
        bool same = true;
        const double us = medianMicros(11, [&] {
            QString problem;
            std::unique_ptr<GameSession> r = GameSession::resume(&store, id, &problem);
            same = same && r && QJsonDocument(r->state().toJson(r->setup())).toJson() == end;
        });
        std::printf("resume a %lld-action game from the games file: median %.1f ms (%s)\n", qlonglong(actions), us / 1000.0,
                    same ? "exactly where it was" : "DIFFERENT STATE");
    }

    // --- 4. Replaying a full 6-player, 3-lap GT race from its log. ---
    {
        std::unique_ptr<GameSession> g = GameSession::create(raceSetup(6, 3), &error);
        {
            MovePlanModel plan(g.get());
            playRace(*g, plan, 30, 100000, 3);
        }
        const QByteArray log = QJsonDocument(GameLogJson::document(*g)).toJson(QJsonDocument::Compact);
        int turns = 0;
        for (const GameAction &a : g->log())
            turns += a.type() == ActionType::Turn ? 1 : 0;
        qsizetype replayed = 0;
        const double us = medianMicros(11, [&] {
            QString why;
            const std::optional<GameLogJson::Document> doc = GameLogJson::readDocument(log, &why);
            std::unique_ptr<GameSession> r = GameSession::create(doc->setup, &why);
            for (const ActionInput &a : doc->actions)
                r->apply(a);
            replayed = r->log().size();
        });
        std::printf("replay a 6-player, 3-lap GT race from its log (%lld actions, %d turns, %lld KB, %s): median %.1f ms\n",
                    qlonglong(g->log().size()), turns, qlonglong(log.size() / 1024), g->phase() == GamePhase::GameOver ? "to the finish" : "unfinished",
                    us / 1000.0);
        if (replayed != g->log().size())
            std::printf("  REPLAY STOPPED at %lld\n", qlonglong(replayed));
    }

    // --- 5. Replay memory up to the log's limit (issue 25): linear, and under 200 MB. ---
    // A lap that never ends (no finish line within reach), so the game runs to the limit; every
    // action is then replayed as a resume does, with its undo history.
    for (const auto &[kind, players] : {std::pair{GameKind::GtSolo, 1}, std::pair{GameKind::GtRace, 6}}) {
        GameSetup setup = raceSetup(players, 1);
        setup.kind = kind;
        std::unique_ptr<GameSession> g = GameSession::create(setup, &error);
        {
            MovePlanModel plan(g.get());
            playRace(*g, plan, 1000000, GameLogJson::kMaxActions, 5);
        }
        // The actions as a resume reads them (a 100,000-action race is past the 32 MB export limit,
        // not past what the games file holds).
        const GameSetup played = g->setup();
        QList<ActionInput> all;
        for (const GameAction &a : g->log())
            all.append(a.input);
        g.reset();
        QString why;
        std::printf("replay memory, %s (%lld actions):", kind == GameKind::GtSolo ? "GT solo" : "6-player GT race", qlonglong(all.size()));
        for (const qsizetype n : {qsizetype(12500), qsizetype(25000), qsizetype(50000), all.size()}) {
            const QList<ActionInput> actions = all.first(qMin(n, all.size()));
            const double before = heapMB();
            QElapsedTimer t;
            t.start();
            std::unique_ptr<GameSession> r = GameSession::restore(played, actions, int(actions.size()), &why);
            const double ms = double(t.elapsed());
            const double held = heapMB() - before;
            std::printf(" %lld actions %.0f MB in %.1f s;", qlonglong(r ? r->log().size() : 0), held, ms / 1000.0);
        }
        std::printf("\n");
    }
    return 0;
}
