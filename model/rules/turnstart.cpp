// SPDX-License-Identifier: GPL-3.0-or-later
#include "turnstart.h"
#include "trcontexts.h"

#include <QCoreApplication>

namespace Pacenotes {

bool mustRetire(const RulesContext &ctx, const CarState &car)
{
    QString error;
    const std::optional<DiceAllowance> a = diceAllowance(ctx, car, {}, &error);
    return a && a->dice.gear == 0;
}

TurnStart startTurn(const RulesContext &ctx, const CarState &car, bool spaceFree)
{
    TurnStart s;
    s.marker = car.gear;
    s.location = car.location;
    const Game game = ctx.rules.game;
    const auto add = [&](Rule rule, Ruling::Kind kind, const QString &message) {
        s.rulings.append({rule, kind, -1, message, game});
    };
    // The turn is spent before any die is placed: a planned move breaks `rule`.
    const auto stop = [&](Rule rule, const QString &why) {
        s.mayMove = false;
        s.stopRule = rule;
        s.stopReason = why;
    };
    using K = Ruling::Kind;

    if (mustRetire(ctx, car) && !(game == Game::GT && car.location == CarLocation::InPits)) {
        s.retires = true;
        stop(Rule::Retirement, RulesTr::tr("The car has retired: it no longer moves."));
        add(Rule::Retirement, K::Effect,
            game == Game::Dirt ? RulesTr::tr("No Gear die is left after damage: the car retires from the stage (its time is 1 minute "
                                    "slower than the slowest finisher).")
                               : RulesTr::tr("No Gear die is left after damage and the car cannot reach a pit stop: it retires and "
                                    "takes last place (combined-rules digest; the GT rulebook does not say)."));
        return s;
    }

    if (game == Game::GT) {
        if (car.gear.isOffTrack() && car.location == CarLocation::InPits) {
            // After repairs (p. 19). The English edition keeps the car on the Pit Stop tile this
            // turn; the Russian one puts it back on the track as 00 becomes 0.
            stop(Rule::PitStop, RulesTr::tr("After repairs the next turn only swaps 00 for 0: the car may not move."));
            const bool backOnTrack = ctx.rules.repairsReturn == RepairsReturn::BackOnTrack;
            if (!backOnTrack) {
                s.marker = GearMarker{0, false};
                add(Rule::PitStop, K::Effect, RulesTr::tr("After repairs the car stays on the Pit Stop tile: 00 becomes 0, and that is "
                                                 "the whole turn. It comes back onto the track at the start of its next turn."));
            } else if (spaceFree) {
                s.marker = GearMarker{0, false};
                s.location = CarLocation::OnTrack;
                add(Rule::PitStop, K::Effect, RulesTr::tr("After repairs 00 becomes 0 and the car goes back onto the track; that is the "
                                                 "whole turn, it moves next round."));
            } else {
                s.lostTurn = true;
                add(Rule::PitStop, K::Effect, RulesTr::tr("The car's space is taken: it cannot go back onto the track this turn; flip "
                                                 "the 00 marker and lose another turn."));
            }
            add(Rule::PitStop, K::Note, RulesTr::tr("The English rulebook keeps the car on the Pit Stop tile while 00 becomes 0; the "
                                           "Russian one puts it back on the track at once. The rules option “repairsReturn” "
                                           "chooses (now: %1).")
                                            .arg(backOnTrack ? RulesTr::tr("back on the track") : RulesTr::tr("stay in the pits")));
            return s;
        }
        if (car.gear.isOffTrack()) {
            stop(Rule::OffTrack, RulesTr::tr("Coming back from 00 is the whole turn: the car may perform no other actions."));
            if (spaceFree) {
                s.marker = GearMarker{0, false};
                s.location = CarLocation::OnTrack;
                add(Rule::ReturnToTrack, K::Effect, RulesTr::tr("The car comes back onto the track facing the wrong way, with the 0 "
                                                       "marker; that is the whole turn."));
                add(Rule::ReturnToTrack, K::Note, RulesTr::tr("Where it comes back: the English rulebook does not say; the Russian "
                                                     "edition says the space nearest the car, the combined-rules digest the space "
                                                     "where it lost control (the car was put beside that space)."));
            } else {
                s.lostTurn = true;
                add(Rule::ReturnToTrack, K::Effect, RulesTr::tr("The car's space is taken: it cannot come back this turn; flip the 00 "
                                                       "marker and lose another turn."));
            }
            return s;
        }
        if (car.location == CarLocation::InPits) {
            if (!spaceFree) {
                s.lostTurn = true;
                stop(Rule::PitStop, RulesTr::tr("The car cannot leave the pits this turn: it may not move."));
                add(Rule::PitStop, K::Effect, RulesTr::tr("The car's space is taken: it cannot leave the pits this turn; flip the 0 "
                                                 "marker and lose a turn."));
                return s;
            }
            s.location = CarLocation::OnTrack;
            s.fromPits = true;
            add(Rule::PitStop, K::Effect, RulesTr::tr("The car comes back from the pits onto the track and plays its turn from 0."));
        }
        if (s.marker.gear == 0 && car.yellowFlagOut) {
            s.removeYellowFlag = true;
            add(Rule::YellowFlag, K::Effect, RulesTr::tr("Starting a turn at 0, the car takes its Yellow Flag off the track and puts "
                                                "it on its dashboard."));
        }
        return s;
    }

    // DIRT
    if (car.location != CarLocation::OnTrack) {
        if (spaceFree) {
            s.location = CarLocation::OnTrack;
            s.fromPits = car.location == CarLocation::InPits; // back from fitting the spare tyre
            add(Rule::ReturnToTrack, K::Effect, RulesTr::tr("The car comes back onto the track where it left it and plays normally."));
        } else {
            s.lostTurn = true;
            stop(Rule::ReturnToTrack, RulesTr::tr("The car cannot come back onto the track this turn: it may not move."));
            add(Rule::ReturnToTrack, K::Note, RulesTr::tr("The car's space is taken. The DIRT rulebook does not say what happens; as "
                                                 "in GT (and the combined-rules digest), it waits for a later turn."));
        }
    }
    return s;
}

void applyTurnStart(CarState &car, const TurnStart &start)
{
    car.gear = start.marker;
    car.location = start.location;
    if (start.removeYellowFlag)
        car.yellowFlagOut = false;
}

} // namespace Pacenotes
