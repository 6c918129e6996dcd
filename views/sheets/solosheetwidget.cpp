// SPDX-License-Identifier: GPL-3.0-or-later
#include "solosheetwidget.h"

#include "gearpad.h"
#include "itemmodels/solosheetmodel.h"
#include "itemmodels/solotallymodel.h"
#include "records/sololapdocument.h"
#include "rules/solotiming.h"
#include "sheetmessagebar.h"
#include "shell/signalguard.h"
#include "i18n/dates.h"

#include <QCalendarWidget>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateEdit>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// Paints the turn grid like the paper: a bold X in ink, the next box highlighted.
class TurnBoxDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        painter->save();
        QColor bg = index.row() % 2 ? QColor(0xf4, 0xf6, 0xf8) : QColor(Qt::white);
        if (index.data(SoloSheetModel::IsNextTurnRole).toBool())
            bg = (index.flags() & Qt::ItemIsEnabled) ? QColor(0xff, 0xf3, 0xc4) : QColor(0xe4, 0xe6, 0xe9);
        if (option.state & QStyle::State_MouseOver)
            bg = bg.darker(106);
        painter->fillRect(option.rect, bg);
        const QString mark = index.data().toString();
        if (!mark.isEmpty()) {
            QFont f = option.font;
            f.setBold(true);
            f.setPointSizeF(f.pointSizeF() * 1.3);
            painter->setFont(f);
            painter->setPen(QColor(0x0b, 0x3d, 0x91));
            painter->drawText(option.rect, Qt::AlignCenter, mark);
        }
        painter->restore();
    }
};

void fillCombo(QComboBox *combo, const QStringList &names)
{
    for (int i = 0; i < names.size(); ++i)
        combo->addItem(names[i], i);
}
} // namespace

SoloSheetWidget::SoloSheetWidget(SoloLapDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_model(new SoloSheetModel(doc, this)), m_tally(new SoloTallyModel(doc, this)),
      m_message(new SheetMessageBar(this)), m_track(new QLineEdit(this)), m_driver(new QLineEdit(this)),
      m_date(new QDateEdit(this)), m_category(new QComboBox(this)), m_tyres(new QComboBox(this)),
      m_weather(new QComboBox(this)), m_pad(new GearPad(this)), m_grid(new QTableView(this)),
      m_tallyView(new QTableView(this)), m_trackTime(new QLabel(this)), m_focus(new QSpinBox(this)),
      m_focusSeconds(new QLabel(this)), m_finalTime(new QLabel(this)), m_finished(new QCheckBox(this)),
      m_notes(new QLineEdit(this))
{
    // Header: the fields the rulebook asks to note before the lap.
    QStringList categories, tyres, weathers;
    for (CarCategory c : SoloLapOptions::categories())
        categories << SoloLapOptions::name(c);
    for (Tyres t : SoloLapOptions::tyres())
        tyres << SoloLapOptions::name(t);
    for (LapWeather w : SoloLapOptions::weathers())
        weathers << SoloLapOptions::name(w);
    fillCombo(m_category, categories);
    fillCombo(m_tyres, tyres);
    fillCombo(m_weather, weathers);
    m_track->setMaxLength(SoloLap::kMaxTextLength);
    m_driver->setMaxLength(SoloLap::kMaxTextLength);
    m_track->setPlaceholderText(tr("Track name"));
    m_driver->setPlaceholderText(tr("Your name"));
    m_date->setCalendarPopup(true);
    m_date->setDateRange(QDate(2000, 1, 1), QDate(9999, 12, 31)); // what the records accept
    m_date->setDisplayFormat(Dates::longFormat());

    auto *header = new QGroupBox(tr("Sheet"), this);
    auto *form = new QGridLayout(header);
    const auto addField = [&](int row, int column, const QString &label, QWidget *field) {
        auto *l = new QLabel(label, header);
        l->setBuddy(field);
        form->addWidget(l, row, column);
        form->addWidget(field, row, column + 1);
    };
    addField(0, 0, tr("&Track:"), m_track);
    addField(0, 2, tr("&Driver:"), m_driver);
    addField(0, 4, tr("D&ate:"), m_date);
    addField(1, 0, tr("&Car:"), m_category);
    addField(1, 2, tr("T&ires:"), m_tyres);
    addField(1, 4, tr("&Weather:"), m_weather);
    form->setColumnStretch(1, 3);
    form->setColumnStretch(3, 2);

    // The turn grid.
    m_grid->setModel(m_model);
    m_grid->setItemDelegate(new TurnBoxDelegate(m_grid));
    m_grid->setSelectionMode(QAbstractItemView::NoSelection);
    m_grid->setFocusPolicy(Qt::NoFocus);
    m_grid->setMouseTracking(true);
    m_grid->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_grid->horizontalHeader()->setDefaultSectionSize(34);
    m_grid->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_grid->verticalHeader()->setDefaultSectionSize(26);
    m_grid->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_grid->setContextMenuPolicy(Qt::CustomContextMenu);
    m_grid->setFixedHeight(m_grid->horizontalHeader()->sizeHint().height() + 8 * 26 + 2 * m_grid->frameWidth()
                           + m_grid->horizontalScrollBar()->sizeHint().height());
    m_grid->setToolTip(tr("Click a box to correct that turn; right-click a turn to remove it."));
    connect(m_grid, &QTableView::clicked, this, [this](const QModelIndex &index) { m_model->setData(index, true); });
    connect(m_grid, &QTableView::customContextMenuRequested, this, &SoloSheetWidget::gridContextMenu);

    // Tally and totals.
    m_tallyView->setModel(m_tally);
    m_tallyView->verticalHeader()->hide();
    m_tallyView->setSelectionMode(QAbstractItemView::NoSelection);
    m_tallyView->setFocusPolicy(Qt::NoFocus);
    m_tallyView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_tallyView->verticalHeader()->setDefaultSectionSize(22);
    m_tallyView->setFixedHeight(m_tallyView->horizontalHeader()->sizeHint().height() + 8 * 22 + 2 * m_tallyView->frameWidth());
    m_tallyView->setMinimumWidth(300);

    m_focus->setRange(0, SoloLap::kMaxFocusTokens);
    m_focus->setToolTip(tr("Focus tokens left at the end of the lap: each takes a second off."));
    QFont big = m_finalTime->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_finalTime->setFont(big);
    QFont mid = m_trackTime->font();
    mid.setPointSizeF(mid.pointSizeF() * 1.4);
    mid.setBold(true);
    m_trackTime->setFont(mid);
    m_finished->setText(tr("Lap &finished (crossed the finish line)"));
    m_finished->setToolTip(tr("Only finished laps count for personal bests."));
    m_notes->setPlaceholderText(tr("Notes"));
    m_notes->setMaxLength(SoloLap::kMaxNotesLength);

    auto *totals = new QGroupBox(tr("Time"), this);
    auto *tf = new QFormLayout(totals);
    tf->addRow(tr("Track time:"), m_trackTime);
    auto *focusRow = new QHBoxLayout;
    focusRow->addWidget(m_focus);
    focusRow->addWidget(m_focusSeconds);
    focusRow->addStretch();
    auto *focusLabel = new QLabel(tr("F&ocus tokens:"), totals);
    focusLabel->setBuddy(m_focus);
    tf->addRow(focusLabel, focusRow);
    tf->addRow(tr("Final time:"), m_finalTime);
    tf->addRow(m_finished);
    tf->addRow(tr("&Notes:"), m_notes);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_tallyView, 2);
    bottom->addWidget(totals, 3);

    // The message bar comes last: showing it moves nothing the player is about to click.
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(header);
    layout->addWidget(m_pad);
    layout->addWidget(m_grid);
    layout->addLayout(bottom);
    layout->addWidget(m_message);
    layout->addStretch();

    // Intents up: every edit goes to the document, which checks it and makes it undoable.
    connect(m_pad, &GearPad::gearTapped, this, [this](GearMarker gear) {
        m_doc->appendTurn(gear, m_doc->lap().header.weather == LapWeather::Random ? m_pad->turnWeather() : TurnWeather::None);
    });
    connect(m_track, &QLineEdit::editingFinished, this, &SoloSheetWidget::commitHeader);
    connect(m_driver, &QLineEdit::editingFinished, this, &SoloSheetWidget::commitHeader);
    connect(m_date, &QDateEdit::editingFinished, this, &SoloSheetWidget::commitHeader);
    // Picking a day in the popup does not end editing: commit it as well.
    connect(m_date->calendarWidget(), &QCalendarWidget::clicked, this, &SoloSheetWidget::commitHeader);
    for (QComboBox *c : {m_category, m_tyres, m_weather})
        connect(c, &QComboBox::activated, this, &SoloSheetWidget::commitHeader);
    connect(m_focus, &QSpinBox::valueChanged, this, [this](int v) {
        if (!m_syncing)
            m_doc->setFocusTokens(v);
    });
    connect(m_finished, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_syncing && !m_doc->setFinished(on))
            syncTotals();
    });
    connect(m_notes, &QLineEdit::editingFinished, this, [this] { m_doc->setNotes(m_notes->text()); });
    connect(m_pad, &GearPad::gearTapped, this, [this] { m_model->setNextTurnWeather(m_pad->turnWeather()); });

    // Facts down.
    connect(m_doc, &SoloLapDocument::headerChanged, this, &SoloSheetWidget::syncHeader);
    connect(m_doc, &SoloLapDocument::notesChanged, this, [this] { m_notes->setText(m_doc->lap().notes); });
    connect(m_doc, &SoloLapDocument::changed, this, &SoloSheetWidget::syncTotals);
    connect(m_doc, &SoloLapDocument::changed, m_message, &QWidget::hide);
    connect(m_doc, &SoloLapDocument::turnInserted, this, &SoloSheetWidget::scrollToNext);
    connect(m_doc, &SoloLapDocument::inputRejected, this, [this](const QString &why) { m_message->showMessage(why); });
    connect(m_doc, &SoloLapDocument::saveFailed, this, [this](const QString &why) {
        m_message->showMessage(tr("Not saved to the records: %1").arg(why));
    });
    syncHeader();
    m_notes->setText(m_doc->lap().notes);
    syncTotals();
}

SoloSheetWidget::~SoloSheetWidget()
{
    disconnectDescendants(this);
}

void SoloSheetWidget::commitPendingEdits()
{
    commitHeader();
    if (m_notes->text() != m_doc->lap().notes)
        m_doc->setNotes(m_notes->text());
}

void SoloSheetWidget::suggestTrack(const QString &name)
{
    if (name.trimmed().isEmpty())
        return;
    m_track->setPlaceholderText(tr("Track name (%1?)").arg(name.trimmed()));
    auto *completer = new QCompleter(QStringList{name.trimmed()}, m_track);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setCompletionMode(QCompleter::InlineCompletion);
    m_track->setCompleter(completer);
}

void SoloSheetWidget::syncHeader()
{
    const QSignalBlocker b1(m_track), b2(m_driver), b3(m_date), b4(m_category), b5(m_tyres), b6(m_weather);
    const SoloLapHeader &h = m_doc->lap().header;
    m_track->setText(h.track);
    m_driver->setText(h.driver);
    m_date->setDate(h.date.isValid() ? h.date : QDate::currentDate());
    m_category->setCurrentIndex(int(SoloLapOptions::categories().indexOf(h.category)));
    m_tyres->setCurrentIndex(int(SoloLapOptions::tyres().indexOf(h.tyres)));
    m_weather->setCurrentIndex(int(SoloLapOptions::weathers().indexOf(h.weather)));
    m_pad->setWeatherChoiceVisible(h.weather == LapWeather::Random);
}

void SoloSheetWidget::syncTotals()
{
    m_syncing = true;
    const SoloLap &lap = m_doc->lap();
    m_trackTime->setText(RaceTime::format(m_doc->trackTime()));
    m_focus->setValue(lap.focusTokens);
    m_focusSeconds->setText(tr("= −%1").arg(RaceTime::format(lap.focusTokens * m_doc->timing().secondsPerFocusToken())));
    m_finalTime->setText(RaceTime::format(m_doc->finalTime()));
    m_finished->setChecked(lap.finished);
    for (const GearMarker &g : SoloLapOptions::sheetGears())
        m_pad->button(g)->setEnabled(!lap.finished);
    m_syncing = false;
}

void SoloSheetWidget::commitHeader()
{
    SoloLapHeader h = m_doc->lap().header;
    h.track = m_track->text().trimmed();
    h.driver = m_driver->text().trimmed();
    h.date = m_date->date();
    h.category = SoloLapOptions::categories().value(m_category->currentIndex());
    h.tyres = SoloLapOptions::tyres().value(m_tyres->currentIndex());
    h.weather = SoloLapOptions::weathers().value(m_weather->currentIndex());
    if (!m_doc->setHeader(h))
        syncHeader(); // refused: show what the sheet really holds
}

void SoloSheetWidget::gridContextMenu(const QPoint &pos)
{
    const int turn = m_grid->columnAt(pos.x());
    if (turn < 0 || turn >= m_doc->lap().turns.size())
        return;
    QMenu menu(this);
    menu.addAction(tr("Remove turn %1").arg(turn + 1), this, [this, turn] { m_doc->removeTurn(turn); });
    if (m_doc->lap().header.weather == LapWeather::Random) {
        menu.addSeparator();
        menu.addAction(tr("Turn %1 was dry (D)").arg(turn + 1), this,
                       [this, turn] { m_doc->setTurnWeather(turn, TurnWeather::Dry); });
        menu.addAction(tr("Turn %1 was wet (W)").arg(turn + 1), this,
                       [this, turn] { m_doc->setTurnWeather(turn, TurnWeather::Wet); });
    }
    menu.exec(m_grid->viewport()->mapToGlobal(pos));
}

void SoloSheetWidget::scrollToNext()
{
    m_grid->scrollTo(m_model->index(0, m_model->columnCount() - 1));
}

} // namespace Pacenotes
