// SPDX-License-Identifier: GPL-3.0-or-later
// RefereeJson: answering a request.
#include "refereejson.h"

#include "rules/moveresolver.h"
#include "rules/randomsource.h"
#include "refereerequest.h"

namespace Pacenotes::RefereeJson {

using namespace Qt::StringLiterals;

std::optional<QJsonObject> answer(const QByteArray &json, const RulesData &data, QString *error)
{
    const std::optional<RefereeRequest> request = RefereeRequest::fromJson(json, data, error);
    if (!request)
        return std::nullopt;
    return answer(*request, data);
}

QJsonObject answer(const RefereeRequest &req, const RulesData &data)
{
    const RulesContext ctx{data, req.rules};
    const Game game = req.rules.game;
    QJsonObject out{{u"game"_s, enumId(game)}};
    std::optional<SeededRandom> random;
    if (req.seed)
        random.emplace(*req.seed);
    CarState car = req.car;

    // GT solo: every turn adds the seconds of the gear it ends in (GT p. 22).
    const bool solo = game == Game::GT && req.rules.solo;
    const auto withSoloSeconds = [&](QJsonObject o, GearMarker end) {
        if (solo)
            o.insert(u"soloSeconds"_s, data.soloTiming().secondsFor(end));
        return o;
    };

    std::optional<TurnStart> start;
    if (req.turnStart) {
        start = startTurn(ctx, car, *req.turnStart);
        out.insert(u"turnStart"_s, start->mayMove ? turnStart(*start) : withSoloSeconds(turnStart(*start), start->marker));
        applyTurnStart(car, *start);
    }
    const TurnStart *started = start ? &*start : nullptr;

    std::optional<TurnOutcome> resolved;
    if (req.move) {
        const MoveVerdict v = validateMove(ctx, car, *req.move, started);
        out.insert(u"legal"_s, v.legal());
        QJsonObject vj = verdict(v, car, game);
        vj.insert(u"plan"_s, withSoloSeconds(vj.value("plan"_L1).toObject(), v.analysis.endGear));
        out.insert(u"verdict"_s, vj);
        RollResults rolled;
        if (req.results)
            rolled = *req.results;
        else if (random && v.legal())
            rolled = rollMove(v.analysis, *req.move, *random);
        if ((req.results || random) && v.legal()) {
            resolved = resolveMove(ctx, car, *req.move, rolled, started);
            QJsonObject o = withSoloSeconds(outcome(*resolved, game), resolved->endGear);
            if (!req.results)
                o.insert(u"rolled"_s, results(rolled));
            if (!resolved->error.isEmpty())
                o.insert(u"error"_s, resolved->error);
            out.insert(u"resolution"_s, o);
        }
        if (resolved && req.rearranged) {
            const RearrangementCheck check = checkRearrangement(ctx, car, *req.move, rolled, *req.rearranged,
                                                                req.rearrangedResults);
            QJsonObject j{{u"accepted"_s, check.ok()}, {u"rulings"_s, rulings(check.rulings)}};
            if (check.option)
                j.insert(u"loss"_s, lossOption(*check.option, game));
            out.insert(u"rearranged"_s, j);
        }
        // DIRT: the Time card flipped for a Loss of Control.
        if (resolved && resolved->loss && game == Game::Dirt) {
            std::optional<DirtLossResult> card;
            if (req.lossCard)
                card = resolveTimeCard(ctx, *resolved->loss, *req.lossCard);
            else if (random)
                card = drawTimeCard(ctx, *resolved->loss, *random);
            if (card)
                out.insert(u"timeCard"_s, dirtLoss(*card));
        }
    }

    // Damage tokens: as drawn at the table, or drawn from the bag with the seed.
    std::optional<QList<DamageToken>> drawn = req.damage;
    if (!drawn && random && resolved && resolved->loss && game == Game::GT && resolved->damageTokens > 0) {
        DamageBag bag(data.damageBag(Game::GT));
        drawn = drawDamage(bag, resolved->damageTokens, req.rules, *random);
    }
    if (drawn) {
        QJsonObject d = damage(damageEffects(ctx, *drawn));
        QJsonArray ids;
        for (DamageToken t : *drawn)
            ids.append(enumId(t));
        d.insert(u"tokens"_s, ids);
        out.insert(u"damage"_s, d);
    }
    if (req.shortcut)
        out.insert(u"shortcut"_s, damage(shortcutEffects(ctx, *req.shortcut)));

    if (req.pitStop) {
        PitStopRequest p = *req.pitStop;
        if (req.pitStopFromMove && resolved && req.move) {
            p.endGear = resolved->endGear;
            p.lossOfControl = resolved->loss.has_value();
            if (resolved->stepsTaken > 0)
                p.space = req.move->steps.value(resolved->stepsTaken - 1).space;
        }
        out.insert(u"pitStop"_s, pitStop(Pacenotes::pitStop(ctx, car, p)));
    }
    if (req.soloLap)
        out.insert(u"soloLap"_s, soloLap(data.soloTiming(), req.soloLap->turns, req.soloLap->focus));
    if (req.stage) {
        const StageEntry entry{QString(), req.stage->timeCards, req.stage->secondsLeft,
                               checkpointPenalty(req.stage->penaltyTokens, data.stageScoring()), req.stage->retired};
        const std::optional<int> slowest = req.stage->retired ? std::optional<int>(req.stage->slowest) : std::nullopt;
        out.insert(u"stage"_s, stageTime(stageTimeVerdict(ctx, entry, slowest), entry, req.stage->retired));
    }
    // A car that retired gets Assistance before the next stage all the same (DIRT p. 21).
    if (req.assistance || (req.stage && req.stage->retired))
        out.insert(u"assistance"_s, assistance(Pacenotes::assistance(ctx, car)));
    if (req.spareTyre) {
        const GearMarker end = resolved ? resolved->endGear : car.gear;
        const SpareTyreVerdict v = spareTyre(ctx, car, end, resolved && resolved->loss);
        out.insert(u"spareTyre"_s, QJsonObject{{u"allowed"_s, v.allowed()},
                                               {u"coastTokenBack"_s, v.allowed() && car.damage.coast > 0},
                                               {u"marker"_s, v.allowed() ? QJsonValue(GearMarker{}.text()) : QJsonValue()},
                                               {u"location"_s, v.allowed() ? QJsonValue(enumId(CarLocation::InPits)) : QJsonValue()},
                                               {u"rulings"_s, rulings(v.rulings)}});
    }
    return out;
}

} // namespace Pacenotes::RefereeJson
