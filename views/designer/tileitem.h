// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>

namespace Pacenotes {

class TrackScene;
struct TileSide;

/**
 * One placed tile in the designer's scene: a thin projection of Track::tiles[index()].
 * It draws the tile with TileRenderer and shows selection and hover; it never changes the
 * track (moves and turns go through the tools and undo commands).
 */
class TileItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 1 };

    TileItem(TrackScene *scene, int index);

    int index() const { return m_index; }
    void setIndex(int index) { m_index = index; }
    /// Reads position, side and turn from the document.
    void syncFromModel();
    /// Problems of this tile, shown as the tooltip.
    void setProblemText(const QString &text);

    QString sideId() const { return m_sideId; }
    int rotation() const { return m_rotation; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    void updateToolTip();

    TrackScene *m_scene;
    int m_index;
    QString m_sideId;
    int m_rotation = 0;
    const TileSide *m_side = nullptr;
    QString m_problems;
    bool m_hovered = false;
};

} // namespace Pacenotes
