// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "damagetokens.h"
#include "dashboards.h"
#include "lossofcontroltable.h"
#include "solotiming.h"
#include "stagescoring.h"
#include "timecards.h"

#include <optional>

namespace Pacenotes {

/**
 * All game data the referee needs, each value with its provenance: dashboards (GT and DIRT),
 * the GT Loss of Control table, the hazard faces of the dice, both damage bags, the DIRT
 * Time cards and stage scoring, and the GT solo timing. builtin() is the shipped data from :/rules; a copy can take the user's
 * corrections (DataOverrides::apply) and is then passed to the rules by const reference.
 */
class RulesData
{
public:
    static const RulesData &builtin();
    /// Loads the shipped files; nullopt with a message when one of them is broken.
    static std::optional<RulesData> load(QString *error);

    const Dashboards &dashboards(Game g) const { return g == Game::GT ? m_gtDashboards : m_dirtDashboards; }
    Dashboards &dashboards(Game g) { return g == Game::GT ? m_gtDashboards : m_dirtDashboards; }
    const LossOfControlTable &lossOfControl() const { return m_loc; }
    LossOfControlTable &lossOfControl() { return m_loc; }
    const DiceHazards &diceHazards() const { return m_dice; }
    DiceHazards &diceHazards() { return m_dice; }
    const DamageBagSpec &damageBag(Game g) const { return g == Game::GT ? m_gtBag : m_dirtBag; }
    DamageBagSpec &damageBag(Game g) { return g == Game::GT ? m_gtBag : m_dirtBag; }
    const TimeCards &timeCards() const { return m_timeCards; }
    TimeCards &timeCards() { return m_timeCards; }
    const StageScoring &stageScoring() const { return m_stageScoring; }
    const SoloTiming &soloTiming() const { return m_soloTiming; }

private:
    Dashboards m_gtDashboards;
    Dashboards m_dirtDashboards;
    LossOfControlTable m_loc;
    DiceHazards m_dice;
    DamageBagSpec m_gtBag;
    DamageBagSpec m_dirtBag;
    TimeCards m_timeCards;
    StageScoring m_stageScoring;
    SoloTiming m_soloTiming;
};

} // namespace Pacenotes
