// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QImage>
#include <QString>

namespace Pacenotes {

/**
 * The user's own pictures of their tiles, from a folder they choose, used instead of the
 * drawing. Files are found by tile side: "103b.png", "103B.jpg", "103b-2.webp" (any copy),
 * "101.png" or "101a.png" for the pit tile. Pictures wider than tall are taken as flat-topped
 * hexes with edge A at the top (the orientation of the official editor's images); others as
 * pointy-topped with edge A to the right, as Pacenotes draws them.
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
    bool isEnabled() const { return !m_files.isEmpty() || !m_pictures.isEmpty(); }
    int count() const { return int(m_files.size()); }
    /// Pictures that do not come from the folder (those carried in a tile space pack), by
    /// canonical side id; a file in the folder wins over them.
    void setPictures(const QHash<QString, QImage> &pictures);

    /// The picture for a canonical side id, loaded on first use; null when there is none
    /// or the file is not a readable image.
    QImage image(const QString &sideId) const;
    /// True for a flat-topped picture (edge A on top), which needs a quarter turn to show
    /// edge A to the east.
    static bool isFlatTopped(const QImage &image);

private:
    QString m_folder;
    QHash<QString, QString> m_files; ///< lower-case side id -> file path
    QHash<QString, QImage> m_pictures;
    mutable QHash<QString, QImage> m_cache;
};

} // namespace Pacenotes
