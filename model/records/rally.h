// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/// Damage tokens carried to the next stage: the rally sheet's "...G/...C/...B".
struct Damage
{
    static constexpr int kMaxTokens = 9;
    int gear = 0;
    int coast = 0;
    int brake = 0;

    bool isNone() const { return gear == 0 && coast == 0 && brake == 0; }
    /// "1G/0C/2B" (letters translated).
    QString text() const;
    /// Accepts "1/0/2", "1G/0C/2B", "1 0 2" (and the translated letters); nullopt otherwise.
    static std::optional<Damage> parse(QStringView text);
    bool operator==(const Damage &) const = default;
};

/// What one player wrote on the rally sheet for one stage.
struct StageResult
{
    static constexpr int kMaxPenaltyTokens = 99;
    static constexpr int kMaxStageSeconds = 24 * 3600 - 1;

    std::optional<int> time;          ///< the stage's final time in seconds (time cards − Second tokens)
    int penaltyTokens = 0;            ///< checkpoint "penalty": 5-second tokens taken after the stage
    bool retired = false;             ///< retired from the stage: slowest time + 1 minute
    Damage damage;                    ///< carried to the next stage (ignored after Assistance or retirement)
    std::optional<bool> spareTire;    ///< spare tire available for the next stage (Y/N); unset = not written
    bool operator==(const StageResult &) const = default;
};

struct RallyStage
{
    QString name;             ///< optional, e.g. the track's title
    bool assistance = false;  ///< the stage has the Assistance tile: repairs after it
    bool operator==(const RallyStage &) const = default;
};

struct RallyPlayer
{
    QString name;
    QList<StageResult> results; ///< one per stage, same order as Rally::stages
    bool operator==(const RallyPlayer &) const = default;
};

/**
 * A DIRT rally as the rally sheet records it: stages, players and what each player wrote
 * after each stage. Overall times, positions and start orders are derived by RallyStandings.
 * Invariant: every player has exactly one result per stage.
 */
struct Rally
{
    static constexpr int kMaxStages = 30;
    static constexpr int kMaxPlayers = 40;
    static constexpr int kMaxTextLength = 200;
    static constexpr int kMaxNotesLength = 4000;

    qint64 id = 0;               ///< database id; 0 = never saved
    QString name;
    QDate date;
    bool checkpoints = false;    ///< the Checkpoints advanced rule (5-second penalty tokens)
    QList<RallyStage> stages;
    QList<RallyPlayer> players;
    QString notes;
    QDateTime modified;

    /// A rally with `stages` stages and `players` players named "Player 1"… (translated).
    static Rally create(int stages, int players);

    const StageResult &result(int player, int stage) const { return players[player].results[stage]; }
    /// Adds or removes results so every player has one per stage (keeps the invariant).
    void normalize();
    /// Translated reasons this rally cannot be saved; empty when it is valid.
    QStringList problems() const;
    bool operator==(const Rally &) const = default;
};

/// Checks shared by the rally, its document and the database reader; each returns a
/// translated reason, or an empty string when the value is fine.
namespace RallyCheck {
QString timeProblem(std::optional<int> seconds);
QString penaltyProblem(int tokens);
QString damageProblem(const Damage &damage);
} // namespace RallyCheck

} // namespace Pacenotes
