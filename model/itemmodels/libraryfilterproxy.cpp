// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryfilterproxy.h"

#include "librarymodel.h"
#include "library/libraryentry.h"

namespace Pacenotes {

LibraryFilterProxy::LibraryFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    m_collator.setNumericMode(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
    sort(LibraryModel::TitleColumn);
}

void LibraryFilterProxy::setText(const QString &text)
{
    const QStringList words = text.toLower().split(u' ', Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateFilter();
}

void LibraryFilterProxy::setGame(std::optional<Game> game)
{
    if (game == m_game)
        return;
    m_game = game;
    invalidateFilter();
}

void LibraryFilterProxy::setOrigin(Origin origin)
{
    if (origin == m_origin)
        return;
    m_origin = origin;
    invalidateFilter();
}

bool LibraryFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    const bool bundled = i.data(LibraryModel::SourceRole).toInt() == int(LibrarySource::Bundled);
    if ((m_origin == Origin::Rulebook && !bundled) || (m_origin == Origin::Mine && bundled))
        return false;
    if (m_game && i.data(LibraryModel::GameRole).toInt() != int(*m_game))
        return false;
    if (m_words.isEmpty())
        return true;
    const QString haystack = i.data(LibraryModel::SearchTextRole).toString();
    for (const QString &w : m_words)
        if (!haystack.contains(w))
            return false;
    return true;
}

bool LibraryFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // The rulebook's tracks stay together, before the user's, whatever the column.
    const bool lb = left.data(LibraryModel::SourceRole).toInt() == int(LibrarySource::Bundled);
    const bool rb = right.data(LibraryModel::SourceRole).toInt() == int(LibrarySource::Bundled);
    if (lb != rb)
        return lb;
    if (left.column() == LibraryModel::TilesColumn) {
        const int lt = left.data(LibraryModel::TileCountRole).toInt();
        const int rt = right.data(LibraryModel::TileCountRole).toInt();
        if (lt != rt)
            return lt < rt;
    } else if (left.column() != LibraryModel::TitleColumn) {
        if (const int c = m_collator.compare(left.data().toString(), right.data().toString()); c != 0)
            return c < 0;
    }
    const QModelIndex l = left.siblingAtColumn(LibraryModel::TitleColumn);
    const QModelIndex r = right.siblingAtColumn(LibraryModel::TitleColumn);
    const int byTitle = m_collator.compare(l.data().toString(), r.data().toString());
    if (byTitle != 0)
        return byTitle < 0;
    return left.data(LibraryModel::PathRole).toString() < right.data(LibraryModel::PathRole).toString();
}

} // namespace Pacenotes
