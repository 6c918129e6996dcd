// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QPainterPath>

namespace Pacenotes {

class SpaceEditorScene;

/// One space in the editor: its outline, number and markings; selectable; takes dropped markings.
class SpaceItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 40 };
    SpaceItem(SpaceEditorScene *scene, int id);

    int type() const override { return Type; }
    int spaceId() const { return m_id; }
    /// Re-reads the space from the document.
    void syncFromModel();

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragLeaveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;

private:
    SpaceEditorScene *m_scene;
    int m_id;
    QPainterPath m_path;
    QPointF m_label;
    QString m_text;
    QColor m_tint;
    bool m_problem = false;
    bool m_doubt = false; ///< the reading of the space or its marks stays uncertain
    bool m_hovered = false;
    bool m_dropTarget = false;
};

} // namespace Pacenotes
