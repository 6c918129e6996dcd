// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gearmarker.h"
#include "rulestypes.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/**
 * GT solo lap timing: seconds added per turn by the gear the turn ends in, and the seconds
 * each Focus token left at the end takes off (GT rulebook, Solo Mode; data in
 * resources/rules/gt-solo-timing.json). The one source of truth for solo times.
 */
class SoloTiming
{
public:
    static const SoloTiming &builtin();
    static std::optional<SoloTiming> fromJson(const QByteArray &json, QString *error);

    int secondsFor(GearMarker endGear) const;
    /// The score sheet's rows, top to bottom: 6, 5, 4, 3, 2, 1, 0, 00.
    static QList<GearMarker> sheetGears();
    /// Σ seconds for the end gear of each turn: the score sheet's "Track time".
    int trackTime(const QList<GearMarker> &turns) const;
    /// Track time minus one second per Focus token (never below zero): the "Final time".
    int finalTime(int trackTime, int focusTokens) const;
    int secondsPerFocusToken() const { return m_focusSeconds; }
    QString source() const { return m_source; }
    const Provenance &provenance() const { return m_provenance; }

    /// The end gears a turn can be timed for, in the sheet's order: "6".."1", "0", "00".
    static QStringList endGears();
    /// User corrections (DataOverrides): `endGear` is one of endGears(), others are ignored.
    void setSecondsFor(const QString &endGear, int seconds);
    void setSecondsPerFocusToken(int seconds) { m_focusSeconds = seconds; }
    bool operator==(const SoloTiming &) const = default;

private:
    QMap<QString, int> m_seconds; ///< "6".."0", "00" -> seconds
    int m_focusSeconds = 1;
    QString m_source;
    Provenance m_provenance;
};

/// "m:ss" text for a number of seconds (negative shown with a minus sign) and back.
namespace RaceTime {
QString format(int seconds);
/// Accepts "m:ss", "mm:ss", "h:mm:ss" and plain seconds "75"; nullopt for anything else.
std::optional<int> parse(QStringView text);
} // namespace RaceTime

} // namespace Pacenotes
