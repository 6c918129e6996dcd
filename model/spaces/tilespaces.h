// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/enumids.h"
#include "catalog/tileside.h"
#include "rules/plannedmove.h" // CornerLine

#include <QCoreApplication>
#include <QList>
#include <QPolygonF>
#include <QString>

#include <optional>

namespace Pacenotes {

/// How far a tile side's space data can be trusted.
enum class SpaceProvenance : quint8 {
    Template,  ///< proposed by Pacenotes from the tile's geometry: counts and markings are not read off a tile
    Estimated, ///< entered by someone from pictures or memory, not checked against a tile
    Measured,  ///< read off the physical tile by the author
    /// Read off a public picture of the tile (Rekee's tile pictures), twice by independent
    /// readers, every disagreement settled by a third look; what stays doubtful is marked so.
    ReadFromPicture
};

/// The fields of SpaceMarks whose reading can be doubtful (`sharp` stands for its line too).
enum class MarkField : quint8 {
    Limit, Dangerous, Sharp, TripleLane, Danger, Terrain, Corner, Slide, Shortcut, Jump, Water, Climb, Grid, Pit
};

/// A set of MarkFields (which marks of a space stay uncertain).
struct MarkFields
{
    quint32 bits = 0;
    bool has(MarkField f) const { return bits & (1u << int(f)); }
    void add(MarkField f) { bits |= 1u << int(f); }
    bool isEmpty() const { return bits == 0; }
    bool operator==(const MarkFields &) const = default;
};

/// GT pit-stop lanes (GT p. 18).
enum class PitLane : quint8 { None, Tyres, Repairs, RepairsAndTyres };

/// GT: where a sharp-corner space has its dotted lines (GT p. 12: entering and leaving across a
/// line are separate rules): at both ends, or only at the end towards its road's first (`from`) or
/// last (`to`) edge.
enum class SharpEnds : quint8 { Both, Start, End };

template<>
struct EnumIds<SpaceProvenance>
{
    static constexpr std::pair<SpaceProvenance, const char *> table[] = {
        {SpaceProvenance::Template, "template"}, {SpaceProvenance::Estimated, "estimated"}, {SpaceProvenance::Measured, "measured"},
        {SpaceProvenance::ReadFromPicture, "read-from-picture"}};
};
template<>
struct EnumIds<MarkField>
{
    static constexpr std::pair<MarkField, const char *> table[] = {
        {MarkField::Limit, "limit"}, {MarkField::Dangerous, "dangerous"}, {MarkField::Sharp, "sharp"},
        {MarkField::TripleLane, "tripleLane"}, {MarkField::Danger, "danger"}, {MarkField::Terrain, "terrain"},
        {MarkField::Corner, "corner"}, {MarkField::Slide, "slide"}, {MarkField::Shortcut, "shortcut"},
        {MarkField::Jump, "jump"}, {MarkField::Water, "water"}, {MarkField::Climb, "climb"}, {MarkField::Grid, "grid"},
        {MarkField::Pit, "pit"}};
};
template<>
struct EnumIds<SharpEnds>
{
    static constexpr std::pair<SharpEnds, const char *> table[] = {
        {SharpEnds::Both, "both"}, {SharpEnds::Start, "start"}, {SharpEnds::End, "end"}};
};
/// PitLane::None has no id: a space that is not a pit lane writes no "pit".
template<>
struct EnumIds<PitLane>
{
    static constexpr std::pair<PitLane, const char *> table[] = {
        {PitLane::Tyres, "tyres"}, {PitLane::Repairs, "repairs"}, {PitLane::RepairsAndTyres, "repairs-and-tyres"}};
};

/**
 * What is printed on one space, in the rules' terms (docs/referee-json.md, `space`). Everything
 * defaults to a plain space; `danger` and `terrain` default to the tile's own.
 */
struct SpaceMarks
{
    int limit = 0;                  ///< speed limit in a circle (or the shortcut's); 0 = none
    bool dangerous = false;         ///< GT: the limit is in a triangle with "!"
    bool sharp = false;             ///< GT: a sharp-corner space, dotted lines at both ends
    int line = 0;                   ///< GT: the number on its dotted lines (1..6); 0 = none or "!"
    bool lineHazard = false;        ///< GT: the dotted lines carry "!" instead of a number
    SharpEnds lineEnds = SharpEnds::Both; ///< GT: which ends of the sharp-corner space have the dotted line
    bool tripleLane = false;        ///< GT: a corner space of a triple-lane corner
    Danger danger = Danger::None;   ///< None: the tile's colour
    Terrain terrain = Terrain::None; ///< DIRT road type; None: the tile's
    QString corner;                 ///< DIRT: corner id on this tile ("1", "2"); empty = not a corner
    CornerLine cornerLine = CornerLine::None; ///< DIRT: the corner's inside or outside line
    QString slide;                  ///< DIRT: slide zone id on this tile; empty = none
    bool shortcut = false;          ///< DIRT: a shortcut space (its limit in `limit`)
    int jump = 0;                   ///< DIRT: jump value; 0 = none
    bool water = false;             ///< DIRT: water hazard
    int climb = 0;                  ///< DIRT Climb: the arrows printed on the space, +1 or −1; 0 = none (not ruled on yet)
    bool grid = false;              ///< a starting-grid spot (start/finish tiles)
    PitLane pit = PitLane::None;    ///< GT: a lane of the pit-stop tile

    bool isPlain() const { return *this == SpaceMarks{}; }
    /// The fields that are set (not their defaults).
    MarkFields fields() const;
    /// The fields whose values differ between `a` and `b`.
    static MarkFields changed(const SpaceMarks &a, const SpaceMarks &b);
    /// GT: a dotted line at the space's back (`back`) or front edge for a car driving it in
    /// `orientation` (+1 from its road's first edge towards the last, −1 the other way).
    bool lineAt(int orientation, bool back) const;
    bool operator==(const SpaceMarks &) const = default;
};

/**
 * A connection between two spaces of the same tile: straight on along a lane, or diagonal into
 * a neighbouring lane. It has no direction: the way the road is driven decides which end is
 * ahead (the one whose front edge is further along), and a link between spaces whose front edges
 * are level that way is not a move at all.
 */
struct SpaceLink
{
    int to = 0;
    bool diagonal = false;
    bool operator==(const SpaceLink &) const = default;
};

/**
 * Positions along a road and distances along the course are fractions with small denominators
 * (a lane cut into three spaces, a half space at a skewed edge). They are kept as the double
 * nearest the fraction, so that thirds add up to exactly 1 (docs/space-packs.md, "Exact
 * positions"):
 * - exactPosition: a position as written (to six decimals, 0.333333) within 6 × 10⁻⁷ of a
 *   fraction p/q with q ≤ 64 is that fraction (1/3); other positions are kept as they are;
 * - exactDistance: a distance worked out from exact positions, within 10⁻⁹ of such a fraction,
 *   is that fraction (what floating point adds is dropped: 2, not 1.9999999999999998).
 */
namespace SpaceFractions {
inline constexpr int kMaxDenominator = 64;
/// The fraction p/q (q ≤ kMaxDenominator, smallest q first) within `tolerance` of v, or v.
double nearest(double v, double tolerance);
inline double exactPosition(double written) { return nearest(written, 6e-7); }
inline double exactDistance(double computed) { return nearest(computed, 1e-9); }
} // namespace SpaceFractions

/**
 * One space of a tile side. Road spaces lie on a lane (or span several: a DIRT slide zone) of
 * one road of the side, between two positions t0 < t1 along it (the road's parameter: 0 at its
 * `from` edge, 1 at its `to` edge; a half space cut by a skewed edge reaches beyond). Their
 * outline follows the drawn lanes. Off-road spaces (shortcuts) and the pit tile's lanes carry
 * their own outline.
 */
struct TileSpace
{
    int id = 0;             ///< stable, 1..; shown as the space's number
    int road = -1;          ///< index in TileSide::paths; -1 on the pit tile
    int lane = 0;           ///< from the left kerb seen from the road's `from` edge
    int span = 1;           ///< lanes covered (a slide zone spans the road)
    bool offRoad = false;   ///< beside the road (a shortcut): drawn from `outline`
    double t0 = 0;
    double t1 = 1;
    QPolygonF outline;      ///< tile-local (RoadGeometry units); empty = from the lanes
    QList<SpaceLink> links; ///< connections to other spaces of the tile (kept on one of the two)
    /// Spaces of other roads that are this same printed space (where a junction's roads share
    /// tarmac; kept on one of the two).
    QList<int> same;
    SpaceMarks marks;
    /// The space itself (that it is there, where it starts and ends: the count of its lane) is
    /// not certain; `why` says what the reader could not tell.
    bool uncertain = false;
    MarkFields uncertainMarks; ///< marks of the space that are not certain
    QString why;

    bool covers(int l) const { return !offRoad && l >= lane && l < lane + span; }
    /// Something about the space or its marks is not certain.
    bool doubtful() const { return uncertain || !uncertainMarks.isEmpty(); }
    double middle() const { return (t0 + t1) / 2; }
    bool operator==(const TileSpace &) const = default;
};

/// A line across a road at a position along it (the start/finish line).
struct RoadLine
{
    int road = 0;
    double t = 0.5;
    bool operator==(const RoadLine &) const = default;
};

/**
 * The spaces of one tile side, in the tile-local frame of the catalog (edges A..F, native
 * orientation), keyed by the side's canonical id, with where the data comes from. A placed
 * tile's rotation maps them onto the table as it maps the edges.
 */
struct TileSpaces
{
    QString sideId;
    SpaceProvenance provenance = SpaceProvenance::Template;
    QString author;
    QString date;           ///< ISO date the data was made or last changed
    QString note;
    QString picture;        ///< read from a picture: its file name ("tile-112b-1.webp")
    int variant = 0;        ///< the picture's variant (the physical copy it shows); 0 = none
    QList<TileSpace> spaces;
    std::optional<RoadLine> startFinish; ///< start/finish tiles: where the line crosses the road

    const TileSpace *space(int id) const;
    TileSpace *space(int id);
    int indexOf(int id) const;
    int nextId() const;
    /// Spaces of road `road` covering lane `lane` (not off-road), ordered along the road.
    QList<int> laneSpaces(int road, int lane) const;
    bool operator==(const TileSpaces &) const = default;
};

namespace SpaceText {
QString provenanceName(SpaceProvenance p);         ///< translated
QString pitLaneName(PitLane p);                    ///< translated
QString roadName(const TileSide &side, int road);  ///< "A–D"
/// A short description of the marks ("limit 2!", "sharp, line 1") for lists and tooltips; translated.
QString marksSummary(const SpaceMarks &m);
/// The name of a mark field ("speed limit", "dotted lines"); translated.
QString markFieldName(MarkField f);
/// What is doubtful about a space, in words ("uncertain: the space count; speed limit"); empty
/// when nothing is. Translated.
QString doubtSummary(const TileSpace &s);
} // namespace SpaceText

} // namespace Pacenotes
