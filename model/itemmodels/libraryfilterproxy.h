// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QCollator>
#include <QSortFilterProxyModel>

#include <optional>

namespace Pacenotes {

/**
 * Narrows and orders the track library: free text (every word must begin a word of the title,
 * author, tile ids or file name), game, and where tracks come from (the rulebook's or the
 * user's). With a search, by title: the exact title first, then titles that start with the
 * search, then titles holding every word, then the rest. Otherwise rulebook tracks come first,
 * then titles in natural order ("SS2" before "SS10"). Works on LibraryModel's roles.
 */
class LibraryFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class Origin { Any, Rulebook, Mine };

    explicit LibraryFilterProxy(QObject *parent = nullptr);

    void setText(const QString &text);
    void setGame(std::optional<Game> game);
    void setOrigin(Origin origin);
    QString text() const { return m_phrase; }
    /// How well an entry matches the search: 0 the title is the search, 1 the title starts
    /// with it, 2 every word is in the title, 3 elsewhere (author, tile ids, file name).
    int rank(const QModelIndex &sourceIndex) const;
    /// Lower-case words of letters and digits.
    static QStringList words(const QString &text);
    std::optional<Game> game() const { return m_game; }
    Origin origin() const { return m_origin; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    static bool everyWordStarts(const QStringList &query, const QStringList &words);

    QStringList m_words;
    QString m_phrase;
    std::optional<Game> m_game;
    Origin m_origin = Origin::Any;
    QCollator m_collator;
};

} // namespace Pacenotes
