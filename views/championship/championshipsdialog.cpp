// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipsdialog.h"

#include "championship/championshipstore.h"
#include "itemmodels/seasonlistmodel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

ChampionshipsDialog::ChampionshipsDialog(ChampionshipStore *store, QWidget *parent)
    : QDialog(parent), m_store(store), m_model(new SeasonListModel(store, this)), m_view(new QTreeView(this)), m_message(new QLabel(this))
{
    setObjectName(u"championshipsDialog"_s);
    setWindowTitle(tr("Championships"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setStretchLastSection(false);
    m_message->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    m_new = buttons->addButton(tr("&New Championship…"), QDialogButtonBox::ActionRole);
    m_import = buttons->addButton(tr("&Import…"), QDialogButtonBox::ActionRole);
    m_delete = buttons->addButton(tr("&Delete…"), QDialogButtonBox::DestructiveRole);
    m_import->setToolTip(tr("A season saved as JSON (docs/championship.md)"));
    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(tr("A season of races, rallies and climbs, scored the way the combined rules score them."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Open does not close the list (accepted() is not connected): several seasons may be opened.
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (const qint64 id = currentSeasonId())
            emit openRequested(id);
    });
    connect(m_view, &QTreeView::activated, this, [this] {
        if (const qint64 id = currentSeasonId())
            emit openRequested(id);
    });
    connect(m_new, &QPushButton::clicked, this, &ChampionshipsDialog::newRequested);
    connect(m_import, &QPushButton::clicked, this, &ChampionshipsDialog::importRequested);
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteCurrent(true); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ChampionshipsDialog::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ChampionshipsDialog::updateButtons);
    if (!m_model->error().isEmpty())
        say(m_model->error(), true);
    else if (m_model->rowCount() == 0)
        say(tr("No championship yet: New Championship… sets one up."));
    if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, 0));
    updateButtons();
    resize(700, 420);
}

qint64 ChampionshipsDialog::currentSeasonId() const
{
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? m_model->data(m_model->index(i.row(), 0), SeasonListModel::IdRole).toLongLong() : 0;
}

bool ChampionshipsDialog::selectSeason(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return false;
    m_view->setCurrentIndex(m_model->index(row, 0));
    return true;
}

bool ChampionshipsDialog::deleteCurrent(bool ask)
{
    const qint64 id = currentSeasonId();
    const SeasonListEntry *e = m_model->entry(m_view->currentIndex().row());
    if (!id || !e || !m_store)
        return false;
    if (ask
        && QMessageBox::question(this, tr("Delete the Championship"),
                                 tr("Delete “%1” with its %n event(s)? This cannot be undone.", nullptr, e->events).arg(e->name))
               != QMessageBox::Yes)
        return false;
    QString error;
    if (!m_store->remove(id, &error)) {
        say(error, true);
        return false;
    }
    say(tr("Deleted."));
    return true;
}

void ChampionshipsDialog::say(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? u"color: #b3261e;"_s : QString());
}

void ChampionshipsDialog::updateButtons()
{
    const bool any = currentSeasonId() != 0;
    m_open->setEnabled(any);
    m_delete->setEnabled(any);
}

} // namespace Pacenotes
