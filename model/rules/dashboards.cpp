// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboards.h"

#include "json/datajson.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

Provenance DashboardRow::provenanceOf(const QString &field) const
{
    return provenance.value(field);
}

QList<DashboardRow> Dashboards::readRows(const JsonScope &scope, const QJsonArray &rows, const QString &path)
{
    QList<DashboardRow> out;
    for (int i = 0; i < rows.size() && scope.ok(); ++i) {
        const JsonScope r = JsonScope::element(rows, i, path, scope.errors());
        r.allowOnly({"class"_L1, "tyres"_L1, "condition"_L1, "dice"_L1, "hazardLimit"_L1, "provenance"_L1});
        DashboardRow row;
        row.carClass = r.string("class"_L1, {}, 40);
        row.tyres = r.string("tyres"_L1, {}, 40);
        row.condition = r.string("condition"_L1, {}, 40);
        if (row.carClass.isEmpty() || row.tyres.isEmpty() || row.condition.isEmpty())
            r.fail("class"_L1, QCoreApplication::translate("RulesData", "a dashboard needs a class, tyres and condition"));
        row.dice = DataJson::readDice(r.object("dice"_L1), 6);
        row.hazardLimit = r.integer("hazardLimit"_L1, 1, 9, 3);
        row.provenance = DataJson::readProvenanceMap(r.object("provenance"_L1));
        out.append(row);
    }
    return out;
}

QJsonObject Dashboards::writeRow(const DashboardRow &row)
{
    return {{u"class"_s, row.carClass},
            {u"tyres"_s, row.tyres},
            {u"condition"_s, row.condition},
            {u"dice"_s, DataJson::writeDice(row.dice)},
            {u"hazardLimit"_s, row.hazardLimit},
            {u"provenance"_s, DataJson::writeProvenanceMap(row.provenance)}};
}

std::optional<Dashboards> Dashboards::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    const std::optional<QJsonObject> root = DataJson::root(json, "pacenotes-dashboards"_L1, &errors);
    Dashboards d;
    if (root) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "game"_L1, "about"_L1, "sources"_L1, "classes"_L1,
                     "softTyreWear"_L1, "dashboards"_L1});
        d.m_game = s.choice("game"_L1, Game::GT);
        d.m_sources = DataJson::readSources(s.object("sources"_L1));
        const QJsonArray classes = s.array("classes"_L1, 50);
        for (int i = 0; i < classes.size(); ++i) {
            const JsonScope c = JsonScope::element(classes, i, s.path("classes"_L1), &errors);
            c.allowOnly({"id"_L1, "maxGear"_L1});
            d.m_classes.append({c.string("id"_L1, {}, 40), c.integer("maxGear"_L1, 1, 6, 6)});
        }
        if (s.has("softTyreWear"_L1)) {
            const JsonScope w = s.object("softTyreWear"_L1);
            w.allowOnly({"hazardLimits"_L1, "provenance"_L1});
            for (const QJsonValue &v : w.array("hazardLimits"_L1, 20))
                d.m_softWear.append(qBound(1, v.toInt(3), 9));
            d.m_softWearProvenance = DataJson::readProvenance(w.object("provenance"_L1));
        }
        d.m_rows = readRows(s, s.array("dashboards"_L1, 500), s.path("dashboards"_L1));
        for (const DashboardRow &r : std::as_const(d.m_rows))
            if (errors.ok() && !d.carClass(r.carClass))
                errors.fail(u"dashboards"_s, QCoreApplication::translate("RulesData", "unknown car class “%1”").arg(r.carClass));
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return d;
}

const CarClass *Dashboards::carClass(const QString &id) const
{
    for (const CarClass &c : m_classes)
        if (c.id.compare(id, Qt::CaseInsensitive) == 0)
            return &c;
    return nullptr;
}

const DashboardRow *Dashboards::row(const QString &carClass, const QString &tyres, const QString &condition) const
{
    for (const DashboardRow &r : m_rows)
        if (r.carClass.compare(carClass, Qt::CaseInsensitive) == 0 && r.tyres == tyres && r.condition == condition)
            return &r;
    return nullptr;
}

QStringList Dashboards::tyres(const QString &carClass) const
{
    QStringList out;
    for (const DashboardRow &r : m_rows)
        if (r.carClass.compare(carClass, Qt::CaseInsensitive) == 0 && !out.contains(r.tyres))
            out << r.tyres;
    return out;
}

DiceCounts Dashboards::mostDice(const QString &carClass) const
{
    DiceCounts most;
    for (const DashboardRow &r : m_rows)
        if (r.carClass.compare(carClass, Qt::CaseInsensitive) == 0)
            for (DieKind k : {DieKind::Gear, DieKind::Coast, DieKind::Brake, DieKind::Boost, DieKind::Leader})
                most[k] = qMax(most[k], r.dice[k]);
    return most;
}

void Dashboards::setRow(const DashboardRow &row)
{
    for (DashboardRow &r : m_rows) {
        if (r.sameSlot(row)) {
            r = row;
            return;
        }
    }
    m_rows.append(row);
}

void Dashboards::setClass(const CarClass &c)
{
    for (CarClass &existing : m_classes) {
        if (existing.id == c.id) {
            existing = c;
            return;
        }
    }
    m_classes.append(c);
}

} // namespace Pacenotes
