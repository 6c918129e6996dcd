// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchgrid.h"

#include <QtGlobal>

#include <atomic>
#include <cstdlib>
#include <memory>
#include <vector>

namespace Pacenotes {

struct SearchSpec;

/**
 * Backward reachability of a circuit's goal, the search's main pruning table.
 *
 * For every multiset M of tiles still to place, every edge kind s, heading h and cell p,
 * one bit says whether a car about to enter p heading h over an s edge can reach the goal
 * (back into the start tile, the right way and over the right edge kind) using exactly the
 * tiles of M — ignoring that the road may not cross itself. So a search state whose bit is 0
 * can never close and is cut at once; the bits are built from the goal outwards, one tile at
 * a time: B(M) = union over tiles c in M and their ways through of B(M - c) stepped back.
 *
 * In subset mode the bit means "some sub-multiset of M reaches the goal".
 * Positions are masked to the cells a course of that length can use, so shifted bitsets never
 * wrap across the grid's rows.
 */
class ReachTable
{
public:
    /// Builds the table; returns false (and stays empty) when it would need more than
    /// `maxBytes`, or when `cancel` flips.
    bool build(const SearchSpec &spec, int goalCell, int goalHeading, int goalSpec, std::size_t maxBytes,
               const std::atomic<bool> *cancel);

    bool isBuilt() const { return m_size > 0; }
    bool reachable(int multiset, int specIn, int heading, int cell) const
    {
        const std::size_t w = slot(multiset, specIn, heading) + std::size_t(cell >> 6);
        return (m_bits.get()[w] >> (cell & 63)) & 1u;
    }
    std::size_t bytes() const { return m_size * sizeof(quint64); }

    /// Bytes a table for this spec needs (to decide before building).
    static std::size_t bytesNeeded(const SearchSpec &spec);

private:
    std::size_t slot(int multiset, int specIn, int heading) const
    {
        return ((std::size_t(multiset) * std::size_t(m_specs) + std::size_t(specIn)) * 6 + std::size_t(heading))
            * std::size_t(m_words);
    }

    int m_words = 0;
    int m_specs = 0;
    struct FreeDeleter
    {
        void operator()(quint64 *p) const { std::free(p); }
    };
    /// calloc'd: pages no multiset ever touches are never even mapped.
    std::unique_ptr<quint64[], FreeDeleter> m_bits;
    std::size_t m_size = 0;
};

} // namespace Pacenotes
