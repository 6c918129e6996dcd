// SPDX-License-Identifier: GPL-3.0-or-later
#include "abstracttool.h"

#include "designer/designereditor.h"

namespace Pacenotes {

AbstractTool::AbstractTool(DesignerEditor *editor) : QObject(editor), m_editor(editor)
{
}

TrackScene *AbstractTool::scene() const
{
    return m_editor->scene();
}

void AbstractTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    mousePressed(event);
}

bool AbstractTool::keyPressed(QKeyEvent *event)
{
    Q_UNUSED(event);
    return false;
}

} // namespace Pacenotes
