// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulebooktracks.h"

#include "catalog/tilecatalog.h"
#include "io/bundledtracks.h"
#include "io/trackfiles.h"

#include <QCollator>
#include <QDir>

#include <algorithm>

namespace Pacenotes::RulebookTracks {

QList<Entry> list(Game game)
{
    QList<Entry> out;
    const QDir folder(BundledTracks::kFolder);
    for (const QString &name : folder.entryList(QDir::Files)) {
        const QString path = folder.filePath(name);
        TrackReadResult r = TrackFiles::read(path, TileCatalog::builtin());
        if (!r.track || r.track->game != game)
            continue;
        BundledTracks::localize(*r.track);
        out.append({TrackRef{TrackRef::Source::Rulebook, path, r.track->title.isEmpty() ? name : r.track->title}, game});
    }
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(out.begin(), out.end(), [&collator](const Entry &a, const Entry &b) { return collator.compare(a.ref.title, b.ref.title) < 0; });
    return out;
}

} // namespace Pacenotes::RulebookTracks
