// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace Pacenotes {

/**
 * What a car's gear marker shows between turns: a gear 1..6, 0 (the car skidded and faces
 * the wrong way on the track) or 00 (the car left the track). GT rulebook, "Loss of Control".
 */
struct GearMarker
{
    int gear = 0;      ///< 0..6
    bool off = false;  ///< true only for 00 (gear is then 0)

    static constexpr GearMarker offTrack() { return {0, true}; }
    bool isOffTrack() const { return off; }
    /// "1".."6", "0", "00".
    QString text() const { return off ? QStringLiteral("00") : QString::number(gear); }
    static std::optional<GearMarker> fromText(QStringView text)
    {
        const QString t = text.trimmed().toString();
        if (t == u"00")
            return offTrack();
        if (t.size() == 1 && t[0] >= u'0' && t[0] <= u'6')
            return GearMarker{t[0].digitValue(), false};
        return std::nullopt;
    }
    bool operator==(const GearMarker &) const = default;
};

} // namespace Pacenotes
