// SPDX-License-Identifier: GPL-3.0-or-later
// RefereeJson: the JSON shapes of verdicts, outcomes and effects.
#include "refereejson.h"

#include "game/carstate.h"

namespace Pacenotes::RefereeJson {

using namespace Qt::StringLiterals;

namespace {

QJsonObject counts(const DiceCounts &d)
{
    return {{u"gear"_s, d.gear}, {u"coast"_s, d.coast}, {u"brake"_s, d.brake}, {u"boost"_s, d.boost}, {u"leader"_s, d.leader}};
}

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
    return d == Danger::None ? QJsonValue() : QJsonValue(RulesText::dangerId(d));
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

QString endId(TurnEnd e)
{
    switch (e) {
    case TurnEnd::Completed: return u"completed"_s;
    case TurnEnd::Stopped: return u"stopped"_s;
    case TurnEnd::Blocked: return u"blocked"_s;
    case TurnEnd::LossOfControl: return u"loss-of-control"_s;
    case TurnEnd::FlyingStartStop: return u"flying-start-stop"_s;
    case TurnEnd::WaterStop: return u"water-stop"_s;
    }
    return {};
}

QJsonObject ruling(const Ruling &r)
{
    QJsonObject o{{u"rule"_s, r.code()},
                  {u"kind"_s, Ruling::kindId(r.kind)},
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
                                 {u"beyondFinish"_s, s.beyondFinish}});
    }
    QJsonObject plan{{u"steps"_s, steps},
                     {u"spaces"_s, a.spaces},
                     {u"endGear"_s, a.endGear.text()},
                     {u"finishes"_s, a.finishStep >= 0},
                     {u"hazardLimit"_s, v.mode == RollMode::FlatOut ? a.flatOutLimit : (a.steps.isEmpty() ? a.flatOutLimit : a.steps.first().hazardLimit)},
                     {u"automaticLossStep"_s, a.firstAutoLoss >= 0 ? QJsonValue(a.firstAutoLoss) : QJsonValue()},
                     {u"diceUsed"_s, counts(a.used)},
                     {u"diceAvailable"_s, counts(a.available)}};
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
            {u"mode"_s, v.mode == RollMode::FlatOut ? u"flat-out"_s : u"one-by-one"_s},
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
    QJsonObject j{{u"end"_s, endId(o.end)},
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
            loss.insert(u"timeCardGear"_s, qBound(1, o.loss->gear, 6));
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

QJsonObject dirtLoss(const DirtLossResult &r)
{
    QJsonObject j{{u"cardGear"_s, r.cardGear},
                  {u"kind"_s, TimeCardBack::kindId(r.back.kind)},
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
    QString where;
    switch (s.location) {
    case CarLocation::OnTrack: where = u"track"_s; break;
    case CarLocation::OffTrack: where = u"off-track"_s; break;
    case CarLocation::InPits: where = u"pits"_s; break;
    }
    return {{u"mayMove"_s, s.mayMove},
            {u"marker"_s, s.marker.text()},
            {u"location"_s, where},
            {u"lostTurn"_s, s.lostTurn},
            {u"removeYellowFlag"_s, s.removeYellowFlag},
            {u"retires"_s, s.retires},
            {u"rulings"_s, rulings(s.rulings)}};
}

} // namespace Pacenotes::RefereeJson
