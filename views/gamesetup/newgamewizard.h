// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "newgamecontext.h"

#include "rules/randomsource.h"
#include "rules/rulesdata.h"

#include <QWizard>

#include <functional>
#include <memory>

namespace Pacenotes {

class SetupPage;

/**
 * File ▸ New Game…: everything decided before the first die is rolled, one page at a time —
 * kind of game, track, laps or stages, players and their cars, starting weather (GT), optional
 * rules and the starting grid. The wizard owns one GameSetup that every page edits through
 * edit(); a page only shows and changes its part, so Finish can be pressed on any page once the
 * whole setup is playable (GameSetup::problems() empty, every page's choices complete). The
 * defaults make a 2-player GT race on the designer's track a matter of pressing Finish.
 *
 * Draws (the grid, a random starting weather) come from the context's RandomSource, so tests
 * give a scripted one.
 */
class NewGameWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { KindPageId, TrackPageId, CoursePageId, PlayersPageId, WeatherPageId, RulesPageId, GridPageId };
    /// The parts of a setup a page is responsible for (see problems(Part)).
    enum class Part { Players, Course, Grid };

    explicit NewGameWizard(NewGameContext context, QWidget *parent = nullptr);
    ~NewGameWizard() override;

    /// The game as set up, normalised (GameSetup::normalised): what Finish hands on.
    GameSetup setup() const;
    /// The setup being edited (not normalised).
    const GameSetup &draft() const { return m_setup; }
    const RulesData &data() const { return m_data; }
    const NewGameContext &context() const { return m_context; }
    RandomSource &random() { return *m_random; }

    /// Changes the setup (the pages' only way) and tells every page.
    void edit(const std::function<void(GameSetup &)> &change);
    /// A new kind of game: the kind's defaults, keeping the players' names and colours where the
    /// kind allows as many players, the track when it is of the same game.
    void setKind(GameKind kind);
    /// The game's name as the players call it; empty: named after its kind and track again.
    void setGameTitle(const QString &title);
    /// One more player (the next default name and colour, the game's usual car) / one fewer. The
    /// grid follows: drawn again when it was drawn, else the new player starts last.
    void addPlayer();
    void removePlayer(int index);
    /// Draws the starting order again as the rulebook draws it (GT p. 5, DIRT p. 5).
    void drawGrid();

    /// Every reason Finish is disabled, translated: the setup's problems and what a page still
    /// needs (a track to pick…).
    QStringList problems() const;
    /// The setup's problems in one part only (the other parts replaced by valid defaults), so a
    /// page can say what it must fix before Next.
    QStringList problems(Part part) const;

    int nextId() const override;

    /// The game's track: GT's circuit, or the first DIRT stage's road.
    static TrackRef mainTrack(const GameSetup &setup);
    static void setMainTrack(GameSetup &setup, const TrackRef &track);

signals:
    void setupChanged();

protected:
    void done(int result) override;
    void changeEvent(QEvent *event) override;

private:
    void updateButtons();
    void retranslate();
    void nameAfterTrack();

    NewGameContext m_context;
    RulesData m_data;
    std::unique_ptr<RandomSource> m_ownRandom;
    RandomSource *m_random;
    GameSetup m_setup;
    QList<SetupPage *> m_pages;
    bool m_titleEdited = false;
};

} // namespace Pacenotes
