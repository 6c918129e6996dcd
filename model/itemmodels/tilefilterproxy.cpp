// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilefilterproxy.h"

#include "tilecatalogmodel.h"

namespace Pacenotes {

TileFilterProxy::TileFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    // Only the text filter depends on data that changes (counts do not affect filtering
    // except "owned only", which follows the collection, so refilter on data changes).
    setDynamicSortFilter(true);
}

template<typename T>
void TileFilterProxy::change(T &member, const T &value)
{
    if (member == value)
        return;
    // Qt 6.4 has no beginFilterChange(); invalidateFilter() after the change does it all.
    member = value;
    invalidateFilter();
}

void TileFilterProxy::setGame(std::optional<Game> game)
{
    change(m_game, game);
}

void TileFilterProxy::setBox(const QString &boxId)
{
    change(m_box, boxId);
}

void TileFilterProxy::setLanes(int lanes)
{
    change(m_lanes, lanes);
}

void TileFilterProxy::setTerrain(std::optional<Terrain> terrain)
{
    change(m_terrain, terrain);
}

void TileFilterProxy::setDanger(std::optional<Danger> danger)
{
    change(m_danger, danger);
}

void TileFilterProxy::setText(const QString &text)
{
    change(m_text, text.trimmed());
}

void TileFilterProxy::setOwnedOnly(bool ownedOnly)
{
    change(m_ownedOnly, ownedOnly);
}

bool TileFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_game && i.data(TileCatalogModel::GameRole).toInt() != int(*m_game))
        return false;
    if (!m_box.isEmpty() && !i.data(TileCatalogModel::BoxesRole).toStringList().contains(m_box))
        return false;
    if (m_lanes > 0 && !i.data(TileCatalogModel::LanesRole).value<QList<int>>().contains(m_lanes))
        return false;
    if (m_terrain && i.data(TileCatalogModel::TerrainRole).toInt() != int(*m_terrain))
        return false;
    if (m_danger && i.data(TileCatalogModel::DangerRole).toInt() != int(*m_danger))
        return false;
    if (m_ownedOnly && i.data(TileCatalogModel::OwnedRole).toInt() <= 0)
        return false;
    if (!m_text.isEmpty()) {
        // every word must appear; ids match from their start ("10" finds 101..109)
        const QString id = i.data(TileCatalogModel::SideIdRole).toString();
        const QString all = i.data(TileCatalogModel::SearchTextRole).toString();
        const QStringList words = m_text.split(u' ', Qt::SkipEmptyParts);
        for (const QString &w : words)
            if (!id.startsWith(w, Qt::CaseInsensitive) && !all.contains(w, Qt::CaseInsensitive))
                return false;
    }
    return true;
}

} // namespace Pacenotes
