// SPDX-License-Identifier: GPL-3.0-or-later
#include "solosheetmodel.h"

#include "records/sololapdocument.h"
#include "rules/solotiming.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
const QList<GearMarker> &gears()
{
    static const QList<GearMarker> list = SoloLapOptions::sheetGears();
    return list;
}
} // namespace

SoloSheetModel::SoloSheetModel(SoloLapDocument *doc, QObject *parent) : QAbstractTableModel(parent), m_doc(doc)
{
    // Turn t is column t; the next, empty turn is the last column. Inserting turn t is
    // therefore inserting column t, whatever t is.
    connect(doc, &SoloLapDocument::turnAboutToBeInserted, this, [this](int t) { beginInsertColumns({}, t, t); });
    connect(doc, &SoloLapDocument::turnInserted, this, [this](int) { endInsertColumns(); });
    connect(doc, &SoloLapDocument::turnAboutToBeRemoved, this, [this](int t) { beginRemoveColumns({}, t, t); });
    connect(doc, &SoloLapDocument::turnRemoved, this, [this](int) { endRemoveColumns(); });
    connect(doc, &SoloLapDocument::turnChanged, this,
            [this](int t) { emit dataChanged(index(0, t), index(rowCount() - 1, t)); });
    // Box letters (X or D/W) depend on the lap's weather.
    connect(doc, &SoloLapDocument::headerChanged, this, [this] {
        if (columnCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
    // The next box takes no turn once the lap is finished: its flags change.
    connect(doc, &SoloLapDocument::finishedChanged, this, [this] {
        const int next = columnCount() - 1;
        emit dataChanged(index(0, next), index(rowCount() - 1, next));
    });
    connect(doc, &QObject::destroyed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int SoloSheetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_doc ? 0 : int(gears().size());
}

int SoloSheetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_doc ? 0 : int(m_doc->lap().turns.size()) + 1;
}

QVariant SoloSheetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return {};
    const SoloLap &lap = m_doc->lap();
    const GearMarker gear = gears()[index.row()];
    const bool next = index.column() == lap.turns.size();
    const bool marked = !next && lap.turns[index.column()].endGear == gear;
    switch (role) {
    case Qt::DisplayRole:
        if (!marked)
            return QString();
        return SoloLapOptions::boxMark(lap.header.weather == LapWeather::Random ? lap.turns[index.column()].weather
                                                                                 : TurnWeather::None);
    case Qt::ToolTipRole:
        if (next)
            return tr("Turn %1 (next): ends in gear %2, adds %3")
                .arg(index.column() + 1)
                .arg(gear.text(), RaceTime::format(m_doc->timing().secondsFor(gear)));
        return marked ? tr("Turn %1 ended in gear %2").arg(index.column() + 1).arg(gear.text())
                      : tr("Correct turn %1 to gear %2").arg(index.column() + 1).arg(gear.text());
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case MarkedRole:
        return marked;
    case GearRole:
        return gear.text();
    case SecondsRole:
        return m_doc->timing().secondsFor(gear);
    case IsNextTurnRole:
        return next;
    default:
        return {};
    }
}

QVariant SoloSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_doc)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        if (role == Qt::DisplayRole)
            //: A turn column on the solo score sheet: T1, T2...
            return tr("T%1").arg(section + 1);
        if (role == Qt::ToolTipRole)
            return section == m_doc->lap().turns.size() ? tr("The next turn") : tr("Turn %1").arg(section + 1);
        return {};
    }
    if (section < 0 || section >= rowCount())
        return {};
    const GearMarker gear = gears()[section];
    if (role == Qt::DisplayRole)
        return u"%1  ×%2"_s.arg(gear.text(), RaceTime::format(m_doc->timing().secondsFor(gear)));
    if (role == Qt::ToolTipRole)
        return tr("Ending a turn in gear %1 adds %2").arg(gear.text(), RaceTime::format(m_doc->timing().secondsFor(gear)));
    if (role == GearRole)
        return gear.text();
    return {};
}

Qt::ItemFlags SoloSheetModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return Qt::NoItemFlags;
    const bool next = index.column() == m_doc->lap().turns.size();
    if (next && m_doc->lap().finished)
        return Qt::NoItemFlags; // a finished lap takes no new turn
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

bool SoloSheetModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return false;
    const bool tick = value.typeId() == QMetaType::QString ? value.toString().trimmed().compare(u"X"_s, Qt::CaseInsensitive) == 0
                                                          : value.toBool();
    if (!tick)
        return false; // a turn always ends in some gear: untick by ticking another box
    const GearMarker gear = gears()[index.row()];
    if (index.column() == m_doc->lap().turns.size())
        return m_doc->appendTurn(gear, m_doc->lap().header.weather == LapWeather::Random ? m_nextWeather
                                                                                         : TurnWeather::None);
    return m_doc->setTurnGear(index.column(), gear);
}

} // namespace Pacenotes
