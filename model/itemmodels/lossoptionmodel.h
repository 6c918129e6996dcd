// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QPointer>

namespace Pacenotes {

class MovePlanModel;

/**
 * After a failed Flat Out roll: where the Loss of Control can happen once the rolled dice are laid
 * out again (GT p. 15, DIRT p. 16). Row 0 is the plan as laid out; the others are the re-layouts
 * the referee lists along the planned path, each with its space, gear, cause, the marker and the
 * Damage tokens (GT). choose() tells the plan model; CurrentRole marks the choice.
 */
class LossOptionModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        OptionRole = Qt::UserRole + 1, ///< -1 for the plan as laid out, else the option's index
        StepRole,                      ///< 0-based step where control is lost
        GearRole,
        DangerRole,                    ///< danger colour id
        MarkerRole,                    ///< GT: "0" or "00"
        TokensRole,                    ///< GT: Damage tokens (-1 unknown)
        DiceRole,                      ///< the dice as laid out again, "4 5 6 C"
        CurrentRole
    };

    explicit LossOptionModel(MovePlanModel *plan, QObject *parent = nullptr);

    bool choose(int row);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QPointer<MovePlanModel> m_plan;
    int m_rows = 0;
};

} // namespace Pacenotes
