// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * The boxes a player owns and how many of each, e.g. two GT core boxes and one Championship.
 * Decides how many physical copies of each tile are available.
 */
class Collection
{
public:
    Collection() = default;
    /// One of every box in the catalog: what the command line assumes without --boxes, and
    /// the designer until the user says which boxes they own. It is an assumption, not stated.
    static Collection everyBox(const TileCatalog &catalog);
    /// Parses "gt-core,dirt-core=2,gt-championship=1". Unknown boxes or bad counts give
    /// nullopt and a translated message in `error`.
    static std::optional<Collection> parse(QStringView text, const TileCatalog &catalog, QString *error);

    void setCount(const QString &boxId, int count);
    int count(const QString &boxId) const { return m_counts.value(boxId); }
    const QMap<QString, int> &counts() const { return m_counts; }
    bool isEmpty() const { return m_counts.isEmpty(); }
    /// The user said which boxes they own (--boxes, My Boxes). Against an assumed collection
    /// (everyBox()) a tile used more often than it holds is a warning, not an error: a real
    /// track may well need two boxes.
    bool isStated() const { return m_stated; }
    void setStated(bool stated) { m_stated = stated; }

    /// Physical copies of tile `number` in this collection.
    int copiesOf(int number, const TileCatalog &catalog) const;
    QString toString() const;

    bool operator==(const Collection &) const = default;

private:
    QMap<QString, int> m_counts; ///< box id -> number of boxes owned (> 0)
    bool m_stated = true;
};

} // namespace Pacenotes
