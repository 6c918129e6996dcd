// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulestypes.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>

#include <optional>

namespace Pacenotes {

class JsonScope;

struct CarClass
{
    QString id;      ///< "GT6", "GT5 BOP", "Core"
    int maxGear = 6; ///< the highest Gear die of the class (GT5: 5)
    bool operator==(const CarClass &) const = default;
};

/**
 * One side/column of a dashboard: the dice a car may use per turn and its hazard limit, for a
 * class, tyres and condition. The condition is the weather for GT ("dry", "wet") and the road
 * type for DIRT ("gravel", "gravel-leader" for the first player, "asphalt", "snow").
 */
struct DashboardRow
{
    QString carClass;
    QString tyres;
    QString condition;
    DiceCounts dice;
    int hazardLimit = 3;
    /// Per value: "gear", "coast", "brake", "boost", "leader", "hazardLimit".
    QHash<QString, Provenance> provenance;

    Provenance provenanceOf(const QString &field) const;
    bool sameSlot(const DashboardRow &o) const
    {
        return carClass == o.carClass && tyres == o.tyres && condition == o.condition;
    }
    bool operator==(const DashboardRow &) const = default;
};

/// All dashboards of one game, loaded from resources/rules/<game>-dashboards.json.
class Dashboards
{
public:
    static std::optional<Dashboards> fromJson(const QByteArray &json, QString *error);
    /// Reads the "dashboards" array of a data or override document.
    static QList<DashboardRow> readRows(const JsonScope &scope, const QJsonArray &rows, const QString &path);
    static QJsonObject writeRow(const DashboardRow &row);

    Game game() const { return m_game; }
    const QList<CarClass> &classes() const { return m_classes; }
    const QList<DashboardRow> &rows() const { return m_rows; }
    const QMap<QString, QString> &sources() const { return m_sources; }
    const CarClass *carClass(const QString &id) const;
    const DashboardRow *row(const QString &carClass, const QString &tyres, const QString &condition) const;
    QStringList tyres(const QString &carClass) const;
    /// The most dice of each kind that any dashboard of the class shows (whatever the tyres,
    /// weather or road type): a die beyond these is one the class does not have.
    DiceCounts mostDice(const QString &carClass) const;
    /// GT soft tyres: hazard limit by turn on the wear markers (T1.. ), then the printed limit.
    const QList<int> &softTyreWear() const { return m_softWear; }
    const Provenance &softTyreWearProvenance() const { return m_softWearProvenance; }

    /// Replaces (or adds) the row for the same class, tyres and condition: user corrections.
    void setRow(const DashboardRow &row);
    void setClass(const CarClass &c);

private:
    Game m_game = Game::GT;
    QList<CarClass> m_classes;
    QList<DashboardRow> m_rows;
    QMap<QString, QString> m_sources;
    QList<int> m_softWear;
    Provenance m_softWearProvenance;
};

} // namespace Pacenotes
