// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacemarkspanel.h"

#include "spaces/spacesdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SpaceMarksPanel::SpaceMarksPanel(SpacesDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    layout->addLayout(form);
    layout->addStretch();

    const auto row = [&](QWidget *w, QList<QWidget *> *only = nullptr) {
        auto *label = new QLabel(this);
        form->addRow(label, w);
        m_labels.append(label);
        if (only) {
            only->append(label);
            only->append(w);
        }
    };
    m_limit = new QSpinBox(this);
    m_limit->setRange(0, 6);
    row(m_limit);
    m_dangerous = new QCheckBox(this);
    row(m_dangerous, &m_gtOnly);
    m_line = new QComboBox(this);
    m_line->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_line->setMinimumContentsLength(8);
    m_line->addItem(QString(), 0);
    for (int v = 1; v <= 6; ++v)
        m_line->addItem(QString::number(v), v);
    m_line->addItem(u"!"_s, -1);
    row(m_line, &m_gtOnly);
    m_triple = new QCheckBox(this);
    row(m_triple, &m_gtOnly);
    m_danger = new QComboBox(this);
    m_danger->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_danger->setMinimumContentsLength(8);
    row(m_danger);
    m_terrain = new QComboBox(this);
    m_terrain->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_terrain->setMinimumContentsLength(8);
    row(m_terrain, &m_dirtOnly);
    m_corner = new QLineEdit(this);
    m_corner->setMaxLength(8);
    row(m_corner, &m_dirtOnly);
    m_cornerLine = new QComboBox(this);
    m_cornerLine->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_cornerLine->setMinimumContentsLength(8);
    row(m_cornerLine, &m_dirtOnly);
    m_slide = new QLineEdit(this);
    m_slide->setMaxLength(8);
    row(m_slide, &m_dirtOnly);
    m_shortcut = new QCheckBox(this);
    row(m_shortcut, &m_dirtOnly);
    m_jump = new QSpinBox(this);
    m_jump->setRange(0, 6);
    row(m_jump, &m_dirtOnly);
    m_water = new QCheckBox(this);
    row(m_water, &m_dirtOnly);
    m_grid = new QCheckBox(this);
    row(m_grid);
    m_pit = new QComboBox(this);
    m_pit->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_pit->setMinimumContentsLength(8);
    row(m_pit);
    m_climb = new QComboBox(this);
    m_climb->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_climb->setMinimumContentsLength(8);
    row(m_climb, &m_dirtOnly);
    m_lineEnds = new QComboBox(this);
    m_lineEnds->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_lineEnds->setMinimumContentsLength(8);
    row(m_lineEnds, &m_gtOnly);
    m_uncertain = new QCheckBox(this);
    row(m_uncertain);
    m_doubt = new QLabel(this);
    m_doubt->setWordWrap(true);
    m_doubt->setStyleSheet(u"QLabel { background: #f4e3ff; color: #4a1466; padding: 3px; border-radius: 3px; }"_s);
    layout->insertWidget(1, m_doubt);
    retranslate();

    connect(m_limit, &QSpinBox::valueChanged, this, [this](int v) {
        change(QT_TRANSLATE_NOOP("UndoCommands", "Speed limit"), 1, [v](SpaceMarks &m) {
            m.limit = v;
            m.dangerous = m.dangerous && v > 0;
        });
    });
    connect(m_dangerous, &QCheckBox::toggled, this, [this](bool on) {
        change(QT_TRANSLATE_NOOP("UndoCommands", "Dangerous corner"), 2, [on](SpaceMarks &m) { m.dangerous = on && m.limit > 0; });
    });
    connect(m_line, &QComboBox::currentIndexChanged, this, [this] {
        const int v = m_line->currentData().toInt();
        change(QT_TRANSLATE_NOOP("UndoCommands", "Sharp corner"), 3, [v](SpaceMarks &m) {
            m.sharp = v != 0;
            m.line = v > 0 ? v : 0;
            m.lineHazard = v < 0;
        });
    });
    connect(m_triple, &QCheckBox::toggled, this, [this](bool on) {
        change(QT_TRANSLATE_NOOP("UndoCommands", "Triple-lane corner"), 4, [on](SpaceMarks &m) { m.tripleLane = on; });
    });
    connect(m_danger, &QComboBox::currentIndexChanged, this, [this] {
        const Danger d = Danger(m_danger->currentData().toInt());
        change(QT_TRANSLATE_NOOP("UndoCommands", "Danger colour"), 5, [d](SpaceMarks &m) { m.danger = d; });
    });
    connect(m_terrain, &QComboBox::currentIndexChanged, this, [this] {
        const Terrain t = Terrain(m_terrain->currentData().toInt());
        change(QT_TRANSLATE_NOOP("UndoCommands", "Road type"), 6, [t](SpaceMarks &m) { m.terrain = t; });
    });
    const auto cornerChanged = [this] {
        const QString id = m_corner->text().trimmed();
        const CornerLine line = CornerLine(m_cornerLine->currentData().toInt());
        change(QT_TRANSLATE_NOOP("UndoCommands", "Corner"), 7, [id, line](SpaceMarks &m) {
            m.corner = line == CornerLine::None ? QString() : id.isEmpty() ? u"1"_s : id;
            m.cornerLine = line;
        });
    };
    connect(m_corner, &QLineEdit::editingFinished, this, cornerChanged);
    connect(m_cornerLine, &QComboBox::currentIndexChanged, this, cornerChanged);
    connect(m_slide, &QLineEdit::editingFinished, this, [this] {
        const QString id = m_slide->text().trimmed();
        change(QT_TRANSLATE_NOOP("UndoCommands", "Slide zone"), 8, [id](SpaceMarks &m) { m.slide = id; });
    });
    connect(m_shortcut, &QCheckBox::toggled, this, [this](bool on) {
        change(QT_TRANSLATE_NOOP("UndoCommands", "Shortcut"), 9, [on](SpaceMarks &m) { m.shortcut = on; });
    });
    connect(m_jump, &QSpinBox::valueChanged, this, [this](int v) {
        change(QT_TRANSLATE_NOOP("UndoCommands", "Jump"), 10, [v](SpaceMarks &m) { m.jump = v; });
    });
    connect(m_water, &QCheckBox::toggled, this, [this](bool on) {
        change(QT_TRANSLATE_NOOP("UndoCommands", "Water hazard"), 11, [on](SpaceMarks &m) { m.water = on; });
    });
    connect(m_grid, &QCheckBox::toggled, this, [this](bool on) {
        change(QT_TRANSLATE_NOOP("UndoCommands", "Grid spot"), 12, [on](SpaceMarks &m) { m.grid = on; });
    });
    connect(m_pit, &QComboBox::currentIndexChanged, this, [this] {
        const PitLane p = PitLane(m_pit->currentData().toInt());
        change(QT_TRANSLATE_NOOP("UndoCommands", "Pit lane"), 13, [p](SpaceMarks &m) { m.pit = p; });
    });
    connect(m_climb, &QComboBox::currentIndexChanged, this, [this] {
        const int c = m_climb->currentData().toInt();
        change(QT_TRANSLATE_NOOP("UndoCommands", "Climb arrows"), 14, [c](SpaceMarks &m) { m.climb = c; });
    });
    connect(m_lineEnds, &QComboBox::currentIndexChanged, this, [this] {
        const SharpEnds ends = SharpEnds(m_lineEnds->currentData().toInt());
        change(QT_TRANSLATE_NOOP("UndoCommands", "Dotted lines at"), 15, [ends](SpaceMarks &m) { m.lineEnds = m.sharp ? ends : SharpEnds::Both; });
    });
    connect(m_uncertain, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_updating && !m_ids.isEmpty())
            m_document->setUncertain(m_ids, on);
    });
    connect(document, &SpacesDocument::spacesChanged, this, &SpaceMarksPanel::refresh);
    connect(document, &SpacesDocument::sideChanged, this, [this] { setSelection({}); });
    refresh();
}

template<typename F>
void SpaceMarksPanel::change(const char *text, quint64 field, F &&f)
{
    if (m_updating || m_ids.isEmpty())
        return;
    m_document->changeMarks(m_ids, std::forward<F>(f), QCoreApplication::translate("UndoCommands", text), field);
}

void SpaceMarksPanel::setSelection(const QList<int> &ids)
{
    m_ids = ids;
    refresh();
}

void SpaceMarksPanel::retranslate()
{
    const QStringList labels{tr("Speed limit"), tr("In a triangle with “!”"), tr("Sharp corner: dotted lines"),
                             tr("Triple-lane corner"), tr("Danger colour"), tr("Road type"), tr("Corner"),
                             tr("Corner line"), tr("Slide zone"), tr("Shortcut"), tr("Jump"), tr("Water hazard"),
                             tr("Starting-grid spot"), tr("Pit lane"), tr("Climb arrows"), tr("Dotted lines at"), tr("Uncertain")};
    for (int i = 0; i < m_labels.size() && i < labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    m_limit->setSpecialValueText(tr("none"));
    m_jump->setSpecialValueText(tr("none"));
    m_line->setItemText(0, tr("not a sharp corner"));
    m_corner->setPlaceholderText(tr("id, e.g. 1"));
    m_slide->setPlaceholderText(tr("id, e.g. 1"));
    m_danger->clear();
    m_danger->addItem(tr("the tile's"), int(Danger::None));
    m_danger->addItem(tr("yellow"), int(Danger::Yellow));
    m_danger->addItem(tr("orange"), int(Danger::Orange));
    m_danger->addItem(tr("red"), int(Danger::Red));
    m_terrain->clear();
    m_terrain->addItem(tr("the tile's"), int(Terrain::None));
    m_terrain->addItem(tr("asphalt"), int(Terrain::Asphalt));
    m_terrain->addItem(tr("gravel"), int(Terrain::Gravel));
    m_terrain->addItem(tr("snow"), int(Terrain::Snow));
    m_cornerLine->clear();
    m_cornerLine->addItem(tr("not a corner space"), int(CornerLine::None));
    m_cornerLine->addItem(tr("inside"), int(CornerLine::Inside));
    m_cornerLine->addItem(tr("outside (drifting)"), int(CornerLine::Outside));
    m_pit->clear();
    for (PitLane p : {PitLane::None, PitLane::Tyres, PitLane::Repairs, PitLane::RepairsAndTyres})
        m_pit->addItem(SpaceText::pitLaneName(p), int(p));
    m_lineEnds->clear();
    m_lineEnds->addItem(tr("both ends"), int(SharpEnds::Both));
    m_lineEnds->addItem(tr("the end towards the road's first edge"), int(SharpEnds::Start));
    m_lineEnds->addItem(tr("the end towards the road's last edge"), int(SharpEnds::End));
    m_climb->clear();
    m_climb->addItem(tr("none"), 0);
    m_climb->addItem(tr("+1"), 1);
    m_climb->addItem(tr("−1"), -1);
    m_uncertain->setToolTip(tr("The space or its markings are not certain: the referee says so when a move uses it. "
                               "Clear it once you have checked the space on your tile."));
}

void SpaceMarksPanel::refresh()
{
    m_updating = true;
    const TileSide *side = m_document->side();
    const TileSpace *first = m_ids.isEmpty() ? nullptr : m_document->spaces().space(m_ids.first());
    if (!first)
        m_ids.clear();
    const SpaceMarks m = first ? first->marks : SpaceMarks{};
    if (m_ids.isEmpty())
        m_title->setText(tr("Click a space to mark it (Ctrl+click or drag a frame for several), or drag a marking from "
                            "the toolbar onto a space."));
    else {
        QStringList numbers;
        for (int id : std::as_const(m_ids))
            numbers << QString::number(id);
        m_title->setText(tr("%n space(s) selected: %1", nullptr, int(m_ids.size())).arg(numbers.join(u", "_s)));
    }
    m_limit->setValue(m.limit);
    m_dangerous->setChecked(m.dangerous);
    m_line->setCurrentIndex(std::max(0, m_line->findData(m.lineHazard ? -1 : m.sharp ? m.line : 0)));
    m_triple->setChecked(m.tripleLane);
    m_danger->setCurrentIndex(std::max(0, m_danger->findData(int(m.danger))));
    m_terrain->setCurrentIndex(std::max(0, m_terrain->findData(int(m.terrain))));
    m_corner->setText(m.corner);
    m_cornerLine->setCurrentIndex(std::max(0, m_cornerLine->findData(int(m.cornerLine))));
    m_slide->setText(m.slide);
    m_shortcut->setChecked(m.shortcut);
    m_jump->setValue(m.jump);
    m_water->setChecked(m.water);
    m_grid->setChecked(m.grid);
    m_pit->setCurrentIndex(std::max(0, m_pit->findData(int(m.pit))));
    m_climb->setCurrentIndex(std::max(0, m_climb->findData(m.climb)));
    m_lineEnds->setCurrentIndex(std::max(0, m_lineEnds->findData(int(m.lineEnds))));
    m_uncertain->setChecked(first && first->doubtful());
    m_doubt->setText(first ? SpaceText::doubtSummary(*first) : QString());
    m_doubt->setVisible(first && first->doubtful());
    const bool gt = !side || side->game == Game::GT;
    for (QWidget *w : std::as_const(m_gtOnly))
        w->setVisible(gt);
    for (QWidget *w : std::as_const(m_dirtOnly))
        w->setVisible(!gt);
    const bool start = side && side->role == TileRole::StartFinish;
    const bool pit = side && side->role == TileRole::Pit;
    m_grid->setVisible(start);
    m_labels[12]->setVisible(start);
    m_pit->setVisible(pit);
    m_labels[13]->setVisible(pit);
    for (QWidget *w : findChildren<QWidget *>())
        if (w != m_title && w != m_doubt)
            w->setEnabled(!m_ids.isEmpty());
    m_updating = false;
}

} // namespace Pacenotes
