// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/rallysheetlayout.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class RallyDocument;

/**
 * The DIRT rally sheet as a table: the sheet's rows (RallySheetLayout, with a Retired row per
 * stage) down, one column per player across, as on paper. Times are edited as m:ss text,
 * penalty tokens as a number, damage as G/C/B, the spare tire as Y/N, retirement as a check
 * box; overall, final time and position are computed. Every setData() goes through the
 * document's intents (undo commands); refused input returns false and the document says why.
 */
class RallySheetModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles {
        RowKindRole = Qt::UserRole + 1, ///< int(RallySheetLayout::RowKind)
        StageRole,                      ///< int stage, -1 for the final rows
        SecondsRole,                    ///< int: the counted time of time rows (stage time with penalty...)
        PositionRole,                   ///< int: rank after the row's stage (overall, final, position rows)
        ComputedRole,                   ///< bool: the value is derived, not written by the player
    };

    explicit RallySheetModel(RallyDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /// Horizontal header EditRole: renames the player.
    bool setHeaderData(int section, Qt::Orientation orientation, const QVariant &value, int role = Qt::EditRole) override;

    RallySheetLayout::Row rowAt(int row) const { return m_rows.value(row); }
    /// The table row of a row kind and stage, or -1.
    int rowOf(RallySheetLayout::RowKind kind, int stage) const;

private:
    QList<RallySheetLayout::Row> layout() const;
    void relayout();
    void refreshAll();

    QPointer<RallyDocument> m_doc;
    QList<RallySheetLayout::Row> m_rows;
};

} // namespace Pacenotes
