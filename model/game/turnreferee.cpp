// SPDX-License-Identifier: GPL-3.0-or-later
// GameReferee::turn: one car's turn, in the order the rulebooks play it (GT pp. 14-20, DIRT
// pp. 15-21): the start of the turn, the move and its dice, a Loss of Control (re-laid out after a
// Flat Out roll, then the table or the Time card), shortcut tokens, the pit stop or spare tyre,
// the Time card, retirement, and the table's bookkeeping.
#include "gamereferee.h"

#include "gametr.h"
#include "tablebook.h"
#include "turnheadline.h"

#include "rules/damageeffects.h"
#include "rules/dirtloss.h"
#include "rules/flatoutrearrangement.h"
#include "rules/damagetokens.h"
#include "rules/moveresolver.h"
#include "rules/rulesdata.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

class TurnReferee
{
public:
    TurnReferee(const GameSetup &setup, const RulesData &data, const GameState &state, const TurnInput &in)
        : m_setup(setup), m_data(data), m_in(in), m_game(setup.game())
    {
        m_v.after = state;
    }

    ActionVerdict run();

private:
    CarGame &car() { return m_v.after.cars[m_in.car]; }
    RulesContext ctx() const { return {m_data, m_rules}; }
    bool refuse(const QString &error, const Rulings &rulings = {})
    {
        m_v.accepted = false;
        m_v.action.report = m_report; // what was worked out before the refusal (for previews)
        m_v.error = error;
        m_v.rulings = rulingsOfKind(rulings, Ruling::Kind::Violation);
        if (m_v.rulings.isEmpty())
            m_v.rulings = rulings;
        return false;
    }
    void add(Rule rule, Ruling::Kind kind, int step, const QString &message)
    {
        m_rulings.append({rule, kind, step, message, m_game});
    }

    bool start();
    bool move();
    bool relayout();
    bool shortcuts();
    bool gtLoss();
    bool dirtLoss();
    bool drawTokens(int count, const QString &why);
    bool pitStopOrSpareTyre();
    void timeCard();
    void finish();

    const GameSetup &m_setup;
    const RulesData &m_data;
    const TurnInput &m_in;
    const Game m_game;
    RaceRules m_rules;
    ActionVerdict m_v;
    Rulings m_rulings;
    TurnReport m_report;
    Weather m_weatherAtStart = Weather::Dry;
    // The move as it ended: the plan (or the players' re-layout) and how far it went.
    const PlannedMove *m_path = nullptr;
    MoveAnalysis m_pathAnalysis;
    int m_stepsEntered = 0;
    std::optional<LossEvent> m_loss;
    GearMarker m_lossMarker;
    int m_lossTokens = 0;
    bool m_cardTaken = false;
};

bool TurnReferee::start()
{
    TurnStart ts;
    car().car = GameReferee::planningCar(m_setup, m_data, m_v.after, m_in.car, m_in.spaceFree, &ts);
    m_report.start = std::make_shared<const TurnStart>(ts);
    m_rulings += ts.rulings;
    if (ts.removeYellowFlag)
        TableBook::liftYellowFlags(m_v.after, m_in.car);
    const bool moves = m_in.move && !m_in.move->steps.isEmpty();
    if (ts.retires) {
        if (moves)
            return refuse(GameTr::tr("%1 retires at the start of the turn and cannot move.").arg(m_setup.players[m_in.car].name),
                          ts.rulings);
        car().status = CarStatus::Retired;
        m_report.retired = true;
        return true;
    }
    if (!ts.mayMove && moves) {
        Rulings r = ts.rulings;
        r.append({car().car.location == CarLocation::InPits ? Rule::PitStop : Rule::ReturnToTrack, Ruling::Kind::Violation, 0,
                  GameTr::tr("This turn the car only comes back (or waits): it may not move."), m_game});
        return refuse(GameTr::tr("The car may not move this turn."), r);
    }
    if (ts.mayMove && !m_in.move)
        return refuse(GameTr::tr("Plan the car's move, or declare it blocked."));
    return true;
}

bool TurnReferee::move()
{
    const PlannedMove &plan = *m_in.move;
    const CarState before = car().car;
    const MoveVerdict verdict = validateMove(ctx(), before, plan);
    if (!verdict.legal())
        return refuse(GameTr::tr("The planned move breaks the rules."), verdict.rulings());
    if (!plan.steps.isEmpty() && m_in.results.isEmpty())
        return refuse(GameTr::tr("Enter what the dice showed: at least the first step is rolled (or secured)."),
                      {{Rule::MustMove, Ruling::Kind::Violation, 0,
                        GameTr::tr("A car that can move must move at least one space."), m_game}});
    const TurnOutcome out = resolveMove(ctx(), before, plan, m_in.results);
    if (!out.error.isEmpty())
        return refuse(out.error, out.rulings);
    if (hasViolation(out.rulings))
        return refuse(GameTr::tr("The dice results break the rules."), out.rulings);
    m_rulings += verdict.rulings();
    m_rulings += out.rulings;
    m_report.outcome = std::make_shared<const TurnOutcome>(out);
    if (m_in.virtualDice)
        add(Rule::LossOfControl, Ruling::Kind::Note, -1, GameTr::tr("The dice were rolled by the app."));

    m_path = &plan;
    m_pathAnalysis = verdict.analysis;
    m_stepsEntered = out.stepsTaken;
    m_loss = out.loss;
    m_lossMarker = out.lossMarker;
    m_lossTokens = out.damageTokens;
    if (m_loss && plan.mode == RollMode::FlatOut && !relayout())
        return false;
    if (m_loss)
        m_stepsEntered = m_loss->step + 1;
    m_report.loss = m_loss;
    if (!m_loss && (m_in.layoutOption || m_in.layout))
        return refuse(GameTr::tr("Only a Flat Out roll that loses control is laid out again."));

    CarState &c = car().car;
    c.focus = qMax(0, c.focus + out.tokensGained - out.tokensSpent);
    if (plan.sisu)
        c.sisu = false;
    c.gear = m_loss ? (m_game == Game::GT ? m_lossMarker : GearMarker{0, false}) : out.endGear;
    // Laps: every finish line crossed on the way (the last one finishes the race).
    int crossings = 0;
    for (int i = 0; i < m_stepsEntered && i < m_path->steps.size(); ++i) {
        const PlannedStep &s = m_path->steps[i];
        crossings += (s.space.finishLine || (s.landing && s.landing->finishLine)) ? 1 : 0;
    }
    if (m_game == Game::GT)
        c.lapsDone = qMin(m_rules.laps, c.lapsDone + crossings);
    m_report.finished = m_loss ? m_loss->afterFinish : out.finished;
    if (m_stepsEntered > 0)
        car().movedSincePlacement = true;
    return shortcuts() && (m_game == Game::GT ? gtLoss() : dirtLoss());
}

bool TurnReferee::relayout()
{
    const PlannedMove &plan = *m_in.move;
    if (m_in.layoutOption && m_in.layout)
        return refuse(GameTr::tr("Choose one re-layout: one the referee lists, or your own."));
    if (m_in.layoutOption) {
        const QList<LossOption> &options = m_report.outcome->options;
        const int i = *m_in.layoutOption;
        if (i < 0 || i >= options.size())
            return refuse(GameTr::tr("There is no re-layout %1: the referee lists %n.", nullptr, int(options.size())).arg(i + 1));
        const LossOption &o = options[i];
        m_loss = o.event;
        m_lossMarker = o.marker;
        m_lossTokens = o.damageTokens;
        QStringList dice;
        for (const auto &[d, r] : o.arrangement)
            dice << d.text();
        add(Rule::FlatOutRearrange, Ruling::Kind::Effect, o.event.step,
            GameTr::tr("The rolled dice are laid out again as %1: control is lost on step %2, in gear %3.")
                .arg(dice.join(u' '))
                .arg(o.event.step + 1)
                .arg(o.event.gear));
        return true;
    }
    if (!m_in.layout)
        return true; // resolved where the plan as laid out loses control
    const RearrangementCheck check = checkRearrangement(ctx(), car().car, plan, m_in.results, *m_in.layout, m_in.layoutResults);
    if (!check.ok())
        return refuse(GameTr::tr("The re-layout is not accepted."), check.rulings);
    m_rulings += check.rulings;
    m_loss = check.option->event;
    m_lossMarker = check.option->marker;
    m_lossTokens = check.option->damageTokens;
    m_path = &*m_in.layout;
    m_pathAnalysis = analyseMove(ctx(), car().car, *m_in.layout);
    return true;
}

bool TurnReferee::shortcuts()
{
    if (m_game != Game::Dirt) {
        if (!m_in.shortcuts.isEmpty())
            return refuse(GameTr::tr("Only DIRT has shortcuts."));
        return true;
    }
    // A shortcut token is drawn for every shortcut space the car entered (DIRT p. 11); a jump
    // enters the space it lands on.
    int spaces = 0;
    for (int i = 0; i < m_stepsEntered && i < m_path->steps.size(); ++i) {
        const PlannedStep &s = m_path->steps[i];
        const bool jumped = i < m_pathAnalysis.steps.size() && m_pathAnalysis.steps[i].advance > 1 && s.landing;
        spaces += (jumped ? s.landing->shortcut : s.space.shortcut) ? 1 : 0;
    }
    m_report.shortcutSpaces = spaces;
    if (m_in.shortcuts.size() != spaces)
        return refuse(GameTr::tr("The car entered %n shortcut space(s): enter the shortcut side of each token drawn (%1 entered).",
                                 nullptr, spaces)
                          .arg(m_in.shortcuts.size()));
    for (ShortcutResult r : m_in.shortcuts) {
        const DamageEffects e = shortcutEffects(ctx(), r);
        m_rulings += e.rulings;
        const int token = TableBook::takeShortcut(m_v.after, m_data, m_in.car, r, m_rulings);
        applyDamage(car().car, e);
        if (e.minusOne) {
            // The token lies on the shortcut's tile, not on the dashboard.
            car().heldTokens.removeOne(token);
            m_v.after.marks.append({TrackMark::Kind::MinusOne, m_in.car, m_v.after.round, m_v.after.stage, -1, token});
        }
    }
    return true;
}

bool TurnReferee::drawTokens(int count, const QString &why)
{
    if (!m_in.damage && count > 0)
        return refuse(GameTr::tr("%1: draw %n Damage token(s) and enter them.", nullptr, count).arg(why));
    const QList<DamageToken> drawn = m_in.damage.value_or(QList<DamageToken>{});
    // The bag can run out (tokens stay on the dashboards until repairs): then every token left is
    // drawn. The rulebooks do not cover an empty bag.
    const int left = m_v.after.bag(m_data).remaining();
    if (drawn.size() != count && !(drawn.size() < count && drawn.size() == left))
        return refuse(GameTr::tr("%1 draws %n Damage token(s); %2 entered.", nullptr, count).arg(why).arg(drawn.size()));
    if (drawn.size() < count)
        add(Rule::DamageToken, Ruling::Kind::Note, -1,
            GameTr::tr("The bag holds only %n token(s) by the game data's count: they are all drawn. The rulebooks do not say "
                       "what happens when the bag is empty.",
                       nullptr, left));
    const DamageEffects e = damageEffects(ctx(), drawn);
    if (hasViolation(e.rulings))
        return refuse(GameTr::tr("These Damage tokens cannot be drawn here."), e.rulings);
    m_rulings += e.rulings;
    m_report.drawn = drawn;
    if (m_in.virtualDraws && count > 0)
        add(Rule::DamageToken, Ruling::Kind::Note, -1, GameTr::tr("The tokens were drawn by the app from the bag as the game data fills it."));
    for (DamageToken t : drawn) {
        const int token = TableBook::takeDamage(m_v.after, m_data, m_in.car, t, m_rulings);
        if (t == DamageToken::YellowFlag) {
            car().heldTokens.removeOne(token);
            m_v.after.marks.append({TrackMark::Kind::YellowFlag, m_in.car, m_v.after.round, m_v.after.stage,
                                    m_loss ? m_loss->step : -1, token});
        }
    }
    applyDamage(car().car, e);
    if (e.weatherFlips) {
        m_v.after.rules.weather = m_v.after.rules.weather == Weather::Dry ? Weather::Wet : Weather::Dry;
        m_rules.weather = m_v.after.rules.weather;
        m_report.weatherChanged = true;
    }
    return true;
}

bool TurnReferee::gtLoss()
{
    if (!m_loss) {
        if (m_in.damage && !m_in.damage->isEmpty())
            return refuse(GameTr::tr("No Loss of Control: no Damage tokens are drawn."));
        return true;
    }
    m_report.damageTokens = m_lossTokens;
    if (m_lossTokens < 0)
        return refuse(GameTr::tr("Give the danger colour of the tile where control was lost: it decides the Damage tokens."),
                      {{Rule::LossOfControl, Ruling::Kind::Violation, m_loss->step,
                        GameTr::tr("The tile's danger colour is missing on step %1.").arg(m_loss->step + 1), m_game}});
    CarState &c = car().car;
    c.gear = m_lossMarker;
    if (m_lossMarker.isOffTrack()) {
        c.location = CarLocation::OffTrack;
        car().leftTrack = ++m_v.after.leftTrackCount;
    }
    return drawTokens(m_lossTokens, GameTr::tr("The Loss of Control"));
}

bool TurnReferee::dirtLoss()
{
    if (!m_loss) {
        if (m_in.lossCard)
            return refuse(GameTr::tr("No Loss of Control: no Time card is flipped."));
        if (m_in.damage && !m_in.damage->isEmpty())
            return refuse(GameTr::tr("No Loss of Control: no Damage tokens are drawn."));
        return true;
    }
    if (!m_in.lossCard)
        return refuse(GameTr::tr("Flip a gear %1 Time card and enter its 0 side (Spinout, Crash or SISU).").arg(qBound(1, m_loss->gear, 6)));
    const DirtLossResult r = resolveTimeCard(ctx(), *m_loss, *m_in.lossCard);
    m_rulings += r.rulings;
    CarState &c = car().car;
    c.gear = r.gear;
    c.location = r.location;
    if (r.location == CarLocation::OffTrack)
        car().leftTrack = ++m_v.after.leftTrackCount;
    TimeCardTaken card;
    card.gear = r.cardGear;
    card.side = m_loss->afterFinish ? TimeCardTaken::Side::Front : TimeCardTaken::Side::Zero;
    card.back = m_in.lossCard->kind;
    card.seconds = r.seconds;
    const TimeCardDeck *deck = m_data.timeCards().deck(r.cardGear);
    if (m_loss->afterFinish && m_in.timeCardSeconds) {
        card.seconds = *m_in.timeCardSeconds;
        card.entered = true;
    } else {
        card.entered = !m_in.virtualDraws && !m_loss->afterFinish;
        const QString field = m_loss->afterFinish ? u"frontSeconds"_s : u"backs"_s;
        card.confidence = deck ? deck->provenance.value(field).confidence : Confidence::Placeholder;
        if (!card.entered && !Provenance{{}, card.confidence, {}}.isSolid())
            add(Rule::DataConfidence, Ruling::Kind::Note, m_loss->step,
                GameTr::tr("The card's %1 s come from the game data (%2): at the table, count what your own card shows.")
                    .arg(card.seconds)
                    .arg(RulesText::confidenceName(card.confidence)));
    }
    car().timeCards.append(card);
    m_report.card = card;
    m_cardTaken = true;
    m_report.damageTokens = r.damageTokens;
    return drawTokens(r.damageTokens, GameTr::tr("The crash"));
}

bool TurnReferee::pitStopOrSpareTyre()
{
    if (m_in.pitStop) {
        PitStopRequest request = *m_in.pitStop;
        request.endGear = car().car.gear;
        request.lossOfControl = m_loss.has_value();
        if (m_stepsEntered > 0)
            request.space = m_path->steps.value(m_stepsEntered - 1).space;
        const PitStopVerdict pv = pitStop(ctx(), car().car, request);
        if (!pv.allowed())
            return refuse(GameTr::tr("No pit stop."), pv.rulings);
        m_rulings += pv.rulings;
        applyPitStop(car().car, request, pv);
        if (pv.returnTokens)
            TableBook::returnAll(m_v.after, m_in.car);
        car().leftTrack = ++m_v.after.leftTrackCount;
    }
    if (m_in.spareTyre) {
        const SpareTyreVerdict sv = spareTyre(ctx(), car().car, car().car.gear, m_loss.has_value());
        if (!sv.allowed())
            return refuse(GameTr::tr("No spare tyre."), sv.rulings);
        const std::optional<int> seconds = m_in.spareTyreSeconds ? m_in.spareTyreSeconds : m_v.after.spareTyreSeconds;
        if (!seconds)
            return refuse(GameTr::tr("Enter the seconds printed on the Spare Tyre card's 0 side: they are not published, so "
                                     "Pacenotes cannot know them."));
        m_rulings += sv.rulings;
        applySpareTyre(car().car);
        TableBook::returnOne(m_v.after, m_data, m_in.car, DamageToken::Coast);
        car().leftTrack = ++m_v.after.leftTrackCount;
        m_v.after.spareTyreSeconds = seconds;
        TimeCardTaken card{0, TimeCardTaken::Side::SpareTyre, TimeCardBackKind::Spinout, *seconds, true, Confidence::User};
        car().timeCards.append(card);
        m_report.card = card;
        m_cardTaken = true;
    }
    return true;
}

void TurnReferee::timeCard()
{
    if (m_game != Game::Dirt || m_cardTaken)
        return;
    // End of a movement (or blocked): the card of the gear the car is in (DIRT p. 18).
    const int gear = car().car.gear.gear;
    const TimeCardDeck *deck = m_data.timeCards().deck(gear);
    if (!deck || car().car.gear.isOffTrack()) {
        add(Rule::TimeCard, Ruling::Kind::Note, -1,
            GameTr::tr("The car is in gear %1: there is no Time card deck for it, so no card is added; the rulebook does not "
                       "cover this case.")
                .arg(car().car.gear.text()));
        return;
    }
    TimeCardTaken card;
    card.gear = gear;
    if (m_in.timeCardSeconds) {
        card.seconds = *m_in.timeCardSeconds;
        card.entered = true;
        card.confidence = Confidence::User;
    } else {
        card.seconds = deck->frontSeconds;
        card.confidence = deck->provenance.value(u"frontSeconds"_s).confidence;
        if (!Provenance{{}, card.confidence, {}}.isSolid())
            add(Rule::DataConfidence, Ruling::Kind::Note, -1,
                GameTr::tr("The gear %1 Time card counts %2 s from the game data (%3): enter the seconds printed on your card.")
                    .arg(gear)
                    .arg(card.seconds)
                    .arg(RulesText::confidenceName(card.confidence)));
    }
    add(Rule::TimeCard, Ruling::Kind::Effect, -1, GameTr::tr("Time card: gear %1, %n s.", nullptr, card.seconds).arg(gear));
    car().timeCards.append(card);
    m_report.card = card;
}

void TurnReferee::finish()
{
    CarGame &c = car();
    GameState &s = m_v.after;
    if (m_report.finished && c.isRacing()) {
        c.status = CarStatus::Finished;
        s.finishOrder.append(m_in.car);
        c.finishPlace = int(s.finishOrder.size());
    }
    if (m_game == Game::Dirt && c.isRacing() && mustRetire(ctx(), c.car)) {
        c.status = CarStatus::Retired;
        m_report.retired = true;
        add(Rule::Retirement, Ruling::Kind::Effect, -1,
            GameTr::tr("No Gear die is left after damage: %1 retires from the stage (its time will be the slowest finisher's + "
                       "1 minute).")
                .arg(m_setup.players[m_in.car].name));
    }
    c.playedRound = s.round;
    ++c.turns;
    if (m_game == Game::GT && c.car.tyres == "soft"_L1 && m_report.outcome)
        ++c.car.softTyreTurns;
    if (m_setup.kind == GameKind::GtSolo)
        c.soloTurns.append({c.car.gear, m_weatherAtStart});
    m_report.marker = c.car.gear;
    TableBook::closeStageIfDone(m_setup, s);
}

ActionVerdict TurnReferee::run()
{
    const GameState &state = m_v.after;
    m_rules = state.rules;
    m_weatherAtStart = m_rules.weather;
    if (state.phase(m_setup) != GamePhase::Turn) {
        refuse(GameTr::tr("No turn is being played now."));
        return m_v;
    }
    const int active = state.activeCar();
    if (m_in.car != active) {
        const QString who = m_in.car >= 0 && m_in.car < m_setup.players.size() ? m_setup.players[m_in.car].name : QString::number(m_in.car);
        refuse(GameTr::tr("It is %1's turn, not %2's.").arg(m_setup.players[active].name, who),
               {{Rule::OrderOfPlay, Ruling::Kind::Violation, -1,
                 GameTr::tr("The order of play of this round puts %1 next.").arg(m_setup.players[active].name), m_game}});
        return m_v;
    }
    if (!start())
        return m_v;
    if (car().isRacing() && m_report.start->mayMove) {
        if (!move() || !pitStopOrSpareTyre())
            return m_v;
        timeCard();
    } else if (m_in.pitStop || m_in.spareTyre || !m_in.shortcuts.isEmpty() || m_in.lossCard || (m_in.damage && !m_in.damage->isEmpty())) {
        refuse(GameTr::tr("The car does not move this turn: nothing else can happen to it."));
        return m_v;
    }
    finish();
    m_v.accepted = true;
    GameAction &a = m_v.action;
    a.input = m_in;
    a.round = state.round;
    a.stage = state.stage;
    a.car = m_in.car;
    a.rulings = m_rulings;
    a.report = m_report;
    a.headline = TurnHeadline::text(m_setup, m_in, m_report);
    m_v.rulings = m_rulings;
    return m_v;
}

} // namespace

ActionVerdict GameReferee::turn(const GameSetup &setup, const RulesData &data, const GameState &state, const TurnInput &input)
{
    return TurnReferee(setup, data, state, input).run();
}

CarState GameReferee::planningCar(const GameSetup &setup, const RulesData &data, const GameState &state, int car, bool spaceFree,
                                  TurnStart *start)
{
    if (car < 0 || car >= state.cars.size())
        return {};
    CarState c = state.cars[car].car;
    c.leader = setup.game() == Game::Dirt && state.rules.leaderDice && state.order.leader == setup.players[car].name;
    const TurnStart ts = startTurn({data, state.rules}, c, spaceFree);
    applyTurnStart(c, ts);
    if (start)
        *start = ts;
    return c;
}

} // namespace Pacenotes
