// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QtGlobal>

namespace Pacenotes {

/**
 * Orders of interchangeable tiles. A layout fixes which class of tile lies on each cell; the
 * tiles of one class (say the six 60-degree bends 105b, 105b, 106b, 106b, 112b, 115b) can go
 * onto that class's cells in any order — 6!/(2!·2!) = 180 ways here. Counts saturate at the
 * largest quint64 instead of overflowing.
 */
namespace TileAssignment {
/// Distinct orders of a multiset of tile ids.
quint64 permutations(const QStringList &items);
/// The k-th distinct order (lexicographic over the sorted ids); k is taken modulo the count.
QStringList nthPermutation(QStringList items, quint64 k);
/// a × b, or the largest quint64 when that overflows.
quint64 saturatingMul(quint64 a, quint64 b);
} // namespace TileAssignment

} // namespace Pacenotes
