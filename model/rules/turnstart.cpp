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
    using K = Ruling::Kind;

    if (mustRetire(ctx, car) && !(game == Game::GT && car.location == CarLocation::InPits)) {
        s.retires = true;
        s.mayMove = false;
        add(Rule::Retirement, K::Effect,
            game == Game::Dirt ? RulesTr::tr("No Gear die is left after damage: the car retires from the stage (its time is 1 minute "
                                    "slower than the slowest finisher).")
                               : RulesTr::tr("No Gear die is left after damage and the car cannot reach a pit stop: it retires and "
                                    "takes last place (combined-rules digest; the GT rulebook does not say)."));
        return s;
    }

    if (game == Game::GT) {
        if (car.gear.isOffTrack() && car.location == CarLocation::InPits) {
            s.mayMove = false;
            s.marker = GearMarker{0, false};
            add(Rule::PitStop, K::Effect, RulesTr::tr("After repairs the car stays on the Pit Stop tile: 00 becomes 0, and that is the "
                                             "whole turn."));
            return s;
        }
        if (car.gear.isOffTrack()) {
            s.mayMove = false;
            if (spaceFree) {
                s.marker = GearMarker{0, false};
                s.location = CarLocation::OnTrack;
                add(Rule::ReturnToTrack, K::Effect, RulesTr::tr("The car comes back onto the track facing the wrong way, with the 0 "
                                                       "marker; that is the whole turn."));
            } else {
                s.lostTurn = true;
                add(Rule::ReturnToTrack, K::Effect, RulesTr::tr("The car's space is taken: it cannot come back this turn; flip the 00 "
                                                       "marker and lose another turn."));
            }
            return s;
        }
        if (car.location == CarLocation::InPits) {
            if (!spaceFree) {
                s.mayMove = false;
                s.lostTurn = true;
                add(Rule::PitStop, K::Effect, RulesTr::tr("The car's space is taken: it cannot leave the pits this turn; flip the 0 "
                                                 "marker and lose a turn."));
                return s;
            }
            s.location = CarLocation::OnTrack;
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
            add(Rule::ReturnToTrack, K::Effect, RulesTr::tr("The car comes back onto the track where it left it and plays normally."));
        } else {
            s.mayMove = false;
            s.lostTurn = true;
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
