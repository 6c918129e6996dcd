// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sololapoptions.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace Pacenotes {

class SoloTiming;

/// One turn on the solo score sheet: the gear it ended in, and D/W with random weather.
struct SoloTurn
{
    GearMarker endGear;
    TurnWeather weather = TurnWeather::None;
    bool operator==(const SoloTurn &) const = default;
};

/// The header fields of the GT solo score sheet (GT rulebook, Solo Mode, "Setup").
struct SoloLapHeader
{
    QString track;
    QString driver;
    CarCategory category = CarCategory::GT6;
    Tyres tyres = Tyres::Asphalt;
    LapWeather weather = LapWeather::Dry;
    QDate date;
    bool operator==(const SoloLapHeader &) const = default;
};

/**
 * A GT solo lap as the score sheet records it: the header, one end gear per turn and the
 * Focus tokens left at the end. Times always come from SoloTiming (the rulebook's table);
 * this struct stores only what the player wrote down.
 */
struct SoloLap
{
    static constexpr int kMaxTurns = 300;
    static constexpr int kMaxFocusTokens = 99;
    static constexpr int kMaxTextLength = 200;
    static constexpr int kMaxNotesLength = 4000;

    qint64 id = 0;            ///< database id; 0 = never saved
    SoloLapHeader header;
    QList<SoloTurn> turns;
    int focusTokens = 0;      ///< left at the end of the lap
    bool finished = false;    ///< the car crossed the finish line: the lap counts for bests
    QString notes;
    QDateTime modified;       ///< set by the database on save (UTC)

    int turnsInGear(GearMarker gear) const;
    /// Σ seconds for each turn's end gear: the sheet's "Track time".
    int trackTime(const SoloTiming &timing) const;
    /// Track time minus the Focus tokens: the sheet's "Final time".
    int finalTime(const SoloTiming &timing) const;

    /// Translated reasons this lap cannot be saved; empty when it is valid.
    QStringList problems() const;
    bool operator==(const SoloLap &) const = default;
};

/// The checks shared by the lap, the sheet document and the database reader.
namespace SoloLapCheck {
bool isValidGear(GearMarker gear);
/// Empty when `tokens` is a possible number of Focus tokens, else a translated reason.
QString focusProblem(int tokens);
bool isTooLong(const QString &text);
} // namespace SoloLapCheck

} // namespace Pacenotes
