// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallysheetwidget.h"

#include "itemmodels/rallysheetmodel.h"
#include "itemmodels/rallystartordermodel.h"
#include "rallysheetdelegate.h"
#include "records/rallydocument.h"
#include "sheetmessagebar.h"
#include "shell/signalguard.h"
#include "i18n/dates.h"

#include <QCalendarWidget>
#include <QCheckBox>
#include <QDateEdit>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

RallySheetWidget::RallySheetWidget(RallyDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_model(new RallySheetModel(doc, this)), m_orderModel(new RallyStartOrderModel(doc, this)),
      m_message(new SheetMessageBar(this)), m_name(new QLineEdit(this)), m_date(new QDateEdit(this)),
      m_checkpoints(new QCheckBox(tr("&Checkpoints rule (5-second penalty tokens)"), this)), m_table(new QTableView(this)),
      m_orderTitle(new QLabel(this)), m_order(new QTableView(this)), m_standingsNotes(new QLabel(this)),
      m_notes(new QLineEdit(this))
{
    m_name->setPlaceholderText(tr("Rally name"));
    m_name->setMaxLength(Rally::kMaxTextLength);
    m_date->setCalendarPopup(true);
    m_date->setDateRange(QDate(2000, 1, 1), QDate(9999, 12, 31)); // what the records accept
    m_date->setDisplayFormat(Dates::longFormat());
    m_notes->setPlaceholderText(tr("Notes (SISU used, sessions…)"));
    m_notes->setMaxLength(Rally::kMaxNotesLength);

    auto *info = new QGroupBox(tr("Rally"), this);
    auto *grid = new QGridLayout(info);
    auto *nameLabel = new QLabel(tr("&Name:"), info);
    nameLabel->setBuddy(m_name);
    auto *dateLabel = new QLabel(tr("D&ate:"), info);
    dateLabel->setBuddy(m_date);
    grid->addWidget(nameLabel, 0, 0);
    grid->addWidget(m_name, 0, 1);
    grid->addWidget(dateLabel, 0, 2);
    grid->addWidget(m_date, 0, 3);
    grid->addWidget(m_checkpoints, 1, 1, 1, 3);
    grid->setColumnStretch(1, 1);

    auto *addPlayer = new QPushButton(tr("Add &Player"), this);
    auto *addStage = new QPushButton(tr("Add &Stage"), this);
    auto *hint = new QLabel(tr("Type times as m:ss. Double-click a name to rename it; right-click a player or a "
                               "stage for more.")
                                + u' ' + tr("Damage tokens: %1.").arg(RallySheetLayout::damageLegend()),
                            this);
    hint->setObjectName(u"hint"_s);
    hint->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(addPlayer);
    buttons->addWidget(addStage);
    buttons->addWidget(hint, 1);

    m_table->setModel(m_model);
    m_table->setItemDelegate(new RallySheetDelegate(m_table));
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(90);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->verticalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->verticalHeader()->setDefaultSectionSize(28);
    m_table->setAlternatingRowColors(false);

    QFont titleFont = m_orderTitle->font();
    titleFont.setBold(true);
    m_orderTitle->setFont(titleFont);
    m_order->setModel(m_orderModel);
    m_order->verticalHeader()->hide();
    m_order->setSelectionMode(QAbstractItemView::NoSelection);
    m_order->setFocusPolicy(Qt::NoFocus);
    m_order->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_order->horizontalHeader()->setSectionResizeMode(RallyStartOrderModel::PlayerColumn, QHeaderView::Stretch);
    m_order->setMinimumWidth(260);
    m_standingsNotes->setWordWrap(true);
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_orderTitle);
    sideLayout->addWidget(m_order, 1);
    auto *orderNote = new QLabel(tr("Best overall time starts first. The rulebook gives no tie-break: tied players "
                                    "keep their order from the stage before."),
                                 side);
    orderNote->setWordWrap(true);
    QFont small = orderNote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    orderNote->setFont(small);
    sideLayout->addWidget(orderNote);
    sideLayout->addWidget(m_standingsNotes);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({760, 320});

    // The message bar sits under the table: showing it shrinks the table from below and never
    // moves the rows under the pointer (the next click must land on the row the user aims at).
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(info);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);
    layout->addWidget(m_message);
    layout->addWidget(m_notes);

    // Intents up.
    connect(m_name, &QLineEdit::editingFinished, this, &RallySheetWidget::commitInfo);
    connect(m_date, &QDateEdit::editingFinished, this, &RallySheetWidget::commitInfo);
    // Picking a day in the popup does not end editing: commit it as well.
    connect(m_date->calendarWidget(), &QCalendarWidget::clicked, this, &RallySheetWidget::commitInfo);
    connect(m_checkpoints, &QCheckBox::clicked, this, &RallySheetWidget::commitInfo);
    connect(m_notes, &QLineEdit::editingFinished, this, &RallySheetWidget::commitInfo);
    connect(addPlayer, &QPushButton::clicked, this, [this] { m_doc->addPlayer(); });
    connect(addStage, &QPushButton::clicked, this, [this] { m_doc->addStage(); });
    connect(m_table->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, &RallySheetWidget::renamePlayer);
    connect(m_table->horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &RallySheetWidget::playerMenu);
    connect(m_table->verticalHeader(), &QHeaderView::customContextMenuRequested, this, &RallySheetWidget::stageMenu);

    // Facts down.
    connect(m_doc, &RallyDocument::infoChanged, this, &RallySheetWidget::syncInfo);
    connect(m_doc, &RallyDocument::changed, m_message, &QWidget::hide);
    connect(m_doc, &RallyDocument::changed, this, &RallySheetWidget::syncNotes);
    connect(m_doc, &RallyDocument::inputRejected, this, [this](const QString &why) { m_message->showMessage(why); });
    connect(m_doc, &RallyDocument::saveFailed, this, [this](const QString &why) {
        m_message->showMessage(tr("Not saved to the records: %1").arg(why));
    });
    connect(m_orderModel, &RallyStartOrderModel::titleChanged, m_orderTitle, &QLabel::setText);
    m_orderTitle->setText(m_orderModel->title());
    syncInfo();
    syncNotes();
}

RallySheetWidget::~RallySheetWidget()
{
    disconnectDescendants(this);
}

void RallySheetWidget::commitPendingEdits()
{
    // An open cell editor ends as Return would end it: its text goes through the delegate.
    const QModelIndex current = m_table->currentIndex();
    if (QWidget *editor = current.isValid() ? m_table->indexWidget(current) : nullptr) {
        QAbstractItemDelegate *delegate = m_table->itemDelegateForIndex(current);
        emit delegate->commitData(editor);
        emit delegate->closeEditor(editor, QAbstractItemDelegate::NoHint);
    }
    commitInfo();
}

void RallySheetWidget::syncInfo()
{
    const QSignalBlocker b1(m_name), b2(m_date), b3(m_checkpoints), b4(m_notes);
    const Rally &r = m_doc->rally();
    m_name->setText(r.name);
    m_date->setDate(r.date.isValid() ? r.date : QDate::currentDate());
    m_checkpoints->setChecked(r.checkpoints);
    m_notes->setText(r.notes);
}

void RallySheetWidget::syncNotes()
{
    const QStringList notes = m_doc->standings().notes();
    m_standingsNotes->setText(notes.join(u'\n'));
    m_standingsNotes->setVisible(!notes.isEmpty());
}

void RallySheetWidget::commitInfo()
{
    RallyInfo info = m_doc->info();
    info.name = m_name->text().trimmed();
    info.date = m_date->date();
    info.checkpoints = m_checkpoints->isChecked();
    info.notes = m_notes->text();
    if (!m_doc->setInfo(info))
        syncInfo();
}

void RallySheetWidget::renamePlayer(int player)
{
    if (player < 0 || player >= m_doc->rally().players.size())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename Player"), tr("Name (driver or team):"), QLineEdit::Normal,
                                               m_doc->rally().players[player].name, &ok);
    if (ok)
        m_doc->renamePlayer(player, name);
}

void RallySheetWidget::editStageName(int stage)
{
    if (stage < 0 || stage >= m_doc->rally().stages.size())
        return;
    bool ok = false;
    RallyStage s = m_doc->rally().stages[stage];
    const QString name = QInputDialog::getText(this, tr("Stage %1").arg(stage + 1), tr("Stage name (optional):"),
                                               QLineEdit::Normal, s.name, &ok);
    if (!ok)
        return;
    s.name = name.trimmed();
    m_doc->setStage(stage, s);
}

void RallySheetWidget::playerMenu(const QPoint &pos)
{
    const int p = m_table->horizontalHeader()->logicalIndexAt(pos);
    if (p < 0)
        return;
    const int n = int(m_doc->rally().players.size());
    QMenu menu(this);
    menu.addAction(tr("Rename…"), this, [this, p] { renamePlayer(p); });
    menu.addAction(tr("Move Left"), this, [this, p] { m_doc->movePlayer(p, p - 1); })->setEnabled(p > 0);
    menu.addAction(tr("Move Right"), this, [this, p] { m_doc->movePlayer(p, p + 1); })->setEnabled(p + 1 < n);
    menu.addSeparator();
    menu.addAction(tr("Remove %1").arg(m_doc->rally().players[p].name), this, [this, p] { m_doc->removePlayer(p); })
        ->setEnabled(n > 1);
    menu.exec(m_table->horizontalHeader()->mapToGlobal(pos));
}

void RallySheetWidget::stageMenu(const QPoint &pos)
{
    const int row = m_table->verticalHeader()->logicalIndexAt(pos);
    const int stage = row >= 0 ? m_model->rowAt(row).stage : -1;
    if (stage < 0)
        return;
    const RallyStage s = m_doc->rally().stages[stage];
    QMenu menu(this);
    menu.addAction(tr("Stage %1 Name…").arg(stage + 1), this, [this, stage] { editStageName(stage); });
    QAction *assist = menu.addAction(tr("Assistance after Stage %1").arg(stage + 1));
    assist->setCheckable(true);
    assist->setChecked(s.assistance);
    assist->setToolTip(tr("The stage has the Assistance tile: repairs and a new spare tyre before the next stage."));
    connect(assist, &QAction::toggled, this, [this, stage](bool on) {
        RallyStage changed = m_doc->rally().stages[stage];
        changed.assistance = on;
        m_doc->setStage(stage, changed);
    });
    menu.addSeparator();
    menu.addAction(tr("Remove Stage %1").arg(stage + 1), this, [this, stage] { m_doc->removeStage(stage); })
        ->setEnabled(m_doc->rally().stages.size() > 1);
    menu.exec(m_table->verticalHeader()->mapToGlobal(pos));
}

} // namespace Pacenotes
