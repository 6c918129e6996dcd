// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelogjson.h"

#include "gamesession.h"
#include "gametr.h"
#include "rules/json/jsonscope.h"
#include "rules/json/refereejson.h"
#include "rules/json/refereerequest.h"
#include "rules/json/requestjsonwriter.h"
#include "rules/trcontexts.h"

#include <QJsonDocument>

namespace Pacenotes::GameLogJson {

using namespace Qt::StringLiterals;

namespace {

constexpr auto kFormat = "pacenotes-game-log"_L1;

QJsonObject trackJson(const TrackRef &t)
{
    QJsonObject o{{u"source"_s, GameSetup::sourceId(t.source)}};
    if (!t.location.isEmpty())
        o.insert(u"location"_s, t.location);
    if (!t.title.isEmpty())
        o.insert(u"title"_s, t.title);
    return o;
}

TrackRef readTrack(const JsonScope &s)
{
    s.allowOnly({"source"_L1, "location"_L1, "title"_L1});
    TrackRef t;
    const QString source = s.string("source"_L1, u"none"_s, 20);
    if (const auto src = GameSetup::sourceFromId(source))
        t.source = *src;
    else
        s.fail("source"_L1, JsonText::expectedChoice({u"none"_s, u"file"_s, u"library"_s, u"rulebook"_s}));
    t.location = s.string("location"_L1, {}, 4096);
    t.title = s.string("title"_L1, {}, 200);
    return t;
}

int readCar(const JsonScope &s, QLatin1StringView key, const GameSetup &setup)
{
    const QString name = s.string(key, {}, GameSetup::kMaxNameLength);
    for (int i = 0; i < setup.players.size(); ++i)
        if (setup.players[i].name == name)
            return i;
    QStringList names;
    for (const PlayerSetup &p : setup.players)
        names << p.name;
    s.fail(key, JsonText::expectedChoice(names));
    return -1;
}

QJsonObject turnJson(const TurnInput &t, const GameSetup &setup)
{
    const Game game = setup.game();
    QJsonObject o{{u"type"_s, u"turn"_s}, {u"car"_s, setup.players.value(t.car).name}};
    if (!t.spaceFree)
        o.insert(u"spaceFree"_s, false);
    if (t.move)
        o.insert(u"move"_s, RequestJsonWriter::move(*t.move, game));
    if (!t.results.isEmpty())
        o.insert(u"results"_s, RefereeJson::results(t.results));
    if (t.virtualDice)
        o.insert(u"virtualDice"_s, true);
    if (t.layoutOption)
        o.insert(u"layout"_s, QJsonObject{{u"option"_s, *t.layoutOption}});
    else if (t.layout) {
        QJsonObject moveJson = RequestJsonWriter::move(*t.layout, game);
        o.insert(u"layout"_s, QJsonObject{{u"steps"_s, moveJson.value(u"steps"_s)}, {u"results"_s, RefereeJson::results(t.layoutResults)}});
    }
    if (t.damage)
        o.insert(u"damage"_s, RequestJsonWriter::damage(*t.damage));
    if (t.lossCard)
        o.insert(u"lossCard"_s, RequestJsonWriter::lossCard(*t.lossCard));
    if (!t.shortcuts.isEmpty()) {
        QJsonArray a;
        for (ShortcutResult r : t.shortcuts)
            a.append(RequestJsonWriter::shortcut(r));
        o.insert(u"shortcuts"_s, a);
    }
    if (t.pitStop)
        o.insert(u"pitStop"_s, RequestJsonWriter::pitStopChoice(*t.pitStop));
    if (t.spareTyre)
        o.insert(u"spareTyre"_s, true);
    if (t.spareTyreSeconds)
        o.insert(u"spareTyreSeconds"_s, *t.spareTyreSeconds);
    if (t.timeCardSeconds)
        o.insert(u"timeCardSeconds"_s, *t.timeCardSeconds);
    if (t.virtualDraws)
        o.insert(u"virtualDraws"_s, true);
    return o;
}

TurnInput readTurn(const JsonScope &s, const GameSetup &setup, const RulesData &data)
{
    const Game game = setup.game();
    TurnInput t;
    t.car = readCar(s, "car"_L1, setup);
    if (!s.has("car"_L1))
        s.fail("car"_L1, GameTr::tr("say whose turn it is"));
    t.spaceFree = s.boolean("spaceFree"_L1, true);
    // Dice and tyres are checked against the car's class, as `pacenotes referee` checks them.
    const QString carClass = t.car >= 0 ? setup.players.value(t.car).carClass : QString();
    if (s.has("move"_L1))
        t.move = RefereeRequestParts::move(s.object("move"_L1), game, data, carClass);
    if (s.has("results"_L1))
        t.results = RefereeRequestParts::results(s, "results"_L1, data);
    t.virtualDice = s.boolean("virtualDice"_L1, false);
    if (s.has("layout"_L1)) {
        const JsonScope l = s.object("layout"_L1);
        l.allowOnly({"option"_L1, "steps"_L1, "results"_L1});
        if (l.has("option"_L1)) {
            t.layoutOption = l.integer("option"_L1, 0, 999, 0);
            if (l.has("steps"_L1))
                l.fail("steps"_L1, GameTr::tr("give either a re-layout the referee listed (\"option\") or your own (\"steps\"), not both"));
        } else {
            t.layout = RefereeRequestParts::move(JsonScope(QJsonObject{{u"steps"_s, l.value("steps"_L1)}}, l.path(), s.errors()), game,
                                                 data, carClass);
            t.layout->mode = RollMode::FlatOut; // the dice of a Flat Out roll, laid out again
            t.layoutResults = RefereeRequestParts::results(l, "results"_L1, data);
        }
    }
    if (s.has("damage"_L1))
        t.damage = RefereeRequestParts::damage(s, "damage"_L1, data);
    if (s.has("lossCard"_L1)) {
        if (game != Game::Dirt)
            s.fail("lossCard"_L1, GameTr::tr("only DIRT has Time cards"));
        t.lossCard = RefereeRequestParts::lossCard(s.object("lossCard"_L1), data);
    }
    const QJsonArray shortcuts = s.array("shortcuts"_L1, 40);
    if (!shortcuts.isEmpty() && game != Game::Dirt)
        s.fail("shortcuts"_L1, GameTr::tr("only DIRT has shortcuts"));
    for (int i = 0; i < shortcuts.size() && s.ok(); ++i) {
        const JsonScope wrap(QJsonObject{{u"side"_s, shortcuts.at(i)}}, s.path("shortcuts"_L1) + u'[' + QString::number(i) + u']',
                             s.errors());
        t.shortcuts.append(RefereeRequestParts::shortcut(wrap, "side"_L1, data));
    }
    if (s.has("pitStop"_L1)) {
        const JsonScope p = s.object("pitStop"_L1);
        p.allowOnly({"choice"_L1, "newTyres"_L1, "centreLane"_L1});
        t.pitStop = RefereeRequestParts::pitStop(p, game, data, carClass);
    }
    t.spareTyre = s.boolean("spareTyre"_L1, false);
    if (s.has("spareTyreSeconds"_L1))
        t.spareTyreSeconds = s.integer("spareTyreSeconds"_L1, 0, 3600, 0);
    if (s.has("timeCardSeconds"_L1))
        t.timeCardSeconds = s.integer("timeCardSeconds"_L1, 0, 3600, 0);
    t.virtualDraws = s.boolean("virtualDraws"_L1, false);
    return t;
}

} // namespace

QJsonObject setup(const GameSetup &s)
{
    QJsonObject o{{u"kind"_s, GameSetup::kindId(s.kind)}, {u"rules"_s, RequestJsonWriter::rules(s.rules)}};
    if (!s.title.isEmpty())
        o.insert(u"title"_s, s.title);
    if (s.date.isValid())
        o.insert(u"date"_s, s.date.toString(Qt::ISODate));
    if (s.game() == Game::GT) {
        o.insert(u"track"_s, trackJson(s.track));
    } else {
        QJsonArray stages;
        for (const StageSetup &st : s.stages) {
            QJsonObject j{{u"track"_s, trackJson(st.track)}, {u"terrain"_s, st.terrain}};
            if (!st.title.isEmpty())
                j.insert(u"title"_s, st.title);
            if (st.assistance)
                j.insert(u"assistance"_s, true);
            stages.append(j);
        }
        o.insert(u"stages"_s, stages);
    }
    QJsonArray players, grid;
    for (const PlayerSetup &p : s.players) {
        QJsonObject j{{u"name"_s, p.name}, {u"class"_s, p.carClass}, {u"tyres"_s, p.tyres}};
        if (p.colour.isValid())
            j.insert(u"colour"_s, p.colour.name());
        players.append(j);
    }
    for (int i : s.grid)
        grid.append(s.players.value(i).name);
    o.insert(u"players"_s, players);
    o.insert(u"grid"_s, grid);
    if (s.gridDrawn)
        o.insert(u"gridDrawn"_s, true);
    if (s.checkpoints)
        o.insert(u"checkpoints"_s, true);
    if (!s.overrides.isEmpty())
        o.insert(u"overrides"_s, QJsonDocument::fromJson(s.overrides.toJson()).object());
    return o;
}

std::optional<GameSetup> readSetup(const QJsonObject &object, QString *error)
{
    JsonErrors errors;
    const JsonScope s(object, u"setup"_s, &errors);
    s.allowOnly({"kind"_L1, "title"_L1, "date"_L1, "track"_L1, "stages"_L1, "rules"_L1, "players"_L1, "grid"_L1, "gridDrawn"_L1,
                 "checkpoints"_L1, "overrides"_L1});
    GameSetup setup;
    const std::optional<GameKind> kind = GameSetup::kindFromId(s.string("kind"_L1, {}, 20));
    if (!kind)
        s.fail("kind"_L1, JsonText::expectedChoice({u"gt-race"_s, u"gt-solo"_s, u"dirt-stage"_s, u"dirt-rally"_s}));
    setup.kind = kind.value_or(GameKind::GtRace);
    setup.title = s.string("title"_L1, {}, 200);
    if (s.has("date"_L1)) {
        setup.date = QDate::fromString(s.string("date"_L1, {}, 10), Qt::ISODate);
        if (!setup.date.isValid())
            s.fail("date"_L1, GameTr::tr("expected a date as YYYY-MM-DD"));
    }
    if (s.has("overrides"_L1)) {
        QString why;
        const std::optional<DataOverrides> o =
            s.value("overrides"_L1).isObject()
                ? DataOverrides::fromJson(QJsonDocument(s.value("overrides"_L1).toObject()).toJson(), &why)
                : std::nullopt;
        if (!o)
            s.fail("overrides"_L1, why.isEmpty() ? JsonInputTr::tr("expected a JSON object") : why);
        else
            setup.overrides = *o;
    }
    const RulesData data = setup.overrides.applied();
    const Game game = setup.game();
    RefereeRequestParts::rules(s.object("rules"_L1), game, data, setup.rules);
    if (game == Game::GT) {
        setup.track = readTrack(s.object("track"_L1));
        if (s.has("stages"_L1))
            s.fail("stages"_L1, GameTr::tr("GT races have no stages"));
    } else {
        if (s.has("track"_L1))
            s.fail("track"_L1, GameTr::tr("a DIRT game names a track per stage, in \"stages\""));
        const QJsonArray stages = s.array("stages"_L1, GameSetup::kMaxStages);
        for (int i = 0; i < stages.size() && s.ok(); ++i) {
            const JsonScope st = JsonScope::element(stages, i, s.path("stages"_L1), &errors);
            st.allowOnly({"title"_L1, "track"_L1, "terrain"_L1, "assistance"_L1});
            StageSetup stage;
            stage.title = st.string("title"_L1, {}, 200);
            stage.track = readTrack(st.object("track"_L1));
            stage.terrain = st.string("terrain"_L1, setup.rules.terrain, 20);
            if (!QStringList{u"gravel"_s, u"asphalt"_s, u"snow"_s}.contains(stage.terrain))
                st.fail("terrain"_L1, JsonText::expectedChoice({u"gravel"_s, u"asphalt"_s, u"snow"_s}));
            stage.assistance = st.boolean("assistance"_L1, false);
            setup.stages.append(stage);
        }
    }
    const QJsonArray players = s.array("players"_L1, GameSetup::kMaxPlayers);
    for (int i = 0; i < players.size() && s.ok(); ++i) {
        const JsonScope p = JsonScope::element(players, i, s.path("players"_L1), &errors);
        p.allowOnly({"name"_L1, "colour"_L1, "class"_L1, "tyres"_L1});
        PlayerSetup player;
        player.name = p.string("name"_L1, {}, GameSetup::kMaxNameLength);
        if (p.has("colour"_L1)) {
            player.colour = QColor::fromString(p.string("colour"_L1, {}, 40));
            if (!player.colour.isValid())
                p.fail("colour"_L1, GameTr::tr("expected a colour such as \"#c00000\""));
        }
        player.carClass = p.string("class"_L1, {}, 40);
        player.tyres = p.string("tyres"_L1, {}, 40);
        setup.players.append(player);
    }
    const QJsonArray grid = s.array("grid"_L1, GameSetup::kMaxPlayers);
    for (int i = 0; i < grid.size() && s.ok(); ++i) {
        const JsonScope wrap(QJsonObject{{u"car"_s, grid.at(i)}}, s.path("grid"_L1) + u'[' + QString::number(i) + u']', &errors);
        setup.grid.append(readCar(wrap, "car"_L1, setup));
    }
    setup.gridDrawn = s.boolean("gridDrawn"_L1, false);
    setup.checkpoints = s.boolean("checkpoints"_L1, false);
    if (errors.ok()) {
        setup = GameSetup::normalised(setup, data);
        if (const QStringList problems = setup.problems(data); !problems.isEmpty())
            errors.fail(u"setup"_s, problems.join(u' '));
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return setup;
}

QJsonObject action(const ActionInput &input, const GameSetup &setup)
{
    const QString type = actionTypeId(actionType(input));
    if (const auto *p = std::get_if<PlacementInput>(&input)) {
        QJsonArray cars;
        for (const PlacementInput::Entry &e : p->entries) {
            QJsonObject c{{u"car"_s, setup.players.value(e.car).name}, {u"rank"_s, e.placement.rank + 1}};
            if (e.placement.position >= 0)
                c.insert(u"lane"_s, e.placement.position + 1);
            if (e.digital)
                c.insert(u"digital"_s, QJsonObject{{u"space"_s, e.digital->space},
                                                   {u"distance"_s, e.digital->distance},
                                                   {u"lane"_s, e.digital->lane + 1}});
            cars.append(c);
        }
        return {{u"type"_s, type}, {u"cars"_s, cars}};
    }
    if (const auto *t = std::get_if<TurnInput>(&input))
        return turnJson(*t, setup);
    if (const auto *b = std::get_if<StageBreakInput>(&input)) {
        QJsonObject o{{u"type"_s, type}};
        QJsonArray spare;
        for (int i : b->spareTyre)
            spare.append(setup.players.value(i).name);
        if (!spare.isEmpty())
            o.insert(u"spareTyre"_s, spare);
        QJsonObject penalties;
        for (int i = 0; i < b->penaltyTokens.size(); ++i)
            if (b->penaltyTokens[i] != 0)
                penalties.insert(setup.players.value(i).name, b->penaltyTokens[i]);
        if (!penalties.isEmpty())
            o.insert(u"penalties"_s, penalties);
        return o;
    }
    if (const auto *r = std::get_if<RetireInput>(&input))
        return {{u"type"_s, type}, {u"car"_s, setup.players.value(r->car).name}};
    return {{u"type"_s, type}};
}

std::optional<ActionInput> readAction(const QJsonObject &object, const GameSetup &setup, const RulesData &data, QString *error,
                                      const QString &path)
{
    JsonErrors errors;
    const JsonScope s(object, path, &errors);
    const std::optional<ActionType> type = actionTypeFromId(s.string("type"_L1, {}, 20));
    // What an export adds after each action: read back, never trusted.
    const auto outputs = {"round"_L1, "stage"_L1, "headline"_L1, "rulings"_L1};
    const auto allow = [&](std::initializer_list<QLatin1StringView> keys) {
        QList<QLatin1StringView> all(keys);
        for (QLatin1StringView k : outputs)
            all.append(k);
        for (const QString &k : s.keys())
            if (!all.contains(QLatin1StringView(k.toLatin1())) && s.ok()) {
                QStringList names;
                for (QLatin1StringView a : keys)
                    names << QString(a);
                errors.fail(s.path(QLatin1StringView(k.toLatin1())),
                            JsonInputTr::tr("unknown field; expected one of: %1").arg(names.join(u", "_s)));
            }
    };
    std::optional<ActionInput> out;
    switch (type.value_or(ActionType::End)) {
    case ActionType::Placement: {
        allow({"type"_L1, "cars"_L1});
        PlacementInput p;
        const QJsonArray cars = s.array("cars"_L1, GameSetup::kMaxPlayers);
        for (int i = 0; i < cars.size() && s.ok(); ++i) {
            const JsonScope c = JsonScope::element(cars, i, s.path("cars"_L1), &errors);
            c.allowOnly({"car"_L1, "rank"_L1, "lane"_L1, "digital"_L1});
            PlacementInput::Entry e;
            e.car = readCar(c, "car"_L1, setup);
            e.placement.rank = c.integer("rank"_L1, 1, GameSetup::kMaxPlayers, 1) - 1;
            e.placement.position = c.integer("lane"_L1, 1, 6, 0) - 1;
            if (c.has("digital"_L1)) {
                const JsonScope d = c.object("digital"_L1);
                d.allowOnly({"space"_L1, "distance"_L1, "lane"_L1});
                e.digital = DigitalPosition{d.string("space"_L1, {}, 100), d.number("distance"_L1, -1e6, 1e6, 0),
                                            d.integer("lane"_L1, 1, 6, 0) - 1};
            }
            p.entries.append(e);
        }
        out = p;
        break;
    }
    case ActionType::Round: allow({"type"_L1}); out = RoundInput{}; break;
    case ActionType::Turn:
        allow({"type"_L1, "car"_L1, "spaceFree"_L1, "move"_L1, "results"_L1, "virtualDice"_L1, "layout"_L1, "damage"_L1, "lossCard"_L1,
               "shortcuts"_L1, "pitStop"_L1, "spareTyre"_L1, "spareTyreSeconds"_L1, "timeCardSeconds"_L1, "virtualDraws"_L1});
        if (s.ok())
            out = readTurn(s, setup, data);
        break;
    case ActionType::StageBreak: {
        allow({"type"_L1, "spareTyre"_L1, "penalties"_L1});
        StageBreakInput b;
        const QJsonArray spare = s.array("spareTyre"_L1, GameSetup::kMaxPlayers);
        for (int i = 0; i < spare.size() && s.ok(); ++i) {
            const JsonScope wrap(QJsonObject{{u"car"_s, spare.at(i)}}, s.path("spareTyre"_L1) + u'[' + QString::number(i) + u']', &errors);
            b.spareTyre.append(readCar(wrap, "car"_L1, setup));
        }
        const JsonScope pen = s.object("penalties"_L1);
        b.penaltyTokens = QList<int>(setup.players.size(), 0);
        for (const QString &name : pen.keys()) {
            const JsonScope wrap(QJsonObject{{u"car"_s, name}}, pen.path(), &errors);
            const int car = readCar(wrap, "car"_L1, setup);
            const JsonScope tokens(QJsonObject{{u"tokens"_s, pen.value(name)}}, pen.path() + u'.' + name, &errors);
            if (car >= 0)
                b.penaltyTokens[car] = tokens.integer("tokens"_L1, 0, 99, 0);
        }
        out = b;
        break;
    }
    case ActionType::Retire: {
        allow({"type"_L1, "car"_L1});
        out = RetireInput{readCar(s, "car"_L1, setup)};
        break;
    }
    case ActionType::End:
        if (!type)
            s.fail("type"_L1, JsonText::expectedChoice({u"placement"_s, u"round"_s, u"turn"_s, u"next-stage"_s, u"retire"_s, u"end"_s}));
        allow({"type"_L1});
        out = EndInput{};
        break;
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return out;
}

QJsonObject entry(const GameAction &a, const GameSetup &setup)
{
    QJsonObject o = action(a.input, setup);
    o.insert(u"round"_s, a.round);
    if (setup.game() == Game::Dirt)
        o.insert(u"stage"_s, a.stage + 1);
    o.insert(u"headline"_s, a.headline);
    o.insert(u"rulings"_s, RefereeJson::rulings(a.rulings));
    return o;
}

QJsonObject document(const GameSession &session)
{
    QJsonArray actions;
    for (const GameAction &a : session.log())
        actions.append(entry(a, session.setup()));
    return {{u"format"_s, QString(kFormat)},
            {u"formatVersion"_s, 1},
            {u"app"_s, QStringLiteral("Pacenotes " PACENOTES_VERSION)},
            {u"uuid"_s, session.uuid()},
            {u"setup"_s, setup(session.setup())},
            {u"actions"_s, actions},
            {u"state"_s, session.state().toJson(session.setup())}};
}

std::optional<Document> readDocument(const QByteArray &json, QString *error)
{
    const auto fail = [error](const QString &message) -> std::optional<Document> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (json.size() > kMaxDocument)
        return fail(GameTr::tr("the game log is larger than %1 MB").arg(kMaxDocument / 1024 / 1024));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(JsonInputTr::tr("not valid JSON (%1 at offset %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject())
        return fail(JsonInputTr::tr("expected a JSON object"));
    JsonErrors errors;
    const JsonScope s(doc.object(), {}, &errors);
    s.allowOnly({"format"_L1, "formatVersion"_L1, "app"_L1, "uuid"_L1, "exported"_L1, "setup"_L1, "actions"_L1, "state"_L1});
    if (s.string("format"_L1, {}, 60) != kFormat)
        s.fail("format"_L1, GameTr::tr("expected \"%1\"").arg(QString(kFormat)));
    s.integer("formatVersion"_L1, 1, 1, 1);
    if (!s.has("setup"_L1))
        s.fail("setup"_L1, GameTr::tr("the game's setup is missing"));
    if (!errors.ok())
        return fail(errors.message);
    QString why;
    const std::optional<GameSetup> setup = readSetup(s.value("setup"_L1).toObject(), &why);
    if (!setup)
        return fail(why);
    Document d{*setup, {}};
    const RulesData data = setup->overrides.applied();
    const QJsonArray actions = s.array("actions"_L1, kMaxActions);
    if (!errors.ok())
        return fail(errors.message);
    for (int i = 0; i < actions.size(); ++i) {
        const QString path = u"actions[%1]"_s.arg(i);
        if (!actions.at(i).isObject())
            return fail(path + u": "_s + JsonInputTr::tr("expected a JSON object"));
        const std::optional<ActionInput> a = readAction(actions.at(i).toObject(), *setup, data, &why, path);
        if (!a)
            return fail(why);
        d.actions.append(*a);
    }
    return d;
}

} // namespace Pacenotes::GameLogJson
