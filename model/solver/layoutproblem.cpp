// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutproblem.h"

#include "catalog/tilecatalog.h"
#include "feasibility.h"

#include "solvertext.h"
#include "track/coursetracer.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// The ways through one single-road tile: both directions of its path.
struct Way
{
    int entryLocal;
    int exitLocal;
    int turn;
    EdgeSpec in;
    EdgeSpec out;
};

QList<Way> waysThrough(const TileSide &side)
{
    QList<Way> ways;
    for (const TilePath &p : side.paths) {
        if (p.kind == PathKind::DeadEnd || p.from == p.to)
            continue;
        for (const auto &[a, b] : {std::pair{p.from, p.to}, std::pair{p.to, p.from}})
            ways.append({a, b, TileSide::turnSteps(a, b), side.edges[size_t(a)], side.edges[size_t(b)]});
    }
    return ways;
}

/// The shape key of a single-road tile: its distinct (turn, in, out) ways, sorted.
using WayKey = QList<std::tuple<int, int, int, int, int>>;

WayKey keyOf(const TileSide &side)
{
    WayKey key;
    for (const Way &w : waysThrough(side)) {
        const auto k = std::make_tuple(w.turn, w.in.lanes, int(w.in.skewed), w.out.lanes, int(w.out.skewed));
        if (!key.contains(k))
            key.append(k);
    }
    std::sort(key.begin(), key.end());
    return key;
}

WayKey mirrorOf(WayKey key)
{
    for (auto &k : key)
        std::get<0>(k) = -std::get<0>(k);
    std::sort(key.begin(), key.end());
    return key;
}

bool isSingleRoad(const TileSide &side)
{
    return side.paths.size() == 1 && side.openEdgeCount() == 2;
}

/// A crossing or two-road tile: roads that share no edge, each driven through once.
bool isMultiRoad(const TileSide &side)
{
    if (side.paths.size() < 2 || side.structure == TileStructure::Junction)
        return false;
    QSet<int> ends;
    for (const TilePath &p : side.paths) {
        if (p.from == p.to || p.kind == PathKind::DeadEnd)
            return false;
        ends << p.from << p.to;
    }
    return ends.size() == 2 * side.paths.size() && side.openEdgeCount() == ends.size();
}

} // namespace

int LayoutProblem::specIndex(EdgeSpec spec)
{
    const qsizetype i = specs.indexOf(spec);
    if (i >= 0)
        return int(i);
    specs.append(spec);
    return int(specs.size() - 1);
}

bool LayoutProblem::hasMultiRoad() const
{
    return std::any_of(classes.cbegin(), classes.cend(), [](const TileClass &c) { return c.roads > 1; });
}

int LayoutProblem::addTraversal(int cls, int turn, EdgeSpec in, EdgeSpec out, int entryLocal, int exitLocal, bool pass)
{
    const Traversal t{cls, turn, specIndex(in), specIndex(out), entryLocal, exitLocal, pass};
    const qsizetype i = traversals.indexOf(t);
    if (i >= 0)
        return int(i);
    traversals.append(t);
    return int(traversals.size() - 1);
}

int LayoutProblem::reversed(int t) const
{
    const Traversal &a = traversals[t];
    const Traversal r{a.cls, -a.turn, a.specOut, a.specIn, a.exitLocal, a.entryLocal, a.pass};
    return int(traversals.indexOf(r));
}

int LayoutProblem::mirrored(int t) const
{
    const Traversal &a = traversals[t];
    const int cls = a.cls >= 0 ? classes[a.cls].mirror : -1;
    if ((a.cls >= 0 && cls < 0) || a.entryLocal >= 0 || a.pass)
        return -1;
    const Traversal m{cls, -a.turn, a.specIn, a.specOut};
    return int(traversals.indexOf(m));
}

int LayoutProblem::courseTiles() const
{
    int n = 1; // the anchor
    for (const TileClass &c : classes)
        n += c.count();
    return n;
}

QString LayoutProblem::specLabel(int spec) const
{
    const EdgeSpec &e = specs[spec];
    return e.skewed ? SolverText::tr("%n lane(s), skewed", nullptr, e.lanes) : SolverText::tr("%n lane(s)", nullptr, e.lanes);
}

QString LayoutProblem::classLabel(int cls) const
{
    const TileClass &c = classes[cls];
    if (c.traversals.isEmpty())
        return {};
    const Traversal &t = traversals[c.traversals.first()];
    if (c.roads > 1)
        return SolverText::tr("tile with %n road(s) %1", nullptr, c.roads).arg(c.sideIds.first());
    QString shape;
    switch (std::abs(t.turn)) {
    case 0: shape = SolverText::tr("straight"); break;
    case 1: shape = SolverText::tr("bend 60°"); break;
    default: shape = SolverText::tr("bend 120°"); break;
    }
    // Lane-width changes and one-way bends say which way they go.
    bool oneWay = true;
    for (int i : c.traversals)
        if (traversals[i].turn == -t.turn && traversals[i].specIn == t.specIn)
            oneWay = false;
    QString lanes = specLabel(t.specIn);
    if (t.specIn != t.specOut)
        lanes = SolverText::tr("%1 → %2").arg(specLabel(t.specIn), specLabel(t.specOut));
    if (t.turn != 0 && oneWay)
        shape = t.turn > 0 ? SolverText::tr("%1, right").arg(shape) : SolverText::tr("%1, left").arg(shape);
    return SolverText::tr("%1 (%2)").arg(shape, lanes);
}

LayoutProblem LayoutProblem::analyse(const LayoutRequest &request, const TileCatalog &catalog)
{
    LayoutProblem p;
    p.game = request.game;
    p.minCourseTiles = request.minCourseTiles;
    const auto issue = [&p](SolverIssue::Kind kind, const QString &message,
                            SolverIssue::Severity sev = SolverIssue::Severity::Error) {
        p.issues.append({kind, sev, message});
    };

    // 1. The list, one entry per copy, by canonical id; kept tiles count against it.
    QMap<QString, int> remaining;
    QMap<int, int> perNumber;
    QStringList otherGame;
    for (const TileCount &c : request.tiles) {
        const TileSide *s = catalog.side(c.sideId);
        if (!s) {
            issue(SolverIssue::Kind::UnknownTile, SolverText::tr("Tile %1 is not in the tile catalog.").arg(c.sideId));
            continue;
        }
        if (c.count <= 0)
            continue;
        remaining[s->id] += c.count;
        perNumber[s->number] += c.count;
        if (s->game != request.game && s->role != TileRole::Filler && !otherGame.contains(s->id))
            otherGame << s->id;
    }
    if (!otherGame.isEmpty())
        issue(SolverIssue::Kind::OtherGame,
              SolverText::tr("Tiles %1 belong to the other game; they are laid out all the same.").arg(otherGame.join(u", "_s)),
              SolverIssue::Severity::Warning);
    for (auto it = perNumber.cbegin(); it != perNumber.cend(); ++it) {
        const int available = catalog.copiesInAllBoxes(it.key());
        if (it.value() > available)
            issue(SolverIssue::Kind::ListNeedsMoreCopies,
                  SolverText::tr("The list needs tile %1 %n time(s) (each side on the table is a physical tile),", nullptr,
                                 it.value())
                          .arg(it.key())
                      + u' ' + SolverText::tr("but one of every box holds %n.", nullptr, available),
                  SolverIssue::Severity::Warning);
    }

    // 2. Kept tiles: take them off the list and sort out what each one is.
    bool keptCourse = false;
    bool keptAssistance = false;
    QMap<HexCoord, int> keptAt;
    for (const PlacedTile &t : request.keep) {
        const TileSide *s = catalog.sideById(t.sideId);
        if (!s) {
            issue(SolverIssue::Kind::KeptTileProblem, SolverText::tr("The kept tile %1 is not in the tile catalog.").arg(t.sideId));
            continue;
        }
        if (keptAt.contains(t.pos)) {
            issue(SolverIssue::Kind::KeptTileProblem, SolverText::tr("Kept tiles %1 and %2 lie on the same hex.")
                                                          .arg(request.keep[keptAt.value(t.pos)].sideId, t.sideId));
            continue;
        }
        if (remaining.value(s->id) <= 0) {
            issue(SolverIssue::Kind::KeptTileProblem,
                  SolverText::tr("Tile %1 is on the table but not in the list (or more often than listed).").arg(s->id));
            continue;
        }
        KeptTile k;
        k.tile = t;
        k.tile.sideId = s->id;
        k.tile.rotation = HexDir::normalize(t.rotation);
        if (s->role == TileRole::Assistance) {
            // Its place follows from the finish: it is laid again beside the finish of each
            // layout (where it stands already when the finish is kept too).
            keptAssistance = true;
            continue;
        }
        if (s->isCourseTile()) {
            if (s->structure == TileStructure::Junction) {
                issue(SolverIssue::Kind::JunctionUnsupported,
                      SolverText::tr("Tile %1 is a junction (the road forks); the solver lays out single courses only.").arg(s->id));
                continue;
            }
            if (!isSingleRoad(*s)) {
                issue(SolverIssue::Kind::MultiPathUnsupported,
                      SolverText::tr("Tile %1 carries two roads; the solver cannot keep such tiles in place yet.").arg(s->id));
                continue;
            }
            k.use = KeptTile::Use::Pass;
            keptCourse = true;
        }
        --remaining[s->id];
        keptAt.insert(t.pos, int(p.kept.size()));
        p.kept.append(k);
    }
    if (keptAssistance)
        issue(SolverIssue::Kind::KeptTileProblem,
              SolverText::tr("The Assistance tile on the table is laid again beside the finish of each layout."),
              SolverIssue::Severity::Warning);
    if (!keptCourse && !p.kept.isEmpty()) {
        // Off-course tiles alone do not say where the course goes: they are laid out afresh.
        issue(SolverIssue::Kind::KeptTileProblem,
              SolverText::tr("Only tiles beside the course are on the table; they are placed again next to each new layout."),
              SolverIssue::Severity::Warning);
        for (const KeptTile &k : std::as_const(p.kept))
            ++remaining[k.tile.sideId];
        p.kept.clear();
    }

    // 3. Sort the remaining copies by role.
    QList<const TileSide *> starts;   // start/finish tiles (kept ones come from p.kept)
    QList<const TileSide *> course;   // other course tiles
    for (auto it = remaining.cbegin(); it != remaining.cend(); ++it) {
        const TileSide *s = catalog.sideById(it.key());
        for (int i = 0; i < it.value(); ++i) {
            switch (s->role) {
            case TileRole::Pit: p.pitSides << s->id; break;
            case TileRole::Filler: p.fillerSides << s->id; break;
            case TileRole::Assistance:
                if (!p.assistanceSide.isEmpty())
                    issue(SolverIssue::Kind::AssistanceWithoutStage, SolverText::tr("A stage has room for one Assistance tile only."));
                p.assistanceSide = s->id;
                break;
            case TileRole::StartFinish: starts << s; break;
            case TileRole::Track: course << s; break;
            }
        }
    }
    // The start as the validator decides it: a start line (202, 301) before a finish line
    // (203, 302), then the lower tile number.
    std::stable_sort(starts.begin(), starts.end(), [](const TileSide *a, const TileSide *b) {
        if (const int first = CourseTracer::stageStartFirst(*a, *b))
            return first > 0;
        return a->number < b->number;
    });
    for (const TileSide *s : std::as_const(course) + starts) {
        if (s->structure == TileStructure::Junction) {
            issue(SolverIssue::Kind::JunctionUnsupported,
                  SolverText::tr("Tile %1 is a junction (the road forks): an RX circuit's grid and joker, or a junction used "
                     "as a corner, make a course with branches, and the solver lays out single courses only. Take it off "
                     "the list, or lay it by hand.").arg(s->id));
        } else if (isMultiRoad(*s) && s->role == TileRole::StartFinish) {
            issue(SolverIssue::Kind::MultiPathUnsupported,
                  SolverText::tr("Start/finish tile %1 carries two roads; the solver cannot start a course on such a tile "
                     "yet. Take it off the list, or lay it by hand.").arg(s->id));
        } else if (!isSingleRoad(*s) && !isMultiRoad(*s)) {
            issue(SolverIssue::Kind::MultiPathUnsupported,
                  SolverText::tr("The roads of tile %1 cannot be laid out by the solver. Take it off the list, or lay it by "
                     "hand.").arg(s->id));
        }
    }

    QList<int> keptStarts; // indexes into p.kept
    for (int i = 0; i < p.kept.size(); ++i)
        if (p.kept[i].use == KeptTile::Use::Pass && catalog.sideById(p.kept[i].tile.sideId)->role == TileRole::StartFinish)
            keptStarts.append(i);
    const int startCount = int(starts.size() + keptStarts.size());
    if (startCount == 0) {
        if (!course.isEmpty() || !p.kept.isEmpty())
            issue(SolverIssue::Kind::NoStartFinish, SolverText::tr("The list has no start/finish tile."));
        else
            issue(SolverIssue::Kind::EmptyList, SolverText::tr("The list has no course tiles."));
        return p;
    }
    // GT: always a circuit. DIRT: two start/finish tiles make a stage, one a circuit (RX).
    p.kind = (request.game == Game::Dirt && startCount >= 2) ? Kind::Stage : Kind::Circuit;
    if (p.kind == Kind::Circuit && !p.assistanceSide.isEmpty())
        issue(SolverIssue::Kind::AssistanceWithoutStage,
              SolverText::tr("The Assistance tile follows the finish of a stage, but this list has one start/finish tile and "
                 "makes a circuit."));
    if (p.hasErrors())
        return p;

    // 4. The anchor. Without kept course tiles: the first start/finish tile in that order, as
    // the validator chooses it. With them: a kept start tile, else (circuits) any kept tile.
    QList<const TileSide *> middle = course;
    const TileSide *finish = nullptr;
    const TileSide *freeStart = nullptr;
    if (!keptCourse) {
        p.anchor.sideId = starts.takeFirst()->id;
    } else if (!keptStarts.isEmpty()) {
        const int first = *std::min_element(keptStarts.begin(), keptStarts.end(), [&](int a, int b) {
            return catalog.sideById(p.kept[a].tile.sideId)->number < catalog.sideById(p.kept[b].tile.sideId)->number;
        });
        KeptTile &k = p.kept[first];
        k.use = KeptTile::Use::Anchor;
        p.anchor.sideId = k.tile.sideId;
        p.anchor.kept = true;
        p.anchor.pos = k.tile.pos;
        p.anchor.rotation = k.tile.rotation;
    } else if (p.kind == Kind::Circuit) {
        KeptTile *k = nullptr;
        for (KeptTile &c : p.kept)
            if (!k && c.use == KeptTile::Use::Pass)
                k = &c;
        k->use = KeptTile::Use::Anchor;
        p.anchor.sideId = k->tile.sideId;
        p.anchor.kept = true;
        p.anchor.isStart = false;
        p.anchor.pos = k->tile.pos;
        p.anchor.rotation = k->tile.rotation;
        freeStart = starts.takeFirst();
    } else {
        issue(SolverIssue::Kind::KeptTileProblem,
              SolverText::tr("To complete a stage around tiles already on the table, keep its start tile on the table too."));
        return p;
    }
    if (p.kind == Kind::Stage)
        finish = starts.isEmpty() ? nullptr : starts.takeFirst();
    middle += starts; // further start/finish tiles are ordinary course tiles
    if (p.kind == Kind::Stage && !finish) {
        // Two start tiles, both kept: the second one is passed like any kept tile and ends
        // the stage; the solver does not handle a kept finish yet.
        issue(SolverIssue::Kind::KeptTileProblem,
              SolverText::tr("The finish tile is already on the table; the solver can complete a stage only towards a finish it "
                 "places itself."));
        return p;
    }

    // 5. Classes: middle tiles grouped by their ways through; then the special ones.
    QMap<WayKey, int> classOf;
    const auto addClass = [&p](TileClass::Role role, const TileSide &s, int keptIndex = -1) {
        TileClass c;
        c.role = role;
        c.sideIds << s.id;
        c.keptIndex = keptIndex;
        p.classes.append(c);
        const int cls = int(p.classes.size() - 1);
        for (const Way &w : waysThrough(s))
            p.classes[cls].traversals.append(p.addTraversal(cls, w.turn, w.in, w.out));
        // Deduplicate (a straight gives the same way in both directions).
        QList<int> &ts = p.classes[cls].traversals;
        std::sort(ts.begin(), ts.end());
        ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
        return cls;
    };
    std::stable_sort(middle.begin(), middle.end(), [](const TileSide *a, const TileSide *b) { return a->id < b->id; });
    QMap<QString, int> multiOf;
    for (const TileSide *s : std::as_const(middle)) {
        if (isMultiRoad(*s)) {
            // A class per tile id: each fresh way in is its own traversal (it fixes the
            // rotation, and so where the other roads lie); later passes are ways through.
            if (const auto it = multiOf.constFind(s->id); it != multiOf.cend()) {
                p.classes[*it].sideIds << s->id;
                continue;
            }
            TileClass c;
            c.sideIds << s->id;
            c.roads = int(s->paths.size());
            p.classes.append(c);
            const int cls = int(p.classes.size() - 1);
            multiOf.insert(s->id, cls);
            // Ways in that lay the tile the same (a crossing turned half round is the same
            // crossing) are one: the other roads lie the same way relative to the entry.
            QSet<QList<int>> layings;
            for (const TilePath &path : s->paths) {
                p.classes[cls].roadEdges.append(std::array<int, 4>{path.from, path.to, p.specIndex(s->edges[size_t(path.from)]),
                                                                   p.specIndex(s->edges[size_t(path.to)])});
                p.classes[cls].roadPasses.append(QList<int>());
                for (const auto &[a, b] : {std::pair{path.from, path.to}, std::pair{path.to, path.from}}) {
                    const int turn = TileSide::turnSteps(a, b);
                    const EdgeSpec in = s->edges[size_t(a)], out = s->edges[size_t(b)];
                    QList<int> laying{b - a < 0 ? b - a + 6 : b - a};
                    QList<std::pair<int, int>> others;
                    for (const TilePath &q : s->paths)
                        if (&q != &path)
                            others.append(std::minmax(HexDir::normalize(q.from - a), HexDir::normalize(q.to - a)));
                    std::sort(others.begin(), others.end());
                    for (const auto &[x, y] : std::as_const(others))
                        laying << x << y << s->edges[size_t(HexDir::rotate(x, a))].lanes
                               << s->edges[size_t(HexDir::rotate(x, a))].skewed << s->edges[size_t(HexDir::rotate(y, a))].lanes
                               << s->edges[size_t(HexDir::rotate(y, a))].skewed;
                    laying << in.lanes << in.skewed << out.lanes << out.skewed;
                    const bool fresh = !layings.contains(laying);
                    layings.insert(laying);
                    if (fresh)
                        p.classes[cls].traversals.append(p.addTraversal(cls, turn, in, out, a, b));
                    const int pass = p.addTraversal(cls, turn, in, out, -1, -1, true);
                    if (!p.classes[cls].passTraversals.contains(pass))
                        p.classes[cls].passTraversals.append(pass);
                    p.classes[cls].roadPasses.last().append(pass);
                }
            }
            continue;
        }
        const WayKey key = keyOf(*s);
        const auto it = classOf.constFind(key);
        if (it != classOf.cend()) {
            p.classes[*it].sideIds << s->id;
            continue;
        }
        classOf.insert(key, addClass(TileClass::Role::Middle, *s));
    }
    if (finish)
        p.finishClass = addClass(TileClass::Role::Finish, *finish);
    if (freeStart)
        p.startClass = addClass(TileClass::Role::Start, *freeStart);
    for (int i = 0; i < p.kept.size(); ++i) {
        KeptTile &k = p.kept[i];
        if (k.use != KeptTile::Use::Pass)
            continue;
        const TileSide &s = *catalog.sideById(k.tile.sideId);
        k.cls = addClass(TileClass::Role::Kept, s, i);
        for (const Way &w : waysThrough(s)) {
            const int entryWorld = k.tile.worldEdge(w.entryLocal);
            k.byEntry[entryWorld] = p.addTraversal(k.cls, w.turn, w.in, w.out);
            k.exitFor[entryWorld] = k.tile.worldEdge(w.exitLocal);
        }
    }

    // The anchor's roots: every way through it (a straight start tile has one shape-wise).
    const TileSide &anchorSide = *catalog.sideById(p.anchor.sideId);
    for (const Way &w : waysThrough(anchorSide)) {
        Anchor::Root root;
        root.traversal = p.addTraversal(-1, w.turn, w.in, w.out);
        // Free layouts turn so that the car enters the anchor heading east (0).
        root.entryHeading = p.anchor.kept
            ? HexDir::opposite(HexDir::rotate(w.entryLocal, p.anchor.rotation))
            : 0;
        const bool seen = std::any_of(p.anchor.roots.cbegin(), p.anchor.roots.cend(), [&](const Anchor::Root &r) {
            return r.traversal == root.traversal && r.entryHeading == root.entryHeading;
        });
        if (!seen)
            p.anchor.roots.append(root);
    }

    // 6. Mirror images: a class's mirror has every turn negated. The whole problem is
    // symmetric when every class has a mirror class of the same size (and role), and the
    // anchor's ways are symmetric; kept tiles fix the table, so they never are.
    QMap<WayKey, int> keyToClass;
    for (int c = 0; c < p.classes.size(); ++c)
        if (p.classes[c].roads == 1)
            keyToClass.insert(keyOf(*catalog.sideById(p.classes[c].sideIds.first())), c);
    bool symmetric = p.kept.isEmpty();
    for (int c = 0; c < p.classes.size(); ++c) {
        TileClass &cls = p.classes[c];
        const WayKey mk = mirrorOf(keyOf(*catalog.sideById(cls.sideIds.first())));
        if (cls.roads > 1) {
            cls.mirror = -1; // the search does not halve courses through crossings
        } else if (cls.role == TileClass::Role::Middle) {
            cls.mirror = keyToClass.value(mk, -1);
            if (cls.mirror >= 0 && p.classes[cls.mirror].role != TileClass::Role::Middle)
                cls.mirror = -1;
        } else {
            cls.mirror = keyOf(*catalog.sideById(cls.sideIds.first())) == mk ? c : -1;
        }
        if (cls.mirror < 0 || p.classes[cls.mirror].count() != cls.count())
            symmetric = false;
    }
    if (keyOf(anchorSide) != mirrorOf(keyOf(anchorSide)))
        symmetric = false;
    p.mirrorSymmetric = symmetric;

    // 7. Sizes and the simple reasons a list cannot work.
    if (p.courseTiles() > kMaxCourseTiles)
        issue(SolverIssue::Kind::TooManyTiles,
              SolverText::tr("The list has %n course tile(s);", nullptr, p.courseTiles()) + u' '
                  + SolverText::tr("the solver lays out at most %n.", nullptr, kMaxCourseTiles));
    if (p.minCourseTiles > p.courseTiles())
        issue(SolverIssue::Kind::BadOption,
              SolverText::tr("The subset asks for at least %n course tile(s),", nullptr, p.minCourseTiles) + u' '
                  + SolverText::tr("but the list has only %n.", nullptr, p.courseTiles()));
    if (!p.hasErrors())
        p.issues += Feasibility::check(p);
    return p;
}

} // namespace Pacenotes
