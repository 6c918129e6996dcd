// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Pacenotes {

class TrackDocument;

/**
 * Opening and saving the designer's document through TrackFiles. It lives in io/ so that the
 * document (track/) does not depend on the file formats: io/ builds on track/, never the other
 * way round.
 */
namespace TrackDocumentFiles {
/// Reads a track file into `document`. Pacenotes files keep their path; other formats (Rekee,
/// .rgt) and bundled tracks are imported: the document has no path yet, so Save asks where to
/// put it. On failure the document is unchanged and `error` says why.
bool load(TrackDocument &document, const QString &path, QString *error, QStringList *notes = nullptr);
/// Writes the document's track atomically; on success the path becomes the document's and its
/// undo stack is marked clean.
bool save(TrackDocument &document, const QString &path, QString *error);
} // namespace TrackDocumentFiles

} // namespace Pacenotes
