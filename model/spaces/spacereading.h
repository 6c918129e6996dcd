// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"

#include <QJsonObject>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/// A space of a lane as a reading names it: the lane (from 1) and the space's number in it (from 1).
struct ReadPlace
{
    int lane = 0;
    int space = 0;
    bool operator==(const ReadPlace &) const = default;
};

/// What a reading says is printed on one space, with which of it is uncertain.
struct ReadMarks
{
    SpaceMarks marks;
    MarkFields uncertain;
    bool hazard = false; ///< a "!" triangle with no number: no field of the referee holds it
    bool doubtOnly = false; ///< "uncertain" with no mark: whether anything is printed there is in doubt
    QString other;       ///< a printed marking the format has no field for, in words
    QString note;        ///< the reader's remark on it
    QString why;
    bool operator==(const ReadMarks &) const = default;
};

/**
 * One reading of a tile side off a picture: the reading format ("pacenotes-space-reading",
 * version 1; docs/space-packs.md, "Readings"), in which two readers read every side of the
 * catalog independently and a third settles their disagreements. Counts are per lane, marks per
 * space number, everything in the catalog's terms (roads by their edges, lanes from the left
 * kerb seen from the road's first edge).
 */
struct SpaceReading
{
    struct Lane
    {
        static constexpr int kHidden = -2;
        int lane = 0;            ///< from 1
        int spaces = 0;          ///< 0: no spaces of its own; kHidden: it cannot be seen (a tunnel)
        bool uncertain = false;  ///< the count is not certain
        QString why;
        QString note;            ///< the reader's remark (a cut space's size, where a lane tapers)
        QList<std::pair<int, ReadMarks>> marks; ///< space number -> marks (one entry per space)
    };
    struct Road
    {
        int road = -1; ///< index in TileSide::paths
        QList<Lane> lanes;
    };
    /**
     * A space drawn across several lanes: a GT triple-lane corner's double inside space, a double
     * outside space, a DIRT slide zone across the road. It is counted in every lane it covers (at
     * `from` in the first lane, at `at` where its number differs in another lane).
     */
    struct Span
    {
        int road = -1;
        int firstLane = 0, lastLane = 0;
        ReadPlace from;
        QList<ReadPlace> at;
        ReadMarks marks;
        /// GT: the sharp corner's dotted lines per lane covered (lane -> number, or 0 for "!"),
        /// when they differ; empty: `marks` has the line for every lane.
        QMap<int, int> lineByLane;
        QMap<int, SharpEnds> lineEndsByLane; ///< GT: where those lines are, per lane, when it differs
        bool uncertain = false;
        /// The space of lane `lane` it covers (its number there).
        int spaceIn(int lane) const;
    };
    /// Spaces beside the road (a DIRT shortcut) between two road spaces.
    struct OffRoad
    {
        int road = -1;
        int besideLane = 0;
        ReadPlace from, to;
        int spaces = 1;
        ReadMarks marks;
        bool uncertain = false;
    };
    /// Where the start/finish line crosses the road: after space `afterSpace` of `lane`.
    struct Line
    {
        int road = -1;
        int lane = 1;
        int afterSpace = 0;
        QString drivingFrom; ///< the edge the cars come from, when the reader said
        bool uncertain = false; ///< where the line lies is not certain (kept in the note)
        QString why;
    };
    /// Two roads' spaces that are one printed space (a junction).
    struct Shared
    {
        int roadA = -1, roadB = -1;
        ReadPlace a, b;
    };

    QString side;
    QString reader;
    QString drivingFrom;    ///< start/finish tiles: the edge the cars come from, when the reader said
    QStringList pictures;
    bool markingsDifferBetweenVariants = false;
    QList<Road> roads;
    QList<Span> spans;
    QList<OffRoad> offRoad;
    std::optional<Line> startFinish;
    QList<Line> otherLines; ///< more start/finish lines on the side (the space data holds one)
    QList<Shared> shared;
    QString notes;

    /// Reads one reading strictly: unknown fields, wrong types, roads the side does not have and
    /// values out of range are refused with a translated message naming the field.
    static std::optional<SpaceReading> fromJson(const QJsonObject &json, const TileCatalog &catalog, QString *error);
    static std::optional<SpaceReading> fromJson(const QByteArray &json, const TileCatalog &catalog, QString *error);
};

namespace SpaceReadingFormat {
inline constexpr QLatin1StringView kFormat{"pacenotes-space-reading"};
constexpr int kFormatVersion = 1;
} // namespace SpaceReadingFormat

} // namespace Pacenotes
