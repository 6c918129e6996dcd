// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagerules.h"
#include "solotiming.h"
#include "trcontexts.h"

namespace Pacenotes {

int stageTime(const StageEntry &e)
{
    int total = e.checkpointPenalty;
    for (int s : e.timeCards)
        total += s;
    return qMax(0, total - e.secondsLeft);
}

int retiredStageTime(int slowestFinish, const StageScoring &scoring)
{
    return slowestFinish + scoring.retirementSeconds();
}

int checkpointPenalty(int tokens, const StageScoring &scoring)
{
    return tokens * scoring.checkpointTokenSeconds();
}

StageTimeVerdict stageTimeVerdict(const RulesContext &ctx, const StageEntry &entry, std::optional<int> retiredSlowest)
{
    StageTimeVerdict v;
    const StageScoring &scoring = ctx.data.stageScoring();
    const auto add = [&](Rule rule, const QString &message) {
        v.rulings.append({rule, Ruling::Kind::Effect, -1, message, Game::Dirt});
    };
    v.penalty = entry.checkpointPenalty;
    if (retiredSlowest) {
        v.seconds = retiredStageTime(*retiredSlowest, scoring) + v.penalty;
        add(Rule::Retirement, RulesTr::tr("Retired: the slowest finishing time %1 plus %2 is %3.")
                                  .arg(RaceTime::format(*retiredSlowest), RaceTime::format(scoring.retirementSeconds()),
                                       RaceTime::format(retiredStageTime(*retiredSlowest, scoring))));
    } else {
        for (int s : entry.timeCards)
            v.cards += s;
        v.seconds = stageTime(entry);
        add(Rule::FinishLine, RulesTr::tr("Stage time: %n Time card(s) add up to %1, less %2 Second token(s) left: %3.", nullptr,
                                          int(entry.timeCards.size()))
                                  .arg(RaceTime::format(v.cards))
                                  .arg(entry.secondsLeft)
                                  .arg(RaceTime::format(qMax(0, v.cards - entry.secondsLeft))));
    }
    if (v.penalty > 0)
        add(Rule::Checkpoint, RulesTr::tr("Checkpoint penalty: %1 more, a stage time of %2.")
                                  .arg(RaceTime::format(v.penalty), RaceTime::format(v.seconds)));
    return v;
}

AssistanceVerdict assistance(const RulesContext &ctx, const CarState &car)
{
    AssistanceVerdict v;
    v.tokensBack = car.damage;
    v.spareTyreBack = !car.spareTyre;
    v.rulings.append({Rule::Rally, Ruling::Kind::Effect, -1,
                      RulesTr::tr("Assistance: the %n Damage token(s) on the dashboard go back into the bag.", nullptr,
                                  car.damage.total()),
                      Game::Dirt});
    if (v.spareTyreBack)
        v.rulings.append({Rule::SpareTyre, Ruling::Kind::Effect, -1,
                          RulesTr::tr("Assistance: the Spare Tyre card comes back for the next stage."), Game::Dirt});
    if (ctx.rules.sisu)
        v.rulings.append({Rule::Sisu, Ruling::Kind::Note, -1,
                          RulesTr::tr("SISU tokens: one per stage, one per rally, or back after Assistance like the Spare Tyre "
                                      "card, as the players agree (DIRT p. 24)."),
                          Game::Dirt});
    return v;
}

void applyAssistance(CarState &car)
{
    car.damage = DamageCounts{};
    car.spareTyre = true;
}

bool useSpareTyreBetweenStages(CarState &car)
{
    if (!car.spareTyre)
        return false;
    car.spareTyre = false;
    car.damage.coast = qMax(0, car.damage.coast - 1);
    return true;
}

} // namespace Pacenotes
