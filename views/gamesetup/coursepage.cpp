// SPDX-License-Identifier: GPL-3.0-or-later
#include "coursepage.h"

#include "newgamewizard.h"
#include "rulebooktracks.h"

#include "game/gametr.h"
#include "library/tracklibrary.h"
#include "rules/rulebook.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
const QStringList kTerrains{u"gravel"_s, u"asphalt"_s, u"snow"_s};
}

CoursePage::CoursePage(NewGameWizard *wizard)
    : SetupPage(wizard), m_nameLabel(new QLabel(this)), m_name(new QLineEdit(this)), m_lapsLabel(new QLabel(this)), m_laps(new QSpinBox(this)),
      m_stagesLabel(new QLabel(this)), m_stages(new QSpinBox(this)), m_table(new QTableWidget(0, StageColumnCount, this)), m_note(new QLabel(this))
{
    m_name->setMaxLength(GameSetup::kMaxNameLength);
    m_name->setClearButtonEnabled(true);
    m_laps->setRange(1, 99);
    m_stages->setRange(2, GameSetup::kMaxStages);
    m_nameLabel->setBuddy(m_name);
    m_lapsLabel->setBuddy(m_laps);
    m_stagesLabel->setBuddy(m_stages);
    m_table->verticalHeader()->setVisible(true);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(TrackColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(TerrainColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(AssistanceColumn, QHeaderView::ResizeToContents);
    m_table->setColumnWidth(NameColumn, 150);
    m_note->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_lapsLabel, m_laps);
    form->addRow(m_stagesLabel, m_stages);
    body()->addLayout(form);
    body()->addWidget(m_table, 1);
    body()->addWidget(m_note);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &t) { game()->setGameTitle(t); });
    connect(m_laps, &QSpinBox::valueChanged, this, [this](int n) { game()->edit([n](GameSetup &s) { s.rules.laps = n; }); });
    connect(m_stages, &QSpinBox::valueChanged, this, &CoursePage::setStageCount);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() != NameColumn)
            return;
        const int row = item->row();
        const QString text = item->text().trimmed();
        game()->edit([row, text](GameSetup &s) {
            if (row < s.stages.size())
                s.stages[row].title = text;
        });
    });
    sync();
}

void CoursePage::sync()
{
    const GameSetup &s = game()->draft();
    const bool gt = s.game() == Game::GT;
    const QSignalBlocker b1(m_laps), b2(m_stages);
    if (!m_name->hasFocus())
        m_name->setText(s.title);
    m_laps->setValue(s.rules.laps);
    m_stages->setValue(qMax(2, int(s.stages.size())));
    m_lapsLabel->setVisible(gt);
    m_laps->setVisible(gt);
    const bool rally = s.kind == GameKind::DirtRally;
    m_stagesLabel->setVisible(rally);
    m_stages->setVisible(rally);
    m_table->setVisible(!gt);
    if (!gt) {
        fillTracks();
        fillTable();
    }
    retranslate();
}

void CoursePage::fillTracks()
{
    m_tracks = {TrackRef{}};
    for (const RulebookTracks::Entry &e : RulebookTracks::list(Game::Dirt))
        m_tracks << e.ref;
    if (const TrackLibrary *library = game()->context().library)
        for (const LibraryEntry &e : library->entries())
            if (e.isReadable() && e.hasGame && e.game == Game::Dirt && e.source != LibrarySource::Bundled)
                m_tracks << TrackRef{TrackRef::Source::Library, e.path, e.displayTitle()};
    // A road chosen elsewhere (the designer's track) is one of the choices too.
    for (const StageSetup &st : game()->draft().stages)
        if (st.track.source != TrackRef::Source::None && !m_tracks.contains(st.track))
            m_tracks << st.track;
}

void CoursePage::fillTable()
{
    const GameSetup &s = game()->draft();
    const QSignalBlocker block(m_table);
    // The view deletes replaced cell widgets later: out of sight until then.
    for (int row = 0; row < m_table->rowCount(); ++row)
        for (int column = 0; column < StageColumnCount; ++column)
            if (QWidget *old = m_table->cellWidget(row, column))
                old->hide();
    m_table->setRowCount(int(s.stages.size()));
    for (int row = 0; row < s.stages.size(); ++row) {
        const StageSetup &st = s.stages[row];
        auto *name = new QTableWidgetItem(st.title);
        m_table->setItem(row, NameColumn, name);

        auto *track = new QComboBox(m_table);
        for (const TrackRef &t : std::as_const(m_tracks))
            track->addItem(t.source == TrackRef::Source::None ? tr("No digital track") : t.title);
        track->setCurrentIndex(qMax(0, int(m_tracks.indexOf(st.track.source == TrackRef::Source::None ? TrackRef{} : st.track))));
        connect(track, &QComboBox::activated, this, [this, row](int i) {
            const TrackRef t = m_tracks.value(i);
            game()->edit([row, t](GameSetup &g) {
                if (row >= g.stages.size())
                    return;
                g.stages[row].track = t;
                if (!t.title.isEmpty())
                    g.stages[row].title = t.title;
            });
            sync();
        });
        m_table->setCellWidget(row, TrackColumn, track);

        auto *terrain = new QComboBox(m_table);
        terrain->addItems({tr("Gravel"), tr("Asphalt"), tr("Snow")});
        terrain->setCurrentIndex(qMax(0, int(kTerrains.indexOf(st.terrain))));
        connect(terrain, &QComboBox::activated, this, [this, row](int i) {
            game()->edit([row, i](GameSetup &g) {
                if (row < g.stages.size())
                    g.stages[row].terrain = kTerrains.value(i);
            });
        });
        m_table->setCellWidget(row, TerrainColumn, terrain);

        auto *assistance = new QCheckBox(m_table);
        assistance->setChecked(st.assistance);
        connect(assistance, &QCheckBox::toggled, this, [this, row](bool on) {
            game()->edit([row, on](GameSetup &g) {
                if (row < g.stages.size())
                    g.stages[row].assistance = on;
            });
        });
        m_table->setCellWidget(row, AssistanceColumn, assistance);
    }
}

void CoursePage::setStageCount(int n)
{
    game()->edit([n](GameSetup &s) {
        while (s.stages.size() > n)
            s.stages.removeLast();
        while (s.stages.size() < n)
            s.stages.append(StageSetup{GameTr::tr("Stage %1").arg(s.stages.size() + 1), {}, u"gravel"_s, false});
    });
    fillTable();
}

QStringList CoursePage::ownProblems() const
{
    return game()->problems(NewGameWizard::Part::Course);
}

void CoursePage::retranslate()
{
    const GameSetup &s = game()->draft();
    setTitle(s.game() == Game::GT ? tr("The race") : s.kind == GameKind::DirtRally ? tr("The rally's stages") : tr("The stage"));
    m_nameLabel->setText(tr("&Name of the game:"));
    m_lapsLabel->setText(tr("&Laps:"));
    m_stagesLabel->setText(tr("&Stages:"));
    m_table->setHorizontalHeaderLabels({tr("Stage"), tr("Road"), tr("Road type"), tr("Assistance")});
    m_table->horizontalHeaderItem(AssistanceColumn)->setToolTip(
        tr("The stage has the Assistance tile: cars are repaired after it (%1).").arg(RuleBook::referenceText(Rule::Rally, Game::Dirt)));
    m_table->horizontalHeaderItem(TerrainColumn)->setToolTip(tr("The road type of the spaces whose tiles do not show one."));
    m_note->setVisible(s.game() == Game::Dirt);
    m_note->setText(tr("A road with no digital track is read off the real tiles. The road type counts where a tile does not show one."));
}

} // namespace Pacenotes
