// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulestypes.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include <array>
#include <optional>

namespace Pacenotes {

class JsonScope;
class RandomSource;

/// What the 0 side of a DIRT Time card shows after a Loss of Control.
enum class TimeCardBackKind : quint8 {
    Spinout, ///< the car stays on the track, no damage
    Crash,   ///< the car goes beside the track; damage by the tile's danger colour
    Sisu     ///< the car stays; no damage; the next turn starts in the gear shown
};

template<>
struct EnumIds<TimeCardBackKind>
{
    static constexpr std::pair<TimeCardBackKind, const char *> table[] = {
        {TimeCardBackKind::Spinout, "spinout"}, {TimeCardBackKind::Crash, "crash"}, {TimeCardBackKind::Sisu, "sisu"}};
};

struct TimeCardBack
{
    TimeCardBackKind kind = TimeCardBackKind::Spinout;
    int seconds = 0;               ///< seconds on the 0 side
    std::array<int, 3> damage{};   ///< Crash: tokens for yellow, orange, red
    int gear = 0;                  ///< SISU: the gear shown
    int count = 1;                 ///< cards like this in the deck

    int damageFor(Danger d) const;
    bool operator==(const TimeCardBack &) const = default;
};

/// The deck of Time cards for one gear.
struct TimeCardDeck
{
    int gear = 1;
    int cards = 0;              ///< cards in the deck (the data file says how many: 192 / 6)
    int frontSeconds = 0;       ///< seconds on the front (gear) side
    QList<TimeCardBack> backs;  ///< the mix of 0 sides
    QHash<QString, Provenance> provenance; ///< "cards", "frontSeconds", "backs"
    bool operator==(const TimeCardDeck &) const = default;
};

/// DIRT Time cards (resources/rules/dirt-time-cards.json), user-correctable.
class TimeCards
{
public:
    static std::optional<TimeCards> fromJson(const QByteArray &json, QString *error);
    static QList<TimeCardDeck> readDecks(const JsonScope &scope, const QJsonArray &decks, const QString &path);
    static QJsonObject writeDeck(const TimeCardDeck &deck);

    const TimeCardDeck *deck(int gear) const;
    const QList<TimeCardDeck> &decks() const { return m_decks; }
    void setDeck(const TimeCardDeck &deck);
    /// Draws the 0 side of a card of `gear`'s deck, weighted by the mix (a simulation only).
    std::optional<TimeCardBack> drawBack(int gear, RandomSource &random) const;

private:
    QList<TimeCardDeck> m_decks;
};

} // namespace Pacenotes
