// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacesdocument.h"

#include "catalog/tilecatalog.h"
#include "commands/changespacescommand.h"
#include "roadgeometry.h"
#include "spacegeometry.h"
#include "spacelibrary.h"

#include <QDate>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

constexpr double kEps = 1e-6;

bool onRoad(const TileSpace &s)
{
    return s.road >= 0 && !s.offRoad;
}

/// Merge keys: the field changed and the spaces it changed, so turning one spin box is one step.
quint64 keyFor(quint64 field, const QList<int> &ids)
{
    quint64 k = field * 1000003u;
    for (int id : ids)
        k = k * 31u + quint64(id);
    return k | 1u;
}

/// The user sets a lane's count: whether its spaces are right is no longer in doubt.
void countSettled(TileSpaces &spaces, int road, int lane)
{
    for (TileSpace &s : spaces.spaces)
        if (s.road == road && !s.offRoad && s.span == 1 && s.lane == lane && s.uncertain) {
            s.uncertain = false;
            if (s.uncertainMarks.isEmpty())
                s.why.clear();
        }
}

QString newSlideId(const TileSpaces &s)
{
    for (int n = 1;; ++n) {
        const QString id = QString::number(n);
        if (std::none_of(s.spaces.begin(), s.spaces.end(), [&id](const TileSpace &x) { return x.marks.slide == id; }))
            return id;
    }
}

} // namespace

SpacesDocument::SpacesDocument(SpaceLibrary *library, QObject *parent)
    : QObject(parent), m_library(library), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

SpacesDocument::~SpacesDocument() = default;

bool SpacesDocument::isModified() const
{
    return !m_undo->isClean();
}

bool SpacesDocument::open(const QString &sideId)
{
    const TileSide *side = m_library->catalog().side(sideId);
    if (!side)
        return false;
    m_side = side;
    m_fromUser = m_library->hasUserData(side->id);
    const TileSpaces *found = m_library->find(side->id);
    m_spaces = found ? *found : SpaceTemplates::generate(*side);
    m_undo->clear();
    recheck();
    emit sideChanged();
    emit spacesChanged();
    emit modifiedChanged(false);
    return true;
}

bool SpacesDocument::save(QString *error)
{
    if (!m_side)
        return false;
    TileSpaces out = m_spaces;
    out.date = QDate::currentDate().toString(Qt::ISODate);
    if (!m_library->setSide(out, error))
        return false;
    m_fromUser = true;
    m_undo->setClean();
    return true;
}

bool SpacesDocument::revertToTemplate(QString *error)
{
    if (!m_side)
        return false;
    if (m_library->hasUserData(m_side->id) && !m_library->removeSide(m_side->id, error))
        return false;
    return open(m_side->id);
}

void SpacesDocument::setSpaces(const TileSpaces &spaces)
{
    m_spaces = spaces;
    recheck();
    emit spacesChanged();
}

void SpacesDocument::push(const TileSpaces &after, const QString &text, quint64 mergeKey)
{
    if (!m_side || after == m_spaces)
        return;
    TileSpaces next = after;
    // Changing data read from a picture is a correction by someone looking at a tile: from then on
    // the side is theirs, "measured" (docs/space-packs.md), and says what it was corrected from.
    if (m_spaces.provenance == SpaceProvenance::ReadFromPicture && next.provenance == SpaceProvenance::ReadFromPicture) {
        next.provenance = SpaceProvenance::Measured;
        if (!next.picture.isEmpty())
            next.note = tr("Corrected from the reading of %1.").arg(next.picture) + (next.note.isEmpty() ? QString() : u"\n"_s + next.note);
        next.picture.clear();
        next.variant = 0;
        if (next.author == m_spaces.author) // the readers are not the ones correcting
            next.author.clear();
    }
    m_undo->push(new ChangeSpacesCommand(this, m_spaces, next, text, mergeKey));
}

void SpacesDocument::recheck()
{
    m_problems = m_side ? SpaceCheck::check(m_spaces, *m_side) : QList<SpaceProblem>{};
}

void SpacesDocument::setLaneCount(int road, int lane, int count)
{
    if (!m_side)
        return;
    TileSpaces after = m_spaces;
    SpaceTemplates::setLaneCount(after, *m_side, road, lane, std::clamp(count, 1, 20));
    countSettled(after, road, lane);
    push(after, QCoreApplication::translate("UndoCommands", "Spaces in a lane"), keyFor(1, {road, lane}));
}

void SpacesDocument::setRoadCount(int road, int count)
{
    if (!m_side || road < 0 || road >= m_side->paths.size())
        return;
    TileSpaces after = m_spaces;
    const int lanes = std::max(SpaceGeometry::lanesAt(*m_side, road, true), SpaceGeometry::lanesAt(*m_side, road, false));
    for (int l = 0; l < lanes; ++l) {
        SpaceTemplates::setLaneCount(after, *m_side, road, l, std::clamp(count, 1, 20));
        countSettled(after, road, l);
    }
    push(after, QCoreApplication::translate("UndoCommands", "Spaces on a road"), keyFor(2, {road}));
}

void SpacesDocument::changeMarks(const QList<int> &ids, const std::function<void(SpaceMarks &)> &change,
                                 const QString &text, quint64 mergeKey)
{
    TileSpaces after = m_spaces;
    for (int id : ids)
        if (TileSpace *s = after.space(id)) {
            const SpaceMarks before = s->marks;
            change(s->marks);
            // A mark the user sets is their reading: no longer in doubt.
            s->uncertainMarks.bits &= ~SpaceMarks::changed(before, s->marks).bits;
            if (!s->doubtful())
                s->why.clear();
        }
    push(after, text, mergeKey ? keyFor(mergeKey, ids) : 0);
}

void SpacesDocument::setUncertain(const QList<int> &ids, bool uncertain)
{
    TileSpaces after = m_spaces;
    for (int id : ids)
        if (TileSpace *s = after.space(id)) {
            s->uncertain = uncertain;
            if (!uncertain) {
                s->uncertainMarks = {};
                s->why.clear();
            }
        }
    push(after, uncertain ? QCoreApplication::translate("UndoCommands", "Mark as uncertain")
                          : QCoreApplication::translate("UndoCommands", "Mark as certain"));
}

void SpacesDocument::applyStamp(const QList<int> &ids, const MarkStamp &stamp)
{
    if (!m_side || !stamp.fits(m_side->game))
        return;
    changeMarks(ids, [&stamp](SpaceMarks &m) { stamp.apply(m); }, QCoreApplication::translate("UndoCommands", "Mark spaces"));
}

bool SpacesDocument::split(int id, QString *why)
{
    const TileSpace *s = m_spaces.space(id);
    if (!s || !onRoad(*s)) {
        if (why)
            *why = tr("Only spaces on the road can be split.");
        return false;
    }
    TileSpaces after = m_spaces;
    TileSpace &first = *after.space(id);
    TileSpace second = first;
    second.id = after.nextId();
    second.links.clear();
    const double middle = first.middle();
    first.t1 = middle;
    second.t0 = middle;
    after.spaces.insert(after.indexOf(id) + 1, second);
    SpaceTemplates::autoLinks(after);
    push(after, QCoreApplication::translate("UndoCommands", "Split a space"));
    return true;
}

bool SpacesDocument::merge(const QList<int> &ids, QString *why)
{
    const auto fail = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    QList<const TileSpace *> parts;
    for (int id : ids)
        if (const TileSpace *s = m_spaces.space(id))
            parts.append(s);
    if (parts.size() < 2)
        return fail(tr("Choose two or more spaces one after the other in a lane."));
    std::sort(parts.begin(), parts.end(), [](const TileSpace *a, const TileSpace *b) { return a->t0 < b->t0; });
    for (int i = 1; i < parts.size(); ++i) {
        const TileSpace &a = *parts[i - 1], &b = *parts[i];
        if (!onRoad(a) || !onRoad(b) || a.road != b.road || a.lane != b.lane || a.span != b.span || std::abs(a.t1 - b.t0) > kEps)
            return fail(tr("Only spaces one after the other in the same lane can be merged."));
    }
    TileSpaces after = m_spaces;
    const int keep = parts.first()->id;
    QList<int> gone;
    for (int i = 1; i < parts.size(); ++i)
        gone.append(parts[i]->id);
    after.space(keep)->t1 = parts.last()->t1;
    after.spaces.erase(std::remove_if(after.spaces.begin(), after.spaces.end(),
                                      [&gone](const TileSpace &s) { return gone.contains(s.id); }),
                       after.spaces.end());
    // Links from spaces beside the road to a merged space now lead to the one kept.
    for (TileSpace &s : after.spaces)
        for (SpaceLink &l : s.links)
            if (gone.contains(l.to))
                l.to = keep;
    SpaceTemplates::autoLinks(after);
    push(after, QCoreApplication::translate("UndoCommands", "Merge spaces"));
    return true;
}

bool SpacesDocument::addSlideZone(const QList<int> &ids, QString *why)
{
    const auto fail = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    if (!m_side || m_side->game != Game::Dirt)
        return fail(tr("Slide zones are a Rallyman: DIRT marking."));
    int road = -1;
    double t0 = 2, t1 = -1;
    for (int id : ids) {
        const TileSpace *s = m_spaces.space(id);
        if (!s || !onRoad(*s) || (road >= 0 && s->road != road))
            return fail(tr("Choose spaces of one road: the slide zone covers the stretch they cover."));
        road = s->road;
        t0 = std::min(t0, s->t0);
        t1 = std::max(t1, s->t1);
    }
    if (road < 0)
        return fail(tr("Choose the spaces the slide zone covers."));
    TileSpaces after = m_spaces;
    const QString zone = newSlideId(after);
    const int lanes = std::max(SpaceGeometry::lanesAt(*m_side, road, true), SpaceGeometry::lanesAt(*m_side, road, false));
    for (TileSpace &s : after.spaces)
        if (onRoad(s) && s.road == road && s.t0 >= t0 - kEps && s.t1 <= t1 + kEps)
            s.marks.slide = zone;
    // Sliding counts the zone as two spaces across the whole road (DIRT p. 11).
    const double middle = (t0 + t1) / 2;
    for (const auto &[a, b] : {std::pair{t0, middle}, std::pair{middle, t1}}) {
        TileSpace slide;
        slide.id = after.nextId();
        slide.road = road;
        slide.lane = 0;
        slide.span = lanes;
        slide.t0 = a;
        slide.t1 = b;
        slide.marks.slide = zone;
        after.spaces.append(slide);
    }
    SpaceTemplates::autoLinks(after);
    push(after, QCoreApplication::translate("UndoCommands", "Add a slide zone"));
    return true;
}

bool SpacesDocument::addShortcut(const QList<int> &ids, QString *why)
{
    const auto fail = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    if (!m_side || m_side->game != Game::Dirt)
        return fail(tr("Shortcuts are a Rallyman: DIRT marking."));
    QList<const TileSpace *> ends;
    for (int id : ids)
        if (const TileSpace *s = m_spaces.space(id); s && onRoad(*s))
            ends.append(s);
    if (ends.size() < 2)
        return fail(tr("Choose the spaces the shortcut leaves from and comes back to (at least two)."));
    TileSpaces after = m_spaces;
    TileSpace cut;
    cut.id = after.nextId();
    cut.road = ends.first()->road;
    cut.offRoad = true;
    cut.lane = -1;
    cut.t0 = 2;
    cut.t1 = -1;
    QPointF centre;
    for (const TileSpace *s : ends) {
        cut.t0 = std::min(cut.t0, s->middle());
        cut.t1 = std::max(cut.t1, s->middle());
        centre += SpaceGeometry::labelPoint(*m_side, *s);
        cut.links.append({s->id, false});
    }
    centre /= double(ends.size());
    // Beside the road, off its surface: the nearest free point from the middle of those spaces,
    // towards the tile's centre first (the inside of a bend), then the other way.
    const double length = std::hypot(centre.x(), centre.y());
    cut.outline = SpaceGeometry::besideRoad(*m_side, centre, length > 1 ? -centre / length : QPointF(1, 0));
    cut.marks.shortcut = true;
    after.spaces.append(cut);
    push(after, QCoreApplication::translate("UndoCommands", "Add a shortcut"));
    return true;
}

bool SpacesDocument::removeSpaces(const QList<int> &ids, QString *why)
{
    TileSpaces after = m_spaces;
    for (int id : ids) {
        const TileSpace *s = after.space(id);
        if (!s)
            continue;
        if (onRoad(*s) && s->span == 1) {
            if (why)
                *why = tr("Spaces of a lane go by the lane's count; only slide zones and shortcuts are removed.");
            return false;
        }
    }
    // A slide zone goes as a whole: both of its spaces and the mark on the lanes.
    QStringList zones;
    for (int id : ids)
        if (const TileSpace *s = after.space(id); s && s->span > 1 && !s->marks.slide.isEmpty())
            zones.append(s->marks.slide);
    after.spaces.erase(std::remove_if(after.spaces.begin(), after.spaces.end(),
                                      [&](const TileSpace &s) {
                                          return ids.contains(s.id) || (s.span > 1 && zones.contains(s.marks.slide));
                                      }),
                       after.spaces.end());
    for (TileSpace &s : after.spaces) {
        if (zones.contains(s.marks.slide))
            s.marks.slide.clear();
        s.links.erase(std::remove_if(s.links.begin(), s.links.end(),
                                     [&after](const SpaceLink &l) { return !after.space(l.to); }),
                      s.links.end());
    }
    if (after.spaces.size() == m_spaces.spaces.size())
        return false;
    SpaceTemplates::autoLinks(after);
    push(after, QCoreApplication::translate("UndoCommands", "Remove spaces"));
    return true;
}

bool SpacesDocument::setStartLineAt(int id, QString *why)
{
    const TileSpace *s = m_spaces.space(id);
    if (!m_side || m_side->role != TileRole::StartFinish || !s || !onRoad(*s) || s->t0 <= 0) {
        if (why)
            *why = tr("The start/finish line goes between two spaces of a start/finish tile: choose the space just past it.");
        return false;
    }
    TileSpaces after = m_spaces;
    after.startFinish = RoadLine{s->road, s->t0};
    push(after, QCoreApplication::translate("UndoCommands", "Move the start/finish line"));
    return true;
}

void SpacesDocument::setProvenance(SpaceProvenance provenance)
{
    TileSpaces after = m_spaces;
    after.provenance = provenance;
    push(after, QCoreApplication::translate("UndoCommands", "Where the data comes from"));
}

void SpacesDocument::setAuthor(const QString &author)
{
    TileSpaces after = m_spaces;
    after.author = author.left(200);
    push(after, QCoreApplication::translate("UndoCommands", "Author"), keyFor(3, {}));
}

void SpacesDocument::setNote(const QString &note)
{
    TileSpaces after = m_spaces;
    after.note = note.left(4000);
    push(after, QCoreApplication::translate("UndoCommands", "Note"), keyFor(4, {}));
}

void SpacesDocument::resetToTemplate()
{
    if (!m_side)
        return;
    TileSpaces after = SpaceTemplates::generate(*m_side);
    after.author = m_spaces.author;
    after.note = m_spaces.note;
    push(after, QCoreApplication::translate("UndoCommands", "Start again from the template"));
}

QList<const TileSide *> SpacesDocument::sameGeometry() const
{
    QList<const TileSide *> out;
    if (!m_side || m_side->paths.isEmpty())
        return out;
    for (const TileSide &s : m_library->catalog().sides())
        if (s.id != m_side->id && s.edges == m_side->edges && s.paths == m_side->paths && s.role == m_side->role)
            out.append(&s);
    return out;
}

bool SpacesDocument::copyTo(const QStringList &sideIds, bool withMarks, QString *error)
{
    const QList<const TileSide *> fits = sameGeometry();
    for (const QString &id : sideIds) {
        const bool ok = std::any_of(fits.begin(), fits.end(), [&id](const TileSide *s) { return s->id == id; });
        if (!ok) {
            if (error)
                *error = tr("Tile side %1 does not have the roads and lanes of %2.").arg(id, m_side ? m_side->id : QString());
            return false;
        }
        TileSpaces copy = m_spaces;
        copy.sideId = id;
        copy.provenance = copy.provenance == SpaceProvenance::Template ? SpaceProvenance::Template : SpaceProvenance::Estimated;
        copy.note = withMarks ? tr("Copied from %1 with its markings.").arg(m_side->id)
                              : tr("Spaces copied from %1; markings not copied.").arg(m_side->id);
        if (!withMarks)
            for (TileSpace &s : copy.spaces)
                MarkStamp{MarkStamp::Kind::Clear, 0}.apply(s.marks);
        if (!m_library->setSide(copy, error))
            return false;
    }
    return true;
}

} // namespace Pacenotes
