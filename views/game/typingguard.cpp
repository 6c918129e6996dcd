// SPDX-License-Identifier: GPL-3.0-or-later
#include "typingguard.h"

#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>

namespace Pacenotes {

TypingGuard::TypingGuard(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
}

bool TypingGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !m_window)
        return false;
    auto *combo = qobject_cast<QComboBox *>(watched);
    if (!combo || combo->window() != m_window || combo->isEditable())
        return false; // an editable combo box's line edit claims its keys already
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (plain && !key->text().isEmpty() && key->text().at(0).isPrint())
        event->accept(); // the list takes the key (type-ahead); no shortcut fires
    return false;
}

} // namespace Pacenotes
