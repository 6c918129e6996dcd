// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameresultsview.h"

#include "game/gamerecords.h"
#include "game/gamesession.h"
#include "itemmodels/stageresultsmodel.h"
#include "rules/solotiming.h"
#include "touchmetrics.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameResultsView::GameResultsView(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_results(new StageResultsModel(session, this))
{
    setObjectName(u"gameResultsView"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->addStretch(1);
    m_headline = new QLabel(this);
    m_headline->setObjectName(u"betweenLabel"_s);
    m_headline->setAlignment(Qt::AlignCenter);
    m_headline->setWordWrap(true);
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_headline->setFont(big);
    layout->addWidget(m_headline);
    m_figures = new QLabel(this);
    m_figures->setObjectName(u"resultsFigures"_s);
    m_figures->setAlignment(Qt::AlignCenter);
    m_figures->setWordWrap(true);
    m_figures->setTextFormat(Qt::RichText);
    layout->addWidget(m_figures);
    m_tableTitle = new QLabel(this);
    m_tableTitle->setObjectName(u"resultsTitle"_s);
    QFont bold = m_tableTitle->font();
    bold.setBold(true);
    m_tableTitle->setFont(bold);
    m_tableTitle->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_tableTitle);
    m_table = new QTableView(this);
    m_table->setObjectName(u"stageResultsView"_s);
    m_table->setModel(m_results);
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setDefaultSectionSize(TouchMetrics::minimumTarget(this) * 3 / 4);
    // Every column as wide as its text (the names are never squeezed out); the table as wide as
    // its columns, in the middle.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // In the middle: the table takes the width of its columns, the rest is shared either side.
    auto *centred = new QHBoxLayout;
    centred->addStretch(1);
    centred->addWidget(m_table, 100);
    centred->addStretch(1);
    layout->addLayout(centred);
    layout->addStretch(1);
    connect(session, &GameSession::stateChanged, this, &GameResultsView::refresh);
    connect(session, &GameSession::recordSaved, this, &GameResultsView::refresh);
    connect(m_results, &QAbstractItemModel::modelReset, this, &GameResultsView::refresh);
    refresh();
}

bool GameResultsView::isSolo(const GameSession *session)
{
    return session->setup().kind == GameKind::GtSolo || session->setup().players.size() == 1;
}

QString GameResultsView::headline() const
{
    const GameState &state = m_session->state();
    const GameSetup &setup = m_session->setup();
    const bool gtSolo = setup.kind == GameKind::GtSolo;
    const bool solo = isSolo(m_session);
    switch (m_session->phase()) {
    case GamePhase::RoundStart:
        if (solo) {
            if (state.round == 0)
                return gtSolo ? tr("%1 is on the starting line: start the lap (Return).").arg(m_session->playerName(0))
                              : tr("%1 is at the start: start the stage (Return).").arg(m_session->playerName(0));
            return gtSolo ? tr("Turn %1 is played: the next turn (Return).").arg(state.round)
                          : tr("Round %1 is played: the next round (Return).").arg(state.round);
        }
        return state.round == 0
            ? tr("The cars are on the grid. Check their order in the round tracker, then start the first round (Return).")
            : tr("Round %1 is over. Say where the cars are in the round tracker if the order is in doubt, then start the next "
                 "round (Return).")
                  .arg(state.round);
    case GamePhase::StageOver:
        return tr("Stage %1 is over. Repairs, spare tyres and penalties, then the next stage (Return).").arg(state.stage + 1);
    case GamePhase::GameOver:
        if (gtSolo) {
            const std::optional<GameRecords::SoloFigures> f =
                GameRecords::soloFigures(setup, state, m_session->data().soloTiming());
            return f && f->finished ? tr("The lap is over: final time %1.").arg(RaceTime::format(f->finalTime))
                                    : tr("The game ended before the finish line: the lap has no time.");
        }
        if (setup.game() == Game::Dirt)
            return setup.stageCount() > 1 ? tr("The rally is over.") : tr("The stage is over.");
        return tr("The race is over.");
    case GamePhase::Turn: break;
    }
    return {};
}

QString GameResultsView::soloFigures() const
{
    const std::optional<GameRecords::SoloFigures> f =
        GameRecords::soloFigures(m_session->setup(), m_session->state(), m_session->data().soloTiming());
    if (!f)
        return {};
    // The solo score sheet's bottom lines (GT p. 21), as the sheet adds them up.
    const QString row = u"<tr><td>%1</td><td align=right>&nbsp;&nbsp;<b>%2</b></td></tr>"_s;
    QString html = u"<table align=center cellspacing=2>"_s;
    html += row.arg(f->finished ? tr("Track time (%n turn(s))", nullptr, f->turns) : tr("Track time so far (%n turn(s))", nullptr, f->turns),
                    RaceTime::format(f->trackTime));
    html += row.arg(tr("Focus tokens left"), QString::number(f->focus));
    html += row.arg(f->finished ? tr("Final time") : tr("Final time if the lap ended now"), RaceTime::format(f->finalTime));
    html += u"</table>"_s;
    if (f->finished && m_session->recordId() > 0)
        html += u"<p>%1</p>"_s.arg(tr("The lap is on the solo score sheet: Records ▸ History and Personal Bests."));
    return html;
}

QString GameResultsView::finishingOrder() const
{
    const GameState &state = m_session->state();
    QStringList places;
    for (int k = 0; k < state.finishOrder.size(); ++k)
        places << tr("%1. %2").arg(k + 1).arg(m_session->playerName(state.finishOrder[k]).toHtmlEscaped());
    QStringList out;
    if (!places.isEmpty())
        out << tr("Finishing order: %1").arg(places.join(u" · "_s));
    QStringList retired, racing;
    for (int i = 0; i < state.cars.size(); ++i) {
        if (state.cars[i].status == CarStatus::Retired)
            retired << m_session->playerName(i).toHtmlEscaped();
        else if (state.cars[i].isRacing())
            racing << m_session->playerName(i).toHtmlEscaped();
    }
    if (!retired.isEmpty())
        out << tr("Retired: %1").arg(retired.join(u", "_s));
    if (!racing.isEmpty())
        out << tr("Still on the track when the game ended: %1").arg(racing.join(u", "_s));
    return out.join(u"<br>"_s);
}

void GameResultsView::refresh()
{
    const GamePhase phase = m_session->phase();
    const bool gt = m_session->game() == Game::GT;
    m_headline->setText(headline());
    QString figures;
    if (m_session->setup().kind == GameKind::GtSolo)
        figures = soloFigures();
    else if (gt && phase == GamePhase::GameOver)
        figures = finishingOrder();
    m_figures->setText(figures);
    m_figures->setVisible(!figures.isEmpty());
    // A DIRT stage's classification once it is over, until the next stage has results.
    const bool table = !gt && m_results->stage() >= 0
        && (phase == GamePhase::StageOver || phase == GamePhase::GameOver || (phase == GamePhase::RoundStart && m_session->state().round == 0));
    m_tableTitle->setVisible(table);
    m_table->setVisible(table);
    if (table) {
        m_tableTitle->setText(m_results->title());
        const bool totals = m_results->showsTotals();
        m_table->setColumnHidden(StageResultsModel::OverallColumn, !totals);
        m_table->setColumnHidden(StageResultsModel::PositionColumn, !totals);
        // As tall as its rows, up to eight cars; more scroll.
        const int rows = m_results->rowCount();
        m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
                                + qMin(rows, 8) * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth() + 2);
        m_table->resizeColumnsToContents();
        // As wide as its columns when there is room (never so wide a minimum that it would push
        // a small window past its screen).
        const int width = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth()
            + (rows > 8 ? m_table->verticalScrollBar()->sizeHint().width() : 0) + 2;
        m_table->setMaximumWidth(width);
        m_table->setMinimumWidth(qMin(width, 360));
    }
}

void GameResultsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
