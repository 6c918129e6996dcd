// SPDX-License-Identifier: GPL-3.0-or-later
#include "copyspacesdialog.h"

#include "catalog/tileside.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Pacenotes {

CopySpacesDialog::CopySpacesDialog(const TileSide &from, const QList<const TileSide *> &targets, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Copy Spaces to Other Sides"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(tr("These tile sides have the roads and lanes of %1. The copies go into your own tile spaces "
                               "as “estimated”: spaces counted on one tile are not a reading of another.")
                                .arg(from.id),
                            this);
    text->setWordWrap(true);
    layout->addWidget(text);
    m_list = new QListWidget(this);
    const QString other = from.otherSideId();
    for (const TileSide *t : targets) {
        auto *item = new QListWidgetItem(t->id == other ? tr("%1 (the other side of this tile)").arg(t->id) : t->id, m_list);
        item->setData(Qt::UserRole, t->id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(t->id == other ? Qt::Checked : Qt::Unchecked);
    }
    layout->addWidget(m_list);
    m_marks = new QCheckBox(tr("Copy the markings too (limits, lines…): only if the tiles really carry the same ones"), this);
    layout->addWidget(m_marks);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Copy"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QStringList CopySpacesDialog::chosen() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            out << m_list->item(i)->data(Qt::UserRole).toString();
    return out;
}

bool CopySpacesDialog::withMarks() const
{
    return m_marks->isChecked();
}

} // namespace Pacenotes
