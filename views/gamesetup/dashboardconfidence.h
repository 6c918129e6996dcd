// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamesetup.h"
#include "rules/rulestypes.h"

#include <QCoreApplication>
#include <QColor>
#include <QIcon>
#include <QStringList>

namespace Pacenotes {

class RulesData;

/**
 * How sure the game data is of a car's dashboard in a game: the weakest confidence among the
 * values the car will use (its class and tyres, on every side or road type the game can show),
 * and what those values rest on, for a tooltip. Rulebook, confirmed and the user's own values
 * count as solid.
 */
struct DashboardConfidence
{
    Q_DECLARE_TR_FUNCTIONS(DashboardConfidence)
public:
    Confidence weakest = Confidence::Rulebook;
    bool known = true;        ///< false: the data has no dashboard for this class and tyres
    QString details;          ///< translated, several lines: each uncertain value and its sources

    bool isSolid() const { return known && (weakest == Confidence::Rulebook || weakest == Confidence::Confirmed || weakest == Confidence::User); }
    /// "single source", "placeholder"… for a mark's label; empty when solid.
    QString shortText() const;
    /// 0 for solid data, up to 4 for no data at all: to pick the surest of several dashboards.
    int rank() const;
    /// The mark's colour (the game-data editor's), grey when there is no data.
    QColor colour() const;
    /// A small coloured dot in the game-data editor's colours; null when solid.
    QIcon icon() const;

    /// The dashboard sides or road types a game can show: GT the starting weather and, when the
    /// weather can change, the other one; DIRT gravel (and the leader's column) and each stage's road type.
    static QStringList conditions(const GameSetup &setup);
    static DashboardConfidence of(const RulesData &data, Game game, const QString &carClass, const QString &tyres, const QStringList &conditions);
};

} // namespace Pacenotes
