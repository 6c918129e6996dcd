// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulebook.h"
#include "rules/rulestypes.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Pacenotes {

/// A points table offered when a season is created, with its source.
struct PointsPreset
{
    QString id;                      ///< "table-1"
    QString name;                    ///< English, from the data file (translated by ChampionshipText)
    QList<int> points;
    Provenance provenance;
};

/**
 * What scoring a season takes from data (resources/rules/championship-scoring.json), each value
 * with its source: the points tables offered (the digest's Table 1 first, the default) and the
 * seconds an Auto Tour adds per head-to-head finishing place (10, and the digest's 30).
 */
class SeasonData
{
public:
    static const SeasonData &builtin();
    static std::optional<SeasonData> fromJson(const QByteArray &json, QString *error);

    const QList<PointsPreset> &pointsTables() const { return m_tables; }
    const PointsPreset *preset(const QString &id) const;
    /// Table 1 (the first table of the file).
    const PointsPreset &defaultTable() const { return m_tables.constFirst(); }
    int placeSeconds() const { return m_placeSeconds; }
    int placeSecondsAlternative() const { return m_placeSecondsAlternative; }
    const QMap<QString, QString> &sources() const { return m_sources; }

private:
    QList<PointsPreset> m_tables;
    int m_placeSeconds = 10;
    int m_placeSecondsAlternative = 30;
    QMap<QString, QString> m_sources;
};

/// The sections of the books a season's rules follow, for sheets, reasons and the command line.
enum class SeasonTopic : quint8 {
    StartingOrder,   ///< Play, p. 3: "Determine a starting order, typically at random"
    Retirement,      ///< Retirement, p. 9
    PointsTable,     ///< Table 1, p. 13
    RaceSeries,      ///< Multi-Stage Races, "GT, Ice and RX races", p. 13
    RallyRaces,      ///< "Rally Races", p. 13
    Climbs,          ///< "Climbs", p. 13
    AutoTour         ///< "Auto Tour", p. 13
};

namespace SeasonRefs {
/// Every topic, for the rules quick reference.
QList<SeasonTopic> all();
RuleReference reference(SeasonTopic topic);
/// Translated: "GT/DIRT combined rules digest (Roger BW), p. 13, “Rally Races”".
QString text(SeasonTopic topic);
/// "digest p. 13, Rally Races" — short, for reasons inside sentences (translated).
QString shortText(SeasonTopic topic);
} // namespace SeasonRefs

} // namespace Pacenotes
