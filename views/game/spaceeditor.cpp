// SPDX-License-Identifier: GPL-3.0-or-later
#include "spaceeditor.h"

#include "flowlayout.h"
#include "gameicons.h"
#include "itemmodels/moveplanmodel.h"
#include "touchmetrics.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

constexpr int kHazardLine = 7; ///< the "!" line in the line box; 1..6 are numbered lines

const QStringList kTerrains{QString(), u"gravel"_s, u"asphalt"_s, u"snow"_s};

} // namespace

SpaceEditor::SpaceEditor(MovePlanModel *plan, QWidget *parent) : QWidget(parent), m_plan(plan)
{
    build();
    retranslate();
    connect(plan, &MovePlanModel::changed, this, &SpaceEditor::load);
    connect(plan, &QAbstractItemModel::modelReset, this, [this] { setStep(-1); });
    load();
}

QWidget *SpaceEditor::labelled(QLabel **label, QWidget *field)
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(3);
    *label = new QLabel(box);
    (*label)->setBuddy(field);
    row->addWidget(*label);
    field->setParent(box);
    row->addWidget(field);
    TouchMetrics::makeTouchable(field);
    m_flow->addWidget(box);
    return box;
}

QToolButton *SpaceEditor::toggle(const QString &name, const std::function<void(SpaceInfo &, bool)> &set)
{
    auto *b = new QToolButton(this);
    b->setObjectName(name);
    b->setCheckable(true);
    b->setFocusPolicy(Qt::StrongFocus);
    TouchMetrics::makeTouchable(b);
    connect(b, &QToolButton::toggled, this, [this, set](bool on) { edit([&](SpaceInfo &s) { set(s, on); }); });
    m_flow->addWidget(b);
    return b;
}

void SpaceEditor::fillDanger(QComboBox *box)
{
    for (Danger d : {Danger::None, Danger::Yellow, Danger::Orange, Danger::Red})
        box->addItem(d == Danger::None ? QIcon() : GameIcons::colourChip(GameIcons::dangerColour(d)), QString(), int(d));
}

void SpaceEditor::build()
{
    m_flow = new FlowLayout(this, 6);
    m_flow->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setObjectName(u"spaceTitle"_s);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    TouchMetrics::makeTouchable(m_title);
    m_flow->addWidget(m_title);

    m_limit = new QSpinBox;
    m_limit->setObjectName(u"limitBox"_s);
    m_limit->setRange(0, 6);
    m_limit->setSpecialValueText(u"—"_s);
    labelled(&m_limitLabel, m_limit);
    connect(m_limit, &QSpinBox::valueChanged, this, [this](int v) { edit([v](SpaceInfo &s) { s.limit = v; }); });
    m_dangerous = toggle(u"dangerousButton"_s, [](SpaceInfo &s, bool on) { s.dangerous = on; });
    m_sharp = toggle(u"sharpButton"_s, [](SpaceInfo &s, bool on) { s.sharp = on; });
    m_line = new QComboBox;
    m_line->setObjectName(u"lineBox"_s);
    for (int i = 0; i <= kHazardLine; ++i)
        m_line->addItem(QString());
    m_gtOnly << labelled(&m_lineLabel, m_line) << m_dangerous << m_sharp;
    connect(m_line, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit([i](SpaceInfo &s) {
            s.line = i == 0 ? LineCrossing::None : i == kHazardLine ? LineCrossing::Hazard : LineCrossing::Limit;
            s.lineLimit = i > 0 && i < kHazardLine ? i : 0;
        });
    });

    m_danger = new QComboBox;
    m_danger->setObjectName(u"dangerBox"_s);
    fillDanger(m_danger);
    labelled(&m_dangerLabel, m_danger);
    // The colour goes through setDanger: it stays open while the dice are entered (it changes no
    // die, only what a Loss of Control costs).
    connect(m_danger, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_loading && m_step >= 0)
            m_plan->setDanger(m_step, Danger(m_danger->itemData(i).toInt()));
    });

    // One car alongside covers the table's cases: its gear decides who is in the way.
    m_alongside = new QComboBox;
    m_alongside->setObjectName(u"alongsideBox"_s);
    for (int i = 0; i < 9; ++i)
        m_alongside->addItem(QString());
    labelled(&m_alongsideLabel, m_alongside);
    connect(m_alongside, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit([i](SpaceInfo &s) {
            s.alongside.clear();
            if (i >= 1 && i <= 7)
                s.alongside.append(Alongside{i - 1, false, false, false});
            else if (i == 8)
                s.alongside.append(Alongside{0, true, false, false});
        });
    });
    m_occupied = toggle(u"occupiedButton"_s, [](SpaceInfo &s, bool on) { s.occupied = on; });
    m_yellowFlag = toggle(u"yellowFlagButton"_s, [](SpaceInfo &s, bool on) { s.yellowFlag = on; });
    m_tripleLane = toggle(u"tripleLaneButton"_s, [](SpaceInfo &s, bool on) { s.tripleLane = on; });
    m_gtOnly << m_yellowFlag << m_tripleLane;
    m_direction = new QComboBox;
    m_direction->setObjectName(u"directionBox"_s);
    for (int i = 0; i < 5; ++i)
        m_direction->addItem(QString());
    labelled(&m_directionLabel, m_direction);
    connect(m_direction, &QComboBox::currentIndexChanged, this,
            [this](int i) { edit([i](SpaceInfo &s) { s.direction = MoveDirection(qBound(0, i, 4)); }); });
    m_finishLine = toggle(u"finishLineButton"_s, [](SpaceInfo &s, bool on) { s.finishLine = on; });

    // DIRT
    m_terrain = new QComboBox;
    m_terrain->setObjectName(u"terrainBox"_s);
    for (int i = 0; i < kTerrains.size(); ++i)
        m_terrain->addItem(QString(), kTerrains[i]);
    m_dirtOnly << labelled(&m_terrainLabel, m_terrain);
    connect(m_terrain, &QComboBox::currentIndexChanged, this,
            [this](int i) { edit([this, i](SpaceInfo &s) { s.terrain = m_terrain->itemData(i).toString(); }); });
    m_corner = new QComboBox;
    m_corner->setObjectName(u"cornerBox"_s);
    for (int i = 0; i < 3; ++i)
        m_corner->addItem(QString());
    m_dirtOnly << labelled(&m_cornerLabel, m_corner);
    connect(m_corner, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit([this, i](SpaceInfo &s) {
            if (i == 0) {
                s.cornerId.clear();
                s.cornerLine = CornerLine::None;
                return;
            }
            // Carried on from the space before, or the start of a corner of its own.
            if (s.cornerId.isEmpty())
                s.cornerId = previousId(true).isEmpty() ? u"c%1"_s.arg(m_step + 1) : previousId(true);
            s.cornerLine = i == 1 ? CornerLine::Inside : CornerLine::Outside;
        });
    });
    m_newCorner = toggle(u"newCornerButton"_s, [this](SpaceInfo &s, bool on) {
        if (s.isCorner())
            s.cornerId = on ? u"c%1"_s.arg(m_step + 1) : previousId(true);
    });
    m_cornerCar = new QComboBox;
    m_cornerCar->setObjectName(u"cornerCarBox"_s);
    for (int i = 0; i < 3; ++i)
        m_cornerCar->addItem(QString());
    m_dirtOnly << m_newCorner << labelled(&m_cornerCarLabel, m_cornerCar);
    connect(m_cornerCar, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit([i](SpaceInfo &s) { s.cornerCarLine = i == 0 ? CornerLine::None : i == 1 ? CornerLine::Inside : CornerLine::Outside; });
    });
    m_slide = new QComboBox;
    m_slide->setObjectName(u"slideBox"_s);
    for (int i = 0; i < 3; ++i)
        m_slide->addItem(QString());
    m_dirtOnly << labelled(&m_slideLabel, m_slide);
    connect(m_slide, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit([this, i](SpaceInfo &s) {
            if (i == 0) {
                s.slideId.clear();
                s.sliding = false;
                return;
            }
            if (s.slideId.isEmpty())
                s.slideId = previousId(false).isEmpty() ? u"s%1"_s.arg(m_step + 1) : previousId(false);
            s.sliding = i == 2;
        });
    });
    m_slideCar = toggle(u"slideCarButton"_s, [](SpaceInfo &s, bool on) { s.slideCar = on; });
    m_shortcut = toggle(u"shortcutButton"_s, [](SpaceInfo &s, bool on) { s.shortcut = on; });
    m_minusOne = new QSpinBox;
    m_minusOne->setObjectName(u"minusOneBox"_s);
    m_minusOne->setRange(0, 9);
    m_dirtOnly << m_slideCar << m_shortcut << labelled(&m_minusOneLabel, m_minusOne);
    connect(m_minusOne, &QSpinBox::valueChanged, this, [this](int v) { edit([v](SpaceInfo &s) { s.shortcutTokens = v; }); });
    m_jump = new QSpinBox;
    m_jump->setObjectName(u"jumpBox"_s);
    m_jump->setRange(0, 6);
    m_jump->setSpecialValueText(u"—"_s);
    m_dirtOnly << labelled(&m_jumpLabel, m_jump);
    connect(m_jump, &QSpinBox::valueChanged, this, [this](int v) {
        edit([v](SpaceInfo &s) { s.jump = v; });
        if (m_step >= 0 && !m_loading)
            m_plan->setLanding(m_step, v > 0 ? std::optional<SpaceInfo>(m_plan->plan().move.steps.value(m_step).landing.value_or(SpaceInfo{}))
                                             : std::nullopt);
    });
    // The landing space of a jump: its own limit, colour and water (DIRT p. 12).
    m_landingLimit = new QSpinBox;
    m_landingLimit->setObjectName(u"landingLimitBox"_s);
    m_landingLimit->setRange(0, 6);
    m_landingLimit->setSpecialValueText(u"—"_s);
    QWidget *landing = labelled(&m_landingLabel, m_landingLimit);
    m_landingDanger = new QComboBox(landing);
    fillDanger(m_landingDanger);
    landing->layout()->addWidget(m_landingDanger);
    m_landingWater = new QToolButton(landing);
    m_landingWater->setCheckable(true);
    landing->layout()->addWidget(m_landingWater);
    m_dirtOnly << landing;
    const auto editLanding = [this] {
        if (m_loading || m_step < 0)
            return;
        SpaceInfo l = m_plan->plan().move.steps.value(m_step).landing.value_or(SpaceInfo{});
        l.limit = m_landingLimit->value();
        l.danger = Danger(m_landingDanger->currentData().toInt());
        l.water = m_landingWater->isChecked();
        m_plan->setLanding(m_step, l);
    };
    connect(m_landingLimit, &QSpinBox::valueChanged, this, editLanding);
    connect(m_landingDanger, &QComboBox::currentIndexChanged, this, editLanding);
    connect(m_landingWater, &QToolButton::toggled, this, editLanding);
    m_water = toggle(u"waterButton"_s, [](SpaceInfo &s, bool on) { s.water = on; });
    m_dirtOnly << m_water;
}

void SpaceEditor::retranslate()
{
    m_limitLabel->setText(tr("&Limit"));
    m_limit->setToolTip(tr("The speed limit printed on the space (in a circle, or in a triangle for a dangerous corner); — for none"));
    m_dangerous->setText(tr("▲ Dangerous"));
    m_dangerous->setToolTip(tr("The limit is in a triangle with “!”: a dangerous corner"));
    m_sharp->setText(tr("Sharp"));
    m_sharp->setToolTip(tr("A sharp-corner space, with dotted lines at its ends"));
    m_lineLabel->setText(tr("Dotted li&ne"));
    m_line->setToolTip(tr("Entering this space crossed a sharp corner's dotted line straight on (same lane)"));
    m_line->setItemText(0, tr("not crossed"));
    for (int i = 1; i <= 6; ++i)
        m_line->setItemText(i, tr("crossed, %1").arg(i));
    m_line->setItemText(kHazardLine, tr("crossed, “!”"));
    m_dangerLabel->setText(tr("Danger co&lour"));
    m_danger->setToolTip(tr("The tile's danger colour: it decides the damage after a Loss of Control, and can be given until the "
                            "turn is played"));
    m_danger->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (QComboBox *box : {m_danger, m_landingDanger})
        for (int i = 0; i < box->count(); ++i) {
            const Danger d = Danger(box->itemData(i).toInt());
            box->setItemText(i, d == Danger::None ? tr("unknown") : RulesText::dangerName(d));
        }
    m_alongsideLabel->setText(tr("&Alongside"));
    m_alongside->setToolTip(tr("Another car level with this space, and the gear on its marker"));
    m_alongside->setItemText(0, tr("no car"));
    for (int g = 0; g <= 6; ++g)
        m_alongside->setItemText(g + 1, tr("a car in gear %1").arg(g));
    m_alongside->setItemText(8, tr("a car beside the track"));
    m_occupied->setText(tr("Occupied"));
    m_occupied->setToolTip(tr("A car or an obstacle is on this space"));
    m_yellowFlag->setText(tr("Yellow Flag"));
    m_yellowFlag->setToolTip(tr("The space is on a Yellow Flag tile or the tile before or after it"));
    m_tripleLane->setText(tr("Triple lane"));
    m_tripleLane->setToolTip(tr("A corner space of a triple-lane corner"));
    m_directionLabel->setText(tr("&Move"));
    m_direction->setToolTip(tr("How the car moves into this space from the one before"));
    const QStringList directions{tr("straight on"), tr("diagonally"), tr("outwards"), tr("sideways"), tr("backwards")};
    for (int i = 0; i < directions.size(); ++i)
        m_direction->setItemText(i, directions[i]);
    m_finishLine->setText(tr("Finish line"));
    m_finishLine->setToolTip(tr("Moving into this space crosses the finish line"));
    m_terrainLabel->setText(tr("&Road"));
    m_terrain->setItemText(0, tr("as the stage"));
    for (int i = 1; i < kTerrains.size(); ++i)
        m_terrain->setItemText(i, RulesText::conditionName(kTerrains[i]));
    m_cornerLabel->setText(tr("C&orner"));
    m_corner->setItemText(0, tr("no corner"));
    m_corner->setItemText(1, tr("inside line"));
    m_corner->setItemText(2, tr("outside line"));
    m_newCorner->setText(tr("New corner"));
    m_newCorner->setToolTip(tr("This space starts another corner than the space before"));
    m_cornerCarLabel->setText(tr("Car in corner"));
    m_cornerCar->setItemText(0, tr("none"));
    m_cornerCar->setItemText(1, tr("on the inside"));
    m_cornerCar->setItemText(2, tr("on the outside"));
    m_slideLabel->setText(tr("S&lide"));
    m_slide->setItemText(0, tr("no slide zone"));
    m_slide->setItemText(1, tr("slide zone, not sliding"));
    m_slide->setItemText(2, tr("sliding"));
    m_slideCar->setText(tr("Car sliding"));
    m_slideCar->setToolTip(tr("Another car is sliding in this zone"));
    m_shortcut->setText(tr("Shortcut"));
    m_shortcut->setToolTip(tr("A shortcut space: a token is drawn for it"));
    m_minusOneLabel->setText(tr("“−1” tokens"));
    m_minusOne->setToolTip(tr("“−1” tokens lying on this tile: they lower its corner limits"));
    m_jumpLabel->setText(tr("&Jump"));
    m_jump->setToolTip(tr("A jump space and its value"));
    m_landingLabel->setText(tr("Landing: limit"));
    m_landingWater->setText(tr("Water"));
    m_water->setText(tr("Water"));
    m_water->setToolTip(tr("A water hazard: the movement stops here"));
    load();
}

QString SpaceEditor::previousId(bool corner) const
{
    const PlannedMove &move = m_plan->plan().move;
    if (m_step <= 0)
        return corner ? move.start.cornerId : move.start.slideId;
    const SpaceInfo &prev = move.steps[m_step - 1].space;
    return corner ? prev.cornerId : prev.slideId;
}

void SpaceEditor::setStep(int step)
{
    m_step = step;
    load();
}

void SpaceEditor::edit(const std::function<void(SpaceInfo &)> &change)
{
    if (m_loading || m_step < 0 || m_step >= m_plan->rowCount())
        return;
    SpaceInfo s = m_plan->space(m_step);
    change(s);
    m_plan->setSpace(m_step, s);
}

void SpaceEditor::load()
{
    if (m_step >= m_plan->rowCount())
        m_step = m_plan->rowCount() - 1;
    const bool dirt = m_plan->game() == Game::Dirt;
    for (QWidget *w : std::as_const(m_gtOnly))
        w->setVisible(!dirt);
    for (QWidget *w : std::as_const(m_dirtOnly))
        w->setVisible(dirt);
    const bool editable = m_step >= 0 && !m_plan->isRolling() && m_plan->mayMove();
    for (QWidget *w : findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        if (w != m_title)
            w->setEnabled(editable);
    m_danger->parentWidget()->setEnabled(m_step >= 0 && m_plan->mayMove());
    // The space whose colour the referee waits for (or where control can be lost) says so.
    const bool wanted = m_step >= 0 && m_plan->index(m_step, 0).data(MovePlanModel::ColourWantedRole).toBool();
    m_dangerLabel->setStyleSheet(wanted ? u"color: #b35c00; font-weight: bold;"_s : QString());
    m_title->setText(m_step >= 0 ? tr("Space %1:").arg(m_step + 1) : tr("Lay a die to describe its space."));
    const SpaceInfo s = m_step >= 0 ? m_plan->space(m_step) : SpaceInfo{};
    const std::optional<SpaceInfo> landing = m_step >= 0 ? m_plan->plan().move.steps.value(m_step).landing.toOptional() : std::nullopt;
    m_loading = true;
    m_limit->setValue(s.limit);
    m_dangerous->setChecked(s.dangerous);
    m_sharp->setChecked(s.sharp);
    m_line->setCurrentIndex(s.line == LineCrossing::None ? 0 : s.line == LineCrossing::Hazard ? kHazardLine : qBound(1, s.lineLimit, 6));
    m_danger->setCurrentIndex(m_danger->findData(int(s.danger)));
    int along = 0;
    if (!s.alongside.isEmpty())
        along = s.alongside.constFirst().offTrack ? 8 : qBound(0, s.alongside.constFirst().gear, 6) + 1;
    m_alongside->setCurrentIndex(along);
    m_occupied->setChecked(s.occupied);
    m_yellowFlag->setChecked(s.yellowFlag);
    m_tripleLane->setChecked(s.tripleLane);
    m_direction->setCurrentIndex(int(s.direction));
    m_finishLine->setChecked(s.finishLine);
    m_terrain->setCurrentIndex(qMax(0, m_terrain->findData(s.terrain)));
    m_corner->setCurrentIndex(!s.isCorner() ? 0 : s.cornerLine == CornerLine::Outside ? 2 : 1);
    m_newCorner->setChecked(s.isCorner() && !previousId(true).isEmpty() && s.cornerId != previousId(true));
    m_newCorner->setEnabled(editable && s.isCorner() && !previousId(true).isEmpty());
    m_cornerCar->setCurrentIndex(s.cornerCarLine == CornerLine::None ? 0 : s.cornerCarLine == CornerLine::Inside ? 1 : 2);
    m_slide->setCurrentIndex(s.slideId.isEmpty() ? 0 : s.sliding ? 2 : 1);
    m_slideCar->setChecked(s.slideCar);
    m_shortcut->setChecked(s.shortcut);
    m_minusOne->setValue(s.shortcutTokens);
    m_jump->setValue(s.jump);
    m_landingLimit->setValue(landing ? landing->limit : 0);
    m_landingDanger->setCurrentIndex(m_landingDanger->findData(int(landing ? landing->danger : Danger::None)));
    m_landingWater->setChecked(landing && landing->water);
    m_landingLabel->parentWidget()->setVisible(dirt && s.jump > 0);
    m_loading = false;
}

void SpaceEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        emit finished();
        return;
    }
    QWidget::keyPressEvent(event);
}

void SpaceEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
