// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamerecords.h"

#include "records/sololapoptions.h"

namespace Pacenotes::GameRecords {

using namespace Qt::StringLiterals;

namespace {

std::optional<CarCategory> categoryOf(const QString &carClass)
{
    const QString key = QString(carClass).remove(u' ').toLower();
    if (key == "gt6"_L1)
        return CarCategory::GT6;
    if (key == "gt6bop"_L1)
        return CarCategory::GT6Bop;
    if (key == "gt5"_L1)
        return CarCategory::GT5;
    if (key == "gt5bop"_L1)
        return CarCategory::GT5Bop;
    if (key == "gt4"_L1)
        return CarCategory::GT4;
    return std::nullopt;
}

QString trackTitle(const GameSetup &setup)
{
    if (!setup.track.title.isEmpty())
        return setup.track.title;
    return setup.title;
}

} // namespace

std::optional<SoloLap> soloLap(const GameSetup &setup, const GameState &state, const QString &notes)
{
    if (setup.kind != GameKind::GtSolo || state.cars.isEmpty())
        return std::nullopt;
    const CarGame &c = state.cars.constFirst();
    if (c.status != CarStatus::Finished)
        return std::nullopt;
    SoloLap lap;
    lap.header.track = trackTitle(setup).left(SoloLap::kMaxTextLength);
    lap.header.driver = setup.players.constFirst().name.left(SoloLap::kMaxTextLength);
    lap.header.category = categoryOf(c.car.carClass).value_or(CarCategory::GT6);
    const QString tyres = setup.players.constFirst().tyres;
    lap.header.tyres = SoloLapOptions::tyresFromKey(tyres).value_or(Tyres::Asphalt);
    const bool random = setup.rules.randomWeather;
    lap.header.weather = random ? LapWeather::Random : (setup.rules.weather == Weather::Wet ? LapWeather::Wet : LapWeather::Dry);
    lap.header.date = setup.date;
    for (const SoloTurnRecord &t : c.soloTurns.items())
        lap.turns.append({t.endGear, random ? (t.weather == Weather::Wet ? TurnWeather::Wet : TurnWeather::Dry) : TurnWeather::None});
    lap.focusTokens = qBound(0, c.car.focus, SoloLap::kMaxFocusTokens);
    lap.finished = true;
    lap.notes = notes;
    return lap;
}

Rally rallySoFar(const GameSetup &setup, const GameState &state, const QString &notes)
{
    Rally r;
    r.name = setup.title.left(Rally::kMaxTextLength);
    r.date = setup.date;
    r.checkpoints = setup.checkpoints;
    r.notes = notes;
    for (const StageSetup &s : setup.stages) {
        const QString name = !s.title.isEmpty() ? s.title : s.track.title;
        r.stages.append(RallyStage{name.left(Rally::kMaxTextLength), s.assistance});
    }
    for (int p = 0; p < setup.players.size(); ++p) {
        RallyPlayer player{setup.players[p].name.left(Rally::kMaxTextLength), {}};
        const CarGame &c = state.cars.value(p);
        for (int k = 0; k < r.stages.size(); ++k) {
            StageResult res;
            if (k < c.stages.size()) {
                const StageRecord &rec = c.stages[k];
                res.time = rec.retired ? std::nullopt : rec.time;
                if (res.time)
                    res.time = qBound(0, *res.time, StageResult::kMaxStageSeconds);
                res.retired = rec.retired;
                res.penaltyTokens = qBound(0, rec.penaltyTokens, StageResult::kMaxPenaltyTokens);
                const int cap = Damage::kMaxTokens;
                res.damage = Damage{qMin(cap, rec.carried.gear), qMin(cap, rec.carried.coast), qMin(cap, rec.carried.brake)};
                res.spareTire = rec.spareTyre;
            }
            player.results.append(res);
        }
        r.players.append(player);
    }
    r.normalize();
    return r;
}

std::optional<Rally> rally(const GameSetup &setup, const GameState &state, const QString &notes)
{
    if (setup.game() != Game::Dirt)
        return std::nullopt;
    bool any = false;
    for (const CarGame &c : state.cars)
        any = any || !c.stages.isEmpty();
    if (!any)
        return std::nullopt;
    return rallySoFar(setup, state, notes);
}

} // namespace Pacenotes::GameRecords
