// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/collection.h"
#include "track/track.h"

#include <QAbstractListModel>
#include <QHash>
#include <QMap>

namespace Pacenotes {

class TileCatalog;

/**
 * The tile sides the designer's palette offers, one row each, with how many physical copies
 * the user's boxes hold and how many are still free on the table.
 *
 * Two modes: the whole catalog, or — when the track carries a tile list (a rulebook layout)
 * and whole-catalog mode is not asked for — exactly the sides of that list, with how many of
 * each the list requires and how many are placed.
 *
 * An adapter: it reads the catalog, the collection and the track it is given and never
 * changes any of them.
 */
class TileCatalogModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        SideIdRole = Qt::UserRole + 1, ///< QString, canonical id "103b"
        NumberRole,                    ///< int, the physical tile number
        GameRole,                      ///< int (Game)
        TerrainRole,                   ///< int (Terrain)
        DangerRole,                    ///< int (Danger)
        TileRoleRole,                  ///< int (TileRole)
        LanesRole,                     ///< QList<int>: distinct lane counts at its road edges
        BoxesRole,                     ///< QStringList: ids of the boxes holding the tile
        OwnedRole,                     ///< int: physical copies in the user's boxes
        UsedRole,                      ///< int: copies on the table (either side counts)
        FreeRole,                      ///< int: Owned − Used (negative: over-used)
        PlacedRole,                    ///< int: copies of this side on the table
        RequiredRole,                  ///< int: copies of this side the tile list asks for (0 if none)
        SearchTextRole,                ///< QString: what the text filter matches against
    };
    Q_ENUM(Roles)

    static constexpr const char *kMimeType = "application/x-pacenotes-tile-side";

    explicit TileCatalogModel(const TileCatalog &catalog, QObject *parent = nullptr);

    const TileCatalog &catalog() const { return m_catalog; }

    void setCollection(const Collection &collection);
    /// Counts the copies on the table and follows the track's tile list.
    void setTrack(const Track &track);
    /// Shows the whole catalog even when the track has a tile list.
    void setShowWholeCatalog(bool whole);
    /// True when the rows are the track's tile list.
    bool isListMode() const { return m_listMode; }
    /// Placed and required tiles of the list (0, 0 outside list mode).
    int listPlaced() const;
    int listRequired() const;

    /// The row of a side id, or -1.
    int rowOf(const QString &sideId) const;
    QString sideIdAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

    /// The side id carried by palette drag data, or empty.
    static QString sideIdFromMime(const QMimeData *mime);

signals:
    /// The rows changed between the whole catalog and the tile list.
    void listModeChanged(bool listMode);

private:
    void rebuildRows();
    QString toolTip(int sideIndex) const;
    void countsChanged();

    const TileCatalog &m_catalog;
    Collection m_collection;
    QList<int> m_rows;             ///< indices into catalog.sides()
    QList<TileCount> m_tileList;
    QHash<QString, int> m_placed;  ///< side id -> copies on the table
    QMap<int, int> m_used;         ///< tile number -> copies on the table
    mutable QHash<int, int> m_ownedCache; ///< tile number -> owned copies (cleared with the collection)
    bool m_showWhole = false;
    bool m_listMode = false;
};

} // namespace Pacenotes
