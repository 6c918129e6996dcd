// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeView;

namespace Pacenotes {

class ChampionshipStore;
class SeasonListModel;

/**
 * Game ▸ Championships…: the seasons in the championships file, the most recently changed first.
 * Open (double-click or Return), New…, Import… (a season's JSON, docs/championship.md) and Delete
 * (asked first) are asked of whoever owns the windows (ChampionshipActions) through signals.
 */
class ChampionshipsDialog : public QDialog
{
    Q_OBJECT
public:
    ChampionshipsDialog(ChampionshipStore *store, QWidget *parent = nullptr);

    QTreeView *view() const { return m_view; }
    SeasonListModel *model() const { return m_model; }
    QLabel *messageLabel() const { return m_message; }
    qint64 currentSeasonId() const;
    bool selectSeason(qint64 id);
    /// Deletes the selected season after asking (`ask` false: without asking, for tests).
    bool deleteCurrent(bool ask = true);
    void say(const QString &text, bool error = false);

signals:
    void openRequested(qint64 id);
    void newRequested();
    void importRequested();

private:
    void updateButtons();

    ChampionshipStore *m_store;
    SeasonListModel *m_model;
    QTreeView *m_view;
    QLabel *m_message;
    QPushButton *m_open;
    QPushButton *m_new;
    QPushButton *m_import;
    QPushButton *m_delete;
};

} // namespace Pacenotes
