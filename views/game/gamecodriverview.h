// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver/codriver.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QSplitter;
class QTimer;

namespace Pacenotes {

class CoDriverPanel;
class GameDrive;
class GameSession;
class RoadAheadEditor;

/**
 * The co-driver in a game: the car whose turn it is, as it stands at the start of its move (gear,
 * tokens, damage, the race's rules — read from the session, never typed), the road ahead as the
 * players type it off the tiles, and the co-driver's panel weighing every plan. Its "use this
 * plan" (panel()->usePlanRequested) is an intent the game window hands to the referee assistant.
 * It asks only while it is shown (the search is heavy on a shared machine), again after each
 * action, each change of the road and when it is shown again. The road stays as typed from turn
 * to turn. When the game's track view is live (GameDrive), "Road: from the track" reads the road
 * off the track's spaces for the car whose turn it is (TrackRoadAhead) instead, and a plan taken
 * is drawn on the track too, so the car's marker follows it.
 */
class GameCoDriverView : public QWidget
{
    Q_OBJECT
public:
    explicit GameCoDriverView(GameSession *session, QWidget *parent = nullptr);
    ~GameCoDriverView() override;

    RoadAheadEditor *road() const { return m_road; }
    CoDriverPanel *panel() const { return m_panel; }
    QLabel *carLabel() const { return m_car; }
    /// The car the co-driver was last asked about (-1: none, it is not a turn).
    int askedCar() const { return m_askedCar; }
    /// Asks now (not after the short pause that follows an edit), when it is a car's turn.
    void askNow();
    /// The game's track view: with it live, the road can come from the track.
    void setDrive(GameDrive *drive);
    QComboBox *roadModeBox() const { return m_roadMode; }
    /// The road is read off the digital track.
    bool roadFromTrack() const;
    /// The question last put to the co-driver.
    const CoDriverRequest &request() const { return m_request; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void stale();
    void retranslate();
    void updateRoadMode();
    void planTaken();

    GameSession *m_session;
    QLabel *m_car;
    QComboBox *m_roadMode;
    QLabel *m_trackProblem;
    QPointer<GameDrive> m_drive;
    CoDriverRequest m_request;
    QSplitter *m_split;
    RoadAheadEditor *m_road;
    CoDriverPanel *m_panel;
    QTimer *m_pause;
    int m_askedCar = -1;
    bool m_stale = true;
};

} // namespace Pacenotes
