// SPDX-License-Identifier: GPL-3.0-or-later
#include "boxesdialog.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Pacenotes {

BoxesDialog::BoxesDialog(const TileCatalog &catalog, const Collection &collection, QWidget *parent)
    : QDialog(parent), m_catalog(catalog)
{
    setWindowTitle(tr("My Boxes"));
    auto *intro = new QLabel(tr("How many of each box do you own? The palette counts the tiles still free "
                                "and the checks report tiles used more often than your boxes hold."), this);
    intro->setWordWrap(true);
    auto *columns = new QHBoxLayout;
    for (Game game : {Game::GT, Game::Dirt}) {
        auto *group = new QGroupBox(CatalogNames::game(game), this);
        auto *form = new QFormLayout(group);
        for (const Box &b : catalog.boxes()) {
            if (b.game != game)
                continue;
            auto *spin = new QSpinBox(group);
            spin->setRange(0, 20);
            spin->setAccessibleName(CatalogNames::box(b));
            spin->setToolTip(tr("%n physical tile(s) per box", nullptr, b.physicalTileCount()));
            connect(spin, &QSpinBox::valueChanged, this, &BoxesDialog::updateSummary);
            form->addRow(CatalogNames::box(b), spin);
            m_spins.insert(b.id, spin);
        }
        columns->addWidget(group);
    }
    m_summary = new QLabel(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *none = buttons->addButton(tr("None"), QDialogButtonBox::ResetRole);
    QPushButton *all = buttons->addButton(tr("One of Each"), QDialogButtonBox::ResetRole);
    connect(none, &QPushButton::clicked, this, [this] { setCollection(Collection()); });
    connect(all, &QPushButton::clicked, this, [this] { setCollection(Collection::everyBox(m_catalog)); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(columns);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    setCollection(collection);
}

Collection BoxesDialog::collection() const
{
    Collection c;
    for (auto it = m_spins.cbegin(); it != m_spins.cend(); ++it)
        c.setCount(it.key(), it.value()->value());
    return c;
}

void BoxesDialog::setCollection(const Collection &collection)
{
    for (auto it = m_spins.cbegin(); it != m_spins.cend(); ++it) {
        const QSignalBlocker blocker(it.value());
        it.value()->setValue(collection.count(it.key()));
    }
    updateSummary();
}

void BoxesDialog::updateSummary()
{
    int tiles = 0;
    for (auto it = m_spins.cbegin(); it != m_spins.cend(); ++it)
        if (const Box *b = m_catalog.box(it.key()))
            tiles += b->physicalTileCount() * it.value()->value();
    m_summary->setText(tr("In all: %n physical tile(s).", nullptr, tiles));
}

} // namespace Pacenotes
