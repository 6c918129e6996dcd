// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QByteArray>
#include <QImage>
#include <QStringList>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/// What a .pacenotes package holds once read.
struct TrackPackageContents
{
    Track track;
    QImage preview;    ///< null when the package has none (or a damaged one: see notes)
    QStringList notes; ///< translated remarks, e.g. a preview that could not be decoded
};

/**
 * The native .pacenotes package: a zip (UTF-8 names) holding
 *   track.json   the track in the TrackJson schema (its "formatVersion" versions the package),
 *   preview.png  optional picture of the layout, rendered by the designer.
 * The model layer never paints: callers hand the preview in as a QImage; a null image writes
 * a package without one, and readers accept packages without one.
 *
 * Reading is hardened: the zip structure is checked by ZipDirectory before anything is
 * unpacked, entries are read with a byte cap, and their real size and CRC must match what the
 * archive declares. Writing builds the archive in memory and saves it with QSaveFile (a temp
 * file in the same folder, renamed over the target only once complete).
 */
namespace TrackPackage {
inline constexpr QLatin1StringView kTrackEntry{"track.json"};
inline constexpr QLatin1StringView kPreviewEntry{"preview.png"};
constexpr qint64 kMaxTrackJsonSize = 4 * 1024 * 1024;
constexpr qint64 kMaxPreviewSize = 8 * 1024 * 1024;
constexpr int kMaxPreviewSide = 4096;
constexpr int kMaxEntries = 64;

std::optional<QByteArray> serialize(const Track &track, const QImage &preview, QString *error);
bool write(const QString &path, const Track &track, const QImage &preview, QString *error);

std::optional<TrackPackageContents> readData(const QByteArray &data, const TileCatalog &catalog, QString *error);
std::optional<TrackPackageContents> read(const QString &path, const TileCatalog &catalog, QString *error);
} // namespace TrackPackage

} // namespace Pacenotes
