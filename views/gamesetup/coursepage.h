// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setuppage.h"

#include "game/gamesetup.h"

class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace Pacenotes {

/**
 * The course: the game's name, and the laps of a GT race or the stages of a DIRT game — per
 * stage its name, its road (a track or none), its road type and whether it has the Assistance
 * tile.
 */
class CoursePage : public SetupPage
{
    Q_OBJECT
public:
    enum StageColumn { NameColumn, TrackColumn, TerrainColumn, AssistanceColumn, StageColumnCount };

    explicit CoursePage(NewGameWizard *wizard);

    void sync() override;
    void retranslate() override;
    QStringList ownProblems() const override;

    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *lapsBox() const { return m_laps; }
    QSpinBox *stagesBox() const { return m_stages; }
    QTableWidget *stagesTable() const { return m_table; }

private:
    void fillTracks();
    void fillTable();
    void setStageCount(int n);

    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_lapsLabel;
    QSpinBox *m_laps;
    QLabel *m_stagesLabel;
    QSpinBox *m_stages;
    QTableWidget *m_table;
    QLabel *m_note;
    QList<TrackRef> m_tracks;  ///< what a stage's road can be: none, the rulebook's, the library's
};

} // namespace Pacenotes
