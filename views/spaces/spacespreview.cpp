// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacespreview.h"

#include "render/tilerenderer.h"
#include "spacespainter.h"
#include "spaces/spacegeometry.h"

#include <QPainter>

namespace Pacenotes {

SpacesPreview::SpacesPreview(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(160, 160);
}

void SpacesPreview::setSpaces(const TileSide *side, const std::optional<TileSpaces> &spaces)
{
    m_side = side;
    m_spaces = spaces;
    update();
}

void SpacesPreview::setScans(const TileScans *scans)
{
    m_scans = scans;
    update();
}

void SpacesPreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (!m_side) {
        p.drawText(rect(), Qt::AlignCenter, tr("nothing"));
        return;
    }
    const double size = std::min(width() / std::sqrt(3.0), height() / 2.0) * 0.95;
    const QPointF centre = QRectF(rect()).center();
    TileRenderOptions options;
    options.labels = false;
    options.scans = m_scans;
    TileRenderer::paint(&p, m_side, m_side->id, centre, size, 0, options);
    if (m_spaces)
        SpacesPainter::paint(&p, *m_side, *m_spaces, SpaceGeometry::localToScene(centre, size, 0));
    else
        p.drawText(rect().adjusted(4, 4, -4, -4), Qt::AlignTop | Qt::AlignHCenter, tr("no data"));
}

} // namespace Pacenotes
