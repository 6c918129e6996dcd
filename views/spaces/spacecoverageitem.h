// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spaces/spacesources.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace Pacenotes {

class TrackScene;

/**
 * Over the designer's table: the course tiles that have no space data of their own (only a
 * template, or nothing), hatched with a small badge, so a player sees before driving which tiles
 * still need counting and marking.
 */
class SpaceCoverageItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 41 };
    explicit SpaceCoverageItem(TrackScene *scene);

    void update(const QList<TileCoverage> &coverage);
    /// Course tiles marked (for tests).
    int markedCount() const { return int(m_marked.size()); }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Mark
    {
        QPointF centre;
        bool templateOnly = false;
    };
    TrackScene *m_scene;
    QList<Mark> m_marked;
    QPainterPath m_hexes;
    QRectF m_bounds;
};

} // namespace Pacenotes
