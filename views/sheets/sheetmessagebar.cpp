// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetmessagebar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SheetMessageBar::SheetMessageBar(QWidget *parent) : QFrame(parent), m_label(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *close = new QToolButton(this);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Close"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_label, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    hide();
}

void SheetMessageBar::showMessage(const QString &text, Kind kind)
{
    QPalette pal = palette();
    pal.setColor(QPalette::Window, kind == Kind::Error ? QColor(0xfd, 0xe8, 0xe6) : QColor(0xff, 0xf4, 0xd6));
    pal.setColor(QPalette::WindowText, kind == Kind::Error ? QColor(0x8a, 0x1c, 0x10) : QColor(0x6a, 0x4a, 0x00));
    setPalette(pal);
    m_label->setPalette(pal);
    m_label->setText(text);
    show();
}

QString SheetMessageBar::text() const
{
    return isVisible() ? m_label->text() : QString();
}

} // namespace Pacenotes
