// SPDX-License-Identifier: GPL-3.0-or-later
#include "timecards.h"

#include "json/datajson.h"
#include "randomsource.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

int TimeCardBack::damageFor(Danger d) const
{
    switch (d) {
    case Danger::Yellow: return damage[0];
    case Danger::Orange: return damage[1];
    case Danger::Red: return damage[2];
    case Danger::None: break;
    }
    return 0;
}

QList<TimeCardDeck> TimeCards::readDecks(const JsonScope &scope, const QJsonArray &decks, const QString &path)
{
    QList<TimeCardDeck> out;
    for (int i = 0; i < decks.size() && scope.ok(); ++i) {
        const JsonScope d = JsonScope::element(decks, i, path, scope.errors());
        d.allowOnly({"gear"_L1, "cards"_L1, "frontSeconds"_L1, "backs"_L1, "provenance"_L1});
        TimeCardDeck deck;
        deck.gear = d.integer("gear"_L1, 1, 6, 1);
        if (!d.has("cards"_L1))
            d.fail("cards"_L1, DataJson::missing());
        deck.cards = d.integer("cards"_L1, 1, 200, 1);
        deck.frontSeconds = d.integer("frontSeconds"_L1, 0, 3600, 0);
        const QJsonArray backs = d.array("backs"_L1, 50);
        for (int j = 0; j < backs.size() && scope.ok(); ++j) {
            const JsonScope b = JsonScope::element(backs, j, d.path("backs"_L1), scope.errors());
            b.allowOnly({"kind"_L1, "seconds"_L1, "damage"_L1, "gear"_L1, "count"_L1});
            TimeCardBack back;
            back.kind = b.choice("kind"_L1, TimeCardBackKind::Spinout);
            back.seconds = b.integer("seconds"_L1, 0, 3600, 0);
            back.damage = DataJson::readPerColour(b.object("damage"_L1), 9);
            back.gear = b.integer("gear"_L1, 0, 6, 0);
            back.count = b.integer("count"_L1, 0, 200, 1);
            deck.backs.append(back);
        }
        deck.provenance = DataJson::readProvenanceMap(d.object("provenance"_L1));
        out.append(deck);
    }
    return out;
}

QJsonObject TimeCards::writeDeck(const TimeCardDeck &deck)
{
    QJsonArray backs;
    for (const TimeCardBack &b : deck.backs) {
        QJsonObject o{{u"kind"_s, enumId(b.kind)}, {u"seconds"_s, b.seconds}, {u"count"_s, b.count}};
        if (b.kind == TimeCardBackKind::Crash)
            o.insert(u"damage"_s, DataJson::writePerColour(b.damage));
        if (b.kind == TimeCardBackKind::Sisu)
            o.insert(u"gear"_s, b.gear);
        backs.append(o);
    }
    return {{u"gear"_s, deck.gear},
            {u"cards"_s, deck.cards},
            {u"frontSeconds"_s, deck.frontSeconds},
            {u"backs"_s, backs},
            {u"provenance"_s, DataJson::writeProvenanceMap(deck.provenance)}};
}

std::optional<TimeCards> TimeCards::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    TimeCards t;
    if (const auto root = DataJson::root(json, "pacenotes-dirt-time-cards"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "about"_L1, "sources"_L1, "decks"_L1});
        for (const TimeCardDeck &d : readDecks(s, s.array("decks"_L1, 6), s.path("decks"_L1)))
            t.setDeck(d);
        for (int g = 1; g <= 6 && errors.ok(); ++g)
            if (!t.deck(g))
                errors.fail(u"decks"_s, QCoreApplication::translate("RulesData", "no deck for gear %1").arg(g));
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return t;
}

const TimeCardDeck *TimeCards::deck(int gear) const
{
    for (const TimeCardDeck &d : m_decks)
        if (d.gear == gear)
            return &d;
    return nullptr;
}

void TimeCards::setDeck(const TimeCardDeck &deck)
{
    for (TimeCardDeck &d : m_decks) {
        if (d.gear == deck.gear) {
            d = deck;
            return;
        }
    }
    m_decks.append(deck);
}

std::optional<TimeCardBack> TimeCards::drawBack(int gear, RandomSource &random) const
{
    const TimeCardDeck *d = deck(gear);
    if (!d)
        return std::nullopt;
    int total = 0;
    for (const TimeCardBack &b : d->backs)
        total += b.count;
    if (total == 0)
        return std::nullopt;
    int pick = random.below(total);
    for (const TimeCardBack &b : d->backs) {
        if (pick < b.count)
            return b;
        pick -= b.count;
    }
    return std::nullopt;
}

} // namespace Pacenotes
