// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QPainterPath>

namespace Pacenotes {

class TrackScene;
struct Track;
struct TrackReport;

/**
 * Validation marks over the tiles, redrawn after every edit: a red tab where a road ends
 * with nothing beyond, a red zigzag where two tiles meet badly (lanes, skew, a road against
 * a closed side), a hatched hex where tiles overlap, a badge on over-used tiles and tiles
 * beyond the track's list, a dashed outline on tiles off the course or otherwise misplaced.
 */
class ProblemMarksItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 4 };

    explicit ProblemMarksItem(TrackScene *scene);

    void setReport(const Track &track, const TrackReport &report);
    /// How many marks are drawn (for tests).
    int markCount() const { return m_count; }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TrackScene *m_scene;
    QPainterPath m_openEnds;    ///< red tabs
    QPainterPath m_mismatches;  ///< red zigzags (stroked)
    QPainterPath m_overlaps;    ///< hatched hexes
    QPainterPath m_outlines;    ///< dashed outlines (stroked)
    QList<QPointF> m_badges;    ///< over-used / beyond the list
    QRectF m_bounds;
    int m_count = 0;
};

} // namespace Pacenotes
