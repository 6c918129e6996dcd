// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace Pacenotes {

class GameSession;
class StageResultsModel;

/**
 * What the referee assistant shows between turns and at the end: what happens next in words,
 * and the results as they stand — a GT solo lap's running figures from the solo score sheet
 * (track time so far, Focus, the final time), a DIRT stage's classification with the rally's
 * running totals (StageResultsModel), a GT race's finishing order. It only reads the session:
 * every time comes from the rules (SoloTiming, RallyStandings) through GameRecords.
 */
class GameResultsView : public QWidget
{
    Q_OBJECT
public:
    explicit GameResultsView(GameSession *session, QWidget *parent = nullptr);

    QLabel *headlineLabel() const { return m_headline; }
    QLabel *figuresLabel() const { return m_figures; }
    QLabel *tableTitle() const { return m_tableTitle; }
    QTableView *resultsView() const { return m_table; }
    StageResultsModel *resultsModel() const { return m_results; }

    /// A game with one car: no order of play to check, no "where are the cars".
    static bool isSolo(const GameSession *session);

public slots:
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    QString headline() const;
    QString soloFigures() const;
    QString finishingOrder() const;

    GameSession *m_session;
    StageResultsModel *m_results;
    QLabel *m_headline;
    QLabel *m_figures;
    QLabel *m_tableTitle;
    QTableView *m_table;
};

} // namespace Pacenotes
