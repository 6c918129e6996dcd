// SPDX-License-Identifier: GPL-3.0-or-later
#include "damagetokens.h"

#include "json/datajson.h"
#include "randomsource.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace DamageText {

QString name(DamageToken t)
{
    switch (t) {
    case DamageToken::Gear: return QCoreApplication::translate("Rules", "Gear damage");
    case DamageToken::Brake: return QCoreApplication::translate("Rules", "Brake damage");
    case DamageToken::Coast: return QCoreApplication::translate("Rules", "Coast damage");
    case DamageToken::Boost: return QCoreApplication::translate("Rules", "Boost damage");
    case DamageToken::Weather: return QCoreApplication::translate("Rules", "Weather change");
    case DamageToken::YellowFlag: return QCoreApplication::translate("Rules", "Yellow flag");
    case DamageToken::GreenFlag: return QCoreApplication::translate("Rules", "Green flag");
    }
    return {};
}

QString shortcutName(ShortcutResult r)
{
    switch (r) {
    case ShortcutResult::Ok: return QCoreApplication::translate("Rules", "OK! (no effect)");
    case ShortcutResult::Coast: return QCoreApplication::translate("Rules", "blown tyre (Coast damage)");
    case ShortcutResult::MinusOne: return QCoreApplication::translate("Rules", "stones and mud (−1 on the corner)");
    }
    return {};
}

} // namespace DamageText

int DamageBagSpec::total() const
{
    int n = 0;
    for (const DamageTokenSpec &t : m_tokens)
        n += t.count;
    return n;
}

QList<DamageTokenSpec> DamageBagSpec::readTokens(const JsonScope &scope, const QJsonArray &tokens, const QString &path)
{
    QList<DamageTokenSpec> out;
    for (int i = 0; i < tokens.size() && scope.ok(); ++i) {
        const JsonScope t = JsonScope::element(tokens, i, path, scope.errors());
        t.allowOnly({"token"_L1, "shortcut"_L1, "count"_L1, "provenance"_L1});
        DamageTokenSpec spec;
        const auto damage = enumFromId<DamageToken>(t.string("token"_L1, {}));
        if (!damage)
            t.fail("token"_L1, QCoreApplication::translate("RulesData", "unknown damage token"));
        spec.damage = damage.value_or(DamageToken::GreenFlag);
        if (t.has("shortcut"_L1)) {
            spec.shortcut = enumFromId<ShortcutResult>(t.string("shortcut"_L1, {}));
            if (!spec.shortcut)
                t.fail("shortcut"_L1, QCoreApplication::translate("RulesData", "unknown shortcut result"));
        }
        spec.count = t.integer("count"_L1, 0, 100, 0);
        const JsonScope p = t.object("provenance"_L1);
        p.allowOnly({"count"_L1});
        spec.provenance = DataJson::readProvenance(p.object("count"_L1));
        out.append(spec);
    }
    return out;
}

QJsonObject DamageBagSpec::writeToken(const DamageTokenSpec &token)
{
    QJsonObject o{{u"token"_s, enumId(token.damage)},
                  {u"count"_s, token.count},
                  {u"provenance"_s, QJsonObject{{u"count"_s, DataJson::writeProvenance(token.provenance)}}}};
    if (token.shortcut)
        o.insert(u"shortcut"_s, enumId(*token.shortcut));
    return o;
}

std::optional<DamageBagSpec> DamageBagSpec::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    DamageBagSpec bag;
    if (const auto root = DataJson::root(json, "pacenotes-damage-bag"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "game"_L1, "about"_L1, "sources"_L1, "tokens"_L1});
        bag.m_game = s.choice("game"_L1, Game::GT);
        bag.m_tokens = readTokens(s, s.array("tokens"_L1, 20), s.path("tokens"_L1));
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return bag;
}

DamageBag::DamageBag(const DamageBagSpec &full) : m_spec(full)
{
    for (const DamageTokenSpec &t : full.tokens())
        m_left.append(t.count);
}

int DamageBag::remaining() const
{
    int n = 0;
    for (int c : m_left)
        n += c;
    return n;
}

int DamageBag::draw(RandomSource &random)
{
    const int n = remaining();
    if (n == 0)
        return -1;
    int pick = random.below(n);
    for (int i = 0; i < m_left.size(); ++i) {
        if (pick < m_left[i]) {
            --m_left[i];
            return i;
        }
        pick -= m_left[i];
    }
    return -1;
}

bool DamageBag::take(int specIndex)
{
    if (specIndex < 0 || specIndex >= m_left.size() || m_left[specIndex] == 0)
        return false;
    --m_left[specIndex];
    return true;
}

void DamageBag::putBack(int specIndex)
{
    if (specIndex >= 0 && specIndex < m_left.size())
        ++m_left[specIndex];
}

int DamageBag::indexOf(DamageToken t) const
{
    for (int i = 0; i < m_spec.tokens().size(); ++i)
        if (m_spec.tokens()[i].damage == t)
            return i;
    return -1;
}

} // namespace Pacenotes
