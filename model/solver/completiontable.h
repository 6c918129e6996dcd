// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <array>
#include <atomic>
#include <vector>

namespace Pacenotes {

struct SearchSpec;

/**
 * The last K tiles of every circuit, worked out once: meet in the middle.
 *
 * Walking back from the goal (into the start tile, the right way, over the right edge kind),
 * every way to place K tiles is listed under the state it starts from: the multiset of those
 * K tiles, the edge kind and heading the car arrives with, and the cell it arrives in. The
 * search then stops K tiles early, looks its state up, and only checks that each listed
 * ending's cells are free, instead of searching the last K levels of the tree, where most of
 * its nodes are. Endings never cross themselves or the start cell.
 */
class CompletionTable
{
public:
    /// Builds the endings of `steps` tiles into the goal; false when there would be more than
    /// `maxEndings` of them (or cancelled): then the table stays empty.
    bool build(const SearchSpec &spec, int goalHeading, int goalSpec, int steps, std::size_t maxEndings,
               const std::atomic<bool> *cancel);

    /// How many endings of `steps` tiles there are (more than `maxEndings`: maxEndings + 1).
    static std::size_t count(const SearchSpec &spec, int goalHeading, int goalSpec, int steps, std::size_t maxEndings,
                             const std::atomic<bool> *cancel);

    bool isBuilt() const { return m_steps > 0; }
    int steps() const { return m_steps; }
    std::size_t size() const { return m_count; }

    /// Endings starting from this state: indexes [first, last) for traversal()/cell().
    void find(int multiset, int spec, int heading, int cell, quint32 &first, quint32 &last) const;
    /// Traversal index of step i (0 = the tile placed in the looked-up cell) of ending e.
    int traversal(quint32 e, int i) const { return m_traversals[std::size_t(e) * std::size_t(m_steps) + std::size_t(i)]; }
    /// Grid cell of step i of ending e.
    int cell(quint32 e, int i) const { return m_cells[std::size_t(e) * std::size_t(m_steps) + std::size_t(i)]; }
    /// Sign of the ending's first turn (mirror halving: it must not go left before going right).
    int firstTurnSign(quint32 e) const { return m_firstTurn[e]; }

    /// What the ranking needs from an ending, worked out once: the box of its cells per
    /// footprint orientation, and its runs of straight and turning tiles.
    struct Summary
    {
        std::array<qint16, 3> minX, maxX, minR, maxR;
        quint8 zeroHead, zeroTail, zeroBest; ///< straight runs: from its start, at its end, longest
        quint8 turnHead, turnTail, turnBest; ///< the same for turning tiles
        quint8 corners;
    };
    const Summary &summary(quint32 e) const { return m_summaries[e]; }

private:
    static quint64 key(int multiset, int spec, int heading, int cell)
    {
        return (quint64(quint32(multiset)) << 32) | (quint64(spec) << 24) | (quint64(heading) << 20) | quint64(cell);
    }

    int m_steps = 0;
    std::size_t m_count = 0;
    std::vector<quint8> m_traversals;
    std::vector<qint16> m_cells;
    std::vector<qint8> m_firstTurn;
    std::vector<Summary> m_summaries;
    // Open-addressing hash: key -> [first, last)
    std::vector<quint64> m_keys;
    std::vector<quint32> m_first, m_last;
    quint64 m_mask = 0;
};

} // namespace Pacenotes
