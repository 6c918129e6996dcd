// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QPointer>

class QAction;
class QLabel;
class QMenu;
class QPushButton;
class QToolButton;

namespace Pacenotes {

class TrackDocument;

/**
 * What a first start — and any empty designer — offers: the three uses of Pacenotes, each one
 * button away: play a game at the table (File ▸ New Game…), lay out a track (the track library,
 * or tiles by hand on this table) and keep or print a score sheet (the Records menu), with the
 * Getting Started help. It floats over the middle of the designer's table while the track is
 * empty (no tile placed, no tile list) and goes away with the first tile, or when closed; a new
 * empty track brings it back. It holds only the actions the menus already have.
 */
class WelcomePanel : public QFrame
{
    Q_OBJECT
public:
    /// Floats over `table` (the designer's view) while `document` is empty.
    WelcomePanel(TrackDocument *document, QWidget *table);

    struct Actions
    {
        QAction *newGame = nullptr;
        QAction *library = nullptr;
        QList<QAction *> sheets;   ///< new solo sheet, new rally sheet, blank sheets (nullptr: a separator)
        QAction *help = nullptr;
    };
    void setActions(const Actions &actions);

    QPushButton *playButton() const { return m_play; }
    QPushButton *layOutButton() const { return m_layOut; }
    QPushButton *sheetButton() const { return m_sheet; }
    /// Whether it would show now (the track is empty and it was not closed).
    bool isWanted() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void place();

    QPointer<TrackDocument> m_document;
    QWidget *m_table;
    Actions m_actions;
    bool m_closed = false;
    QLabel *m_title;
    QLabel *m_intro;
    QPushButton *m_play;
    QLabel *m_playText;
    QPushButton *m_layOut;
    QLabel *m_layOutText;
    QPushButton *m_sheet;
    QLabel *m_sheetText;
    QMenu *m_sheetMenu;
    QPushButton *m_help;
    QToolButton *m_close;
};

} // namespace Pacenotes
