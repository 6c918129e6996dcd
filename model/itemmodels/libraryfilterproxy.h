// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QCollator>
#include <QSortFilterProxyModel>

#include <optional>

namespace Pacenotes {

/**
 * Narrows and orders the track library: free text (every word must appear in the title,
 * author, tile ids or file name), game, and where tracks come from (the rulebook's or the
 * user's). Rulebook tracks come first, then titles in natural order ("SS2" before "SS10").
 * Works on LibraryModel's roles.
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
    QString text() const { return m_words.join(u' '); }
    std::optional<Game> game() const { return m_game; }
    Origin origin() const { return m_origin; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QStringList m_words;
    std::optional<Game> m_game;
    Origin m_origin = Origin::Any;
    QCollator m_collator;
};

} // namespace Pacenotes
