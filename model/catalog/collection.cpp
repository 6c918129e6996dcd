// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection.h"

#include "tilecatalog.h"

#include <QCoreApplication>
#include <QStringList>

namespace Pacenotes {

Collection Collection::everyBox(const TileCatalog &catalog)
{
    Collection c;
    for (const Box &b : catalog.boxes())
        c.setCount(b.id, 1);
    c.m_stated = false;
    return c;
}

std::optional<Collection> Collection::parse(QStringView text, const TileCatalog &catalog, QString *error)
{
    Collection c;
    for (QStringView item : text.split(u',', Qt::SkipEmptyParts)) {
        item = item.trimmed();
        QStringView id = item;
        int count = 1;
        if (const qsizetype eq = item.indexOf(u'='); eq >= 0) {
            id = item.left(eq).trimmed();
            bool ok = false;
            count = item.mid(eq + 1).trimmed().toInt(&ok);
            if (!ok || count < 0 || count > 99) {
                if (error)
                    *error = QCoreApplication::translate("Collection", "Bad box count in \"%1\": use a whole number from 0 to 99.")
                                 .arg(item.toString());
                return std::nullopt;
            }
        }
        if (!catalog.box(id)) {
            if (error) {
                QStringList known;
                for (const Box &b : catalog.boxes())
                    known << b.id;
                *error = QCoreApplication::translate("Collection", "Unknown box \"%1\". Known boxes: %2.")
                             .arg(id.toString(), known.join(u", "));
            }
            return std::nullopt;
        }
        c.setCount(id.toString(), c.count(id.toString()) + count);
    }
    return c;
}

void Collection::setCount(const QString &boxId, int count)
{
    if (count > 0)
        m_counts.insert(boxId, count);
    else
        m_counts.remove(boxId);
}

int Collection::copiesOf(int number, const TileCatalog &catalog) const
{
    int n = 0;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
        if (const Box *b = catalog.box(it.key()))
            n += b->copies.value(number) * it.value();
    return n;
}

QString Collection::toString() const
{
    QStringList parts;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
        parts << (it.value() == 1 ? it.key() : it.key() + u'=' + QString::number(it.value()));
    return parts.join(u',');
}

} // namespace Pacenotes
