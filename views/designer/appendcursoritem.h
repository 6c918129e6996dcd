// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/trackfitting.h"

#include <QGraphicsItem>

#include <optional>

namespace Pacenotes {

class TrackScene;

/// Where a double-click in the palette puts the next tile: a dashed hex at the open end of
/// the course with an arrow showing the way the road comes in.
class AppendCursorItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 3 };

    explicit AppendCursorItem(TrackScene *scene);

    void setPoint(const std::optional<AppendPoint> &point);
    std::optional<AppendPoint> point() const { return m_point; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TrackScene *m_scene;
    std::optional<AppendPoint> m_point;
};

} // namespace Pacenotes
