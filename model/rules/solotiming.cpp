// SPDX-License-Identifier: GPL-3.0-or-later
#include "solotiming.h"

#include "json/datajson.h"
#include "rulesdata.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

std::optional<SoloTiming> SoloTiming::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    SoloTiming t;
    if (const auto root = DataJson::root(json, "pacenotes-gt-solo-timing"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "source"_L1, "confidence"_L1, "secondsPerEndGear"_L1,
                     "secondsPerFocusToken"_L1, "notes"_L1});
        t.m_source = s.string("source"_L1, {}, 1000);
        t.m_provenance.sources = {t.m_source};
        t.m_provenance.confidence = s.choice("confidence"_L1, Confidence::Placeholder);
        const JsonScope secs = s.object("secondsPerEndGear"_L1);
        QStringList gears;
        for (const GearMarker g : sheetGears())
            gears << g.text();
        secs.allowOnly(gears);
        for (const QString &g : std::as_const(gears)) {
            if (!secs.has(QLatin1StringView(g.toLatin1())))
                errors.fail(secs.path(QLatin1StringView(g.toLatin1())), DataJson::missing());
            t.m_seconds.insert(g, secs.integer(QLatin1StringView(g.toLatin1()), 0, 3600, 0));
        }
        t.m_focusSeconds = s.integer("secondsPerFocusToken"_L1, 0, 60, 1);
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return t;
}

const SoloTiming &SoloTiming::builtin()
{
    return RulesData::builtin().soloTiming();
}

QList<GearMarker> SoloTiming::sheetGears()
{
    return {GearMarker{6, false}, GearMarker{5, false}, GearMarker{4, false}, GearMarker{3, false}, GearMarker{2, false},
            GearMarker{1, false}, GearMarker{0, false}, GearMarker::offTrack()};
}

QStringList SoloTiming::endGears()
{
    return {u"6"_s, u"5"_s, u"4"_s, u"3"_s, u"2"_s, u"1"_s, u"0"_s, u"00"_s};
}

void SoloTiming::setSecondsFor(const QString &endGear, int seconds)
{
    if (m_seconds.contains(endGear))
        m_seconds.insert(endGear, seconds);
}

int SoloTiming::secondsFor(GearMarker endGear) const
{
    return m_seconds.value(endGear.text());
}

int SoloTiming::trackTime(const QList<GearMarker> &turns) const
{
    int total = 0;
    for (const GearMarker &g : turns)
        total += secondsFor(g);
    return total;
}

int SoloTiming::finalTime(int trackTime, int focusTokens) const
{
    return qMax(0, trackTime - focusTokens * m_focusSeconds);
}

namespace RaceTime {

QString format(int seconds)
{
    const QString sign = seconds < 0 ? u"-"_s : QString();
    const int s = std::abs(seconds);
    if (s >= 3600)
        return sign + u"%1:%2:%3"_s.arg(s / 3600).arg((s / 60) % 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'));
    return sign + u"%1:%2"_s.arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

std::optional<int> parse(QStringView text)
{
    const QString t = text.trimmed().toString();
    if (t.isEmpty() || t.size() > 12)
        return std::nullopt;
    const QStringList parts = t.split(u':');
    if (parts.size() > 3)
        return std::nullopt;
    int total = 0;
    for (int i = 0; i < parts.size(); ++i) {
        bool ok = false;
        const int v = parts[i].toInt(&ok);
        if (!ok || v < 0 || parts[i].isEmpty() || !parts[i][0].isDigit())
            return std::nullopt;
        // Every field after the first is minutes or seconds: two digits, below 60.
        if (i > 0 && (parts[i].size() != 2 || v >= 60))
            return std::nullopt;
        total = total * 60 + v;
    }
    return total;
}

} // namespace RaceTime

} // namespace Pacenotes
