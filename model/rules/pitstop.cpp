// SPDX-License-Identifier: GPL-3.0-or-later
#include "pitstop.h"
#include "trcontexts.h"

#include <QCoreApplication>

namespace Pacenotes {

PitStopVerdict pitStop(const RulesContext &ctx, const CarState &car, const PitStopRequest &r)
{
    PitStopVerdict v;
    const Game game = ctx.rules.game;
    const auto add = [&](Rule rule, Ruling::Kind kind, const QString &message) {
        v.rulings.append({rule, kind, -1, message, game});
    };
    using K = Ruling::Kind;
    if (game != Game::GT) {
        add(Rule::SpareTyre, K::Violation, RulesTr::tr("DIRT has no pit stops: a car changes its spare tyre instead."));
        return v;
    }
    if (ctx.rules.solo)
        add(Rule::Solo, K::Violation, RulesTr::tr("Solo mode has no pit stops."));
    if (r.lossOfControl)
        add(Rule::PitStop, K::Violation, RulesTr::tr("A Loss of Control ends the turn at once: no pit stop right after one."));
    if (r.endGear.isOffTrack() || r.endGear.gear != 1)
        add(Rule::PitStop, K::Violation, RulesTr::tr("A pit stop needs the turn to end in 1st gear (it ended in %1).").arg(r.endGear.text()));
    if (r.space.limit > 0 || r.space.dangerous || r.space.sharp)
        add(Rule::PitStop, K::Violation, RulesTr::tr("A pit stop needs a space with no speed or hazard restriction: not a corner space."));
    if (r.centreLane)
        add(Rule::PitStop, K::Violation, RulesTr::tr("A pit stop needs a space at the edge of the track, not the middle lane of three."));

    v.changeTyres = r.choice != PitChoice::Repairs;
    v.returnTokens = r.choice != PitChoice::Tyres;
    v.marker = r.choice == PitChoice::Tyres ? GearMarker{0, false} : GearMarker::offTrack();
    if (v.changeTyres) {
        const Dashboards &boards = ctx.data.dashboards(Game::GT);
        if (r.newTyres.isEmpty() || r.newTyres == car.tyres) {
            if (r.choice == PitChoice::Tyres)
                add(Rule::PitStop, K::Violation, RulesTr::tr("A tyre change swaps to a dashboard with other tyres: say which."));
            else
                v.changeTyres = false;
        } else if (!boards.row(car.carClass, r.newTyres, enumId(ctx.rules.weather))) {
            add(Rule::PitStop, K::Violation,
                RulesTr::tr("There is no %1 dashboard with these tyres (%2).").arg(car.carClass, r.newTyres));
        }
    }
    if (!v.allowed())
        return v;
    if (r.choice == PitChoice::Tyres)
        add(Rule::PitStop, K::Effect, RulesTr::tr("Tyre change: the car goes to the Pit Stop tile with the 0 marker and comes back "
                                         "onto the track at the start of its next turn, moving normally."));
    else if (ctx.rules.repairsReturn == RepairsReturn::StayInPits)
        add(Rule::PitStop, K::Effect, RulesTr::tr("Repairs: every Damage token goes back into the bag; with the 00 marker the next "
                                         "turn only swaps 00 for 0, and the turn after the car comes back and plays from 0."));
    else
        add(Rule::PitStop, K::Effect, RulesTr::tr("Repairs: every Damage token goes back into the bag; with the 00 marker the next "
                                         "turn only swaps 00 for 0 and puts the car back on the track, and the turn after it "
                                         "plays from 0."));
    add(Rule::PitStop, K::Note, RulesTr::tr("If the car's space on the track is taken when it comes back, it loses that turn."));
    return v;
}

void applyPitStop(CarState &car, const PitStopRequest &request, const PitStopVerdict &verdict)
{
    if (!verdict.allowed())
        return;
    car.gear = verdict.marker;
    car.location = CarLocation::InPits;
    if (verdict.returnTokens)
        car.damage = DamageCounts{};
    if (verdict.changeTyres && !request.newTyres.isEmpty()) {
        car.tyres = request.newTyres;
        car.softTyreTurns = 0;
    }
}

SpareTyreVerdict spareTyre(const RulesContext &ctx, const CarState &car, GearMarker endGear, bool lossOfControl)
{
    SpareTyreVerdict v;
    const auto add = [&](Rule rule, Ruling::Kind kind, const QString &message) {
        v.rulings.append({rule, kind, -1, message, Game::Dirt});
    };
    using K = Ruling::Kind;
    if (ctx.rules.game != Game::Dirt) {
        add(Rule::PitStop, K::Violation, RulesTr::tr("GT cars change tyres at a pit stop, not with a spare tyre."));
        return v;
    }
    if (!car.spareTyre)
        add(Rule::SpareTyre, K::Violation, RulesTr::tr("The Spare Tyre card is used: it comes back only with Assistance."));
    if (lossOfControl || endGear.isOffTrack() || endGear.gear != 1)
        add(Rule::SpareTyre, K::Violation, RulesTr::tr("The spare tyre is fitted at the end of a movement in 1st gear."));
    if (!v.allowed())
        return v;
    if (car.damage.coast == 0)
        add(Rule::SpareTyre, K::Warning, RulesTr::tr("There is no Coast damage to repair: the spare tyre would be wasted."));
    add(Rule::SpareTyre, K::Effect, RulesTr::tr("Spare tyre: the car goes beside the track, the Spare Tyre card is this turn's Time "
                                       "card (0 side), one Coast Damage token goes back into the bag; the car comes back "
                                       "next turn where it stopped."));
    return v;
}

void applySpareTyre(CarState &car)
{
    car.spareTyre = false;
    car.damage.coast = qMax(0, car.damage.coast - 1);
    car.gear = GearMarker{0, false};
    car.location = CarLocation::InPits;
}

} // namespace Pacenotes
