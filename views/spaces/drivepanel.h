// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/turnoutcome.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace Pacenotes {

class DriveCoDriver;
class DriveDocument;
struct SpaceInfo;

/**
 * Drive mode's panel: the cars (add, remove, gear, back on the track; the selected one plays),
 * the order of play read off the markers, the active car's move — one row per step with the
 * space, what the referee reads there and the dice (typed in the referee's notation, or
 * proposed) — the referee's verdict, the results entered or rolled, and Apply, which moves the
 * marker; on demand the co-driver's section (DriveCoDriver), whose plan "Use" puts into the move.
 * It shows the DriveDocument and sends intents to it; no rule is computed here.
 */
class DrivePanel : public QWidget
{
    Q_OBJECT
public:
    explicit DrivePanel(DriveDocument *document, QWidget *parent = nullptr);

    /// Parses results as typed: one word per step rolled, "-" no hazard, "!" a hazard, per die;
    /// "s" for a secured step.
    static std::optional<RollResults> parseResults(const QString &text);

    /// Sets how many tiles of the track have only templates (for the warning at the top).
    void setCoverage(int templateTiles, int courseTiles);

    QTableWidget *carsTable() const { return m_cars; }
    QTableWidget *stepsTable() const { return m_steps; }
    QLabel *verdictLabel() const { return m_verdict; }
    QListWidget *rulingsList() const { return m_rulings; }
    QLineEdit *resultsEdit() const { return m_results; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *resolveButton() const { return m_resolve; }
    QPushButton *proposeButton() const { return m_propose; }
    QPushButton *addCarButton() const { return m_add; }
    /// Shows or hides the co-driver's section (checkable).
    QPushButton *coDriverButton() const { return m_coDriverButton; }
    DriveCoDriver *coDriver() const { return m_coDriver; }
    const std::optional<TurnOutcome> &outcome() const { return m_outcome; }
    /// A tap on the dice pad: "1".."6", "C", "L", "R" put that die on the selected step (then
    /// select the next one), "+B"/"+A" add a Brake/Boost die to its Gear die, "✕" clears it.
    void tapDie(const QString &label);

private:
    void refreshCars();
    void refreshPlan();
    void resolve(bool roll);
    void apply();
    QString outcomeText(const TurnOutcome &o) const;

    DriveDocument *m_document;
    bool m_updating = false;
    QLabel *m_coverage;
    QTableWidget *m_cars;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_back;
    QComboBox *m_gear;
    QLabel *m_order;
    QComboBox *m_mode;
    QTableWidget *m_steps;
    QPushButton *m_propose;
    QPushButton *m_clear;
    QLabel *m_verdict;
    QListWidget *m_rulings;
    QLineEdit *m_results;
    QPushButton *m_resolve;
    QPushButton *m_roll;
    QCheckBox *m_crash;
    QLabel *m_outcomeLabel;
    QPushButton *m_apply;
    QPushButton *m_coDriverButton;
    DriveCoDriver *m_coDriver;
    QList<QPushButton *> m_pad;
    std::optional<TurnOutcome> m_outcome;
};

} // namespace Pacenotes
