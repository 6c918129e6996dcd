// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacecoverageitem.h"

#include "designer/trackscene.h"
#include "spacespainter.h"
#include "track/trackdocument.h"

#include <QPainter>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SpaceCoverageItem::SpaceCoverageItem(TrackScene *scene) : m_scene(scene)
{
    setZValue(12); // over the problem marks, under the course arrows
    setAcceptedMouseButtons(Qt::NoButton);
}

void SpaceCoverageItem::update(const QList<TileCoverage> &coverage)
{
    prepareGeometryChange();
    m_marked.clear();
    m_hexes = QPainterPath();
    const Track &track = m_scene->document()->track();
    for (const TileCoverage &c : coverage) {
        if (!c.course || c.covered() || c.tile < 0 || c.tile >= track.tiles.size())
            continue;
        const QPointF centre = m_scene->layout().toPixel(track.tiles[c.tile].pos);
        m_marked.append({centre, c.provenance.has_value()});
        m_hexes.addPath(m_scene->hexShape().translated(centre));
    }
    m_bounds = m_hexes.boundingRect().adjusted(-10, -10, 10, 10);
    setToolTip(m_marked.isEmpty() ? QString()
                                  : QCoreApplication::translate("SpaceCoverageItem",
                                                                "Hatched tiles have no space data of your own yet: only a "
                                                                "template, which is a guess with no markings."));
    QGraphicsItem::update();
}

void SpaceCoverageItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_marked.isEmpty())
        return;
    p->setRenderHint(QPainter::Antialiasing);
    p->fillPath(m_hexes, QBrush(QColor(230, 160, 0, 110), Qt::BDiagPattern));
    QPen pen(QColor(200, 130, 0, 200), 2.0, Qt::DashLine);
    pen.setCosmetic(true);
    p->strokePath(m_hexes, pen);
    const double size = m_scene->layout().size();
    for (const Mark &m : std::as_const(m_marked))
        SpacesPainter::label(p, m.centre + QPointF(0, size * 0.55),
                             m.templateOnly ? QCoreApplication::translate("SpaceCoverageItem", "template")
                                            : QCoreApplication::translate("SpaceCoverageItem", "no spaces"),
                             size * 0.13, Qt::white, QColor(190, 110, 0, 230));
}

} // namespace Pacenotes
