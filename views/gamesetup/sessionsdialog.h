// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QToolButton;
class QTreeView;

namespace Pacenotes {

class GameStore;
class SessionListModel;

/**
 * Game ▸ Sessions…: every game in the games file (SessionListModel), in progress, finished or
 * damaged (with why, on hover), most recently played first, with a filter. Resume (double-click
 * or Return) asks for the game to be opened where it was (resumeRequested, the dialog closes);
 * Delete asks first; Export writes the game's log as JSON (docs/game-log.md) or CSV, atomically,
 * to a file the user picks. Every failure is said in the dialog, never a crash or a lost game.
 */
class SessionsDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Filter { All, InProgress, Finished };
    using FileChooser = std::function<QString(const QString &caption, const QString &suggestedPath, const QString &filter)>;

    explicit SessionsDialog(GameStore *store, QWidget *parent = nullptr);

    void setFilter(Filter filter);
    /// Replaces the save dialog (tests); an empty answer cancels.
    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }
    /// Tells whether a game is open in a game window: such a game is not deleted (its window
    /// would go on saving into an entry that is gone).
    void setOpenCheck(std::function<bool(qint64)> isOpen) { m_isOpen = std::move(isOpen); }

    QTreeView *view() const { return m_view; }
    SessionListModel *model() const { return m_model; }
    QLabel *messageLabel() const { return m_message; }
    QPushButton *resumeButton() const { return m_resume; }
    QPushButton *deleteButton() const { return m_delete; }

    /// The selected game's id, 0 when none.
    qint64 currentSessionId() const;
    bool selectSession(qint64 id);
    /// The selected game: resumed (resumeRequested, accept), deleted after the question, exported.
    bool resumeCurrent();
    bool deleteCurrent();
    bool exportCurrent(bool csv);

signals:
    void resumeRequested(qint64 sessionId);

protected:
    void changeEvent(QEvent *event) override;

private:
    int currentRow() const;
    void updateButtons();
    void say(const QString &text, bool error);
    void retranslate();

    SessionListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QComboBox *m_filter;
    QTreeView *m_view;
    QLabel *m_message;
    QPushButton *m_resume;
    QPushButton *m_delete;
    QToolButton *m_export;
    QPushButton *m_close;
    QLabel *m_empty;
    FileChooser m_chooser;
    std::function<bool(qint64)> m_isOpen;
};

} // namespace Pacenotes
