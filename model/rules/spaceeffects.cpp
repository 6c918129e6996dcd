// SPDX-License-Identifier: GPL-3.0-or-later
#include "spaceeffects.h"
#include "trcontexts.h"

#include <QCoreApplication>

namespace Pacenotes {

bool fordsWater(const StepDice &dice)
{
    // "use a Coast die or the Gear 1 die. You cannot use a Gear 1 die in collaboration with a
    // Brake die." A Leader die works exactly like a Coast die (p. 9).
    if (dice.coast || dice.leader)
        return true;
    return dice.gear == 1 && dice.brakes == 0 && dice.boosts == 0 && !dice.redline;
}

SpaceEffect evaluateSpace(const SpaceInfo &space, int gear, int step, Game game, SharpLines leaving)
{
    SpaceEffect e;
    const auto add = [&](Rule rule, Ruling::Kind kind, const QString &message) {
        e.rulings.append({rule, kind, step, message, game});
    };
    using K = Ruling::Kind;

    if (space.occupied)
        add(Rule::Occupied, K::Violation, RulesTr::tr("Another car is on this space: there is only ever one car per space."));
    if (space.direction == MoveDirection::Sideways || space.direction == MoveDirection::Backwards)
        add(Rule::Direction, K::Violation, RulesTr::tr("Cars always move forwards, straight on or diagonally, never sideways or back: "
                                              "the front edge of each space entered must be further along the track."));
    if (space.tripleLane && space.direction == MoveDirection::Outward)
        add(Rule::TripleLane, K::Violation, RulesTr::tr("On a triple-lane corner the car cannot move outwards from the inside lane "
                                               "into the corner space: it goes straight on and takes the penalties shown."));

    int limit = space.limit;
    // "-1" shortcut tokens lower every corner space of their tile, not the shortcut (DIRT p. 11).
    if (space.isCorner() && space.shortcutTokens > 0 && limit > 0) {
        const int printed = limit;
        limit -= space.shortcutTokens;
        if (limit <= 0)
            add(Rule::ShortcutClosed, K::Violation,
                RulesTr::tr("Stones and mud close this corner space: %n “−1” token(s) bring its limit of %1 down to nothing.", nullptr,
                   space.shortcutTokens)
                    .arg(printed));
        else
            add(Rule::ShortcutClosed, K::Effect,
                RulesTr::tr("%n “−1” token(s) on this tile: the corner limit is %1 instead of %2.", nullptr, space.shortcutTokens)
                    .arg(limit)
                    .arg(printed));
    }
    // Sharp corners (GT p. 12). A line crossed entering a sharp space replaces its centre number;
    // one crossed leaving makes this space a corner of the line's number. Only a straight move
    // (same lane) crosses a line: in and out diagonally is the perfect line.
    const bool straight = space.direction == MoveDirection::Straight;
    SharpLines entryLine;
    SharpLines exitLine;
    if (straight && space.line != LineCrossing::None) {
        SharpLines &read = space.sharp ? entryLine : exitLine; // what the players read off the tile
        read = {space.line == LineCrossing::Limit ? space.lineLimit : 0, space.line == LineCrossing::Hazard};
    }
    if (space.sharp && space.sharpLines.known()) {
        if (straight && !entryLine.known())
            entryLine = space.sharpLines;
        else if (!straight)
            add(Rule::SharpLine, K::Effect,
                limit > 0 ? RulesTr::tr("The perfect line: entering the sharp corner diagonally crosses no dotted line; its centre "
                                        "limit of %1 applies.")
                                .arg(limit)
                          : RulesTr::tr("The perfect line: entering the sharp corner diagonally crosses no dotted line."));
    }
    if (leaving.known()) {
        if (straight && !exitLine.known())
            exitLine = leaving;
        else if (!straight)
            add(Rule::SharpLine, K::Effect, RulesTr::tr("The perfect line: leaving the sharp corner diagonally crosses no dotted line, "
                                                        "so no limit carries over to this space."));
    }
    e.limitFromLine = entryLine.limit > 0 || exitLine.limit > 0;
    if (entryLine.limit > 0) {
        if (limit != entryLine.limit)
            add(Rule::SharpLine, K::Effect, RulesTr::tr("Entering the sharp corner straight across the dotted line: its limit is %1 "
                                                        "instead of %2.")
                                                .arg(entryLine.limit)
                                                .arg(limit));
        limit = entryLine.limit;
    }
    if (exitLine.limit > 0) {
        const int before = limit;
        limit = limit > 0 ? qMin(limit, exitLine.limit) : exitLine.limit;
        if (limit != before)
            add(Rule::SharpLine, K::Effect, RulesTr::tr("Leaving the sharp corner straight across the dotted line: this space counts "
                                                        "as a corner with limit %1.")
                                                .arg(limit));
    }
    for (const SharpLines &l : {entryLine, exitLine}) {
        if (!l.hazard)
            continue;
        ++e.trackHazards;
        add(Rule::SharpLineHazard, K::Effect, RulesTr::tr("Crossing a “!” dotted line straight adds one hazard."));
    }
    e.limit = limit > 0 ? limit : 0;
    if (e.limit > 0 && gear > e.limit) {
        e.autoLoss = true;
        add(Rule::SpeedLimit, K::Effect,
            RulesTr::tr("Gear %1 is over this space's limit of %2: immediate Loss of Control.").arg(gear).arg(e.limit));
    } else if (space.dangerous && e.limit > 0 && gear == e.limit) {
        ++e.trackHazards;
        add(Rule::DangerousCorner, K::Effect,
            RulesTr::tr("At the dangerous corner's limit (%1!) the car takes one hazard.").arg(e.limit));
    }

    for (const Alongside &a : space.alongside) {
        if (a.offTrack)
            continue; // a car beside the track is never in the way
        if (gear < a.gear)
            add(Rule::Overtaking, K::Violation,
                RulesTr::tr("To move alongside a car in gear %1 the die placed must be gear %1 or higher; this one is gear %2.")
                    .arg(a.gear)
                    .arg(gear));
        if (space.yellowFlag && a.gear >= 1 && !a.alreadyAlongside) {
            add(Rule::YellowFlag, K::Violation,
                RulesTr::tr("Yellow Flag: no moving alongside another car on this tile or the tiles before and after it, unless that "
                   "car is at 0 or 00."));
            add(Rule::YellowFlag, K::Note,
                RulesTr::tr("The English rulebook forbids moving alongside; the Russian edition forbids overtaking. The referee "
                            "follows the English text."));
        }
        if (game == Game::Dirt && a.inCornerOrSlide && !space.shortcut)
            add(Rule::CornerFollow, K::Violation,
                RulesTr::tr("A car taking a corner or sliding cannot be overtaken there, except through a shortcut."));
    }
    if (space.isCorner() && space.cornerCarLine != CornerLine::None && space.cornerLine != space.cornerCarLine)
        add(Rule::CornerFollow, K::Violation,
            space.cornerCarLine == CornerLine::Inside
                ? RulesTr::tr("Another car is taking this corner on the inside: a car entering it follows on the same line.")
                : RulesTr::tr("Another car is drifting round this corner on the outside: a car entering it follows on the same line."));
    if (!space.slideId.isEmpty() && space.slideCar && !space.sliding)
        add(Rule::Slide, K::Violation, RulesTr::tr("Another car is sliding here: a car entering the zone slides too, behind it."));
    return e;
}

} // namespace Pacenotes
