// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipimport.h"

#include "championshiptr.h"
#include "game/gameaction.h"
#include "game/gamesetup.h"
#include "game/gamestate.h"

namespace Pacenotes::ChampionshipImport {

using namespace Qt::StringLiterals;

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

QString titleOf(const GameSetup &setup)
{
    if (!setup.title.isEmpty())
        return setup.title;
    if (!setup.track.title.isEmpty())
        return setup.track.title;
    return setup.stages.isEmpty() ? QString() : setup.stages.constFirst().track.title;
}

} // namespace

std::optional<ChampionshipEvent> fromGame(const GameSetup &setup, const GameState &state, const QList<GameAction> &log,
                                          const QString &uuid, QString *error)
{
    ChampionshipEvent ev;
    ev.name = titleOf(setup);
    ev.date = setup.date;
    ev.game = setup.game();
    ev.source = EventSource{true, uuid, titleOf(setup)};
    const int cars = int(setup.players.size());
    switch (setup.kind) {
    case GameKind::GtSolo:
        fail(error, ChampionshipTr::tr("A solo lap is one driver against the clock: enter its time by hand as a one-stage rally "
                                       "(a time trial)."));
        return std::nullopt;
    case GameKind::GtRace: {
        ev.kind = EventKind::Race;
        // Retirements in the order they happened: by the players, or forced at the start of a turn.
        QList<int> retiredInOrder;
        for (const GameAction &a : log) {
            const bool retires = a.type() == ActionType::Retire || (a.type() == ActionType::Turn && a.report.retired);
            if (retires && a.car >= 0 && !retiredInOrder.contains(a.car))
                retiredInOrder.append(a.car);
        }
        QStringList unplaced;
        for (int c = 0; c < cars; ++c) {
            EventEntry e;
            e.driver = setup.players[c].name;
            e.car = setup.players[c].carClass;
            const int finish = int(state.finishOrder.indexOf(c));
            if (finish >= 0) {
                e.place = finish + 1;
            } else if (state.cars.value(c).status == CarStatus::Retired) {
                e.retired = true;
                e.retiredOrder = int(retiredInOrder.indexOf(c)) + 1;
            } else {
                unplaced << setup.players[c].name;
            }
            ev.entries.append(e);
        }
        if (!unplaced.isEmpty()) {
            fail(error, ChampionshipTr::tr("The race ended before %1 finished or retired: the game does not know their places. "
                                           "Enter this race's result by hand.")
                            .arg(unplaced.join(u", "_s)));
            return std::nullopt;
        }
        int retirees = 0;
        for (const EventEntry &e : std::as_const(ev.entries))
            retirees += e.retired ? 1 : 0;
        if (retirees == 1)
            for (EventEntry &e : ev.entries)
                if (e.retired)
                    e.retiredOrder = 0;
        break;
    }
    case GameKind::DirtStage:
    case GameKind::DirtRally: {
        ev.kind = EventKind::Rally;
        ev.checkpoints = setup.checkpoints;
        for (const StageSetup &s : setup.stages)
            ev.stages.append(EventStage{s.title.isEmpty() ? s.track.title : s.title, s.assistance});
        bool any = false;
        // The stages run in the grid's order: the first stage's start order is the entries' order.
        QList<int> order = setup.grid;
        for (int c = 0; c < cars; ++c)
            if (!order.contains(c))
                order.append(c);
        for (int c : std::as_const(order)) {
            EventEntry e;
            e.driver = setup.players.value(c).name;
            const QList<StageRecord> records = state.cars.value(c).stages;
            for (int s = 0; s < ev.stages.size(); ++s) {
                StageTime t;
                if (s < records.size()) {
                    t.time = records[s].retired ? std::nullopt : records[s].time;
                    t.retired = records[s].retired;
                    t.penaltyTokens = records[s].penaltyTokens;
                    any = true;
                }
                e.stages.append(t);
            }
            ev.entries.append(e);
        }
        if (!any) {
            fail(error, ChampionshipTr::tr("No stage of this game has been completed yet."));
            return std::nullopt;
        }
        break;
    }
    }
    return ev;
}

ChampionshipEvent matchDrivers(const Championship &season, ChampionshipEvent event, QList<ChampionshipDriver> *added)
{
    Championship grown = season;
    for (EventEntry &e : event.entries) {
        int found = -1;
        for (int d = 0; d < grown.drivers.size() && found < 0; ++d)
            if (grown.drivers[d].name.compare(e.driver, Qt::CaseInsensitive) == 0 || grown.drivers[d].id.compare(e.driver, Qt::CaseInsensitive) == 0)
                found = d;
        if (found < 0) {
            ChampionshipDriver d{grown.freeDriverId(e.driver), e.driver, e.car, {}};
            grown.drivers.append(d);
            if (added)
                added->append(d);
            found = int(grown.drivers.size()) - 1;
        }
        e.driver = grown.drivers[found].id;
    }
    return event;
}

} // namespace Pacenotes::ChampionshipImport
