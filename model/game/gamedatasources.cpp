// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatasources.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

QJsonObject readResource(const QString &name)
{
    QFile f(u":/rules/"_s + name);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

QMap<QString, QString> sourcesOf(const QJsonObject &file)
{
    QMap<QString, QString> out;
    const QJsonObject sources = file.value("sources"_L1).toObject();
    for (auto it = sources.begin(); it != sources.end(); ++it)
        out.insert(it.key(), it.value().toString());
    return out;
}

} // namespace

const GameDataSources &GameDataSources::builtin()
{
    // The files are checked when RulesData and SoloTiming load them; here only their words are read.
    static const GameDataSources sources = [] {
        GameDataSources s;
        const std::pair<GameDataKind, QString> files[] = {
            {GameDataKind::GtDashboards, u"gt-dashboards.json"_s},   {GameDataKind::DirtDashboards, u"dirt-dashboards.json"_s},
            {GameDataKind::LossOfControl, u"gt-loss-of-control.json"_s}, {GameDataKind::TimeCards, u"dirt-time-cards.json"_s},
            {GameDataKind::GtDamageBag, u"gt-damage-bag.json"_s},    {GameDataKind::DirtDamageBag, u"dirt-damage-bag.json"_s}};
        for (const auto &[kind, name] : files)
            s.m_sources[int(kind)] = sourcesOf(readResource(name));
        const QJsonObject solo = readResource(u"gt-solo-timing.json"_s);
        s.m_sources[int(GameDataKind::SoloTiming)].insert(u"rulebook"_s, solo.value("source"_L1).toString());
        s.m_solo.sources = {u"rulebook"_s};
        s.m_solo.confidence = enumFromId<Confidence>(solo.value("confidence"_L1).toString()).value_or(Confidence::Placeholder);
        s.m_solo.note = solo.value("notes"_L1).toString();
        return s;
    }();
    return sources;
}

QString GameDataSources::describe(GameDataKind kind, const QString &key) const
{
    return m_sources[int(kind)].value(key, key);
}

} // namespace Pacenotes
