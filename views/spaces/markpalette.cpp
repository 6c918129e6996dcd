// SPDX-License-Identifier: GPL-3.0-or-later
#include "markpalette.h"

#include "spacespainter.h"

#include <QApplication>
#include <QDrag>
#include <QHBoxLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>

namespace Pacenotes {

MarkButton::MarkButton(const MarkStamp &stamp, QWidget *parent) : QToolButton(parent), m_stamp(stamp)
{
    setText(stamp.glyph());
    setToolTip(tr("%1 — click to mark the selected spaces, or drag onto a space").arg(stamp.name()));
    setAutoRaise(true);
    QFont f = font();
    f.setBold(true);
    setFont(f);
    setMinimumWidth(30);
    const QColor tint = [&] {
        SpaceMarks m;
        stamp.apply(m);
        return SpacesPainter::markTint(m);
    }();
    if (tint.isValid())
        setStyleSheet(QStringLiteral("QToolButton { background: rgba(%1,%2,%3,90); border-radius: 4px; }")
                          .arg(tint.red()).arg(tint.green()).arg(tint.blue()));
}

void MarkButton::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    QToolButton::mousePressEvent(event);
}

void MarkButton::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton)
        || (event->position().toPoint() - m_pressPos).manhattanLength() < QApplication::startDragDistance()) {
        QToolButton::mouseMoveEvent(event);
        return;
    }
    setDown(false);
    auto *mime = new QMimeData;
    mime->setData(MarkStamp::mimeType(), m_stamp.toMime());
    mime->setText(m_stamp.name());
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    QPixmap pixmap(size() * devicePixelRatio());
    pixmap.setDevicePixelRatio(devicePixelRatio());
    pixmap.fill(Qt::transparent);
    render(&pixmap);
    drag->setPixmap(pixmap);
    drag->exec(Qt::CopyAction);
}

MarkPalette::MarkPalette(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(2, 0, 2, 0);
    layout->setSpacing(1);
    setGame(Game::GT);
}

void MarkPalette::setGame(Game game)
{
    if (m_game == game)
        return;
    m_game = game;
    qDeleteAll(m_buttons);
    m_buttons.clear();
    for (const MarkStamp &s : MarkStamp::palette(game)) {
        auto *b = new MarkButton(s, this);
        layout()->addWidget(b);
        m_buttons.append(b);
        connect(b, &QToolButton::clicked, this, [this, s] { emit stampClicked(s); });
    }
}

} // namespace Pacenotes
