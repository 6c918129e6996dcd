// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace Pacenotes {

/**
 * Narrows the palette: game, box, lane count, terrain, danger colour, free text (id, terrain,
 * markings...) and "only tiles I own". Each filter left unset lets everything through.
 * Works on TileCatalogModel's roles.
 */
class TileFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TileFilterProxy(QObject *parent = nullptr);

    void setGame(std::optional<Game> game);
    void setBox(const QString &boxId);        ///< empty: any box
    void setLanes(int lanes);                 ///< 0: any; else a road edge with that many lanes
    void setTerrain(std::optional<Terrain> terrain);
    void setDanger(std::optional<Danger> danger);
    void setText(const QString &text);
    void setOwnedOnly(bool ownedOnly);

    std::optional<Game> game() const { return m_game; }
    QString box() const { return m_box; }
    int lanes() const { return m_lanes; }
    std::optional<Terrain> terrain() const { return m_terrain; }
    std::optional<Danger> danger() const { return m_danger; }
    QString text() const { return m_text; }
    bool ownedOnly() const { return m_ownedOnly; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    template<typename T>
    void change(T &member, const T &value);

    std::optional<Game> m_game;
    QString m_box;
    int m_lanes = 0;
    std::optional<Terrain> m_terrain;
    std::optional<Danger> m_danger;
    QString m_text;
    bool m_ownedOnly = false;
};

} // namespace Pacenotes
