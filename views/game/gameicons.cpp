// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameicons.h"

#include <QPainter>
#include <QPixmap>

namespace Pacenotes::GameIcons {

QIcon colourChip(const QColor &colour, int size)
{
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setPen(QColor(0x60, 0x60, 0x60));
    p.setBrush(colour);
    p.drawRect(0, 0, size - 1, size - 1);
    return QIcon(pm);
}

QColor dangerColour(Danger danger)
{
    switch (danger) {
    case Danger::Yellow: return QColor(0xf2, 0xc8, 0x1e);
    case Danger::Orange: return QColor(0xee, 0x7d, 0x1a);
    case Danger::Red: return QColor(0xd0, 0x25, 0x25);
    case Danger::None: break;
    }
    return Qt::transparent;
}

} // namespace Pacenotes::GameIcons
