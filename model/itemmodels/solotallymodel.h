// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class SoloLapDocument;

/**
 * The right-hand side of the solo score sheet: per gear row, the seconds it adds, how many
 * turns ended in it and the row's subtotal ("x 0:10 = 0:30"). Read-only; follows the document.
 */
class SoloTallyModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { GearColumn, SecondsColumn, TurnsColumn, SubtotalColumn, ColumnCount };
    enum Roles { SecondsValueRole = Qt::UserRole + 1 }; ///< int seconds for time columns

    explicit SoloTallyModel(SoloLapDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QPointer<SoloLapDocument> m_doc;
};

} // namespace Pacenotes
