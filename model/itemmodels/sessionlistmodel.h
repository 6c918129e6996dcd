// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamestore.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <memory>

namespace Pacenotes {

class GameSession;

/**
 * The sessions list: every game in the games file, most recently played first — in progress,
 * finished, or damaged (with why). Intents: resume a game exactly where it was, delete it,
 * export its log as JSON (docs/game-log.md) or CSV. Follows the store (reset on every change).
 */
class SessionListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, KindColumn, PlayersColumn, StatusColumn, RoundColumn, PlayedColumn, ColumnCount };
    enum Roles {
        SessionIdRole = Qt::UserRole + 1,
        StatusRole,                    ///< "in-progress", "finished", "damaged"
        KindRole,                      ///< "gt-race", "gt-solo", "dirt-stage", "dirt-rally"
        ProblemRole                    ///< why a game is damaged or resumes early (translated)
    };

    explicit SessionListModel(GameStore *store, QObject *parent = nullptr);

    const SessionInfo &session(int row) const { return m_sessions[row]; }
    /// The most recent game still in progress (what the next start offers to resume), or -1.
    int resumableRow() const;
    /// The game at `row`, replayed to where it was; nullptr with `problem` when it cannot be read
    /// (the entry is then marked damaged). A game resumed before an unreadable action also sets `problem`.
    std::unique_ptr<GameSession> resume(int row, QString *problem, QObject *parent = nullptr) const;
    bool remove(int row, QString *error = nullptr);
    /// Writes the game's log (setup, actions, rulings, state) atomically.
    bool exportJson(int row, const QString &path, QString *error = nullptr) const;
    bool exportCsv(int row, const QString &path, QString *error = nullptr) const;
    void refresh();
    /// The last problem reading the list, or empty.
    QString error() const { return m_error; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QPointer<GameStore> m_store;
    QList<SessionInfo> m_sessions;
    QString m_error;
};

} // namespace Pacenotes
