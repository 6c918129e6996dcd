// SPDX-License-Identifier: GPL-3.0-or-later
#include "roundtrackerpanel.h"

#include "dashboarddelegate.h"
#include "gameresultsview.h"
#include "game/gamesession.h"
#include "itemmodels/placementmodel.h"
#include "itemmodels/roundordermodel.h"
#include "placementview.h"
#include "touchmetrics.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// One car of the order of play on two lines or more: its place, colour, name, gear and where it
/// stands this round, then why it plays before the next car, in words. The car playing now is
/// in bold on a tinted row, the cars done are greyed. Fits a narrow dock.
class OrderDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        using M = RoundOrderModel;
        const auto status = M::RowStatus(index.data(M::RowStatusRole).toInt());
        painter->save();
        if (status == M::RowStatus::Playing)
            painter->fillRect(option.rect, DashboardDelegate::activeTint());
        const QRect r = option.rect.adjusted(kPad, kPad, -kPad, -kPad);
        QFont f = option.font;
        f.setBold(status == M::RowStatus::Playing);
        painter->setFont(f);
        const QColor text = status == M::RowStatus::Playing || status == M::RowStatus::ToPlay
            ? option.palette.color(QPalette::Text)
            : option.palette.color(QPalette::PlaceholderText);
        painter->setPen(text);
        const QFontMetrics fm(f);
        const QString place = index.siblingAtColumn(M::PlaceColumn).data().toString();
        painter->drawText(QRect(r.left(), r.top(), kPlace, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, place);
        const QColor colour = index.data(M::ColourRole).value<QColor>();
        painter->setPen(Qt::darkGray);
        painter->setBrush(colour);
        painter->drawRect(QRect(r.left() + kPlace, r.top() + (fm.height() - 12) / 2, 12, 12));
        painter->setPen(text);
        // The first line wraps rather than cutting "playing now" short on a narrow dock.
        const QString line = firstLine(index);
        const int first = firstLineHeight(f, line, r.width());
        painter->drawText(QRect(r.left() + kPlace + 18, r.top(), r.width() - kPlace - 18, first), Qt::AlignLeft | Qt::TextWordWrap,
                          line);
        const QString reason = index.siblingAtColumn(M::ReasonColumn).data().toString();
        if (!reason.isEmpty()) {
            painter->setFont(option.font);
            painter->setPen(option.palette.color(QPalette::PlaceholderText));
            painter->drawText(QRect(r.left() + kPlace + 18, r.top() + first, r.width() - kPlace - 18, r.height() - first),
                              Qt::TextWordWrap, reason);
        }
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        int width = option.rect.width();
        if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget))
            width = view->viewport()->width();
        const QFontMetrics fm(option.font);
        QFont bold = option.font;
        bold.setBold(true); // the widest the first line gets
        int h = firstLineHeight(bold, firstLine(index), width - 2 * kPad);
        const QString reason = index.siblingAtColumn(RoundOrderModel::ReasonColumn).data().toString();
        if (!reason.isEmpty())
            h += fm.boundingRect(QRect(0, 0, qMax(40, width - 2 * kPad - kPlace - 18), 10000), Qt::TextWordWrap, reason).height();
        return QSize(width, h + 2 * kPad);
    }

private:
    static constexpr int kPad = 4;
    static constexpr int kPlace = 18;

    static QString firstLine(const QModelIndex &index)
    {
        using M = RoundOrderModel;
        return index.siblingAtColumn(M::CarColumn).data().toString() + u"  · "_s
            + RoundOrderModel::tr("gear %1").arg(index.siblingAtColumn(M::GearColumn).data().toString()) + u" · "_s
            + index.siblingAtColumn(M::StatusColumn).data().toString();
    }
    static int firstLineHeight(const QFont &font, const QString &line, int width)
    {
        return QFontMetrics(font).boundingRect(QRect(0, 0, qMax(40, width - kPlace - 18), 10000), Qt::TextWordWrap, line).height();
    }
};

/// Where the cars are: a car that moved since its place was entered in italics.
class PlacementDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(PlacementModel::StaleRole).toBool()) {
            option->font.setItalic(true);
            option->palette.setColor(QPalette::Text, QColor(0x8a, 0x5a, 0x00));
        }
    }
};
} // namespace

RoundTrackerPanel::RoundTrackerPanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_order(new RoundOrderModel(session, this)), m_placement(new PlacementModel(session, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_title = new QLabel(this);
    m_title->setObjectName(u"roundTitle"_s);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_title->setFont(f);
    layout->addWidget(m_title);

    m_orderView = new QListView(this);
    m_orderView->setObjectName(u"orderView"_s);
    m_orderView->setModel(m_order);
    m_orderView->setModelColumn(RoundOrderModel::CarColumn);
    m_orderView->setItemDelegate(new OrderDelegate(m_orderView));
    m_orderView->setSelectionMode(QAbstractItemView::NoSelection);
    m_orderView->setWordWrap(true);
    m_orderView->setResizeMode(QListView::Adjust);
    layout->addWidget(m_orderView, 3);

    m_ties = new QLabel(this);
    m_ties->setObjectName(u"tiesLabel"_s);
    m_ties->setWordWrap(true);
    m_ties->setStyleSheet(u"color: #8a5a00;"_s);
    layout->addWidget(m_ties);
    m_next = new QPushButton(this);
    m_next->setObjectName(u"trackerNextButton"_s);
    TouchMetrics::makeTouchable(m_next);
    layout->addWidget(m_next);
    connect(m_next, &QPushButton::clicked, this, &RoundTrackerPanel::nextRequested);

    m_where = new QGroupBox(this);
    m_where->setObjectName(u"placementGroup"_s);
    auto *wl = new QVBoxLayout(m_where);
    m_whereHelp = new QLabel(m_where);
    m_whereHelp->setWordWrap(true);
    wl->addWidget(m_whereHelp);
    m_placementView = new PlacementView(m_placement, m_where);
    m_placementView->setObjectName(u"placementView"_s);
    m_placementView->setItemDelegate(new PlacementDelegate(m_placementView));
    m_placementView->verticalHeader()->setDefaultSectionSize(TouchMetrics::minimumTarget(this));
    wl->addWidget(m_placementView, 1);
    // A plain grid, not a flow: a dock computes its minimum height without heightForWidth, and
    // a wrapping row would then overlap the list above it on a small screen.
    auto *row = new QGridLayout;
    m_up = new QToolButton(m_where);
    m_down = new QToolButton(m_where);
    m_up->setArrowType(Qt::UpArrow);
    m_down->setArrowType(Qt::DownArrow);
    m_level = new QCheckBox(m_where);
    m_level->setObjectName(u"levelCheck"_s);
    m_laneLabel = new QLabel(m_where);
    m_lane = new QSpinBox(m_where);
    m_lane->setObjectName(u"laneBox"_s);
    m_lane->setRange(0, 3);
    m_lane->setSpecialValueText(u"?"_s);
    m_laneLabel->setBuddy(m_lane);
    for (QWidget *w : {static_cast<QWidget *>(m_up), static_cast<QWidget *>(m_down), static_cast<QWidget *>(m_level),
                       static_cast<QWidget *>(m_lane)})
        TouchMetrics::makeTouchable(w);
    row->addWidget(m_up, 0, 0);
    row->addWidget(m_down, 0, 1);
    row->addWidget(m_laneLabel, 0, 3, Qt::AlignRight);
    row->addWidget(m_lane, 0, 4);
    row->setColumnStretch(2, 1);
    row->addWidget(m_level, 1, 0, 1, 5);
    wl->addLayout(row);
    m_confirm = new QPushButton(m_where);
    m_confirm->setObjectName(u"confirmPlacementButton"_s);
    TouchMetrics::makeTouchable(m_confirm);
    wl->addWidget(m_confirm);
    layout->addWidget(m_where);

    const auto report = [this](const ActionVerdict &v) {
        if (!v.accepted)
            emit message(v.error);
    };
    connect(m_placementView, &PlacementView::refused, this, &RoundTrackerPanel::message);
    connect(m_up, &QToolButton::clicked, this, [this] {
        const int r = m_placementView->currentIndex().row();
        m_placementView->moveCar(r, r - 1);
    });
    connect(m_down, &QToolButton::clicked, this, [this] {
        const int r = m_placementView->currentIndex().row();
        m_placementView->moveCar(r, r + 1);
    });
    connect(m_level, &QCheckBox::clicked, this, [this, report](bool on) {
        const int r = m_placementView->currentIndex().row();
        const int car = m_placement->playerAt(r);
        report(m_placement->setLevel(r, on));
        for (int k = 0; k < m_placement->rowCount(); ++k)
            if (m_placement->playerAt(k) == car)
                m_placementView->setCurrentIndex(m_placement->index(k, PlacementModel::CarColumn));
    });
    connect(m_lane, &QSpinBox::valueChanged, this, [this, report](int lane) {
        const int r = m_placementView->currentIndex().row();
        if (r >= 0 && m_placement->index(r, 0).data(PlacementModel::LaneRole).toInt() != lane)
            report(m_placement->setLane(r, lane));
    });
    connect(m_confirm, &QPushButton::clicked, this, [this, report] {
        const ActionVerdict v = m_placement->confirm();
        report(v);
        if (v.accepted)
            emit message(v.action.headline);
    });
    connect(m_placementView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RoundTrackerPanel::refreshPlacementControls);
    connect(m_placement, &QAbstractItemModel::modelReset, this, &RoundTrackerPanel::refreshPlacementControls);
    connect(m_placement, &QAbstractItemModel::modelReset, this, &RoundTrackerPanel::fitPlacementView);
    connect(m_placement, &QAbstractItemModel::rowsInserted, this, &RoundTrackerPanel::fitPlacementView);
    connect(m_placement, &QAbstractItemModel::rowsRemoved, this, &RoundTrackerPanel::fitPlacementView);
    connect(m_placement, &QAbstractItemModel::dataChanged, this, &RoundTrackerPanel::refreshPlacementControls);
    connect(m_order, &RoundOrderModel::titleChanged, this, &RoundTrackerPanel::refresh);
    connect(m_order, &QAbstractItemModel::modelReset, this, &RoundTrackerPanel::refresh);
    connect(session, &GameSession::stateChanged, this, &RoundTrackerPanel::refresh);
    fitPlacementView();
    retranslate();
}

void RoundTrackerPanel::refresh()
{
    m_title->setText(m_order->title());
    m_title->setStyleSheet(m_order->isPreview() ? u"color: palette(placeholder-text);"_s : QString());
    const int ties = m_order->ties();
    m_ties->setVisible(ties > 0);
    m_ties->setText(tr("The rules cannot separate %n pair(s) of cars: the players decide between them.", nullptr, ties));
    const GamePhase phase = m_session->phase();
    const bool solo = GameResultsView::isSolo(m_session);
    m_next->setEnabled(phase != GamePhase::GameOver);
    m_next->setText(phase == GamePhase::RoundStart && m_session->setup().kind == GameKind::GtSolo ? tr("Next turn (Return)")
                    : phase == GamePhase::RoundStart  ? tr("Start the round (Return)")
                    : phase == GamePhase::StageOver ? tr("Next stage… (Return)")
                    : phase == GamePhase::Turn      ? tr("Play the turn (Return)")
                                                    : tr("Game over"));
    // Where the cars are matters when a round's order is worked out; during the turns the
    // order of play has the dock to itself, and once a stage or the game is over no order is
    // left to work out. A car alone has none either.
    m_where->setVisible(phase == GamePhase::RoundStart && !solo);
    m_orderView->doItemsLayout();
    refreshPlacementControls();
}

void RoundTrackerPanel::fitPlacementView()
{
    // As tall as its cars and no taller: the order of play above gets the rest of the dock.
    const int rows = qMax(1, m_placement->rowCount());
    const int height = m_placementView->horizontalHeader()->sizeHint().height() + rows * m_placementView->verticalHeader()->defaultSectionSize()
        + 2 * m_placementView->frameWidth() + 2;
    m_placementView->setFixedHeight(height);
}

void RoundTrackerPanel::refreshPlacementControls()
{
    const int r = m_placementView->currentIndex().row();
    const bool has = r >= 0 && r < m_placement->rowCount();
    m_up->setEnabled(has && r > 0);
    m_down->setEnabled(has && r + 1 < m_placement->rowCount());
    m_level->setEnabled(has && r > 0);
    m_lane->setEnabled(has);
    const QSignalBlocker b1(m_level), b2(m_lane);
    m_level->setChecked(has && m_placement->index(r, 0).data(PlacementModel::LevelRole).toBool());
    m_lane->setValue(has ? qMax(0, m_placement->index(r, 0).data(PlacementModel::LaneRole).toInt()) : 0);
    m_confirm->setEnabled(m_placement->rowCount() > 0);
}

void RoundTrackerPanel::retranslate()
{
    m_where->setTitle(tr("Where are the cars?"));
    m_whereHelp->setText(tr("Furthest first: drag a car (or Alt+Up/Down) to its place."));
    m_where->setToolTip(tr("Furthest along the track first. Drag a car (or Alt+Up/Down) to its place; cars level on "
                           "distance share a place, the lane counted from the inside of the corner."));
    m_up->setToolTip(tr("Further along the track (Alt+Up)"));
    m_down->setToolTip(tr("Further back (Alt+Down)"));
    m_level->setText(tr("Level with the car above"));
    m_laneLabel->setText(tr("&Lane:"));
    m_lane->setToolTip(tr("The lane from the inside of the current or next corner (1 = inside; ? = not said)"));
    m_confirm->setText(tr("These places are right"));
    m_confirm->setToolTip(tr("Enter the list as it is, also for cars that did not change places"));
    refresh();
}

void RoundTrackerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
