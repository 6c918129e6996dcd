// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QImage>
#include <QString>

namespace Pacenotes {

/**
 * The user's own pictures of their tiles, from a folder they choose, used instead of the
 * drawing. Files are found by tile side: "103b.png", "103B.jpg", "103b-2.webp" (any copy),
 * "101.png" or "101a.png" for the pit tile, also with a "tile-" in front (the names of Rekee's
 * tile pictures, "tile-112b-1.webp"). Pictures wider than tall are taken as flat-topped
 * hexes with edge A at the top (the orientation of the official editor's images); others as
 * pointy-topped with edge A to the right, as Pacenotes draws them. Where a side has several
 * pictures (copies "-1", "-2"), the first by name is shown unless another is chosen.
 *
 * Pacenotes ships no tile artwork; this only shows what the user has.
 */
class TileScans
{
public:
    TileScans() = default;
    explicit TileScans(const QString &folder) { setFolder(folder); }

    QString folder() const { return m_folder; }
    /// Indexes the folder (not its subfolders); an empty path turns scans off.
    void setFolder(const QString &folder);
    bool isEnabled() const { return !m_variants.isEmpty() || !m_pictures.isEmpty(); }
    int count() const { return int(m_variants.size()); }
    /// Pictures that do not come from the folder (those carried in a tile space pack), by
    /// canonical side id; a file in the folder wins over them.
    void setPictures(const QHash<QString, QImage> &pictures);

    /// The picture for a canonical side id, loaded on first use; null when there is none
    /// or the file is not a readable image.
    QImage image(const QString &sideId) const;
    /// The folder's picture files of a side, in name order (several copies: "-1", "-2").
    QStringList files(const QString &sideId) const { return m_variants.value(sideId); }
    /// Which of files(sideId) image() shows (0 = the first).
    int chosen(const QString &sideId) const { return m_chosen.value(sideId, 0); }
    void choose(const QString &sideId, int index);
    /// True for a flat-topped picture (edge A on top), which needs a quarter turn to show
    /// edge A to the east.
    static bool isFlatTopped(const QImage &image);

private:
    QString m_folder;
    QHash<QString, QStringList> m_variants; ///< side id -> file paths, in name order
    QHash<QString, int> m_chosen;           ///< side id -> index in m_variants
    QHash<QString, QImage> m_pictures;
    mutable QHash<QString, QImage> m_cache;
};

} // namespace Pacenotes
