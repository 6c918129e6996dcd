// SPDX-License-Identifier: GPL-3.0-or-later
#include "lossofcontroltable.h"

#include "json/datajson.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

int LossOfControlRow::tokensFor(Danger d) const
{
    switch (d) {
    case Danger::Yellow: return tokens[0];
    case Danger::Orange: return tokens[1];
    case Danger::Red: return tokens[2];
    case Danger::None: break;
    }
    return 0;
}

QList<LossOfControlRow> LossOfControlTable::readRows(const JsonScope &scope, const QJsonArray &rows, const QString &path)
{
    QList<LossOfControlRow> out;
    for (int i = 0; i < rows.size() && scope.ok(); ++i) {
        const JsonScope r = JsonScope::element(rows, i, path, scope.errors());
        r.allowOnly({"gear"_L1, "marker"_L1, "tokens"_L1, "provenance"_L1});
        LossOfControlRow row;
        row.gear = r.integer("gear"_L1, 1, 6, 1);
        // The table gives a car that lost control 0 (on the track) or 00 (off it).
        const std::optional<GearMarker> marker = GearMarker::fromText(r.string("marker"_L1, {}, 2));
        if (!marker || (marker->gear != 0))
            r.fail("marker"_L1, JsonText::expectedChoice({u"0"_s, u"00"_s}));
        row.marker = marker.value_or(GearMarker{});
        row.tokens = DataJson::readPerColour(r.object("tokens"_L1), 9);
        row.provenance = DataJson::readProvenanceMap(r.object("provenance"_L1));
        out.append(row);
    }
    return out;
}

QJsonObject LossOfControlTable::writeRow(const LossOfControlRow &row)
{
    return {{u"gear"_s, row.gear},
            {u"marker"_s, row.marker.text()},
            {u"tokens"_s, DataJson::writePerColour(row.tokens)},
            {u"provenance"_s, DataJson::writeProvenanceMap(row.provenance)}};
}

std::optional<LossOfControlTable> LossOfControlTable::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    LossOfControlTable t;
    if (const auto root = DataJson::root(json, "pacenotes-gt-loss-of-control"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "about"_L1, "sources"_L1, "rows"_L1});
        t.m_sources = DataJson::readSources(s.object("sources"_L1));
        for (const LossOfControlRow &r : readRows(s, s.array("rows"_L1, 6), s.path("rows"_L1)))
            t.setRow(r);
        for (int g = 1; g <= 6 && errors.ok(); ++g)
            if (!t.row(g))
                errors.fail(u"rows"_s, QCoreApplication::translate("RulesData", "no row for gear %1").arg(g));
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return t;
}

const LossOfControlRow *LossOfControlTable::row(int gear) const
{
    for (const LossOfControlRow &r : m_rows)
        if (r.gear == gear)
            return &r;
    return nullptr;
}

void LossOfControlTable::setRow(const LossOfControlRow &row)
{
    for (LossOfControlRow &r : m_rows) {
        if (r.gear == row.gear) {
            r = row;
            return;
        }
    }
    m_rows.append(row);
}

// Slots 0..5: Gear 1..6; then Coast, Brake, Boost, Leader.
int DiceHazards::slot(DieKind kind, int value)
{
    switch (kind) {
    case DieKind::Gear: return qBound(1, value, 6) - 1;
    case DieKind::Coast: return 6;
    case DieKind::Brake: return 7;
    case DieKind::Boost: return 8;
    case DieKind::Leader: return 9;
    }
    return 0;
}

int DiceHazards::faces(DieKind kind, int value) const
{
    return m_faces[slot(kind, value)];
}

Provenance DiceHazards::provenance(DieKind kind, int value) const
{
    return m_provenance[slot(kind, value)];
}

void DiceHazards::setFaces(DieKind kind, int value, int faces, const Provenance &p)
{
    m_faces[slot(kind, value)] = faces;
    m_provenance[slot(kind, value)] = p;
}

std::optional<DiceHazards> DiceHazards::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    DiceHazards h;
    std::array<bool, 10> seen{};
    if (const auto root = DataJson::root(json, "pacenotes-dice"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "about"_L1, "sources"_L1, "dice"_L1});
        const QJsonArray dice = s.array("dice"_L1, 20);
        for (int i = 0; i < dice.size() && errors.ok(); ++i) {
            const JsonScope d = JsonScope::element(dice, i, s.path("dice"_L1), &errors);
            d.allowOnly({"die"_L1, "value"_L1, "hazardFaces"_L1, "provenance"_L1});
            const DieKind kind = d.choice("die"_L1, DieKind::Gear);
            const int value = kind == DieKind::Gear ? d.integer("value"_L1, 1, 6, 1) : 0;
            const JsonScope p = d.object("provenance"_L1);
            p.allowOnly({"hazardFaces"_L1});
            h.setFaces(kind, value, d.integer("hazardFaces"_L1, 0, 6, 0), DataJson::readProvenance(p.object("hazardFaces"_L1)));
            seen[slot(kind, value)] = true;
        }
        for (bool b : seen)
            if (!b && errors.ok())
                errors.fail(u"dice"_s, QCoreApplication::translate("RulesData", "a die is missing from the table"));
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return h;
}

} // namespace Pacenotes
