// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Pacenotes {

class TileCatalog;

enum class TrackFormat {
    Unknown,
    Package,  ///< .pacenotes: zip with track.json and a preview (the native format)
    Json,     ///< a bare Pacenotes track.json (the bundled tracks/ use it)
    Rekee,    ///< Rekee web editor JSON
    Rgt       ///< the official Windows "Rallyman Track Editor" .rgt
};

struct TrackReadResult
{
    std::optional<Track> track;
    TrackFormat format = TrackFormat::Unknown;
    QString error;     ///< translated; set when track is empty
    QStringList notes; ///< translated remarks on what the import had to adapt
};

/**
 * Reading and writing track files in every supported format, chosen by extension and content.
 * Readers never crash or hang on hostile input: sizes are capped, types checked, and every
 * refusal carries a clear, translated message. Writers are atomic (QSaveFile).
 */
namespace TrackFiles {
/// Files bigger than this are refused before parsing.
constexpr qint64 kMaxFileSize = 16 * 1024 * 1024;

TrackFormat formatForPath(const QString &path);
QString formatName(TrackFormat format);
TrackReadResult read(const QString &path, const TileCatalog &catalog);
/// Parses bytes already in memory; `hint` comes from the extension (Unknown: sniff).
TrackReadResult readData(const QByteArray &data, TrackFormat hint, const TileCatalog &catalog);
/// Writes `track` in the format `path`'s extension asks for, atomically.
bool write(const QString &path, const Track &track, const TileCatalog &catalog, QString *error);
/// Serialises for a format without touching the disk (package excluded).
std::optional<QByteArray> serialize(const Track &track, TrackFormat format, const TileCatalog &catalog, QString *error);
} // namespace TrackFiles

} // namespace Pacenotes
