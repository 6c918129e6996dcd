// SPDX-License-Identifier: GPL-3.0-or-later
// The co-driver on situations from the rulebooks, worked out by hand (the reasoning is in each
// test), and its front, suggestions, "roll or stop?", cancellation and refusals.
#include "codriverhelpers.h"

#include "codriver/rollorstop.h"

#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestCoDriver;
using namespace Pacenotes::TestRules;
using namespace Qt::StringLiterals;

class tst_CoDriver : public QObject
{
    Q_OBJECT

private slots:
    // Rulebook situations (GT)
    void kaylaDangerousCorner();
    void georginaBrakesIntoTheCorner();
    void ericTakesThePerfectLine();
    void quentinAtTheLimit();
    void patrickPlanIsListed();
    void garethGainsFocusWhateverTheRoll();
    void jamieLosesControlIn4thOnOrange();
    void flyingStart();
    void focusCannotBuyTrackEffects();
    void jonathanSecuresABrakeRoll();
    // Rulebook situations (DIRT)
    void dirtJumpOneGearTooFast();
    void dirtCornerLineKept();
    // The front and the suggestions
    void frontIsParetoAndSuggestionsKeepTheirLimits();
    void sameOutcomeOnEveryLaneIsOnePlan();
    void nextTurnFromTheEnd();
    void streamsAndCancels();
    void refusesWhatItCannotAnswer();
    void tiesHaveOneOrder();
    void sameAnswerAtAnyThreadCount();
    // Roll or stop?
    void rollOrStopAfterTwoHazards();
    void rollOrStopOverAndFirstRoll();

    // Cancellation in the last phase (issue 25).
    void cancelDuringTheFinalCheck();
};

namespace {

struct Layout
{
    QList<PlanStepRef> steps;
    QList<PlanFigures> figures;
    quint32 paths = 1;
};

/// Every layout the co-driver's search weighs, with its figures in every style.
QList<Layout> layouts(const CoDriverRequest &req, QList<PlayStyle> *styles = nullptr)
{
    const RulesContext ctx{RulesData::builtin(), req.rules};
    const QList<PlayStyle> s = CoDriver::styles(req.rules, req.car);
    if (styles)
        *styles = s;
    QList<Layout> out;
    PlanSearch search(ctx, req.car, req.road, s, req.maxSteps);
    search.setObserver([&](const QList<PlanStepRef> &steps, const QList<PlanFigures> &figures, quint32 paths) {
        out.append({steps, figures, paths});
    });
    for (const StepDice &d : search.firstSteps())
        search.run(d);
    return out;
}

int styleIndex(const QList<PlayStyle> &styles, RollMode mode, Tolerance t, bool secure = false)
{
    for (int i = 0; i < styles.size(); ++i)
        if (styles[i].mode == mode && (mode == RollMode::FlatOut || (styles[i].tolerance == t && styles[i].secure == secure))
            && !styles[i].sisu)
            return i;
    return -1;
}

QStringList pathOf(const CoDriverRequest &req, const QList<PlanStepRef> &steps)
{
    QStringList ids;
    for (const PlanStepRef &s : steps)
        ids << req.road.at(s.landing >= 0 ? s.landing : s.space).id;
    return ids;
}

const Layout *find(const QList<Layout> &all, const CoDriverRequest &req, const QString &dice, const QStringList &path = {})
{
    for (const Layout &l : all)
        if (diceKey(l.steps) == dice && (path.isEmpty() || pathOf(req, l.steps) == path))
            return &l;
    return nullptr;
}

QList<SpaceInfo> plain(int n, Danger danger = Danger::Yellow)
{
    QList<SpaceInfo> spaces(n);
    for (SpaceInfo &s : spaces)
        s.danger = danger;
    return spaces;
}

} // namespace

void tst_CoDriver::kaylaDangerousCorner()
{
    // GT p. 11: Kayla enters a 5! space in 5th gear: no Loss of Control for the limit, but the
    // space adds a hazard. From 4th: Gear 5 on a plain space, then a Coast die (still 5th) on
    // the 5! space. Limit 3: control is lost when the Gear 5 die (2 hazard faces of 6) and the
    // Coast die (1 of 6) both show one: 2/6 × 1/6 = 1/18, rolled one by one or Flat Out.
    CoDriverRequest req;
    req.car = gtCar(4);
    QList<SpaceInfo> road = plain(2);
    road[1].limit = 5;
    road[1].dangerous = true;
    req.road = RoadAhead::singleLane(road);
    QList<PlayStyle> styles;
    const QList<Layout> all = layouts(req, &styles);
    const Layout *l = find(all, req, u"5 C"_s);
    QVERIFY(l);
    QCOMPARE(l->figures[styleIndex(styles, RollMode::FlatOut, Tolerance::All)].loss, 1.0 / 18);
    QCOMPARE(l->figures[styleIndex(styles, RollMode::OneByOne, Tolerance::All)].loss, 1.0 / 18);
    // Stopping at any risk: with a hazard from the Gear 5 die (1/3) the Coast die could end it
    // (1 + 1 track + 1 = 3), so the player stops after one space; otherwise rolls on safely.
    const PlanFigures &careful = l->figures[styleIndex(styles, RollMode::OneByOne, Tolerance::None)];
    QCOMPARE(careful.loss, 0.0);
    QCOMPARE(careful.distance, 1.0 / 3 * 1 + 2.0 / 3 * 2);
    // Entering the 5! space in 6th is over its limit: a certain Loss of Control (p. 11).
    const Layout *fast = find(all, req, u"5 6"_s);
    QVERIFY(fast);
    QCOMPARE(fast->figures[styleIndex(styles, RollMode::FlatOut, Tolerance::All)].loss, 1.0);
}

void tst_CoDriver::georginaBrakesIntoTheCorner()
{
    // GT p. 9: Georgina goes from 5th to 2nd before a corner with her Gear 2 die and two Brake
    // dice (skipping 4th and 3rd). The corner's limit is 2 (p. 10): any die above it is a
    // certain Loss of Control, so every plan worth listing brakes with 2+BB (three dice: Gear 2
    // has 1 hazard face, each Brake die 2) — 1+BBB brakes harder for the same distance with a
    // fourth die, more risk and a lower gear.
    CoDriverRequest req;
    req.car = gtCar(5);
    QList<SpaceInfo> road = plain(1, Danger::Orange);
    road[0].limit = 2;
    req.road = RoadAhead::singleLane(road);
    const CoDriverResult r = CoDriver::run(req, RulesData::builtin());
    QCOMPARE(r.status, CoDriverResult::Status::Done);
    QCOMPARE(r.disagreements, 0);
    QVERIFY(!r.front.isEmpty());
    for (const CoDriverPlan &p : r.front) {
        QCOMPARE(p.steps.first().dice.text(), u"2+BB"_s);
        QVERIFY(p.verdict.analysis.firstAutoLoss < 0);
    }
    // Flat Out, all three dice must show a hazard: 1/6 × 2/6 × 2/6 = 1/54.
    const int balanced = r.suggested(Attitude::Balanced);
    QVERIFY(balanced >= 0);
    QCOMPARE(r.front[balanced].verdict.odds.favourable, quint64(1));
    QCOMPARE(r.front[balanced].verdict.odds.outcomes, quint64(54));
}

void tst_CoDriver::ericTakesThePerfectLine()
{
    // GT p. 12: crossing a sharp corner's dotted line straight replaces the centre limit (3)
    // by the line's (2); leaving it straight makes the next space a corner of 2. Moving in and
    // out diagonally avoids both. Two lanes; the car in 3rd on lane 1, the sharp corner on
    // lane 1 of row 2 with another car beside it (so the car must go through the corner), the
    // line out of it on lane 1 of row 3.
    CoDriverRequest req;
    req.car = gtCar(3);
    QList<QList<SpaceInfo>> rows(3, QList<SpaceInfo>(2));
    rows[1][0].limit = 3;
    rows[1][0].sharp = true;
    rows[1][0].line = LineCrossing::Limit;
    rows[1][0].lineLimit = 2;
    rows[1][1].occupied = true;
    rows[2][0].line = LineCrossing::Limit;
    rows[2][0].lineLimit = 2;
    req.road = RoadAhead::lanes(rows, 0);
    QList<PlayStyle> styles;
    const QList<Layout> all = layouts(req, &styles);
    const int flat = styleIndex(styles, RollMode::FlatOut, Tolerance::All);
    // Coast to the outside lane, Gear 3 diagonally into the corner (its centre limit 3 holds),
    // Gear 4 diagonally out: no certain Loss of Control; only three dice with 1, 2 and 2 hazard
    // faces all showing one: 1/6 × 2/6 × 2/6 = 1/54.
    const Layout *perfect = find(all, req, u"C 3 4"_s, {u"r1l2"_s, u"r2l1"_s, u"r3l2"_s});
    QVERIFY(perfect);
    QCOMPARE(perfect->figures[flat].loss, 1.0 / 54);
    // Straight through in 3rd: the line makes the corner a 2: certain Loss of Control.
    const Layout *straight = find(all, req, u"C 3 4"_s, {u"r1l1"_s, u"r2l1"_s, u"r3l1"_s});
    QVERIFY(straight);
    QCOMPARE(straight->figures[flat].loss, 1.0);
    // Diagonally in but straight out in 4th: the next space counts as a 2 (certain too).
    const Layout *out = find(all, req, u"C 3 4"_s, {u"r1l2"_s, u"r2l1"_s, u"r3l1"_s});
    QVERIFY(out);
    QCOMPARE(out->figures[flat].loss, 1.0);
}

void tst_CoDriver::quentinAtTheLimit()
{
    // GT p. 10: Quentin enters a corner of limit 2 in 2nd — no penalty — and accelerates to
    // 3rd as he leaves. Gear 2 has 1 hazard face, Gear 3 two: two dice never reach 3 hazards.
    CoDriverRequest req;
    req.car = gtCar(2);
    QList<SpaceInfo> road = plain(2);
    road[0].limit = 2;
    req.road = RoadAhead::singleLane(road);
    QList<PlayStyle> styles;
    const QList<Layout> all = layouts(req, &styles);
    const Layout *l = find(all, req, u"2 3"_s);
    QVERIFY(l);
    for (const PlanFigures &f : l->figures) {
        QCOMPARE(f.loss, 0.0);
        QCOMPARE(f.distance, 2.0);
    }
    const Layout *over = find(all, req, u"3"_s);
    QVERIFY(over);
    QCOMPARE(over->figures[0].loss, 1.0); // over the limit: immediate Loss of Control
}

void tst_CoDriver::patrickPlanIsListed()
{
    // GT p. 9: from 4th, Patrick uses Gear 4, 5, 6, two Brake dice down into 3rd, then 2nd and
    // 1st: every die once, the brakes with the target Gear die. The co-driver must list it.
    CoDriverRequest req;
    req.car = gtCar(4);
    req.road = RoadAhead::singleLane(plain(6));
    const QList<Layout> all = layouts(req);
    QVERIFY(find(all, req, u"4 5 6 3+BB 2 1"_s));
    // And never a chain the rules forbid (p. 8): the same die twice, or two gears at once.
    QVERIFY(!find(all, req, u"4 5 4"_s));
    QVERIFY(!find(all, req, u"4 6"_s));
    QVERIFY(!find(all, req, u"4 5 6 3+B"_s));
}

void tst_CoDriver::garethGainsFocusWhateverTheRoll()
{
    // GT p. 15-16: going Flat Out gains one Focus token per Gear or Coast die, whatever the
    // roll; Gareth's five dice (3, 4, 5, Coast, 6 from 3rd) gain 5. Brake dice gain none.
    CoDriverRequest req;
    req.car = gtCar(3);
    req.road = RoadAhead::singleLane(plain(5));
    QList<PlayStyle> styles;
    const QList<Layout> all = layouts(req, &styles);
    const int flat = styleIndex(styles, RollMode::FlatOut, Tolerance::All);
    const Layout *gareth = find(all, req, u"3 4 5 C 6"_s);
    QVERIFY(gareth);
    QCOMPARE(gareth->figures[flat].tokens, 5.0);
    const Layout *braking = find(all, req, u"4 5 6 3+BB"_s);
    QVERIFY(braking);
    QCOMPARE(braking->figures[flat].tokens, 4.0);
    // Rolling one by one gains nothing.
    QCOMPARE(gareth->figures[styleIndex(styles, RollMode::OneByOne, Tolerance::All)].tokens, 0.0);
}

void tst_CoDriver::jamieLosesControlIn4thOnOrange()
{
    // GT p. 17: a Loss of Control in 4th on an orange tile: one Damage token and the 00 marker.
    // Gear 4 (2 hazard faces) and two Coast dice (1 each) lose control only when all three show
    // one: 2/6 × 1/6 × 1/6 = 1/108, always in 4th on orange: expected damage 1/108.
    CoDriverRequest req;
    req.car = gtCar(4);
    req.road = RoadAhead::singleLane(plain(3, Danger::Orange));
    const CoDriverResult r = CoDriver::run(req, RulesData::builtin());
    QList<PlayStyle> styles;
    const QList<Layout> all = layouts(req, &styles);
    const Layout *l = find(all, req, u"4 C C"_s);
    QVERIFY(l);
    const PlanFigures &f = l->figures[styleIndex(styles, RollMode::FlatOut, Tolerance::All)];
    QCOMPARE(f.loss, 1.0 / 108);
    QCOMPARE(f.damage, 1.0 / 108);
    CoDriverPlan p;
    p.steps = l->steps;
    p.style = styles[styleIndex(styles, RollMode::FlatOut, Tolerance::All)];
    CoDriver::check(p, req, RulesData::builtin());
    QCOMPARE(p.scored.last().loss.marker.text(), u"00"_s);
    QCOMPARE(p.scored.last().loss.damage, 1.0);
    QCOMPARE(r.disagreements, 0);
}

void tst_CoDriver::flyingStart()
{
    // GT p. 21: from 0 with the Flying Start rule the first die may be Gear 2; if it shows a
    // hazard (1 face of 6) the turn ends on the first space in 2nd, without a Loss of Control,
    // even going Flat Out.
    CoDriverRequest req;
    req.car = gtCar(0);
    req.road = RoadAhead::singleLane(plain(3));
    QVERIFY(!find(layouts(req), req, u"2 3"_s)); // not without the rule (p. 8: Gear 1 first)
    req.rules.flyingStart = true;
    QList<PlayStyle> styles;
    const QList<Layout> all = layouts(req, &styles);
    const Layout *l = find(all, req, u"2 3 4"_s);
    QVERIFY(l);
    CoDriverPlan p;
    p.steps = l->steps;
    p.style = styles[styleIndex(styles, RollMode::FlatOut, Tolerance::All)];
    CoDriver::check(p, req, RulesData::builtin());
    QVERIFY(p.move.flyingStart);
    QCOMPARE(p.outcome.flyingStartStop, 1.0 / 6);
    // Gear 3 and 4 (2 faces each) can never make 3 hazards alone: no Loss of Control at all.
    QCOMPARE(p.outcome.figures.loss, 0.0);
    QCOMPARE(p.outcome.figures.distance, 1.0 / 6 * 1 + 5.0 / 6 * 3);
}

void tst_CoDriver::focusCannotBuyTrackEffects()
{
    // GT p. 15: "A Focus Token does not allow you to ignore speed limits". From 4th, Gear 4 then
    // a Coast die into a limit-3 space is a certain Loss of Control; a player who secures
    // instead of stopping still stops there, and spends nothing.
    CoDriverRequest req;
    req.car = gtCar(4);
    req.car.focus = 10;
    QList<SpaceInfo> road = plain(2);
    road[1].limit = 3;
    req.road = RoadAhead::singleLane(road);
    QList<PlayStyle> styles;
    const QList<Layout> all = layouts(req, &styles);
    const Layout *l = find(all, req, u"4 C"_s);
    QVERIFY(l);
    const PlanFigures &f = l->figures[styleIndex(styles, RollMode::OneByOne, Tolerance::None, true)];
    QCOMPARE(f.loss, 0.0);
    QCOMPARE(f.distance, 1.0);
    QCOMPARE(f.tokens, 0.0);
    QCOMPARE(l->figures[styleIndex(styles, RollMode::OneByOne, Tolerance::All)].loss, 1.0);
}

void tst_CoDriver::jonathanSecuresABrakeRoll()
{
    // GT p. 15: securing a Brake roll of one Gear die and two Brake dice costs 1 + 2 + 3 = 6
    // Focus tokens — more if dice were secured before; not enough tokens, no securing.
    QCOMPARE(PlayScorer::securingCost(0, 3), 6);
    QCOMPARE(PlayScorer::securingCost(1, 3), 2 + 3 + 4);
    const RaceRules rules;
    const RulesContext ctx{RulesData::builtin(), rules};
    PlannedMove move = plan(u"5 C 2+BB"_s);
    CarState car = gtCar(4);
    car.focus = 5;
    RollResults rolled = results(u"! -"_s);
    RollAdvice a = adviseRoll(ctx, car, move, rolled, Attitude::Cautious);
    QVERIFY(a.error.isEmpty());
    QCOMPARE(a.nextStep, 2);
    QVERIFY(!a.secure.possible);
    car.focus = 6;
    a = adviseRoll(ctx, car, move, rolled, Attitude::Cautious);
    QVERIFY(a.secure.possible);
    QCOMPARE(a.secure.cost, 6);
    // One hazard so far; the brake roll's three dice (1, 2, 2 faces) make two more with chance
    // 1 - P(fewer than 2): the cautious player secures rather than risk it.
    QCOMPARE(a.advice, RollAdvice::Choice::Secure);
    QCOMPARE(a.secure.outcome.figures.loss, 0.0);
    QCOMPARE(a.secure.outcome.figures.tokens, -6.0);
}

void tst_CoDriver::dirtJumpOneGearTooFast()
{
    // DIRT p. 12: a jump 3 taken in 4th carries the die two spaces on, and a hazard on that die
    // is a Loss of Control where it lands: the Gear 4 die has 2 hazard faces, so 1/3.
    CoDriverRequest req;
    req.rules = dirtRules();
    req.car = dirtCar(3);
    QList<SpaceInfo> road = plain(3, Danger::Orange);
    road[0].jump = 3;
    req.road = RoadAhead::singleLane(road);
    QList<PlayStyle> styles;
    const QList<Layout> all = layouts(req, &styles);
    const Layout *l = find(all, req, u"4"_s);
    QVERIFY(l);
    QCOMPARE(pathOf(req, l->steps), QStringList{u"s3"_s});
    for (int s = 0; s < styles.size(); ++s) {
        QCOMPARE(l->figures[s].loss, 1.0 / 3);   // the first roll is always made
        QCOMPARE(l->figures[s].distance, 3.0);   // the die lands two spaces beyond the jump
    }
    // In 3rd, the jump's own gear, the die moves one space on, with no special hazard.
    const Layout *same = find(all, req, u"3"_s);
    QVERIFY(same);
    QCOMPARE(pathOf(req, same->steps), QStringList{u"s2"_s});
    QCOMPARE(same->figures[0].loss, 0.0);
}

void tst_CoDriver::dirtCornerLineKept()
{
    // DIRT p. 10: a corner is taken cutting the inside (shorter, lower limit) or drifting round
    // the outside (longer, higher limit), chosen on entry and kept. As a graph: one inside
    // space (limit 2) or two outside spaces (limit 3), both leading to the same exit.
    CoDriverRequest req;
    req.rules = dirtRules();
    req.car = dirtCar(3);
    QList<RoadSpace> spaces(4);
    spaces[0].id = u"in"_s;
    spaces[0].space.cornerId = u"c"_s;
    spaces[0].space.cornerLine = CornerLine::Inside;
    spaces[0].space.limit = 2;
    spaces[0].distance = 2;
    spaces[0].next = {RoadMove{3}};
    spaces[1].id = u"out1"_s;
    spaces[1].space.cornerId = u"c"_s;
    spaces[1].space.cornerLine = CornerLine::Outside;
    spaces[1].space.limit = 3;
    spaces[1].distance = 1;
    spaces[1].next = {RoadMove{2}, RoadMove{0, MoveDirection::Diagonal}};
    spaces[2].id = u"out2"_s;
    spaces[2].space = spaces[1].space;
    spaces[2].distance = 2;
    spaces[2].next = {RoadMove{3}};
    spaces[3].id = u"exit"_s;
    spaces[3].distance = 3;
    req.road.setSpaces(spaces, {RoadMove{0}, RoadMove{1}});
    QVERIFY(req.road.problem().isEmpty());
    const QList<Layout> all = layouts(req);
    bool inside = false, outside = false;
    for (const Layout &l : all) {
        const QStringList p = pathOf(req, l.steps);
        QVERIFY2(!(p.contains(u"out1"_s) && p.contains(u"in"_s)), qPrintable(p.join(u' '))); // no switching lines
        inside = inside || (p.startsWith(u"in"_s) && l.figures[0].loss < 1);
        outside = outside || p == QStringList{u"out1"_s, u"out2"_s, u"exit"_s};
    }
    QVERIFY(inside);
    QVERIFY(outside);
}

void tst_CoDriver::frontIsParetoAndSuggestionsKeepTheirLimits()
{
    QRandomGenerator rng(5);
    for (int n = 0; n < 8; ++n) {
        CoDriverRequest req = randomPosition(rng, n % 2 ? Game::Dirt : Game::GT, 7, 2);
        req.car.focus = 4;
        const CoDriverResult r = CoDriver::run(req, RulesData::builtin());
        QCOMPARE(r.disagreements, 0);
        if (r.front.isEmpty())
            continue;
        for (int i = 0; i < r.front.size(); ++i) {
            QVERIFY(r.front[i].checked);
            QVERIFY(r.front[i].verdict.legal());
            if (i > 0)
                QVERIFY(r.front[i - 1].figures.distance >= r.front[i].figures.distance - Pareto::kEpsilon);
            for (int j = 0; j < r.front.size(); ++j)
                QVERIFY(i == j || !Pareto::dominates(r.front[j].figures, r.front[j].simplicity, r.front[i].figures, r.front[i].simplicity));
        }
        double furthest = 0;
        for (const CoDriverPlan &p : r.front)
            furthest = qMax(furthest, p.figures.distance);
        for (const Suggestion &s : r.suggestions) {
            QVERIFY(s.plan >= 0);
            const PlanFigures &f = r.front[s.plan].figures;
            if (s.withinLimit)
                QVERIFY(f.loss <= s.riskLimit + 1e-9);
            // No plan within the limit goes further.
            for (const CoDriverPlan &p : r.front)
                QVERIFY(!(s.withinLimit && p.figures.loss <= s.riskLimit + 1e-9 && p.figures.distance > f.distance + 1e-9));
        }
        QCOMPARE(r.front[r.suggested(Attitude::MaxDistance)].figures.distance, furthest);
    }
}

void tst_CoDriver::sameOutcomeOnEveryLaneIsOnePlan()
{
    // On a plain two-lane straight every path gives the same outcome: one plan, 2^n paths.
    CoDriverRequest req;
    req.car = gtCar(3);
    req.road = RoadAhead::lanes(QList<QList<SpaceInfo>>(3, QList<SpaceInfo>(2)), 0);
    const QList<Layout> all = layouts(req);
    const Layout *l = find(all, req, u"4 5 6"_s);
    QVERIFY(l);
    QCOMPARE(l->paths, quint32(8));
    int count = 0;
    for (const Layout &x : all)
        count += diceKey(x.steps) == u"4 5 6"_s ? 1 : 0;
    QCOMPARE(count, 1);
}

void tst_CoDriver::nextTurnFromTheEnd()
{
    // GT p. 9-10: from 6th the next turn can reach a limit-2 corner only with the Gear 2 die and
    // three Brake dice (6 -> 2 skips 5, 4, 3). With two Brake dice lost to damage, a plan that
    // ends in 6th right before the corner leaves every first die of the next turn a certain
    // Loss of Control; one ending in 3rd does not.
    CoDriverRequest req;
    req.car = gtCar(5);
    req.car.damage.brake = 2;
    QList<SpaceInfo> road = plain(3);
    road[2].limit = 2;
    req.road = RoadAhead::singleLane(road);
    const auto plan = [&](const QString &dice) {
        CoDriverPlan p;
        p.steps = find(layouts(req), req, dice)->steps;
        CoDriver::check(p, req, RulesData::builtin());
        return p;
    };
    QCOMPARE(plan(u"6 C"_s).nextTurn, NextTurn::ForcedLoss);
    QCOMPARE(plan(u"4 3"_s).nextTurn, NextTurn::Free);
    // The road ends after the corner: nothing to say about the turn after.
    QCOMPARE(plan(u"4 3 2"_s).nextTurn, NextTurn::Unknown);
    // A car on the only space ahead: blocked.
    road[2] = SpaceInfo{};
    road[2].occupied = true;
    req.road = RoadAhead::singleLane(road);
    QCOMPARE(plan(u"4 3"_s).nextTurn, NextTurn::Blocked);
}

void tst_CoDriver::streamsAndCancels()
{
    CoDriverRequest req;
    req.car = gtCar(4);
    req.car.focus = 6;
    req.road = RoadAhead::lanes(QList<QList<SpaceInfo>>(10, QList<SpaceInfo>(2)), 0);
    req.threads = 2;
    QList<double> done;
    CoDriverControl control;
    control.partial = [&](const QList<CoDriverPlan> &front, double share) {
        QVERIFY(!front.isEmpty());
        done.append(share);
    };
    const CoDriverResult full = CoDriver::run(req, RulesData::builtin(), control);
    QCOMPARE(full.status, CoDriverResult::Status::Done);
    QVERIFY(done.size() >= 2);
    QCOMPARE(done.last(), 1.0);
    for (int i = 1; i < done.size(); ++i)
        QVERIFY(done[i] > done[i - 1]);

    // A limit on the layouts weighed (a road with a great many paths): the answer says so.
    CoDriverRequest capped = req;
    capped.maxLayouts = 200;
    const CoDriverResult truncated = CoDriver::run(capped, RulesData::builtin());
    QCOMPARE(truncated.status, CoDriverResult::Status::Truncated);
    QVERIFY(!truncated.message.isEmpty());
    QVERIFY(!truncated.front.isEmpty());
    QVERIFY(truncated.front.first().checked);
    QVERIFY(truncated.counts.layouts <= 200);

    std::atomic<bool> cancel{true};
    control.cancel = &cancel;
    control.partial = nullptr;
    const CoDriverResult stopped = CoDriver::run(req, RulesData::builtin(), control);
    QCOMPARE(stopped.status, CoDriverResult::Status::Cancelled);
    QVERIFY(stopped.counts.layouts < full.counts.layouts);
}

namespace {

/// docs/codriver.md's example: a GT6 in 4th with 2 Focus tokens, a corner on two lanes.
CoDriverRequest docsExample()
{
    const auto orange = [](int limit = 0, bool dangerous = false) {
        SpaceInfo s;
        s.danger = Danger::Orange;
        s.limit = limit;
        s.dangerous = dangerous;
        return s;
    };
    CoDriverRequest req;
    req.car = gtCar(4);
    req.car.focus = 2;
    req.road = RoadAhead::lanes({{{}, {}},
                                 {{}, {}},
                                 {{}, {}},
                                 {orange(), orange()},
                                 {orange(3), orange(4)},
                                 {orange(3, true), orange(4)},
                                 {{}, {}},
                                 {{}, {}}},
                                0);
    return req;
}

/// A front as text: each plan's dice, path and way of rolling, and the suggestions.
QString frontText(const CoDriverRequest &req, const CoDriverResult &r)
{
    QStringList lines;
    for (const CoDriverPlan &p : r.front)
        lines << diceKey(p.steps) + u" | "_s + pathOf(req, p.steps).join(u' ') + u" | "_s + p.style.name();
    for (const Suggestion &s : r.suggestions)
        lines << enumId(s.attitude) + u": "_s + QString::number(s.plan);
    return lines.join(u'\n');
}

} // namespace

void tst_CoDriver::tiesHaveOneOrder()
{
    // Two plans with the same figures and simplicity: whichever comes first, the one the tie
    // order puts first stays (docs/codriver.md, "Ties").
    CoDriverRequest req = docsExample();
    req.road = RoadAhead::singleLane(plain(4));
    const QList<Layout> all = layouts(req);
    const Layout *gearFirst = find(all, req, u"5 C C"_s);
    const Layout *coastFirst = find(all, req, u"C 5 C"_s);
    QVERIFY(gearFirst && coastFirst);
    QVERIFY(tieBefore(gearFirst->steps, coastFirst->steps));
    QVERIFY(!tieBefore(coastFirst->steps, gearFirst->steps));
    QVERIFY(!tieBefore(gearFirst->steps, gearFirst->steps));
    const PlanFigures f = gearFirst->figures.first();
    const Simplicity s{3, 3, 0};
    for (bool gearIn : {true, false}) {
        ParetoFront<QList<PlanStepRef>> front;
        front.setTieBreak([](const QList<PlanStepRef> &a, const QList<PlanStepRef> &b) { return tieBefore(a, b); });
        front.insert(f, s, gearIn ? gearFirst->steps : coastFirst->steps);
        front.insert(f, s, gearIn ? coastFirst->steps : gearFirst->steps);
        QCOMPARE(front.size(), 1);
        QCOMPARE(diceKey(front.entries().first().item), u"5 C C"_s);
    }
    // Of dice without a Gear die: Coast, Leader, Redline; of Gear dice, fewer Brake dice first.
    const auto step = [](const QString &dice) { return PlanStepRef{*StepDice::fromText(dice), -1, 0, 0, -1}; };
    QVERIFY(tieBefore({step(u"6"_s)}, {step(u"C"_s)}));
    QVERIFY(tieBefore({step(u"C"_s)}, {step(u"L"_s)}));
    QVERIFY(tieBefore({step(u"L"_s)}, {step(u"R"_s)}));
    QVERIFY(tieBefore({step(u"2+B"_s)}, {step(u"2+BB"_s)}));
    QVERIFY(tieBefore({step(u"3"_s)}, {step(u"3+A"_s)}));
    // The same dice on two paths: the space earlier in the road's list first.
    PlanStepRef left = step(u"4"_s), right = step(u"4"_s);
    right.space = 1;
    right.move = 1;
    QVERIFY(tieBefore({left}, {right}));

    // The docs' example: its furthest plan is the one with the Gear die first.
    const CoDriverResult r = CoDriver::run(docsExample(), RulesData::builtin());
    QCOMPARE(r.status, CoDriverResult::Status::Done);
    QCOMPARE(diceKey(r.front.at(r.suggested(Attitude::MaxDistance)).steps), u"5 C C 6 4+B 3 2 1"_s);
}

void tst_CoDriver::sameAnswerAtAnyThreadCount()
{
    // The search is split by first die over the threads, which finish in any order: the answer
    // must not depend on it (the audit saw 15 of 40 plans change from run to run).
    CoDriverRequest req = docsExample();
    req.threads = 1;
    const CoDriverResult one = CoDriver::run(req, RulesData::builtin());
    QVERIFY(one.front.size() > 20);
    const QString expected = frontText(req, one);
    for (int run = 0; run < 12; ++run) {
        req.threads = 2 + run % 7;
        const CoDriverResult many = CoDriver::run(req, RulesData::builtin());
        QCOMPARE(frontText(req, many), expected);
        QCOMPARE(many.counts.layouts, one.counts.layouts);
        QCOMPARE(many.counts.plans, one.counts.plans);
    }
    // A search cut short by the layout limit is cut the same way at any thread count.
    req.maxLayouts = 500;
    req.threads = 1;
    const CoDriverResult capped = CoDriver::run(req, RulesData::builtin());
    QCOMPARE(capped.status, CoDriverResult::Status::Truncated);
    for (int threads : {2, 5}) {
        req.threads = threads;
        const CoDriverResult again = CoDriver::run(req, RulesData::builtin());
        QCOMPARE(frontText(req, again), frontText(req, capped));
        QCOMPARE(again.counts.layouts, capped.counts.layouts);
    }
}

void tst_CoDriver::refusesWhatItCannotAnswer()
{
    CoDriverRequest req;
    req.car = gtCar(0);
    req.car.gear = GearMarker::offTrack();
    req.road = RoadAhead::singleLane(plain(3));
    CoDriverResult r = CoDriver::run(req, RulesData::builtin());
    QCOMPARE(r.status, CoDriverResult::Status::NoMove);
    QVERIFY(!r.message.isEmpty());

    // Every space ahead taken: blocked (GT p. 13).
    req.car = gtCar(3);
    QList<SpaceInfo> road = plain(2);
    road[0].occupied = true;
    req.road = RoadAhead::singleLane(road);
    r = CoDriver::run(req, RulesData::builtin());
    QCOMPARE(r.status, CoDriverResult::Status::NoMove);

    // No dashboard for the car in the data.
    req.road = RoadAhead::singleLane(plain(2));
    req.car.carClass = u"F1"_s;
    r = CoDriver::run(req, RulesData::builtin());
    QCOMPARE(r.status, CoDriverResult::Status::NoMove);
    QVERIFY(r.message.contains(u"F1"_s));

    // A road that goes backwards.
    req.car = gtCar(3);
    QList<RoadSpace> spaces(2);
    spaces[0].id = u"a"_s;
    spaces[0].distance = 2;
    spaces[0].next = {RoadMove{1}};
    spaces[1].id = u"b"_s;
    spaces[1].distance = 1;
    req.road.setSpaces(spaces, {RoadMove{0}});
    r = CoDriver::run(req, RulesData::builtin());
    QCOMPARE(r.status, CoDriverResult::Status::Invalid);
    QVERIFY(!r.message.isEmpty());
}

void tst_CoDriver::rollOrStopAfterTwoHazards()
{
    // GT p. 14: rolling one by one the player may stop whenever they like. Two hazards out of a
    // limit of 3 and the next die is Gear 4 (2 hazard faces): 1 chance in 3 to lose control.
    const RaceRules rules;
    const RulesContext ctx{RulesData::builtin(), rules};
    const PlannedMove move = plan(u"5 C C 4 3"_s);
    const CarState car = gtCar(4);
    const RollResults rolled = results(u"! ! -"_s);
    const QList<std::pair<Attitude, RollAdvice::Choice>> expected{{Attitude::Cautious, RollAdvice::Choice::Stop},
                                                                  {Attitude::Balanced, RollAdvice::Choice::Stop},
                                                                  {Attitude::FlatOut, RollAdvice::Choice::Roll},
                                                                  {Attitude::MaxDistance, RollAdvice::Choice::Roll}};
    for (const auto &[attitude, choice] : expected) {
        const RollAdvice a = adviseRoll(ctx, car, move, rolled, attitude);
        QVERIFY(a.error.isEmpty());
        QVERIFY(!a.over);
        QCOMPARE(a.nextStep, 3);
        QCOMPARE(a.riskWays * 3, a.riskOutcomes);
        QCOMPARE(a.advice, choice);
        QVERIFY(!a.reason.isEmpty());
        QVERIFY(!a.secure.possible); // no Focus in hand
        QVERIFY(a.stop.possible);
        QCOMPARE(a.stop.outcome.figures.distance, 3.0);
        QCOMPARE(a.stop.outcome.figures.loss, 0.0);
        // Rolling: the Gear 4 die is clean 2/3 of the time; then Gear 3 (2 faces) risks 1/3.
        if (attitude == Attitude::MaxDistance) {
            QCOMPARE(a.roll.outcome.figures.loss, 1.0 / 3 + 2.0 / 3 * 1.0 / 3);
            QCOMPARE(a.roll.outcome.figures.distance, 1.0 / 3 * 4 + 2.0 / 3 * 5);
        }
    }
    // With one Focus token the cautious player secures the Gear 4 die instead (cost 1).
    CarState rich = car;
    rich.focus = 1;
    const RollAdvice a = adviseRoll(ctx, rich, move, rolled, Attitude::Cautious);
    QCOMPARE(a.advice, RollAdvice::Choice::Secure);
    QCOMPARE(a.secure.cost, 1);
}

void tst_CoDriver::rollOrStopOverAndFirstRoll()
{
    const RaceRules rules;
    const RulesContext ctx{RulesData::builtin(), rules};
    // Three hazards: the turn is over (Loss of Control).
    RollAdvice a = adviseRoll(ctx, gtCar(4), plan(u"5 C C 4"_s), results(u"! ! !"_s), Attitude::Balanced);
    QVERIFY(a.over);
    QCOMPARE(a.advice, RollAdvice::Choice::Over);
    QCOMPARE(a.now.end, TurnEnd::LossOfControl);
    // Before the first roll the car must move if it can (GT p. 10): never "stop".
    a = adviseRoll(ctx, gtCar(5), plan(u"1+BBB"_s), {}, Attitude::Cautious);
    QVERIFY(!a.stop.possible);
    QCOMPARE(a.advice, RollAdvice::Choice::Roll);
    // Flat Out has no "between rolls"; an illegal plan is refused.
    QVERIFY(!adviseRoll(ctx, gtCar(4), plan(u"5 6"_s, RollMode::FlatOut), {}, Attitude::Balanced).error.isEmpty());
    QVERIFY(!adviseRoll(ctx, gtCar(4), plan(u"6"_s), {}, Attitude::Balanced).error.isEmpty());
}

void tst_CoDriver::cancelDuringTheFinalCheck()
{
    // The search is over (the last partial answer says 100%) when the question changes: the
    // check of every front plan by the referee stops too, instead of running to its end.
    CoDriverRequest req;
    req.car = gtCar(4);
    req.car.focus = 6;
    req.road = RoadAhead::lanes(QList<QList<SpaceInfo>>(10, QList<SpaceInfo>(2)), 0);
    req.threads = 1;
    std::atomic<bool> cancel{false};
    CoDriverControl control;
    control.cancel = &cancel;
    control.partial = [&](const QList<CoDriverPlan> &, double share) {
        if (share >= 1.0)
            cancel = true;
    };
    const CoDriverResult stopped = CoDriver::run(req, RulesData::builtin(), control);
    QCOMPARE(stopped.status, CoDriverResult::Status::Cancelled);
    QVERIFY(!stopped.front.isEmpty());
    QVERIFY(std::none_of(stopped.front.cbegin(), stopped.front.cend(), [](const CoDriverPlan &p) { return p.checked; }));
}

QTEST_GUILESS_MAIN(tst_CoDriver)
#include "tst_codriver.moc"
