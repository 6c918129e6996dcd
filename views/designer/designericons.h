// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace Pacenotes {

/**
 * The designer's own toolbar and menu icons, drawn as vector paths at whatever size is
 * asked (sharp on any screen, no image files). The colour follows the palette's text colour.
 */
namespace DesignerIcons {
enum class Icon { Select, Place, Erase, RotateClockwise, RotateCounterClockwise, Flip, ZoomIn, ZoomOut, Fit, Grid,
                  Labels, Course, Boxes, Properties, Undo, Redo, Delete, LayOut };
QIcon icon(Icon which);
} // namespace DesignerIcons

} // namespace Pacenotes
