// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilestyle.h"

namespace Pacenotes::TileStyle {

QColor ground(Terrain terrain, TileRole role)
{
    if (role == TileRole::Pit)
        return QColor(0xc4, 0xc8, 0xcd);
    if (role == TileRole::Assistance)
        return QColor(0xd9, 0xcf, 0xb4);
    switch (terrain) {
    case Terrain::Asphalt: return QColor(0xa9, 0xc9, 0x86);
    case Terrain::Gravel: return QColor(0xcf, 0xc3, 0x8f);
    case Terrain::Snow: return QColor(0xee, 0xf2, 0xf7);
    case Terrain::None: break;
    }
    return QColor(0xb7, 0xcc, 0x9a);
}

QColor road(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Gravel: return QColor(0x9c, 0x78, 0x4f);
    case Terrain::Snow: return QColor(0x9f, 0xae, 0xc2);
    case Terrain::Asphalt:
    case Terrain::None: break;
    }
    return QColor(0x55, 0x5a, 0x62);
}

QColor kerb(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Gravel: return QColor(0x6b, 0x4f, 0x30);
    case Terrain::Snow: return QColor(0x5d, 0x6d, 0x84);
    case Terrain::Asphalt:
    case Terrain::None: break;
    }
    return QColor(0xf5, 0xf5, 0xf0);
}

QColor laneLine(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Gravel: return QColor(0xf1, 0xe6, 0xcc);
    case Terrain::Snow: return QColor(0xff, 0xff, 0xff);
    case Terrain::Asphalt:
    case Terrain::None: break;
    }
    return QColor(0xf0, 0xf0, 0xea);
}

QColor danger(Danger d)
{
    switch (d) {
    case Danger::Yellow: return QColor(0xf5, 0xc5, 0x18);
    case Danger::Orange: return QColor(0xf0, 0x84, 0x1c);
    case Danger::Red: return QColor(0xd9, 0x2b, 0x26);
    case Danger::None: break;
    }
    return QColor(0xff, 0xff, 0xff);
}

QColor outline()
{
    return QColor(0x3a, 0x45, 0x36);
}

QColor labelText()
{
    return QColor(0x1f, 0x24, 0x2b);
}

QColor labelBackground()
{
    return QColor(255, 255, 255, 215);
}

} // namespace Pacenotes::TileStyle
