// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Pacenotes {

/**
 * The stable ids of an enum in files and JSON ("flat-out", "yellow"): one table per enum, next
 * to the enum's definition, used for reading and for writing alike, so that an id added once is
 * both written and accepted. Ids are never translated.
 *
 *     template<> struct EnumIds<RollMode>
 *     {
 *         static constexpr std::pair<RollMode, const char *> table[] = {{RollMode::OneByOne, "one-by-one"}, ...};
 *     };
 *
 * An enum without a table does not compile with these functions. A value left out of its table
 * (Danger::None) has no id: enumId() returns an empty string for it and it is never read.
 */
template<typename E>
struct EnumIds;

template<typename E>
QString enumId(E value)
{
    for (const auto &[v, id] : EnumIds<E>::table)
        if (v == value)
            return QString::fromLatin1(id);
    return {};
}

template<typename E>
std::optional<E> enumFromId(QStringView id)
{
    for (const auto &[v, name] : EnumIds<E>::table)
        if (id == QLatin1StringView(name))
            return v;
    return std::nullopt;
}

/// Every id, in table order (for "expected one of: ..." messages).
template<typename E>
QStringList enumIdList()
{
    QStringList ids;
    for (const auto &entry : EnumIds<E>::table)
        ids << QString::fromLatin1(entry.second);
    return ids;
}

} // namespace Pacenotes
