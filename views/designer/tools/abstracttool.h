// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCursor>
#include <QObject>

class QGraphicsSceneMouseEvent;
class QKeyEvent;

namespace Pacenotes {

class DesignerEditor;
class TrackScene;

/**
 * A way of working with the mouse in the designer (select and move, place, erase). The scene
 * forwards input to the active tool; the tool previews with scene items and asks the editor
 * for changes, which become undo commands.
 */
class AbstractTool : public QObject
{
    Q_OBJECT
public:
    explicit AbstractTool(DesignerEditor *editor);

    virtual void activate() {}
    virtual void deactivate() {}
    virtual void mousePressed(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseMoved(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseReleased(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseDoubleClicked(QGraphicsSceneMouseEvent *event);
    /// Returns true when the tool used the key.
    virtual bool keyPressed(QKeyEvent *event);
    /// The pointer left the view: drop previews.
    virtual void pointerLeft() {}
    virtual QCursor cursor() const { return Qt::ArrowCursor; }

protected:
    DesignerEditor *editor() const { return m_editor; }
    TrackScene *scene() const;

private:
    DesignerEditor *m_editor;
};

} // namespace Pacenotes
