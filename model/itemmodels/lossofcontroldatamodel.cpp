// SPDX-License-Identifier: GPL-3.0-or-later
#include "lossofcontroldatamodel.h"

#include "game/gamedatadocument.h"
#include "game/gamedatatext.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

LossOfControlDataModel::LossOfControlDataModel(GameDataDocument *doc, QObject *parent)
    : GameDataModel(doc, GameDataKind::LossOfControl, parent)
{
    m_rows = readRows();
}

QList<GameDataItem> LossOfControlDataModel::readRows() const
{
    QList<GameDataItem> rows;
    for (const LossOfControlRow &r : document()->data().lossOfControl().rows())
        rows << GameDataItem::lossOfControl(r.gear);
    std::sort(rows.begin(), rows.end(), [](const GameDataItem &a, const GameDataItem &b) { return a.gear < b.gear; });
    return rows;
}

QStringList LossOfControlDataModel::columns() const
{
    return {{}, u"marker"_s, u"yellow"_s, u"orange"_s, u"red"_s};
}

QString LossOfControlDataModel::labelTitle(int) const
{
    return tr("Gear at the Loss of Control");
}

QVariant LossOfControlDataModel::label(const GameDataItem &row, int, int role) const
{
    if (role == Qt::DisplayRole)
        return tr("Gear %1").arg(row.gear);
    if (role == Qt::ToolTipRole)
        return tr("A Loss of Control in gear %1: the gear marker the car gets (0: it skids on the track; 00: it "
                  "leaves the track) and the Damage tokens to draw by the danger colour of the tile.")
            .arg(row.gear);
    return {};
}

} // namespace Pacenotes
