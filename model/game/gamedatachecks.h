// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulestypes.h"

#include <QMap>

#include <array>
#include <optional>

namespace Pacenotes {

/**
 * Facts of the boxes that corrections to the game data are checked against: how many Gear dice
 * exist, how many Damage tokens and Time cards a box holds (resources/rules/game-data-checks.json,
 * each with its source). Data, not constants in code: a correction of a fact is a data change.
 */
class GameDataChecks
{
public:
    enum class Fact : quint8 { GearDice, GtDamageTokens, DirtDamageTokens, TimeCardDecks, TimeCardsPerDeck };
    static constexpr int FactCount = int(Fact::TimeCardsPerDeck) + 1;

    struct Check
    {
        int value = 0;
        Provenance provenance;
    };

    static const GameDataChecks &builtin();
    static std::optional<GameDataChecks> fromJson(const QByteArray &json, QString *error);

    int value(Fact f) const { return m_checks[int(f)].value; }
    const Check &check(Fact f) const { return m_checks[int(f)]; }
    /// Source key -> what it is ("gt-rulebook" -> "Rallyman: GT rulebook ... p. 3").
    const QMap<QString, QString> &sources() const { return m_sources; }

private:
    std::array<Check, FactCount> m_checks{};
    QMap<QString, QString> m_sources;
};

} // namespace Pacenotes
