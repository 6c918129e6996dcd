// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesetup.h"

#include "gametr.h"
#include "rules/randomsource.h"
#include "rules/rulesdata.h"
#include "rules/turnorder.h"

#include <QSet>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr std::pair<QStringView, GameKind> kKinds[] = {{u"gt-race", GameKind::GtRace},
                                                       {u"gt-solo", GameKind::GtSolo},
                                                       {u"dirt-stage", GameKind::DirtStage},
                                                       {u"dirt-rally", GameKind::DirtRally}};
constexpr std::pair<QStringView, TrackRef::Source> kSources[] = {{u"none", TrackRef::Source::None},
                                                                 {u"file", TrackRef::Source::File},
                                                                 {u"library", TrackRef::Source::Library},
                                                                 {u"rulebook", TrackRef::Source::Rulebook}};
} // namespace

QString GameSetup::kindId(GameKind k)
{
    for (const auto &[id, value] : kKinds)
        if (value == k)
            return id.toString();
    return {};
}

std::optional<GameKind> GameSetup::kindFromId(QStringView id)
{
    for (const auto &[name, value] : kKinds)
        if (name == id)
            return value;
    return std::nullopt;
}

QString GameSetup::kindName(GameKind k)
{
    switch (k) {
    case GameKind::GtRace: return GameTr::tr("GT race");
    case GameKind::GtSolo: return GameTr::tr("GT solo lap");
    case GameKind::DirtStage: return GameTr::tr("DIRT stage");
    case GameKind::DirtRally: return GameTr::tr("DIRT rally");
    }
    return {};
}

QString GameSetup::sourceId(TrackRef::Source s)
{
    for (const auto &[id, value] : kSources)
        if (value == s)
            return id.toString();
    return {};
}

std::optional<TrackRef::Source> GameSetup::sourceFromId(QStringView id)
{
    for (const auto &[name, value] : kSources)
        if (name == id)
            return value;
    return std::nullopt;
}

RaceRules GameSetup::stageRules(int stage) const
{
    RaceRules r = rules;
    r.game = game();
    if (r.game == Game::Dirt) {
        if (stage >= 0 && stage < stages.size())
            r.terrain = stages[stage].terrain;
        r.rally = kind == GameKind::DirtRally;
    } else {
        r.solo = kind == GameKind::GtSolo;
    }
    return r;
}

GameSetup GameSetup::normalised(GameSetup s, const RulesData &data)
{
    s.rules.game = s.game();
    if (s.game() == Game::Dirt && s.stages.isEmpty())
        s.stages.append(StageSetup{s.title, s.track, s.rules.terrain, false});
    if (s.game() == Game::GT)
        s.stages.clear();
    s.rules.solo = s.kind == GameKind::GtSolo;
    s.rules.rally = s.kind == GameKind::DirtRally;
    const Dashboards &boards = data.dashboards(s.game());
    for (PlayerSetup &p : s.players) {
        if (p.carClass.isEmpty() && !boards.classes().isEmpty())
            p.carClass = boards.classes().constFirst().id;
        if (p.tyres.isEmpty()) {
            const QStringList tyres = boards.tyres(p.carClass);
            const QString preferred = s.game() == Game::GT ? u"asphalt"_s : u"gravel"_s;
            p.tyres = tyres.contains(preferred) ? preferred : tyres.value(0);
        }
    }
    if (s.grid.isEmpty())
        for (int i = 0; i < s.players.size(); ++i)
            s.grid.append(i);
    return s;
}

GameSetup GameSetup::defaults(GameKind kind, int players, const RulesData &data, int stages)
{
    // The colours of the cars in the boxes, in a fixed order.
    static const QList<QColor> colours{QColor(0xc0, 0x10, 0x10), QColor(0x10, 0x50, 0xc0), QColor(0xe0, 0xb0, 0x00),
                                       QColor(0x10, 0x90, 0x30), QColor(0x20, 0x20, 0x20), QColor(0xf0, 0xf0, 0xf0)};
    GameSetup s;
    s.kind = kind;
    s.title = kindName(kind);
    s.date = QDate::currentDate();
    s.rules.game = s.game();
    const int n = qBound(1, players, kMaxPlayers);
    for (int i = 0; i < n; ++i)
        s.players.append(PlayerSetup{GameTr::tr("Player %1").arg(i + 1), colours[i % colours.size()], {}, {}});
    if (s.game() == Game::Dirt)
        for (int k = 0; k < qBound(1, stages, kMaxStages); ++k)
            s.stages.append(StageSetup{GameTr::tr("Stage %1").arg(k + 1), {}, u"gravel"_s, false});
    return normalised(s, data);
}

void GameSetup::drawGrid(RandomSource &random)
{
    grid.clear();
    const int n = int(players.size());
    if (game() == Game::Dirt) {
        // DIRT p. 5: one car is drawn and starts first; play goes on clockwise around the table,
        // which is the order the players are listed in.
        const int first = n > 0 ? random.below(n) : 0;
        for (int k = 0; k < n; ++k)
            grid.append((first + k) % n);
    } else {
        QStringList ids;
        for (int i = 0; i < n; ++i)
            ids << QString::number(i);
        for (const QString &id : drawStartingOrder(ids, random))
            grid.append(id.toInt());
    }
    gridDrawn = true;
}

QStringList GameSetup::problems(const RulesData &data) const
{
    QStringList out;
    const int n = int(players.size());
    if (kind == GameKind::GtSolo && n != 1)
        out << GameTr::tr("A solo lap has exactly one player.");
    else if (kind == GameKind::GtRace && (n < 2 || n > kMaxPlayers))
        out << GameTr::tr("A GT race needs 2 to %1 players.").arg(kMaxPlayers);
    else if (n < 1 || n > kMaxPlayers)
        out << GameTr::tr("A DIRT game needs 1 to %1 players.").arg(kMaxPlayers);

    const Dashboards &boards = data.dashboards(game());
    QSet<QString> names;
    for (int i = 0; i < n; ++i) {
        const PlayerSetup &p = players[i];
        const QString who = p.name.trimmed().isEmpty() ? GameTr::tr("Player %1").arg(i + 1) : p.name;
        if (p.name.trimmed().isEmpty())
            out << GameTr::tr("Player %1 has no name.").arg(i + 1);
        else if (p.name.size() > kMaxNameLength)
            out << GameTr::tr("%1: the name is longer than %2 characters.").arg(who).arg(kMaxNameLength);
        else if (names.contains(p.name.trimmed().toCaseFolded()))
            out << GameTr::tr("Two players are called %1: give each a different name.").arg(who);
        names.insert(p.name.trimmed().toCaseFolded());
        if (!boards.carClass(p.carClass))
            out << GameTr::tr("%1: there is no car class %2 in the %3 data.").arg(who, p.carClass, enumId(game()).toUpper());
        else if (!boards.tyres(p.carClass).contains(p.tyres))
            out << GameTr::tr("%1: the %2 class has no dashboard with %3.").arg(who, p.carClass, RulesText::tyresName(p.tyres));
    }

    QList<int> sorted = grid;
    std::sort(sorted.begin(), sorted.end());
    QList<int> expected;
    for (int i = 0; i < n; ++i)
        expected.append(i);
    if (sorted != expected)
        out << GameTr::tr("The starting order must name every player exactly once.");

    if (game() == Game::GT) {
        if (rules.laps < 1 || rules.laps > 99)
            out << GameTr::tr("A race has 1 to 99 laps.");
        if (!stages.isEmpty())
            out << GameTr::tr("GT races have no stages.");
    } else {
        if (stages.isEmpty())
            out << GameTr::tr("A DIRT game needs at least one stage.");
        else if (kind == GameKind::DirtStage && stages.size() != 1)
            out << GameTr::tr("A single DIRT stage has exactly one stage; choose a rally for more.");
        else if (stages.size() > kMaxStages)
            out << GameTr::tr("A rally has at most %1 stages.").arg(kMaxStages);
        for (const StageSetup &st : stages)
            if (st.terrain != "gravel"_L1 && st.terrain != "asphalt"_L1 && st.terrain != "snow"_L1)
                out << GameTr::tr("Unknown road type %1: gravel, asphalt or snow.").arg(st.terrain);
        if (checkpoints && kind != GameKind::DirtRally)
            out << GameTr::tr("Checkpoints are a rally rule: they need two stages or more.");
    }
    return out;
}

} // namespace Pacenotes
