// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>
#include <QSortFilterProxyModel>

namespace Pacenotes {

class GameSession;

/**
 * The game log as a table: for every action its headline (what happened, in one line), then
 * every ruling the referee made about it (rule code, message, rulebook reference), with the
 * round (and stage) and the car. Follows the session: a new action appends its lines, undo
 * removes them; a restored game resets. Read-only; GameLogFilterProxy filters by car and kind.
 */
class GameLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { RoundColumn, CarColumn, RuleColumn, MessageColumn, ReferenceColumn, ColumnCount };
    enum Roles {
        ActionRole = Qt::UserRole + 1, ///< index of the action in the log
        PlayerRole,                    ///< the car the action concerns, -1 for the whole game
        KindRole,                      ///< "action" for the headline; else "violation", "warning", "effect", "note"
        RuleRole,                      ///< rule code ("pit-stop"), or the action type for a headline ("turn")
        StageRole,                     ///< DIRT: 1-based stage
        RoundRole,
        IsHeadlineRole
    };

    explicit GameLogModel(GameSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// The first row of an action's lines.
    int firstRowOf(int action) const { return m_firstRow.value(action, -1); }

private:
    void reset();
    void appended(int action);
    void aboutToRemove(int action);
    void removed(int action);
    int linesOf(int action) const;

    QPointer<GameSession> m_session;
    QList<int> m_firstRow; ///< per action, its first row
    int m_rows = 0;
};

/// The game log filtered by car (its actions only, with or without the round starts and other
/// actions of the whole game) and by kind (hide notes, or show only broken rules and effects).
class GameLogFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit GameLogFilterProxy(QObject *parent = nullptr);

    /// -1: every car.
    void setCar(int car);
    int car() const { return m_car; }
    /// With a car set: also show actions of the whole game (round starts, placements).
    void setShowGeneral(bool show);
    void setShowNotes(bool show);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_car = -1;
    bool m_general = true;
    bool m_notes = true;
};

} // namespace Pacenotes
