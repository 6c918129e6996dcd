// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QPointer>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace Pacenotes {

class LapsBestsModel;
class LapsHistoryModel;
class RallyHistoryModel;
class RecordsDatabase;

/**
 * The records: every solo lap (filter by track or driver), the personal bests per driver ×
 * track × car category × tires, and every rally with its leader. Opens, prints, deletes
 * records and exports them as CSV. Follows the database live.
 */
class RecordsHistoryWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum Tab { LapsTab, BestsTab, RalliesTab };

    explicit RecordsHistoryWindow(RecordsDatabase *db, QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    QTableView *lapsView() const { return m_laps; }
    QTableView *bestsView() const { return m_bests; }
    QTableView *ralliesView() const { return m_rallies; }
    QLineEdit *filterEdit() const { return m_filter; }
    LapsHistoryModel *lapsModel() const { return m_lapsModel; }
    RallyHistoryModel *ralliesModel() const { return m_ralliesModel; }

    /// The records shown in the current tab, in view order (what Export CSV writes).
    QList<qint64> visibleIds() const;
    /// Writes the current tab's records to `path`; false with a message on failure.
    bool exportCsv(const QString &path, QString *error) const;

signals:
    void openLapRequested(qint64 id);
    void openRallyRequested(qint64 id);

private:
    void openCurrent();
    void printCurrent();
    void deleteCurrent();
    void exportCurrent();
    void updateStatus();
    qint64 currentId() const;

    QPointer<RecordsDatabase> m_db;
    LapsHistoryModel *m_lapsModel;
    LapsBestsModel *m_bestsModel;
    RallyHistoryModel *m_ralliesModel;
    QSortFilterProxyModel *m_lapsProxy;
    QSortFilterProxyModel *m_bestsProxy;
    QSortFilterProxyModel *m_ralliesProxy;
    QTabWidget *m_tabs;
    QLineEdit *m_filter;
    QCheckBox *m_finishedOnly;
    QTableView *m_laps;
    QTableView *m_bests;
    QTableView *m_rallies;
    QLabel *m_status;
};

} // namespace Pacenotes
