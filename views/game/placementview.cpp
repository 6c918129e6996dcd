// SPDX-License-Identifier: GPL-3.0-or-later
#include "placementview.h"

#include "game/gameaction.h"
#include "itemmodels/placementmodel.h"

#include <QApplication>
#include <QDrag>
#include <QDropEvent>
#include <QHeaderView>
#include <QMimeData>

namespace Pacenotes {

using namespace Qt::StringLiterals;

PlacementView::PlacementView(PlacementModel *model, QWidget *parent) : QTableView(parent), m_model(model)
{
    setModel(model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    setDropIndicatorShown(true);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    // As tall as its cars (the round tracker fits it): no scroll bars to eat a row.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QString PlacementView::mimeType()
{
    return u"application/x-pacenotes-placement-row"_s;
}

bool PlacementView::moveCar(int from, int to)
{
    if (from < 0 || to < 0 || from >= m_model->rowCount() || to >= m_model->rowCount() || from == to)
        return false;
    const int car = m_model->playerAt(from);
    const ActionVerdict v = m_model->moveCar(from, to);
    if (!v.accepted) {
        emit refused(v.error);
        return false;
    }
    // Keep the moved car selected where it landed.
    for (int r = 0; r < m_model->rowCount(); ++r)
        if (m_model->playerAt(r) == car)
            setCurrentIndex(m_model->index(r, PlacementModel::CarColumn));
    return true;
}

void PlacementView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    m_pressRow = indexAt(m_pressPos).row();
    QTableView::mousePressEvent(event);
}

void PlacementView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || m_pressRow < 0
        || (event->position().toPoint() - m_pressPos).manhattanLength() < QApplication::startDragDistance()) {
        QTableView::mouseMoveEvent(event);
        return;
    }
    auto *mime = new QMimeData;
    mime->setData(mimeType(), QByteArray::number(m_pressRow));
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(viewport()->grab(visualRect(m_model->index(m_pressRow, PlacementModel::CarColumn))));
    m_pressRow = -1;
    drag->exec(Qt::MoveAction);
}

void PlacementView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(mimeType()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void PlacementView::dragMoveEvent(QDragMoveEvent *event)
{
    if (event->mimeData()->hasFormat(mimeType()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void PlacementView::dropEvent(QDropEvent *event)
{
    if (!event->mimeData()->hasFormat(mimeType())) {
        event->ignore();
        return;
    }
    bool ok = false;
    const int from = event->mimeData()->data(mimeType()).toInt(&ok);
    int to = indexAt(event->position().toPoint()).row();
    if (to < 0)
        to = m_model->rowCount() - 1; // below the last car: last place
    event->acceptProposedAction();
    if (ok)
        moveCar(from, to);
}

void PlacementView::keyPressEvent(QKeyEvent *event)
{
    const int row = currentIndex().row();
    if (event->modifiers() == Qt::AltModifier && row >= 0
        && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        moveCar(row, row + (event->key() == Qt::Key_Up ? -1 : 1));
        return;
    }
    QTableView::keyPressEvent(event);
}

} // namespace Pacenotes
