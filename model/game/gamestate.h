// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "carstate.h"
#include "sharedhistory.h"
#include "racerules.h"
#include "rules/timecards.h"
#include "rules/turnorder.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Pacenotes {

class DamageBag;
class RulesData;
struct GameSetup;

enum class CarStatus : quint8 { Racing, Finished, Retired };
QString carStatusId(CarStatus status); ///< "racing", "finished", "retired"

/**
 * Where the players say a car is, for the order of play when there is no digital position:
 * a rank by distance along the track (0 = furthest; equal ranks = level, the same distance)
 * and, for cars level, the lane from the inside of the current or next corner.
 */
struct CarPlacement
{
    int rank = 0;
    int position = -1;           ///< 0 = inside lane; -1 unknown
    int round = 0;               ///< the round it was entered before (0: the starting grid)
    bool operator==(const CarPlacement &) const = default;
};

/// A car's space on a digital track, filled by a drive mode (not by the session).
struct DigitalPosition
{
    QString space;               ///< the space's id on the track
    double distance = 0;         ///< progress of the front edge of the space along the track
    int lane = -1;               ///< 0 = inside lane of the current or next corner
    bool operator==(const DigitalPosition &) const = default;
};

/// One DIRT Time card in a car's pile.
struct TimeCardTaken
{
    enum class Side : quint8 { Front, Zero, SpareTyre };
    int gear = 0;                ///< the deck (1..6); 0 for the Spare Tire card
    Side side = Side::Front;
    TimeCardBackKind back = TimeCardBackKind::Spinout; ///< Zero: what it showed
    int seconds = 0;
    bool entered = false;        ///< read off the real card; otherwise from the game data
    Confidence confidence = Confidence::Rulebook; ///< of the seconds counted
    bool operator==(const TimeCardTaken &) const = default;
    static QString sideId(Side side); ///< "front", "zero", "spare-tyre"
};

/// GT solo: the gear a turn ended in, as the score sheet records it.
struct SoloTurnRecord
{
    GearMarker endGear;
    Weather weather = Weather::Dry;
    bool operator==(const SoloTurnRecord &) const = default;
};

/// A DIRT stage a car has completed (or retired from), for the rally sheet.
struct StageRecord
{
    std::optional<int> time;     ///< Σ Time cards − Seconds left; none when retired
    bool retired = false;
    int penaltyTokens = 0;       ///< Checkpoints: 5-second tokens taken after the stage
    DamageCounts carried;        ///< damage carried to the next stage
    bool spareTyre = true;       ///< the Spare Tire card is available for the next stage
    bool operator==(const StageRecord &) const = default;
};

/// Tokens the game put on the track: Yellow Flags (GT) and "−1" shortcut tokens (DIRT).
struct TrackMark
{
    enum class Kind : quint8 { YellowFlag, MinusOne };
    Kind kind = Kind::YellowFlag;
    int car = -1;                ///< the car that drew it
    int round = 0;
    int stage = 0;
    int step = -1;               ///< the step of that car's move where it happened
    int token = -1;              ///< the bag's token kind (DamageBagSpec index)
    bool operator==(const TrackMark &) const = default;
};

/// One car in the game: its rules state and what the table keeps about it.
struct CarGame
{
    CarState car;
    CarStatus status = CarStatus::Racing;
    int playedRound = 0;         ///< the last round this car played in
    int turns = 0;               ///< turns played (this stage)
    CarPlacement placement;
    bool movedSincePlacement = false; ///< the placement is older than the car's last move
    std::optional<DigitalPosition> digital;
    int leftTrack = -1;          ///< when it went off the track (lower = earlier); -1 on it
    int startOrder = 0;          ///< DIRT: 1-based start order of the current stage
    int finishPlace = 0;         ///< 1-based among the cars that finished (this stage); 0 not yet
    QList<int> heldTokens;       ///< damage-bag tokens on its dashboard (spec indices), for the bag's count
    QList<TimeCardTaken> timeCards; ///< DIRT: this stage's pile, bottom first
    SharedHistory<SoloTurnRecord> soloTurns; ///< GT solo: one per turn (shared between the states of a game)
    QList<StageRecord> stages;   ///< DIRT: the stages done so far
    bool operator==(const CarGame &) const = default;

    bool isRacing() const { return status == CarStatus::Racing; }
    /// DIRT: Σ Time cards of this stage (before Seconds are taken off).
    int timeCardSeconds() const;
};

enum class GamePhase : quint8 {
    RoundStart,   ///< a round is to begin (order of play to work out)
    Turn,         ///< activeCar() plays
    StageOver,    ///< DIRT rally: a stage is done, the next waits for the players' choices
    GameOver
};

/**
 * The state of a game between two actions: derived only by applying the log's actions to the
 * setup (GameReferee), owned by GameSession. A value, kept by every undo command: what grows
 * with the game (the solo per-turn records) is a SharedHistory, so a copy costs the same on the
 * first turn and the thousandth.
 */
struct GameState
{
    RaceRules rules;             ///< in force now: a weather change flips `weather`
    int stage = 0;               ///< DIRT: the stage being driven (0-based)
    int round = 0;               ///< 1-based; 0 before the first round
    PlayOrder order;             ///< the order of play fixed at the start of the round (ids: player names)
    QList<int> orderIndex;       ///< the same order as player indices
    QList<CarGame> cars;         ///< by player index
    QList<int> bagTaken;         ///< tokens out of the damage bag, per kind of the bag's spec
    QList<int> finishOrder;      ///< player indices as they crossed the finish line (this stage)
    QList<TrackMark> marks;      ///< Yellow Flags and "−1" tokens lying on the track
    int leftTrackCount = 0;
    std::optional<int> spareTyreSeconds; ///< DIRT: the Spare Tire card's 0 side, once entered
    bool ended = false;          ///< the players ended the game

    /// The state before the first round.
    static GameState initial(const GameSetup &setup, const RulesData &data);

    RoundColour roundColour() const { return round % 2 == 1 ? RoundColour::White : RoundColour::Black; }
    GamePhase phase(const GameSetup &setup) const;
    /// The car whose turn it is, or -1.
    int activeCar() const;
    bool roundOver() const;
    bool allDone() const;        ///< every car has finished or retired
    int indexOf(const QString &name, const GameSetup &setup) const;
    /// The damage bag as it is now.
    DamageBag bag(const RulesData &data) const;
    /// The cars for the order of play, with their placements (or digital positions).
    QList<OrderCar> orderCars(const GameSetup &setup) const;
    int marksOf(TrackMark::Kind kind, int car = -1) const;

    /// A readable snapshot (docs/game-log.md, "state"): for the log export, replay and tests.
    QJsonObject toJson(const GameSetup &setup) const;
};

} // namespace Pacenotes
