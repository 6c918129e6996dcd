// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dataoverrides.h"
#include "racerules.h"

#include <QColor>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Pacenotes {

class RandomSource;
class RulesData;

/// What is being played: a GT race, a GT solo lap, one DIRT stage or a DIRT rally of N stages.
enum class GameKind : quint8 { GtRace, GtSolo, DirtStage, DirtRally };

/// Where the track came from; the session only names it (no track logic depends on it).
struct TrackRef
{
    enum class Source : quint8 { None, File, Library, Rulebook };
    Source source = Source::None;  ///< None: no digital track, the players read the real tiles
    QString location;              ///< a file path, a library path or a resource such as ":/tracks/gt-track-1.json"
    QString title;
    bool operator==(const TrackRef &) const = default;
};

/// One DIRT stage of the session.
struct StageSetup
{
    QString title;
    TrackRef track;
    QString terrain = QStringLiteral("gravel"); ///< the road type of spaces that do not say
    bool assistance = false;       ///< the stage has the Assistance tile: repairs after it (DIRT p. 21)
    bool operator==(const StageSetup &) const = default;
};

/// A player and the car they drive.
struct PlayerSetup
{
    QString name;
    QColor colour;
    QString carClass;              ///< a class of the game's dashboards ("GT6", "Core")
    QString tyres;                 ///< a dashboard of that class ("asphalt", "gravel")
    bool operator==(const PlayerSetup &) const = default;
};

/**
 * Everything decided before the first die is rolled: the kind of game, the track(s), the rules
 * in force (docs/referee-json.md `rules`), the players and the starting order. A value: the
 * session never changes it. `overrides` are the user's data corrections in force when the game
 * was set up; the session plays with them for its whole life (and the game log carries them),
 * so that resuming or replaying the game rules exactly as it was played.
 */
struct GameSetup
{
    static constexpr int kMaxPlayers = 6;  ///< six cars in each core box
    static constexpr int kMaxStages = 30;  ///< as the rally sheet (Rally::kMaxStages)
    static constexpr int kMaxNameLength = 60;

    GameKind kind = GameKind::GtRace;
    QString title;
    TrackRef track;                ///< GT: the circuit
    QList<StageSetup> stages;      ///< DIRT: one (a stage) or more (a rally); empty for GT
    RaceRules rules;               ///< weather, laps, optional rules; the game follows the kind
    QList<PlayerSetup> players;
    QList<int> grid;               ///< player indices in starting order (GT: pole first; DIRT: first to start)
    bool gridDrawn = false;        ///< the order was drawn at random (GT p. 5, DIRT p. 5) rather than entered
    bool checkpoints = false;      ///< DIRT rally: the Checkpoints advanced rule (DIRT p. 23)
    DataOverrides overrides;
    QDate date;

    Game game() const { return kind == GameKind::GtRace || kind == GameKind::GtSolo ? Game::GT : Game::Dirt; }
    int stageCount() const { return game() == Game::Dirt ? int(stages.size()) : 1; }
    /// Translated reasons the setup cannot be played with this data; empty when it can.
    QStringList problems(const RulesData &data) const;
    /// The rules of stage `stage` (DIRT: its road type; the rally flag for rallies).
    RaceRules stageRules(int stage) const;

    /// A setup with the defaults of its kind: the grid in player order, the game's default class
    /// and tyres for players without them, one stage for a DIRT stage.
    static GameSetup normalised(GameSetup setup, const RulesData &data);
    /// A game ready to play with the least choices: `players` players named "Player 1"...
    /// (translated) with distinct colours, the game's first class and usual tyres, one lap,
    /// the grid in player order, today's date; DIRT: `stages` gravel stages.
    static GameSetup defaults(GameKind kind, int players, const RulesData &data, int stages = 1);
    /// The starting order drawn as the rulebook draws it: GT, one Gear marker at a time, the first
    /// on pole (GT p. 5); DIRT, one car, which starts first, the others following clockwise —
    /// the players are listed in their seats around the table (DIRT p. 5).
    void drawGrid(RandomSource &random);

    static QString kindId(GameKind k);          ///< "gt-race", "gt-solo", "dirt-stage", "dirt-rally"
    static std::optional<GameKind> kindFromId(QStringView id);
    static QString kindName(GameKind k);        ///< translated
    static QString sourceId(TrackRef::Source s); ///< "none", "file", "library", "rulebook"
    static std::optional<TrackRef::Source> sourceFromId(QStringView id);

    bool operator==(const GameSetup &) const = default;
};

} // namespace Pacenotes
