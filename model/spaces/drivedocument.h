// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "driverules.h"

#include "rules/movevalidator.h"
#include "track/track.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace Pacenotes {

class RulesData;
class TileCatalog;

/**
 * Drive mode's document: a laid-out track with its space graph, the car markers on it (a
 * DriveState with its undo stack) and the active car's plan — the path of spaces clicked, the
 * dice laid on them, the roll mode — with the referee's live verdict.
 *
 * It knows no widget: the designer's Drive mode shows it, and a game companion can drive it the
 * same way (place cars, plan, resolve, apply). Changes to the cars are undo steps; the plan is
 * a draft and is not. The graph is rebuilt when the track or the space data changes; cars keep
 * their spaces by name ("q,r:n").
 */
class DriveDocument : public QObject
{
    Q_OBJECT
public:
    DriveDocument(const TileCatalog &catalog, SpaceLookup lookup, QObject *parent = nullptr);
    ~DriveDocument() override;

    /// The track to drive on (validated here for its course); the race rules follow its game and laps.
    void setTrack(const Track &track);
    /// The space data changed: rebuild the graph.
    void setLookup(SpaceLookup lookup);
    void setRulesData(const RulesData *data);

    const Track &track() const { return m_track; }
    const SpaceGraph &graph() const { return *m_graph; }
    const DriveState &state() const { return m_state; }
    QUndoStack *undoStack() const { return m_undo; }
    const RulesData &rulesData() const { return *m_data; }
    RulesContext context() const { return {*m_data, m_state.rules}; }
    int carNode(int car) const;

    // Cars (undo steps).
    /// Adds a car on the next free grid spot (off the table when there is none); returns its index.
    int addCar(const QString &id, const QColor &colour);
    void removeCar(int car);
    void placeCar(int car, int node);
    void setGear(int car, const GearMarker &gear);
    void setCarState(int car, const CarState &state);
    void setActive(int car);
    /// A game that owns the cars' positions (the game companion's session) hands over the whole
    /// table: no undo step here, the game's own undo stack holds the change.
    void followState(const DriveState &state);
    /// GT p. 17: a car at 00 comes back onto the track at the space it left, in gear 0.
    bool returnToTrack(int car, QString *why = nullptr);
    void setRules(const RaceRules &rules);
    /// Applies a resolved turn of the active car along the plan's path; the next car in the
    /// order of play becomes active.
    void applyTurn(const TurnOutcome &outcome, bool offTrack = false);

    // The active car's plan (a draft, not undoable).
    int active() const { return m_state.active; }
    const DriveReach &reach() const { return m_reach; }
    const QList<int> &path() const { return m_path; }
    const QList<StepDice> &dice() const { return m_dice; }
    RollMode mode() const { return m_mode; }
    /// Adds `node` to the path: the next space, or the shortest way to it when it is further.
    bool extendPath(int node);
    /// Keeps the path up to and including its index `index` (−1: empties it).
    void truncatePath(int index);
    void clearPlan();
    void setDice(const QList<StepDice> &dice);
    void setStepDice(int step, const StepDice &dice);
    void setMode(RollMode mode);
    /// GT p. 21, DIRT p. 23 (advanced rule): the first die is a Gear 2 die from gear 0.
    bool flyingStart() const { return m_flyingStart; }
    void setFlyingStart(bool flyingStart);
    /// Replaces the whole plan at once (a plan the co-driver suggested): the path, its dice,
    /// the roll mode and a Flying Start. False when the path is not a move (plan() says why).
    bool usePlan(const QList<int> &path, const QList<StepDice> &dice, RollMode mode, bool flyingStart = false);
    /// Lays the lowest-risk legal dice on the path; false when there is none.
    bool proposeDice();
    /// The plan as the referee sees it.
    const DrivePlan &plan() const { return m_plan; }
    /// The referee's verdict on the plan (meaningful when every step has dice).
    const MoveVerdict &verdict() const { return m_verdict; }
    bool planComplete() const;
    /// Resolves the plan with the results entered (or rolled from `seed`); nothing changes yet.
    TurnOutcome resolve(const RollResults &results) const;
    TurnOutcome roll(quint32 seed, RollResults *rolled = nullptr) const;
    /// The order of play from the markers.
    PlayOrder order() const;

signals:
    void graphChanged();
    void stateChanged();
    void planChanged();

private:
    friend class ChangeDriveCommand;
    void setState(const DriveState &state);
    void push(const DriveState &after, const QString &text);
    void rebuild();
    void refreshPlan();

    const TileCatalog &m_catalog;
    SpaceLookup m_lookup;
    const RulesData *m_data;
    Track m_track;
    std::unique_ptr<SpaceGraph> m_graph;
    DriveState m_state;
    QUndoStack *m_undo;
    DriveReach m_reach;
    QList<int> m_path;
    QList<StepDice> m_dice;
    RollMode m_mode = RollMode::OneByOne;
    bool m_flyingStart = false;
    DrivePlan m_plan;
    MoveVerdict m_verdict;
};

} // namespace Pacenotes
