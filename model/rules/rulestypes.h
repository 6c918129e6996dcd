// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h" // Game, Danger

#include <QString>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/// The colours of dice: black Gear 1..6, white Coast, red Brake, green Boost, orange Leader (DIRT).
enum class DieKind : quint8 { Gear, Coast, Brake, Boost, Leader };
inline constexpr int DieKindCount = 5;

/// Rolling the planned dice one by one (securing allowed) or all at once ("Flat Out").
enum class RollMode : quint8 { OneByOne, FlatOut };

enum class Weather : quint8 { Dry, Wet };

/// How far a game-data value can be trusted. Shown next to every value that is not from a rulebook.
enum class Confidence : quint8 {
    Rulebook,     ///< printed in a rulebook (or fixed by one of its worked examples)
    Confirmed,    ///< two or more independent public sources agree
    SingleSource, ///< one public source, not checked against a physical component
    Placeholder,  ///< no source at all: a default for the user to correct
    User          ///< entered by the user from their own components
};

template<>
struct EnumIds<DieKind>
{
    static constexpr std::pair<DieKind, const char *> table[] = {{DieKind::Gear, "gear"},
                                                                 {DieKind::Coast, "coast"},
                                                                 {DieKind::Brake, "brake"},
                                                                 {DieKind::Boost, "boost"},
                                                                 {DieKind::Leader, "leader"}};
};
template<>
struct EnumIds<RollMode>
{
    static constexpr std::pair<RollMode, const char *> table[] = {{RollMode::OneByOne, "one-by-one"}, {RollMode::FlatOut, "flat-out"}};
};
template<>
struct EnumIds<Weather>
{
    static constexpr std::pair<Weather, const char *> table[] = {{Weather::Dry, "dry"}, {Weather::Wet, "wet"}};
};
template<>
struct EnumIds<Confidence>
{
    static constexpr std::pair<Confidence, const char *> table[] = {{Confidence::Rulebook, "rulebook"},
                                                                    {Confidence::Confirmed, "confirmed"},
                                                                    {Confidence::SingleSource, "single-source"},
                                                                    {Confidence::Placeholder, "placeholder"},
                                                                    {Confidence::User, "user"}};
};

/// Dice per turn, one count per kind (a dashboard's allowance, or the dice a plan uses).
struct DiceCounts
{
    int gear = 0;
    int coast = 0;
    int brake = 0;
    int boost = 0;
    int leader = 0;

    int &operator[](DieKind k);
    int operator[](DieKind k) const;
    int total() const { return gear + coast + brake + boost + leader; }
    bool operator==(const DiceCounts &) const = default;
};

/// Where a value came from: source keys (explained in the data file) and a confidence.
struct Provenance
{
    QStringList sources;
    Confidence confidence = Confidence::Placeholder;
    QString note;

    /// True for rulebook and confirmed values: nothing to warn about.
    bool isSolid() const { return confidence == Confidence::Rulebook || confidence == Confidence::Confirmed || confidence == Confidence::User; }
    bool operator==(const Provenance &) const = default;
};

namespace RulesText {
QString dieKindName(DieKind k, int n);                ///< translated, "%n Gear dice"
QString confidenceName(Confidence c);                 ///< translated
QString weatherName(Weather w);                       ///< translated
QString dangerName(Danger d);                         ///< translated
QString tyresName(const QString &id);                 ///< translated: "asphalt tyres"...; the id if unknown
QString conditionName(const QString &id);             ///< translated dashboard side/column: weather or road type
} // namespace RulesText

} // namespace Pacenotes
