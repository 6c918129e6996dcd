// SPDX-License-Identifier: GPL-3.0-or-later
#include "seasondata.h"

#include "championshiptr.h"
#include "rules/json/datajson.h"

#include <QFile>

namespace Pacenotes {

using namespace Qt::StringLiterals;

const SeasonData &SeasonData::builtin()
{
    static const SeasonData data = [] {
        QFile file(u":/rules/championship-scoring.json"_s);
        QString error;
        std::optional<SeasonData> d = file.open(QIODevice::ReadOnly) ? fromJson(file.readAll(), &error) : std::nullopt;
        // The file ships inside the binary and is checked by tst_championshipstandings; a build
        // without it still scores with the digest's Table 1.
        if (!d) {
            qWarning("championship-scoring.json: %s", qPrintable(error.isEmpty() ? file.errorString() : error));
            SeasonData fallback;
            fallback.m_tables.append({u"table-1"_s, u"Table 1"_s, {25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0, 0}, {}});
            return fallback;
        }
        return *d;
    }();
    return data;
}

std::optional<SeasonData> SeasonData::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    SeasonData d;
    if (const auto root = DataJson::root(json, "pacenotes-championship-scoring"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "about"_L1, "sources"_L1, "pointsTables"_L1, "placeSeconds"_L1,
                     "placeSecondsAlternative"_L1});
        d.m_sources = DataJson::readSources(s.object("sources"_L1));
        const QJsonArray tables = s.array("pointsTables"_L1, 20);
        if (tables.isEmpty() && errors.ok())
            s.fail("pointsTables"_L1, DataJson::missing());
        for (int i = 0; i < tables.size() && errors.ok(); ++i) {
            const JsonScope t = JsonScope::element(tables, i, s.path("pointsTables"_L1), &errors);
            t.allowOnly({"id"_L1, "name"_L1, "points"_L1, "provenance"_L1});
            PointsPreset p;
            p.id = t.string("id"_L1, {}, 40);
            p.name = t.string("name"_L1, {});
            const QJsonArray points = t.array("points"_L1, 100);
            for (const QJsonValue &v : points) {
                if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() != double(v.toInt())) {
                    t.fail("points"_L1, ChampionshipTr::tr("expected whole numbers of points"));
                    break;
                }
                p.points.append(v.toInt());
            }
            if (p.id.isEmpty() || p.points.isEmpty())
                t.fail("id"_L1, DataJson::missing());
            p.provenance = DataJson::readProvenance(t.object("provenance"_L1));
            d.m_tables.append(p);
        }
        const auto value = [&s](QLatin1StringView key, int *out) {
            const JsonScope v = s.object(key);
            v.allowOnly({"value"_L1, "provenance"_L1});
            *out = v.integer("value"_L1, 1, 600, *out);
        };
        value("placeSeconds"_L1, &d.m_placeSeconds);
        value("placeSecondsAlternative"_L1, &d.m_placeSecondsAlternative);
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return d;
}

const PointsPreset *SeasonData::preset(const QString &id) const
{
    for (const PointsPreset &p : m_tables)
        if (p.id == id)
            return &p;
    return nullptr;
}

namespace SeasonRefs {

QList<SeasonTopic> all()
{
    return {SeasonTopic::StartingOrder, SeasonTopic::Retirement, SeasonTopic::PointsTable, SeasonTopic::RaceSeries,
            SeasonTopic::RallyRaces,    SeasonTopic::Climbs,     SeasonTopic::AutoTour};
}

RuleReference reference(SeasonTopic topic)
{
    switch (topic) {
    case SeasonTopic::StartingOrder: return {Book::Digest, 3, QT_TRANSLATE_NOOP("RuleBook", "Play"), false};
    case SeasonTopic::Retirement: return {Book::Digest, 9, QT_TRANSLATE_NOOP("RuleBook", "Retirement"), false};
    case SeasonTopic::PointsTable: return {Book::Digest, 13, QT_TRANSLATE_NOOP("RuleBook", "Table 1: Points by place"), false};
    case SeasonTopic::RaceSeries: return {Book::Digest, 13, QT_TRANSLATE_NOOP("RuleBook", "Multi-Stage Races: GT, Ice and RX races"), false};
    case SeasonTopic::RallyRaces: return {Book::Digest, 13, QT_TRANSLATE_NOOP("RuleBook", "Multi-Stage Races: Rally Races"), false};
    case SeasonTopic::Climbs: return {Book::Digest, 13, QT_TRANSLATE_NOOP("RuleBook", "Multi-Stage Races: Climbs"), false};
    case SeasonTopic::AutoTour: return {Book::Digest, 13, QT_TRANSLATE_NOOP("RuleBook", "Multi-Stage Races: Auto Tour"), false};
    }
    return {};
}

QString text(SeasonTopic topic)
{
    return RuleBook::referenceText(reference(topic));
}

QString shortText(SeasonTopic topic)
{
    const RuleReference ref = reference(topic);
    return ChampionshipTr::tr("digest p. %1, “%2”").arg(ref.page).arg(QCoreApplication::translate("RuleBook", ref.section));
}

} // namespace SeasonRefs

} // namespace Pacenotes
