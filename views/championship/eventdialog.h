// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championship.h"
#include "championship/championshipcheck.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace Pacenotes {

/**
 * Enter (or correct) the results of an event played without the app — another table, an online
 * game: a race's places and retirements (with the order they retired in), a rally's stage times,
 * a climb's tries. One row per driver of the season (tick who took part; Add Driver… for someone
 * new), typed the way the sheets write them: "3:20", "R" for retired, "+2" after a time for
 * checkpoint penalty tokens. Every change is checked with the season's own checks
 * (ChampionshipCheck) and the first problem is shown with the driver it concerns; OK is enabled
 * only when the event can be added.
 */
class EventDialog : public QDialog
{
    Q_OBJECT
public:
    /// `existing`: the event to correct (nullptr: a new one).
    EventDialog(const Championship &season, const ChampionshipEvent *existing, QWidget *parent = nullptr);

    /// The event as entered (valid when problems() has no error).
    ChampionshipEvent event() const;
    /// Drivers added in the dialog.
    QList<ChampionshipDriver> newDrivers() const { return m_newDrivers; }
    /// The problems of the event as it stands (errors and warnings, translated).
    SeasonProblems problems() const { return m_problems; }

    // For tests and keyboard users.
    QTableWidget *table() const { return m_table; }
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *kindBox() const { return m_kind; }
    QSpinBox *stagesBox() const { return m_stages; }
    QLabel *problemLabel() const { return m_problem; }
    QPushButton *okButton() const;
    /// Adds a driver row (as Add Driver… does after asking the name); returns its row.
    int addDriver(const QString &name);
    /// The table column of stage or try `n` (0-based), the place column, etc.; -1 when not shown.
    int stageColumn(int n) const;
    int placeColumn() const { return m_kindValue == EventKind::Race ? 1 : -1; }
    int retiredColumn() const { return m_kindValue == EventKind::Race ? 2 : -1; }
    int retiredOrderColumn() const { return m_kindValue == EventKind::Race ? 3 : -1; }
    int bonusColumn() const;

    /// "3:20" → 200 s; "R" → retired; "3:20+2" → with 2 penalty tokens. Nullopt with `error`.
    static std::optional<StageTime> parseStageCell(const QString &text, QString *error);
    static QString stageCellText(const StageTime &t);

protected:
    void changeEvent(QEvent *event) override;

private:
    void setDefaultGame();
    void rebuildColumns();
    void fillFrom(const ChampionshipEvent &event);
    void check();
    void moveRow(int delta);
    void retranslate();
    int rowOfDriver(const QString &id) const;
    ChampionshipEvent build(QStringList *cellErrors) const;

    Championship m_season;               ///< with the drivers added here
    QList<ChampionshipDriver> m_newDrivers;
    EventSource m_source;
    QString m_notes;
    EventKind m_kindValue = EventKind::Race;
    QList<EventStage> m_stageInfo;
    QLineEdit *m_name;
    QDateEdit *m_date;
    QComboBox *m_kind;
    QComboBox *m_game;
    QSpinBox *m_stages;
    QCheckBox *m_checkpoints;
    QTableWidget *m_table;
    QPushButton *m_addDriver;
    QPushButton *m_up;
    QPushButton *m_down;
    QLabel *m_hint;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    SeasonProblems m_problems;
    bool m_filling = false;
};

} // namespace Pacenotes
