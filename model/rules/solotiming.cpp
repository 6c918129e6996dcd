// SPDX-License-Identifier: GPL-3.0-or-later
#include "solotiming.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace Pacenotes {

using namespace Qt::StringLiterals;

std::optional<SoloTiming> SoloTiming::fromJson(const QByteArray &json, QString *error)
{
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    const auto fail = [error](const QString &why) -> std::optional<SoloTiming> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (root.value("format"_L1).toString() != "pacenotes-gt-solo-timing"_L1)
        return fail(QCoreApplication::translate("SoloTiming", "Not a GT solo timing table."));
    SoloTiming t;
    t.m_source = root.value("source"_L1).toString();
    const QJsonObject secs = root.value("secondsPerEndGear"_L1).toObject();
    for (const QString &g : endGears()) {
        const int s = secs.value(g).toInt(-1);
        if (s < 0 || s > 3600)
            return fail(QCoreApplication::translate("SoloTiming", "The solo timing table has no valid time for gear %1.").arg(g));
        t.m_seconds.insert(g, s);
    }
    t.m_focusSeconds = root.value("secondsPerFocusToken"_L1).toInt(1);
    return t;
}

const SoloTiming &SoloTiming::builtin()
{
    static const SoloTiming timing = [] {
        QFile f(u":/rules/gt-solo-timing.json"_s);
        QString error;
        std::optional<SoloTiming> t;
        if (f.open(QIODevice::ReadOnly))
            t = fromJson(f.readAll(), &error);
        if (!t)
            qFatal("Pacenotes: the built-in GT solo timing failed to load: %s", qPrintable(error));
        return *t;
    }();
    return timing;
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
