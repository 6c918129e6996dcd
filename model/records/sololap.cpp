// SPDX-License-Identifier: GPL-3.0-or-later
#include "sololap.h"

#include "rules/solotiming.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SoloLap)
};
} // namespace

int SoloLap::turnsInGear(GearMarker gear) const
{
    int n = 0;
    for (const SoloTurn &t : turns)
        n += t.endGear == gear ? 1 : 0;
    return n;
}

int SoloLap::trackTime(const SoloTiming &timing) const
{
    QList<GearMarker> gears;
    gears.reserve(turns.size());
    for (const SoloTurn &t : turns)
        gears.append(t.endGear);
    return timing.trackTime(gears);
}

int SoloLap::finalTime(const SoloTiming &timing) const
{
    return timing.finalTime(trackTime(timing), focusTokens);
}

QStringList SoloLap::problems() const
{
    QStringList out;
    const int maxText = kMaxTextLength;
    if (SoloLapCheck::isTooLong(header.track))
        out << Tr::tr("The track name is too long (at most %1 characters).").arg(maxText);
    if (SoloLapCheck::isTooLong(header.driver))
        out << Tr::tr("The driver's name is too long (at most %1 characters).").arg(maxText);
    if (notes.size() > kMaxNotesLength)
        out << Tr::tr("The notes are too long (at most %1 characters).").arg(kMaxNotesLength);
    if (const QString p = SoloLapCheck::focusProblem(focusTokens); !p.isEmpty())
        out << p;
    if (turns.size() > kMaxTurns)
        out << Tr::tr("A lap has at most %n turn(s).", nullptr, kMaxTurns);
    for (qsizetype i = 0; i < turns.size(); ++i) {
        if (!SoloLapCheck::isValidGear(turns[i].endGear))
            out << Tr::tr("Turn %1 ends in an impossible gear.").arg(i + 1);
    }
    if (finished && turns.isEmpty())
        out << Tr::tr("A finished lap needs at least one turn.");
    if (header.date.isValid() && (header.date.year() < 2000 || header.date.year() > 9999))
        out << Tr::tr("The date %1 is not plausible.").arg(header.date.toString(Qt::ISODate));
    return out;
}

namespace SoloLapCheck {

bool isValidGear(GearMarker gear)
{
    if (gear.off)
        return gear.gear == 0;
    return gear.gear >= 0 && gear.gear <= 6;
}

QString focusProblem(int tokens)
{
    if (tokens < 0)
        return Tr::tr("Focus tokens cannot be negative (%1).").arg(tokens);
    if (tokens > SoloLap::kMaxFocusTokens)
        return Tr::tr("%n Focus token(s): more than a lap can leave (at most %1).", nullptr, tokens)
            .arg(SoloLap::kMaxFocusTokens);
    return {};
}

bool isTooLong(const QString &text)
{
    return text.size() > SoloLap::kMaxTextLength;
}

} // namespace SoloLapCheck

} // namespace Pacenotes
