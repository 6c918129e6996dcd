// SPDX-License-Identifier: GPL-3.0-or-later
#include "shapegrouping.h"

#include "footprint.h"
#include "layoutresult.h"
#include "shapesink.h"
#include "solvercontext.h"

#include <QSet>

#include <algorithm>
#include <numeric>

namespace Pacenotes::ShapeGrouping {

namespace {

/// The cells-in-order identity of records, read straight from their steps: per step the turn
/// + 3, plus 8 where the start tile lies when it is not the anchor (ShapeSink::shapeHash
/// hashes the same codes).
class Codes
{
public:
    Codes(const SolverContext &context, const ShapeStore &store) : m_store(store)
    {
        const LayoutProblem &p = context.problem;
        for (const Traversal &t : p.traversals) {
            const bool start = t.cls >= 0 && p.classes[t.cls].role == TileClass::Role::Start;
            m_code.push_back(quint8(t.turn + 3 + (start ? 8 : 0)));
        }
    }
    /// Code of step i (i >= 1) of a record.
    int at(const ShapeRecord &r, int i) const { return m_code[m_store.steps(r)[i]]; }
    bool same(const ShapeRecord &a, const ShapeRecord &b) const
    {
        if (a.root != b.root || a.length != b.length)
            return false;
        for (int i = 1; i < a.length; ++i)
            if (at(a, i) != at(b, i))
                return false;
        return true;
    }
    /// Orders records by identity (root, length, codes).
    bool less(const ShapeRecord &a, const ShapeRecord &b) const
    {
        if (a.root != b.root)
            return a.root < b.root;
        if (a.length != b.length)
            return a.length < b.length;
        for (int i = 1; i < a.length; ++i)
            if (at(a, i) != at(b, i))
                return at(a, i) < at(b, i);
        return false;
    }

private:
    const ShapeStore &m_store;
    std::vector<quint8> m_code;
};

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
/// be laid and some cannot). Variants are compared code by code as they are made, which
/// usually decides within a step or two.
qint64 symmetryClasses(const SolverContext &context, const ShapeStore &store, const std::vector<int> &shapes,
                       const Codes &codes)
{
    const LayoutProblem &p = context.problem;
    const SearchSpec &spec = context.spec;
    std::vector<int> mirrorRoot(spec.roots.size(), -1), reverseRoot(spec.roots.size(), -1);
    for (size_t r = 0; r < spec.roots.size(); ++r) {
        const int m = p.mirrored(spec.roots[r].traversal);
        const int v = p.reversed(spec.roots[r].traversal);
        mirrorRoot[r] = m >= 0 ? rootWithTraversal(spec, m, spec.roots[r].entryHeading) : -1;
        reverseRoot[r] = v >= 0 ? rootWithTraversal(spec, v, spec.roots[r].entryHeading) : -1;
    }
    // Without mirror symmetry, mirror images are looked up by shape hash.
    std::vector<std::pair<quint64, int>> byHash;
    if (!p.mirrorSymmetric) {
        for (int i : shapes)
            byHash.emplace_back(store.records[size_t(i)].order, i);
        std::sort(byHash.begin(), byHash.end());
    }
    enum Variant { Mirror, Reverse, MirrorReverse };
    const auto code = [&](const ShapeRecord &r, Variant v, int i) {
        const int n = r.length;
        switch (v) {
        case Mirror: return 6 - codes.at(r, i);
        case Reverse: return 6 - codes.at(r, n - i);
        case MirrorReverse: return codes.at(r, n - i);
        }
        return 0;
    };
    const auto variantRoot = [&](const ShapeRecord &r, Variant v) {
        switch (v) {
        case Mirror: return mirrorRoot[r.root];
        case Reverse: return reverseRoot[r.root];
        case MirrorReverse: return mirrorRoot[r.root] >= 0 ? reverseRoot[size_t(mirrorRoot[r.root])] : -1;
        }
        return -1;
    };
    const auto variantLess = [&](const ShapeRecord &r, Variant v) { // variant < r ?
        const int root = variantRoot(r, v);
        if (root != r.root)
            return root < r.root;
        for (int i = 1; i < r.length; ++i) {
            const int a = code(r, v, i), b = codes.at(r, i);
            if (a != b)
                return a < b;
        }
        return false;
    };
    const auto present = [&](const ShapeRecord &r, Variant v) {
        if (p.mirrorSymmetric)
            return true;
        std::vector<int> turns(size_t(r.length), 0);
        for (int i = 1; i < r.length; ++i)
            turns[size_t(i)] = code(r, v, i) - 3;
        const quint64 h = ShapeSink::shapeHash(variantRoot(r, v), turns, r.length, -1);
        for (auto it = std::lower_bound(byHash.begin(), byHash.end(), std::pair<quint64, int>{h, INT_MIN});
             it != byHash.end() && it->first == h; ++it) {
            const ShapeRecord &o = store.records[size_t(it->second)];
            bool same = o.root == variantRoot(r, v) && o.length == r.length;
            for (int i = 1; i < r.length && same; ++i)
                same = codes.at(o, i) == code(r, v, i);
            if (same)
                return true;
        }
        return false;
    };
    qint64 classes = 0;
    for (int i : shapes) {
        const ShapeRecord &r = store.records[size_t(i)];
        bool smallest = true;
        for (Variant v : {Reverse, Mirror, MirrorReverse}) {
            if (variantRoot(r, v) >= 0 && variantLess(r, v) && (v == Reverse || present(r, v))) {
                smallest = false;
                break;
            }
        }
        classes += smallest;
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
    const Codes codes(context, store);
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
    for (size_t i = 0; i < records.size(); ++i) {
        const ShapeRecord &r = records[i];
        items[i] = {r.key, r.order, r.metrics, int(i), (r.extraCells[0] >= 0) + (r.extraCells[1] >= 0)};
    }
    // Equal cells give equal metrics and so equal keys: equal shapes end up side by side.
    const auto less = [&](const Item &a, const Item &b) {
        if (a.key != b.key)
            return a.key < b.key;
        if (a.shape != b.shape)
            return a.shape < b.shape;
        const ShapeRecord &ra = records[size_t(a.index)], &rb = records[size_t(b.index)];
        if (ambiguous && !codes.same(ra, rb))
            return codes.less(ra, rb);
        return store.less(ra, rb);
    };
    std::size_t sorted = 0;
    for (std::size_t run : options.runs)
        sorted += run;
    if (!options.keepAll && options.keep > 0 && items.size() > 8 * std::size_t(options.keep)) {
        // Only the best few are wanted (a bounded search, or a cancelled one): select, then sort.
        const auto head = items.begin() + std::ptrdiff_t(4 * std::size_t(options.keep));
        std::nth_element(items.begin(), head, items.end(), less);
        items.erase(head, items.end());
        std::sort(items.begin(), items.end(), less);
    } else if (!ambiguous && sorted == items.size()) {
        // Each worker sorted its records the same way: merge the runs.
        std::size_t begin = 0;
        for (std::size_t run : options.runs) {
            std::inplace_merge(items.begin(), items.begin() + std::ptrdiff_t(begin),
                               items.begin() + std::ptrdiff_t(begin + run), less);
            begin += run;
        }
    } else {
        std::sort(items.begin(), items.end(), less);
    }

    result.shapes.clear();
    result.recordOrder.clear();
    result.recordOrder.reserve(options.keepAll ? items.size() : std::min<size_t>(items.size(), size_t(options.keep) * 4));
    result.shapes.reserve(qsizetype(options.keepAll ? items.size() : std::min<size_t>(items.size(), size_t(options.keep))));
    std::vector<int> representatives; // one record per shape
    representatives.reserve(options.keepAll ? items.size() : 0);
    for (size_t i = 0; i < items.size(); ++i) {
        const Item &it = items[i];
        if (ambiguous && i > 0 && it.shape == items[i - 1].shape
            && codes.same(records[size_t(it.index)], records[size_t(items[i - 1].index)])) {
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
        if (options.keepAll)
            representatives.push_back(it.index);
    }
    if (options.keepAll) {
        result.shapeCount = result.shapes.size();
        if (options.countSymmetry)
            result.symmetryClasses = symmetryClasses(context, store, representatives, codes);
    }
    result.store = std::move(store);
}

} // namespace Pacenotes::ShapeGrouping
