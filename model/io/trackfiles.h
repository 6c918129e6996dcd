// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QByteArray>
#include <QImage>
#include <QString>

#include <functional>
#include <optional>

namespace Pacenotes {

class TileCatalog;

enum class TrackFormat {
    Unknown,
    Package,  ///< .pacenotes: zip with track.json and a preview (the native format)
    Json,     ///< a bare Pacenotes track.json (the bundled tracks/ use it)
    Rekee,    ///< Rekee web editor JSON (written for names ending in .rekee.json)
    Rgt       ///< the official Windows "Rallyman Track Editor" .rgt
};

struct TrackReadResult
{
    std::optional<Track> track;
    TrackFormat format = TrackFormat::Unknown;
    QString error;     ///< translated; set when track is empty
    QStringList notes; ///< translated remarks on what the import had to adapt
    QImage preview;    ///< a package's picture of the layout; null for other formats
};

/**
 * Reading and writing track files in every supported format.
 *
 * Reading goes by content, the extension only decides what a file that is neither zip nor JSON
 * was meant to be: a zip is a package; JSON is ours when it says "format": "pacenotes-track",
 * .rgt when it has "Tuiles", Rekee when it has "tiles". Writing goes by extension: .pacenotes,
 * .rgt, .rekee.json (Rekee), any other .json (ours).
 *
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
/// Draws the picture a package carries. The model never paints: the views install one at
/// start (the app and the command line); without one, packages are written without a picture.
using PreviewRenderer = std::function<QImage(const Track &)>;
void setPreviewRenderer(PreviewRenderer renderer);
/// The picture a package of `track` gets: null without a renderer or without placed tiles.
QImage previewFor(const Track &track);
/// Writes `track` in the format `path`'s extension asks for, atomically. A package gets the
/// installed renderer's picture of the layout.
bool write(const QString &path, const Track &track, const TileCatalog &catalog, QString *error);
bool write(const QString &path, TrackFormat format, const Track &track, const TileCatalog &catalog, QString *error);
/// Serialises for a format without touching the disk (a package with its picture).
std::optional<QByteArray> serialize(const Track &track, TrackFormat format, const TileCatalog &catalog, QString *error);
/// Translated remarks on what `format` cannot hold of `track` (laps, notes, tile list...);
/// empty when nothing is lost.
QStringList lossNotes(const Track &track, TrackFormat format);
} // namespace TrackFiles

} // namespace Pacenotes
