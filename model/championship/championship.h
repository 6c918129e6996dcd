// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/enumids.h"
#include "catalog/tileside.h" // Game

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Pacenotes {

/// What kind of season: it decides which events it holds and the defaults of its rules.
enum class SeasonFormat : quint8 { RaceSeries, RallyChampionship, ClimbSeries, AutoTour };
/// Points by place (most wins) or total time (least wins: rallies, Auto Tour).
enum class Scoring : quint8 { Points, Time };
/// How the next event's starting order is found (digest p. 13).
enum class StartOrderRule : quint8 { Drawn, LowestPointsFirst, LowestTimeFirst };
/// Ways to split drivers equal on the total; the books give none, the organiser chooses.
enum class TieBreak : quint8 { MostWins, Countback, BestLastResult };
/// Head-to-head race (GT, Pursuit, Ice, RX), rally of stages, or climb of tries.
enum class EventKind : quint8 { Race, Rally, Climb };
/// The boxes a season is played with: GT, DIRT, or both (an Auto Tour mixes them).
enum class SeasonGame : quint8 { GT, Dirt, Mixed };

template<>
struct EnumIds<SeasonFormat>
{
    static constexpr std::pair<SeasonFormat, const char *> table[] = {{SeasonFormat::RaceSeries, "race-series"},
                                                                      {SeasonFormat::RallyChampionship, "rally-championship"},
                                                                      {SeasonFormat::ClimbSeries, "climb-series"},
                                                                      {SeasonFormat::AutoTour, "auto-tour"}};
};
template<>
struct EnumIds<Scoring>
{
    static constexpr std::pair<Scoring, const char *> table[] = {{Scoring::Points, "points"}, {Scoring::Time, "time"}};
};
template<>
struct EnumIds<StartOrderRule>
{
    static constexpr std::pair<StartOrderRule, const char *> table[] = {{StartOrderRule::Drawn, "drawn"},
                                                                        {StartOrderRule::LowestPointsFirst, "lowest-points-first"},
                                                                        {StartOrderRule::LowestTimeFirst, "lowest-time-first"}};
};
template<>
struct EnumIds<TieBreak>
{
    static constexpr std::pair<TieBreak, const char *> table[] = {{TieBreak::MostWins, "most-wins"},
                                                                  {TieBreak::Countback, "countback"},
                                                                  {TieBreak::BestLastResult, "best-last-result"}};
};
template<>
struct EnumIds<EventKind>
{
    static constexpr std::pair<EventKind, const char *> table[] = {
        {EventKind::Race, "race"}, {EventKind::Rally, "rally"}, {EventKind::Climb, "climb"}};
};
template<>
struct EnumIds<SeasonGame>
{
    static constexpr std::pair<SeasonGame, const char *> table[] = {
        {SeasonGame::GT, "gt"}, {SeasonGame::Dirt, "dirt"}, {SeasonGame::Mixed, "mixed"}};
};

/**
 * The rules of a season, chosen when it is created and printed on every sheet. Every rule is
 * the combined rules digest's ("Multi-Stage Races", p. 13) or an option it names; where the
 * books are silent (ties, dropped results, teams) the organiser's choice is stated in words.
 */
struct SeasonRules
{
    static constexpr int kMaxPlaces = 100;
    static constexpr int kMaxPointsPerPlace = 1000;
    static constexpr int kMaxBonusPlaces = 10;
    static constexpr int kMaxPlaceSeconds = 600;
    static constexpr int kMaxTries = 3;

    SeasonFormat format = SeasonFormat::RaceSeries;
    Scoring scoring = Scoring::Points;
    QString pointsPreset;            ///< the preset the table came from ("table-1"); empty: the organiser's own
    QList<int> points;               ///< points by place, first place first; places beyond score 0
    QList<int> powerStage;           ///< bonus points by rank on a rally's last stage (a climb's best time); empty: none
    StartOrderRule startOrder = StartOrderRule::Drawn;
    int placeSeconds = 10;           ///< time scoring: seconds per finishing place of a head-to-head race
    bool keepCar = false;            ///< every driver keeps one car for the whole series (Auto Tour)
    bool limitedRepairs = false;     ///< Auto Tour option: repairs only at the ends of some stages
    int countBest = 0;               ///< points scoring: only the best N event scores count; 0 = all
    QList<TieBreak> tieBreaks;       ///< in order; empty: equal totals share the place
    int climbTries = kMaxTries;      ///< tries of a climb, the best counts

    /// The digest's defaults for a format (Table 1, the start order the digest names…).
    static SeasonRules defaults(SeasonFormat format);
    /// Which events the format holds.
    bool allows(EventKind kind) const;
    bool operator==(const SeasonRules &) const = default;
};

struct ChampionshipDriver
{
    QString id;                      ///< unique in the season, referenced by the events
    QString name;
    QString car;                     ///< the car class ("GT6", "R5"); may be empty
    QString team;                    ///< a team id, or empty
    bool operator==(const ChampionshipDriver &) const = default;
};

/// Two drivers scoring together (Team Challenge play).
struct ChampionshipTeam
{
    QString id;
    QString name;
    bool operator==(const ChampionshipTeam &) const = default;
};

/// One stage of a rally, or one try of a climb, for one driver.
struct StageTime
{
    std::optional<int> time;         ///< seconds (time cards − Second tokens); none: not driven yet, or retired
    bool retired = false;
    int penaltyTokens = 0;           ///< Checkpoints: 5-second tokens taken after the stage
    bool isEmpty() const { return !time && !retired; }
    bool operator==(const StageTime &) const = default;
};

/// One driver's result in one event.
struct EventEntry
{
    QString driver;                  ///< a driver id of the season
    QString car;                     ///< the car driven, when known
    std::optional<int> place;        ///< race: finishing place; none when retired
    bool retired = false;            ///< race: retired (takes a last place, digest p. 9)
    int retiredOrder = 0;            ///< race: 1 = the first to retire; 0 when not needed
    QList<StageTime> stages;         ///< rally: one per stage; climb: one per try
    int bonus = 0;                   ///< points entered by hand (fastest lap…)
    QString bonusReason;
    bool operator==(const EventEntry &) const = default;
};

struct EventStage
{
    QString name;
    bool assistance = false;         ///< repairs after this stage (digest p. 13, Rally Races)
    bool operator==(const EventStage &) const = default;
};

/// Where an event's results came from.
struct EventSource
{
    bool fromApp = false;            ///< a game played in the app; else entered by hand
    QString sessionUuid;             ///< the game's uuid in the games file
    QString sessionTitle;
    bool operator==(const EventSource &) const = default;
};

/// An event of the season: a race, a rally of stages, or a climb of tries.
struct ChampionshipEvent
{
    static constexpr int kMaxStages = 30;

    QString name;
    QDate date;
    EventKind kind = EventKind::Race;
    Game game = Game::GT;
    QList<EventStage> stages;        ///< rally: its stages (one for a single stage)
    bool checkpoints = false;        ///< rally: the Checkpoints rule (penalty tokens)
    QList<EventEntry> entries;       ///< rally and climb: in the order they started the first stage
    EventSource source;
    QString notes;

    int indexOf(const QString &driver) const;
    bool operator==(const ChampionshipEvent &) const = default;
};

/**
 * A season: its rules, drivers (and teams), and events in the order they were held. A value;
 * the standings are derived (ChampionshipStandings) and never stored.
 */
struct Championship
{
    static constexpr int kFormatVersion = 1;
    static constexpr int kMaxDrivers = 200;
    static constexpr int kMaxEvents = 100;
    static constexpr int kMaxTextLength = 200;
    static constexpr int kMaxNotesLength = 4000;

    qint64 id = 0;                   ///< the store's id; 0 = never saved
    QString name;
    SeasonGame game = SeasonGame::GT;
    SeasonRules rules;
    QList<ChampionshipDriver> drivers;
    QList<ChampionshipTeam> teams;
    QList<ChampionshipEvent> events;
    QString notes;
    QDateTime modified;

    int driverIndex(const QString &id) const;
    int teamIndex(const QString &id) const;
    /// The drivers of a team, in the season's order.
    QList<int> teamMembers(const QString &teamId) const;
    /// "ann", "ann-2"…: an id no driver has yet, from a name.
    QString freeDriverId(const QString &name) const;
    bool allowsGame(Game game) const;
    bool operator==(const Championship &) const = default;
};

namespace ChampionshipText {
QString formatName(SeasonFormat f);          ///< translated
QString scoringName(Scoring s);
QString startOrderName(StartOrderRule r);
QString tieBreakName(TieBreak t);
QString eventKindName(EventKind k);
QString seasonGameName(SeasonGame g);
QString gameName(Game g);
/// "25-18-15-12-10-8-6-4-2-1-0-0"
QString pointsText(const QList<int> &points);
/// Parses "25, 18, 15" / "25-18-15" / "25 18 15"; nullopt with `error` (translated) otherwise.
std::optional<QList<int>> parsePoints(QStringView text, QString *error);
} // namespace ChampionshipText

} // namespace Pacenotes
