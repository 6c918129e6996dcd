// SPDX-License-Identifier: GPL-3.0-or-later
#include "codriverjson.h"
#include "codriverformat.h"
#include "codrivertr.h"

#include "rules/json/jsonscope.h"
#include "rules/json/refereejson.h"
#include "rules/json/refereerequest.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <numeric>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxRequest = 1024 * 1024;
constexpr int kMaxSpaces = 400;
constexpr int kRefereeSteps = 40; // the referee reads at most this many steps at a time

/// The referee's reader, asked about parts of a co-driver request: a referee request is made
/// of them, and a problem it finds is named by where it is in the co-driver request.
class RefereeParts
{
public:
    RefereeParts(const QJsonObject &top, const RulesData &data, JsonErrors *errors) : m_top(top), m_data(data), m_errors(errors) {}

    /// Rules, car and the DIRT start space (with a move of no step).
    std::optional<RefereeRequest> base()
    {
        QJsonObject move{{u"steps"_s, QJsonArray{QJsonObject{{u"dice"_s, u"1"_s}}}}};
        if (m_top.contains("start"_L1))
            move.insert(u"start"_s, m_top.value("start"_L1));
        return ask(move, QJsonValue(QJsonValue::Undefined), {});
    }

    /// Spaces (each a referee `space`); `paths[i]` names space i in the co-driver request.
    QList<SpaceInfo> spaces(const QList<QJsonObject> &spaces, const QStringList &paths)
    {
        QList<SpaceInfo> out;
        for (qsizetype from = 0; from < spaces.size() && m_errors->ok(); from += kRefereeSteps) {
            QJsonArray steps;
            QStringList names;
            for (qsizetype i = from; i < qMin(spaces.size(), from + kRefereeSteps); ++i) {
                steps.append(QJsonObject{{u"dice"_s, u"1"_s}, {u"space"_s, spaces[i]}});
                names << paths[i];
            }
            const std::optional<RefereeRequest> r = ask(QJsonObject{{u"steps"_s, steps}}, QJsonValue(QJsonValue::Undefined), names);
            if (!r)
                break;
            for (const PlannedStep &s : r->move->steps)
                out.append(s.space);
        }
        return out;
    }

    /// A plan in the referee's notation and its results.
    std::optional<RefereeRequest> plan(const QJsonObject &move, const QJsonValue &results)
    {
        QJsonObject m = move;
        if (m_top.contains("start"_L1))
            m.insert(u"start"_s, m_top.value("start"_L1));
        return ask(m, results, {});
    }

private:
    std::optional<RefereeRequest> ask(const QJsonObject &move, const QJsonValue &results, const QStringList &spaceNames)
    {
        QJsonObject req;
        for (QLatin1StringView key : {"game"_L1, "rules"_L1, "car"_L1})
            if (m_top.contains(key))
                req.insert(key, m_top.value(key));
        req.insert(u"move"_s, move);
        if (!results.isUndefined())
            req.insert(u"results"_s, results);
        QString error;
        std::optional<RefereeRequest> r = RefereeRequest::fromJson(QJsonDocument(req).toJson(QJsonDocument::Compact), m_data, &error);
        if (!r) {
            // Name the place in the co-driver request, not in the request made of it.
            for (int i = 0; i < spaceNames.size(); ++i) {
                const QString step = u"move.steps[%1].space"_s.arg(i);
                if (error.startsWith(step + u'.') || error.startsWith(step + u':')) {
                    error = spaceNames[i] + error.mid(step.size());
                    break;
                }
            }
            if (error.startsWith("move.start"_L1))
                error = u"start"_s + error.mid(10);
            else if (spaceNames.isEmpty() && error.startsWith("move."_L1))
                error = u"rollOrStop"_s + error.mid(4);
            else if (error.startsWith("results"_L1))
                error = u"rollOrStop."_s + error;
            m_errors->fail({}, error);
        }
        return r;
    }

    QJsonObject m_top;
    const RulesData &m_data;
    JsonErrors *m_errors;
};

/// A move's own fields, read from a graph road's `next` entry.
std::optional<RoadMove> readMove(const QJsonValue &v, const QString &path, const QHash<QString, int> &ids, JsonErrors *errors)
{
    RoadMove m;
    QString to;
    if (v.isString()) {
        to = v.toString();
    } else if (v.isObject()) {
        const JsonScope s(v.toObject(), path, errors);
        s.allowOnly({"to"_L1, "direction"_L1, "line"_L1});
        to = s.string("to"_L1, {}, 80);
        m.direction = s.choice("direction"_L1, MoveDirection::Straight);
        if (m.direction == MoveDirection::Sideways || m.direction == MoveDirection::Backwards) {
            // The road ahead only goes forwards: straight, diagonally or outwards.
            s.fail("direction"_L1, JsonText::expectedChoice({u"straight"_s, u"diagonal"_s, u"outward"_s}));
            m.direction = MoveDirection::Straight;
        }
        if (s.has("line"_L1)) {
            if (m.direction != MoveDirection::Straight)
                s.fail("line"_L1, CoDriverTr::tr("a dotted line is crossed straight; a diagonal move takes the perfect line"));
            if (s.value("line"_L1).toString() == u"!") {
                m.line = LineCrossing::Hazard;
            } else {
                m.lineLimit = s.integer("line"_L1, 1, 6, 0);
                m.line = m.lineLimit > 0 ? LineCrossing::Limit : LineCrossing::None;
            }
        }
    } else {
        errors->fail(path, CoDriverTr::tr("expected the id of a space, or an object {\"to\", \"direction\", \"line\"}"));
        return std::nullopt;
    }
    if (!ids.contains(to)) {
        errors->fail(path, CoDriverTr::tr("no space of the road has the id “%1”").arg(to));
        return std::nullopt;
    }
    m.to = ids.value(to);
    return m;
}

/// The road ahead in any of its three forms; the spaces are read by the referee's reader.
bool readRoad(const JsonScope &top, RefereeParts &referee, CoDriverJsonRequest &out, JsonErrors *errors)
{
    const QJsonValue ahead = top.value("ahead"_L1);
    QList<QJsonObject> raw;
    QStringList paths;
    const auto spaceObject = [&](const QJsonValue &v, const QString &path, std::initializer_list<QLatin1StringView> refused) {
        if (!v.isObject()) {
            errors->fail(path, CoDriverTr::tr("expected a space (an object, {} for a plain one)"));
            return QJsonObject{};
        }
        QJsonObject o = v.toObject();
        for (QLatin1StringView key : refused)
            if (o.contains(key))
                errors->fail(path + u'.' + key, key == "direction"_L1
                                                    ? CoDriverTr::tr("the road says how the car moves: straight on or diagonally")
                                                    : CoDriverTr::tr("say it on the move into this space (\"next\")"));
        return o;
    };

    if (ahead.isArray()) {
        // One lane.
        const QJsonArray a = ahead.toArray();
        if (a.size() > kMaxSpaces)
            errors->fail(u"ahead"_s, CoDriverTr::tr("too many spaces (at most %1)").arg(kMaxSpaces));
        for (int i = 0; i < a.size() && errors->ok(); ++i) {
            paths << u"ahead[%1]"_s.arg(i);
            raw << spaceObject(a.at(i), paths.last(), {"direction"_L1});
        }
        const QList<SpaceInfo> spaces = referee.spaces(raw, paths);
        if (!errors->ok())
            return false;
        out.request.road = RoadAhead::singleLane(spaces);
    } else if (ahead.isObject() && ahead.toObject().contains("lanes"_L1)) {
        const JsonScope s(ahead.toObject(), u"ahead"_s, errors);
        s.allowOnly({"lanes"_L1, "lane"_L1});
        const QJsonArray rows = s.array("lanes"_L1, kMaxSpaces);
        int width = -1;
        for (int r = 0; r < rows.size() && errors->ok(); ++r) {
            const QString rowPath = u"ahead.lanes[%1]"_s.arg(r);
            if (!rows.at(r).isArray() || rows.at(r).toArray().isEmpty()) {
                errors->fail(rowPath, CoDriverTr::tr("expected a row: an array with one space per lane"));
                break;
            }
            const QJsonArray row = rows.at(r).toArray();
            if (width >= 0 && row.size() != width) {
                errors->fail(rowPath, CoDriverTr::tr("every row has the same number of lanes (%1)").arg(width));
                break;
            }
            width = int(row.size());
            if (width > 6) {
                errors->fail(rowPath, CoDriverTr::tr("at most 6 lanes"));
                break;
            }
            for (int l = 0; l < row.size(); ++l) {
                paths << u"%1[%2]"_s.arg(rowPath).arg(l);
                raw << spaceObject(row.at(l), paths.last(), {"direction"_L1});
            }
        }
        if (raw.size() > kMaxSpaces)
            errors->fail(u"ahead.lanes"_s, CoDriverTr::tr("too many spaces (at most %1)").arg(kMaxSpaces));
        const int lane = s.integer("lane"_L1, 0, qMax(0, width - 1), 0);
        const QList<SpaceInfo> spaces = referee.spaces(raw, paths);
        if (!errors->ok())
            return false;
        QList<QList<SpaceInfo>> grid;
        for (int r = 0; r < rows.size(); ++r)
            grid.append(spaces.mid(r * width, width));
        out.request.road = RoadAhead::lanes(grid, lane);
    } else if (ahead.isObject()) {
        // A graph: spaces with ids and their moves.
        const JsonScope s(ahead.toObject(), u"ahead"_s, errors);
        s.allowOnly({"spaces"_L1, "first"_L1});
        const QJsonArray list = s.array("spaces"_L1, kMaxSpaces);
        QHash<QString, int> ids;
        QList<QJsonObject> objects;
        QList<double> distance;
        for (int i = 0; i < list.size() && errors->ok(); ++i) {
            const QString path = u"ahead.spaces[%1]"_s.arg(i);
            QJsonObject o = spaceObject(list.at(i), path, {"direction"_L1, "line"_L1});
            const JsonScope e(o, path, errors);
            const QString id = e.string("id"_L1, {}, 80);
            if (id.isEmpty())
                e.fail("id"_L1, CoDriverTr::tr("every space needs an id"));
            else if (ids.contains(id))
                e.fail("id"_L1, CoDriverTr::tr("two spaces have the id “%1”").arg(id));
            ids.insert(id, i);
            distance.append(e.number("distance"_L1, 0.001, 1000, i + 1));
            objects.append(o);
            for (QLatin1StringView key : {"id"_L1, "distance"_L1, "next"_L1})
                o.remove(key);
            raw << o;
            paths << path;
        }
        const QList<SpaceInfo> spaces = referee.spaces(raw, paths);
        if (!errors->ok())
            return false;
        QList<RoadSpace> road;
        for (int i = 0; i < objects.size(); ++i) {
            RoadSpace rs;
            rs.id = objects[i].value("id"_L1).toString();
            rs.space = spaces.value(i);
            rs.distance = distance[i];
            const JsonScope e(objects[i], paths[i], errors);
            const QJsonArray next = e.array("next"_L1, 6);
            for (int k = 0; k < next.size(); ++k)
                if (const std::optional<RoadMove> m = readMove(next.at(k), u"%1.next[%2]"_s.arg(paths[i]).arg(k), ids, errors)) {
                    if (m->direction == MoveDirection::Straight && rs.straight < 0)
                        rs.straight = int(rs.next.size());
                    rs.next.append(*m);
                }
            road.append(rs);
        }
        QList<RoadMove> first;
        const QJsonArray firstMoves = s.array("first"_L1, 6);
        if (firstMoves.isEmpty() && errors->ok())
            s.fail("first"_L1, CoDriverTr::tr("say which spaces the car can move into from its own"));
        for (int k = 0; k < firstMoves.size(); ++k)
            if (const std::optional<RoadMove> m = readMove(firstMoves.at(k), u"ahead.first[%1]"_s.arg(k), ids, errors))
                first.append(*m);
        if (!errors->ok())
            return false;
        out.request.road.setSpaces(road, first);
        const QString problem = out.request.road.problem();
        if (!problem.isEmpty()) {
            errors->fail(u"ahead"_s, problem);
            return false;
        }
    } else {
        errors->fail(u"ahead"_s, CoDriverTr::tr("expected the spaces ahead: an array (one lane), {\"lanes\": rows of lanes} or "
                                                 "{\"spaces\": [...], \"first\": [...]}"));
        return false;
    }
    out.spaceJson = raw;
    out.hasRoad = true;
    return errors->ok();
}

QString fraction(quint64 ways, quint64 outcomes)
{
    const quint64 g = std::gcd(ways, outcomes);
    return g ? u"%1/%2"_s.arg(ways / g).arg(outcomes / g) : u"0/1"_s;
}

QJsonObject figuresJson(const PlayOutcome &o, Game game)
{
    QJsonObject j{{u"expectedDistance"_s, o.figures.distance},
                  {u"lossOfControl"_s, o.figures.loss},
                  {u"expectedDamageTokens"_s, o.figures.damage},
                  {u"expectedTokens"_s, o.tokensGained - o.tokensSpent}};
    if (game == Game::Dirt) {
        j.insert(u"expectedTimeCardSeconds"_s, o.cardSeconds);
        j.insert(u"expectedStageSeconds"_s, o.figures.seconds);
    }
    return j;
}


} // namespace

std::optional<CoDriverJsonRequest> CoDriverJson::read(const QByteArray &json, const RulesData &data, QString *error)
{
    JsonErrors errors;
    CoDriverJsonRequest out;
    const auto done = [&]() -> std::optional<CoDriverJsonRequest> {
        if (errors.ok())
            return out;
        if (error)
            *error = errors.message;
        return std::nullopt;
    };
    if (json.size() > kMaxRequest) {
        errors.fail({}, CoDriverTr::tr("the request is larger than 1 MB"));
        return done();
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        errors.fail({}, parseError.error != QJsonParseError::NoError
                            ? CoDriverTr::tr("not valid JSON (%1 at offset %2)").arg(parseError.errorString()).arg(parseError.offset)
                            : CoDriverTr::tr("expected a JSON object"));
        return done();
    }
    const QJsonObject top = doc.object();
    const JsonScope s(top, {}, &errors);
    s.allowOnly({"game"_L1, "rules"_L1, "car"_L1, "start"_L1, "ahead"_L1, "maxSteps"_L1, "riskLimits"_L1, "attitude"_L1,
                 "rollOrStop"_L1, "threads"_L1});
    if (!errors.ok())
        return done();
    RefereeParts referee(top, data, &errors);
    const std::optional<RefereeRequest> base = referee.base();
    if (!base)
        return done();
    out.request.rules = base->rules;
    out.request.car = base->car;
    out.request.maxSteps = s.integer("maxSteps"_L1, 1, 40, 12);
    out.request.threads = s.integer("threads"_L1, 0, 64, 0);
    const JsonScope limits = s.object("riskLimits"_L1);
    limits.allowOnly({"cautious"_L1, "balanced"_L1, "flat-out"_L1, "max-distance"_L1});
    for (const auto &[key, a] : {std::pair{"cautious"_L1, Attitude::Cautious}, std::pair{"balanced"_L1, Attitude::Balanced},
                                 std::pair{"flat-out"_L1, Attitude::FlatOut}, std::pair{"max-distance"_L1, Attitude::MaxDistance}})
        out.request.attitudes.setLimit(a, limits.number(key, 0, 1, out.request.attitudes.limit(a)));
    out.attitude = s.choice("attitude"_L1, Attitude::Balanced);
    if (!errors.ok())
        return done();
    if (s.has("ahead"_L1)) {
        if (!readRoad(s, referee, out, &errors))
            return done();
        out.request.road.setStart(base->move->start);
    }
    if (s.has("rollOrStop"_L1)) {
        const JsonScope q = s.object("rollOrStop"_L1);
        q.allowOnly({"steps"_L1, "results"_L1, "flyingStart"_L1, "sisu"_L1});
        if (!errors.ok())
            return done();
        QJsonObject move{{u"mode"_s, u"one-by-one"_s}, {u"steps"_s, q.value("steps"_L1)}};
        for (QLatin1StringView key : {"flyingStart"_L1, "sisu"_L1})
            if (q.has(key))
                move.insert(key, q.value(key));
        if (!q.has("steps"_L1))
            q.fail("steps"_L1, CoDriverTr::tr("give the plan's steps, as for the referee"));
        const std::optional<RefereeRequest> r = referee.plan(move, q.has("results"_L1) ? q.value("results"_L1) : QJsonValue(QJsonArray{}));
        if (!r)
            return done();
        out.rollOrStop = RollQuestion{*r->move, r->results.value_or(RollResults{})};
    }
    if (!out.hasRoad && !out.rollOrStop)
        errors.fail({}, CoDriverTr::tr("nothing to do: give the spaces \"ahead\", or a plan to ask \"rollOrStop\" about"));
    return done();
}

QJsonObject CoDriverJson::style(const PlayStyle &s)
{
    QJsonObject j{{u"mode"_s, s.mode == RollMode::FlatOut ? u"flat-out"_s : u"one-by-one"_s},
                  {u"roll"_s, s.rollId()},
                  {u"name"_s, s.name()},
                  {u"instruction"_s, s.instruction()}};
    if (!s.rollsEverything())
        j.insert(u"tolerance"_s, PlayStyle::toleranceId(s.tolerance));
    if (s.sisu)
        j.insert(u"sisu"_s, true);
    return j;
}

QJsonObject CoDriverJson::plan(const CoDriverPlan &p, const CoDriverJsonRequest &req)
{
    const Game game = req.request.rules.game;
    const RoadAhead &road = req.request.road;
    QStringList dice;
    QJsonArray path, steps;
    for (const PlanStepRef &s : p.steps) {
        dice << s.dice.text();
        path.append(road.at(s.space).id);
        // The step in the referee's notation: the space as it was written, with the move's own
        // fields (a diagonal move takes the perfect line).
        const RoadMove &m = s.from < 0 ? road.first().at(s.move) : road.at(s.from).next.at(s.move);
        QJsonObject space = req.spaceJson.value(s.space);
        space.remove("line"_L1);
        space.remove("direction"_L1);
        if (m.direction == MoveDirection::Diagonal)
            space.insert(u"direction"_s, u"diagonal"_s);
        else if (m.direction == MoveDirection::Outward)
            space.insert(u"direction"_s, u"outward"_s);
        if (m.line == LineCrossing::Hazard)
            space.insert(u"line"_s, u"!"_s);
        else if (m.line == LineCrossing::Limit)
            space.insert(u"line"_s, m.lineLimit);
        QJsonObject step{{u"dice"_s, s.dice.text()}, {u"space"_s, space}};
        if (s.landing >= 0) {
            step.insert(u"landing"_s, req.spaceJson.value(s.landing));
            path.append(road.at(s.landing).id);
        }
        steps.append(step);
    }
    QJsonObject move{{u"mode"_s, p.move.mode == RollMode::FlatOut ? u"flat-out"_s : u"one-by-one"_s}, {u"steps"_s, steps}};
    if (p.move.flyingStart)
        move.insert(u"flyingStart"_s, true);
    if (p.move.sisu)
        move.insert(u"sisu"_s, true);

    const PlayOutcome &o = p.outcome;
    QJsonObject j = figuresJson(o, game);
    j.insert(u"dice"_s, dice.join(u' '));
    j.insert(u"style"_s, style(p.style));
    j.insert(u"path"_s, path);
    j.insert(u"samePaths"_s, qint64(p.paths));
    j.insert(u"riskProgressFront"_s, p.riskProgressFront);
    QJsonArray byStep;
    for (double v : o.lossByStep)
        byStep.append(v);
    const LossOdds &odds = p.verdict.odds;
    QJsonObject laidOut{{u"probability"_s, odds.probability}, {u"exact"_s, odds.exact}};
    if (odds.exact)
        laidOut.insert(u"fraction"_s, fraction(odds.favourable, odds.outcomes));
    j.insert(u"lossByStep"_s, byStep);
    j.insert(u"lossIfEveryDieRolled"_s, laidOut);
    j.insert(u"unknownDamageProbability"_s, o.lossUnknownDamage);
    j.insert(u"tokensGained"_s, o.tokensGained);
    j.insert(u"expectedTokensSpent"_s, o.tokensSpent);
    j.insert(u"flyingStartStop"_s, o.flyingStartStop);
    if (game == Game::Dirt)
        j.insert(u"placeholderData"_s, o.placeholder);
    QJsonArray outcomes;
    QJsonObject endGears;
    for (const OutcomeShare &share : o.outcomes) {
        const QString gear = CoDriverFormat::endMarker(share, p.scored).text();
        const ScoredStep &s = p.scored.at(qBound(0, share.step, int(p.scored.size()) - 1));
        outcomes.append(QJsonObject{{u"end"_s, enumId(share.end)},
                                    {u"step"_s, share.step},
                                    {u"distance"_s, s.distance},
                                    {u"gear"_s, gear},
                                    {u"probability"_s, share.probability}});
        endGears.insert(gear, endGears.value(gear).toDouble() + share.probability);
    }
    j.insert(u"outcomes"_s, outcomes);
    const auto next = [](NextTurn n) {
        switch (n) {
        case NextTurn::Free: return u"free"_s;
        case NextTurn::ForcedLoss: return u"forced-loss"_s;
        case NextTurn::Blocked: return u"blocked"_s;
        case NextTurn::Unknown: break;
        }
        return u"unknown"_s;
    };
    j.insert(u"nextTurn"_s, next(p.nextTurn));
    j.insert(u"endGear"_s, endGears);
    j.insert(u"move"_s, move);
    return j;
}

QJsonObject CoDriverJson::result(const CoDriverResult &r, const CoDriverJsonRequest &req)
{
    const Game game = req.request.rules.game;
    const auto status = [](CoDriverResult::Status s) {
        switch (s) {
        case CoDriverResult::Status::Done: return u"done"_s;
        case CoDriverResult::Status::Cancelled: return u"cancelled"_s;
        case CoDriverResult::Status::Truncated: return u"truncated"_s;
        case CoDriverResult::Status::NoMove: return u"no-move"_s;
        case CoDriverResult::Status::Invalid: return u"invalid"_s;
        }
        return QString();
    };
    QJsonObject j{{u"status"_s, status(r.status)}, {u"layouts"_s, r.counts.layouts}, {u"plansWeighed"_s, r.counts.plans}};
    if (req.timing) {
        j.insert(u"threads"_s, r.threads);
        j.insert(u"elapsedMs"_s, r.elapsedMs);
    }
    if (!r.message.isEmpty())
        j.insert(u"message"_s, r.message);
    QJsonArray front;
    for (const CoDriverPlan &p : r.front)
        front.append(plan(p, req));
    j.insert(u"front"_s, front);
    QJsonObject suggestions;
    for (const Suggestion &s : r.suggestions)
        suggestions.insert(enumId(s.attitude),
                           QJsonObject{{u"plan"_s, s.plan >= 0 ? QJsonValue(s.plan) : QJsonValue()},
                                       {u"riskLimit"_s, s.riskLimit},
                                       {u"withinLimit"_s, s.withinLimit}});
    j.insert(u"suggestions"_s, suggestions);
    j.insert(u"notes"_s, RefereeJson::rulings(r.notes));
    if (game == Game::Dirt)
        j.insert(u"placeholderData"_s, r.placeholder);
    return j;
}

QJsonObject CoDriverJson::advice(const RollAdvice &a, Game game)
{
    if (!a.error.isEmpty())
        return QJsonObject{{u"error"_s, a.error}};
    QJsonObject j{{u"attitude"_s, enumId(a.attitude)},
                  {u"over"_s, a.over},
                  {u"advice"_s, RollAdvice::choiceId(a.advice)},
                  {u"reason"_s, a.reason},
                  {u"now"_s, RefereeJson::outcome(a.now, game)}};
    if (!a.over) {
        j.insert(u"nextStep"_s, a.nextStep);
        j.insert(u"risk"_s, QJsonObject{{u"probability"_s, a.risk()}, {u"fraction"_s, fraction(a.riskWays, a.riskOutcomes)}});
        const auto choice = [game](const RollChoice &c) -> QJsonValue {
            if (!c.possible)
                return QJsonValue();
            QJsonObject o = figuresJson(c.outcome, game);
            if (c.cost > 0)
                o.insert(u"cost"_s, c.cost);
            return o;
        };
        j.insert(u"stop"_s, choice(a.stop));
        j.insert(u"roll"_s, choice(a.roll));
        j.insert(u"secure"_s, choice(a.secure));
    }
    return j;
}

QJsonObject CoDriverJson::answer(const CoDriverJsonRequest &req, const RulesData &data, int *exitCode)
{
    const Game game = req.request.rules.game;
    QJsonObject out{{u"game"_s, enumId(game)}};
    int code = 0;
    if (req.hasRoad) {
        const CoDriverResult r = CoDriver::run(req.request, data);
        const QJsonObject j = result(r, req);
        for (auto it = j.begin(); it != j.end(); ++it)
            out.insert(it.key(), it.value());
        if (r.status == CoDriverResult::Status::NoMove || r.status == CoDriverResult::Status::Invalid)
            code = r.status == CoDriverResult::Status::Invalid ? 2 : 1;
    }
    if (req.rollOrStop) {
        const RulesContext ctx{data, req.request.rules};
        const RollAdvice a = adviseRoll(ctx, req.request.car, req.rollOrStop->move, req.rollOrStop->results, req.attitude);
        out.insert(u"rollOrStop"_s, advice(a, game));
        if (!a.error.isEmpty())
            code = qMax(code, 1);
    }
    if (exitCode)
        *exitCode = code;
    return out;
}

} // namespace Pacenotes
