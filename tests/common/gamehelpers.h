// SPDX-License-Identifier: GPL-3.0-or-later
// Shorthands for game-session tests: setups and turns in the dice notation of rulestesthelpers.h.
#pragma once

#include "game/gameaction.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "rulestesthelpers.h"

#include <QAbstractItemModel>
#include <QJsonDocument>

namespace Pacenotes::TestGame {

inline GameSetup gtRace(const QStringList &names, int laps = 1)
{
    GameSetup s;
    s.kind = GameKind::GtRace;
    s.title = QStringLiteral("Test Grand Prix");
    s.track = TrackRef{TrackRef::Source::Rulebook, QStringLiteral(":/tracks/gt-track-1.json"), QStringLiteral("GT Track 1")};
    s.rules.laps = laps;
    s.date = QDate(2025, 5, 17);
    const QList<QColor> colours{Qt::red, Qt::blue, Qt::yellow, Qt::green, Qt::black, Qt::white};
    for (int i = 0; i < names.size(); ++i) {
        s.players.append(PlayerSetup{names[i], colours[i % colours.size()], QStringLiteral("GT6"), QStringLiteral("asphalt")});
        s.grid.append(i);
    }
    return s;
}

inline GameSetup dirtRally(const QStringList &names, int stages)
{
    GameSetup s;
    s.kind = stages > 1 ? GameKind::DirtRally : GameKind::DirtStage;
    s.title = QStringLiteral("Test Rally");
    s.rules.game = Game::Dirt;
    s.date = QDate(2025, 6, 1);
    for (int k = 0; k < stages; ++k)
        s.stages.append(StageSetup{QStringLiteral("SS%1").arg(k + 1), {}, QStringLiteral("gravel"), false});
    for (int i = 0; i < names.size(); ++i) {
        s.players.append(PlayerSetup{names[i], QColor(Qt::red), QStringLiteral("Core"), QStringLiteral("gravel")});
        s.grid.append(i);
    }
    return s;
}

inline TurnInput turn(int car, const QString &dice, const QString &res, RollMode mode = RollMode::OneByOne)
{
    TurnInput t;
    t.car = car;
    t.move = TestRules::plan(dice, mode);
    t.results = TestRules::results(res);
    return t;
}

/// A turn whose last space is past the finish line.
inline TurnInput finishing(int car, const QString &dice, const QString &res, RollMode mode = RollMode::OneByOne)
{
    TurnInput t = turn(car, dice, res, mode);
    t.move->steps.last().space.finishLine = true;
    return t;
}

/// One cell of an item model (the game's models are read cell by cell).
inline QVariant cell(const QAbstractItemModel &m, int row, int column, int role = Qt::DisplayRole)
{
    return m.index(row, column).data(role);
}

/// A new session of `setup` (fatal when the setup cannot be played).
inline std::unique_ptr<GameSession> startGame(const GameSetup &setup)
{
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(setup, &error);
    if (!g)
        qFatal("%s", qPrintable(error));
    return g;
}

/// Plays `inputs` in turn: empty when every one was accepted, else the first refusal's reason.
inline QString playAll(GameSession &g, const QList<ActionInput> &inputs)
{
    for (const ActionInput &in : inputs)
        if (const ActionVerdict v = g.apply(in); !v.accepted)
            return v.error;
    return {};
}

/// GT solo: two turns, the second Flat Out (3 Focus tokens, GT p. 15); the next round is due.
inline QList<ActionInput> soloTwoTurns()
{
    using namespace Qt::StringLiterals;
    return {RoundInput{}, turn(0, u"1 2 3"_s, u"- - -"_s), RoundInput{},
            turn(0, u"4 5 6"_s, u"- - -"_s, RollMode::FlatOut)};
}

/// DIRT, two cars starting one after the other: the first finishes in round 2, the second has
/// played once (its turn in round 2) and is still on the stage.
inline QList<ActionInput> dirtFirstFinishes()
{
    using namespace Qt::StringLiterals;
    return {RoundInput{}, turn(0, u"1 2 L"_s, u"- - -"_s), RoundInput{}, finishing(0, u"3 4"_s, u"- -"_s),
            turn(1, u"1 2"_s, u"- -"_s)};
}

/// A turn where the car does not move (it comes back from 00, or waits).
inline TurnInput still(int car, bool spaceFree = true)
{
    TurnInput t;
    t.car = car;
    t.spaceFree = spaceFree;
    return t;
}

inline PlacementInput placements(const QList<int> &carsFurthestFirst)
{
    PlacementInput p;
    for (int k = 0; k < carsFurthestFirst.size(); ++k)
        p.entries.append({carsFurthestFirst[k], CarPlacement{k, -1, 0}, std::nullopt});
    return p;
}

/// A GT solo lap of 99 laps: long enough that the crash tests' writer never reaches its end.
inline GameSetup endlessSoloLap(const QString &title = {})
{
    using namespace Qt::StringLiterals;
    GameSetup s = gtRace({u"Sol"_s});
    s.kind = GameKind::GtSolo;
    if (!title.isEmpty())
        s.title = title;
    s.rules.laps = 99;
    return s;
}

/// The next action of an endless, always legal solo lap (endlessSoloLap()).
inline ActionInput nextSoloAction(const GameSession &g)
{
    using namespace Qt::StringLiterals;
    if (g.phase() == GamePhase::RoundStart)
        return RoundInput{};
    const int gear = g.state().cars[0].car.gear.gear;
    if (gear == 0)
        return turn(0, u"1 2 3"_s, u"- - -"_s);
    if (gear == 3)
        return turn(0, u"4 5 6"_s, u"- - -"_s, RollMode::FlatOut);
    return turn(0, u"5 4 3"_s, u"- - -"_s);
}

inline QByteArray snapshot(const GameSession &s)
{
    return QJsonDocument(s.state().toJson(s.setup())).toJson(QJsonDocument::Compact);
}

inline bool hasRuling(const Rulings &list, Rule rule, Ruling::Kind kind)
{
    return containsRuling(list, rule, kind);
}

inline QString describe(const ActionVerdict &v)
{
    QStringList lines{v.error};
    for (const Ruling &r : v.rulings)
        lines << r.code() + QStringLiteral(": ") + r.message;
    return lines.join(u'\n');
}

} // namespace Pacenotes::TestGame

/// Plays `input` on `session`; the test fails, with the refusal's reasons, when it is refused.
#define PLAY(session, input)                                                                                                \
    do {                                                                                                                    \
        const ::Pacenotes::ActionVerdict v_ = (session).apply(input);                                                       \
        QVERIFY2(v_.accepted, qPrintable(::Pacenotes::TestGame::describe(v_)));                                             \
    } while (false)
