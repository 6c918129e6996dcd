// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedatamodel.h"

namespace Pacenotes {

/**
 * The DIRT Time cards as a tree: one row per deck (its gear, cards and front seconds) with a
 * child row per kind of 0 side (Spinout, Crash with its damage marks, SISU with its gear, and
 * how many cards show it). The 0 sides of a deck share one provenance.
 */
class TimeCardDataModel : public GameDataModel
{
    Q_OBJECT
public:
    explicit TimeCardDataModel(GameDataDocument *doc, QObject *parent = nullptr);

    GameDataItem itemAt(const QModelIndex &index) const override;
    QModelIndex indexOf(const GameDataItem &item) const override;
    /// A deck's row also resets its 0 sides.
    bool canReset(const QModelIndex &index) const override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    QList<GameDataItem> readRows() const override;
    QStringList columns() const override;
    QVariant label(const GameDataItem &row, int column, int role) const override;
    void refresh() override;

private:
    QList<int> readBackCounts() const;
    QList<int> m_backs; ///< 0 sides per deck row
};

} // namespace Pacenotes
