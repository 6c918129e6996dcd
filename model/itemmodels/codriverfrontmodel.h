// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver/codriver.h"

#include <QAbstractTableModel>

namespace Pacenotes {

/**
 * The co-driver's front as a table, furthest on average first: the dice, the expected distance,
 * the chance of a Loss of Control, Focus/Seconds, damage, DIRT seconds, the most likely end of
 * the turn and how to roll the dice (last: the longest text). An adapter over a copy of the result; while the search runs
 * it shows the plans found so far (not yet checked by the referee).
 */
class CoDriverFrontModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { DiceColumn, DistanceColumn, RiskColumn, TokensColumn, DamageColumn, SecondsColumn, EndColumn, StyleColumn, ColumnCount };
    Q_ENUM(Column)
    enum Roles {
        DistanceRole = Qt::UserRole + 1, ///< double, expected distance
        RiskRole,                        ///< double, P(Loss of Control) as played
        TokensRole,                      ///< double, expected Focus/Seconds gained minus spent
        DamageRole,                      ///< double, expected Damage tokens
        SecondsRole,                     ///< double, DIRT: expected seconds added to the stage time
        FlatOutRole,                     ///< bool, rolled Flat Out
        RiskProgressFrontRole,           ///< bool, no plan both further and safer
        SuggestedRole,                   ///< QStringList, attitude ids suggesting this plan
        InstructionRole,                 ///< QString, translated: how to roll it
        CheckedRole,                     ///< bool, the referee has seen it (false while searching)
    };
    Q_ENUM(Roles)

    explicit CoDriverFrontModel(QObject *parent = nullptr);

    /// A finished (or cancelled) search; `game` decides the tokens' name and the seconds column.
    void setResult(const CoDriverResult &result, Game game);
    /// The plans found so far by a running search.
    void setPartial(const QList<CoDriverPlan> &front, Game game);
    void clear();

    const QList<CoDriverPlan> &plans() const { return m_plans; }
    const CoDriverPlan *plan(int row) const { return row >= 0 && row < m_plans.size() ? &m_plans[row] : nullptr; }
    /// The row suggested for an attitude, or -1.
    int suggestedRow(Attitude a) const;
    Game game() const { return m_game; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QString toolTip(const CoDriverPlan &p) const;

    QList<CoDriverPlan> m_plans;
    QList<Suggestion> m_suggestions;
    Game m_game = Game::GT;
};

} // namespace Pacenotes
