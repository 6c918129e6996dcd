// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QListWidget;

namespace Pacenotes {

struct TileSide;

/// Which tile sides of the same shape to copy a side's spaces to, and whether with its markings.
class CopySpacesDialog : public QDialog
{
    Q_OBJECT
public:
    CopySpacesDialog(const TileSide &from, const QList<const TileSide *> &targets, QWidget *parent = nullptr);
    QStringList chosen() const;
    bool withMarks() const;
    QListWidget *list() const { return m_list; }

private:
    QListWidget *m_list;
    QCheckBox *m_marks;
};

} // namespace Pacenotes
