// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatavalues.h"

namespace Pacenotes::GameDataValues {

using namespace Qt::StringLiterals;

namespace {

constexpr int kNoTokens = -1;

int tokenIndex(const QString &colour)
{
    return colour == u"yellow" ? 0 : colour == u"orange" ? 1 : colour == u"red" ? 2 : kNoTokens;
}

/// Reads or writes one value of a row: `write` null reads.
template<typename Row>
std::optional<int> access(Row &row, const QString &field, const int *write);

template<>
std::optional<int> access(DashboardRow &row, const QString &field, const int *write)
{
    int *v = field == u"hazardLimit" ? &row.hazardLimit : nullptr;
    if (const std::optional<DieKind> die = enumFromId<DieKind>(field))
        v = &row.dice[*die];
    if (!v)
        return std::nullopt;
    if (write)
        *v = *write;
    return *v;
}

template<>
std::optional<int> access(LossOfControlRow &row, const QString &field, const int *write)
{
    if (field == u"marker") {
        if (write)
            row.marker = *write ? GearMarker::offTrack() : GearMarker{0, false};
        return row.marker.isOffTrack() ? 1 : 0;
    }
    const int i = tokenIndex(field);
    if (i == kNoTokens)
        return std::nullopt;
    if (write)
        row.tokens[i] = *write;
    return row.tokens[i];
}

template<>
std::optional<int> access(TimeCardDeck &deck, const QString &field, const int *write)
{
    int *v = field == u"cards" ? &deck.cards : field == u"frontSeconds" ? &deck.frontSeconds : nullptr;
    if (!v)
        return std::nullopt;
    if (write)
        *v = *write;
    return *v;
}

template<>
std::optional<int> access(TimeCardBack &back, const QString &field, const int *write)
{
    if (field == u"kind") {
        if (write)
            back.kind = TimeCardBackKind(qBound(0, *write, 2));
        return int(back.kind);
    }
    const int i = tokenIndex(field);
    int *v = i != kNoTokens ? &back.damage[i]
        : field == u"seconds" ? &back.seconds
        : field == u"gear"    ? &back.gear
        : field == u"count"   ? &back.count
                              : nullptr;
    if (!v)
        return std::nullopt;
    if (write)
        *v = *write;
    return *v;
}

/// Reads (write null) or writes a value in `data`; with `p`, its provenance too.
std::optional<int> visit(RulesData &data, const GameDataItem &item, const int *write, const Provenance *p)
{
    const auto withProvenance = [&](auto &row, const QString &key) {
        std::optional<int> v = access(row, item.field, write);
        if (v && p)
            row.provenance.insert(key, *p);
        return v;
    };
    switch (item.kind) {
    case GameDataKind::GtDashboards:
    case GameDataKind::DirtDashboards: {
        const DashboardRow *found = dashboardRow(data, item);
        if (!found)
            return std::nullopt;
        DashboardRow row = *found;
        const std::optional<int> v = withProvenance(row, item.field);
        if (v && write)
            data.dashboards(item.game()).setRow(row);
        return v;
    }
    case GameDataKind::LossOfControl: {
        const LossOfControlRow *found = data.lossOfControl().row(item.gear);
        if (!found)
            return std::nullopt;
        LossOfControlRow row = *found;
        const std::optional<int> v = withProvenance(row, item.field);
        if (v && write)
            data.lossOfControl().setRow(row);
        return v;
    }
    case GameDataKind::TimeCards: {
        const TimeCardDeck *found = data.timeCards().deck(item.gear);
        if (!found || item.index >= found->backs.size())
            return std::nullopt;
        TimeCardDeck deck = *found;
        std::optional<int> v;
        if (item.index < 0) {
            v = withProvenance(deck, item.field);
        } else {
            v = access(deck.backs[item.index], item.field, write);
            if (v && p)
                deck.provenance.insert(u"backs"_s, *p);
        }
        if (v && write)
            data.timeCards().setDeck(deck);
        return v;
    }
    case GameDataKind::GtDamageBag:
    case GameDataKind::DirtDamageBag: {
        QList<DamageTokenSpec> tokens = data.damageBag(item.game()).tokens();
        if (item.index < 0 || item.index >= tokens.size() || item.field != u"count")
            return std::nullopt;
        DamageTokenSpec &t = tokens[item.index];
        if (write)
            t.count = *write;
        if (p)
            t.provenance = *p;
        if (write)
            data.damageBag(item.game()).setTokens(tokens);
        return t.count;
    }
    case GameDataKind::SoloTiming: break;
    }
    return std::nullopt;
}

} // namespace

QStringList fields(GameDataKind kind, bool back)
{
    switch (kind) {
    case GameDataKind::GtDashboards: return {u"gear"_s, u"coast"_s, u"brake"_s, u"boost"_s, u"hazardLimit"_s};
    case GameDataKind::DirtDashboards:
        return {u"gear"_s, u"coast"_s, u"brake"_s, u"boost"_s, u"leader"_s, u"hazardLimit"_s};
    case GameDataKind::LossOfControl: return {u"marker"_s, u"yellow"_s, u"orange"_s, u"red"_s};
    case GameDataKind::TimeCards:
        return back ? QStringList{u"kind"_s, u"count"_s, u"seconds"_s, u"yellow"_s, u"orange"_s, u"red"_s, u"gear"_s}
                    : QStringList{u"cards"_s, u"frontSeconds"_s};
    case GameDataKind::GtDamageBag:
    case GameDataKind::DirtDamageBag: return {u"count"_s};
    case GameDataKind::SoloTiming: return {};
    }
    return {};
}

const DashboardRow *dashboardRow(const RulesData &data, const GameDataItem &item)
{
    return data.dashboards(item.game()).row(item.carClass, item.tyres, item.condition);
}

bool exists(const RulesData &data, const GameDataItem &item)
{
    switch (item.kind) {
    case GameDataKind::GtDashboards:
    case GameDataKind::DirtDashboards: return dashboardRow(data, item);
    case GameDataKind::LossOfControl: return data.lossOfControl().row(item.gear);
    case GameDataKind::TimeCards: {
        const TimeCardDeck *d = data.timeCards().deck(item.gear);
        return d && item.index < d->backs.size();
    }
    case GameDataKind::GtDamageBag:
    case GameDataKind::DirtDamageBag: return item.index >= 0 && item.index < data.damageBag(item.game()).tokens().size();
    case GameDataKind::SoloTiming: break;
    }
    return false;
}

bool applies(const RulesData &data, const GameDataItem &item)
{
    if (!exists(data, item))
        return false;
    if (item.kind == GameDataKind::GtDashboards)
        return item.field != u"leader"; // GT has no Leader dice
    if (item.kind != GameDataKind::TimeCards || item.index < 0)
        return true;
    const TimeCardBackKind kind = data.timeCards().deck(item.gear)->backs[item.index].kind;
    if (tokenIndex(item.field) != kNoTokens)
        return kind == TimeCardBackKind::Crash;
    if (item.field == u"gear")
        return kind == TimeCardBackKind::Sisu;
    return true;
}

std::optional<int> value(const RulesData &data, const GameDataItem &item)
{
    // visit() only writes through `write`; reading leaves the copy-on-write data shared.
    return visit(const_cast<RulesData &>(data), item, nullptr, nullptr);
}

std::optional<Provenance> provenance(const RulesData &data, const GameDataItem &item)
{
    if (!value(data, item))
        return std::nullopt;
    switch (item.kind) {
    case GameDataKind::GtDashboards:
    case GameDataKind::DirtDashboards: return dashboardRow(data, item)->provenanceOf(item.field);
    case GameDataKind::LossOfControl: return data.lossOfControl().row(item.gear)->provenance.value(item.field);
    case GameDataKind::TimeCards:
        return data.timeCards().deck(item.gear)->provenance.value(item.index < 0 ? item.field : u"backs"_s);
    case GameDataKind::GtDamageBag:
    case GameDataKind::DirtDamageBag: return data.damageBag(item.game()).tokens().at(item.index).provenance;
    case GameDataKind::SoloTiming: break;
    }
    return std::nullopt;
}

bool set(RulesData &data, const GameDataItem &item, int value, const Provenance &p)
{
    return visit(data, item, &value, &p).has_value();
}

bool copy(RulesData &data, const RulesData &from, const GameDataItem &item)
{
    const std::optional<int> v = value(from, item);
    const std::optional<Provenance> p = provenance(from, item);
    return v && p && set(data, item, *v, *p);
}

Provenance userProvenance(const QString &note)
{
    return Provenance{{u"user"_s}, Confidence::User, note};
}

} // namespace Pacenotes::GameDataValues
