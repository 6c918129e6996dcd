// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatapage.h"

#include "gamedatadelegate.h"
#include "game/gamedatadocument.h"
#include "itemmodels/gamedatamodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameDataPage::GameDataPage(GameDataDocument *doc, const QString &intro, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_note(new QLabel(this))
{
    auto *about = new QLabel(intro, this);
    about->setWordWrap(true);
    m_note->setWordWrap(true);
    m_note->setObjectName(u"placeholderNote"_s);
    m_note->setFrameShape(QFrame::StyledPanel);
    m_note->setMargin(6);
    // Room for three lines whatever it says, so the tables below never move.
    m_note->setFixedHeight(fontMetrics().lineSpacing() * 3 + 2 * 6 + 4);
    m_note->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_note->setAutoFillBackground(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(m_note);
    m_tables = new QVBoxLayout; // tables one above the other: each is short, names can be long
    layout->addLayout(m_tables, 1);
    m_buttons = new QHBoxLayout;
    m_buttons->addStretch(1);
    layout->addLayout(m_buttons);
    connect(doc, &GameDataDocument::dataChanged, this, &GameDataPage::refresh);
}

QTreeView *GameDataPage::addTable(GameDataModel *model, std::function<QString()> title)
{
    model->setParent(this);
    auto *column = new QVBoxLayout;
    if (title) {
        auto *label = new QLabel(this);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        column->addWidget(label);
        m_titles.append({label, std::move(title)});
    }
    auto *view = new QTreeView(this);
    view->setModel(model);
    view->setItemDelegate(new GameDataDelegate(view));
    view->setAlternatingRowColors(true);
    view->setUniformRowHeights(true);
    view->setAllColumnsShowFocus(false);
    view->setSelectionBehavior(QAbstractItemView::SelectItems);
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    view->setRootIsDecorated(model->kind() == GameDataKind::TimeCards);
    view->setExpandsOnDoubleClick(false);
    view->header()->setDefaultAlignment(Qt::AlignCenter);
    view->header()->setStretchLastSection(false);
    view->header()->setMinimumSectionSize(fontMetrics().horizontalAdvance(u"0000"_s));
    // Names take what they need; the values share the rest of the width.
    for (int c = 0; c < model->columnCount(); ++c) {
        // (A deck's row has no values under the damage columns: its 0 sides have.)
        const bool names = c == 0 || (model->itemAt(model->index(0, c)).field.isEmpty() && model->kind() != GameDataKind::TimeCards);
        view->header()->setSectionResizeMode(c, names ? QHeaderView::ResizeToContents : QHeaderView::Stretch);
    }
    view->expandAll();
    connect(model, &QAbstractItemModel::modelReset, view, &QTreeView::expandAll);
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this, view](const QModelIndex &current) {
        m_current = view;
        emit currentCellChanged(view, current);
    });
    column->addWidget(view, 1);
    m_tables->addLayout(column, 1);
    m_models << model;
    m_views << view;
    if (!m_current)
        m_current = view;
    refresh();
    return view;
}

QTreeView *GameDataPage::viewOf(GameDataKind kind) const
{
    for (int i = 0; i < m_models.size(); ++i)
        if (m_models[i]->kind() == kind)
            return m_views[i];
    return nullptr;
}

bool GameDataPage::showItem(const GameDataItem &item)
{
    QTreeView *view = viewOf(item.kind);
    if (!view)
        return false;
    const auto *model = static_cast<GameDataModel *>(view->model());
    const QModelIndex index = model->indexOf(item);
    if (!index.isValid())
        return false;
    view->expand(index.parent());
    view->setCurrentIndex(index);
    if (item.field.isEmpty())
        view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view->scrollTo(index);
    view->setFocus(Qt::OtherFocusReason);
    m_current = view;
    return true;
}

void GameDataPage::refresh()
{
    int placeholders = 0;
    for (const GameDataModel *m : std::as_const(m_models))
        placeholders += m_doc->placeholderCount(m->kind());
    QPalette pal = palette();
    if (placeholders > 0) {
        m_note->setText(tr("%n value(s) on this page are placeholders (in italics, red mark): they are not published "
                           "anywhere, and the referee uses them only until you enter yours. Please read them off your own "
                           "components and enter them here.",
                           nullptr, placeholders));
        pal.setColor(QPalette::Window, QColor(0xff, 0xf4, 0xd6));
        pal.setColor(QPalette::WindowText, QColor(0x5a, 0x3d, 0x00));
    } else {
        m_note->setText(tr("No placeholders on this page: every value is published or entered by you. The mark in the "
                           "corner of a value tells how far it can be trusted; hover over it for its source."));
    }
    m_note->setPalette(pal);
    for (const auto &[label, title] : std::as_const(m_titles))
        label->setText(title());
}

} // namespace Pacenotes
