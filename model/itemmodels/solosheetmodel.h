// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/sololapoptions.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class SoloLapDocument;

/**
 * The turn grid of the GT solo score sheet: one row per gear (6, 5, 4, 3, 2, 1, 0, 00), one
 * column per turn plus the next, empty turn. A box holds X (or D/W with random weather) where
 * the turn ended in that row's gear. setData() on a box asks the document to write that gear
 * for the turn (the next column appends a turn), so every edit is an undo command.
 */
class SoloSheetModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles {
        MarkedRole = Qt::UserRole + 1, ///< bool: the box is ticked
        GearRole,                      ///< QString: the row's gear ("6".."00")
        SecondsRole,                   ///< int: seconds the row's gear adds
        IsNextTurnRole,                ///< bool: the column is the next, still empty turn
    };

    explicit SoloSheetModel(SoloLapDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// Any true value (or "X"): the turn in this column ended in this row's gear.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// With random weather: the letter (D or W) written for turns added through setData().
    void setNextTurnWeather(TurnWeather weather) { m_nextWeather = weather; }

private:
    QPointer<SoloLapDocument> m_doc;
    TurnWeather m_nextWeather = TurnWeather::None;
};

} // namespace Pacenotes
