// SPDX-License-Identifier: GPL-3.0-or-later
#include "shapegrouping.h"

#include "footprint.h"
#include "layoutresult.h"
#include "solvercontext.h"

#include <QSet>

#include <algorithm>
#include <numeric>

namespace Pacenotes::ShapeGrouping {

namespace {

/// A record's shape identity packed 4 bits per entry: the root, then per step the turn + 3
/// (+ 8 where the start tile lies when it is not the anchor). Up to 64 entries.
using Packed = std::array<quint64, 4>;

void setNibble(Packed &p, int i, int v)
{
    p[size_t(i >> 4)] |= quint64(v & 15) << ((i & 15) * 4);
}
int nibble(const Packed &p, int i)
{
    return int((p[size_t(i >> 4)] >> ((i & 15) * 4)) & 15);
}

Packed pack(const SolverContext &context, const ShapeRecord &record, const quint8 *steps)
{
    const LayoutProblem &p = context.problem;
    Packed out{};
    setNibble(out, 0, record.root);
    for (int i = 1; i < record.length; ++i) {
        const Traversal &t = p.traversals[steps[i]];
        const bool start = t.cls >= 0 && p.classes[t.cls].role == TileClass::Role::Start;
        setNibble(out, i, t.turn + 3 + (start ? 8 : 0));
    }
    return out;
}

LayoutShape toShape(const SolverContext &context, const ShapeMetrics &m, int extras)
{
    const double w = context.request.tileWidthCm;
    LayoutShape s;
    s.metrics = m;
    // The rectangle reported: the smallest one, or with a table limit the smallest that fits
    // (turned to match the table: width along the table's width).
    const auto width = [&](int k) { return w * (m.spanX[size_t(k)] + 2) / 2.0; };
    const auto depth = [&](int k) { return w / Footprint::kSqrt3 * (3.0 * m.spanR[size_t(k)] + 4) / 2.0; };
    int best = m.orientation;
    bool swap = false;
    if (const std::optional<TableSize> &t = context.request.maxTable) {
        constexpr double eps = 1e-9;
        double bestArea = -1;
        for (int k = 0; k < 3; ++k) {
            const bool straight = width(k) <= t->widthCm + eps && depth(k) <= t->heightCm + eps;
            const bool turned = width(k) <= t->heightCm + eps && depth(k) <= t->widthCm + eps;
            if ((straight || turned) && (bestArea < 0 || width(k) * depth(k) < bestArea)) {
                best = k;
                swap = !straight;
                bestArea = width(k) * depth(k);
            }
        }
    }
    s.widthCm = swap ? depth(best) : width(best);
    s.depthCm = swap ? width(best) : depth(best);
    s.areaCm2 = s.widthCm * s.depthCm;
    int tiles = m.courseTiles + extras;
    if (context.problem.kind == LayoutProblem::Kind::Stage && !context.problem.assistanceSide.isEmpty())
        ++tiles;
    const double tileArea = Footprint::kSqrt3 / 2 * w * w; // a hexagon w across the flats
    s.compactness = s.areaCm2 > 0 ? tiles * tileArea / s.areaCm2 : 0;
    return s;
}

int rootWithTraversal(const SearchSpec &spec, int traversal, int entryHeading)
{
    for (size_t i = 0; i < spec.roots.size(); ++i)
        if (spec.roots[i].traversal == traversal && spec.roots[i].entryHeading == entryHeading)
            return int(i);
    return -1;
}

/// Shapes up to mirror image and driving direction: each group of shapes that are mirror
/// images or reversals of each other counts once, by counting the smallest shape of each
/// group. Every shape was found, and a circuit driven backwards is the same layout, so the
/// reversal of a shape is always there; its mirror image is there for mirror-symmetric lists
/// and is looked up otherwise (a lane-width bend turns one way only, so some mirror images can
/// be laid and some cannot).
qint64 symmetryClasses(const SolverContext &context, const std::vector<Packed> &shapes, const std::vector<int> &lengths)
{
    const LayoutProblem &p = context.problem;
    const SearchSpec &spec = context.spec;
    std::vector<int> mirrorRoot(spec.roots.size(), -1), reverseRoot(spec.roots.size(), -1);
    for (size_t r = 0; r < spec.roots.size(); ++r) {
        const int v = p.reversed(spec.roots[r].traversal);
        reverseRoot[r] = v >= 0 ? rootWithTraversal(spec, v, spec.roots[r].entryHeading) : -1;
    }
    std::vector<Packed> sorted;
    if (!p.mirrorSymmetric) {
        sorted = shapes;
        std::sort(sorted.begin(), sorted.end());
    }
    const auto present = [&](const Packed &k) {
        return p.mirrorSymmetric || std::binary_search(sorted.begin(), sorted.end(), k);
    };
    std::fill(mirrorRoot.begin(), mirrorRoot.end(), -1);
    for (size_t r = 0; r < spec.roots.size(); ++r) {
        const int m = p.mirrored(spec.roots[r].traversal);
        mirrorRoot[r] = m >= 0 ? rootWithTraversal(spec, m, spec.roots[r].entryHeading) : -1;
    }
    qint64 classes = 0;
    for (size_t s = 0; s < shapes.size(); ++s) {
        const Packed &k = shapes[s];
        const int n = lengths[s];
        const int root = nibble(k, 0);
        Packed m{}, r{}, mr{};
        const bool hasM = mirrorRoot[size_t(root)] >= 0;
        const bool hasR = reverseRoot[size_t(root)] >= 0;
        const bool hasMR = hasM && reverseRoot[size_t(mirrorRoot[size_t(root)])] >= 0;
        if (hasM)
            setNibble(m, 0, mirrorRoot[size_t(root)]);
        if (hasR)
            setNibble(r, 0, reverseRoot[size_t(root)]);
        if (hasMR)
            setNibble(mr, 0, reverseRoot[size_t(mirrorRoot[size_t(root)])]);
        for (int i = 1; i < n; ++i) {
            const int here = nibble(k, i), there = nibble(k, n - i);
            setNibble(m, i, 6 - here);
            setNibble(r, i, 6 - there);
            setNibble(mr, i, there);
        }
        classes += !((hasR && r < k) || (hasM && m < k && present(m)) || (hasMR && mr < k && present(mr)));
    }
    return classes;
}

} // namespace

bool isAmbiguous(const LayoutProblem &problem)
{
    QSet<std::pair<int, int>> seen; // (specIn, turn) of placeable middle classes
    for (int c = 0; c < problem.classes.size(); ++c) {
        if (problem.classes[c].role != TileClass::Role::Middle)
            continue;
        QSet<std::pair<int, int>> mine;
        for (int t : problem.classes[c].traversals)
            mine.insert({problem.traversals[t].specIn, problem.traversals[t].turn});
        for (const auto &k : std::as_const(mine))
            if (seen.contains(k))
                return true;
        seen.unite(mine);
    }
    return false;
}

void apply(const SolverContext &context, ShapeStore store, const Options &options, LayoutResult &result)
{
    const bool ambiguous = isAmbiguous(context.problem);
    const std::vector<ShapeRecord> &records = store.records;
    // Sorted items carry what a shape needs, so that building the list reads no record again.
    struct Item
    {
        quint64 key;
        quint64 shape; ///< ShapeRecord::order: equal shapes have equal hashes
        ShapeMetrics metrics;
        int index;
        int extras;
    };
    std::vector<Item> items(records.size());
    std::vector<Packed> packed(ambiguous || options.countSymmetry ? records.size() : 0);
    for (size_t i = 0; i < records.size(); ++i) {
        const ShapeRecord &r = records[i];
        const int extras = (r.extraCells[0] >= 0) + (r.extraCells[1] >= 0);
        items[i] = {r.key, r.order, r.metrics, int(i), extras};
        if (!packed.empty())
            packed[i] = pack(context, r, store.steps(r));
    }
    // Equal cells give equal metrics and so equal keys: equal shapes end up side by side.
    std::sort(items.begin(), items.end(), [&](const Item &a, const Item &b) {
        if (a.key != b.key)
            return a.key < b.key;
        if (a.shape != b.shape)
            return a.shape < b.shape;
        if (ambiguous && packed[size_t(a.index)] != packed[size_t(b.index)])
            return packed[size_t(a.index)] < packed[size_t(b.index)];
        return store.less(records[size_t(a.index)], records[size_t(b.index)]);
    });

    result.shapes.clear();
    result.recordOrder.clear();
    result.recordOrder.reserve(options.keepAll ? items.size() : std::min<size_t>(items.size(), size_t(options.keep) * 4));
    result.shapes.reserve(qsizetype(options.keepAll ? items.size() : std::min<size_t>(items.size(), size_t(options.keep))));
    std::vector<int> representatives; // one record per shape, for the symmetry count
    for (size_t i = 0; i < items.size(); ++i) {
        const Item &it = items[i];
        if (ambiguous && i > 0 && it.shape == items[i - 1].shape && packed[size_t(it.index)] == packed[size_t(items[i - 1].index)]) {
            result.recordOrder.push_back(it.index);
            ++result.shapes.last().arrangements;
            continue;
        }
        if (!options.keepAll && options.keep > 0 && result.shapes.size() >= options.keep)
            break;
        LayoutShape s = toShape(context, it.metrics, it.extras);
        s.firstRecord = int(result.recordOrder.size());
        result.recordOrder.push_back(it.index);
        result.shapes.append(s);
        if (ambiguous && options.countSymmetry)
            representatives.push_back(it.index);
    }
    if (options.keepAll) {
        result.shapeCount = result.shapes.size();
        if (options.countSymmetry) {
            std::vector<Packed> shapes;
            std::vector<int> lengths;
            if (ambiguous) {
                for (int i : representatives) {
                    shapes.push_back(packed[size_t(i)]);
                    lengths.push_back(records[size_t(i)].length);
                }
            } else {
                // Every record is a shape: read them in the order they lie in memory.
                shapes = std::move(packed);
                for (const ShapeRecord &r : records)
                    lengths.push_back(r.length);
            }
            result.symmetryClasses = symmetryClasses(context, shapes, lengths);
        }
    }
    result.store = std::move(store);
}

} // namespace Pacenotes::ShapeGrouping
