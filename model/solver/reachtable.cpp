// SPDX-License-Identifier: GPL-3.0-or-later
#include "reachtable.h"

#include "searchspec.h"

#include <algorithm>

namespace Pacenotes {

namespace {

/// dst[p] |= src[p + off] for the bits p of words [lo, hi) (off may be negative): a bitset
/// shift, restricted to the rows that can matter.
void orShifted(quint64 *dst, const quint64 *src, int words, int lo, int hi, int off)
{
    if (off >= 0) {
        const int ws = off >> 6, bs = off & 63;
        for (int w = lo; w < hi && w + ws < words; ++w) {
            quint64 v = src[w + ws] >> bs;
            if (bs && w + ws + 1 < words)
                v |= src[w + ws + 1] << (64 - bs);
            dst[w] |= v;
        }
    } else {
        const int k = -off, ws = k >> 6, bs = k & 63;
        for (int w = std::max(lo, ws); w < hi; ++w) {
            quint64 v = src[w - ws] << bs;
            if (bs && w - ws - 1 >= 0)
                v |= src[w - ws - 1] >> (64 - bs);
            dst[w] |= v;
        }
    }
}

} // namespace

std::size_t ReachTable::bytesNeeded(const SearchSpec &spec)
{
    const std::size_t words = std::size_t((spec.grid.cells() + 63) / 64);
    return std::size_t(spec.multisets) * std::size_t(spec.problem->specs.size()) * 6 * words * sizeof(quint64);
}

bool ReachTable::build(const SearchSpec &spec, int goalCell, int goalHeading, int goalSpec, std::size_t maxBytes,
                       const std::atomic<bool> *cancel)
{
    m_bits.reset();
    m_size = 0;
    if (bytesNeeded(spec) > maxBytes)
        return false;
    m_words = (spec.grid.cells() + 63) / 64;
    m_specs = int(spec.problem->specs.size());
    m_size = bytesNeeded(spec) / sizeof(quint64);
    m_bits.reset(static_cast<quint64 *>(std::calloc(m_size, sizeof(quint64))));
    if (!m_bits) {
        m_size = 0;
        return false; // out of memory: the search prunes by distance only
    }

    // Masks of the cells within distance d of the anchor: a state with m tiles to go sits
    // within m of the goal and within (tiles placed) of the anchor.
    const int maxD = spec.grid.radius;
    std::vector<quint64> masks(std::size_t(maxD + 1) * std::size_t(m_words), 0);
    for (int i = 0; i < spec.grid.cells(); ++i)
        for (int d = spec.distance[std::size_t(i)]; d <= maxD; ++d)
            masks[std::size_t(d) * std::size_t(m_words) + std::size_t(i >> 6)] |= quint64(1) << (i & 63);

    m_bits.get()[slot(0, goalSpec, goalHeading) + std::size_t(goalCell >> 6)] |= quint64(1) << (goalCell & 63);
    // Which slices hold any bit: most (edge kind, heading) pairs of small multisets are empty.
    std::vector<char> filled(std::size_t(spec.multisets) * std::size_t(m_specs) * 6, 0);
    const auto slice = [this](int m, int s, int h) { return (std::size_t(m) * std::size_t(m_specs) + std::size_t(s)) * 6 + std::size_t(h); };
    filled[slice(0, goalSpec, goalHeading)] = 1;

    const LayoutProblem &p = *spec.problem;
    std::vector<int> digit(std::size_t(spec.classCount), 0);
    int size = 0; // tiles in the current multiset
    for (int m = 1; m < spec.multisets; ++m) {
        // Odometer step: m is m-1 plus one in the lowest digit that does not overflow.
        for (int c = 0; c < spec.classCount; ++c) {
            if (digit[std::size_t(c)] < spec.count[std::size_t(c)]) {
                ++digit[std::size_t(c)];
                ++size;
                break;
            }
            size -= digit[std::size_t(c)];
            digit[std::size_t(c)] = 0;
        }
        if ((m & 255) == 0 && cancel && cancel->load(std::memory_order_relaxed)) {
            m_bits.reset();
            m_size = 0;
            return false;
        }
        // Only the rows within `limit` of the anchor can hold bits of this multiset.
        const int limit = std::min({size, spec.middleTotal + 1 - size, maxD - 1});
        if (limit < 0)
            continue;
        const int lo = spec.grid.index({-maxD, -limit}) >> 6;
        const int hi = std::min(m_words, (spec.grid.index({maxD, limit}) >> 6) + 1);
        for (int c = 0; c < spec.classCount; ++c) {
            if (!digit[std::size_t(c)])
                continue;
            const int from = m - spec.stride[std::size_t(c)];
            for (int t : p.classes[c].traversals) {
                const Traversal &tr = p.traversals[t];
                for (int h2 = 0; h2 < 6; ++h2) {
                    if (!filled[slice(from, tr.specOut, h2)])
                        continue;
                    const int h = HexDir::normalize(h2 - tr.turn);
                    orShifted(&m_bits.get()[slot(m, tr.specIn, h)], &m_bits.get()[slot(from, tr.specOut, h2)], m_words, lo, hi,
                              spec.offset[std::size_t(h2)]);
                    filled[slice(m, tr.specIn, h)] = 1;
                }
            }
            if (spec.subset) // some sub-multiset will do: B*(M) includes B*(M - c)
                for (int s = 0; s < m_specs; ++s)
                    for (int h = 0; h < 6; ++h) {
                        if (!filled[slice(from, s, h)])
                            continue;
                        quint64 *dst = &m_bits.get()[slot(m, s, h)];
                        const quint64 *src = &m_bits.get()[slot(from, s, h)];
                        for (int w = lo; w < hi; ++w)
                            dst[w] |= src[w];
                        filled[slice(m, s, h)] = 1;
                    }
        }
        const quint64 *mask = &masks[std::size_t(limit) * std::size_t(m_words)];
        for (int s = 0; s < m_specs; ++s)
            for (int h = 0; h < 6; ++h) {
                if (!filled[slice(m, s, h)])
                    continue;
                quint64 *dst = &m_bits.get()[slot(m, s, h)];
                quint64 any = 0;
                for (int w = lo; w < hi; ++w)
                    any |= (dst[w] &= mask[w]);
                filled[slice(m, s, h)] = any != 0;
            }
    }
    return true;
}

} // namespace Pacenotes
