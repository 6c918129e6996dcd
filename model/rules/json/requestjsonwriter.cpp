// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestjsonwriter.h"

namespace Pacenotes::RequestJsonWriter {

using namespace Qt::StringLiterals;

namespace {

QJsonValue alongside(const Alongside &a)
{
    const GearMarker marker = a.offTrack && a.gear == 0 ? GearMarker::offTrack() : GearMarker{a.gear, false};
    const bool plain = !a.inCornerOrSlide && !a.alreadyAlongside && a.offTrack == marker.isOffTrack();
    if (plain)
        return marker.text();
    QJsonObject o{{u"gear"_s, GearMarker{a.gear, false}.text()}};
    if (a.offTrack)
        o.insert(u"offTrack"_s, true);
    if (a.inCornerOrSlide)
        o.insert(u"inCornerOrSlide"_s, true);
    if (a.alreadyAlongside)
        o.insert(u"alreadyAlongside"_s, true);
    return o;
}

/// "sharp": the number or "!" on its dotted lines when known, else true (docs/referee-json.md).
QJsonValue sharpValue(const SharpLines &lines)
{
    if (lines.hazard)
        return u"!"_s;
    if (lines.limit > 0)
        return lines.limit;
    return true;
}

} // namespace

QJsonObject rules(const RaceRules &r)
{
    const RaceRules d;
    QJsonObject o;
    if (r.game == Game::GT)
        o.insert(u"weather"_s, enumId(r.weather));
    else
        o.insert(u"terrain"_s, r.terrain);
    if (r.laps != d.laps)
        o.insert(u"laps"_s, r.laps);
    const auto flag = [&o](const char *key, bool value, bool fallback) {
        if (value != fallback)
            o.insert(QLatin1StringView(key), value);
    };
    flag("flyingStart", r.flyingStart, d.flyingStart);
    flag("redline", r.redline, d.redline);
    flag("sisu", r.sisu, d.sisu);
    flag("solo", r.solo, d.solo);
    flag("randomWeather", r.randomWeather, d.randomWeather);
    flag("weatherChanges", r.weatherChanges, d.weatherChanges);
    flag("leaderDice", r.leaderDice, d.leaderDice);
    flag("rally", r.rally, d.rally);
    // without it a shared game log replays pit stops by the other edition's rule
    if (r.repairsReturn != d.repairsReturn)
        o.insert(u"repairsReturn"_s, enumId(r.repairsReturn));
    return o;
}

QJsonObject car(const CarState &c, Game game)
{
    QJsonObject o{{u"class"_s, c.carClass}, {u"tyres"_s, c.tyres}, {u"gear"_s, c.gear.text()}};
    o.insert(u"location"_s, enumId(c.location));
    if (c.damage.total() > 0)
        o.insert(u"damage"_s, QJsonObject{{u"gear"_s, c.damage.gear},
                                         {u"brake"_s, c.damage.brake},
                                         {u"coast"_s, c.damage.coast},
                                         {u"boost"_s, c.damage.boost}});
    o.insert(game == Game::GT ? u"focus"_s : u"seconds"_s, c.focus);
    if (c.softTyreTurns)
        o.insert(u"softTyreTurns"_s, c.softTyreTurns);
    if (c.lapsDone)
        o.insert(u"lapsDone"_s, c.lapsDone);
    if (c.leader)
        o.insert(u"leader"_s, true);
    o.insert(u"sisu"_s, c.sisu);
    if (!c.spareTyre)
        o.insert(u"spareTyre"_s, false);
    if (c.yellowFlagOut)
        o.insert(u"yellowFlagOut"_s, true);
    return o;
}

QString dice(const StepDice &d)
{
    return d.text();
}

QJsonObject space(const SpaceInfo &s, Game game)
{
    QJsonObject o;
    if (s.limit)
        o.insert(u"limit"_s, s.limit);
    if (s.danger != Danger::None)
        o.insert(u"danger"_s, enumId(s.danger));
    if (!s.alongside.isEmpty()) {
        QJsonArray a;
        for (const Alongside &car : s.alongside)
            a.append(alongside(car));
        o.insert(u"alongside"_s, a);
    }
    if (s.occupied)
        o.insert(u"occupied"_s, true);
    if (s.direction != MoveDirection::Straight)
        o.insert(u"direction"_s, enumId(s.direction));
    if (s.finishLine)
        o.insert(u"finishLine"_s, true);
    if (s.markings != SpaceMarkings::Known) {
        o.insert(u"markings"_s, enumId(s.markings));
        if (!s.uncertain.isEmpty())
            o.insert(u"uncertain"_s, QJsonArray::fromStringList(s.uncertain));
        if (!s.uncertainWhy.isEmpty())
            o.insert(u"uncertainWhy"_s, s.uncertainWhy);
    }
    if (game == Game::GT) {
        if (s.dangerous)
            o.insert(u"dangerous"_s, true);
        if (s.sharp)
            o.insert(u"sharp"_s, sharpValue(s.sharpLines));
        if (s.line == LineCrossing::Hazard)
            o.insert(u"line"_s, u"!"_s);
        else if (s.line == LineCrossing::Limit && s.lineLimit > 0)
            o.insert(u"line"_s, s.lineLimit);
        if (s.yellowFlag)
            o.insert(u"yellowFlag"_s, true);
        if (s.tripleLane)
            o.insert(u"tripleLane"_s, true);
        return o;
    }
    if (!s.terrain.isEmpty())
        o.insert(u"terrain"_s, s.terrain);
    if (s.isCorner()) {
        QJsonObject c{{u"id"_s, s.cornerId}};
        if (s.cornerLine != CornerLine::None)
            c.insert(u"line"_s, enumId(s.cornerLine));
        if (s.cornerCarLine != CornerLine::None)
            c.insert(u"carLine"_s, enumId(s.cornerCarLine));
        o.insert(u"corner"_s, c);
    }
    if (!s.slideId.isEmpty()) {
        QJsonObject c{{u"id"_s, s.slideId}};
        if (s.sliding)
            c.insert(u"sliding"_s, true);
        if (s.slideCar)
            c.insert(u"carSliding"_s, true);
        o.insert(u"slide"_s, c);
    }
    if (s.shortcut)
        o.insert(u"shortcut"_s, true);
    if (s.shortcutTokens)
        o.insert(u"shortcutTokens"_s, s.shortcutTokens);
    if (s.jump)
        o.insert(u"jump"_s, s.jump);
    if (s.water)
        o.insert(u"water"_s, true);
    return o;
}

QJsonObject step(const PlannedStep &s, Game game)
{
    QJsonObject o{{u"dice"_s, dice(s.dice)}};
    if (s.secured)
        o.insert(u"secured"_s, true);
    const QJsonObject sp = space(s.space, game);
    if (!sp.isEmpty())
        o.insert(u"space"_s, sp);
    if (s.landing)
        o.insert(u"landing"_s, space(*s.landing, game));
    return o;
}

QJsonObject move(const PlannedMove &m, Game game)
{
    QJsonObject o{{u"mode"_s, enumId(m.mode)}};
    if (m.flyingStart)
        o.insert(u"flyingStart"_s, true);
    if (m.sisu)
        o.insert(u"sisu"_s, true);
    if (m.blocked)
        o.insert(u"blocked"_s, true);
    if (game == Game::GT && m.start.sharpLines.known())
        o.insert(u"start"_s, QJsonObject{{u"sharp"_s, sharpValue(m.start.sharpLines)}});
    if (game == Game::Dirt && m.start != StartSpace{}) {
        SpaceInfo start;
        start.cornerId = m.start.cornerId;
        start.cornerLine = m.start.cornerLine;
        start.slideId = m.start.slideId;
        start.sliding = m.start.sliding;
        start.shortcut = m.start.shortcut;
        o.insert(u"start"_s, space(start, game));
    }
    QJsonArray steps;
    for (const PlannedStep &s : m.steps)
        steps.append(step(s, game));
    o.insert(u"steps"_s, steps);
    return o;
}

QJsonObject lossCard(const TimeCardBack &c)
{
    QJsonObject o{{u"kind"_s, enumId(c.kind)}, {u"seconds"_s, c.seconds}};
    if (c.kind == TimeCardBackKind::Crash)
        o.insert(u"damage"_s,
                 QJsonObject{{u"yellow"_s, c.damage[0]}, {u"orange"_s, c.damage[1]}, {u"red"_s, c.damage[2]}});
    if (c.kind == TimeCardBackKind::Sisu)
        o.insert(u"gear"_s, c.gear);
    return o;
}

QJsonArray damage(const QList<DamageToken> &tokens)
{
    QJsonArray a;
    for (DamageToken t : tokens)
        a.append(enumId(t));
    return a;
}

QString shortcut(ShortcutResult r)
{
    return enumId(r);
}

QJsonObject pitStopChoice(const PitStopRequest &r)
{
    QJsonObject o{{u"choice"_s, enumId(r.choice)}};
    if (!r.newTyres.isEmpty())
        o.insert(u"newTyres"_s, r.newTyres);
    if (r.centreLane)
        o.insert(u"centreLane"_s, true);
    return o;
}

} // namespace Pacenotes::RequestJsonWriter
