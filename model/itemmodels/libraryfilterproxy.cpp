// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryfilterproxy.h"

#include "librarymodel.h"
#include "library/libraryentry.h"

#include <algorithm>

namespace Pacenotes {

LibraryFilterProxy::LibraryFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    m_collator.setNumericMode(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
    sort(LibraryModel::TitleColumn);
}

QStringList LibraryFilterProxy::words(const QString &text)
{
    // Words of letters and digits: "gt-track-2.json" gives gt, track, 2, json.
    QStringList out;
    QString word;
    for (const QChar c : text.toLower()) {
        if (c.isLetterOrNumber()) {
            word += c;
        } else if (!word.isEmpty()) {
            out << word;
            word.clear();
        }
    }
    if (!word.isEmpty())
        out << word;
    return out;
}

bool LibraryFilterProxy::everyWordStarts(const QStringList &query, const QStringList &words)
{
    return std::all_of(query.cbegin(), query.cend(), [&](const QString &q) {
        return std::any_of(words.cbegin(), words.cend(), [&](const QString &w) { return w.startsWith(q); });
    });
}

void LibraryFilterProxy::setText(const QString &text)
{
    const QStringList query = words(text);
    if (query == m_words)
        return;
    m_words = query;
    m_phrase = query.join(u' ');
    invalidate(); // the filter and the ranking both follow the words
}

int LibraryFilterProxy::rank(const QModelIndex &sourceIndex) const
{
    if (m_words.isEmpty())
        return 0;
    const QStringList title = words(sourceIndex.siblingAtColumn(LibraryModel::TitleColumn).data().toString());
    const QString phrase = title.join(u' ');
    if (phrase == m_phrase)
        return 0; // "GT Track 2" is GT Track 2
    if (phrase.startsWith(m_phrase))
        return 1; // "GT Track 2" before "GT Track 21"
    if (everyWordStarts(m_words, title))
        return 2; // found in the title
    return 3;     // found in the author, a tile id or the file name
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
    // Every word must begin a word of the entry: "2" finds Track 2, not every title or tile
    // id with a 2 somewhere in it.
    return everyWordStarts(m_words, words(i.data(LibraryModel::SearchTextRole).toString()));
}

bool LibraryFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // With a search, the best matches first (in the default order by title).
    if (!m_words.isEmpty() && left.column() == LibraryModel::TitleColumn) {
        const int lr = rank(left), rr = rank(right);
        if (lr != rr)
            return lr < rr;
    }
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
