// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatadiff.h"

#include "gamedatavalues.h"

namespace Pacenotes::GameDataDiff {

using namespace Qt::StringLiterals;

namespace {

bool hasUser(const QHash<QString, Provenance> &provenance)
{
    for (const Provenance &p : provenance)
        if (p.confidence == Confidence::User)
            return true;
    return false;
}

bool bagChanged(const QList<DamageTokenSpec> &base, const QList<DamageTokenSpec> &edited)
{
    if (base.size() != edited.size())
        return true;
    for (int i = 0; i < base.size(); ++i)
        if (edited[i].provenance.confidence == Confidence::User || edited[i].damage != base[i].damage
            || edited[i].shortcut != base[i].shortcut || edited[i].count != base[i].count)
            return true;
    return false;
}

bool isUser(const RulesData &data, const GameDataItem &item)
{
    const std::optional<Provenance> p = GameDataValues::provenance(data, item);
    return p && p->confidence == Confidence::User;
}

/// Takes the user's values of one row of `theirs` into `data`, or the whole row if `data` has none.
int takeRow(RulesData &data, const RulesData &theirs, GameDataItem row)
{
    int n = 0;
    for (const QString &f : GameDataValues::fields(row.kind)) {
        row.field = f;
        if (isUser(theirs, row) && GameDataValues::copy(data, theirs, row))
            ++n;
    }
    return n;
}

} // namespace

DataOverrides between(const RulesData &base, const RulesData &edited)
{
    DataOverrides o;
    for (const Game g : {Game::GT, Game::Dirt}) {
        const Dashboards &b = base.dashboards(g);
        for (const CarClass &c : edited.dashboards(g).classes())
            if (!b.carClass(c.id) || !(*b.carClass(c.id) == c))
                (g == Game::GT ? o.gtClasses : o.dirtClasses) << c;
        for (const DashboardRow &r : edited.dashboards(g).rows())
            if (!b.row(r.carClass, r.tyres, r.condition) || hasUser(r.provenance))
                (g == Game::GT ? o.gtDashboards : o.dirtDashboards) << r;
        if (bagChanged(base.damageBag(g).tokens(), edited.damageBag(g).tokens()))
            (g == Game::GT ? o.gtBag : o.dirtBag) = edited.damageBag(g).tokens();
    }
    for (const LossOfControlRow &r : edited.lossOfControl().rows())
        if (!base.lossOfControl().row(r.gear) || hasUser(r.provenance))
            o.lossOfControl << r;
    for (const TimeCardDeck &d : edited.timeCards().decks())
        if (!base.timeCards().deck(d.gear) || hasUser(d.provenance))
            o.timeCards << d;
    return o;
}

int take(RulesData &data, const DataOverrides &corrections)
{
    const RulesData &builtin = RulesData::builtin();
    const RulesData theirs = corrections.applied(builtin);
    int n = 0;
    for (const Game g : {Game::GT, Game::Dirt}) {
        for (const CarClass &c : g == Game::GT ? corrections.gtClasses : corrections.dirtClasses) {
            data.dashboards(g).setClass(c);
            ++n;
        }
        for (const DashboardRow &r : g == Game::GT ? corrections.gtDashboards : corrections.dirtDashboards) {
            const GameDataItem row = GameDataItem::dashboard(g, r.carClass, r.tyres, r.condition);
            if (builtin.dashboards(g).row(r.carClass, r.tyres, r.condition)) {
                n += takeRow(data, theirs, row);
            } else {
                data.dashboards(g).setRow(*GameDataValues::dashboardRow(theirs, row));
                n += GameDataValues::fields(row.kind).size();
            }
        }
        const QList<DamageTokenSpec> &bag = g == Game::GT ? corrections.gtBag : corrections.dirtBag;
        if (!bag.isEmpty()) {
            data.damageBag(g).setTokens(theirs.damageBag(g).tokens());
            n += bag.size();
        }
    }
    for (const LossOfControlRow &r : corrections.lossOfControl)
        n += takeRow(data, theirs, GameDataItem::lossOfControl(r.gear));
    for (const TimeCardDeck &d : corrections.timeCards) {
        n += takeRow(data, theirs, GameDataItem::timeCardDeck(d.gear));
        const TimeCardDeck *mine = data.timeCards().deck(d.gear);
        const TimeCardDeck *given = theirs.timeCards().deck(d.gear);
        if (mine && given && given->provenance.value(u"backs"_s).confidence == Confidence::User) {
            TimeCardDeck deck = *mine;
            deck.backs = given->backs;
            deck.provenance.insert(u"backs"_s, given->provenance.value(u"backs"_s));
            data.timeCards().setDeck(deck);
            ++n;
        }
    }
    return n;
}

} // namespace Pacenotes::GameDataDiff
