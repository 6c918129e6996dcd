// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace Pacenotes {

class CarDashboardView;
class DashboardPanel;
class GameCoDriverView;
class GameDataActions;
class GameDrive;
class GameLogPanel;
class GameSession;
class GameTrackView;
class RefereePanel;
class RoundTrackerPanel;
class SpaceLibrary;

/**
 * A game at the table in a window of its own, beside the designer: the referee assistant in the
 * middle, the large dashboard of the car whose turn it is on the left, the round tracker, the
 * game log, the co-driver and the track as tabs on the right, a compact row per car along the
 * bottom. Its own undo (Ctrl+Z walks back through the game, never the designer's track), "Next"
 * on Return, retire a car, end the game, export the log. The co-driver's "use this plan" lays the
 * plan out in the referee assistant. Owns the session; every action is saved as it is played,
 * so closing the window loses nothing (GameController::resumeGame opens it again).
 */
class GameWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit GameWindow(std::unique_ptr<GameSession> session, QWidget *parent = nullptr);
    ~GameWindow() override;

    GameSession *session() const { return m_session.get(); }
    RefereePanel *referee() const { return m_referee; }
    DashboardPanel *dashboards() const { return m_dashboards; }
    CarDashboardView *carView() const { return m_carView; }
    RoundTrackerPanel *tracker() const { return m_tracker; }
    GameLogPanel *logPanel() const { return m_log; }
    GameTrackView *trackView() const { return m_track; }
    GameCoDriverView *coDriver() const { return m_coDriver; }
    QDockWidget *coDriverDock() const { return m_coDriverDock; }
    /// The cars on the digital track (the Track tab), when the track has space data.
    GameDrive *drive() const { return m_drive; }
    /// The space data to drive on (the user's library over the templates): with it, the Track
    /// tab puts the cars on the track's spaces when it can; nullptr: the picture only.
    void setSpaceLibrary(SpaceLibrary *library);
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *endAction() const { return m_end; }
    QMenu *retireMenu() const { return m_retireMenu; }
    /// The game-data editor the dashboards' markers open.
    void setGameDataActions(GameDataActions *actions);
    /// Writes the log (docs/game-log.md) or the CSV; false with a message on failure.
    bool exportLog(const QString &path, bool csv, QString *error = nullptr) const;

signals:
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    static constexpr int kShortWindow = 760;
    void createDocks();
    void arrangeDocks();
    void keepTabTitlesWhole();
    void createMenus();
    void retranslate();
    void updateTitle();
    void fillRetireMenu();
    void retire(int car);
    void endGame();
    void nextStage();
    void chooseExport(bool csv);
    void say(const QString &text);

    std::unique_ptr<GameSession> m_session;
    RefereePanel *m_referee;
    DashboardPanel *m_dashboards;
    CarDashboardView *m_carView;
    QPointer<GameDataActions> m_dataActions;
    RoundTrackerPanel *m_tracker;
    GameLogPanel *m_log;
    GameTrackView *m_track;
    GameCoDriverView *m_coDriver;
    GameDrive *m_drive = nullptr;
    QDockWidget *m_dashboardsDock;
    QDockWidget *m_carDock;
    QDockWidget *m_trackerDock;
    QDockWidget *m_logDock;
    QDockWidget *m_trackDock;
    QDockWidget *m_coDriverDock;
    QMenu *m_gameMenu;
    QMenu *m_editMenu;
    QMenu *m_viewMenu;
    QMenu *m_retireMenu;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_end;
    QAction *m_exportJson;
    QAction *m_exportCsv;
    QAction *m_close;
    QLabel *m_saved;
    bool m_arranged = false;
};

} // namespace Pacenotes
