// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarymodel.h"

#include "catalog/catalognames.h"
#include "library/tracklibrary.h"

#include <QColor>
#include <QDir>
#include <QFileInfo>

namespace Pacenotes {

using namespace Qt::StringLiterals;

LibraryModel::LibraryModel(QObject *parent) : QAbstractTableModel(parent) {}

void LibraryModel::setLibrary(TrackLibrary *library)
{
    if (m_library)
        disconnect(m_library, nullptr, this, nullptr);
    m_library = library;
    if (!library) {
        setEntries({});
        return;
    }
    connect(library, &TrackLibrary::reset, this, [this] { setEntries(m_library->entries()); });
    connect(library, &TrackLibrary::changed, this, &LibraryModel::apply);
    setEntries(library->entries());
}

void LibraryModel::reindex()
{
    m_rows.clear();
    for (int i = 0; i < m_entries.size(); ++i)
        m_rows.insert(m_entries[i].path, i);
}

void LibraryModel::setEntries(const QList<LibraryEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    m_images.clear();
    reindex();
    endResetModel();
}

void LibraryModel::apply(const QList<LibraryEntry> &upserts, const QStringList &removed)
{
    for (const QString &path : removed) {
        const int row = rowOf(path);
        if (row < 0)
            continue;
        beginRemoveRows({}, row, row);
        m_entries.removeAt(row);
        m_images.remove(path);
        reindex();
        endRemoveRows();
    }
    QList<LibraryEntry> added;
    for (const LibraryEntry &e : upserts) {
        const int row = rowOf(e.path);
        if (row < 0) {
            added << e;
            continue;
        }
        m_entries[row] = e;
        m_images.remove(e.path);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    if (added.isEmpty())
        return;
    const int first = int(m_entries.size());
    beginInsertRows({}, first, first + int(added.size()) - 1);
    for (const LibraryEntry &e : std::as_const(added)) {
        m_rows.insert(e.path, int(m_entries.size()));
        m_entries.append(e);
    }
    endInsertRows();
}

int LibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LibraryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LibraryModel::validityText(const LibraryEntry &e)
{
    const QString kind = LibraryEntry::kindName(e.kind);
    if (!e.isReadable() || e.problemCount == 0)
        return kind;
    return tr("%1 · %n problem(s)", nullptr, e.problemCount).arg(kind);
}

QString LibraryModel::toolTip(const LibraryEntry &e) const
{
    QStringList lines{e.displayTitle()};
    if (!e.author.isEmpty())
        lines << tr("by %1").arg(e.author);
    lines << (e.source == LibrarySource::Bundled ? tr("Built into Pacenotes (from the rulebook)")
                                                 : QDir::toNativeSeparators(e.path));
    if (!e.firstProblem.isEmpty())
        lines << (e.isReadable() ? tr("First problem: %1").arg(e.firstProblem) : e.firstProblem);
    return lines.join(u'\n');
}

QVariant LibraryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LibraryEntry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn: return e.displayTitle();
        case GameColumn: return e.hasGame ? CatalogNames::game(e.game) : u"—"_s;
        case TilesColumn: return e.isReadable() ? QVariant(e.tileCount) : QVariant(u"—"_s);
        case ValidityColumn: return validityText(e);
        case WhereColumn:
            return e.source == LibrarySource::Bundled ? LibraryEntry::sourceName(e.source)
                                                      : QDir::toNativeSeparators(QFileInfo(e.path).absolutePath());
        default: return {};
        }
    case Qt::ToolTipRole: return toolTip(e);
    case Qt::ForegroundRole:
        // The state at a glance in the table: red for unreadable, amber for problems.
        if (index.column() != ValidityColumn || e.isValid())
            return {};
        return e.isReadable() ? QColor(0xb0, 0x6a, 0x00) : QColor(0xc6, 0x28, 0x28);
    case Qt::TextAlignmentRole:
        return index.column() == TilesColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case PathRole: return e.path;
    case SourceRole: return int(e.source);
    case GameRole: return e.hasGame ? int(e.game) : -1;
    case KindRole: return int(e.kind);
    case ValidRole: return e.isValid();
    case ProblemCountRole: return e.problemCount;
    case TileCountRole: return e.tileCount;
    case SearchTextRole:
        return QStringList{e.title, e.author, e.tileIds, QFileInfo(e.path).fileName()}.join(u' ').toLower();
    case SubtitleRole: {
        if (!e.isReadable())
            return u"\n"_s + LibraryEntry::kindName(e.kind);
        // Two lines for the icon view: what it is, then its state. "GT" and "DIRT" are names.
        return tr("%1 · %n tile(s)", nullptr, e.tileCount).arg(e.game == Game::GT ? u"GT"_s : u"DIRT"_s)
            + u'\n' + validityText(e);
    }
    case ThumbnailRole: {
        if (e.thumbnail.isEmpty())
            return QImage();
        auto it = m_images.find(e.path);
        if (it == m_images.end())
            it = m_images.insert(e.path, QImage::fromData(e.thumbnail, "PNG"));
        return *it;
    }
    default: return {};
    }
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn: return tr("Title");
    case GameColumn: return tr("Game");
    case TilesColumn: return tr("Tiles");
    case ValidityColumn: return tr("Validity");
    case WhereColumn: return tr("Where");
    default: return {};
    }
}

QHash<int, QByteArray> LibraryModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(PathRole, "path");
    names.insert(SourceRole, "source");
    names.insert(GameRole, "game");
    names.insert(KindRole, "kind");
    names.insert(ValidRole, "valid");
    names.insert(ProblemCountRole, "problemCount");
    names.insert(TileCountRole, "tileCount");
    names.insert(SearchTextRole, "searchText");
    names.insert(ThumbnailRole, "thumbnail");
    names.insert(SubtitleRole, "subtitle");
    return names;
}

} // namespace Pacenotes
