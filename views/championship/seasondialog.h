// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championship.h"
#include "championship/championshipcheck.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace Pacenotes {

/**
 * A season's name, rules and drivers: New Championship… (creating) and Season ▸ Drivers and
 * Rules… (editing). The format sets the digest's defaults for the rules (Table 1, the start
 * order the digest names, Auto Tour's seconds per place); each rule shows where it comes from,
 * and the summary printed on every sheet is previewed live. Drivers (name, car, team) and teams of
 * two are edited in a table. Every change is checked (ChampionshipCheck) — a points table that
 * rises is said in amber, an error in red and OK waits for it to be fixed.
 */
class SeasonDialog : public QDialog
{
    Q_OBJECT
public:
    SeasonDialog(const Championship &season, bool creating, QWidget *parent = nullptr);

    /// The season as set in the dialog (events untouched).
    Championship season() const;
    SeasonProblems problems() const { return m_problems; }

    // For tests.
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *formatBox() const { return m_format; }
    QComboBox *scoringBox() const { return m_scoring; }
    QComboBox *presetBox() const { return m_preset; }
    QLineEdit *pointsEdit() const { return m_points; }
    QLineEdit *powerStageEdit() const { return m_powerStage; }
    QComboBox *startOrderBox() const { return m_startOrder; }
    QSpinBox *placeSecondsBox() const { return m_placeSeconds; }
    QSpinBox *countBestBox() const { return m_countBest; }
    QTableWidget *driversTable() const { return m_drivers; }
    QTableWidget *teamsTable() const { return m_teams; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *problemLabel() const { return m_problem; }
    QLabel *summaryLabel() const { return m_summary; }
    QPushButton *okButton() const;
    /// Adds a driver row and returns it.
    int addDriverRow(const QString &name = {}, const QString &car = {});
    int addTeamRow(const QString &name = {});

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyRules(const SeasonRules &rules);
    SeasonRules rules(QString *error) const;
    void fillTeamCombos();
    void check();
    void retranslate();

    Championship m_base;
    bool m_creating;
    bool m_filling = false;
    SeasonProblems m_problems;
    QTabWidget *m_tabs;
    QLineEdit *m_name;
    QComboBox *m_game;
    QComboBox *m_format;
    QComboBox *m_scoring;
    QComboBox *m_preset;
    QLineEdit *m_points;
    QLineEdit *m_powerStage;
    QComboBox *m_startOrder;
    QSpinBox *m_placeSeconds;
    QCheckBox *m_keepCar;
    QCheckBox *m_limitedRepairs;
    QCheckBox *m_dropResults;
    QSpinBox *m_countBest;
    QList<QComboBox *> m_tieBreaks;
    QSpinBox *m_tries;
    QTableWidget *m_drivers;
    QTableWidget *m_teams;
    QPushButton *m_addDriver;
    QPushButton *m_removeDriver;
    QPushButton *m_addTeam;
    QPushButton *m_removeTeam;
    QLabel *m_summary;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QList<QLabel *> m_labels;   ///< form labels, retranslated
};

} // namespace Pacenotes
