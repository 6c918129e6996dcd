// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace Pacenotes {

class RecordsDatabase;
class RecordsHistoryWindow;
class SheetWindow;

/**
 * The score sheets' entry points: the "Records" menu (new solo sheet, new rally sheet,
 * history, printing blank sheets), the records database they share (opened on first use in
 * the user's data location) and the open sheet windows (a record opens once; asking again
 * raises its window).
 */
class RecordsActions : public QObject
{
    Q_OBJECT
public:
    /// `databasePath` empty: RecordsDatabase::defaultPath(). `dialogParent` parents windows.
    explicit RecordsActions(QWidget *dialogParent, const QString &databasePath = {});
    ~RecordsActions() override;

    /// A "Records" menu with every action (owned by `parent`).
    QMenu *createMenu(QWidget *parent) const;

    QAction *newSoloAction() const { return m_newSolo; }
    QAction *newRallyAction() const { return m_newRally; }
    QAction *blankSoloAction() const { return m_blankSolo; }
    QAction *blankRallyAction() const { return m_blankRally; }

    /// Opens the database if needed; tells the user once when it cannot be opened.
    RecordsDatabase *database();
    QString databaseError() const { return m_dbError; }

    SheetWindow *newSoloSheet();
    /// The name of the track open in the designer, which a new solo sheet offers.
    void setCurrentTrack(std::function<QString()> name) { m_currentTrack = std::move(name); }
    SheetWindow *newRallySheet();
    SheetWindow *openLap(qint64 id);
    SheetWindow *openRally(qint64 id);
    RecordsHistoryWindow *showHistory();
    QList<SheetWindow *> openSheets() const;

private:
    SheetWindow *findSheet(bool rally, qint64 id) const;
    SheetWindow *track(SheetWindow *window, bool rally);
    void printBlank(bool rally);

    QPointer<QWidget> m_parent;
    QString m_path;
    RecordsDatabase *m_db;
    bool m_triedOpen = false;
    QString m_dbError;
    QAction *m_newSolo;
    QAction *m_newRally;
    QAction *m_history;
    QAction *m_blankSolo;
    QAction *m_blankRally;
    QList<QPointer<SheetWindow>> m_soloWindows;
    QList<QPointer<SheetWindow>> m_rallyWindows;
    QPointer<RecordsHistoryWindow> m_historyWindow;
    std::function<QString()> m_currentTrack;
};

} // namespace Pacenotes
