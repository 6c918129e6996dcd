// SPDX-License-Identifier: GPL-3.0-or-later
#include "refereerequest.h"
#include "rules/trcontexts.h"

#include "classcheck.h"
#include "datajson.h"
#include "rules/rulesdata.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxSteps = 40;
constexpr int kMaxTurns = 500; ///< turns of a solo lap, Time cards of a stage

class Reader
{
public:
    Reader(const RulesData &data, JsonErrors *errors) : m_data(data), m_errors(errors) {}

    /// Checks gears and dice against this class from now on (car() sets it too).
    void setCarClass(Game game, const QString &id);

    void rules(const JsonScope &s, Game game, RaceRules &r);
    void car(const JsonScope &s, const RaceRules &rules, CarState &c);
    PlannedMove move(const JsonScope &s, Game game);
    RollResults results(const JsonScope &parent, QLatin1StringView key);
    TimeCardBack card(const JsonScope &s);
    PitStopRequest pitStop(const JsonScope &s, Game game);
    SpaceInfo space(const JsonScope &s, Game game);
    RefereeRequest::SoloLap soloLap(const JsonScope &s);
    RefereeRequest::Stage stage(const JsonScope &s);
    QList<DamageToken> damage(const JsonScope &parent, QLatin1StringView key);
    ShortcutResult shortcut(const JsonScope &parent, QLatin1StringView key);

private:
    SharpLines lineValue(const JsonScope &s, QLatin1StringView key);
    void sharp(const JsonScope &s, bool &isSharp, SharpLines &lines);
    StartSpace start(const JsonScope &s, Game game);
    void checkLines(const JsonScope &steps, const PlannedMove &m);
    StepDice dice(const JsonScope &s);
    QList<Alongside> alongside(const JsonScope &s);
    void checkGear(const JsonScope &s, QLatin1StringView key, GearMarker gear) const;
    void checkDice(const JsonScope &s, const StepDice &d) const;

    const RulesData &m_data;
    JsonErrors *m_errors;
    std::optional<ClassCheck> m_class;
};

void Reader::setCarClass(Game game, const QString &id)
{
    if (std::optional<ClassCheck> c = ClassCheck::of(m_data, game, id))
        m_class = c;
}

void Reader::checkGear(const JsonScope &s, QLatin1StringView key, GearMarker gear) const
{
    if (const QString why = m_class ? m_class->gearProblem(gear) : QString(); !why.isEmpty())
        s.fail(key, why);
}

void Reader::checkDice(const JsonScope &s, const StepDice &d) const
{
    if (const QString why = m_class ? m_class->diceProblem(d) : QString(); !why.isEmpty())
        s.fail("dice"_L1, why);
}

void Reader::rules(const JsonScope &s, Game game, RaceRules &r)
{
    s.allowOnly({"weather"_L1, "terrain"_L1, "laps"_L1, "flyingStart"_L1, "redline"_L1, "sisu"_L1, "solo"_L1,
                 "randomWeather"_L1, "weatherChanges"_L1, "leaderDice"_L1, "rally"_L1, "repairsReturn"_L1});
    r.game = game;
    r.weather = s.choice("weather"_L1, Weather::Dry);
    r.terrain = enumId(s.choice("terrain"_L1, Terrain::Gravel));
    r.laps = s.integer("laps"_L1, 1, 99, 1);
    r.flyingStart = s.boolean("flyingStart"_L1, false);
    r.redline = s.boolean("redline"_L1, false);
    r.sisu = s.boolean("sisu"_L1, false);
    r.solo = s.boolean("solo"_L1, false);
    r.randomWeather = s.boolean("randomWeather"_L1, false);
    r.weatherChanges = s.boolean("weatherChanges"_L1, true);
    r.leaderDice = s.boolean("leaderDice"_L1, true);
    r.rally = s.boolean("rally"_L1, false);
    r.repairsReturn = s.choice("repairsReturn"_L1, RepairsReturn::StayInPits);
    if (game == Game::Dirt && s.has("repairsReturn"_L1))
        s.fail("repairsReturn"_L1, JsonInputTr::tr("DIRT has no pit stops"));
    if (game == Game::GT && s.has("terrain"_L1))
        s.fail("terrain"_L1, JsonInputTr::tr("road types are for DIRT; GT tracks are asphalt"));
    if (game == Game::Dirt && s.has("weather"_L1))
        s.fail("weather"_L1, JsonInputTr::tr("DIRT dashboards change with the road type, not the weather"));
}

void Reader::car(const JsonScope &s, const RaceRules &rules, CarState &c)
{
    s.allowOnly({"class"_L1, "tyres"_L1, "gear"_L1, "location"_L1, "damage"_L1, "focus"_L1, "seconds"_L1,
                 "softTyreTurns"_L1, "lapsDone"_L1, "leader"_L1, "sisu"_L1, "spareTyre"_L1, "yellowFlagOut"_L1});
    const Dashboards &boards = m_data.dashboards(rules.game);
    const QString defaultClass = rules.game == Game::GT ? u"GT6"_s : u"Core"_s;
    const QString defaultTyres = rules.game == Game::GT ? u"asphalt"_s : u"gravel"_s;
    c.carClass = s.string("class"_L1, defaultClass, 40);
    c.tyres = s.string("tyres"_L1, defaultTyres, 40);
    if (const CarClass *cls = boards.carClass(c.carClass)) {
        c.carClass = cls->id;
        setCarClass(rules.game, cls->id);
        if (!boards.tyres(c.carClass).contains(c.tyres))
            s.fail("tyres"_L1, JsonText::expectedChoice(boards.tyres(c.carClass)));
    } else {
        QStringList ids;
        for (const CarClass &k : boards.classes())
            ids << k.id;
        s.fail("class"_L1, JsonText::expectedChoice(ids));
    }
    c.gear = DataJson::readGearMarker(s, "gear"_L1, GearMarker{});
    checkGear(s, "gear"_L1, c.gear);
    if (rules.game == Game::Dirt && c.gear.isOffTrack())
        s.fail("gear"_L1, JsonInputTr::tr("DIRT has no 00: a car off the track has the 0 side of its Time card"));
    c.location = s.choice("location"_L1, c.gear.isOffTrack() ? CarLocation::OffTrack : CarLocation::OnTrack);
    const JsonScope d = s.object("damage"_L1);
    d.allowOnly({"gear"_L1, "brake"_L1, "coast"_L1, "boost"_L1});
    c.damage.gear = d.integer("gear"_L1, 0, 50, 0);
    c.damage.brake = d.integer("brake"_L1, 0, 50, 0);
    c.damage.coast = d.integer("coast"_L1, 0, 50, 0);
    c.damage.boost = d.integer("boost"_L1, 0, 50, 0);
    if (rules.game == Game::GT && s.has("seconds"_L1))
        s.fail("seconds"_L1, JsonInputTr::tr("GT cars hold Focus tokens: use \"focus\""));
    if (rules.game == Game::Dirt && s.has("focus"_L1))
        s.fail("focus"_L1, JsonInputTr::tr("DIRT cars hold Second tokens: use \"seconds\""));
    c.focus = s.integer(rules.game == Game::GT ? "focus"_L1 : "seconds"_L1, 0, 999, 0);
    c.softTyreTurns = s.integer("softTyreTurns"_L1, 0, 999, 0);
    c.lapsDone = s.integer("lapsDone"_L1, 0, 99, 0);
    c.leader = s.boolean("leader"_L1, false);
    c.sisu = s.boolean("sisu"_L1, rules.sisu);
    c.spareTyre = s.boolean("spareTyre"_L1, true);
    c.yellowFlagOut = s.boolean("yellowFlagOut"_L1, false);
}

QList<Alongside> Reader::alongside(const JsonScope &s)
{
    QList<Alongside> out;
    const QJsonArray a = s.array("alongside"_L1, 6);
    for (int i = 0; i < a.size() && s.ok(); ++i) {
        Alongside car;
        if (a.at(i).isString() || a.at(i).isDouble()) {
            const JsonScope wrap(QJsonObject{{u"gear"_s, a.at(i)}}, s.path("alongside"_L1) + u'[' + QString::number(i) + u']',
                                 m_errors);
            const GearMarker g = DataJson::readGearMarker(wrap, "gear"_L1, GearMarker{});
            car.gear = g.gear;
            car.offTrack = g.isOffTrack();
        } else {
            const JsonScope o = JsonScope::element(a, i, s.path("alongside"_L1), m_errors);
            o.allowOnly({"gear"_L1, "offTrack"_L1, "inCornerOrSlide"_L1, "alreadyAlongside"_L1});
            const GearMarker g = DataJson::readGearMarker(o, "gear"_L1, GearMarker{});
            car.gear = g.gear;
            car.offTrack = o.boolean("offTrack"_L1, g.isOffTrack());
            car.inCornerOrSlide = o.boolean("inCornerOrSlide"_L1, false);
            car.alreadyAlongside = o.boolean("alreadyAlongside"_L1, false);
        }
        out.append(car);
    }
    return out;
}

SpaceInfo Reader::space(const JsonScope &s, Game game)
{
    s.allowOnly({"limit"_L1, "dangerous"_L1, "sharp"_L1, "line"_L1, "danger"_L1, "alongside"_L1, "occupied"_L1,
                 "yellowFlag"_L1, "tripleLane"_L1, "direction"_L1, "finishLine"_L1, "noOtherSpace"_L1, "terrain"_L1, "corner"_L1,
                 "slide"_L1, "shortcut"_L1, "shortcutTokens"_L1, "jump"_L1, "water"_L1, "markings"_L1, "uncertain"_L1,
                 "uncertainWhy"_L1});
    SpaceInfo sp;
    sp.markings = s.choice("markings"_L1, SpaceMarkings::Known);
    const QJsonArray uncertain = s.array("uncertain"_L1, 16);
    for (int i = 0; i < uncertain.size(); ++i) {
        if (!uncertain[i].isString() || uncertain[i].toString().isEmpty() || uncertain[i].toString().size() > 20) {
            s.fail("uncertain"_L1, JsonInputTr::tr("expected the names of what is uncertain (\"space\", \"limit\"…)"));
            break;
        }
        sp.uncertain << uncertain[i].toString();
    }
    sp.uncertainWhy = s.string("uncertainWhy"_L1, QString(), 500);
    if ((!sp.uncertain.isEmpty() || !sp.uncertainWhy.isEmpty()) && sp.markings != SpaceMarkings::Uncertain)
        s.fail("uncertain"_L1, JsonInputTr::tr("belongs to a space whose \"markings\" are \"uncertain\""));
    sp.limit = s.integer("limit"_L1, 0, 6, 0);
    sp.dangerous = s.boolean("dangerous"_L1, false);
    sharp(s, sp.sharp, sp.sharpLines);
    if (s.has("line"_L1)) {
        const SharpLines l = lineValue(s, "line"_L1);
        sp.line = l.hazard ? LineCrossing::Hazard : (l.limit > 0 ? LineCrossing::Limit : LineCrossing::None);
        sp.lineLimit = l.limit;
    }
    sp.danger = s.choice("danger"_L1, Danger::None);
    sp.alongside = alongside(s);
    sp.occupied = s.boolean("occupied"_L1, false);
    sp.yellowFlag = s.boolean("yellowFlag"_L1, false);
    sp.tripleLane = s.boolean("tripleLane"_L1, false);
    sp.direction = s.choice("direction"_L1, MoveDirection::Straight);
    sp.finishLine = s.boolean("finishLine"_L1, false);
    sp.noOtherSpace = s.boolean("noOtherSpace"_L1, false);
    if (sp.line != LineCrossing::None && sp.direction != MoveDirection::Straight)
        s.fail("line"_L1, JsonInputTr::tr("a dotted line is crossed straight, in the same lane; this move is “%1”: "
                                          "moving diagonally is the perfect line, which crosses none")
                              .arg(s.value("direction"_L1).toString()));
    if (game == Game::GT) {
        for (QLatin1StringView key : {"terrain"_L1, "corner"_L1, "slide"_L1, "shortcut"_L1, "shortcutTokens"_L1, "jump"_L1, "water"_L1})
            if (s.has(key))
                s.fail(key, JsonInputTr::tr("only DIRT tiles have this"));
        return sp;
    }
    for (QLatin1StringView key : {"dangerous"_L1, "sharp"_L1, "line"_L1, "yellowFlag"_L1, "tripleLane"_L1})
        if (s.has(key))
            s.fail(key, JsonInputTr::tr("only GT tiles have this"));
    if (s.has("terrain"_L1))
        sp.terrain = enumId(s.choice("terrain"_L1, Terrain::Gravel));
    const auto line = [](const JsonScope &o, QLatin1StringView key) { return o.choice(key, CornerLine::None); };
    if (s.has("corner"_L1)) {
        const JsonScope c = s.object("corner"_L1);
        c.allowOnly({"id"_L1, "line"_L1, "carLine"_L1});
        sp.cornerId = c.string("id"_L1, u"corner"_s, 40);
        sp.cornerLine = line(c, "line"_L1);
        sp.cornerCarLine = line(c, "carLine"_L1);
    }
    if (s.has("slide"_L1)) {
        const JsonScope c = s.object("slide"_L1);
        c.allowOnly({"id"_L1, "sliding"_L1, "carSliding"_L1});
        sp.slideId = c.string("id"_L1, u"slide"_s, 40);
        sp.sliding = c.boolean("sliding"_L1, false);
        sp.slideCar = c.boolean("carSliding"_L1, false);
    }
    sp.shortcut = s.boolean("shortcut"_L1, false);
    sp.shortcutTokens = s.integer("shortcutTokens"_L1, 0, 9, 0);
    sp.jump = s.integer("jump"_L1, 0, 6, 0);
    sp.water = s.boolean("water"_L1, false);
    return sp;
}

SharpLines Reader::lineValue(const JsonScope &s, QLatin1StringView key)
{
    const QJsonValue v = s.value(key);
    if (v.isString() && v.toString() == u"!")
        return {0, true};
    return {s.integer(key, 1, 6, 0), false};
}

void Reader::sharp(const JsonScope &s, bool &isSharp, SharpLines &lines)
{
    if (!s.has("sharp"_L1))
        return;
    // true, or what its dotted lines show: a number 1-6 or "!" (the crossings then follow from
    // the moves' directions).
    if (s.value("sharp"_L1).isBool()) {
        isSharp = s.value("sharp"_L1).toBool();
        return;
    }
    const QJsonValue v = s.value("sharp"_L1);
    if (!(v.isDouble() || (v.isString() && v.toString() == u"!"))) {
        s.fail("sharp"_L1, JsonInputTr::tr("expected true, false, or the number (1 to 6) or \"!\" on its dotted lines"));
        return;
    }
    lines = lineValue(s, "sharp"_L1);
    isSharp = lines.known();
}

StartSpace Reader::start(const JsonScope &s, Game game)
{
    StartSpace st;
    if (game == Game::GT) {
        s.allowOnly({"sharp"_L1});
        bool isSharp = false;
        sharp(s, isSharp, st.sharpLines);
        if (isSharp && !st.sharpLines.known())
            s.fail("sharp"_L1, JsonInputTr::tr("give the number (1 to 6) or \"!\" on its dotted lines"));
        return st;
    }
    s.allowOnly({"corner"_L1, "slide"_L1, "shortcut"_L1});
    const SpaceInfo sp = space(s, game);
    st.cornerId = sp.cornerId;
    st.cornerLine = sp.cornerLine;
    st.slideId = sp.slideId;
    st.sliding = sp.sliding;
    st.shortcut = sp.shortcut;
    return st;
}

void Reader::checkLines(const JsonScope &steps, const PlannedMove &m)
{
    // A crossing the players read off the tile must agree with the one the sharp corner's own
    // lines and the move's direction give.
    for (int i = 0; i < m.steps.size() && steps.ok(); ++i) {
        const SpaceInfo &sp = m.steps[i].space;
        if (sp.line == LineCrossing::None)
            continue;
        const SharpLines derived = sp.sharp ? sp.sharpLines : m.linesLeftBehind(i);
        const SharpLines read{sp.lineLimit, sp.line == LineCrossing::Hazard};
        if (derived.known() && derived != read)
            m_errors->fail(steps.path("steps"_L1) + u'[' + QString::number(i) + u"].space.line"_s,
                           JsonInputTr::tr("this dotted line contradicts the sharp corner's own (“sharp”)"));
    }
}

StepDice Reader::dice(const JsonScope &s)
{
    if (!s.has("dice"_L1)) {
        s.fail("dice"_L1, JsonInputTr::tr("every step needs its dice"));
        return {};
    }
    const QJsonValue v = s.value("dice"_L1);
    if (v.isString()) {
        const std::optional<StepDice> d = StepDice::fromText(v.toString());
        if (!d)
            s.fail("dice"_L1, JsonInputTr::tr("expected dice like \"4\", \"2+BB\" (Gear 2 with two Brake dice), \"4+A\" (with a Boost "
                                 "die), \"C\" (Coast), \"L\" (Leader) or \"R\" (Redline)"));
        else
            checkDice(s, *d);
        return d.value_or(StepDice{});
    }
    const JsonScope o = s.object("dice"_L1);
    o.allowOnly({"gear"_L1, "brake"_L1, "boost"_L1, "coast"_L1, "leader"_L1, "redline"_L1});
    StepDice d;
    d.gear = o.integer("gear"_L1, 0, 6, 0);
    d.brakes = o.integer("brake"_L1, 0, 6, 0);
    d.boosts = o.integer("boost"_L1, 0, 6, 0);
    d.coast = o.boolean("coast"_L1, false);
    d.leader = o.boolean("leader"_L1, false);
    d.redline = o.boolean("redline"_L1, false);
    if (s.ok())
        checkDice(s, d);
    return d;
}

PlannedMove Reader::move(const JsonScope &s, Game game)
{
    s.allowOnly({"mode"_L1, "flyingStart"_L1, "sisu"_L1, "blocked"_L1, "start"_L1, "steps"_L1});
    PlannedMove m;
    m.mode = s.choice("mode"_L1, RollMode::OneByOne);
    m.flyingStart = s.boolean("flyingStart"_L1, false);
    m.sisu = s.boolean("sisu"_L1, false);
    m.blocked = s.boolean("blocked"_L1, false);
    if (s.has("start"_L1))
        m.start = start(s.object("start"_L1), game);
    const QJsonArray steps = s.array("steps"_L1, kMaxSteps);
    for (int i = 0; i < steps.size() && s.ok(); ++i) {
        const JsonScope st = JsonScope::element(steps, i, s.path("steps"_L1), m_errors);
        st.allowOnly({"dice"_L1, "secured"_L1, "space"_L1, "landing"_L1});
        PlannedStep step;
        step.dice = dice(st);
        step.secured = st.boolean("secured"_L1, false);
        step.space = space(st.object("space"_L1), game);
        if (st.has("landing"_L1)) {
            if (game == Game::GT)
                st.fail("landing"_L1, JsonInputTr::tr("only DIRT tiles have this"));
            step.landing = space(st.object("landing"_L1), game);
        }
        m.steps.append(step);
    }
    checkLines(s, m);
    return m;
}

RollResults Reader::results(const JsonScope &parent, QLatin1StringView key)
{
    RollResults out;
    const QJsonArray a = parent.array(key, kMaxSteps);
    for (int i = 0; i < a.size() && parent.ok(); ++i) {
        const QString text = a.at(i).toString();
        StepResult r;
        bool ok = a.at(i).isString() && !text.isEmpty() && text.size() <= 8;
        if (text == u"secured" || text == u"*") {
            r.secured = true;
        } else {
            for (QChar c : text) {
                ok = ok && (c == u'!' || c == u'-');
                r.hazards.append(c == u'!');
            }
        }
        if (!ok) {
            m_errors->fail(parent.path(key) + u'[' + QString::number(i) + u']',
                           JsonInputTr::tr("expected the step's dice as '!' (hazard) or '-' (no hazard), one per die in the order Gear "
                              "(or Coast, Leader, Redline), Brake, Boost; or \"secured\""));
            return {};
        }
        out.append(r);
    }
    return out;
}

TimeCardBack Reader::card(const JsonScope &s)
{
    s.allowOnly({"kind"_L1, "seconds"_L1, "damage"_L1, "gear"_L1});
    TimeCardBack b;
    b.kind = s.choice("kind"_L1, TimeCardBackKind::Spinout);
    if (!s.has("kind"_L1))
        s.fail("kind"_L1, JsonInputTr::tr("say what the card shows: spinout, crash or sisu"));
    b.seconds = s.integer("seconds"_L1, 0, 3600, 0);
    b.damage = DataJson::readPerColour(s.object("damage"_L1), 9);
    b.gear = s.integer("gear"_L1, 0, 6, 0);
    return b;
}

PitStopRequest Reader::pitStop(const JsonScope &s, Game game)
{
    s.allowOnly({"choice"_L1, "newTyres"_L1, "endGear"_L1, "lossOfControl"_L1, "space"_L1, "centreLane"_L1});
    PitStopRequest p;
    p.choice = s.choice("choice"_L1, PitChoice::Tyres);
    p.newTyres = s.string("newTyres"_L1, {}, 40);
    if (m_class && s.has("newTyres"_L1)) {
        const QStringList tyres = m_data.dashboards(game).tyres(m_class->id());
        if (!tyres.contains(p.newTyres))
            s.fail("newTyres"_L1, JsonText::expectedChoice(tyres));
    }
    p.endGear = DataJson::readGearMarker(s, "endGear"_L1, GearMarker{});
    checkGear(s, "endGear"_L1, p.endGear);
    p.lossOfControl = s.boolean("lossOfControl"_L1, false);
    p.space = space(s.object("space"_L1), game);
    p.centreLane = s.boolean("centreLane"_L1, false);
    return p;
}

RefereeRequest::SoloLap Reader::soloLap(const JsonScope &s)
{
    s.allowOnly({"turns"_L1, "focus"_L1});
    RefereeRequest::SoloLap lap;
    const QJsonArray turns = s.array("turns"_L1, kMaxTurns);
    for (int i = 0; i < turns.size() && s.ok(); ++i) {
        const JsonScope wrap(QJsonObject{{u"gear"_s, turns.at(i)}}, s.path("turns"_L1) + u'[' + QString::number(i) + u']', m_errors);
        lap.turns.append(DataJson::readGearMarker(wrap, "gear"_L1, GearMarker{}));
        checkGear(wrap, "gear"_L1, lap.turns.last());
    }
    lap.focus = s.integer("focus"_L1, 0, 999, 0);
    return lap;
}

RefereeRequest::Stage Reader::stage(const JsonScope &s)
{
    s.allowOnly({"timeCards"_L1, "secondsLeft"_L1, "penaltyTokens"_L1, "retired"_L1, "slowest"_L1});
    RefereeRequest::Stage st;
    const QJsonArray cards = s.array("timeCards"_L1, kMaxTurns);
    for (int i = 0; i < cards.size() && s.ok(); ++i) {
        const QJsonValue v = cards.at(i);
        if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 0 || v.toInt() > 3600) {
            m_errors->fail(s.path("timeCards"_L1) + u'[' + QString::number(i) + u']',
                           JsonInputTr::tr("expected the seconds on the Time card, a whole number from 0 to 3600"));
            break;
        }
        st.timeCards.append(v.toInt());
    }
    st.secondsLeft = s.integer("secondsLeft"_L1, 0, 9999, 0);
    st.penaltyTokens = s.integer("penaltyTokens"_L1, 0, 999, 0);
    st.retired = s.boolean("retired"_L1, false);
    st.slowest = s.integer("slowest"_L1, 0, 99999, 0);
    if (st.retired && !s.has("slowest"_L1))
        s.fail("slowest"_L1, JsonInputTr::tr("a retired car's time is the slowest finisher's plus a minute: give the slowest time"));
    if (!st.retired && s.has("slowest"_L1))
        s.fail("slowest"_L1, JsonInputTr::tr("only a retired car's time depends on the slowest finisher"));
    return st;
}

QList<DamageToken> Reader::damage(const JsonScope &parent, QLatin1StringView key)
{
    QList<DamageToken> tokens;
    const QJsonArray a = parent.array(key, 20);
    for (int i = 0; i < a.size(); ++i) {
        const std::optional<DamageToken> t = enumFromId<DamageToken>(a.at(i).toString());
        if (!t) {
            m_errors->fail(parent.path(key) + u'[' + QString::number(i) + u']',
                           JsonText::expectedChoice(enumIdList<DamageToken>()));
            break;
        }
        tokens.append(*t);
    }
    return tokens;
}

ShortcutResult Reader::shortcut(const JsonScope &parent, QLatin1StringView key)
{
    return parent.choice(key, ShortcutResult::Ok);
}

} // namespace

namespace RefereeRequestParts {

void rules(const JsonScope &scope, Game game, const RulesData &data, RaceRules &rules)
{
    Reader(data, scope.errors()).rules(scope, game, rules);
}

void car(const JsonScope &scope, const RaceRules &rules, const RulesData &data, CarState &car)
{
    Reader(data, scope.errors()).car(scope, rules, car);
}

PlannedMove move(const JsonScope &scope, Game game, const RulesData &data, const QString &carClass)
{
    Reader r(data, scope.errors());
    if (!carClass.isEmpty())
        r.setCarClass(game, carClass);
    return r.move(scope, game);
}

RollResults results(const JsonScope &parent, QLatin1StringView key, const RulesData &data)
{
    return Reader(data, parent.errors()).results(parent, key);
}

TimeCardBack lossCard(const JsonScope &scope, const RulesData &data)
{
    return Reader(data, scope.errors()).card(scope);
}

PitStopRequest pitStop(const JsonScope &scope, Game game, const RulesData &data, const QString &carClass)
{
    Reader r(data, scope.errors());
    if (!carClass.isEmpty())
        r.setCarClass(game, carClass);
    return r.pitStop(scope, game);
}

QList<DamageToken> damage(const JsonScope &parent, QLatin1StringView key, const RulesData &data)
{
    return Reader(data, parent.errors()).damage(parent, key);
}

ShortcutResult shortcut(const JsonScope &parent, QLatin1StringView key, const RulesData &data)
{
    return Reader(data, parent.errors()).shortcut(parent, key);
}

} // namespace RefereeRequestParts

std::optional<RefereeRequest> RefereeRequest::fromJson(const QByteArray &json, const RulesData &data, QString *error)
{
    JsonErrors errors;
    RefereeRequest req;
    const auto done = [&]() -> std::optional<RefereeRequest> {
        if (errors.ok())
            return req;
        if (error)
            *error = errors.message;
        return std::nullopt;
    };
    const std::optional<QJsonObject> root = readRequestObject(json, &errors);
    if (!root)
        return done();
    const JsonScope s(*root, {}, &errors);
    s.allowOnly({"game"_L1, "rules"_L1, "car"_L1, "move"_L1, "results"_L1, "roll"_L1, "rearranged"_L1, "lossCard"_L1,
                 "damage"_L1, "shortcut"_L1, "pitStop"_L1, "spareTyre"_L1, "turnStart"_L1, "soloLap"_L1, "stage"_L1,
                 "assistance"_L1});
    if (!s.has("game"_L1))
        s.fail("game"_L1, JsonInputTr::tr("say which game: \"gt\" or \"dirt\""));
    const Game game = s.choice("game"_L1, Game::GT);
    Reader r(data, &errors);
    r.rules(s.object("rules"_L1), game, req.rules);
    r.car(s.object("car"_L1), req.rules, req.car);
    if (s.has("move"_L1))
        req.move = r.move(s.object("move"_L1), game);
    if (s.has("results"_L1)) {
        if (!req.move)
            s.fail("results"_L1, JsonInputTr::tr("results need a \"move\" to resolve"));
        req.results = r.results(s, "results"_L1);
    }
    if (s.has("roll"_L1)) {
        const JsonScope roll = s.object("roll"_L1);
        roll.allowOnly({"seed"_L1});
        req.seed = quint32(roll.number("seed"_L1, 0, 4294967295.0, 0));
        if (!req.move)
            s.fail("roll"_L1, JsonInputTr::tr("rolling needs a \"move\""));
        if (req.results)
            s.fail("roll"_L1, JsonInputTr::tr("give either \"results\" or \"roll\", not both"));
    }
    if (s.has("rearranged"_L1)) {
        const JsonScope ra = s.object("rearranged"_L1);
        ra.allowOnly({"steps"_L1, "results"_L1});
        req.rearranged = r.move(JsonScope(QJsonObject{{u"steps"_s, ra.value("steps"_L1)}}, ra.path(), &errors), game);
        req.rearrangedResults = r.results(ra, "results"_L1);
        if (!req.results || !req.move || req.move->mode != RollMode::FlatOut)
            s.fail("rearranged"_L1, JsonInputTr::tr("a re-layout needs a Flat Out \"move\" and its \"results\""));
    }
    if (s.has("lossCard"_L1)) {
        if (game != Game::Dirt)
            s.fail("lossCard"_L1, JsonInputTr::tr("only DIRT has Time cards"));
        req.lossCard = r.card(s.object("lossCard"_L1));
    }
    if (s.has("damage"_L1))
        req.damage = r.damage(s, "damage"_L1);
    if (s.has("shortcut"_L1)) {
        if (game != Game::Dirt)
            s.fail("shortcut"_L1, JsonInputTr::tr("only DIRT has shortcuts"));
        req.shortcut = r.shortcut(s, "shortcut"_L1);
    }
    if (s.has("pitStop"_L1)) {
        req.pitStop = r.pitStop(s.object("pitStop"_L1), game);
        req.pitStopFromMove = !s.object("pitStop"_L1).has("endGear"_L1);
        if (req.pitStopFromMove && !(req.move && (req.results || req.seed)))
            s.fail("pitStop"_L1, JsonInputTr::tr("say the gear the turn ended in (\"endGear\"), or give the move and its results"));
    }
    req.spareTyre = s.boolean("spareTyre"_L1, false);
    if (s.has("turnStart"_L1)) {
        const JsonScope ts = s.object("turnStart"_L1);
        ts.allowOnly({"spaceFree"_L1});
        req.turnStart = ts.boolean("spaceFree"_L1, true);
    }
    if (s.has("soloLap"_L1)) {
        if (game != Game::GT)
            s.fail("soloLap"_L1, JsonInputTr::tr("the solo score sheet is for GT"));
        req.soloLap = r.soloLap(s.object("soloLap"_L1));
    }
    if (s.has("stage"_L1)) {
        if (game != Game::Dirt)
            s.fail("stage"_L1, JsonInputTr::tr("stage times are for DIRT"));
        req.stage = r.stage(s.object("stage"_L1));
    }
    req.assistance = s.boolean("assistance"_L1, false);
    if (req.assistance && game != Game::Dirt)
        s.fail("assistance"_L1, JsonInputTr::tr("Assistance is for DIRT; GT cars repair at a pit stop"));
    if (errors.ok() && !req.move && !req.damage && !req.shortcut && !req.pitStop && !req.spareTyre && !req.turnStart
        && !req.soloLap && !req.stage && !req.assistance)
        errors.fail({}, JsonInputTr::tr("nothing to rule on: give a \"move\", \"damage\", \"shortcut\", \"pitStop\", \"spareTyre\", "
                                        "\"turnStart\", \"soloLap\", \"stage\" or \"assistance\""));
    return done();
}

} // namespace Pacenotes
