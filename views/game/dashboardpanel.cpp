// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboardpanel.h"

#include "dashboarddelegate.h"
#include "game/gamesession.h"
#include "itemmodels/gameplayersmodel.h"
#include "touchmetrics.h"

#include <QHeaderView>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

DashboardPanel::DashboardPanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new GamePlayersModel(session, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableView(this);
    m_table->setObjectName(u"dashboardTable"_s);
    m_table->setModel(m_model);
    m_table->setItemDelegate(new DashboardDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(qMax(24, TouchMetrics::minimumTarget(this) * 3 / 4));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    layout->addWidget(m_table);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            showCar(current.row());
    });
    connect(session, &GameSession::stateChanged, this, &DashboardPanel::followActiveCar);
    connect(session, &GameSession::logReset, this, &DashboardPanel::followActiveCar);
    updateColumns();
    followActiveCar();
}

int DashboardPanel::rowsHeight() const
{
    return m_table->horizontalHeader()->sizeHint().height() + m_model->rowCount() * m_table->verticalHeader()->defaultSectionSize()
        + 2 * m_table->frameWidth() + 2
        // room for a horizontal scroll bar: DIRT's columns do not all fit a 1024-pixel window
        + m_table->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_table);
}

void DashboardPanel::updateColumns()
{
    using M = GamePlayersModel;
    const bool gt = m_session->game() == Game::GT;
    // The large dashboard says what the rows leave out.
    for (int c : {M::ClassColumn, M::TyresColumn, M::SideColumn})
        m_table->setColumnHidden(c, true);
    m_table->setColumnHidden(M::SpareTyreColumn, gt);
    m_table->setColumnHidden(M::SisuColumn, gt || !m_session->state().rules.sisu);
}

void DashboardPanel::showCar(int car)
{
    if (car == m_shown)
        return;
    m_shown = car;
    emit carShown(car);
}

void DashboardPanel::followActiveCar()
{
    // The large dashboard follows the turn; a car picked in the list stays until the next turn.
    const int active = m_session->activeCar();
    if (active == m_activeCar)
        return;
    m_activeCar = active;
    const int show = active >= 0 ? active : qMax(0, m_shown);
    {
        const QSignalBlocker block(m_table->selectionModel());
        m_table->setCurrentIndex(m_model->index(show, GamePlayersModel::NameColumn));
    }
    showCar(show);
}

} // namespace Pacenotes
