// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemspanel.h"

#include "itemmodels/problemlistmodel.h"
#include "track/trackdocument.h"

#include <QEvent>
#include <QLabel>
#include <QListView>
#include <QStyle>
#include <QVBoxLayout>

namespace Pacenotes {

ProblemsPanel::ProblemsPanel(TrackDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new ProblemListModel(this))
{
    m_model->setIcons(style()->standardIcon(QStyle::SP_MessageBoxCritical),
                      style()->standardIcon(QStyle::SP_MessageBoxWarning),
                      style()->standardIcon(QStyle::SP_MessageBoxInformation));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_list = new QListView(this);
    m_list->setModel(m_model);
    m_list->setWordWrap(true);
    m_list->setUniformItemSizes(false);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAccessibleName(tr("Problems"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);

    const auto pick = [this](const QModelIndex &index) {
        const int tile = index.data(ProblemListModel::TileRole).toInt();
        if (tile >= 0)
            emit tileRequested(tile, index.data(ProblemListModel::OtherTileRole).toInt());
    };
    connect(m_list, &QListView::clicked, this, pick);
    connect(m_list, &QListView::activated, this, pick);
    connect(document, &TrackDocument::reportChanged, this, &ProblemsPanel::refresh);
    refresh();
}

void ProblemsPanel::refresh()
{
    m_model->setReport(m_document->report());
    const int errors = m_model->errorCount();
    const int warnings = m_model->warningCount();
    if (errors == 0 && warnings == 0 && m_model->hintCount() > 0)
        m_summary->setText(tr("Nothing on the table yet."));
    else if (errors == 0 && warnings == 0)
        m_summary->setText(tr("<span style='color:#2e8b46'>✔</span> No problems: the track is valid."));
    else if (warnings == 0)
        m_summary->setText(tr("%n error(s)", nullptr, errors));
    else if (errors == 0)
        m_summary->setText(tr("%n warning(s)", nullptr, warnings));
    else
        m_summary->setText(tr("%1, %2").arg(tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings)));
}

void ProblemsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
