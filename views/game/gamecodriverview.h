// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QSplitter;
class QTimer;

namespace Pacenotes {

class CoDriverPanel;
class GameSession;
class RoadAheadEditor;

/**
 * The co-driver in a game: the car whose turn it is, as it stands at the start of its move (gear,
 * tokens, damage, the race's rules — read from the session, never typed), the road ahead as the
 * players type it off the tiles, and the co-driver's panel weighing every plan. Its "use this
 * plan" (panel()->usePlanRequested) is an intent the game window hands to the referee assistant.
 * It asks only while it is shown (the search is heavy on a shared machine), again after each
 * action, each change of the road and when it is shown again. The road stays as typed from turn
 * to turn; a digital track's space graph is to feed it later (RoadAheadSource).
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

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void stale();
    void retranslate();

    GameSession *m_session;
    QLabel *m_car;
    QSplitter *m_split;
    RoadAheadEditor *m_road;
    CoDriverPanel *m_panel;
    QTimer *m_pause;
    int m_askedCar = -1;
    bool m_stale = true;
};

} // namespace Pacenotes
