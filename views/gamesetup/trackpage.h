// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setuppage.h"

#include "game/gamesetup.h"

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QRadioButton;

namespace Pacenotes {

class LibraryFilterProxy;
class LibraryModel;

/**
 * Where the game is played: the track open in the designer, a track from the library (its
 * pictures, searchable), a ready-made track of the rulebook, or no digital track at all (the
 * players read the real tiles). For a DIRT rally this is the first stage; the course page
 * names the others.
 */
class TrackPage : public SetupPage
{
    Q_OBJECT
public:
    enum Mode { Designer, Library, Rulebook, NoTrack };

    explicit TrackPage(NewGameWizard *wizard);

    void sync() override;
    void retranslate() override;
    QStringList pendingChoices() const override;

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    QListView *libraryView() const { return m_list; }
    QComboBox *rulebookBox() const { return m_rulebook; }
    QLineEdit *nameEdit() const { return m_name; }

private:
    void fillRulebook();
    void useLibrarySelection();
    void useRulebookChoice();
    void useName();
    void choose(const TrackRef &track);
    void updateEnabled();

    Mode m_mode = NoTrack;
    bool m_syncing = false;
    Game m_game = Game::GT;
    QButtonGroup *m_group;
    QRadioButton *m_designer;
    QLabel *m_designerNote;
    QRadioButton *m_library;
    QLineEdit *m_search;
    QListView *m_list;
    LibraryModel *m_model;
    LibraryFilterProxy *m_proxy;
    QRadioButton *m_rulebookButton;
    QComboBox *m_rulebook;
    QRadioButton *m_none;
    QLineEdit *m_name;
};

} // namespace Pacenotes
