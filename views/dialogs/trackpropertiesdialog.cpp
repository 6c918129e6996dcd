// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackpropertiesdialog.h"

#include "catalog/catalognames.h"
#include "shell/screenfit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Pacenotes {

TrackPropertiesDialog::TrackPropertiesDialog(const TrackProperties &properties, QWidget *parent)
    : QDialog(parent), m_original(properties)
{
    setWindowTitle(tr("Track Properties"));
    m_title = new QLineEdit(properties.title, this);
    m_title->setMaxLength(200);
    m_author = new QLineEdit(properties.author, this);
    m_author->setMaxLength(200);
    m_game = new QComboBox(this);
    m_game->addItem(CatalogNames::game(Game::GT), int(Game::GT));
    m_game->addItem(CatalogNames::game(Game::Dirt), int(Game::Dirt));
    m_game->setCurrentIndex(m_game->findData(int(properties.game)));
    m_laps = new QSpinBox(this);
    m_laps->setRange(1, 20);
    m_laps->setValue(properties.laps);
    m_reverse = new QCheckBox(tr("Run the course the other way from the start"), this);
    m_reverse->setChecked(properties.reverseCourse);
    m_source = new QLineEdit(properties.source, this);
    m_source->setPlaceholderText(tr("e.g. a rulebook and page"));
    m_notes = new QPlainTextEdit(properties.notes, this);
    m_notes->setTabChangesFocus(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Laps:"), m_laps);
    form->addRow(QString(), m_reverse);
    form->addRow(tr("&Source:"), m_source);
    form->addRow(tr("&Notes:"), m_notes);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    ScreenFit::resize(this, QSize(460, 380));
}

TrackProperties TrackPropertiesDialog::properties() const
{
    TrackProperties p = m_original;
    p.title = m_title->text().trimmed();
    p.author = m_author->text().trimmed();
    p.game = Game(m_game->currentData().toInt());
    p.laps = m_laps->value();
    p.reverseCourse = m_reverse->isChecked();
    p.source = m_source->text().trimmed();
    p.notes = m_notes->toPlainText();
    return p;
}

} // namespace Pacenotes
