// SPDX-License-Identifier: GPL-3.0-or-later
#include "refereepanel.h"

#include "dicepadwidget.h"
#include "flowlayout.h"
#include "game/gamesession.h"
#include "gameresultsview.h"
#include "itemmodels/dicepadmodel.h"
#include "itemmodels/moveplanmodel.h"
#include "randomcomponentspanel.h"
#include "resolutionpanel.h"
#include "rules/randomsource.h"
#include "spaceeditor.h"
#include "touchmetrics.h"
#include "verdictview.h"

#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QCoreApplication>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// The DIRT start space choices: what the car's own space is, for rules looking one space back.
StartSpace startSpace(int choice)
{
    StartSpace s;
    switch (choice) {
    case 1: s.cornerId = u"c0"_s; s.cornerLine = CornerLine::Inside; break;
    case 2: s.cornerId = u"c0"_s; s.cornerLine = CornerLine::Outside; break;
    case 3: s.slideId = u"s0"_s; break;
    case 4: s.slideId = u"s0"_s; s.sliding = true; break;
    case 5: s.shortcut = true; break;
    default: break;
    }
    return s;
}

int startChoice(const StartSpace &s)
{
    if (!s.cornerId.isEmpty())
        return s.cornerLine == CornerLine::Outside ? 2 : 1;
    if (!s.slideId.isEmpty())
        return s.sliding ? 4 : 3;
    return s.shortcut ? 5 : 0;
}
} // namespace

RefereePanel::RefereePanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_plan(new MovePlanModel(session, this)), m_pad(new DicePadModel(m_plan, this)),
      m_ownRandom(std::make_unique<SeededRandom>(QRandomGenerator::global()->generate()))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_stack = new QStackedWidget(this);
    m_between = new GameResultsView(session, m_stack);
    m_stack->addWidget(buildTurnPage());
    m_stack->addWidget(m_between);
    layout->addWidget(m_stack, 1);

    auto *footer = new QHBoxLayout;
    m_missing = new QLabel(this);
    m_missing->setObjectName(u"missingLabel"_s);
    m_missing->setWordWrap(true);
    footer->addWidget(m_missing, 1);
    m_clear = new QPushButton(this);
    m_clear->setObjectName(u"clearPlanButton"_s);
    TouchMetrics::makeTouchable(m_clear);
    footer->addWidget(m_clear);
    m_next = new QAction(this);
    m_next->setObjectName(u"nextAction"_s);
    m_next->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_next->setShortcutContext(Qt::WindowShortcut);
    addAction(m_next);
    m_nextButton = new QPushButton(this);
    m_nextButton->setObjectName(u"nextButton"_s);
    QFont bold = m_nextButton->font();
    bold.setBold(true);
    m_nextButton->setFont(bold);
    TouchMetrics::makeTouchable(m_nextButton);
    m_nextButton->setMinimumWidth(TouchMetrics::minimumTarget(this) * 4);
    footer->addWidget(m_nextButton);
    layout->addLayout(footer);
    connect(m_next, &QAction::triggered, this, &RefereePanel::next);
    connect(m_nextButton, &QPushButton::clicked, this, &RefereePanel::next);
    connect(m_clear, &QPushButton::clicked, m_plan, &MovePlanModel::clear);

    setRandomSource(m_ownRandom.get());
    connect(m_plan, &MovePlanModel::changed, this, &RefereePanel::refresh);
    // The co-driver's advice was for the car whose turn it was.
    connect(m_plan, &MovePlanModel::carChanged, m_advice, &QWidget::hide);
    connect(session, &GameSession::actionAppended, m_advice, &QWidget::hide);
    connect(m_plan, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int, int last) { selectStep(last); });
    connect(m_plan, &QAbstractItemModel::rowsRemoved, this, [this] { selectStep(m_plan->rowCount() - 1); });
    connect(m_plan, &QAbstractItemModel::modelReset, this, [this] { selectStep(m_plan->rowCount() - 1); });
    connect(session, &GameSession::stateChanged, this, &RefereePanel::refresh);
    retranslate();
}

RefereePanel::~RefereePanel() = default;

QWidget *RefereePanel::buildTurnPage()
{
    auto *page = new QWidget(m_stack);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);

    m_status = new QLabel(page);
    m_status->setObjectName(u"turnStatus"_s);
    m_status->setWordWrap(true);
    QFont f = m_status->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_status->setFont(f);
    layout->addWidget(m_status);
    m_startNotes = new QLabel(page);
    m_startNotes->setObjectName(u"turnStartNotes"_s);
    m_startNotes->setWordWrap(true);
    layout->addWidget(m_startNotes);
    m_advice = new QLabel(page);
    m_advice->setObjectName(u"coDriverAdvice"_s);
    m_advice->setWordWrap(true);
    m_advice->setStyleSheet(u"color: #1f4e8c;"_s);
    m_advice->hide();
    layout->addWidget(m_advice);

    // The options wrap on a narrow window (DIRT has more of them than GT).
    auto *options = new FlowLayout(nullptr, 6);
    m_oneByOne = new QToolButton(page);
    m_flatOut = new QToolButton(page);
    m_oneByOne->setObjectName(u"oneByOneButton"_s);
    m_flatOut->setObjectName(u"flatOutButton"_s);
    auto *modes = new QButtonGroup(page);
    for (QToolButton *b : {m_oneByOne, m_flatOut}) {
        b->setCheckable(true);
        b->setFocusPolicy(Qt::StrongFocus);
        TouchMetrics::makeTouchable(b);
        modes->addButton(b);
        options->addWidget(b);
    }
    m_oneByOne->setChecked(true);
    connect(m_oneByOne, &QToolButton::clicked, this, [this] { m_plan->setMode(RollMode::OneByOne); });
    connect(m_flatOut, &QToolButton::clicked, this, [this] { m_plan->setMode(RollMode::FlatOut); });
    m_modeAction = new QAction(this);
    m_modeAction->setShortcut(QKeySequence(Qt::Key_F));
    m_modeAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_modeAction, &QAction::triggered, this, [this] {
        m_plan->setMode(m_plan->plan().move.mode == RollMode::FlatOut ? RollMode::OneByOne : RollMode::FlatOut);
    });
    page->addAction(m_modeAction);
    m_flyingStart = new QCheckBox(page);
    m_sisu = new QCheckBox(page);
    m_blocked = new QCheckBox(page);
    m_spaceFree = new QCheckBox(page);
    m_flyingStart->setObjectName(u"flyingStartCheck"_s);
    m_sisu->setObjectName(u"sisuCheck"_s);
    m_blocked->setObjectName(u"blockedCheck"_s);
    m_spaceFree->setObjectName(u"spaceFreeCheck"_s);
    for (QCheckBox *c : {m_flyingStart, m_sisu, m_blocked, m_spaceFree}) {
        TouchMetrics::makeTouchable(c);
        options->addWidget(c);
    }
    connect(m_flyingStart, &QCheckBox::toggled, m_plan, &MovePlanModel::setFlyingStart);
    connect(m_sisu, &QCheckBox::toggled, m_plan, &MovePlanModel::setSisu);
    connect(m_blocked, &QCheckBox::toggled, m_plan, &MovePlanModel::setBlocked);
    connect(m_spaceFree, &QCheckBox::toggled, m_plan, &MovePlanModel::setSpaceFree);
    // The label stays with its box when the options wrap.
    auto *startBox = new QWidget(page);
    auto *startRow = new QHBoxLayout(startBox);
    startRow->setContentsMargins(0, 0, 0, 0);
    m_startLabel = new QLabel(startBox);
    m_start = new QComboBox(startBox);
    m_start->setObjectName(u"startSpaceBox"_s);
    for (int i = 0; i < 6; ++i)
        m_start->addItem(QString());
    m_startLabel->setBuddy(m_start);
    TouchMetrics::makeTouchable(m_start);
    startRow->addWidget(m_startLabel);
    startRow->addWidget(m_start);
    options->addWidget(startBox);
    connect(m_start, &QComboBox::currentIndexChanged, this, [this](int i) { m_plan->setStart(startSpace(i)); });
    layout->addLayout(options);

    m_padWidget = new DicePadWidget(m_pad, m_plan, page);
    layout->addWidget(m_padWidget);

    // What a player needs for the next input never scrolls away: the verdict's headline and odds,
    // the plan, and the bar with the results' buttons keep their places; only the details under
    // them (the space being described, the outcome, what the table draws) scroll, and the
    // details scroll to what is asked for. Nothing above the Hazard / No hazard buttons changes
    // height while a turn is entered, so they stay under the finger.
    m_verdict = new VerdictView(m_plan, page);
    layout->addWidget(m_verdict->summary());
    // What the keys were understood as, under the headline ("2 B B" shows "2+BB").
    m_verdict->addToSummary(m_padWidget->echoLabel());
    m_planView = new QTableView(page);
    m_planView->setObjectName(u"planView"_s);
    m_planView->setModel(m_plan);
    m_planView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_planView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_planView->verticalHeader()->hide();
    QHeaderView *header = m_planView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The columns a player reads first come first; what is on the space takes the rest (the
    // referee's words for each space are in the rulings beside or under the plan).
    header->moveSection(header->visualIndex(MovePlanModel::ChanceColumn), header->visualIndex(MovePlanModel::SpaceColumn));
    header->moveSection(header->visualIndex(MovePlanModel::ResultColumn), header->visualIndex(MovePlanModel::SpaceColumn));
    header->setSectionResizeMode(MovePlanModel::SpaceColumn, QHeaderView::Stretch);
    m_planView->setColumnHidden(MovePlanModel::NoteColumn, true);
    m_planView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_planView->verticalHeader()->setDefaultSectionSize(TouchMetrics::minimumTarget(this));
    m_planView->setWordWrap(true);
    m_planView->setTextElideMode(Qt::ElideNone);
    const int planHeight = header->sizeHint().height() + 4 * TouchMetrics::minimumTarget(this) + 4;
    m_planView->setFixedHeight(planHeight);
    connect(m_planView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { m_space->setStep(current.row()); });
    layout->addWidget(m_planView);

    m_resolution = new ResolutionPanel(m_plan, page);
    layout->addWidget(m_resolution);

    auto *scroll = m_scroll = new QScrollArea(page);
    scroll->setObjectName(u"refereeScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    m_details = new QVBoxLayout(content);
    m_details->setContentsMargins(0, 0, 4, 0);
    m_details->addWidget(m_resolution->details());
    m_random = new RandomComponentsPanel(m_session, m_plan, content);
    m_details->addWidget(m_random);
    // The rulings about the turn change as tokens are entered: under the draws, never above.
    m_details->addWidget(m_resolution->rulingsView());
    // The verdict's facts and rulings: the plan takes the panel's whole width above.
    m_verdict->setParent(content);
    m_details->addWidget(m_verdict);
    m_space = new SpaceEditor(m_plan, content);
    m_details->addWidget(m_space);
    // The end of the turn (pit stop, spare tyre, Time card seconds) comes after the space.
    m_details->addWidget(m_random->extrasGroup());
    m_details->addStretch(1);
    connect(m_space, &SpaceEditor::finished, m_planView, qOverload<>(&QWidget::setFocus));
    // Keyboard: Tab leaves the plan for the selected step's space (not the next cell), Escape
    // comes back.
    m_planView->setTabKeyNavigation(false);
    QWidget::setTabOrder(m_planView, m_space->limitBox());
    scroll->setWidget(content);
    layout->addWidget(scroll, 1);
    return page;
}

QAbstractButton *RefereePanel::flatOutButton() const
{
    return m_flatOut;
}

void RefereePanel::setRandomSource(RandomSource *random)
{
    m_resolution->setRandomSource(random);
    m_random->setRandomSource(random);
}

bool RefereePanel::loadPlan(const PlannedMove &plan, const PlayStyle &style)
{
    const bool loaded = m_plan->loadMove(plan);
    if (loaded) {
        m_advice->setText(tr("Co-driver: %1 (%2)").arg(style.instruction(), style.name()));
        m_advice->show();
    }
    emit message(loaded ? tr("The plan is laid out: check the verdict, then roll.")
                        : tr("The plan cannot be laid out now: dice are already rolled, or the car does not move."));
    return loaded;
}

void RefereePanel::selectStep(int step)
{
    if (step < 0) {
        m_planView->setCurrentIndex({});
        m_space->setStep(-1);
        return;
    }
    m_planView->setCurrentIndex(m_plan->index(step, MovePlanModel::DiceColumn));
    m_planView->scrollTo(m_planView->currentIndex());
    m_space->setStep(step);
}

void RefereePanel::next()
{
    switch (m_session->phase()) {
    case GamePhase::Turn: {
        if (!m_plan->readyToCommit()) {
            emit message(m_plan->missing());
            return;
        }
        const ActionVerdict v = m_plan->commit();
        emit message(v.accepted ? v.action.headline : v.error);
        return;
    }
    case GamePhase::RoundStart: {
        const ActionVerdict v = m_session->advance();
        emit message(v.accepted ? v.action.headline : v.error);
        return;
    }
    case GamePhase::StageOver: emit stageBreakRequested(); return;
    case GamePhase::GameOver: emit message(tr("The game is over.")); return;
    }
}

void RefereePanel::refresh()
{
    const GamePhase phase = m_session->phase();
    const int car = m_plan->car();
    const bool turn = phase == GamePhase::Turn && car >= 0;
    m_stack->setCurrentIndex(turn ? 0 : 1);
    // The window's minimum follows the page shown, not the larger size the stack would like
    // (which pushed a 1024-pixel window wider than its screen).
    m_stack->setMinimumWidth(m_stack->currentWidget()->minimumSizeHint().width());
    const GameState &state = m_session->state();
    const bool gt = m_session->game() == Game::GT;
    // What to do next, and the results, are on the results page (GameResultsView).
    switch (phase) {
    case GamePhase::RoundStart:
        m_nextButton->setText(m_session->setup().kind != GameKind::GtSolo ? tr("Start round %1").arg(state.round + 1)
                              : state.round == 0                           ? tr("Start the lap")
                                                                           : tr("Next turn"));
        break;
    case GamePhase::StageOver: m_nextButton->setText(tr("Next stage…")); break;
    case GamePhase::GameOver: m_nextButton->setText(tr("Game over")); break;
    case GamePhase::Turn: m_nextButton->setText(tr("Play the turn")); break;
    }
    m_nextButton->setEnabled(phase != GamePhase::GameOver && (!turn || m_plan->readyToCommit()));
    m_next->setEnabled(phase != GamePhase::GameOver);
    m_clear->setVisible(turn);
    // An empty plan is not "against the rules": the verdict already says to lay the dice.
    m_missing->setText(turn && (!m_plan->plan().isEmpty() || !m_plan->mayMove()) ? m_plan->missing() : QString());
    m_missing->setStyleSheet(turn && !m_plan->readyToCommit() ? u"color: #8a5a00;"_s : QString());
    if (!turn)
        return;

    const CarGame &c = state.cars[car];
    const CarState &planning = m_plan->planningCar();
    const QString tokens = gt ? tr("%n Focus", nullptr, planning.focus) : tr("%n Second(s)", nullptr, planning.focus);
    m_status->setText(tr("%1 plays — round %2, gear %3, %4").arg(m_session->playerName(car)).arg(state.round).arg(planning.gear.text(), tokens));
    QStringList notes;
    for (const Ruling &r : m_plan->turnStart().rulings)
        notes << r.message;
    m_startNotes->setText(notes.join(u'\n'));
    m_startNotes->setVisible(!notes.isEmpty());

    const PlannedMove &move = m_plan->plan().move;
    const bool editable = m_plan->mayMove() && !m_plan->isRolling();
    const QSignalBlocker b1(m_flyingStart), b2(m_sisu), b3(m_blocked), b4(m_spaceFree), b5(m_start);
    m_oneByOne->setChecked(move.mode == RollMode::OneByOne);
    m_flatOut->setChecked(move.mode == RollMode::FlatOut);
    m_oneByOne->setEnabled(editable);
    m_flatOut->setEnabled(editable);
    m_modeAction->setEnabled(editable);
    m_flyingStart->setVisible(state.rules.flyingStart && planning.gear.gear == 0 && !planning.gear.isOffTrack());
    m_flyingStart->setChecked(move.flyingStart);
    m_flyingStart->setEnabled(editable);
    m_sisu->setVisible(state.rules.sisu && (planning.sisu || move.sisu));
    m_sisu->setChecked(move.sisu);
    m_blocked->setChecked(move.blocked);
    m_blocked->setEnabled(m_plan->mayMove());
    m_spaceFree->setVisible(c.car.location != CarLocation::OnTrack);
    m_spaceFree->setChecked(m_plan->spaceFree());
    m_spaceFree->setEnabled(!m_plan->isRolling());
    m_startLabel->parentWidget()->setVisible(!gt);
    m_start->setCurrentIndex(startChoice(move.start));
    m_start->setEnabled(editable);
    m_padWidget->setEnabled(m_plan->mayMove());
    m_clear->setEnabled(!m_plan->plan().isEmpty() || m_plan->isRolling());
    fitPlanRows();
    showWhatIsAsked();
}

void RefereePanel::fitPlanRows()
{
    // A space's description wraps in a narrow table: its row grows (a finger's height at least).
    const int target = TouchMetrics::minimumTarget(this);
    for (int r = 0; r < m_plan->rowCount(); ++r) {
        const int wanted = qMax(target, static_cast<QAbstractItemView *>(m_planView)->sizeHintForRow(r));
        if (m_planView->rowHeight(r) != wanted)
            m_planView->setRowHeight(r, wanted);
    }
}

void RefereePanel::showWhatIsAsked()
{
    // A new turn starts with the details at the top (the space the first die enters); then
    // whatever the table is asked for next — a re-layout to choose, Damage tokens, the Time
    // card, shortcut tokens — scrolls into view once, when it is asked.
    const int car = m_plan->car();
    const int actions = int(m_session->log().size());
    if (car != m_shownCar || actions != m_shownActions) {
        m_shownCar = car;
        m_shownActions = actions;
        m_asked = nullptr;
        m_scroll->verticalScrollBar()->setValue(0);
    }
    QWidget *asked = nullptr;
    // What the turn cannot be played without comes first; a re-layout has a default.
    for (QWidget *w : {static_cast<QWidget *>(m_random->cardGroup()), static_cast<QWidget *>(m_random->damageGroup()),
                       static_cast<QWidget *>(m_random->shortcutGroup()), static_cast<QWidget *>(m_resolution->optionsView())})
        if (w->isVisibleTo(m_scroll->widget())) {
            asked = w;
            break;
        }
    if (asked == m_asked)
        return;
    m_asked = asked;
    if (!asked)
        return;
    // Placed by the layout now (not later: the finger may be on its way), then scrolled to: the
    // whole group when it fits, its buttons at least.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // What changed with the same input (a row hidden above, an outcome label that got shorter)
    // is laid out too, or the scroll would be off by that much.
    if (QLayout *page = m_scroll->parentWidget()->layout())
        page->activate();
    if (QLayout *content = m_scroll->widget()->layout())
        content->activate();
    m_scroll->ensureWidgetVisible(asked, 0, 0);
    if (asked->height() > m_scroll->viewport()->height()) {
        const QList<QAbstractButton *> buttons = asked->findChildren<QAbstractButton *>();
        for (QAbstractButton *b : buttons)
            if (b->isVisible()) {
                m_scroll->ensureWidgetVisible(b, 0, 0);
                break;
            }
    }
}

void RefereePanel::retranslate()
{
    m_oneByOne->setText(tr("One by one"));
    m_oneByOne->setToolTip(tr("Roll the dice one space at a time; you may secure spaces and stop (F switches)"));
    m_flatOut->setText(tr("Flat Out"));
    m_flatOut->setToolTip(tr("Roll every die at once for Focus or Second tokens (F switches)"));
    m_flyingStart->setText(tr("Flying Start"));
    m_flyingStart->setToolTip(RuleBook::referenceText(Rule::FlyingStart, m_session->game()));
    m_sisu->setText(tr("Spend SISU"));
    m_sisu->setToolTip(RuleBook::referenceText(Rule::Sisu, Game::Dirt));
    m_blocked->setText(tr("Blocked"));
    m_blocked->setToolTip(tr("The car is blocked: the turn ends after the last die laid (%1)")
                              .arg(RuleBook::referenceText(Rule::Blocked, m_session->game())));
    m_spaceFree->setText(tr("Its space is free"));
    m_spaceFree->setToolTip(tr("The space the car comes back to (from 00, the pits or a crash) is free"));
    m_startLabel->setText(tr("It starts:"));
    const QStringList starts{tr("on a plain space"), tr("in a corner, inside"), tr("in a corner, outside"),
                             tr("in a slide zone"), tr("sliding"), tr("on a shortcut")};
    for (int i = 0; i < starts.size(); ++i)
        m_start->setItemText(i, starts[i]);
    m_clear->setText(tr("Start over"));
    m_clear->setToolTip(tr("Clear the plan and the results of this turn"));
    m_next->setText(tr("Next"));
    refresh();
}

void RefereePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
