// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipjson.h"

#include "championshipstandings.h"
#include "championshiptr.h"
#include "rules/json/jsonscope.h"
#include "rules/solotiming.h"
#include "rules/trcontexts.h"
#include "seasondata.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace Pacenotes::ChampionshipJson {

using namespace Qt::StringLiterals;

namespace {

QString itemPath(const QString &path, int index)
{
    return path + u'[' + QString::number(index) + u']';
}

/// A points table: an array of whole numbers (range checked by ChampionshipCheck).
QList<int> readTable(const JsonScope &s, QLatin1StringView key)
{
    QList<int> out;
    const QJsonArray a = s.array(key, SeasonRules::kMaxPlaces);
    for (int i = 0; i < a.size(); ++i) {
        const double d = a[i].toDouble(std::nan(""));
        if (!a[i].isDouble() || d != std::floor(d) || std::abs(d) > 1e6) {
            s.errors()->fail(itemPath(s.path(key), i), JsonInputTr::tr("expected a whole number"));
            return {};
        }
        out.append(int(d));
    }
    return out;
}

/// A time: whole seconds (a number) or "m:ss" / "h:mm:ss". Negative numbers are kept for the
/// season's checks to refuse with their own message.
std::optional<int> readTime(const QJsonValue &v, const QString &path, JsonErrors *errors)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d != std::floor(d) || std::abs(d) > 1e7) {
            errors->fail(path, ChampionshipTr::tr("expected whole seconds, or a time written m:ss"));
            return std::nullopt;
        }
        return int(d);
    }
    if (v.isString()) {
        if (const std::optional<int> t = RaceTime::parse(v.toString()))
            return t;
        errors->fail(path, ChampionshipTr::tr("“%1” is not a time: write m:ss (seconds below 60), h:mm:ss or whole seconds").arg(v.toString()));
        return std::nullopt;
    }
    errors->fail(path, ChampionshipTr::tr("expected whole seconds, or a time written m:ss"));
    return std::nullopt;
}

/// A stage or try: {"time": …, "retired": …, "penalty": …}, or the short forms 200, "3:20",
/// "retired", and null / {} for one not driven yet.
StageTime readStage(const QJsonArray &array, int index, const QString &arrayPath, JsonErrors *errors)
{
    StageTime t;
    const QJsonValue v = array.at(index);
    const QString path = itemPath(arrayPath, index);
    if (v.isNull())
        return t;
    if (v.isString() && v.toString() == "retired"_L1) {
        t.retired = true;
        return t;
    }
    if (v.isDouble() || v.isString()) {
        t.time = readTime(v, path, errors);
        return t;
    }
    const JsonScope s = JsonScope::element(array, index, arrayPath, errors);
    s.allowOnly({"time"_L1, "retired"_L1, "penalty"_L1});
    if (s.has("time"_L1) && !s.value("time"_L1).isNull())
        t.time = readTime(s.value("time"_L1), s.path("time"_L1), errors);
    t.retired = s.boolean("retired"_L1, false);
    if (s.has("penalty"_L1)) {
        const double d = s.value("penalty"_L1).toDouble(std::nan(""));
        if (!s.value("penalty"_L1).isDouble() || d != std::floor(d) || std::abs(d) > 1e6)
            s.fail("penalty"_L1, JsonInputTr::tr("expected a whole number"));
        else
            t.penaltyTokens = int(d);
    }
    return t;
}

QJsonValue stageJson(const StageTime &t)
{
    if (t.isEmpty() && t.penaltyTokens == 0)
        return QJsonObject{};
    QJsonObject o;
    if (t.time)
        o.insert(u"time"_s, RaceTime::format(*t.time));
    if (t.retired)
        o.insert(u"retired"_s, true);
    if (t.penaltyTokens)
        o.insert(u"penalty"_s, t.penaltyTokens);
    return o;
}

std::optional<int> readInteger(const JsonScope &s, QLatin1StringView key)
{
    if (!s.has(key))
        return std::nullopt;
    const double d = s.value(key).toDouble(std::nan(""));
    if (!s.value(key).isDouble() || d != std::floor(d) || std::abs(d) > 1e6) {
        s.fail(key, JsonInputTr::tr("expected a whole number"));
        return std::nullopt;
    }
    return int(d);
}

QJsonValue optionalInt(const std::optional<qint64> &v)
{
    return v ? QJsonValue(double(*v)) : QJsonValue();
}

QJsonValue optionalTime(const std::optional<qint64> &v)
{
    return v ? QJsonValue(RaceTime::format(int(*v))) : QJsonValue();
}

} // namespace

SeasonRules readRules(const JsonScope &s)
{
    s.allowOnly({"format"_L1, "scoring"_L1, "points"_L1, "powerStage"_L1, "startOrder"_L1, "placeSeconds"_L1, "keepCar"_L1,
                 "limitedRepairs"_L1, "countBest"_L1, "tieBreaks"_L1, "climbTries"_L1});
    SeasonRules r = SeasonRules::defaults(s.choice("format"_L1, SeasonFormat::RaceSeries));
    r.scoring = s.choice("scoring"_L1, r.scoring);
    if (s.has("points"_L1)) {
        const QJsonValue points = s.value("points"_L1);
        if (points.isString()) {
            const PointsPreset *preset = SeasonData::builtin().preset(points.toString());
            if (!preset) {
                QStringList ids;
                for (const PointsPreset &p : SeasonData::builtin().pointsTables())
                    ids << p.id;
                s.fail("points"_L1, ChampionshipTr::tr("expected an array of points by place, or one of: %1").arg(ids.join(u", "_s)));
            } else {
                r.pointsPreset = preset->id;
                r.points = preset->points;
            }
        } else {
            r.pointsPreset.clear();
            r.points = readTable(s, "points"_L1);
            // A table written out in full that is a preset's is that preset.
            for (const PointsPreset &p : SeasonData::builtin().pointsTables())
                if (p.points == r.points)
                    r.pointsPreset = p.id;
        }
    }
    r.powerStage = readTable(s, "powerStage"_L1);
    r.startOrder = s.choice("startOrder"_L1, r.startOrder);
    if (const std::optional<int> v = readInteger(s, "placeSeconds"_L1))
        r.placeSeconds = *v;
    r.keepCar = s.boolean("keepCar"_L1, r.keepCar);
    r.limitedRepairs = s.boolean("limitedRepairs"_L1, r.limitedRepairs);
    if (const std::optional<int> v = readInteger(s, "countBest"_L1))
        r.countBest = *v;
    if (const std::optional<int> v = readInteger(s, "climbTries"_L1))
        r.climbTries = *v;
    if (s.has("tieBreaks"_L1)) {
        r.tieBreaks.clear();
        const QJsonArray a = s.array("tieBreaks"_L1, 10);
        for (int i = 0; i < a.size(); ++i) {
            const std::optional<TieBreak> t = a[i].isString() ? enumFromId<TieBreak>(a[i].toString()) : std::nullopt;
            if (!t) {
                s.errors()->fail(itemPath(s.path("tieBreaks"_L1), i), JsonText::expectedChoice(enumIdList<TieBreak>()));
                break;
            }
            r.tieBreaks.append(*t);
        }
    }
    return r;
}

QJsonObject writeRules(const SeasonRules &r)
{
    QJsonArray breaks;
    for (TieBreak t : r.tieBreaks)
        breaks.append(enumId(t));
    QJsonArray points, power;
    for (int p : r.points)
        points.append(p);
    for (int p : r.powerStage)
        power.append(p);
    QJsonObject o{{u"format"_s, enumId(r.format)},
                  {u"scoring"_s, enumId(r.scoring)},
                  {u"points"_s, points},
                  {u"startOrder"_s, enumId(r.startOrder)},
                  {u"placeSeconds"_s, r.placeSeconds},
                  {u"keepCar"_s, r.keepCar},
                  {u"countBest"_s, r.countBest},
                  {u"tieBreaks"_s, breaks},
                  {u"climbTries"_s, r.climbTries}};
    if (!r.powerStage.isEmpty())
        o.insert(u"powerStage"_s, power);
    if (r.limitedRepairs)
        o.insert(u"limitedRepairs"_s, true);
    return o;
}

ChampionshipEvent readEvent(const JsonScope &s, const Championship &season)
{
    JsonErrors *errors = s.errors();
    s.allowOnly({"name"_L1, "date"_L1, "kind"_L1, "game"_L1, "stages"_L1, "checkpoints"_L1, "source"_L1, "notes"_L1, "results"_L1});
    ChampionshipEvent ev;
    ev.name = s.string("name"_L1, {}, Championship::kMaxTextLength);
    if (s.has("date"_L1)) {
        ev.date = QDate::fromString(s.string("date"_L1, {}, 10), Qt::ISODate);
        if (!ev.date.isValid())
            s.fail("date"_L1, ChampionshipTr::tr("expected a date written YYYY-MM-DD"));
    }
    if (!s.has("kind"_L1))
        s.fail("kind"_L1, JsonText::expectedChoice(enumIdList<EventKind>()));
    ev.kind = s.choice("kind"_L1, EventKind::Race);
    // The season's game when it has one; a mixed season's race is GT, its rally or climb DIRT.
    const Game fallback = season.game == SeasonGame::GT                                   ? Game::GT
                          : season.game == SeasonGame::Dirt || ev.kind != EventKind::Race ? Game::Dirt
                                                                                          : Game::GT;
    ev.game = s.choice("game"_L1, fallback);
    ev.checkpoints = s.boolean("checkpoints"_L1, false);
    ev.notes = s.string("notes"_L1, {}, Championship::kMaxNotesLength);
    if (s.has("stages"_L1) && s.value("stages"_L1).isDouble()) {
        const int n = s.integer("stages"_L1, 1, ChampionshipEvent::kMaxStages, 1);
        ev.stages = QList<EventStage>(n);
    } else {
        const QJsonArray stages = s.array("stages"_L1, ChampionshipEvent::kMaxStages);
        for (int i = 0; i < stages.size() && errors->ok(); ++i) {
            const JsonScope st = JsonScope::element(stages, i, s.path("stages"_L1), errors);
            st.allowOnly({"name"_L1, "assistance"_L1});
            ev.stages.append(EventStage{st.string("name"_L1, {}, Championship::kMaxTextLength), st.boolean("assistance"_L1, false)});
        }
    }
    if (s.has("source"_L1)) {
        const JsonScope src = s.object("source"_L1);
        src.allowOnly({"kind"_L1, "session"_L1, "title"_L1});
        const QString kind = src.string("kind"_L1, u"entered"_s, 20);
        if (kind != "app"_L1 && kind != "entered"_L1)
            src.fail("kind"_L1, JsonText::expectedChoice({u"app"_s, u"entered"_s}));
        ev.source.fromApp = kind == "app"_L1;
        ev.source.sessionUuid = src.string("session"_L1, {}, 60);
        ev.source.sessionTitle = src.string("title"_L1, {}, Championship::kMaxTextLength);
    }
    if (!s.has("results"_L1))
        s.fail("results"_L1, ChampionshipTr::tr("list each driver's result"));
    const QJsonArray results = s.array("results"_L1, Championship::kMaxDrivers);
    for (int i = 0; i < results.size() && errors->ok(); ++i) {
        const JsonScope r = JsonScope::element(results, i, s.path("results"_L1), errors);
        r.allowOnly({"driver"_L1, "car"_L1, "place"_L1, "retired"_L1, "retiredOrder"_L1, "stages"_L1, "tries"_L1, "bonus"_L1,
                     "bonusReason"_L1});
        EventEntry e;
        if (!r.has("driver"_L1))
            r.fail("driver"_L1, ChampionshipTr::tr("say which driver"));
        e.driver = r.string("driver"_L1, {}, 60);
        e.car = r.string("car"_L1, {}, 60);
        e.place = readInteger(r, "place"_L1);
        e.retired = r.boolean("retired"_L1, false);
        e.retiredOrder = readInteger(r, "retiredOrder"_L1).value_or(0);
        e.bonus = readInteger(r, "bonus"_L1).value_or(0);
        e.bonusReason = r.string("bonusReason"_L1, {}, Championship::kMaxTextLength);
        const bool climb = ev.kind == EventKind::Climb;
        if (r.has(climb ? "stages"_L1 : "tries"_L1))
            r.fail(climb ? "stages"_L1 : "tries"_L1, climb ? ChampionshipTr::tr("a climb has tries, not stages")
                                                           : ChampionshipTr::tr("only a climb has tries"));
        const QLatin1StringView key = climb ? "tries"_L1 : "stages"_L1;
        const QJsonArray stages = r.array(key, ChampionshipEvent::kMaxStages);
        for (int k = 0; k < stages.size() && errors->ok(); ++k)
            e.stages.append(readStage(stages, k, r.path(key), errors));
        ev.entries.append(e);
    }
    // A rally that does not list its stages has as many as its results give (they must then agree:
    // ChampionshipCheck says which result has another number).
    if (ev.kind == EventKind::Rally && !s.has("stages"_L1)) {
        qsizetype n = 0;
        for (const EventEntry &e : std::as_const(ev.entries))
            n = std::max(n, e.stages.size());
        ev.stages = QList<EventStage>(n);
    }
    return ev;
}

QJsonObject writeEvent(const ChampionshipEvent &ev)
{
    QJsonObject o{{u"kind"_s, enumId(ev.kind)}, {u"game"_s, enumId(ev.game)}};
    if (!ev.name.isEmpty())
        o.insert(u"name"_s, ev.name);
    if (ev.date.isValid())
        o.insert(u"date"_s, ev.date.toString(Qt::ISODate));
    if (ev.kind == EventKind::Rally) {
        QJsonArray stages;
        for (const EventStage &st : ev.stages) {
            QJsonObject so;
            if (!st.name.isEmpty())
                so.insert(u"name"_s, st.name);
            if (st.assistance)
                so.insert(u"assistance"_s, true);
            stages.append(so);
        }
        o.insert(u"stages"_s, stages);
        if (ev.checkpoints)
            o.insert(u"checkpoints"_s, true);
    }
    QJsonObject source{{u"kind"_s, ev.source.fromApp ? u"app"_s : u"entered"_s}};
    if (!ev.source.sessionUuid.isEmpty())
        source.insert(u"session"_s, ev.source.sessionUuid);
    if (!ev.source.sessionTitle.isEmpty())
        source.insert(u"title"_s, ev.source.sessionTitle);
    o.insert(u"source"_s, source);
    if (!ev.notes.isEmpty())
        o.insert(u"notes"_s, ev.notes);
    QJsonArray results;
    for (const EventEntry &e : ev.entries) {
        QJsonObject r{{u"driver"_s, e.driver}};
        if (!e.car.isEmpty())
            r.insert(u"car"_s, e.car);
        if (e.place)
            r.insert(u"place"_s, *e.place);
        if (e.retired)
            r.insert(u"retired"_s, true);
        if (e.retiredOrder)
            r.insert(u"retiredOrder"_s, e.retiredOrder);
        if (ev.kind != EventKind::Race) {
            QJsonArray stages;
            for (const StageTime &t : e.stages)
                stages.append(stageJson(t));
            r.insert(ev.kind == EventKind::Climb ? u"tries"_s : u"stages"_s, stages);
        }
        if (e.bonus)
            r.insert(u"bonus"_s, e.bonus);
        if (!e.bonusReason.isEmpty())
            r.insert(u"bonusReason"_s, e.bonusReason);
        results.append(r);
    }
    o.insert(u"results"_s, results);
    return o;
}

std::optional<Championship> read(const QByteArray &json, QString *error, SeasonProblems *warnings)
{
    JsonErrors errors;
    Championship season;
    const auto failed = [&]() -> std::optional<Championship> {
        if (error)
            *error = errors.message;
        return std::nullopt;
    };
    const std::optional<QJsonObject> root = readRequestObject(json, &errors);
    if (!root)
        return failed();
    const JsonScope s(*root, {}, &errors);
    // The version first: a newer file is refused before anything it may mean differently is read.
    if (s.has("formatVersion"_L1)) {
        const QJsonValue v = s.value("formatVersion"_L1);
        if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || v.toDouble() < 1)
            s.fail("formatVersion"_L1, JsonInputTr::tr("expected a whole number from %1 to %2").arg(1).arg(Championship::kFormatVersion));
        else if (v.toDouble() > Championship::kFormatVersion)
            s.fail("formatVersion"_L1, ChampionshipTr::tr("the file was written by a newer Pacenotes (format %1; this version reads up to %2)")
                                           .arg(v.toInt())
                                           .arg(Championship::kFormatVersion));
    }
    if (s.has("format"_L1) && s.value("format"_L1).toString() != kFormat)
        s.fail("format"_L1, ChampionshipTr::tr("expected \"%1\"").arg(kFormat));
    if (!errors.ok())
        return failed();
    s.allowOnly({"format"_L1, "formatVersion"_L1, "name"_L1, "game"_L1, "rules"_L1, "drivers"_L1, "teams"_L1, "events"_L1, "notes"_L1});
    season.name = s.string("name"_L1, {}, Championship::kMaxTextLength);
    season.notes = s.string("notes"_L1, {}, Championship::kMaxNotesLength);
    season.rules = readRules(s.object("rules"_L1));
    const SeasonGame defaultGame = season.rules.format == SeasonFormat::RaceSeries  ? SeasonGame::GT
                                   : season.rules.format == SeasonFormat::AutoTour ? SeasonGame::Mixed
                                                                                   : SeasonGame::Dirt;
    season.game = s.choice("game"_L1, defaultGame);

    const QJsonArray drivers = s.array("drivers"_L1, Championship::kMaxDrivers);
    if (drivers.isEmpty() && errors.ok())
        s.fail("drivers"_L1, ChampionshipTr::tr("list the season's drivers"));
    for (int i = 0; i < drivers.size() && errors.ok(); ++i) {
        const JsonScope d = JsonScope::element(drivers, i, s.path("drivers"_L1), &errors);
        d.allowOnly({"id"_L1, "name"_L1, "car"_L1, "team"_L1});
        ChampionshipDriver driver;
        if (!d.has("id"_L1))
            d.fail("id"_L1, ChampionshipTr::tr("every driver needs an id"));
        driver.id = d.string("id"_L1, {}, 60);
        driver.name = d.string("name"_L1, driver.id, Championship::kMaxTextLength);
        driver.car = d.string("car"_L1, {}, 60);
        driver.team = d.string("team"_L1, {}, 60);
        season.drivers.append(driver);
    }
    const QJsonArray teams = s.array("teams"_L1, Championship::kMaxDrivers);
    for (int i = 0; i < teams.size() && errors.ok(); ++i) {
        const JsonScope t = JsonScope::element(teams, i, s.path("teams"_L1), &errors);
        t.allowOnly({"id"_L1, "name"_L1});
        ChampionshipTeam team;
        if (!t.has("id"_L1))
            t.fail("id"_L1, ChampionshipTr::tr("every team needs an id"));
        team.id = t.string("id"_L1, {}, 60);
        team.name = t.string("name"_L1, team.id, Championship::kMaxTextLength);
        season.teams.append(team);
    }
    const QJsonArray events = s.array("events"_L1, Championship::kMaxEvents);
    for (int i = 0; i < events.size() && errors.ok(); ++i)
        season.events.append(readEvent(JsonScope::element(events, i, s.path("events"_L1), &errors), season));
    if (!errors.ok())
        return failed();

    const SeasonProblems problems = ChampionshipCheck::problems(season);
    if (ChampionshipCheck::hasErrors(problems)) {
        if (error)
            *error = ChampionshipCheck::firstError(problems);
        return std::nullopt;
    }
    if (warnings)
        *warnings = ChampionshipCheck::warnings(problems);
    return season;
}

QJsonObject write(const Championship &season)
{
    QJsonArray drivers, teams, events;
    for (const ChampionshipDriver &d : season.drivers) {
        QJsonObject o{{u"id"_s, d.id}, {u"name"_s, d.name}};
        if (!d.car.isEmpty())
            o.insert(u"car"_s, d.car);
        if (!d.team.isEmpty())
            o.insert(u"team"_s, d.team);
        drivers.append(o);
    }
    for (const ChampionshipTeam &t : season.teams)
        teams.append(QJsonObject{{u"id"_s, t.id}, {u"name"_s, t.name}});
    for (const ChampionshipEvent &e : season.events)
        events.append(writeEvent(e));
    QJsonObject o{{u"format"_s, QString(kFormat)},
                  {u"formatVersion"_s, Championship::kFormatVersion},
                  {u"name"_s, season.name},
                  {u"game"_s, enumId(season.game)},
                  {u"rules"_s, writeRules(season.rules)},
                  {u"drivers"_s, drivers},
                  {u"events"_s, events}};
    if (!season.teams.isEmpty())
        o.insert(u"teams"_s, teams);
    if (!season.notes.isEmpty())
        o.insert(u"notes"_s, season.notes);
    return o;
}

QJsonObject standings(const Championship &season, const ChampionshipStandings &st, const SeasonProblems &warnings)
{
    const auto driverId = [&](int d) { return d >= 0 ? QJsonValue(season.drivers[d].id) : QJsonValue(); };
    const auto driverName = [&](int d) { return d >= 0 ? QJsonValue(season.drivers[d].name) : QJsonValue(); };

    QJsonObject rules = writeRules(season.rules);
    rules.insert(u"pointsPreset"_s, season.rules.pointsPreset.isEmpty() ? QJsonValue() : QJsonValue(season.rules.pointsPreset));
    rules.insert(u"summary"_s, QJsonArray::fromStringList(ChampionshipText::rulesSummary(season)));

    QJsonArray events;
    for (int e = 0; e < st.events().size(); ++e) {
        const EventClassification &ec = st.events()[e];
        const ChampionshipEvent &ev = season.events[e];
        QJsonArray lines;
        for (const EventLine &l : ec.lines) {
            QJsonObject o{{u"driver"_s, driverId(l.driver)},
                          {u"place"_s, optionalInt(l.place ? std::optional<qint64>(*l.place) : std::nullopt)},
                          {u"retired"_s, l.retired},
                          {u"points"_s, l.points},
                          {u"powerStage"_s, l.powerStage},
                          {u"bonus"_s, l.bonus},
                          {u"score"_s, l.score()},
                          {u"time"_s, optionalInt(l.time ? std::optional<qint64>(*l.time) : std::nullopt)},
                          {u"timeText"_s, optionalTime(l.time ? std::optional<qint64>(*l.time) : std::nullopt)},
                          {u"note"_s, l.note}};
            if (l.bestTry >= 0)
                o.insert(u"bestTry"_s, l.bestTry + 1);
            if (!l.bonusReason.isEmpty())
                o.insert(u"bonusReason"_s, l.bonusReason);
            lines.append(o);
        }
        QJsonObject o{{u"event"_s, e + 1},
                      {u"name"_s, ev.name},
                      {u"kind"_s, enumId(ev.kind)},
                      {u"game"_s, enumId(ev.game)},
                      {u"source"_s, ev.source.fromApp ? u"app"_s : u"entered"_s},
                      {u"complete"_s, ec.complete},
                      {u"classification"_s, lines},
                      {u"notes"_s, QJsonArray::fromStringList(ec.notes)}};
        if (ev.date.isValid())
            o.insert(u"date"_s, ev.date.toString(Qt::ISODate));
        if (ev.kind == EventKind::Rally)
            o.insert(u"completedStages"_s, ec.completedStages);
        events.append(o);
    }

    QJsonArray rows;
    for (const StandingRow &r : st.rows()) {
        QJsonArray results;
        for (int e = 0; e < r.cells.size(); ++e) {
            const StandingCell &c = r.cells[e];
            QJsonObject o{{u"event"_s, e + 1}, {u"drove"_s, c.drove}};
            if (c.drove) {
                o.insert(u"place"_s, optionalInt(c.place ? std::optional<qint64>(*c.place) : std::nullopt));
                o.insert(u"score"_s, c.score);
                o.insert(u"bonus"_s, c.bonus);
                o.insert(u"time"_s, optionalInt(c.time ? std::optional<qint64>(*c.time) : std::nullopt));
                o.insert(u"retired"_s, c.retired);
            }
            o.insert(u"dropped"_s, c.dropped);
            results.append(o);
        }
        const ChampionshipDriver &d = season.drivers[r.driver];
        rows.append(QJsonObject{{u"position"_s, r.position},
                                {u"shared"_s, r.sharedPosition},
                                {u"driver"_s, d.id},
                                {u"name"_s, d.name},
                                {u"car"_s, d.car},
                                {u"team"_s, d.team.isEmpty() ? QJsonValue() : QJsonValue(d.team)},
                                {u"points"_s, r.points},
                                {u"allPoints"_s, r.allPoints},
                                {u"time"_s, optionalInt(r.time)},
                                {u"timeText"_s, optionalTime(r.time)},
                                {u"gap"_s, optionalInt(r.gap)},
                                {u"gapToAhead"_s, optionalInt(r.gapToAhead)},
                                {u"wins"_s, r.wins},
                                {u"driven"_s, r.driven},
                                {u"missed"_s, r.missed},
                                {u"results"_s, results},
                                {u"tieBreak"_s, r.tieNote.isEmpty() ? QJsonValue() : QJsonValue(r.tieNote)}});
    }

    QJsonArray teams;
    for (const TeamRow &t : st.teams()) {
        QJsonArray members;
        for (int d : t.members)
            members.append(season.drivers[d].id);
        teams.append(QJsonObject{{u"position"_s, t.position},
                                 {u"shared"_s, t.sharedPosition},
                                 {u"team"_s, season.teams[t.team].id},
                                 {u"name"_s, season.teams[t.team].name},
                                 {u"drivers"_s, members},
                                 {u"points"_s, t.points},
                                 {u"time"_s, optionalInt(t.time)}});
    }

    const NextStart &n = st.nextStart();
    QJsonArray order;
    for (int i = 0; i < n.order.size(); ++i)
        order.append(QJsonObject{{u"position"_s, i + 1},
                                 {u"driver"_s, driverId(n.order[i].driver)},
                                 {u"name"_s, driverName(n.order[i].driver)},
                                 {u"reason"_s, n.order[i].reason}});
    QJsonObject next{{u"for"_s, n.kind == NextStart::Kind::NextStage ? u"stage"_s : u"event"_s},
                     {u"rule"_s, n.kind == NextStart::Kind::NextStage ? u"lowest-time-first"_s : enumId(n.rule)},
                     {u"drawn"_s, n.drawn},
                     {u"explanation"_s, n.explanation},
                     {u"order"_s, order}};
    if (n.kind == NextStart::Kind::NextStage) {
        next.insert(u"event"_s, n.event + 1);
        next.insert(u"stage"_s, n.stage + 1);
    } else {
        next.insert(u"event"_s, int(season.events.size()) + 1);
    }

    QJsonArray warningList;
    for (const SeasonProblem &w : warnings)
        warningList.append(QJsonObject{{u"path"_s, w.path}, {u"message"_s, w.message}});
    return QJsonObject{{u"name"_s, season.name},
                       {u"game"_s, enumId(season.game)},
                       {u"format"_s, enumId(season.rules.format)},
                       {u"scoring"_s, enumId(season.rules.scoring)},
                       {u"rules"_s, rules},
                       {u"completeEvents"_s, st.completeEvents()},
                       {u"events"_s, events},
                       {u"standings"_s, rows},
                       {u"teams"_s, teams},
                       {u"nextStart"_s, next},
                       {u"ties"_s, QJsonArray::fromStringList(st.ties())},
                       {u"notes"_s, QJsonArray::fromStringList(st.notes())},
                       {u"warnings"_s, warningList}};
}

std::optional<QJsonObject> answer(const QByteArray &json, QString *error)
{
    SeasonProblems warnings;
    const std::optional<Championship> season = read(json, error, &warnings);
    if (!season)
        return std::nullopt;
    return standings(*season, ChampionshipStandings::compute(*season), warnings);
}

} // namespace Pacenotes::ChampionshipJson
