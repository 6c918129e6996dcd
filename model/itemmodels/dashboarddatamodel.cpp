// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboarddatamodel.h"

#include "game/gamedatadocument.h"
#include "game/gamedatatext.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

DashboardDataModel::DashboardDataModel(GameDataDocument *doc, Game game, QObject *parent)
    : GameDataModel(doc, game == Game::GT ? GameDataKind::GtDashboards : GameDataKind::DirtDashboards, parent), m_game(game)
{
    m_rows = readRows();
}

QList<GameDataItem> DashboardDataModel::readRows() const
{
    QList<GameDataItem> rows;
    for (const DashboardRow &r : document()->data().dashboards(m_game).rows())
        rows << GameDataItem::dashboard(m_game, r.carClass, r.tyres, r.condition);
    return rows;
}

QStringList DashboardDataModel::columns() const
{
    // GT has no Leader dice; DIRT shows them next to the Coast dice they replace.
    if (m_game == Game::GT)
        return {{}, {}, {}, u"gear"_s, u"coast"_s, u"brake"_s, u"boost"_s, u"hazardLimit"_s};
    return {{}, {}, {}, u"gear"_s, u"coast"_s, u"leader"_s, u"brake"_s, u"boost"_s, u"hazardLimit"_s};
}

QString DashboardDataModel::labelTitle(int column) const
{
    switch (column) {
    case 0: return tr("Class");
    case 1: return tr("Tyres");
    case 2: return m_game == Game::GT ? tr("Weather") : tr("Road");
    default: break;
    }
    return {};
}

QVariant DashboardDataModel::label(const GameDataItem &row, int column, int role) const
{
    if (role == Qt::ToolTipRole)
        return GameDataText::rowName(row, document()->data());
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case 0: return row.carClass;
    case 1: return RulesText::tyresName(row.tyres);
    case 2: return RulesText::conditionName(row.condition);
    default: break;
    }
    return {};
}

} // namespace Pacenotes
