// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <QGraphicsItem>

namespace Pacenotes {

class TrackScene;
struct TileSide;

/// A see-through preview of a tile about to be placed or dropped, outlined green on a free
/// hex, amber where it would replace the tile already there, and grey (fainter) over a tile
/// that a plain click leaves alone.
class GhostTileItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };

    enum class Mark { Free, Replaces, Occupied };

    explicit GhostTileItem(TrackScene *scene);

    void show(const QString &sideId, HexCoord pos, int rotation, Mark mark);
    Mark mark() const { return m_mark; }
    QString sideId() const { return m_sideId; }
    HexCoord hex() const { return m_hex; }
    int rotation() const { return m_rotation; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TrackScene *m_scene;
    QString m_sideId;
    const TileSide *m_side = nullptr;
    HexCoord m_hex;
    int m_rotation = 0;
    Mark m_mark = Mark::Free;
};

} // namespace Pacenotes
