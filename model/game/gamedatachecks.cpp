// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatachecks.h"

#include "rules/json/datajson.h"

#include <QCoreApplication>
#include <QFile>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr QLatin1StringView kKeys[] = {"gearDice"_L1, "gtDamageTokens"_L1, "dirtDamageTokens"_L1, "timeCardDecks"_L1,
                                       "timeCardsPerDeck"_L1};
static_assert(std::size(kKeys) == GameDataChecks::FactCount);
} // namespace

std::optional<GameDataChecks> GameDataChecks::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    GameDataChecks c;
    if (const auto root = DataJson::root(json, "pacenotes-game-data-checks"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "about"_L1, "sources"_L1, "checks"_L1});
        c.m_sources = DataJson::readSources(s.object("sources"_L1));
        const JsonScope checks = s.object("checks"_L1);
        checks.allowOnly({kKeys[0], kKeys[1], kKeys[2], kKeys[3], kKeys[4]});
        for (int i = 0; i < FactCount && errors.ok(); ++i) {
            if (!checks.has(kKeys[i])) {
                checks.fail(kKeys[i], QCoreApplication::translate("RulesData", "missing"));
                break;
            }
            const JsonScope one = checks.object(kKeys[i]);
            one.allowOnly({"value"_L1, "provenance"_L1});
            c.m_checks[i] = {one.integer("value"_L1, 1, 1000, 1), DataJson::readProvenance(one.object("provenance"_L1))};
        }
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return c;
}

const GameDataChecks &GameDataChecks::builtin()
{
    static const GameDataChecks checks = [] {
        QFile f(u":/rules/game-data-checks.json"_s);
        QString error;
        std::optional<GameDataChecks> c;
        if (f.open(QIODevice::ReadOnly))
            c = fromJson(f.readAll(), &error);
        if (!c)
            qFatal("Pacenotes: the built-in game-data checks failed to load: %s", qPrintable(error));
        return *c;
    }();
    return checks;
}

} // namespace Pacenotes
