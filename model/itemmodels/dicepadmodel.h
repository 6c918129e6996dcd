// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/moveplan.h"

#include <QAbstractListModel>
#include <QPointer>

namespace Pacenotes {

class MovePlanModel;

/**
 * The referee assistant's dice pad: one row per key (Gear 1-6, Coast, Brake, Boost, Leader,
 * Redline) in that order, each enabled only while the car's dashboard still has such a die this
 * turn (after damage, each Gear die once). press() lays the die in the plan. The rows follow the
 * plan model; a key the game or the car never has is marked not available (AvailableRole).
 */
class DicePadModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        KeyRole = Qt::UserRole + 1, ///< the keyboard key: '1'..'6', 'C', 'B', 'A', 'L', 'R' (DisplayRole: the die's letter)
        KindRole,                   ///< die kind id for its colour: "gear", "coast", "brake", "boost", "leader"
        EnabledRole,
        AvailableRole,              ///< the game and the car have this die at all
        UsedRole,                   ///< dice of the kind placed this turn
        AllowedRole                 ///< dice of the kind the dashboard allows this turn
    };

    explicit DicePadModel(MovePlanModel *plan, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

    static DieKey keyAt(int row) { return DieKey(row); }
    bool press(int row);

private:
    bool available(DieKey key) const;

    QPointer<MovePlanModel> m_plan;
};

} // namespace Pacenotes
