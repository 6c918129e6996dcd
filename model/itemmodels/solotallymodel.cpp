// SPDX-License-Identifier: GPL-3.0-or-later
#include "solotallymodel.h"

#include "records/sololapdocument.h"
#include "rules/solotiming.h"

namespace Pacenotes {

SoloTallyModel::SoloTallyModel(SoloLapDocument *doc, QObject *parent) : QAbstractTableModel(parent), m_doc(doc)
{
    connect(doc, &SoloLapDocument::changed, this,
            [this] { emit dataChanged(index(0, TurnsColumn), index(rowCount() - 1, SubtotalColumn)); });
    connect(doc, &QObject::destroyed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int SoloTallyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_doc ? 0 : int(SoloLapOptions::sheetGears().size());
}

int SoloTallyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_doc ? 0 : ColumnCount;
}

QVariant SoloTallyModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return {};
    const GearMarker gear = SoloLapOptions::sheetGears()[index.row()];
    const int seconds = m_doc->timing().secondsFor(gear);
    const int turns = m_doc->lap().turnsInGear(gear);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case GearColumn: return gear.text();
        case SecondsColumn: return tr("× %1").arg(RaceTime::format(seconds));
        case TurnsColumn: return turns;
        case SubtotalColumn: return RaceTime::format(turns * seconds);
        }
    }
    if (role == SecondsValueRole) {
        switch (index.column()) {
        case SecondsColumn: return seconds;
        case SubtotalColumn: return turns * seconds;
        case TurnsColumn: return turns;
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return int(index.column() == GearColumn ? Qt::AlignCenter : Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant SoloTallyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case GearColumn: return tr("Gear");
    case SecondsColumn: return tr("Time");
    case TurnsColumn: return tr("Turns");
    case SubtotalColumn: return tr("Subtotal");
    }
    return {};
}

} // namespace Pacenotes
