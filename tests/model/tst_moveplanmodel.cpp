// SPDX-License-Identifier: GPL-3.0-or-later
// The referee assistant's models as a player uses them: the dice pad (dice the dashboard no
// longer has are disabled, Brake/Boost dice attach to the next Gear die, backspace), space
// properties carried over, the live verdict after every tap (violations, certain Losses of
// Control, exact odds Flat Out and one by one), then the resolution — results one tap per die,
// stopping early, virtual dice, a Flat Out Loss of Control with its re-layouts and Damage tokens,
// a DIRT shortcut and Time card — and committing the turn; the draft kept across a restart.
// Issue 20: Brake dice typed before or after their Gear die, the danger colour answered after the
// dice, notes that follow what was entered, a turn taken back coming back as it was planned.
#include "gamehelpers.h"

#include "game/gamestore.h"
#include "itemmodels/dicepadmodel.h"
#include "itemmodels/lossoptionmodel.h"
#include "itemmodels/moveplanmodel.h"
#include "itemmodels/rulinglistmodel.h"
#include "rules/randomsource.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {
using Tester = QAbstractItemModelTester;
constexpr auto QtTest = QAbstractItemModelTester::FailureReportingMode::QtTest;

std::unique_ptr<GameSession> race()
{
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
    if (!g || !g->startRound().accepted)
        qFatal("no game");
    return g;
}

bool hasRule(const Rulings &list, Rule rule)
{
    return std::any_of(list.begin(), list.end(), [rule](const Ruling &r) { return r.rule == rule; });
}
} // namespace

class tst_MovePlanModel : public QObject
{
    Q_OBJECT

private slots:
    void padAndLiveVerdict();
    void oneByOneAndStopping();
    void flatOutLossOfControl();
    void dirtShortcutAndTimeCard();
    void carThatMayNotMove();
    void draftSurvivesARestart();
    void loadsAWholeMove();
    void brakeDiceBeforeOrAfterTheirDie();
    void colourAnsweredAfterTheDice();
    void appRollFollowsTheResults();
    void notesFollowThePlan();
    void undoneTurnComesBackPlanned();
};

void tst_MovePlanModel::padAndLiveVerdict()
{
    auto g = race();
    MovePlanModel plan(g.get());
    DicePadModel pad(&plan);
    Tester t1(&plan, QtTest), t2(&pad, QtTest), t3(plan.rulings(), QtTest), t4(plan.outcomeRulings(), QtTest);
    QCOMPARE(plan.car(), 0);
    QCOMPARE(pad.rowCount(), DieKeyCount);
    QVERIFY(pad.index(0).data(DicePadModel::EnabledRole).toBool());
    QVERIFY(!pad.index(int(DieKey::Leader)).data(DicePadModel::AvailableRole).toBool()); // GT has no Leader dice
    QVERIFY(!pad.index(int(DieKey::Redline)).data(DicePadModel::AvailableRole).toBool());

    QVERIFY(plan.pressChar(u'1'));
    QVERIFY(pad.press(1)); // Gear 2
    QCOMPARE(plan.rowCount(), 2);
    QVERIFY(plan.verdict().legal());
    // Each Gear die once per turn (GT p. 8): the Gear 2 key is off now.
    QVERIFY(!plan.keyEnabled(DieKey::Gear2));
    QVERIFY(!pad.index(1).flags().testFlag(Qt::ItemIsEnabled));
    QVERIFY(!plan.press(DieKey::Gear2));
    // Brake dice wait for the next Gear die; no Coast die while they wait.
    QVERIFY(plan.pressChar(u'b'));
    QVERIFY(!plan.keyEnabled(DieKey::Coast));
    QVERIFY(!plan.keyEnabled(DieKey::Boost));
    QCOMPARE(plan.usage(DieKind::Brake), std::make_pair(1, 3));
    QCOMPARE(plan.rowCount(), 2);
    QVERIFY(!plan.readyToCommit());
    QVERIFY(plan.pressChar(u'4')); // 2 -> 4 with a Brake die: not braking at all
    QCOMPARE(plan.index(2, MovePlanModel::DiceColumn).data().toString(), u"4+B"_s);
    QVERIFY(!plan.verdict().legal());
    QVERIFY(plan.rulings()->hasViolation());
    QVERIFY(plan.index(2, 0).data(MovePlanModel::HasViolationRole).toBool());
    // Backspace takes the Gear die back; its Brake die waits again; then that goes too.
    QVERIFY(plan.backspace());
    QCOMPARE(plan.rowCount(), 2);
    QCOMPARE(plan.plan().pendingBrakes, 1);
    QVERIFY(plan.backspace());
    QCOMPARE(plan.plan().pendingBrakes, 0);
    QVERIFY(plan.verdict().legal());

    // A corner of two spaces: the second inherits the first's limit and colour; the finish line does not carry.
    SpaceInfo corner;
    corner.limit = 2;
    corner.danger = Danger::Orange;
    corner.finishLine = true;
    QVERIFY(plan.setSpace(1, corner));
    QVERIFY(plan.pressChar(u'3'));
    QCOMPARE(plan.space(2).limit, 2);
    QCOMPARE(plan.space(2).danger, Danger::Orange);
    QVERIFY(!plan.space(2).finishLine);
    // Gear 3 over a limit of 2: a certain Loss of Control (GT p. 10), whatever the roll.
    QVERIFY(plan.verdict().legal());
    QVERIFY(plan.index(2, 0).data(MovePlanModel::AutoLossRole).toBool());
    QCOMPARE(plan.oddsOneByOne().probability, 1.0);
    QCOMPARE(plan.oddsFlatOut().probability, 1.0);
    QVERIFY(hasRule(plan.verdict().rulings(), Rule::SpeedLimit));

    // A plain third space: the exact odds, Flat Out and one by one side by side.
    QVERIFY(plan.setSpace(1, SpaceInfo{}));
    QVERIFY(plan.setSpace(2, SpaceInfo{}));
    QCOMPARE(plan.oddsFlatOut().favourable, quint64(1)); // Gear 1, 2 and 3: 1 × 1 × 2 of 216
    QCOMPARE(plan.oddsFlatOut().outcomes, quint64(108));
    QCOMPARE(plan.oddsOneByOne().probability, plan.oddsFlatOut().probability);
    QCOMPARE(plan.index(2, MovePlanModel::ChanceColumn).data(MovePlanModel::LossChanceRole).toDouble(),
             plan.oddsOneByOne().probability);
    // Securing costs Focus the car does not have (GT p. 15); and never when going Flat Out.
    QVERIFY(plan.setSecured(0, true));
    QVERIFY(hasRule(plan.verdict().rulings(), Rule::SecureCost));
    plan.setMode(RollMode::FlatOut);
    QVERIFY(hasRule(plan.verdict().rulings(), Rule::SecureFlatOut));
    QVERIFY(plan.setSecured(0, false));
    QVERIFY(plan.verdict().legal());
    QCOMPARE(plan.verdict().analysis.tokensGained, 3);
    QVERIFY(plan.missing().contains(u"dice"_s));
}

void tst_MovePlanModel::oneByOneAndStopping()
{
    auto g = race();
    MovePlanModel plan(g.get());
    Tester tester(&plan, QtTest);
    QSignalSpy carChanged(&plan, &MovePlanModel::carChanged);
    for (QChar c : u"123"_s)
        QVERIFY(plan.pressChar(c));
    QCOMPARE(plan.nextDie(), std::make_optional(std::make_pair(0, 0)));
    QVERIFY(plan.enterResult(false));
    QCOMPARE(plan.nextDie(), std::make_optional(std::make_pair(1, 0)));
    // Dice were rolled: the plan is fixed.
    QVERIFY(!plan.pressChar(u'4'));
    QVERIFY(!plan.backspace());
    QVERIFY(!plan.readyToCommit());
    QVERIFY2(plan.missing().contains(u"Roll step 2"_s), qPrintable(plan.missing()));
    QVERIFY(plan.outcome().has_value());
    QCOMPARE(plan.outcome()->end, TurnEnd::Stopped);
    QCOMPARE(plan.index(0, MovePlanModel::ResultColumn).data().toString(), u"–"_s);
    // Securing a step that was rolled is not possible (GT p. 15).
    QVERIFY(!plan.secureStep(0, true));
    QVERIFY(plan.undoResult());
    QVERIFY(plan.enterResult(true));
    QVERIFY(plan.stop());
    QVERIFY2(plan.readyToCommit(), qPrintable(plan.missing()));
    const ActionVerdict v = plan.commit();
    QVERIFY2(v.accepted, qPrintable(describe(v)));
    QCOMPARE(g->state().cars[0].car.gear, (GearMarker{1, false}));
    QCOMPARE(carChanged.count(), 1);
    QCOMPARE(plan.car(), 1);
    QCOMPARE(plan.rowCount(), 0);
}

void tst_MovePlanModel::flatOutLossOfControl()
{
    auto g = race();
    QVERIFY(g->playTurn(turn(0, u"1"_s, u"-"_s)).accepted);
    MovePlanModel plan(g.get());
    LossOptionModel options(&plan);
    Tester t1(&plan, QtTest), t2(&options, QtTest);
    QCOMPARE(plan.car(), 1);
    for (QChar c : u"123"_s)
        QVERIFY(plan.pressChar(c));
    SpaceInfo corner;
    corner.limit = 2;
    corner.danger = Danger::Red;
    QVERIFY(plan.setSpace(2, corner));
    plan.setMode(RollMode::FlatOut);
    ScriptedRandom clean({5, 5, 5}); // faces 6: no hazard
    QCOMPARE(plan.rollVirtually(clean), 3);
    QVERIFY(!plan.nextDie());
    // Over the limit: lost on the corner in 3rd (GT p. 10); the table says 00 and 1 token on red.
    QVERIFY(plan.outcome()->loss.has_value());
    QCOMPARE(plan.outcome()->loss->step, 2);
    QVERIFY(options.rowCount() >= 1);
    QVERIFY(options.index(0).data(LossOptionModel::CurrentRole).toBool());
    QVERIFY(plan.index(2, 0).data(MovePlanModel::IsLossStepRole).toBool());
    QCOMPARE(plan.damageTokensNeeded(), 1);
    QVERIFY2(plan.missing().contains(u"Damage token"_s), qPrintable(plan.missing()));
    ScriptedRandom bag({0});
    plan.drawDamageVirtually(bag);
    QCOMPARE(plan.input().damage->size(), 1);
    QVERIFY2(plan.readyToCommit(), qPrintable(plan.missing()));
    QVERIFY(plan.outcomeRulings()->rowCount() > 0);
    const ActionVerdict v = plan.commit();
    QVERIFY2(v.accepted, qPrintable(describe(v)));
    const CarGame &boris = g->state().cars[1];
    QCOMPARE(boris.car.gear, GearMarker::offTrack());
    QCOMPARE(boris.car.focus, 3);
    QCOMPARE(g->log().constLast().report.drawn, QList<DamageToken>{DamageToken::Gear}); // the first token of the bag's order
    QCOMPARE(boris.car.damage.gear, 1);
    QVERIFY(hasRule(g->log().constLast().rulings, Rule::SpeedLimit));
    QVERIFY(hasRule(g->log().constLast().rulings, Rule::DamageToken));
    QVERIFY(g->log().constLast().input.index() == 2 && std::get<TurnInput>(g->log().constLast().input).virtualDice);
}

void tst_MovePlanModel::dirtShortcutAndTimeCard()
{
    QString error;
    auto g = GameSession::create(dirtRally({u"Solo"_s}, 1), &error);
    QVERIFY(g && g->startRound().accepted);
    MovePlanModel plan(g.get());
    Tester tester(&plan, QtTest);
    // The only car leads: Leader dice, no Coast dice (DIRT p. 9).
    QVERIFY(plan.keyEnabled(DieKey::Leader));
    QVERIFY(!plan.keyEnabled(DieKey::Coast));
    QVERIFY(plan.pressChar(u'1'));
    QVERIFY(plan.pressChar(u'2'));
    SpaceInfo cut;
    cut.shortcut = true;
    cut.limit = 2;
    QVERIFY(plan.setSpace(1, cut));
    QVERIFY(plan.enterResult(false));
    QVERIFY(plan.enterResult(false));
    QCOMPARE(plan.shortcutsNeeded(), 1);
    QVERIFY2(plan.missing().contains(u"shortcut"_s), qPrintable(plan.missing()));
    plan.setShortcuts({ShortcutResult::Ok});
    QVERIFY2(plan.readyToCommit(), qPrintable(plan.missing()));
    QVERIFY(plan.commit().accepted);
    QVERIFY(g->startRound().accepted);

    for (QChar c : u"3LL"_s)
        QVERIFY(plan.pressChar(c));
    SpaceInfo red;
    red.danger = Danger::Red;
    QVERIFY(plan.setSpace(2, red));
    for (int i = 0; i < 3; ++i)
        QVERIFY(plan.enterResult(true));
    QVERIFY(!plan.nextDie());
    QVERIFY2(plan.missing().contains(u"Time card"_s), qPrintable(plan.missing()));
    TimeCardBack spin;
    spin.kind = TimeCardBackKind::Spinout;
    spin.seconds = 60;
    plan.setLossCard(spin);
    QVERIFY2(plan.readyToCommit(), qPrintable(plan.missing()));
    QVERIFY(plan.commit().accepted);
    QCOMPARE(g->state().cars[0].timeCards.constLast().seconds, 60);
    QCOMPARE(g->state().cars[0].car.location, CarLocation::OnTrack);
}

void tst_MovePlanModel::carThatMayNotMove()
{
    auto g = race();
    TurnInput loss = turn(0, u"1 2 3"_s, u"- - -"_s);
    loss.move->steps[2].space.limit = 2;
    loss.move->steps[2].space.danger = Danger::Yellow;
    QVERIFY(g->playTurn(loss).accepted); // 00 (gear 3), no token on yellow
    QVERIFY(g->playTurn(turn(1, u"1"_s, u"-"_s)).accepted);
    QVERIFY(g->startRound().accepted);
    QCOMPARE(g->activeCar(), 1); // 1 is faster than 00
    QVERIFY(g->playTurn(turn(1, u"2"_s, u"-"_s)).accepted);
    MovePlanModel plan(g.get());
    QCOMPARE(plan.car(), 0);
    QVERIFY(!plan.mayMove());
    QVERIFY(!plan.keyEnabled(DieKey::Gear1));
    QVERIFY(hasRule(plan.turnStart().rulings, Rule::ReturnToTrack));
    QVERIFY2(plan.readyToCommit(), qPrintable(plan.missing()));
    // The space is taken: the car loses the turn instead.
    plan.setSpaceFree(false);
    QVERIFY(plan.turnStart().lostTurn);
    QVERIFY(plan.commit().accepted);
    QCOMPARE(g->state().cars[0].car.gear, GearMarker::offTrack());
}

void tst_MovePlanModel::draftSurvivesARestart()
{
    QTemporaryDir dir;
    GameStore store;
    QVERIFY(store.open(dir.filePath(u"games.sqlite"_s)));
    auto g = race();
    QString error;
    QVERIFY(g->attachStore(&store, 0, &error));
    {
        MovePlanModel plan(g.get());
        for (QChar c : u"12B"_s)
            QVERIFY(plan.pressChar(c));
        SpaceInfo s;
        s.danger = Danger::Orange;
        QVERIFY(plan.setSpace(1, s));
        QVERIFY(plan.backspace());
        QVERIFY(plan.pressChar(u'3'));
        QVERIFY(plan.enterResult(true));
    }
    QString problem;
    auto resumed = GameSession::resume(&store, g->storeId(), &problem);
    QVERIFY2(resumed, qPrintable(problem));
    MovePlanModel plan(resumed.get());
    QCOMPARE(plan.rowCount(), 3);
    QCOMPARE(plan.space(1).danger, Danger::Orange);
    QCOMPARE(plan.space(2).danger, Danger::Orange); // carried when it was laid
    QCOMPARE(plan.entry().completeSteps(), 1);
    QCOMPARE(plan.nextDie(), std::make_optional(std::make_pair(1, 0)));
    plan.clear();
    QVERIFY(store.load(g->storeId())->draft.isEmpty());
}

void tst_MovePlanModel::loadsAWholeMove()
{
    // A plan made elsewhere (the co-driver's "use this plan") replaces the plan at once; the
    // verdict is the referee's, as for a plan tapped in.
    auto g = race();
    MovePlanModel plan(g.get());
    Tester tester(&plan, QtTest);
    QVERIFY(plan.pressChar(u'1'));
    PlannedMove move = TestRules::plan(u"1 2 3"_s, RollMode::FlatOut);
    move.steps[2].space.limit = 2;
    QSignalSpy changed(&plan, &MovePlanModel::changed);
    QVERIFY(plan.loadMove(move));
    QVERIFY(changed.count() > 0);
    QCOMPARE(plan.rowCount(), 3);
    QCOMPARE(plan.plan().move.mode, RollMode::FlatOut);
    QCOMPARE(plan.space(2).limit, 2);
    QVERIFY(hasRule(plan.verdict().rulings(), Rule::SpeedLimit));

    // Too many steps, or dice already rolled: nothing changes.
    PlannedMove huge = move;
    while (huge.steps.size() <= MovePlan::kMaxSteps)
        huge.steps.append(move.steps.constLast());
    QVERIFY(!plan.loadMove(huge));
    QCOMPARE(plan.rowCount(), 3);
    QVERIFY(plan.enterResult(false));
    QVERIFY(!plan.loadMove(TestRules::plan(u"1"_s, RollMode::OneByOne)));
    QCOMPARE(plan.rowCount(), 3);
}

void tst_MovePlanModel::brakeDiceBeforeOrAfterTheirDie()
{
    // Anna in 3rd: "1 B" (as "1+B" is read aloud) and "B 1" are the same space.
    auto g = race();
    QVERIFY(g->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s)).accepted);
    QVERIFY(g->playTurn(turn(1, u"1"_s, u"-"_s)).accepted);
    QVERIFY(g->startRound().accepted);
    MovePlanModel plan(g.get());
    Tester tester(&plan, QtTest);
    QCOMPARE(plan.car(), 0);
    QCOMPARE(plan.planningCar().gear.gear, 3);
    for (QChar c : u"1b"_s)
        QVERIFY(plan.pressChar(c));
    QCOMPARE(plan.rowCount(), 1);
    QCOMPARE(plan.index(0, MovePlanModel::DiceColumn).data().toString(), u"1+B"_s);
    QCOMPARE(plan.plan().pendingBrakes, 0);
    QCOMPARE(plan.plan().typedText(), u"1+B"_s);
    QVERIFY2(plan.verdict().legal(), qPrintable(plan.verdict().rulings().value(0).message));
    // A Brake die the Gear die does not need waits for the next one, and says so.
    QVERIFY(plan.pressChar(u'b'));
    QCOMPARE(plan.plan().pendingBrakes, 1);
    QVERIFY2(plan.plan().typedText().startsWith(u"1+B · B"_s), qPrintable(plan.plan().typedText()));
    // Backspace takes back the keys in the order they were typed.
    QVERIFY(plan.backspace());
    QCOMPARE(plan.plan().pendingBrakes, 0);
    QVERIFY(plan.backspace());
    QCOMPARE(plan.rowCount(), 1);
    QCOMPARE(plan.index(0, MovePlanModel::DiceColumn).data().toString(), u"1"_s);
    QVERIFY(plan.backspace());
    QCOMPARE(plan.rowCount(), 0);
    // The other order.
    for (QChar c : u"b1"_s)
        QVERIFY(plan.pressChar(c));
    QCOMPARE(plan.index(0, MovePlanModel::DiceColumn).data().toString(), u"1+B"_s);
    QVERIFY(plan.verdict().legal());
    // A Gear die that needs no Brake die does not take one typed after it.
    plan.clear();
    for (QChar c : u"2b"_s)
        QVERIFY(plan.pressChar(c));
    QCOMPARE(plan.index(0, MovePlanModel::DiceColumn).data().toString(), u"2"_s);
    QCOMPARE(plan.plan().pendingBrakes, 1);
}

void tst_MovePlanModel::colourAnsweredAfterTheDice()
{
    // Control is lost on a space whose colour nobody gave: it is asked then, and answered then,
    // without taking back the results (the colour changes no die).
    auto g = race();
    MovePlanModel plan(g.get());
    Tester tester(&plan, QtTest);
    for (QChar c : u"123"_s)
        QVERIFY(plan.pressChar(c));
    SpaceInfo corner;
    corner.limit = 2;
    QVERIFY(plan.setSpace(2, corner));
    // Before the dice: the space where control can be lost asks for its colour, as a hint.
    QVERIFY(plan.index(2, 0).data(MovePlanModel::ColourWantedRole).toBool());
    QVERIFY(!plan.index(0, 0).data(MovePlanModel::ColourWantedRole).toBool());
    QVERIFY(plan.index(2, MovePlanModel::SpaceColumn).data().toString().contains(u"colour"_s));
    while (plan.nextDie())
        QVERIFY(plan.enterResult(false));
    QVERIFY(plan.outcome() && plan.outcome()->loss);
    QCOMPARE(plan.lossColourStep(), 2);
    QVERIFY(!plan.readyToCommit());
    QVERIFY2(plan.missing().contains(u"colour"_s), qPrintable(plan.missing()));
    QVERIFY(plan.index(2, 0).data(MovePlanModel::ColourWantedRole).toBool());
    const DiceEntry rolled = plan.entry();
    QVERIFY(plan.setDanger(2, Danger::Red));
    QCOMPARE(plan.entry(), rolled); // nothing taken back
    QCOMPARE(plan.lossColourStep(), -1);
    QCOMPARE(plan.space(2).danger, Danger::Red);
    QVERIFY(plan.damageTokensNeeded() > 0);
    QVERIFY(!plan.index(2, 0).data(MovePlanModel::ColourWantedRole).toBool());
    ScriptedRandom bag({0, 0, 0});
    plan.drawDamageVirtually(bag);
    QVERIFY2(plan.readyToCommit(), qPrintable(plan.missing()));
    QVERIFY(plan.commit().accepted);
    QCOMPARE(g->log().constLast().report.loss->danger, Danger::Red);
}

void tst_MovePlanModel::appRollFollowsTheResults()
{
    // "The dice were rolled by the app" only while a result the app rolled is in.
    auto g = race();
    MovePlanModel plan(g.get());
    for (QChar c : u"12"_s)
        QVERIFY(plan.pressChar(c));
    ScriptedRandom clean({5, 5});
    QCOMPARE(plan.rollVirtually(clean), 1);
    QVERIFY(plan.input().virtualDice);
    QVERIFY(plan.undoResult());
    QVERIFY(!plan.input().virtualDice);
    QVERIFY(plan.enterResult(false));
    QVERIFY(plan.enterResult(false));
    QVERIFY(plan.readyToCommit());
    for (int r = 0; r < plan.outcomeRulings()->rowCount(); ++r)
        QVERIFY(!plan.outcomeRulings()->index(r).data().toString().contains(u"rolled by the app"_s));
    const ActionVerdict v = plan.commit();
    QVERIFY(v.accepted);
    QVERIFY(!std::get<TurnInput>(g->log().constLast().input).virtualDice);
}

void tst_MovePlanModel::notesFollowThePlan()
{
    auto g = race();
    MovePlanModel plan(g.get());
    // An empty plan: the headline asks for dice; no "must move" ruling beside it.
    QVERIFY(!hasRule(plan.rulings()->rulings(), Rule::MustMove));
    // An allowed plan before the dice: nothing about moving at least one space beside it.
    for (QChar c : u"12"_s)
        QVERIFY(plan.pressChar(c));
    QVERIFY(plan.verdict().legal());
    QVERIFY(!plan.readyToCommit());
    QVERIFY(!hasRule(plan.rulings()->rulings(), Rule::MustMove));
    QVERIFY(!hasRule(plan.outcomeRulings()->rulings(), Rule::MustMove));
    QCOMPARE(plan.outcomeRulings()->rowCount(), 0);

    // A car at 00 does not move: no ruling about its (empty) plan.
    TurnInput loss = turn(0, u"1 2 3"_s, u"- - -"_s);
    loss.move->steps[2].space.limit = 2;
    loss.move->steps[2].space.danger = Danger::Yellow;
    plan.clear();
    QVERIFY(g->playTurn(loss).accepted);
    QVERIFY(g->playTurn(turn(1, u"1"_s, u"-"_s)).accepted);
    QVERIFY(g->startRound().accepted);
    QVERIFY(g->playTurn(turn(1, u"2"_s, u"-"_s)).accepted);
    QCOMPARE(plan.car(), 0);
    QVERIFY(!plan.mayMove());
    QCOMPARE(plan.rulings()->rowCount(), 0);
}

void tst_MovePlanModel::undoneTurnComesBackPlanned()
{
    auto g = race();
    MovePlanModel plan(g.get());
    Tester tester(&plan, QtTest);
    for (QChar c : u"12"_s)
        QVERIFY(plan.pressChar(c));
    SpaceInfo corner;
    corner.limit = 3;
    corner.danger = Danger::Orange;
    QVERIFY(plan.setSpace(1, corner));
    plan.setMode(RollMode::FlatOut);
    QVERIFY(plan.enterResult(false));
    QVERIFY(plan.enterResult(false));
    const PlannedMove played = plan.plan().move;
    QVERIFY(plan.commit().accepted);
    QCOMPARE(plan.car(), 1);
    QCOMPARE(plan.rowCount(), 0);
    g->undoStack()->undo();
    // Anna's turn again, with her plan as she laid it (to correct, not to type again).
    QCOMPARE(plan.car(), 0);
    QCOMPARE(plan.rowCount(), 2);
    QCOMPARE(plan.plan().move, played);
    QVERIFY(!plan.isRolling());
    QVERIFY(plan.verdict().legal());
    // Redo plays it again; the next car starts with an empty plan.
    g->undoStack()->redo();
    QCOMPARE(plan.car(), 1);
    QCOMPARE(plan.rowCount(), 0);
}

QTEST_GUILESS_MAIN(tst_MovePlanModel)
#include "tst_moveplanmodel.moc"
