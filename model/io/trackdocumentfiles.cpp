// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackdocumentfiles.h"

#include "trackfiles.h"
#include "track/trackdocument.h"

namespace Pacenotes::TrackDocumentFiles {

using namespace Qt::StringLiterals;

bool load(TrackDocument &document, const QString &path, QString *error, QStringList *notes)
{
    const TrackReadResult result = TrackFiles::read(path, document.catalog());
    if (!result.track) {
        if (error)
            *error = result.error;
        return false;
    }
    if (notes)
        *notes = result.notes;
    // A bundled track (":/tracks/...") cannot be written back: it opens like an import.
    const bool native = (result.format == TrackFormat::Package || result.format == TrackFormat::Json)
        && !path.startsWith(u":/"_s);
    document.reset(*result.track, native ? path : QString());
    return true;
}

bool save(TrackDocument &document, const QString &path, QString *error)
{
    if (!TrackFiles::write(path, document.track(), document.catalog(), error))
        return false;
    document.markSaved(path);
    return true;
}

} // namespace Pacenotes::TrackDocumentFiles
