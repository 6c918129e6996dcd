// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamesetup.h"

#include <QPointer>
#include <QWidget>

class QGraphicsView;
class QLabel;
class QStackedLayout;

namespace Pacenotes {

class TrackDocument;
class TrackScene;

/**
 * The game's track, read-only: the circuit (GT) or the stage being driven (DIRT) drawn by the
 * designer's TrackScene, fitted to the panel, with its course marks; or a note that the game is
 * played from the real tiles only. The drive mode (cars on tile spaces) is to become the game's
 * track view: setDriveView() puts it in this panel's place of the picture.
 */
class GameTrackView : public QWidget
{
    Q_OBJECT
public:
    explicit GameTrackView(const GameSetup &setup, QWidget *parent = nullptr);
    ~GameTrackView() override;

    /// DIRT: shows the track of stage `stage` (0-based).
    void setStage(int stage);
    /// True when a track is drawn (not the "no digital track" note).
    bool hasTrack() const;
    QLabel *noteLabel() const { return m_note; }
    /// A tile list with nothing laid out: its tiles, as the library draws them (hidden otherwise).
    QLabel *listPicture() const { return m_listPicture; }
    /// One line above the picture (why the cars are not on it, what the spaces are); empty hides it.
    void setDriveNote(const QString &text);
    QLabel *driveNoteLabel() const { return m_driveNote; }
    TrackScene *scene() const { return m_scene; }
    TrackDocument *document() const { return m_document; }
    QGraphicsView *graphicsView() const { return m_view; }

signals:
    /// Another track is shown (a DIRT rally's next stage).
    void trackChanged();

public slots:
    /// The drive mode's view of the game, in place of the picture (nullptr: the picture again).
    void setDriveView(QWidget *view);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void load(const TrackRef &ref);
    void fit();

    GameSetup m_setup;
    TrackRef m_ref;
    TrackDocument *m_document;
    TrackScene *m_scene;
    QGraphicsView *m_view;
    QLabel *m_note;
    QLabel *m_listPicture;
    QWidget *m_notePage;
    QLabel *m_driveNote;
    QStackedLayout *m_stack;
    QPointer<QWidget> m_drive;
    QString m_error;
};

} // namespace Pacenotes
