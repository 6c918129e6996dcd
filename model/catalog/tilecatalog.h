// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tileside.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Pacenotes {

/// A product (core box or expansion) and how many physical copies of each tile it holds.
struct Box
{
    QString id;              ///< stable id, e.g. "gt-core", "dirt-110"
    QString name;            ///< English name from the source; see CatalogNames for display
    Game game = Game::GT;
    bool discontinued = false;
    QMap<int, int> copies;   ///< tile number -> physical copies in one box

    int physicalTileCount() const;
};

/**
 * Every tile side of every box, loaded from the catalog JSON (by default the built-in
 * :/catalog/tiles.json). Immutable after loading; share it by const reference.
 */
class TileCatalog
{
public:
    /// The built-in catalog, loaded once on first use.
    static const TileCatalog &builtin();

    /// Loads a catalog document; returns nullopt and sets `error` when it is malformed.
    static std::optional<TileCatalog> fromJson(const QByteArray &json, QString *error);

    const QList<TileSide> &sides() const { return m_sides; }
    const QList<Box> &boxes() const { return m_boxes; }
    QString source() const { return m_source; }

    /// Looks a side up by any accepted spelling ("103B", "103b-2", "101a"); nullptr if unknown.
    const TileSide *side(QStringView anyId) const;
    /// Looks a side up by its canonical id (fast path).
    const TileSide *sideById(const QString &canonicalId) const;
    const Box *box(QStringView id) const;
    /// Boxes that contain physical tile `number`.
    QList<const Box *> boxesContaining(int number) const;
    /// Sum of the copies of `number` over every box (one of each box).
    int copiesInAllBoxes(int number) const;

private:
    QList<TileSide> m_sides;
    QHash<QString, int> m_index;
    QList<Box> m_boxes;
    QString m_source;
};

} // namespace Pacenotes
