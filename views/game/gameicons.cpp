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

} // namespace Pacenotes::GameIcons
