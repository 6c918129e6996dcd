// SPDX-License-Identifier: GPL-3.0-or-later
#include "seasondialog.h"

#include "championship/championshipstandings.h"
#include "championship/seasondata.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
enum DriverColumn { NameColumn, CarColumn, TeamColumn };
} // namespace

SeasonDialog::SeasonDialog(const Championship &season, bool creating, QWidget *parent)
    : QDialog(parent), m_base(season), m_creating(creating), m_tabs(new QTabWidget(this)), m_name(new QLineEdit(this)),
      m_game(new QComboBox(this)), m_format(new QComboBox(this)), m_scoring(new QComboBox(this)), m_preset(new QComboBox(this)),
      m_points(new QLineEdit(this)), m_powerStage(new QLineEdit(this)), m_startOrder(new QComboBox(this)),
      m_placeSeconds(new QSpinBox(this)), m_keepCar(new QCheckBox(this)), m_limitedRepairs(new QCheckBox(this)),
      m_dropResults(new QCheckBox(this)), m_countBest(new QSpinBox(this)), m_tries(new QSpinBox(this)),
      m_drivers(new QTableWidget(0, 3, this)), m_teams(new QTableWidget(0, 1, this)), m_addDriver(new QPushButton(this)),
      m_removeDriver(new QPushButton(this)), m_addTeam(new QPushButton(this)), m_removeTeam(new QPushButton(this)),
      m_summary(new QLabel(this)), m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"seasonDialog"_s);
    m_name->setMaxLength(Championship::kMaxTextLength);
    for (SeasonGame g : {SeasonGame::GT, SeasonGame::Dirt, SeasonGame::Mixed})
        m_game->addItem(ChampionshipText::seasonGameName(g), int(g));
    for (SeasonFormat f : {SeasonFormat::RaceSeries, SeasonFormat::RallyChampionship, SeasonFormat::ClimbSeries, SeasonFormat::AutoTour})
        m_format->addItem(ChampionshipText::formatName(f), int(f));
    for (Scoring s : {Scoring::Points, Scoring::Time})
        m_scoring->addItem(ChampionshipText::scoringName(s), int(s));
    for (const PointsPreset &p : SeasonData::builtin().pointsTables())
        m_preset->addItem(QString(), p.id);
    m_preset->addItem(QString(), QString());
    for (StartOrderRule r : {StartOrderRule::Drawn, StartOrderRule::LowestPointsFirst, StartOrderRule::LowestTimeFirst})
        m_startOrder->addItem(ChampionshipText::startOrderName(r), int(r));
    m_placeSeconds->setRange(1, SeasonRules::kMaxPlaceSeconds);
    m_placeSeconds->setSuffix(tr(" s"));
    m_countBest->setRange(1, Championship::kMaxEvents);
    m_tries->setRange(1, SeasonRules::kMaxTries);
    for (int i = 0; i < 3; ++i) {
        auto *box = new QComboBox(this);
        box->addItem(QString(), -1);
        for (TieBreak t : {TieBreak::MostWins, TieBreak::Countback, TieBreak::BestLastResult})
            box->addItem(ChampionshipText::tieBreakName(t), int(t));
        m_tieBreaks.append(box);
    }
    // Long names must not widen the form past the dialog (1024 × 700 screens).
    for (QComboBox *b : {m_game, m_format, m_scoring, m_preset, m_startOrder}) {
        b->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        b->setMinimumContentsLength(b == m_preset ? 8 : 14);
    }
    m_points->setMinimumWidth(60);
    for (QComboBox *b : std::as_const(m_tieBreaks)) {
        b->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        b->setMinimumContentsLength(20);
    }
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setTextFormat(Qt::RichText);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(u"seasonProblem"_s);

    // The rules page: the form on the left, what will be printed on every sheet on the right.
    auto *form = new QFormLayout;
    const auto label = [this](QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        m_labels.append(l);
        return l;
    };
    form->addRow(label(m_name), m_name);
    form->addRow(label(m_game), m_game);
    form->addRow(label(m_format), m_format);
    form->addRow(label(m_scoring), m_scoring);
    auto *pointsRow = new QHBoxLayout;
    pointsRow->addWidget(m_preset);
    pointsRow->addWidget(m_points, 1);
    form->addRow(label(m_preset), pointsRow);
    form->addRow(label(m_powerStage), m_powerStage);
    form->addRow(label(m_startOrder), m_startOrder);
    form->addRow(label(m_placeSeconds), m_placeSeconds);
    auto *dropRow = new QHBoxLayout;
    dropRow->addWidget(m_dropResults);
    dropRow->addWidget(m_countBest);
    dropRow->addStretch();
    form->addRow(label(m_dropResults), dropRow);
    auto *tieRow = new QVBoxLayout;
    for (QComboBox *b : std::as_const(m_tieBreaks))
        tieRow->addWidget(b);
    form->addRow(label(m_tieBreaks.first()), tieRow);
    form->addRow(label(m_tries), m_tries);
    form->addRow(QString(), m_keepCar);
    form->addRow(QString(), m_limitedRepairs);
    auto *formWidget = new QWidget;
    formWidget->setLayout(form);
    auto *formScroll = new QScrollArea;
    formScroll->setWidget(formWidget);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    formScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *summaryScroll = new QScrollArea;
    summaryScroll->setWidget(m_summary);
    summaryScroll->setWidgetResizable(true);
    summaryScroll->setMinimumWidth(230);
    auto *rulesPage = new QWidget;
    auto *rulesLayout = new QHBoxLayout(rulesPage);
    rulesLayout->addWidget(formScroll, 5);
    rulesLayout->addWidget(summaryScroll, 3);

    // The drivers page.
    m_drivers->verticalHeader()->hide();
    m_drivers->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_drivers->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_drivers->setColumnWidth(CarColumn, 110);
    m_drivers->setColumnWidth(TeamColumn, 190);
    m_teams->verticalHeader()->hide();
    m_teams->horizontalHeader()->setStretchLastSection(true);
    m_teams->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *driverButtons = new QHBoxLayout;
    driverButtons->addWidget(m_addDriver);
    driverButtons->addWidget(m_removeDriver);
    driverButtons->addStretch();
    auto *teamButtons = new QHBoxLayout;
    teamButtons->addWidget(m_addTeam);
    teamButtons->addWidget(m_removeTeam);
    teamButtons->addStretch();
    auto *driversPage = new QWidget;
    auto *driversLayout = new QVBoxLayout(driversPage);
    driversLayout->addWidget(m_drivers, 3);
    driversLayout->addLayout(driverButtons);
    driversLayout->addWidget(m_teams, 1);
    driversLayout->addLayout(teamButtons);

    m_tabs->addTab(rulesPage, QString());
    m_tabs->addTab(driversPage, QString());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    // Fill from the season.
    m_filling = true;
    m_name->setText(season.name);
    m_game->setCurrentIndex(m_game->findData(int(season.game)));
    for (const ChampionshipTeam &t : season.teams) {
        const int row = addTeamRow(t.name);
        m_teams->item(row, 0)->setData(kIdRole, t.id);
    }
    for (const ChampionshipDriver &d : season.drivers) {
        const int row = addDriverRow(d.name, d.car);
        m_drivers->item(row, NameColumn)->setData(kIdRole, d.id);
        auto *team = qobject_cast<QComboBox *>(m_drivers->cellWidget(row, TeamColumn));
        team->setCurrentIndex(std::max(0, team->findData(d.team)));
    }
    m_filling = false;
    applyRules(season.rules);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        // A new format brings the digest's defaults for it; the game follows unless chosen.
        const auto f = SeasonFormat(m_format->currentData().toInt());
        applyRules(SeasonRules::defaults(f));
        if (m_creating)
            m_game->setCurrentIndex(m_game->findData(int(f == SeasonFormat::RaceSeries ? SeasonGame::GT
                                                         : f == SeasonFormat::AutoTour ? SeasonGame::Mixed
                                                                                       : SeasonGame::Dirt)));
    });
    connect(m_preset, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        if (const PointsPreset *p = SeasonData::builtin().preset(m_preset->currentData().toString())) {
            m_filling = true;
            m_points->setText(ChampionshipText::pointsText(p->points));
            m_filling = false;
        }
        check();
    });
    connect(m_points, &QLineEdit::textEdited, this, [this] {
        // A table typed by hand is the organiser's own, unless it is a preset's.
        QString ignored;
        const std::optional<QList<int>> points = ChampionshipText::parsePoints(m_points->text(), &ignored);
        int index = m_preset->count() - 1;
        for (int i = 0; points && i < m_preset->count() - 1; ++i)
            if (const PointsPreset *p = SeasonData::builtin().preset(m_preset->itemData(i).toString()); p && p->points == *points)
                index = i;
        m_filling = true;
        m_preset->setCurrentIndex(index);
        m_filling = false;
        check();
    });
    for (QComboBox *b : {m_game, m_scoring, m_startOrder})
        connect(b, &QComboBox::currentIndexChanged, this, &SeasonDialog::check);
    for (QComboBox *b : std::as_const(m_tieBreaks))
        connect(b, &QComboBox::currentIndexChanged, this, &SeasonDialog::check);
    for (QSpinBox *b : {m_placeSeconds, m_countBest, m_tries})
        connect(b, &QSpinBox::valueChanged, this, &SeasonDialog::check);
    for (QCheckBox *b : {m_keepCar, m_limitedRepairs, m_dropResults})
        connect(b, &QCheckBox::toggled, this, &SeasonDialog::check);
    connect(m_dropResults, &QCheckBox::toggled, m_countBest, &QWidget::setEnabled);
    for (QLineEdit *e : {m_name, m_powerStage})
        connect(e, &QLineEdit::textChanged, this, &SeasonDialog::check);
    connect(m_drivers, &QTableWidget::itemChanged, this, &SeasonDialog::check);
    connect(m_teams, &QTableWidget::itemChanged, this, [this] {
        fillTeamCombos();
        check();
    });
    connect(m_addDriver, &QPushButton::clicked, this, [this] {
        const int row = addDriverRow();
        m_drivers->setCurrentCell(row, NameColumn);
        m_drivers->editItem(m_drivers->item(row, NameColumn));
    });
    connect(m_removeDriver, &QPushButton::clicked, this, [this] {
        if (m_drivers->currentRow() >= 0)
            m_drivers->removeRow(m_drivers->currentRow());
        check();
    });
    connect(m_addTeam, &QPushButton::clicked, this, [this] {
        const int row = addTeamRow();
        m_teams->editItem(m_teams->item(row, 0));
    });
    connect(m_removeTeam, &QPushButton::clicked, this, [this] {
        if (m_teams->currentRow() >= 0)
            m_teams->removeRow(m_teams->currentRow());
        fillTeamCombos();
        check();
    });

    retranslate();
    check();
    resize(900, 620);
}

QPushButton *SeasonDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

int SeasonDialog::addDriverRow(const QString &name, const QString &car)
{
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_drivers->rowCount();
    m_drivers->insertRow(row);
    m_drivers->setItem(row, NameColumn, new QTableWidgetItem(name.isEmpty() && !filling ? tr("Driver %1").arg(row + 1) : name));
    m_drivers->setItem(row, CarColumn, new QTableWidgetItem(car));
    auto *team = new QComboBox(m_drivers);
    m_drivers->setCellWidget(row, TeamColumn, team);
    connect(team, &QComboBox::currentIndexChanged, this, &SeasonDialog::check);
    m_filling = filling;
    fillTeamCombos();
    check();
    return row;
}

int SeasonDialog::addTeamRow(const QString &name)
{
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_teams->rowCount();
    m_teams->insertRow(row);
    // A team keeps its id from the moment it is added, so the drivers' choices follow a rename.
    QStringList ids;
    for (int r = 0; r < row; ++r)
        ids << m_teams->item(r, 0)->data(kIdRole).toString();
    QString id;
    for (int n = row + 1; id.isEmpty() || ids.contains(id); ++n)
        id = u"team-%1"_s.arg(n);
    auto *item = new QTableWidgetItem(name.isEmpty() ? tr("Team %1").arg(row + 1) : name);
    item->setData(kIdRole, id);
    m_teams->setItem(row, 0, item);
    m_filling = filling;
    fillTeamCombos();
    check();
    return row;
}

void SeasonDialog::fillTeamCombos()
{
    const bool filling = m_filling;
    m_filling = true;
    for (int r = 0; r < m_drivers->rowCount(); ++r) {
        auto *box = qobject_cast<QComboBox *>(m_drivers->cellWidget(r, TeamColumn));
        if (!box)
            continue;
        const QString chosen = box->currentData().toString();
        box->clear();
        box->addItem(tr("—"), QString());
        for (int t = 0; t < m_teams->rowCount(); ++t)
            box->addItem(m_teams->item(t, 0)->text(), m_teams->item(t, 0)->data(kIdRole));
        box->setCurrentIndex(std::max(0, box->findData(chosen)));
    }
    m_filling = filling;
}

void SeasonDialog::applyRules(const SeasonRules &r)
{
    m_filling = true;
    m_format->setCurrentIndex(m_format->findData(int(r.format)));
    m_scoring->setCurrentIndex(m_scoring->findData(int(r.scoring)));
    const int preset = m_preset->findData(r.pointsPreset);
    m_preset->setCurrentIndex(preset >= 0 && !r.pointsPreset.isEmpty() ? preset : m_preset->count() - 1);
    m_points->setText(ChampionshipText::pointsText(r.points));
    m_powerStage->setText(ChampionshipText::pointsText(r.powerStage));
    m_startOrder->setCurrentIndex(m_startOrder->findData(int(r.startOrder)));
    m_placeSeconds->setValue(r.placeSeconds);
    m_keepCar->setChecked(r.keepCar);
    m_limitedRepairs->setChecked(r.limitedRepairs);
    m_dropResults->setChecked(r.countBest > 0);
    m_countBest->setValue(std::max(1, r.countBest));
    m_countBest->setEnabled(r.countBest > 0);
    for (int i = 0; i < m_tieBreaks.size(); ++i)
        m_tieBreaks[i]->setCurrentIndex(i < r.tieBreaks.size() ? m_tieBreaks[i]->findData(int(r.tieBreaks[i])) : 0);
    m_tries->setValue(r.climbTries);
    m_filling = false;
    check();
}

SeasonRules SeasonDialog::rules(QString *error) const
{
    SeasonRules r;
    r.format = SeasonFormat(m_format->currentData().toInt());
    r.scoring = Scoring(m_scoring->currentData().toInt());
    r.pointsPreset = m_preset->currentData().toString();
    QString why;
    if (const std::optional<QList<int>> p = ChampionshipText::parsePoints(m_points->text(), &why))
        r.points = *p;
    else if (error && error->isEmpty())
        *error = tr("Points by place: %1").arg(why);
    if (const std::optional<QList<int>> p = ChampionshipText::parsePoints(m_powerStage->text(), &why))
        r.powerStage = *p;
    else if (error && error->isEmpty())
        *error = tr("Power Stage bonus: %1").arg(why);
    r.startOrder = StartOrderRule(m_startOrder->currentData().toInt());
    r.placeSeconds = m_placeSeconds->value();
    r.keepCar = m_keepCar->isChecked();
    r.limitedRepairs = m_limitedRepairs->isChecked();
    r.countBest = m_dropResults->isChecked() ? m_countBest->value() : 0;
    for (QComboBox *b : m_tieBreaks)
        if (const int t = b->currentData().toInt(); t >= 0)
            r.tieBreaks.append(TieBreak(t));
    r.climbTries = m_tries->value();
    return r;
}

Championship SeasonDialog::season() const
{
    Championship s = m_base;
    s.name = m_name->text().trimmed();
    s.game = SeasonGame(m_game->currentData().toInt());
    s.rules = rules(nullptr);
    s.teams.clear();
    for (int t = 0; t < m_teams->rowCount(); ++t)
        s.teams.append(ChampionshipTeam{m_teams->item(t, 0)->data(kIdRole).toString(), m_teams->item(t, 0)->text().trimmed()});
    s.drivers.clear();
    Championship ids; // the ids taken so far, for the new drivers' own
    for (int r = 0; r < m_drivers->rowCount(); ++r)
        if (const QString id = m_drivers->item(r, NameColumn)->data(kIdRole).toString(); !id.isEmpty())
            ids.drivers.append(ChampionshipDriver{id, {}, {}, {}});
    for (int r = 0; r < m_drivers->rowCount(); ++r) {
        ChampionshipDriver d;
        d.id = m_drivers->item(r, NameColumn)->data(kIdRole).toString();
        d.name = m_drivers->item(r, NameColumn)->text().trimmed();
        if (d.id.isEmpty()) {
            d.id = ids.freeDriverId(d.name);
            ids.drivers.append(d);
        }
        d.car = m_drivers->item(r, CarColumn)->text().trimmed();
        if (auto *team = qobject_cast<QComboBox *>(m_drivers->cellWidget(r, TeamColumn)))
            d.team = team->currentData().toString();
        s.drivers.append(d);
    }
    return s;
}

void SeasonDialog::check()
{
    if (m_filling)
        return;
    QString ruleError;
    const SeasonRules r = rules(&ruleError);
    const bool points = r.scoring == Scoring::Points;
    m_preset->setEnabled(points);
    m_points->setEnabled(points);
    m_powerStage->setEnabled(points);
    m_dropResults->setEnabled(points);
    m_countBest->setEnabled(points && m_dropResults->isChecked());
    m_placeSeconds->setEnabled(!points && r.allows(EventKind::Race));
    m_tries->setEnabled(r.allows(EventKind::Climb));
    m_limitedRepairs->setEnabled(r.format == SeasonFormat::AutoTour);

    const Championship s = season();
    m_problems.clear();
    QString shown;
    bool error = false;
    if (!ruleError.isEmpty()) {
        shown = ruleError;
        error = true;
        m_problems.append({QString(), ruleError, false});
    } else {
        for (const ChampionshipDriver &old : m_base.drivers) {
            if (s.driverIndex(old.id) >= 0)
                continue;
            for (int e = 0; e < m_base.events.size() && shown.isEmpty(); ++e)
                if (m_base.events[e].indexOf(old.id) >= 0)
                    shown = tr("%1 has a result in event %2: the driver stays while that result does.").arg(old.name).arg(e + 1);
        }
        error = !shown.isEmpty();
        if (error)
            m_problems.append({u"drivers"_s, shown, false});
    }
    if (!error) {
        m_problems = ChampionshipCheck::problems(s);
        // Say which driver, team or event rather than where it sits in the JSON.
        static const QRegularExpression where(u"^(drivers|teams|events)\\[(\\d+)\\]"_s);
        for (const SeasonProblem &p : std::as_const(m_problems)) {
            if (p.warning && !shown.isEmpty())
                continue;
            QString who;
            if (const QRegularExpressionMatch m = where.match(p.path); m.hasMatch()) {
                const int i = m.captured(2).toInt();
                if (m.captured(1) == "drivers"_L1)
                    who = s.drivers.value(i).name;
                else if (m.captured(1) == "teams"_L1)
                    who = s.teams.value(i).name;
                else
                    who = tr("Event %1").arg(i + 1);
            } else if (p.path.startsWith(u"rules."_s)) {
                who = p.path.startsWith(u"rules.points"_s)       ? tr("Points by place")
                      : p.path.startsWith(u"rules.powerStage"_s) ? tr("Power Stage bonus")
                      : p.path.startsWith(u"rules.startOrder"_s) ? tr("Next starting order")
                                                                   : QString();
            }
            shown = who.isEmpty() ? p.message : tr("%1: %2").arg(who, p.message);
            error = !p.warning;
            if (error)
                break;
        }
    }
    if (!error && s.drivers.isEmpty()) {
        shown = tr("Add the season's drivers on the Drivers page.");
        error = true;
    }
    m_problem->setText(shown);
    m_problem->setStyleSheet(error ? u"color: #b3261e;"_s : u"color: #8a5a00;"_s);
    okButton()->setEnabled(!error);

    m_tabs->setTabText(1, tr("&Drivers (%1)").arg(m_drivers->rowCount()));
    QString html = u"<b>%1</b><ul style='margin-left: 12px; -qt-list-indent: 0;'>"_s.arg(tr("On every sheet:").toHtmlEscaped());
    for (const QString &line : ChampionshipText::rulesSummary(s) + ChampionshipStandings::compute(s).notes())
        html += u"<li>%1</li>"_s.arg(line.toHtmlEscaped());
    html += u"</ul>"_s;
    m_summary->setText(html);
}

void SeasonDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SeasonDialog::retranslate()
{
    setWindowTitle(m_creating ? tr("New Championship") : tr("Season, Rules and Drivers"));
    m_tabs->setTabText(0, tr("&Rules"));
    m_tabs->setTabText(1, tr("&Drivers (%1)").arg(m_drivers->rowCount()));
    const QStringList labels{tr("&Name:"),         tr("&Game:"),       tr("&Format:"),         tr("&Scoring:"),
                             tr("&Points by place:"), tr("Power Stage &bonus:"), tr("Next s&tart:"), tr("Seconds per p&lace:"),
                             tr("Dropped res&ults:"), tr("&Ties:"),       tr("Climb t&ries:")};
    for (int i = 0; i < m_labels.size() && i < labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    for (int i = 0; i < m_preset->count(); ++i) {
        const PointsPreset *p = SeasonData::builtin().preset(m_preset->itemData(i).toString());
        m_preset->setItemText(i, !p ? tr("Own table")
                                    : p->id == SeasonData::builtin().defaultTable().id ? tr("Table 1 (digest p. 13)")
                                                                                       : p->name);
    }
    m_points->setToolTip(tr("Points for 1st, 2nd, 3rd… separated by spaces, commas or dashes; places beyond the table score 0"));
    m_powerStage->setPlaceholderText(tr("none (e.g. 3-2-1)"));
    m_powerStage->setToolTip(tr("Bonus points by rank on each rally's last stage (a climb's best try): the organiser's option"));
    m_placeSeconds->setToolTip(tr("Auto Tour: a head-to-head race adds this many seconds per finishing place; 10 s in the "
                                  "digest (p. 13), whose author prefers 30 s"));
    m_dropResults->setText(tr("only the best results count:"));
    m_dropResults->setToolTip(tr("Each driver's best N event scores count; the others are dropped (the organiser's option)"));
    m_tieBreaks.first()->setItemText(0, tr("share the place"));
    for (int i = 1; i < m_tieBreaks.size(); ++i)
        m_tieBreaks[i]->setItemText(0, tr("(then nothing)"));
    m_tieBreaks.first()->setToolTip(tr("The books give no tie-break for a season: choose how equal totals are split"));
    m_keepCar->setText(tr("One &car per driver for the whole series"));
    m_keepCar->setToolTip(tr("Auto Tour: each player picks a single car and uses it for the whole series (digest p. 13)"));
    m_limitedRepairs->setText(tr("Repairs only after some stages"));
    m_limitedRepairs->setToolTip(tr("Auto Tour option: limit repairs to the ends of only some stages (digest p. 13)"));
    m_drivers->setHorizontalHeaderLabels({tr("Name"), tr("Car"), tr("Team")});
    m_teams->setHorizontalHeaderLabels({tr("Teams (two drivers each)")});
    m_addDriver->setText(tr("&Add Driver"));
    m_removeDriver->setText(tr("Re&move Driver"));
    m_addTeam->setText(tr("Add T&eam"));
    m_removeTeam->setText(tr("Remove Te&am"));
    fillTeamCombos();
}

} // namespace Pacenotes
