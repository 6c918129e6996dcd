// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulestypes.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>

#include <optional>

namespace Pacenotes {

class JsonScope;
class RandomSource;

/// The damage side of a token (GT and DIRT). Coast covers DIRT's "Coast/Leader" token.
enum class DamageToken : quint8 { Gear, Brake, Coast, Boost, Weather, YellowFlag, GreenFlag };
/// The shortcut side of a DIRT token: no harm, a blown tyre (Coast damage from the next turn),
/// or stones and mud (-1 on the corner limits of that tile).
enum class ShortcutResult : quint8 { Ok, Coast, MinusOne };

template<>
struct EnumIds<DamageToken>
{
    static constexpr std::pair<DamageToken, const char *> table[] = {
        {DamageToken::Gear, "gear"},       {DamageToken::Brake, "brake"},             {DamageToken::Coast, "coast"},
        {DamageToken::Boost, "boost"},     {DamageToken::Weather, "weather"},         {DamageToken::YellowFlag, "yellow-flag"},
        {DamageToken::GreenFlag, "green-flag"}};
};
template<>
struct EnumIds<ShortcutResult>
{
    static constexpr std::pair<ShortcutResult, const char *> table[] = {
        {ShortcutResult::Ok, "ok"}, {ShortcutResult::Coast, "coast"}, {ShortcutResult::MinusOne, "minus-one"}};
};

namespace DamageText {
QString name(DamageToken t);            ///< translated
QString shortcutName(ShortcutResult r); ///< translated
} // namespace DamageText

/// One kind of token in a bag: its damage side, its shortcut side (DIRT) and how many there are.
struct DamageTokenSpec
{
    DamageToken damage = DamageToken::GreenFlag;
    std::optional<ShortcutResult> shortcut;
    int count = 0;
    Provenance provenance;
    bool operator==(const DamageTokenSpec &) const = default;
};

/// What a game's bag holds when full (resources/rules/<game>-damage-bag.json).
class DamageBagSpec
{
public:
    static std::optional<DamageBagSpec> fromJson(const QByteArray &json, QString *error);
    static QList<DamageTokenSpec> readTokens(const JsonScope &scope, const QJsonArray &tokens, const QString &path);
    static QJsonObject writeToken(const DamageTokenSpec &token);

    Game game() const { return m_game; }
    const QList<DamageTokenSpec> &tokens() const { return m_tokens; }
    int total() const;
    void setTokens(const QList<DamageTokenSpec> &tokens) { m_tokens = tokens; }

private:
    Game m_game = Game::GT;
    QList<DamageTokenSpec> m_tokens;
};

/**
 * The bag during a race: the tokens still in it. Drawing takes a token out (it goes onto a
 * dashboard or the track); repairs put tokens back.
 */
class DamageBag
{
public:
    DamageBag() = default;
    explicit DamageBag(const DamageBagSpec &full);

    int remaining() const;
    int remaining(int specIndex) const { return m_left.value(specIndex); }
    const DamageBagSpec &spec() const { return m_spec; }
    /// Draws one token uniformly among those left; the spec index, or -1 when the bag is empty.
    int draw(RandomSource &random);
    /// Removes a token the players drew at the table; false when none of that kind is left.
    bool take(int specIndex);
    /// Puts a token back (repairs, Assistance, a replaced weather token).
    void putBack(int specIndex);
    /// The spec index of the first token kind with this damage side, or -1.
    int indexOf(DamageToken t) const;

private:
    DamageBagSpec m_spec;
    QList<int> m_left;
};

} // namespace Pacenotes
