// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileassignment.h"

#include <QMap>

#include <algorithm>
#include <limits>

namespace Pacenotes::TileAssignment {

namespace {

constexpr quint64 kMax = std::numeric_limits<quint64>::max();

/// n! / (k1! k2! ...) for the multiplicities in `counts`, computed as a product of binomials.
quint64 multinomial(const QList<int> &counts)
{
    quint64 result = 1;
    int total = 0;
    for (int k : counts) {
        // result *= C(total + k, k), built up one factor at a time (each step stays exact).
        quint64 binom = 1;
        for (int i = 1; i <= k; ++i) {
            const quint64 num = quint64(total + i);
            if (binom > kMax / num)
                return kMax;
            binom = binom * num / quint64(i);
        }
        result = saturatingMul(result, binom);
        total += k;
    }
    return result;
}

QList<int> multiplicities(const QStringList &items)
{
    QMap<QString, int> m;
    for (const QString &s : items)
        ++m[s];
    return m.values();
}

} // namespace

quint64 saturatingMul(quint64 a, quint64 b)
{
    if (a != 0 && b > kMax / a)
        return kMax;
    return a * b;
}

quint64 permutations(const QStringList &items)
{
    return multinomial(multiplicities(items));
}

QStringList nthPermutation(QStringList items, quint64 k)
{
    std::sort(items.begin(), items.end());
    if (k == 0)
        return items; // the first order is the sorted one (every layout is built with it)
    const quint64 total = permutations(items);
    if (total != kMax)
        k %= total;
    QStringList out;
    while (!items.isEmpty()) {
        // Try each distinct id at this position; skip whole blocks of orders until k falls in one.
        const qsizetype before = items.size();
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (i > 0 && items[i] == items[i - 1])
                continue;
            QStringList rest = items;
            rest.removeAt(i);
            const quint64 block = permutations(rest);
            if (k < block) {
                out << items[i];
                items = rest;
                break;
            }
            k -= block;
        }
        if (items.size() == before) { // only when counts saturated: take the last block
            out << items.takeLast();
            k = 0;
        }
    }
    return out;
}

} // namespace Pacenotes::TileAssignment
