// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebook.h"

#include "gamesetup.h"
#include "gametr.h"
#include "rules/rulesdata.h"
#include "rules/stagerules.h"

#include <functional>

namespace Pacenotes::TableBook {

namespace {

int takeWhere(GameState &state, const RulesData &data, int car, const std::function<bool(const DamageTokenSpec &)> &match)
{
    const DamageBagSpec &spec = data.damageBag(state.rules.game);
    if (state.bagTaken.size() != spec.tokens().size())
        state.bagTaken.resize(spec.tokens().size());
    for (int i = 0; i < spec.tokens().size(); ++i) {
        if (!match(spec.tokens()[i]))
            continue;
        if (state.bagTaken[i] < spec.tokens()[i].count) {
            ++state.bagTaken[i];
            state.cars[car].heldTokens.append(i);
            return i;
        }
    }
    return -1;
}

void noneLeft(Rulings &rulings, Game game, const QString &what)
{
    rulings.append({Rule::DataConfidence, Ruling::Kind::Note, -1,
                    GameTr::tr("By the game data's count the bag holds no %1 token any more; the token drawn at the table "
                               "counts all the same (check the bag's contents in the game data).")
                        .arg(what),
                    game});
}

} // namespace

int takeDamage(GameState &state, const RulesData &data, int car, DamageToken token, Rulings &rulings)
{
    const int i = takeWhere(state, data, car, [token](const DamageTokenSpec &s) { return s.damage == token; });
    if (i < 0)
        noneLeft(rulings, state.rules.game, DamageText::name(token));
    return i;
}

int takeShortcut(GameState &state, const RulesData &data, int car, ShortcutResult result, Rulings &rulings)
{
    const int i = takeWhere(state, data, car, [result](const DamageTokenSpec &s) { return s.shortcut == result; });
    if (i < 0)
        noneLeft(rulings, state.rules.game, DamageText::shortcutName(result));
    return i;
}

void returnAll(GameState &state, int car)
{
    for (int i : std::as_const(state.cars[car].heldTokens))
        if (i >= 0 && i < state.bagTaken.size() && state.bagTaken[i] > 0)
            --state.bagTaken[i];
    state.cars[car].heldTokens.clear();
}

void returnOne(GameState &state, const RulesData &data, int car, DamageToken token)
{
    QList<int> &held = state.cars[car].heldTokens;
    const DamageBagSpec &spec = data.damageBag(state.rules.game);
    for (int k = 0; k < held.size(); ++k) {
        const int i = held[k];
        if (i >= 0 && i < spec.tokens().size() && spec.tokens()[i].damage == token) {
            held.removeAt(k);
            if (i < state.bagTaken.size() && state.bagTaken[i] > 0)
                --state.bagTaken[i];
            return;
        }
    }
}

void liftYellowFlags(GameState &state, int car)
{
    for (qsizetype k = state.marks.size() - 1; k >= 0; --k) {
        const TrackMark &m = state.marks[k];
        if (m.kind == TrackMark::Kind::YellowFlag && m.car == car) {
            if (m.token >= 0)
                state.cars[car].heldTokens.append(m.token);
            state.marks.removeAt(k);
        }
    }
}

void resetBagForStage(GameState &state, const RulesData &data)
{
    state.bagTaken = QList<int>(data.damageBag(state.rules.game).tokens().size(), 0);
    state.marks.clear();
    Rulings ignored; // a carried token is on the dashboard whatever the data counts
    for (int c = 0; c < state.cars.size(); ++c) {
        state.cars[c].heldTokens.clear();
        const DamageCounts &d = state.cars[c].car.damage;
        for (int n = 0; n < d.gear; ++n)
            takeDamage(state, data, c, DamageToken::Gear, ignored);
        for (int n = 0; n < d.brake; ++n)
            takeDamage(state, data, c, DamageToken::Brake, ignored);
        for (int n = 0; n < d.coast; ++n)
            takeDamage(state, data, c, DamageToken::Coast, ignored);
        for (int n = 0; n < d.boost; ++n)
            takeDamage(state, data, c, DamageToken::Boost, ignored);
    }
}

bool closeStageIfDone(const GameSetup &setup, GameState &state)
{
    if (setup.game() != Game::Dirt || !state.allDone())
        return false;
    for (CarGame &c : state.cars) {
        if (c.stages.size() > state.stage)
            continue; // already closed
        StageRecord r;
        r.retired = c.status == CarStatus::Retired;
        if (!r.retired)
            r.time = stageTime(StageEntry{{}, {c.timeCardSeconds()}, c.car.focus, 0, false});
        r.carried = c.car.damage;
        r.spareTyre = c.car.spareTyre;
        while (c.stages.size() < state.stage)
            c.stages.append(StageRecord{std::nullopt, true, 0, {}, true});
        c.stages.append(r);
    }
    return true;
}

} // namespace Pacenotes::TableBook
