// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportspacesdialog.h"

#include <QCheckBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Pacenotes {

ExportSpacesDialog::ExportSpacesDialog(const SpacePack &mine, QWidget *parent) : QDialog(parent), m_info(mine.info)
{
    setWindowTitle(tr("Export Tile Spaces"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(mine.info.name, this);
    m_author = new QLineEdit(mine.info.author, this);
    m_description = new QPlainTextEdit(mine.info.description, this);
    m_description->setMaximumHeight(70);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Author"), m_author);
    form->addRow(tr("Description"), m_description);
    layout->addLayout(form);
    auto *note = new QLabel(tr("Each tile side keeps its own provenance (template, estimated or measured)."), this);
    note->setWordWrap(true);
    layout->addWidget(note);
    m_sides = new QListWidget(this);
    for (auto it = mine.sides.cbegin(); it != mine.sides.cend(); ++it) {
        auto *item = new QListWidgetItem(tr("%1 — %2").arg(it.key(), SpaceText::provenanceName(it->provenance)), m_sides);
        item->setData(Qt::UserRole, it.key());
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    layout->addWidget(m_sides);
    m_pictures = new QCheckBox(tr("Include the pictures of my tiles"), this);
    m_pictures->setToolTip(tr("Pictures from your tile pictures folder and from packs you imported, for the sides exported."));
    layout->addWidget(m_pictures);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!mine.sides.isEmpty());
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

SpacePackInfo ExportSpacesDialog::info() const
{
    SpacePackInfo i = m_info;
    i.name = m_name->text().trimmed().left(200);
    i.author = m_author->text().trimmed().left(200);
    i.description = m_description->toPlainText().left(4000);
    i.date = QDate::currentDate().toString(Qt::ISODate);
    i.templatesOnly = false;
    if (i.provenance == SpaceProvenance::Template)
        i.provenance = SpaceProvenance::Estimated;
    return i;
}

QStringList ExportSpacesDialog::sides() const
{
    QStringList out;
    for (int i = 0; i < m_sides->count(); ++i)
        if (m_sides->item(i)->checkState() == Qt::Checked)
            out << m_sides->item(i)->data(Qt::UserRole).toString();
    return out;
}

bool ExportSpacesDialog::withPictures() const
{
    return m_pictures->isChecked();
}

} // namespace Pacenotes
