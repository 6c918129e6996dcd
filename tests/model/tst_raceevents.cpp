// SPDX-License-Identifier: GPL-3.0-or-later
// What happens around a move: damage tokens drawn and applied (GT p. 18, DIRT pp. 11, 20), the
// bag, pit stops and the spare tyre (GT pp. 18-19, DIRT p. 20), the start of a turn
// (GT pp. 17-19, DIRT p. 19) and the flipped DIRT Time card (DIRT pp. 18-20).
#include "rulestesthelpers.h"

#include "rules/damageeffects.h"
#include "rules/dirtloss.h"
#include "rules/moveresolver.h"
#include "rules/movevalidator.h"
#include "rules/pitstop.h"
#include "rules/randomsource.h"
#include "rules/turnstart.h"

#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestRules;
using namespace Qt::StringLiterals;

class tst_RaceEvents : public QObject
{
    Q_OBJECT

private slots:
    void damageTakesDiceAway();
    void bagDrawsWithoutReplacement();
    void noWeatherChangesRedraws();
    void shortcutSides();
    void pitStopChangesTheCar();
    void spareTyreOnce();
    void turnStartSequenceAfterRepairs();
    void repairsEditions();
    void spentTurnAllowsNoMove();
    void gtRetirement();
    void dirtTimeCardDrawIsMarkedPlaceholder();
    void sisuCardGear();
};

void tst_RaceEvents::damageTakesDiceAway()
{
    const RaceRules rules;
    const RulesContext ctx{RulesData::builtin(), rules};
    CarState car = gtCar(3);
    const DamageEffects e = damageEffects(ctx, {DamageToken::Gear, DamageToken::Brake, DamageToken::Brake, DamageToken::GreenFlag});
    applyDamage(car, e);
    QCOMPARE(car.damage, (DamageCounts{1, 2, 0, 0}));
    QString error;
    const DiceAllowance a = *diceAllowance(ctx, car, {}, &error);
    QCOMPARE(a.dice.gear, 5);
    QCOMPARE(a.dice.brake, 1);
    // Tokens beyond the dice stay without effect (p. 18).
    applyDamage(car, damageEffects(ctx, {DamageToken::Brake, DamageToken::Brake}));
    QCOMPARE(car.damage.brake, 4);
    QCOMPARE(diceAllowance(ctx, car, {}, &error)->dice.brake, 0);
    // A weather change flips every dashboard: in the wet, asphalt tyres keep one Brake die.
    RaceRules wet;
    wet.weather = Weather::Wet;
    QCOMPARE(diceAllowance({RulesData::builtin(), wet}, gtCar(3), {}, &error)->dice.brake, 1);
}

void tst_RaceEvents::bagDrawsWithoutReplacement()
{
    DamageBag bag(RulesData::builtin().damageBag(Game::GT));
    QCOMPARE(bag.remaining(), 42);
    SeededRandom random(1);
    QMap<DamageToken, int> seen;
    for (int i = 0; i < 42; ++i) {
        const int k = bag.draw(random);
        QVERIFY(k >= 0);
        ++seen[bag.spec().tokens()[k].damage];
    }
    QCOMPARE(bag.draw(random), -1);
    QCOMPARE(seen.value(DamageToken::GreenFlag), 12);
    QCOMPARE(seen.value(DamageToken::Weather), 6);
    bag.putBack(bag.indexOf(DamageToken::Gear));
    QCOMPARE(bag.remaining(), 1);
    QVERIFY(bag.take(bag.indexOf(DamageToken::Gear)));
    QVERIFY(!bag.take(bag.indexOf(DamageToken::Gear)));
}

void tst_RaceEvents::noWeatherChangesRedraws()
{
    RaceRules rules;
    rules.weatherChanges = false;
    DamageBag bag(RulesData::builtin().damageBag(Game::GT));
    SeededRandom random(3);
    const QList<DamageToken> drawn = drawDamage(bag, 30, rules, random);
    QCOMPARE(drawn.size(), 30);
    QVERIFY(!drawn.contains(DamageToken::Weather));
    // Six weather tokens were met and set aside, unless all came after the thirtieth draw.
    QVERIFY(bag.remaining() <= 42 - 30);
}

void tst_RaceEvents::shortcutSides()
{
    const RaceRules rules = dirtRules();
    const RulesContext ctx{RulesData::builtin(), rules};
    QCOMPARE(shortcutEffects(ctx, ShortcutResult::Ok).added.total(), 0);
    const DamageEffects blown = shortcutEffects(ctx, ShortcutResult::Coast);
    QCOMPARE(blown.added.coast, 1);
    QVERIFY(blown.fromNextTurn);
    QVERIFY(shortcutEffects(ctx, ShortcutResult::MinusOne).minusOne);
    QVERIFY(hasViolation(damageEffects(ctx, {DamageToken::Weather}).rulings)); // not in the DIRT bag
}

void tst_RaceEvents::pitStopChangesTheCar()
{
    const RaceRules rules;
    const RulesContext ctx{RulesData::builtin(), rules};
    CarState car = gtCar(1);
    car.damage = {2, 1, 0, 0};
    PitStopRequest r;
    r.endGear = GearMarker{1, false};
    r.choice = PitChoice::RepairsAndTyres;
    r.newTyres = u"rain"_s;
    const PitStopVerdict v = pitStop(ctx, car, r);
    QVERIFY(v.allowed());
    applyPitStop(car, r, v);
    QCOMPARE(car.gear, GearMarker::offTrack());
    QCOMPARE(car.location, CarLocation::InPits);
    QCOMPARE(car.damage.total(), 0);
    QCOMPARE(car.tyres, u"rain"_s);
    // A tyre change to the same tyres is no tyre change.
    r.choice = PitChoice::Tyres;
    r.newTyres = u"rain"_s;
    QVERIFY(!pitStop(ctx, car, r).allowed());
    r.newTyres = u"slicks"_s;
    QVERIFY(!pitStop(ctx, car, r).allowed());
}

void tst_RaceEvents::spareTyreOnce()
{
    const RaceRules rules = dirtRules();
    const RulesContext ctx{RulesData::builtin(), rules};
    CarState car = dirtCar(1);
    car.damage.coast = 2;
    QVERIFY(Pacenotes::spareTyre(ctx, car, GearMarker{1, false}, false).allowed());
    applySpareTyre(car);
    QCOMPARE(car.damage.coast, 1);
    QVERIFY(!car.spareTyre);
    QCOMPARE(car.gear, (GearMarker{0, false}));
    QVERIFY(!Pacenotes::spareTyre(ctx, car, GearMarker{1, false}, false).allowed());
    QVERIFY(!Pacenotes::spareTyre({RulesData::builtin(), gtRules()}, gtCar(1), GearMarker{1, false}, false).allowed());
}

void tst_RaceEvents::turnStartSequenceAfterRepairs()
{
    // GT p. 19: repairs -> 00 in the pits; next turn 0 in the pits; the turn after, back and play.
    const RaceRules rules;
    const RulesContext ctx{RulesData::builtin(), rules};
    CarState car = gtCar(1);
    car.gear = GearMarker::offTrack();
    car.location = CarLocation::InPits;
    TurnStart s = startTurn(ctx, car, true);
    QVERIFY(!s.mayMove);
    applyTurnStart(car, s);
    QCOMPARE(car.gear, (GearMarker{0, false}));
    QCOMPARE(car.location, CarLocation::InPits);
    s = startTurn(ctx, car, false);
    QVERIFY(s.lostTurn);
    s = startTurn(ctx, car, true);
    QVERIFY(s.mayMove);
    applyTurnStart(car, s);
    QCOMPARE(car.location, CarLocation::OnTrack);
}

void tst_RaceEvents::repairsEditions()
{
    // GT p. 19: the English edition keeps the car on the Pit Stop tile while 00 becomes 0; the
    // Russian one puts it back on the track, where a taken space costs another turn.
    RaceRules rules;
    rules.repairsReturn = RepairsReturn::BackOnTrack;
    const RulesContext ctx{RulesData::builtin(), rules};
    CarState car = gtCar(1);
    car.gear = GearMarker::offTrack();
    car.location = CarLocation::InPits;
    TurnStart s = startTurn(ctx, car, false);
    QVERIFY(!s.mayMove);
    QVERIFY(s.lostTurn);
    QCOMPARE(s.marker, GearMarker::offTrack());
    QCOMPARE(s.stopRule, Rule::PitStop);
    s = startTurn(ctx, car, true);
    QVERIFY(!s.mayMove);
    QCOMPARE(s.location, CarLocation::OnTrack);
    QCOMPARE(s.marker, (GearMarker{0, false}));
    QVERIFY(containsRuling(s.rulings, Rule::PitStop, Ruling::Kind::Note));
    applyTurnStart(car, s);
    s = startTurn(ctx, car, true); // the turn after: it plays from 0
    QVERIFY(s.mayMove);
}

void tst_RaceEvents::spentTurnAllowsNoMove()
{
    // GT p. 17: back from 00 the player "may perform no other actions": a planned move breaks
    // that on its first step, and planning none is no must-move fault.
    const RaceRules rules;
    const RulesContext ctx{RulesData::builtin(), rules};
    CarState car = gtCar(0);
    car.gear = GearMarker::offTrack();
    car.location = CarLocation::OffTrack;
    const TurnStart s = startTurn(ctx, car, true);
    applyTurnStart(car, s);
    const MoveVerdict moving = validateMove(ctx, car, plan(u"1 2"_s), &s);
    QVERIFY(!moving.legal());
    QCOMPARE(moving.rulings().first().rule, Rule::OffTrack);
    QCOMPARE(moving.rulings().first().step, 0);
    QVERIFY(validateMove(ctx, car, PlannedMove{}, &s).legal());
    QCOMPARE(resolveMove(ctx, car, plan(u"1"_s), results(u"-"_s), &s).error.isEmpty(), false);
    // The turn after, it moves normally.
    const TurnStart next = startTurn(ctx, car, true);
    QVERIFY(validateMove(ctx, car, plan(u"1 2"_s), &next).legal());
}

void tst_RaceEvents::gtRetirement()
{
    const RaceRules rules;
    CarState car = gtCar(2);
    car.damage.gear = 6;
    const TurnStart s = startTurn({RulesData::builtin(), rules}, car, true);
    QVERIFY(s.retires);
    QCOMPARE(s.rulings.first().rule, Rule::Retirement);
    QCOMPARE(RuleBook::reference(Rule::Retirement, Game::GT).book, Book::Digest);
}

void tst_RaceEvents::dirtTimeCardDrawIsMarkedPlaceholder()
{
    const RaceRules rules = dirtRules();
    LossEvent e;
    e.step = 2;
    e.gear = 4;
    e.danger = Danger::Red;
    SeededRandom random(11);
    const std::optional<DirtLossResult> r = drawTimeCard({RulesData::builtin(), rules}, e, random);
    QVERIFY(r);
    QVERIFY(r->placeholder);
    QVERIFY(containsRuling(r->rulings, Rule::DataConfidence, Ruling::Kind::Note));
    QCOMPARE(r->cardGear, 4);
}

void tst_RaceEvents::sisuCardGear()
{
    const RaceRules rules = dirtRules();
    LossEvent e;
    e.gear = 5;
    e.danger = Danger::Orange;
    TimeCardBack back;
    back.kind = TimeCardBackKind::Sisu;
    back.gear = 4;
    back.seconds = 20;
    const DirtLossResult r = resolveTimeCard({RulesData::builtin(), rules}, e, back);
    QCOMPARE(r.gear, (GearMarker{4, false}));
    QCOMPARE(r.damageTokens, 0);
    QCOMPARE(r.location, CarLocation::OnTrack);
    QCOMPARE(r.seconds, 20);
}

QTEST_GUILESS_MAIN(tst_RaceEvents)
#include "tst_raceevents.moc"
