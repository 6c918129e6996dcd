// SPDX-License-Identifier: GPL-3.0-or-later
// RefereeJson: the JSON shapes of verdicts, outcomes and effects.
#include "refereejson.h"

#include "datajson.h"
#include "rules/carstate.h"

#include <QCoreApplication>

#include <algorithm>

namespace Pacenotes::RefereeJson {

using namespace Qt::StringLiterals;

namespace {

QString fraction(const LossOdds &o)
{
    return QString::number(o.favourable) + u'/' + QString::number(o.outcomes);
}

double rounded(double p)
{
    return std::round(p * 1e9) / 1e9;
}

QJsonValue dangerValue(Danger d)
{
    return d == Danger::None ? QJsonValue() : QJsonValue(enumId(d));
}

QJsonObject lossEvent(const LossEvent &e)
{
    return {{u"step"_s, e.step},
            {u"gear"_s, e.gear},
            {u"cause"_s, RuleBook::code(e.cause)},
            {u"danger"_s, dangerValue(e.danger)},
            {u"position"_s, e.position},
            {u"afterFinish"_s, e.afterFinish}};
}

QString resultText(const StepResult &r)
{
    if (r.secured)
        return u"secured"_s;
    QString t;
    for (bool h : r.hazards)
        t += h ? u'!' : u'-';
    return t;
}

} // namespace

QJsonObject ruling(const Ruling &r)
{
    QJsonObject o{{u"rule"_s, r.code()},
                  {u"kind"_s, enumId(r.kind)},
                  {u"message"_s, r.message},
                  {u"reference"_s, r.reference()}};
    o.insert(u"step"_s, r.step >= 0 ? QJsonValue(r.step) : QJsonValue());
    return o;
}

QJsonArray rulings(const Rulings &list)
{
    QJsonArray a;
    for (const Ruling &r : list)
        a.append(ruling(r));
    return a;
}

QJsonArray results(const RollResults &r)
{
    QJsonArray a;
    for (const StepResult &s : r)
        a.append(resultText(s));
    return a;
}

QJsonObject verdict(const MoveVerdict &v, const CarState &car, Game game)
{
    const MoveAnalysis &a = v.analysis;
    QJsonArray steps;
    for (const AnalysedStep &s : a.steps) {
        QJsonArray faces;
        for (const RolledDie &d : s.dice)
            faces.append(d.hazardFaces);
        steps.append(QJsonObject{{u"gear"_s, s.gear},
                                 {u"hazardFaces"_s, faces},
                                 {u"secured"_s, s.secured},
                                 {u"limit"_s, s.limit},
                                 {u"trackHazards"_s, s.trackHazards},
                                 {u"automaticLoss"_s, s.autoLoss},
                                 {u"hazardLimit"_s, s.hazardLimit},
                                 {u"spaces"_s, s.advance},
                                 {u"danger"_s, dangerValue(s.danger)},
                                 {u"endsMove"_s, s.endsMove},
                                 {u"finishes"_s, s.finishes},
                                 {u"beyondFinish"_s, s.beyondFinish},
                                 {u"securingCost"_s, s.securingCost},
                                 {u"markings"_s, enumId(s.markings)}});
    }
    QJsonObject plan{{u"steps"_s, steps},
                     {u"spaces"_s, a.spaces},
                     {u"endGear"_s, a.endGear.text()},
                     {u"finishes"_s, a.finishStep >= 0},
                     {u"hazardLimit"_s, v.mode == RollMode::FlatOut ? a.flatOutLimit : (a.steps.isEmpty() ? a.flatOutLimit : a.steps.first().hazardLimit)},
                     {u"automaticLossStep"_s, a.firstAutoLoss >= 0 ? QJsonValue(a.firstAutoLoss) : QJsonValue()},
                     {u"blockedStep"_s, a.blockedStep >= 0 ? QJsonValue(a.blockedStep) : QJsonValue()},
                     {u"diceUsed"_s, DataJson::writeDice(a.used)},
                     {u"diceAvailable"_s, DataJson::writeDice(a.available)}};
    const QString tokens = game == Game::GT ? u"focus"_s : u"seconds"_s;
    plan.insert(u"tokensGained"_s, a.tokensGained);
    plan.insert(u"securing"_s, QJsonObject{{u"dice"_s, a.securedDice}, {u"cost"_s, a.securingCost}, {u"available"_s, car.focus}});
    plan.insert(u"tokens"_s, tokens);

    QJsonObject odds{{u"probability"_s, rounded(v.odds.probability)},
                     {u"exact"_s, v.odds.exact},
                     {u"rolledDice"_s, v.odds.rolledDice},
                     {u"flyingStartStop"_s, rounded(v.odds.flyingStartStop)}};
    if (v.odds.exact)
        odds.insert(u"fraction"_s, fraction(v.odds));
    if (v.mode == RollMode::OneByOne) {
        QJsonArray byStep;
        for (double p : v.odds.byStep)
            byStep.append(rounded(p));
        odds.insert(u"byStep"_s, byStep);
    }
    return {{u"legal"_s, v.legal()},
            {u"mode"_s, enumId(v.mode)},
            {u"plan"_s, plan},
            {u"lossOfControl"_s, odds},
            {u"rulings"_s, rulings(v.rulings())}};
}

QJsonObject lossOption(const LossOption &o, Game game)
{
    QJsonArray dice, faces;
    for (const auto &[d, r] : o.arrangement) {
        dice.append(d.text());
        faces.append(resultText(r));
    }
    QJsonObject j = lossEvent(o.event);
    j.insert(u"dice"_s, dice);
    j.insert(u"results"_s, faces);
    if (game == Game::GT) {
        j.insert(u"marker"_s, o.marker.text());
        j.insert(u"damageTokens"_s, o.damageTokens >= 0 ? QJsonValue(o.damageTokens) : QJsonValue());
    }
    return j;
}

QJsonObject outcome(const TurnOutcome &o, Game game)
{
    QJsonObject j{{u"end"_s, enumId(o.end)},
                  {u"stepsTaken"_s, o.stepsTaken},
                  {u"position"_s, o.position},
                  {u"hazards"_s, o.hazards},
                  {u"hazardLimit"_s, o.hazardLimit},
                  {u"endGear"_s, o.endGear.text()},
                  {u"finished"_s, o.finished},
                  {u"tokensGained"_s, o.tokensGained},
                  {u"tokensSpent"_s, o.tokensSpent},
                  {u"securedDice"_s, o.securedDice}};
    if (o.loss) {
        QJsonObject loss = lossEvent(*o.loss);
        if (game == Game::GT) {
            loss.insert(u"marker"_s, o.lossMarker.text());
            loss.insert(u"offTrack"_s, o.lossMarker.isOffTrack());
            loss.insert(u"damageTokens"_s, o.damageTokens >= 0 ? QJsonValue(o.damageTokens) : QJsonValue());
        } else {
            loss.insert(u"timeCardGear"_s, o.loss->timeCardGear());
        }
        j.insert(u"loss"_s, loss);
    }
    if (!o.options.isEmpty()) {
        QJsonArray options;
        for (const LossOption &opt : o.options)
            options.append(lossOption(opt, game));
        j.insert(u"options"_s, options);
    }
    j.insert(u"rulings"_s, rulings(o.rulings));
    return j;
}

QJsonObject damageCounts(const DamageCounts &d)
{
    return {{u"gear"_s, d.gear}, {u"brake"_s, d.brake}, {u"coast"_s, d.coast}, {u"boost"_s, d.boost}};
}

QJsonObject soloLap(const SoloTiming &timing, const QList<GearMarker> &turns, int focus)
{
    QJsonArray rows;
    for (const GearMarker g : SoloTiming::sheetGears()) {
        const int n = int(std::count(turns.begin(), turns.end(), g));
        rows.append(QJsonObject{{u"gear"_s, g.text()},
                                {u"turns"_s, n},
                                {u"seconds"_s, timing.secondsFor(g)},
                                {u"total"_s, n * timing.secondsFor(g)}});
    }
    const int track = timing.trackTime(turns);
    const int final = timing.finalTime(track, focus);
    const Ruling r{Rule::Solo, Ruling::Kind::Effect, -1,
                   QCoreApplication::translate("Rules", "Solo lap: track time %1 over %n turn(s), less %2 for the Focus tokens left: "
                                                        "%3.", nullptr, int(turns.size()))
                       .arg(RaceTime::format(track), RaceTime::format(focus * timing.secondsPerFocusToken()), RaceTime::format(final)),
                   Game::GT};
    return {{u"rows"_s, rows},
            {u"turns"_s, int(turns.size())},
            {u"trackTime"_s, track},
            {u"trackTimeText"_s, RaceTime::format(track)},
            {u"focus"_s, focus},
            {u"focusSeconds"_s, focus * timing.secondsPerFocusToken()},
            {u"finalTime"_s, final},
            {u"finalTimeText"_s, RaceTime::format(final)},
            {u"rulings"_s, rulings({r})}};
}

QJsonObject stageTime(const StageTimeVerdict &v, const StageEntry &entry, bool retired)
{
    return {{u"time"_s, v.seconds},
            {u"timeText"_s, RaceTime::format(v.seconds)},
            {u"cards"_s, v.cards},
            {u"secondsLeft"_s, retired ? 0 : entry.secondsLeft},
            {u"penalty"_s, v.penalty},
            {u"retired"_s, retired},
            {u"rulings"_s, rulings(v.rulings)}};
}

QJsonObject assistance(const AssistanceVerdict &v)
{
    return {{u"tokensBack"_s, damageCounts(v.tokensBack)}, {u"spareTyreBack"_s, v.spareTyreBack}, {u"rulings"_s, rulings(v.rulings)}};
}

QJsonObject dirtLoss(const DirtLossResult &r)
{
    QJsonObject j{{u"cardGear"_s, r.cardGear},
                  {u"kind"_s, enumId(r.back.kind)},
                  {u"seconds"_s, r.seconds},
                  {u"damageTokens"_s, r.damageTokens},
                  {u"gear"_s, r.gear.text()},
                  {u"offTrack"_s, r.location == CarLocation::OffTrack},
                  {u"placeholderData"_s, r.placeholder},
                  {u"rulings"_s, rulings(r.rulings)}};
    return j;
}

QJsonObject damage(const DamageEffects &e)
{
    return {{u"dashboard"_s, QJsonObject{{u"gear"_s, e.added.gear}, {u"brake"_s, e.added.brake}, {u"coast"_s, e.added.coast},
                                        {u"boost"_s, e.added.boost}}},
            {u"weatherTokens"_s, e.weatherTokens},
            {u"weatherFlips"_s, e.weatherFlips},
            {u"yellowFlag"_s, e.yellowFlag},
            {u"minusOneToken"_s, e.minusOne},
            {u"fromNextTurn"_s, e.fromNextTurn},
            {u"rulings"_s, rulings(e.rulings)}};
}

QJsonObject pitStop(const PitStopVerdict &v)
{
    return {{u"allowed"_s, v.allowed()},
            {u"marker"_s, v.allowed() ? QJsonValue(v.marker.text()) : QJsonValue()},
            {u"returnTokens"_s, v.allowed() && v.returnTokens},
            {u"changeTyres"_s, v.allowed() && v.changeTyres},
            {u"rulings"_s, rulings(v.rulings)}};
}

QJsonObject turnStart(const TurnStart &s)
{
    return {{u"mayMove"_s, s.mayMove},
            {u"marker"_s, s.marker.text()},
            {u"location"_s, enumId(s.location)},
            {u"lostTurn"_s, s.lostTurn},
            {u"removeYellowFlag"_s, s.removeYellowFlag},
            {u"retires"_s, s.retires},
            {u"rulings"_s, rulings(s.rulings)}};
}

} // namespace Pacenotes::RefereeJson
