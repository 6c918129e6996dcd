// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championship.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace Pacenotes {

class GameStore;

/**
 * Season ▸ Add a Finished Game…: the finished games of the games file that a season can hold (GT
 * races, DIRT stages and rallies), most recent first; a game already in the season is shown but
 * cannot be added twice. Choosing one replays it from the file (GameSession::resume), makes its
 * event (ChampionshipImport: the finishing order, retirements, stage times) and previews it with
 * the drivers it would add and anything the season refuses (another game, a race ended early).
 */
class AddGameDialog : public QDialog
{
    Q_OBJECT
public:
    AddGameDialog(GameStore *store, const Championship &season, QWidget *parent = nullptr);

    bool selectSession(qint64 id);
    /// The chosen game's event, its entries naming the season's drivers (and the new ones).
    ChampionshipEvent event() const { return m_event.value_or(ChampionshipEvent{}); }
    QList<ChampionshipDriver> newDrivers() const { return m_newDrivers; }

    QTreeWidget *list() const { return m_list; }
    QLabel *preview() const { return m_preview; }
    QPushButton *okButton() const;

private:
    void fill();
    void load(qint64 id);

    GameStore *m_store;
    Championship m_season;
    std::optional<ChampionshipEvent> m_event;
    QList<ChampionshipDriver> m_newDrivers;
    QTreeWidget *m_list;
    QLabel *m_preview;
    QDialogButtonBox *m_buttons;
};

} // namespace Pacenotes
