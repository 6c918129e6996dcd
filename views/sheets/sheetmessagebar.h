// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;

namespace Pacenotes {

/// A slim bar above a sheet saying why an entry was refused or a save failed; it stays until
/// closed or until the next accepted change.
class SheetMessageBar : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Error, Warning };
    explicit SheetMessageBar(QWidget *parent = nullptr);

    void showMessage(const QString &text, Kind kind = Kind::Error);
    QString text() const;

private:
    QLabel *m_label;
};

} // namespace Pacenotes
