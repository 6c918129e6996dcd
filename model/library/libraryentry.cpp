// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryentry.h"

#include <QFileInfo>

namespace Pacenotes {

QString LibraryEntry::displayTitle() const
{
    return title.trimmed().isEmpty() ? QFileInfo(path).fileName() : title;
}

QString LibraryEntry::kindName(LibraryKind kind)
{
    switch (kind) {
    case LibraryKind::Unreadable: return tr("Unreadable");
    case LibraryKind::List: return tr("Tile list, not laid out");
    case LibraryKind::Circuit: return tr("Circuit");
    case LibraryKind::Stage: return tr("Stage");
    case LibraryKind::Incomplete: return tr("Incomplete");
    }
    return {};
}

QString LibraryEntry::sourceName(LibrarySource source)
{
    switch (source) {
    case LibrarySource::Bundled: return tr("Rulebook");
    case LibrarySource::Folder: return tr("My tracks");
    case LibrarySource::Opened: return tr("Opened");
    }
    return {};
}

} // namespace Pacenotes
