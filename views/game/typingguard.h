// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace Pacenotes {

/**
 * The game window's dice keys (1–6, C, B, A, L, R) are window shortcuts, so that they work
 * wherever the focus is. A drop-down list with the focus does not claim plain letter keys the way
 * a text field does, and Qt would then give the key to the shortcut: R typed to pick a colour
 * would lay a Redline die. The guard lets a focused drop-down list keep plain keys for itself
 * (type-ahead), within `window` only; keys with Ctrl or Alt still reach the shortcuts.
 */
class TypingGuard : public QObject
{
    Q_OBJECT
public:
    /// Watches the application's events for `window`'s drop-down lists; owned by `window`.
    explicit TypingGuard(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_window;
};

} // namespace Pacenotes
