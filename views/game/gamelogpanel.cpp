// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelogpanel.h"

#include "game/gamesession.h"
#include "flowlayout.h"
#include "gameicons.h"
#include "itemmodels/gamelogmodel.h"
#include "rulingdelegate.h"
#include "touchmetrics.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QScrollBar>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// Headlines in bold; each ruling's kind as a coloured bar before its rule code.
class LogDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, index);
        if (index.column() == GameLogModel::RuleColumn && !index.data(GameLogModel::IsHeadlineRole).toBool())
            painter->fillRect(QRect(option.rect.left(), option.rect.top() + 2, 4, option.rect.height() - 4),
                              RulingDelegate::kindColour(index.data(GameLogModel::KindRole).toString()));
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(GameLogModel::IsHeadlineRole).toBool())
            option->font.setBold(true);
        else if (index.column() == GameLogModel::ReferenceColumn || index.data(GameLogModel::KindRole) == u"note"_s)
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
        if (index.column() == GameLogModel::RuleColumn)
            option->rect.adjust(6, 0, 0, 0);
    }
};
} // namespace

GameLogPanel::GameLogPanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new GameLogModel(session, this)), m_proxy(new GameLogFilterProxy(this))
{
    m_proxy->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new FlowLayout(nullptr, 6);
    m_carLabel = new QLabel(this);
    m_car = new QComboBox(this);
    m_car->setObjectName(u"logCarFilter"_s);
    m_carLabel->setBuddy(m_car);
    m_general = new QCheckBox(this);
    m_general->setObjectName(u"logGeneralCheck"_s);
    m_general->setChecked(true);
    m_notes = new QCheckBox(this);
    m_notes->setObjectName(u"logNotesCheck"_s);
    m_notes->setChecked(true);
    m_undo = new QToolButton(this);
    m_redo = new QToolButton(this);
    QAction *undo = session->undoStack()->createUndoAction(this);
    QAction *redo = session->undoStack()->createRedoAction(this);
    undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_undo->setDefaultAction(undo);
    m_redo->setDefaultAction(redo);
    for (QToolButton *b : {m_undo, m_redo}) {
        b->setToolButtonStyle(Qt::ToolButtonIconOnly); // the action's text ("Undo Anna's turn…") is its tooltip
        TouchMetrics::makeTouchable(b);
    }
    TouchMetrics::makeTouchable(m_car);
    bar->addWidget(m_carLabel);
    bar->addWidget(m_car);
    bar->addWidget(m_general);
    bar->addWidget(m_notes);
    bar->addWidget(m_undo);
    bar->addWidget(m_redo);
    layout->addLayout(bar);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_view = new QTableView(split);
    m_view->setObjectName(u"logView"_s);
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new LogDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    // What happened is read whole, in the dock's width: it wraps, and the rule's page is on
    // hover and in the read-out below (a narrow dock has no room for a column of references).
    QHeaderView *header = m_view->horizontalHeader();
    header->moveSection(header->visualIndex(GameLogModel::MessageColumn), header->visualIndex(GameLogModel::RuleColumn));
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(GameLogModel::MessageColumn, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    m_view->setColumnHidden(GameLogModel::ReferenceColumn, true);
    m_view->setColumnHidden(GameLogModel::RuleColumn, true);
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // Rows as tall as their text, worked out for the rows in sight only (a long game has
    // thousands of lines; measuring them all on every change would stall the window).
    const auto fit = [this] { QTimer::singleShot(0, this, &GameLogPanel::fitVisibleRows); };
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, fit);
    connect(header, &QHeaderView::sectionResized, this, fit);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, fit);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, fit);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, fit);
    m_readOut = new QTextBrowser(split);
    m_readOut->setObjectName(u"logReadOut"_s);
    QFont big = m_readOut->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_readOut->setFont(big);
    split->addWidget(m_view);
    split->addWidget(m_readOut);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    connect(m_car, &QComboBox::currentIndexChanged, this, [this] { m_proxy->setCar(m_car->currentData().toInt()); });
    connect(m_general, &QCheckBox::toggled, m_proxy, &GameLogFilterProxy::setShowGeneral);
    connect(m_notes, &QCheckBox::toggled, m_proxy, &GameLogFilterProxy::setShowNotes);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &GameLogPanel::showAction);
    // New actions scroll into view: the log follows the game.
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_view, [this] { m_view->scrollToBottom(); });
    connect(session, &GameSession::actionAppended, this, [this](int action) { m_readOut->setHtml(actionText(action)); });
    connect(session, &GameSession::actionRemoved, this, [this] { m_readOut->clear(); });
    retranslate();
}

void GameLogPanel::fitVisibleRows()
{
    if (m_fitting)
        return;
    m_fitting = true;
    QScrollBar *bar = m_view->verticalScrollBar();
    const bool atBottom = bar->value() == bar->maximum();
    const int rows = m_proxy->rowCount();
    const int height = m_view->viewport()->height();
    // Rows grow as they are fitted: go on until the viewport is full; a log that followed the
    // game to its last line stays there (a few passes: the rows brought into sight are fitted).
    for (int pass = 0; pass < 3; ++pass) {
        for (int r = qMax(0, m_view->rowAt(0)); r < rows && m_view->rowViewportPosition(r) < height; ++r)
            m_view->resizeRowToContents(r);
        if (!atBottom || bar->value() == bar->maximum())
            break;
        bar->setValue(bar->maximum());
    }
    m_fitting = false;
}

void GameLogPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    QTimer::singleShot(0, this, &GameLogPanel::fitVisibleRows);
}

QString GameLogPanel::actionText(int action) const
{
    if (action < 0 || action >= m_session->log().size())
        return {};
    const GameAction &a = m_session->log()[action];
    QString html = u"<p><b>%1</b></p>"_s.arg(a.headline.toHtmlEscaped());
    for (const Ruling &r : a.rulings) {
        html += u"<p>%1<br><small>%2</small></p>"_s.arg(r.message.toHtmlEscaped(), r.reference().toHtmlEscaped());
    }
    return html;
}

void GameLogPanel::showAction(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    m_readOut->setHtml(actionText(proxyIndex.data(GameLogModel::ActionRole).toInt()));
}

void GameLogPanel::fillCars()
{
    const int current = m_car->currentData().isValid() ? m_car->currentData().toInt() : -1;
    const QSignalBlocker block(m_car);
    m_car->clear();
    m_car->addItem(tr("Every car"), -1);
    for (int i = 0; i < m_session->setup().players.size(); ++i)
        m_car->addItem(GameIcons::colourChip(m_session->setup().players[i].colour), m_session->playerName(i), i);
    m_car->setCurrentIndex(qMax(0, m_car->findData(current)));
}

void GameLogPanel::retranslate()
{
    m_carLabel->setText(tr("&Car:"));
    fillCars();
    m_general->setText(tr("Rounds and other game actions"));
    m_general->setToolTip(tr("With a car chosen, also show the round starts, places and other actions of the whole game"));
    m_notes->setText(tr("Notes"));
    m_notes->setToolTip(tr("Show the notes (data of low confidence, ambiguities) as well as rulings and effects"));
    m_readOut->setPlaceholderText(tr("Pick a line to read the whole action aloud."));
}

void GameLogPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
