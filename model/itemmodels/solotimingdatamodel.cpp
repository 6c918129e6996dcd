// SPDX-License-Identifier: GPL-3.0-or-later
#include "solotimingdatamodel.h"

#include "game/gamedatadocument.h"
#include "game/gamedatatext.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

SoloTimingDataModel::SoloTimingDataModel(GameDataDocument *doc, QObject *parent)
    : GameDataModel(doc, GameDataKind::SoloTiming, parent)
{
    m_rows = readRows();
}

QStringList SoloTimingDataModel::fields()
{
    QStringList f = SoloTiming::endGears();
    f << u"secondsPerFocusToken"_s;
    return f;
}

QList<GameDataItem> SoloTimingDataModel::readRows() const
{
    // Rows are told apart by `index`: their values are fields of one solo timing.
    QList<GameDataItem> rows;
    for (int i = 0; i < fields().size(); ++i) {
        GameDataItem row = GameDataItem::soloTiming({});
        row.index = i;
        rows << row;
    }
    return rows;
}

QStringList SoloTimingDataModel::columns() const
{
    return {{}, u"seconds"_s};
}

GameDataItem SoloTimingDataModel::itemAt(const QModelIndex &index) const
{
    if (!isCell(index))
        return {};
    GameDataItem item = m_rows.at(index.row());
    if (index.column() == 1) {
        item = GameDataItem::soloTiming(fields().at(index.row()));
    }
    return item;
}

QModelIndex SoloTimingDataModel::indexOf(const GameDataItem &item) const
{
    if (item.kind != GameDataKind::SoloTiming)
        return {};
    const int row = int(fields().indexOf(item.field));
    return row < 0 ? QModelIndex() : index(row, 1);
}

bool SoloTimingDataModel::reset(const QModelIndex &index)
{
    return isCell(index) && GameDataModel::reset(index.siblingAtColumn(1));
}

QString SoloTimingDataModel::labelTitle(int) const
{
    return tr("End of the turn");
}

QVariant SoloTimingDataModel::label(const GameDataItem &row, int, int role) const
{
    const QString field = fields().value(row.index);
    const bool focus = field == u"secondsPerFocusToken";
    if (role == Qt::DisplayRole)
        return focus ? tr("Each Focus token left (taken off)") : tr("In gear %1").arg(field);
    if (role == Qt::ToolTipRole)
        return focus ? tr("The seconds each Focus token left at the end of the lap takes off the track time.")
                     : tr("The seconds a turn adds to the track time when it ends in gear %1.").arg(field);
    return {};
}

} // namespace Pacenotes
