// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesdata.h"

#include <QCoreApplication>
#include <QFile>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
QByteArray readResource(const QString &name, QString *error)
{
    QFile f(u":/rules/"_s + name);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("RulesData", "The built-in data file %1 is missing.").arg(name);
        return {};
    }
    return f.readAll();
}

template<typename T>
bool loadInto(const QString &name, T *target, QString *error)
{
    QString why;
    const QByteArray json = readResource(name, &why);
    std::optional<T> value = why.isEmpty() ? T::fromJson(json, &why) : std::nullopt;
    if (!value) {
        *error = QCoreApplication::translate("RulesData", "%1: %2").arg(name, why);
        return false;
    }
    *target = std::move(*value);
    return true;
}
} // namespace

std::optional<RulesData> RulesData::load(QString *error)
{
    RulesData d;
    QString why;
    const bool ok = loadInto(u"gt-dashboards.json"_s, &d.m_gtDashboards, &why)
        && loadInto(u"dirt-dashboards.json"_s, &d.m_dirtDashboards, &why)
        && loadInto(u"gt-loss-of-control.json"_s, &d.m_loc, &why)
        && loadInto(u"dice-hazards.json"_s, &d.m_dice, &why)
        && loadInto(u"gt-damage-bag.json"_s, &d.m_gtBag, &why)
        && loadInto(u"dirt-damage-bag.json"_s, &d.m_dirtBag, &why)
        && loadInto(u"dirt-time-cards.json"_s, &d.m_timeCards, &why)
        && loadInto(u"dirt-stage-scoring.json"_s, &d.m_stageScoring, &why)
        && loadInto(u"gt-solo-timing.json"_s, &d.m_soloTiming, &why);
    if (!ok) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    return d;
}

const RulesData &RulesData::builtin()
{
    static const RulesData data = [] {
        QString error;
        std::optional<RulesData> d = load(&error);
        if (!d)
            qFatal("Pacenotes: the built-in rules data failed to load: %s", qPrintable(error));
        return *d;
    }();
    return data;
}

} // namespace Pacenotes
