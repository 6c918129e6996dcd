// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gearmarker.h"
#include "ruling.h"

#include <QStringList>

namespace Pacenotes {

class RandomSource;

/// One car as the order of play sees it at the start of a round.
struct OrderCar
{
    QString id;
    GearMarker gear;          ///< gear marker (GT) / gear of the top Time card (DIRT)
    double distance = 0;      ///< progress of the front edge of its space (off the track: where it left)
    int position = -1;        ///< lane rank from the inside of the current or next corner (0 = inside); -1 unknown
    bool onTrack = true;
    int leftTrack = -1;       ///< off-track cars: the order in which they left (lower = earlier); -1 unknown
    int startOrder = 0;       ///< DIRT: 1-based starting order of the stage (0 = already started)
    bool finished = false;    ///< crossed the finish line: no more turns
};

enum class OrderCriterion : quint8 { Speed, OnTrack, Distance, Position, LeftFirst, StartOrder, Tie };

template<>
struct EnumIds<OrderCriterion>
{
    static constexpr std::pair<OrderCriterion, const char *> table[] = {
        {OrderCriterion::Speed, "speed"},           {OrderCriterion::OnTrack, "on-track"},
        {OrderCriterion::Distance, "distance"},     {OrderCriterion::Position, "position"},
        {OrderCriterion::LeftFirst, "left-first"},  {OrderCriterion::StartOrder, "start-order"},
        {OrderCriterion::Tie, "tie"}};
};

/// Why one car plays before the next.
struct OrderReason
{
    QString ahead;
    QString behind;
    OrderCriterion criterion = OrderCriterion::Tie;
    Rule rule = Rule::OrderOfPlay;
    QString explanation; ///< translated
};

struct PlayOrder
{
    QStringList order;           ///< the cars that play this round, first to last
    QList<OrderReason> reasons;  ///< reasons[i]: why order[i] plays before order[i + 1]
    QStringList waiting;         ///< DIRT: cars not yet started this round
    /// DIRT: cars that start the stage this round: behind the starting line, in gear 0 (p. 7).
    QStringList entering;
    QStringList finished;        ///< cars that have finished
    QString leader;              ///< DIRT: the first player, who drives the Leader column on gravel
    Rulings rulings;             ///< ties the rules do not settle, and other notes
};

/**
 * Order of play at the start of a round. GT (p. 7, p. 17): SPEED > DISTANCE > POSITION, 0 above
 * 00, cars on the track before cars off it, the first to leave the track plays first among
 * cars returning together (before their distance is compared). DIRT (p. 6, p. 19): DISTANCE > SPEED > POSITION, off-track cars
 * counted at the space where they left and after on-track cars at the same distance; with the
 * staggered start (p. 7) a car starts in the round equal to its starting order, after the
 * others, from the space behind the starting line in gear 0. `round` is 1-based (DIRT; 0 = everyone has started).
 */
PlayOrder orderOfPlay(Game game, const QList<OrderCar> &cars, int round = 0, bool leaderDice = true);

/// GT p. 5: the starting grid drawn at random, one marker at a time (first = pole position).
QStringList drawStartingOrder(QStringList ids, RandomSource &random);

/// GT p. 6: rounds alternate white and black; a car has played when its marker shows the next colour.
enum class RoundColour : quint8 { White, Black };
inline RoundColour nextRound(RoundColour c) { return c == RoundColour::White ? RoundColour::Black : RoundColour::White; }
inline bool hasPlayed(RoundColour marker, RoundColour round) { return marker != round; }
/// The round is over (flip the round marker) when no marker shows the round's colour.
bool roundOver(const QList<RoundColour> &markers, RoundColour round);

} // namespace Pacenotes
