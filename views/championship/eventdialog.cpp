// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventdialog.h"

#include "i18n/dates.h"
#include "rules/solotiming.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kDriverIdRole = Qt::UserRole + 1;
} // namespace

EventDialog::EventDialog(const Championship &season, const ChampionshipEvent *existing, QWidget *parent)
    : QDialog(parent), m_season(season), m_name(new QLineEdit(this)), m_date(new QDateEdit(this)), m_kind(new QComboBox(this)),
      m_game(new QComboBox(this)), m_stages(new QSpinBox(this)), m_checkpoints(new QCheckBox(this)), m_table(new QTableWidget(this)),
      m_addDriver(new QPushButton(this)), m_up(new QPushButton(this)), m_down(new QPushButton(this)), m_hint(new QLabel(this)),
      m_problem(new QLabel(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"eventDialog"_s);
    m_name->setMaxLength(Championship::kMaxTextLength);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(Dates::longFormat());
    m_date->setDate(QDate::currentDate());
    for (EventKind k : {EventKind::Race, EventKind::Rally, EventKind::Climb})
        if (season.rules.allows(k))
            m_kind->addItem(ChampionshipText::eventKindName(k), int(k));
    m_game->addItem(ChampionshipText::gameName(Game::GT), int(Game::GT));
    m_game->addItem(ChampionshipText::gameName(Game::Dirt), int(Game::Dirt));
    m_game->setEnabled(season.game == SeasonGame::Mixed);
    m_stages->setRange(1, ChampionshipEvent::kMaxStages);
    m_stages->setValue(3); // "A Rally typically consists of three stages" (digest p. 13)
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_hint->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(u"eventProblem"_s);

    auto *form = new QFormLayout;
    // Labels with their buddies: a row holding a layout gets no buddy from QFormLayout.
    const auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    form->addRow(label(tr("&Name:"), m_name), m_name);
    form->addRow(label(tr("&Date:"), m_date), m_date);
    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(m_kind, 1);
    kindRow->addWidget(m_game);
    form->addRow(label(tr("&Kind:"), m_kind), kindRow);
    auto *stageRow = new QHBoxLayout;
    stageRow->addWidget(m_stages);
    stageRow->addWidget(m_checkpoints);
    stageRow->addStretch();
    form->addRow(label(tr("&Stages:"), m_stages), stageRow);

    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(m_addDriver);
    rowButtons->addWidget(m_up);
    rowButtons->addWidget(m_down);
    rowButtons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        const ChampionshipEvent now = build(nullptr);
        m_kindValue = EventKind(m_kind->currentData().toInt());
        setDefaultGame();
        rebuildColumns();
        ChampionshipEvent kept = now;
        kept.kind = m_kindValue;
        for (EventEntry &e : kept.entries)
            e = EventEntry{e.driver, e.car, {}, false, 0, {}, e.bonus, e.bonusReason};
        fillFrom(kept);
    });
    connect(m_stages, &QSpinBox::valueChanged, this, [this] {
        if (m_filling)
            return;
        const ChampionshipEvent now = build(nullptr);
        rebuildColumns();
        fillFrom(now);
    });
    for (QObject *o : {static_cast<QObject *>(m_name), static_cast<QObject *>(m_date), static_cast<QObject *>(m_game),
                       static_cast<QObject *>(m_checkpoints)}) {
        if (auto *e = qobject_cast<QLineEdit *>(o))
            connect(e, &QLineEdit::textChanged, this, &EventDialog::check);
        if (auto *d = qobject_cast<QDateEdit *>(o))
            connect(d, &QDateEdit::dateChanged, this, &EventDialog::check);
        if (auto *c = qobject_cast<QComboBox *>(o))
            connect(c, &QComboBox::currentIndexChanged, this, &EventDialog::check);
        if (auto *c = qobject_cast<QCheckBox *>(o))
            connect(c, &QCheckBox::toggled, this, &EventDialog::check);
    }
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling)
            return;
        // Typing a result for a driver means they took part.
        if (item->column() > 0 && !item->text().trimmed().isEmpty()) {
            QTableWidgetItem *who = m_table->item(item->row(), 0);
            if (who && who->checkState() != Qt::Checked) {
                m_filling = true;
                who->setCheckState(Qt::Checked);
                m_filling = false;
            }
        }
        check();
    });
    connect(m_addDriver, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Add a Driver"), tr("Name:"), QLineEdit::Normal, QString(), &ok).trimmed();
        if (ok && !name.isEmpty())
            addDriver(name);
    });
    connect(m_up, &QPushButton::clicked, this, [this] { moveRow(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveRow(1); });

    if (existing) {
        m_source = existing->source;
        m_notes = existing->notes;
        m_stageInfo = existing->stages;
        m_filling = true;
        m_name->setText(existing->name);
        if (existing->date.isValid())
            m_date->setDate(existing->date);
        m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(existing->kind))));
        m_game->setCurrentIndex(existing->game == Game::GT ? 0 : 1);
        if (!existing->stages.isEmpty())
            m_stages->setValue(int(existing->stages.size()));
        m_checkpoints->setChecked(existing->checkpoints);
        m_filling = false;
    }
    m_kindValue = EventKind(m_kind->currentData().toInt());
    if (existing)
        m_game->setCurrentIndex(existing->game == Game::GT ? 0 : 1);
    else
        setDefaultGame();
    rebuildColumns();
    fillFrom(existing ? *existing : ChampionshipEvent{});
    retranslate();
    resize(760, 560);
}

void EventDialog::setDefaultGame()
{
    // The season's game; a mixed season (an Auto Tour) races GT and runs rallies and climbs on DIRT.
    const bool gt = m_season.game == SeasonGame::GT || (m_season.game == SeasonGame::Mixed && m_kindValue == EventKind::Race);
    m_game->setCurrentIndex(gt ? 0 : 1);
}

QPushButton *EventDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

int EventDialog::stageColumn(int n) const
{
    if (m_kindValue == EventKind::Race)
        return -1;
    const int count = m_kindValue == EventKind::Rally ? m_stages->value() : m_season.rules.climbTries;
    return n >= 0 && n < count ? 1 + n : -1;
}

int EventDialog::bonusColumn() const
{
    if (m_season.rules.scoring != Scoring::Points)
        return -1;
    return m_table->columnCount() - 2;
}

void EventDialog::rebuildColumns()
{
    m_filling = true;
    QStringList headers{tr("Driver (took part)")};
    if (m_kindValue == EventKind::Race) {
        headers << tr("Place") << tr("Retired") << tr("Retired as no.");
    } else {
        const int n = m_kindValue == EventKind::Rally ? m_stages->value() : m_season.rules.climbTries;
        for (int i = 0; i < n; ++i)
            headers << (m_kindValue == EventKind::Rally ? tr("Stage %1").arg(i + 1) : tr("Try %1").arg(i + 1));
    }
    if (m_season.rules.scoring == Scoring::Points)
        headers << tr("Bonus") << tr("Bonus for");
    m_table->clear();
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_stages->setEnabled(m_kindValue == EventKind::Rally);
    m_checkpoints->setEnabled(m_kindValue == EventKind::Rally);
    m_filling = false;
    retranslate();
}

void EventDialog::fillFrom(const ChampionshipEvent &event)
{
    m_filling = true;
    // Drivers who took part first, in the order they were entered (a rally's first start order),
    // then the rest of the season's drivers.
    QList<int> order;
    for (const EventEntry &e : event.entries)
        if (const int d = m_season.driverIndex(e.driver); d >= 0 && !order.contains(d))
            order.append(d);
    for (int d = 0; d < m_season.drivers.size(); ++d)
        if (!order.contains(d))
            order.append(d);
    m_table->setRowCount(int(order.size()));
    for (int row = 0; row < order.size(); ++row) {
        const ChampionshipDriver &d = m_season.drivers[order[row]];
        const int entryIndex = event.indexOf(d.id);
        const EventEntry entry = entryIndex >= 0 ? event.entries[entryIndex] : EventEntry{};
        auto *who = new QTableWidgetItem(d.name.isEmpty() ? d.id : d.name);
        who->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        who->setCheckState(entryIndex >= 0 ? Qt::Checked : Qt::Unchecked);
        who->setData(kDriverIdRole, d.id);
        m_table->setItem(row, 0, who);
        for (int c = 1; c < m_table->columnCount(); ++c)
            m_table->setItem(row, c, new QTableWidgetItem);
        if (m_kindValue == EventKind::Race) {
            m_table->item(row, placeColumn())->setText(entry.place ? QString::number(*entry.place) : QString());
            QTableWidgetItem *retired = m_table->item(row, retiredColumn());
            retired->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            retired->setCheckState(entry.retired ? Qt::Checked : Qt::Unchecked);
            m_table->item(row, retiredOrderColumn())->setText(entry.retiredOrder ? QString::number(entry.retiredOrder) : QString());
        } else {
            for (int s = 0; stageColumn(s) >= 0; ++s)
                m_table->item(row, stageColumn(s))->setText(stageCellText(entry.stages.value(s)));
        }
        if (bonusColumn() >= 0) {
            m_table->item(row, bonusColumn())->setText(entry.bonus ? QString::number(entry.bonus) : QString());
            m_table->item(row, bonusColumn() + 1)->setText(entry.bonusReason);
        }
    }
    m_filling = false;
    check();
}

int EventDialog::rowOfDriver(const QString &id) const
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, 0) && m_table->item(r, 0)->data(kDriverIdRole).toString() == id)
            return r;
    return -1;
}

int EventDialog::addDriver(const QString &name)
{
    const ChampionshipEvent now = build(nullptr);
    ChampionshipDriver d{m_season.freeDriverId(name), name, {}, {}};
    m_season.drivers.append(d);
    m_newDrivers.append(d);
    fillFrom(now);
    const int row = rowOfDriver(d.id);
    m_table->item(row, 0)->setCheckState(Qt::Checked);
    m_table->setCurrentCell(row, 1);
    return row;
}

void EventDialog::moveRow(int delta)
{
    const int row = m_table->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_table->rowCount())
        return;
    m_filling = true;
    for (int c = 0; c < m_table->columnCount(); ++c) {
        QTableWidgetItem *a = m_table->takeItem(row, c);
        QTableWidgetItem *b = m_table->takeItem(to, c);
        m_table->setItem(row, c, b);
        m_table->setItem(to, c, a);
    }
    m_filling = false;
    m_table->setCurrentCell(to, m_table->currentColumn());
    check();
}

std::optional<StageTime> EventDialog::parseStageCell(const QString &text, QString *error)
{
    StageTime t;
    QString s = text.trimmed();
    if (s.isEmpty())
        return t;
    static const QStringList retired{u"r"_s, u"ret"_s, u"retired"_s, u"dnf"_s};
    if (retired.contains(s.toLower()) || s.toLower() == tr("R", "retired, typed in a time cell").toLower()) {
        t.retired = true;
        return t;
    }
    s.replace(u'.', u':');
    const qsizetype plus = s.indexOf(u'+');
    if (plus >= 0) {
        bool ok = false;
        const int tokens = s.mid(plus + 1).trimmed().toInt(&ok);
        if (!ok || tokens < 0) {
            if (error)
                *error = tr("“%1”: write the penalty tokens after the time as +2").arg(text);
            return std::nullopt;
        }
        t.penaltyTokens = tokens;
        s = s.left(plus).trimmed();
    }
    const std::optional<int> seconds = s.contains(u':') ? RaceTime::parse(s) : std::nullopt;
    if (!seconds) {
        if (error)
            *error = tr("“%1” is not a time: write minutes and seconds as m:ss (for example 3:20), or R for retired").arg(text);
        return std::nullopt;
    }
    t.time = seconds;
    return t;
}

QString EventDialog::stageCellText(const StageTime &t)
{
    if (t.retired)
        return tr("R", "retired, typed in a time cell");
    if (!t.time)
        return {};
    QString s = RaceTime::format(*t.time);
    if (t.penaltyTokens)
        s += u" +"_s + QString::number(t.penaltyTokens);
    return s;
}

ChampionshipEvent EventDialog::build(QStringList *cellErrors) const
{
    ChampionshipEvent ev;
    ev.name = m_name->text().trimmed();
    ev.date = m_date->date();
    ev.kind = m_kindValue;
    ev.game = Game(m_game->currentData().toInt());
    ev.source = m_source;
    ev.notes = m_notes;
    if (ev.kind == EventKind::Rally) {
        ev.checkpoints = m_checkpoints->isChecked();
        for (int s = 0; s < m_stages->value(); ++s)
            ev.stages.append(m_stageInfo.value(s));
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *who = m_table->item(row, 0);
        if (!who || who->checkState() != Qt::Checked)
            continue;
        EventEntry e;
        e.driver = who->data(kDriverIdRole).toString();
        const int d = m_season.driverIndex(e.driver);
        const QString name = who->text();
        const auto cellError = [&](const QString &what, const QString &why) {
            if (cellErrors)
                *cellErrors << tr("%1, %2: %3").arg(name, what, why);
        };
        if (d >= 0 && m_season.rules.keepCar)
            e.car = m_season.drivers[d].car;
        const auto number = [&](int column, const QString &what) -> std::optional<int> {
            const QString text = m_table->item(row, column) ? m_table->item(row, column)->text().trimmed() : QString();
            if (text.isEmpty())
                return std::nullopt;
            bool ok = false;
            const int v = text.toInt(&ok);
            if (!ok)
                cellError(what, tr("“%1” is not a whole number").arg(text));
            return ok ? std::optional<int>(v) : std::nullopt;
        };
        if (ev.kind == EventKind::Race) {
            e.place = number(placeColumn(), tr("place"));
            e.retired = m_table->item(row, retiredColumn()) && m_table->item(row, retiredColumn())->checkState() == Qt::Checked;
            e.retiredOrder = number(retiredOrderColumn(), tr("retirement")).value_or(0);
        } else {
            for (int s = 0; stageColumn(s) >= 0; ++s) {
                QString why;
                const QString text = m_table->item(row, stageColumn(s)) ? m_table->item(row, stageColumn(s))->text() : QString();
                const std::optional<StageTime> t = parseStageCell(text, &why);
                if (!t)
                    cellError(ev.kind == EventKind::Rally ? tr("stage %1").arg(s + 1) : tr("try %1").arg(s + 1), why);
                // A climb lists only the tries driven.
                if (ev.kind == EventKind::Climb && (!t || t->isEmpty()))
                    continue;
                e.stages.append(t.value_or(StageTime{}));
            }
        }
        if (bonusColumn() >= 0) {
            e.bonus = number(bonusColumn(), tr("bonus")).value_or(0);
            e.bonusReason = m_table->item(row, bonusColumn() + 1) ? m_table->item(row, bonusColumn() + 1)->text().trimmed() : QString();
        }
        ev.entries.append(e);
    }
    return ev;
}

ChampionshipEvent EventDialog::event() const
{
    return build(nullptr);
}

void EventDialog::check()
{
    if (m_filling)
        return;
    QStringList cellErrors;
    const ChampionshipEvent ev = build(&cellErrors);
    m_problems.clear();
    QString shown;
    bool error = false;
    if (!cellErrors.isEmpty()) {
        shown = cellErrors.constFirst();
        error = true;
        m_problems.append({QString(), shown, false});
    } else {
        m_problems = ChampionshipCheck::eventProblems(m_season, ev, u"event"_s);
        // Name the driver a problem is about rather than its place in the JSON.
        static const QRegularExpression entry(u"results\\[(\\d+)\\]"_s);
        for (const SeasonProblem &p : std::as_const(m_problems)) {
            if (p.warning && !shown.isEmpty())
                continue;
            const QRegularExpressionMatch m = entry.match(p.path);
            QString who;
            if (m.hasMatch()) {
                const int i = m.captured(1).toInt();
                const int d = i < ev.entries.size() ? m_season.driverIndex(ev.entries[i].driver) : -1;
                who = d >= 0 ? m_season.drivers[d].name : QString();
            }
            shown = who.isEmpty() ? p.message : tr("%1: %2").arg(who, p.message);
            error = !p.warning;
            if (error)
                break;
        }
    }
    m_problem->setText(shown);
    m_problem->setStyleSheet(error ? u"color: #b3261e;"_s : u"color: #8a5a00;"_s);
    okButton()->setEnabled(!error);
}

void EventDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void EventDialog::retranslate()
{
    setWindowTitle(m_source.fromApp ? tr("Correct a Game's Results") : tr("Enter Results"));
    m_checkpoints->setText(tr("Check&points (penalty tokens)"));
    m_addDriver->setText(tr("Add &Driver…"));
    m_up->setText(tr("Move &Up"));
    m_down->setText(tr("Move Do&wn"));
    m_up->setToolTip(tr("Rallies and climbs: the order of the rows is the order the first stage started in"));
    switch (m_kindValue) {
    case EventKind::Race:
        m_hint->setText(tr("Tick who took part. Give each finisher's place; tick Retired for the others. A retired driver "
                           "takes a last place, a later retirement finishing ahead (digest p. 9): with two or more, number "
                           "them 1 (first to retire), 2…"));
        break;
    case EventKind::Rally:
        m_hint->setText(tr("Stage times as m:ss (3:20), R for a retirement (one minute slower than the slowest finisher), "
                           "+2 after a time for checkpoint penalty tokens; leave a stage empty while it is not driven yet."));
        break;
    case EventKind::Climb:
        m_hint->setText(tr("Each try as m:ss, or R when the driver retired on it; the best try counts (digest p. 13)."));
        break;
    }
}

} // namespace Pacenotes
