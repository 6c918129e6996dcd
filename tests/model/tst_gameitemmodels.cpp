// SPDX-License-Identifier: GPL-3.0-or-later
// The game's item models, each under QAbstractItemModelTester while a game is played through
// them: the dashboards (values after damage, the Loss of Control row, low-confidence markers),
// the round tracker (order with reasons, preview, next), the positions list (drag, level groups,
// lanes), the game log (lines appended and removed with undo, filtered by car) and the sessions
// list (resume, delete, export). The referee assistant is in tst_moveplanmodel.
#include "gamehelpers.h"

#include "game/gamestore.h"
#include "itemmodels/gamelogmodel.h"
#include "itemmodels/gameplayersmodel.h"
#include "itemmodels/placementmodel.h"
#include "itemmodels/roundordermodel.h"
#include "itemmodels/sessionlistmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {
std::unique_ptr<GameSession> race(QStringList names = {u"Anna"_s, u"Boris"_s, u"Clara"_s})
{
    return startGame(gtRace(names));
}
} // namespace

class tst_GameItemModels : public QObject
{
    Q_OBJECT

private slots:
    void dashboards();
    void dirtDashboards();
    void roundTracker();
    void positions();
    void gameLog();
    void sessionsList();
};

void tst_GameItemModels::dashboards()
{
    auto g = race();
    GamePlayersModel model(g.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(cell(model, 0, GamePlayersModel::NameColumn).toString(), u"Anna"_s);
    QCOMPARE(cell(model, 0, GamePlayersModel::HazardLimitColumn).toInt(), 3);
    QCOMPARE(cell(model, 0, GamePlayersModel::GearColumn).toString(), u"0"_s);
    // GT6 asphalt in the dry is the rulebook's own dashboard: no marker.
    QVERIFY(!cell(model, 0, GamePlayersModel::DiceColumn, GamePlayersModel::LowConfidenceRole).toBool());
    QVERIFY(!cell(model, 0, GamePlayersModel::HazardLimitColumn, GamePlayersModel::LowConfidenceRole).toBool());

    QVERIFY(g->startRound().accepted);
    QVERIFY(cell(model, 0, GamePlayersModel::NameColumn, GamePlayersModel::ActiveRole).toBool());
    QCOMPARE(cell(model, 0, GamePlayersModel::StatusColumn).toString(), u"playing now"_s);
    // A Loss of Control in 3rd on a red tile: 00 and one Damage token, a weather change.
    TurnInput loss = turn(0, u"1 2 3"_s, u"- - -"_s, RollMode::FlatOut);
    loss.move->steps[2].space.limit = 2;
    loss.move->steps[2].space.danger = Danger::Red;
    loss.damage = QList<DamageToken>{DamageToken::Gear};
    const ActionVerdict v = g->playTurn(loss);
    QVERIFY2(v.accepted, qPrintable(describe(v)));
    QCOMPARE(cell(model, 0, GamePlayersModel::GearColumn).toString(), u"00"_s);
    QCOMPARE(cell(model, 0, GamePlayersModel::LocationColumn).toString(), u"off the track"_s);
    const QVariantList dice = cell(model, 0, GamePlayersModel::DiceColumn, GamePlayersModel::DiceRole).toList();
    QCOMPARE(dice[0].toMap().value(u"kind"_s).toString(), u"gear"_s);
    QCOMPARE(dice[0].toMap().value(u"now"_s).toInt(), 5);
    QCOMPARE(dice[0].toMap().value(u"printed"_s).toInt(), 6);
    QCOMPARE(cell(model, 0, GamePlayersModel::DamageColumn, GamePlayersModel::DamageRole).toMap().value(u"gear"_s).toInt(), 1);
    QCOMPARE(cell(model, 0, GamePlayersModel::TokensColumn).toInt(), 3);

    // Boris's Loss of Control table highlights his gear.
    QVERIFY(g->playTurn(turn(1, u"1 2 3 4"_s, u"- - - -"_s)).accepted);
    const QVariantList table = cell(model, 1, GamePlayersModel::NameColumn, GamePlayersModel::LossTableRole).toList();
    QCOMPARE(table.size(), 6);
    int current = -1;
    for (const QVariant &row : table)
        if (row.toMap().value(u"current"_s).toBool())
            current = row.toMap().value(u"gear"_s).toInt();
    QCOMPARE(current, 4);
    QCOMPARE(table[3].toMap().value(u"orange"_s).toInt(), 1); // Jamie's example (GT p. 17)

    // In the wet the GT6 asphalt hazard limit is single-source data: marked, with its source.
    TurnInput weather = turn(2, u"1"_s, u"-"_s);
    QVERIFY(g->playTurn(weather).accepted);
    QVERIFY(g->startRound().accepted);
    TurnInput flip = turn(1, u"5 6 C"_s, u"! ! !"_s, RollMode::FlatOut);
    for (PlannedStep &s : flip.move->steps)
        s.space.danger = Danger::Yellow;
    flip.damage = QList<DamageToken>{DamageToken::Weather, DamageToken::GreenFlag};
    const ActionVerdict w = g->playTurn(flip);
    QVERIFY2(w.accepted, qPrintable(describe(w)));
    QCOMPARE(g->state().rules.weather, Weather::Wet);
    QCOMPARE(cell(model, 2, GamePlayersModel::HazardLimitColumn).toInt(), 2);
    QVERIFY(cell(model, 2, GamePlayersModel::HazardLimitColumn, GamePlayersModel::LowConfidenceRole).toBool());
    QVERIFY(!cell(model, 2, GamePlayersModel::HazardLimitColumn, GamePlayersModel::SourceRole).toString().isEmpty());
    QCOMPARE(cell(model, 2, GamePlayersModel::SideColumn).toString(), RulesText::conditionName(u"wet"_s));
}

void tst_GameItemModels::dirtDashboards()
{
    QString error;
    auto g = GameSession::create(dirtRally({u"Dana"_s, u"Egor"_s}, 1), &error);
    QVERIFY2(g, qPrintable(error));
    GamePlayersModel model(g.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(g->startRound().accepted);
    // The leader drives the Leader column on gravel.
    QCOMPARE(cell(model, 0, GamePlayersModel::SideColumn).toString(), RulesText::conditionName(u"gravel-leader"_s));
    QVERIFY(g->playTurn(turn(0, u"1 2 L"_s, u"- - -"_s)).accepted);
    const QVariantList cards = cell(model, 0, GamePlayersModel::ProgressColumn, GamePlayersModel::TimeCardsRole).toList();
    QCOMPARE(cards.size(), 1);
    QCOMPARE(cards[0].toMap().value(u"seconds"_s).toInt(), 40);
    QCOMPARE(cell(model, 0, GamePlayersModel::ProgressColumn, GamePlayersModel::StageTimeRole).toInt(), 40);
    // Time card values are placeholders: marked.
    QVERIFY(cell(model, 0, GamePlayersModel::ProgressColumn, GamePlayersModel::LowConfidenceRole).toBool());
    QCOMPARE(cell(model, 0, GamePlayersModel::ProgressColumn, GamePlayersModel::ConfidenceRole).toString(), u"placeholder"_s);
    QCOMPARE(cell(model, 0, GamePlayersModel::SpareTyreColumn).toString(), u"yes"_s);
    QCOMPARE(model.headerData(GamePlayersModel::TokensColumn, Qt::Horizontal).toString(), u"Seconds"_s);
}

void tst_GameItemModels::roundTracker()
{
    auto g = race();
    RoundOrderModel model(g.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy titles(&model, &RoundOrderModel::titleChanged);
    // Before the first round: the order it would have, from the grid.
    QVERIFY(model.isPreview());
    QCOMPARE(model.title(), u"Next: round 1 (white)"_s);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(cell(model, 0, RoundOrderModel::CarColumn).toString(), u"Anna"_s);
    QCOMPARE(cell(model, 0, RoundOrderModel::ReasonColumn, RoundOrderModel::CriterionRole).toString(), u"distance"_s);
    QVERIFY(cell(model, 0, RoundOrderModel::ReasonColumn).toString().contains(u"further along"_s));
    QVERIFY(cell(model, 2, RoundOrderModel::ReasonColumn).toString().isEmpty());

    // "Next player" starts the round.
    QVERIFY(model.advance().accepted);
    QVERIFY(!model.isPreview());
    QCOMPARE(model.title(), u"Round 1 (white)"_s);
    QCOMPARE(model.activeRow(), 0);
    QVERIFY(titles.count() >= 1);
    QVERIFY(!model.advance().accepted); // Anna has not played
    QVERIFY(g->playTurn(turn(0, u"1 2"_s, u"- -"_s)).accepted);
    QCOMPARE(cell(model, 0, RoundOrderModel::StatusColumn).toString(), u"played"_s);
    QCOMPARE(model.activeRow(), 1);
    QVERIFY(g->playTurn(turn(1, u"1"_s, u"-"_s)).accepted);
    QVERIFY(g->playTurn(turn(2, u"1 2 3"_s, u"- - -"_s)).accepted);
    // The next round by speed: Clara (3), Anna (2), Boris (1).
    QVERIFY(model.isPreview());
    QCOMPARE(cell(model, 0, RoundOrderModel::CarColumn).toString(), u"Clara"_s);
    QCOMPARE(cell(model, 0, RoundOrderModel::ReasonColumn, RoundOrderModel::CriterionRole).toString(), u"speed"_s);
    QCOMPARE(cell(model, 0, RoundOrderModel::ReasonColumn, RoundOrderModel::RuleRole).toString(), u"order-of-play"_s);
    QVERIFY(!cell(model, 0, RoundOrderModel::ReasonColumn, RoundOrderModel::ReferenceRole).toString().isEmpty());
    QCOMPARE(model.ties(), 0);
}

void tst_GameItemModels::positions()
{
    auto g = race();
    PlacementModel model(g.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.playerAt(0), 0);
    // Clara dragged to the front; then Anna level with her, on the inside lane.
    QVERIFY(model.moveCar(2, 0).accepted);
    QCOMPARE(model.playerAt(0), 2);
    QCOMPARE(g->state().cars[2].placement.rank, 0);
    QCOMPARE(g->state().cars[0].placement.rank, 1);
    QVERIFY(model.setLevel(1, true).accepted);
    QCOMPARE(g->state().cars[0].placement.rank, 0);
    QCOMPARE(cell(model, 1, PlacementModel::RankColumn).toString(), u"="_s);
    QVERIFY(model.setLane(1, 1).accepted);
    QCOMPARE(g->state().cars[0].placement.position, 0);
    QVERIFY(!model.setLevel(0, true).accepted);
    // Level on gear and distance with Clara's lane unknown: the rules cannot separate them and say so.
    PlayOrder order = g->previewOrder();
    QCOMPARE(order.reasons.first().criterion, OrderCriterion::Tie);
    QVERIFY(!order.rulings.isEmpty());
    // With Clara on the second lane, the inside lane plays first (GT p. 7).
    QVERIFY(model.setLane(0, 2).accepted);
    order = g->previewOrder();
    QCOMPARE(order.order.first(), u"Anna"_s);
    QCOMPARE(order.reasons.first().criterion, OrderCriterion::Position);
    // Moving Anna out of the group leaves Clara alone at the front.
    QCOMPARE(model.playerAt(1), 0);
    QVERIFY(model.moveCar(1, 2).accepted);
    QCOMPARE(g->state().cars[0].placement.rank, 2);
    QCOMPARE(g->state().cars[1].placement.rank, 1);
    // Moved since: marked.
    QVERIFY(g->startRound().accepted);
    QVERIFY(g->playTurn(turn(2, u"1"_s, u"-"_s)).accepted);
    QVERIFY(cell(model, 0, PlacementModel::CarColumn, PlacementModel::StaleRole).toBool());
    QVERIFY(model.confirm().accepted);
    QVERIFY(!cell(model, 0, PlacementModel::CarColumn, PlacementModel::StaleRole).toBool());
}

void tst_GameItemModels::gameLog()
{
    auto g = race({u"Anna"_s, u"Boris"_s});
    GameLogModel model(g.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    GameLogFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(g->startRound().accepted);
    QVERIFY(g->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s, RollMode::FlatOut)).accepted);
    QVERIFY(g->playTurn(turn(1, u"1"_s, u"-"_s)).accepted);
    int expected = 0;
    for (const GameAction &a : g->log())
        expected += 1 + int(a.rulings.size());
    QCOMPARE(model.rowCount(), expected);
    QCOMPARE(cell(model, 0, GameLogModel::MessageColumn).toString(), u"Round 1 (white): Anna, Boris."_s);
    QVERIFY(cell(model, 0, 0, GameLogModel::IsHeadlineRole).toBool());
    const int turnRow = model.firstRowOf(1);
    QCOMPARE(cell(model, turnRow, GameLogModel::CarColumn).toString(), u"Anna"_s);
    QCOMPARE(cell(model, turnRow + 1, GameLogModel::RuleColumn).toString(), u"flat-out-tokens"_s);
    QVERIFY(cell(model, turnRow + 1, GameLogModel::ReferenceColumn).toString().contains(u"GT rulebook"_s));

    // Filter by car: Boris's turn only (and the round start with the general actions).
    proxy.setCar(1);
    proxy.setShowGeneral(false);
    QCOMPARE(proxy.rowCount(), 1 + int(g->log()[2].rulings.size()));
    QCOMPARE(proxy.index(0, GameLogModel::MessageColumn).data().toString(), g->log()[2].headline);
    proxy.setShowGeneral(true);
    QCOMPARE(proxy.rowCount(), 2 + int(g->log()[2].rulings.size() + g->log()[0].rulings.size()));

    // Undo walks back: the last action's lines go.
    const int before = model.rowCount();
    g->undoStack()->undo();
    QCOMPARE(model.rowCount(), before - 1 - int(0));
    g->undoStack()->undo();
    QCOMPARE(model.rowCount(), 1 + int(g->log()[0].rulings.size()));
    g->undoStack()->redo();
    g->undoStack()->redo();
    QCOMPARE(model.rowCount(), expected);
}

void tst_GameItemModels::sessionsList()
{
    QTemporaryDir dir;
    GameStore store;
    QVERIFY(store.open(dir.filePath(u"games.sqlite"_s)));
    auto a = race({u"Anna"_s, u"Boris"_s});
    QString error;
    QVERIFY(a->attachStore(&store, 0, &error));
    QVERIFY(a->startRound().accepted);
    QVERIFY(a->playTurn(turn(0, u"1 2"_s, u"- !"_s)).accepted);
    SessionListModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(cell(model, 0, SessionListModel::TitleColumn).toString(), u"Test Grand Prix"_s);
    QCOMPARE(cell(model, 0, SessionListModel::StatusColumn, SessionListModel::StatusRole).toString(), u"in-progress"_s);
    QCOMPARE(cell(model, 0, SessionListModel::PlayersColumn).toString(), u"Anna, Boris"_s);
    QCOMPARE(model.resumableRow(), 0);
    auto b = race({u"Cleo"_s, u"Dima"_s});
    QVERIFY(b->attachStore(&store, 0, &error));
    QCOMPARE(model.rowCount(), 2); // followed the store

    // Resume and export.
    QString problem;
    const int row = cell(model, 0, 0, SessionListModel::SessionIdRole).toLongLong() == a->storeId() ? 0 : 1;
    auto resumed = model.resume(row, &problem);
    QVERIFY2(resumed, qPrintable(problem));
    QCOMPARE(snapshot(*resumed), snapshot(*a));
    const QString json = dir.filePath(u"game.json"_s);
    QVERIFY2(model.exportJson(row, json, &error), qPrintable(error));
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(doc.value(u"format"_s).toString(), u"pacenotes-game-log"_s);
    QCOMPARE(doc.value(u"actions"_s).toArray().size(), 2);
    const QString csv = dir.filePath(u"game.csv"_s);
    QVERIFY(model.exportCsv(row, csv, &error));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(c.readAll());
    QVERIFY(text.contains(u"Round 1 (white): Anna, Boris."_s));
    QVERIFY(text.contains(u"order-of-play"_s));
    QVERIFY(!model.exportJson(row, dir.filePath(u"no/such/dir/x.json"_s), &error));

    // Delete.
    QVERIFY(model.remove(1 - row, &error));
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(!model.remove(5, &error));
}

QTEST_GUILESS_MAIN(tst_GameItemModels)
#include "tst_gameitemmodels.moc"
