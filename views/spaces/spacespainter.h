// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spaces/tilespaces.h"

#include <QColor>
#include <QTransform>

class QPainter;

namespace Pacenotes {

/**
 * Draws the spaces of a tile side over its drawing: outlines that follow the drawn lanes, the
 * space numbers and the markings as short upright text. The tile-local frame is mapped by
 * `toPainter` (SpaceGeometry::localToScene), so it serves the editor, Drive mode and thumbnails
 * alike, at any turn of the tile.
 */
namespace SpacesPainter {

struct Style
{
    bool numbers = true;
    bool marks = true;
    QColor outline = QColor(255, 255, 255, 200);
    QColor template_ = QColor(255, 215, 90, 220); ///< outlines of template data (not read off a tile)
    QColor doubt = QColor(205, 80, 255, 235);     ///< spaces whose reading stays uncertain: a dotted ring and "?"
    double outlineWidth = 1.2; ///< device-independent pixels
};

void paint(QPainter *painter, const TileSide &side, const TileSpaces &spaces, const QTransform &toPainter,
           const Style &style = {});
/// The markings of a space as a few characters: "3", "2!", "┆1", "≈", "⤴4", "✂3"…
QString markText(const SpaceMarks &marks);
/// A space's label: its number (when `number`), its markings, and "?" after what stays uncertain
/// ("7? 2?": the space's count and its limit are uncertain).
QString spaceText(const TileSpace &space, bool number = true, bool marks = true);
/// The dotted ring drawn inside the outline of a doubtful space.
void paintDoubt(QPainter *painter, const QPolygonF &outline, const QColor &colour, double width);
/// A tint for a space with markings (limits red, water blue…); invalid when plain.
QColor markTint(const SpaceMarks &marks);
/// Upright text centred on `at` (painter coordinates), in a small rounded box.
void label(QPainter *painter, QPointF at, const QString &text, double height, const QColor &ink, const QColor &paper);

} // namespace SpacesPainter

} // namespace Pacenotes
