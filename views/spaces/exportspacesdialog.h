// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spaces/spacepack.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;

namespace Pacenotes {

/// What to put in an exported pack: its name, author and description, and which sides.
class ExportSpacesDialog : public QDialog
{
    Q_OBJECT
public:
    ExportSpacesDialog(const SpacePack &mine, QWidget *parent = nullptr);
    SpacePackInfo info() const;
    QStringList sides() const;
    bool withPictures() const;

private:
    QLineEdit *m_name;
    QLineEdit *m_author;
    QPlainTextEdit *m_description;
    QListWidget *m_sides;
    QCheckBox *m_pictures;
    SpacePackInfo m_info;
};

} // namespace Pacenotes
