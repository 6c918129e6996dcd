// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivepanel.h"
#include "rules/spacesummary.h"

#include "rules/rulestypes.h"
#include "spaces/drivecodriver.h"
#include "spaces/drivedocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

struct PlayerColour
{
    const char *name;
    QColor colour;
};

QList<PlayerColour> playerColours()
{
    return {{QT_TRANSLATE_NOOP("Pacenotes::DrivePanel", "Red"), QColor(210, 40, 40)},
            {QT_TRANSLATE_NOOP("Pacenotes::DrivePanel", "Blue"), QColor(40, 90, 220)},
            {QT_TRANSLATE_NOOP("Pacenotes::DrivePanel", "Yellow"), QColor(240, 200, 30)},
            {QT_TRANSLATE_NOOP("Pacenotes::DrivePanel", "Green"), QColor(40, 160, 70)},
            {QT_TRANSLATE_NOOP("Pacenotes::DrivePanel", "Black"), QColor(40, 40, 40)},
            {QT_TRANSLATE_NOOP("Pacenotes::DrivePanel", "White"), QColor(240, 240, 240)}};
}

QTableWidgetItem *item(const QString &text, bool editable = false)
{
    auto *i = new QTableWidgetItem(text);
    if (!editable)
        i->setFlags(i->flags() & ~Qt::ItemIsEditable);
    return i;
}

} // namespace

DrivePanel::DrivePanel(DriveDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_coverage = new QLabel(this);
    m_coverage->setWordWrap(true);
    m_coverage->setStyleSheet(u"QLabel { background: #fff3c4; color: #5a4500; padding: 4px; border-radius: 3px; }"_s);
    m_coverage->hide();
    layout->addWidget(m_coverage);

    auto *carsBox = new QGroupBox(tr("Cars"), this);
    auto *carsLayout = new QVBoxLayout(carsBox);
    m_cars = new QTableWidget(0, 4, carsBox);
    m_cars->setHorizontalHeaderLabels({tr("Car"), tr("Gear"), tr("Space"), tr("Laps")});
    m_cars->verticalHeader()->hide();
    m_cars->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_cars->setSelectionMode(QAbstractItemView::SingleSelection);
    m_cars->horizontalHeader()->setStretchLastSection(true);
    m_cars->setMaximumHeight(150);
    carsLayout->addWidget(m_cars);
    auto *carButtons = new QHBoxLayout;
    m_add = new QPushButton(tr("Add a Car"), carsBox);
    m_remove = new QPushButton(tr("Remove"), carsBox);
    m_back = new QPushButton(tr("Back on the Track"), carsBox);
    m_gear = new QComboBox(carsBox);
    for (const char *g : {"0", "1", "2", "3", "4", "5", "6", "00"})
        m_gear->addItem(QString::fromLatin1(g));
    m_gear->setToolTip(tr("The selected car's gear marker"));
    carButtons->addWidget(m_add);
    carButtons->addWidget(m_remove);
    carButtons->addWidget(m_back);
    carButtons->addWidget(m_gear);
    carsLayout->addLayout(carButtons);
    m_order = new QLabel(carsBox);
    m_order->setWordWrap(true);
    carsLayout->addWidget(m_order);
    layout->addWidget(carsBox);

    auto *moveBox = new QGroupBox(tr("Move"), this);
    auto *moveLayout = new QVBoxLayout(moveBox);
    auto *modeRow = new QHBoxLayout;
    m_mode = new QComboBox(moveBox);
    m_mode->addItem(tr("Roll one by one"), int(RollMode::OneByOne));
    m_mode->addItem(tr("Flat Out"), int(RollMode::FlatOut));
    modeRow->addWidget(m_mode);
    m_propose = new QPushButton(tr("Propose Dice"), moveBox);
    m_propose->setToolTip(tr("The legal dice for this path with the lowest chance of a Loss of Control"));
    m_clear = new QPushButton(tr("Clear Path"), moveBox);
    modeRow->addWidget(m_propose);
    modeRow->addWidget(m_clear);
    moveLayout->addLayout(modeRow);
    m_steps = new QTableWidget(0, 3, moveBox);
    m_steps->setHorizontalHeaderLabels({tr("Space"), tr("The referee reads"), tr("Dice")});
    m_steps->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_steps->setWordWrap(true);
    m_steps->setToolTip(tr("Click the spaces on the table; type each step's dice: 5, 2+BB, 4+A, C, L, R"));
    m_steps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_steps->setSelectionMode(QAbstractItemView::SingleSelection);
    moveLayout->addWidget(m_steps);
    // One tap per die, as at the table: the die goes on the selected step, then the next step.
    auto *pad = new QHBoxLayout;
    pad->setSpacing(2);
    for (const char *text : {"1", "2", "3", "4", "5", "6", "C", "L", "R", "+B", "+A", "✕"}) {
        auto *b = new QPushButton(QString::fromUtf8(text), moveBox);
        b->setMaximumWidth(34);
        b->setObjectName(u"die-"_s + QString::fromUtf8(text));
        pad->addWidget(b);
        m_pad.append(b);
        connect(b, &QPushButton::clicked, this, [this, label = QString::fromUtf8(text)] { tapDie(label); });
    }
    pad->addStretch();
    moveLayout->addLayout(pad);
    m_verdict = new QLabel(moveBox);
    m_verdict->setWordWrap(true);
    moveLayout->addWidget(m_verdict);
    m_rulings = new QListWidget(moveBox);
    m_rulings->setWordWrap(true);
    m_rulings->setMaximumHeight(120);
    moveLayout->addWidget(m_rulings);
    layout->addWidget(moveBox, 1);

    // The co-driver reads the road off the track, so it sits beside the move it fills in; it
    // weighs plans only while shown.
    auto *coDriverBox = new QGroupBox(tr("Co-driver"), this);
    auto *coDriverLayout = new QVBoxLayout(coDriverBox);
    m_coDriverButton = new QPushButton(tr("Ask the Co-driver"), coDriverBox);
    m_coDriverButton->setCheckable(true);
    m_coDriverButton->setToolTip(tr("Every legal plan for the car whose turn it is, where it stands, weighed; the best "
                                    "suggested. Use a plan to put it into the move."));
    coDriverLayout->addWidget(m_coDriverButton);
    m_coDriver = new DriveCoDriver(document, coDriverBox);
    m_coDriver->setMinimumHeight(560);
    m_coDriver->hide();
    coDriverLayout->addWidget(m_coDriver, 1);
    layout->addWidget(coDriverBox);
    connect(m_coDriverButton, &QPushButton::toggled, m_coDriver, &QWidget::setVisible);

    auto *rollBox = new QGroupBox(tr("Dice Rolled"), this);
    auto *rollLayout = new QVBoxLayout(rollBox);
    m_results = new QLineEdit(rollBox);
    m_results->setPlaceholderText(tr("per step: - no hazard, ! hazard, one sign per die; s secured (e.g. - -! s)"));
    rollLayout->addWidget(m_results);
    auto *rollRow = new QHBoxLayout;
    m_resolve = new QPushButton(tr("Resolve"), rollBox);
    m_roll = new QPushButton(tr("Roll the Dice"), rollBox);
    m_crash = new QCheckBox(tr("Crash: off the track"), rollBox);
    m_crash->setToolTip(tr("Rallyman: DIRT: the Time card flipped after a Loss of Control says Crash"));
    rollRow->addWidget(m_resolve);
    rollRow->addWidget(m_roll);
    rollRow->addWidget(m_crash);
    rollLayout->addLayout(rollRow);
    m_outcomeLabel = new QLabel(rollBox);
    m_outcomeLabel->setWordWrap(true);
    rollLayout->addWidget(m_outcomeLabel);
    m_apply = new QPushButton(tr("Apply: Move the Car"), rollBox);
    rollLayout->addWidget(m_apply);
    layout->addWidget(rollBox);

    connect(m_add, &QPushButton::clicked, this, [this] {
        const QList<PlayerColour> colours = playerColours();
        for (const PlayerColour &c : colours) {
            const QString name = tr(c.name);
            if (m_document->state().indexOf(name) < 0) {
                m_document->addCar(name, c.colour);
                return;
            }
        }
        m_document->addCar(tr("Car %1").arg(m_document->state().cars.size() + 1), Qt::darkGray);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] { m_document->removeCar(m_cars->currentRow()); });
    connect(m_back, &QPushButton::clicked, this, [this] {
        QString why;
        if (!m_document->returnToTrack(m_cars->currentRow(), &why))
            m_outcomeLabel->setText(why);
    });
    connect(m_gear, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating && m_cars->currentRow() >= 0)
            m_document->setGear(m_cars->currentRow(), *GearMarker::fromText(m_gear->currentText()));
    });
    connect(m_cars, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (!m_updating && row >= 0)
            m_document->setActive(row);
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            m_document->setMode(RollMode(m_mode->currentData().toInt()));
    });
    connect(m_propose, &QPushButton::clicked, this, [this] {
        if (!m_document->proposeDice())
            m_verdict->setText(tr("No legal dice take the car along this path."));
    });
    connect(m_clear, &QPushButton::clicked, m_document, &DriveDocument::clearPlan);
    connect(m_steps, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *changed) {
        if (m_updating || changed->column() != 2)
            return;
        const QString text = changed->text().trimmed();
        const std::optional<StepDice> d = text.isEmpty() ? std::optional<StepDice>(StepDice{}) : StepDice::fromText(text);
        if (!d) {
            m_verdict->setText(tr("“%1” is not a die: write 5, 2+BB, 4+A, C, L or R.").arg(text));
            return;
        }
        m_document->setStepDice(changed->row(), *d);
    });
    connect(m_resolve, &QPushButton::clicked, this, [this] { resolve(false); });
    connect(m_roll, &QPushButton::clicked, this, [this] { resolve(true); });
    connect(m_apply, &QPushButton::clicked, this, &DrivePanel::apply);
    connect(document, &DriveDocument::stateChanged, this, &DrivePanel::refreshCars);
    connect(document, &DriveDocument::planChanged, this, &DrivePanel::refreshPlan);
    refreshCars();
    refreshPlan();
}

void DrivePanel::setCoverage(int templateTiles, int courseTiles)
{
    m_coverage->setVisible(templateTiles > 0);
    m_coverage->setText(tr("%1 of %n course tile(s) have only template spaces: guessed from the tile's shape, their "
                           "markings unknown, so the referee checks no speed limit or corner there. Count and mark your "
                           "tiles in Spaces ▸ Tile Spaces Editor.", nullptr, courseTiles)
                            .arg(templateTiles));
}

void DrivePanel::refreshCars()
{
    m_updating = true;
    const DriveState &state = m_document->state();
    m_cars->setRowCount(int(state.cars.size()));
    for (int i = 0; i < state.cars.size(); ++i) {
        const DriveCar &c = state.cars[i];
        auto *name = item(c.id);
        name->setData(Qt::DecorationRole, c.colour);
        m_cars->setItem(i, 0, name);
        m_cars->setItem(i, 1, item(c.state.gear.text()));
        m_cars->setItem(i, 2, item(!c.onTable() ? tr("not on the track") : c.offTrack() ? tr("%1, off the track").arg(c.space) : c.space));
        const QString laps = c.finished ? tr("finished") : QString::number(std::max(0, c.state.lapsDone));
        m_cars->setItem(i, 3, item(laps));
    }
    if (state.active >= 0 && state.active < state.cars.size())
        m_cars->selectRow(state.active);
    const bool selected = state.active >= 0 && state.active < state.cars.size();
    m_remove->setEnabled(selected);
    m_gear->setEnabled(selected);
    m_back->setEnabled(selected && state.cars[state.active].offTrack());
    if (selected)
        m_gear->setCurrentText(state.cars[state.active].state.gear.text());
    const PlayOrder order = m_document->order();
    QStringList parts;
    for (int i = 0; i < order.order.size(); ++i)
        parts << order.order[i];
    m_order->setText(order.order.isEmpty() ? QString() : tr("Order of play: %1").arg(parts.join(u" → "_s)));
    m_order->setToolTip(order.reasons.isEmpty() ? QString() : [&order] {
        QStringList lines;
        for (const OrderReason &r : order.reasons)
            lines << r.explanation;
        return lines.join(u'\n');
    }());
    m_updating = false;
}

void DrivePanel::refreshPlan()
{
    m_updating = true;
    m_outcome.reset();
    m_outcomeLabel->clear();
    m_apply->setEnabled(false);
    const DrivePlan &plan = m_document->plan();
    const QList<int> &path = m_document->path();
    const SpaceGraph &g = m_document->graph();
    m_mode->setCurrentIndex(m_mode->findData(int(m_document->mode())));
    m_steps->setRowCount(int(plan.move.steps.size()));
    for (int s = 0; s < plan.move.steps.size(); ++s) {
        const PlannedStep &step = plan.move.steps[s];
        QString where = g.name(plan.stepNode[s]);
        if (plan.stepLanding.value(s) >= 0)
            where += u" ⤴ "_s + g.name(plan.stepLanding[s]);
        m_steps->setItem(s, 0, item(where));
        QString reads = SpaceSummary::of(step.space);
        if (step.landing)
            reads += u" — "_s + tr("lands on: %1").arg(SpaceSummary::of(*step.landing));
        m_steps->setItem(s, 1, item(reads));
        m_steps->setItem(s, 2, item(step.dice.count() > 0 ? step.dice.text() : QString(), true));
    }
    m_steps->resizeRowsToContents();
    m_propose->setEnabled(!path.isEmpty());
    for (QPushButton *b : std::as_const(m_pad))
        b->setEnabled(!path.isEmpty());
    m_clear->setEnabled(!path.isEmpty());
    m_rulings->clear();
    const bool complete = m_document->planComplete();
    m_resolve->setEnabled(complete && m_document->verdict().legal());
    m_roll->setEnabled(complete && m_document->verdict().legal());
    m_crash->setVisible(m_document->state().rules.game == Game::Dirt);
    if (!plan.ok()) {
        m_verdict->setText(plan.error);
    } else if (path.isEmpty()) {
        m_verdict->setText(m_document->active() < 0 ? tr("Add a car to drive.")
                                                    : tr("Click the spaces the car will move through, or drag along them."));
    } else if (!complete) {
        m_verdict->setText(tr("Enter a die for every step (or Propose Dice)."));
    } else {
        const MoveVerdict &v = m_document->verdict();
        const QString chance = QString::number(v.odds.probability * 100, 'f', 1);
        QString text = v.legal() ? tr("<b>Legal.</b> Chance of a Loss of Control: %1 %. End gear %2.")
                                       .arg(chance, v.analysis.endGear.text())
                                 : tr("<b>Not legal:</b> see why below.");
        if (plan.move.flyingStart)
            text += u' ' + tr("With a Flying Start.");
        if (const QString caveat = SpaceSummary::markingsCaveat(v.analysis); !caveat.isEmpty())
            text += u' ' + caveat;
        m_verdict->setText(text);
        for (const Ruling &r : v.rulings()) {
            auto *line = new QListWidgetItem(r.step >= 0 ? tr("Step %1: %2").arg(r.step + 1).arg(r.message) : r.message, m_rulings);
            line->setToolTip(r.reference());
            if (r.kind == Ruling::Kind::Violation)
                line->setForeground(QColor(190, 20, 20));
        }
    }
    m_updating = false;
}

std::optional<RollResults> DrivePanel::parseResults(const QString &text)
{
    RollResults out;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        StepResult r;
        if (word.compare(u"s"_s, Qt::CaseInsensitive) == 0 || word.compare(u"secured"_s, Qt::CaseInsensitive) == 0) {
            r.secured = true;
        } else {
            for (const QChar c : word) {
                if (c == u'-')
                    r.hazards.append(false);
                else if (c == u'!')
                    r.hazards.append(true);
                else
                    return std::nullopt;
            }
        }
        out.append(r);
    }
    return out;
}

QString DrivePanel::outcomeText(const TurnOutcome &o) const
{
    QString text;
    switch (o.end) {
    case TurnEnd::Completed: text = tr("Every step played"); break;
    case TurnEnd::Stopped: text = tr("Stopped after %n step(s)", nullptr, o.stepsTaken); break;
    case TurnEnd::Blocked: text = tr("Blocked"); break;
    case TurnEnd::LossOfControl: text = tr("Loss of Control on step %1").arg(o.loss ? o.loss->step + 1 : 0); break;
    case TurnEnd::FlyingStartStop: text = tr("The Flying Start die showed a hazard: one space, 2nd gear"); break;
    case TurnEnd::WaterStop: text = tr("Stopped in the water"); break;
    }
    text += u": "_s + tr("%n space(s), gear marker %1", nullptr, o.position).arg(o.loss && m_document->state().rules.game == Game::GT ? o.lossMarker.text() : o.endGear.text());
    if (o.finished)
        text += u", "_s + tr("finished!");
    if (o.damageTokens > 0)
        text += u", "_s + tr("draw %n Damage token(s)", nullptr, o.damageTokens);
    if (!o.error.isEmpty())
        text = o.error;
    return text;
}

void DrivePanel::tapDie(const QString &label)
{
    const int steps = int(m_document->plan().move.steps.size());
    int row = m_steps->currentRow();
    if (row < 0 || row >= steps) {
        // The first step without dice.
        row = 0;
        while (row < steps && m_document->plan().move.steps[row].dice.count() > 0)
            ++row;
    }
    if (row >= steps)
        return;
    StepDice d = m_document->plan().move.steps[row].dice;
    bool next = true;
    if (label == "+B"_L1 || label == "+A"_L1) {
        // A Brake or Boost die joins the Gear die already on the step.
        if (d.gear == 0)
            return;
        (label == "+B"_L1 ? d.brakes : d.boosts) += 1;
        next = false;
    } else if (label == u"✕") {
        d = StepDice{};
        next = false;
    } else {
        d = *StepDice::fromText(label);
    }
    m_document->setStepDice(row, d);
    const int target = std::min(next ? row + 1 : row, steps - 1);
    m_steps->setCurrentCell(target, 2);
}

void DrivePanel::resolve(bool roll)
{
    TurnOutcome o;
    if (roll) {
        RollResults rolled;
        o = m_document->roll(QRandomGenerator::global()->generate(), &rolled);
        QStringList words;
        for (const StepResult &r : std::as_const(rolled)) {
            if (r.secured) {
                words << u"s"_s;
                continue;
            }
            QString w;
            for (bool h : r.hazards)
                w += h ? u'!' : u'-';
            words << w;
        }
        m_results->setText(words.join(u' '));
    } else {
        const std::optional<RollResults> results = parseResults(m_results->text());
        if (!results) {
            m_outcomeLabel->setText(tr("Write the results as - and !, one word per step (s for a secured step)."));
            return;
        }
        o = m_document->resolve(*results);
    }
    m_outcome = o;
    m_outcomeLabel->setText(outcomeText(o));
    m_apply->setEnabled(o.error.isEmpty());
}

void DrivePanel::apply()
{
    if (!m_outcome)
        return;
    const TurnOutcome o = *m_outcome;
    m_document->applyTurn(o, m_crash->isChecked());
    m_results->clear();
    m_crash->setChecked(false);
}

} // namespace Pacenotes
