// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spaces/drivestate.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>

namespace Pacenotes {

class CarMarkerItem;
class DriveDocument;
class DriveOverlayItem;
class GameSession;
class GameTrackView;
class MovePlanModel;
class SpaceLibrary;

/**
 * Drive mode as the game's track view (issue 11 §4): when the game's track is a digital track
 * with a complete course and space data for every course tile, the Track tab shows its spaces
 * (templates dashed, as in the designer's Drive mode) and a marker per car on the space the
 * session's DigitalPosition names. At the start the cars are put on the starting grid in the
 * setup's order, through the session's enterPlacements intent; a car the grid has no space for,
 * or whose position was entered by hand, is placed by the next click on the track.
 *
 * Clicking the active car's path fills the referee assistant's plan (MovePlanModel::loadMove)
 * with each step's space from DriveRules::plan; the dice stay the ones the players type. When
 * that turn is played, the car's new space (final space, Loss of Control space, beside the
 * track at 00) goes to the session as a placement, so undo walks it back. A move typed without
 * its path leaves the car to be placed by the next click on the track. The session owns the
 * positions; the DriveDocument here is only their projection for drawing and planning.
 */
class GameDrive : public QObject
{
    Q_OBJECT
public:
    /// `library` must outlive this (the app's, or a test's).
    GameDrive(GameSession *session, GameTrackView *view, MovePlanModel *plan, SpaceLibrary *library, QObject *parent = nullptr);
    ~GameDrive() override;

    /// The cars are on the digital track.
    bool isLive() const { return m_live; }
    /// Why not (translated), empty when live or when there is no digital track at all.
    QString reason() const;
    DriveDocument *document() const { return m_document; }
    DriveOverlayItem *overlay() const { return m_overlay; }
    const QList<CarMarkerItem *> &carItems() const { return m_cars; }
    /// What a click on the track at a scene point does (also for tests without a mouse).
    void clickAt(QPointF scenePos);
    /// A plan taken from the co-driver on the track's road: its path is drawn and the car's
    /// marker follows it when the turn is played (the referee assistant got the move itself).
    bool followPlan(const QList<int> &path, const QList<StepDice> &dice, RollMode mode, bool flyingStart);
    /// The car whose move was typed without its path on the track: the next click places it (−1 none).
    int carToPlace() const { return m_toPlace; }
    /// Starts the active car's path again.
    void clearPath();
    void retranslate();

signals:
    void liveChanged(bool live);
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void syncTrack();
    void syncCars();
    void placeOnGrid();
    /// The cars in the setup's grid order (the order drawn), every car once.
    QList<int> gridOrder() const;
    void placeCar(int car, int node);
    /// The cars' spaces in `st` to the session as one placement (each car's distance and lane
    /// from DriveRules::orderCars, looked up by id); cars without a space are left out.
    void enterPositions(const DriveState &st, const QList<int> &cars);
    void fillPlan();
    void followTypedDice();
    void turnPlayed(int index);
    void updateNote();

    GameSession *m_session;
    GameTrackView *m_view;
    QPointer<MovePlanModel> m_plan;
    QPointer<SpaceLibrary> m_library;
    DriveDocument *m_document;
    DriveOverlayItem *m_overlay;
    QList<CarMarkerItem *> m_cars;
    QHash<int, DriveCar> m_known;  ///< per car: what the table remembers beyond its space (laps crossed…)
    bool m_live = false;
    enum class Why : quint8 { None, Incomplete, Uncovered, NoGrid };
    Why m_why = Why::None;       ///< why the cars are not on the track
    int m_uncovered = 0;
    int m_templateTiles = 0;
    int m_courseTiles = 0;
    bool m_gridPlaced = false;
    bool m_filling = false;
    int m_pathCar = -1;            ///< the car whose path was clicked (its turn moves its marker)
    QList<int> m_playedPath;       ///< that path
    int m_toPlace = -1;
    enum class PlaceWhy : quint8 { Typed, Grid, Hand };
    PlaceWhy m_placeWhy = PlaceWhy::Typed; ///< why m_toPlace has no space: a typed move, no grid space, a hand placement
    int m_gridSpaces = 0;          ///< starting spaces on the track's grid
};

} // namespace Pacenotes
