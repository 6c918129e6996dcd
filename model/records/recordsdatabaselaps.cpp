// SPDX-License-Identifier: GPL-3.0-or-later
// RecordsDatabase: solo laps (the class is split over three files by record kind).
#include "recordsdatabase.h"

#include "sqlite/sqlsupport.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using Sql::fail;
using Sql::none;

namespace {
QVariant dateValue(const QDate &d)
{
    return d.isValid() ? QVariant(d.toString(Qt::ISODate)) : QVariant(QMetaType::fromType<QString>());
}
} // namespace

std::optional<qint64> RecordsDatabase::saveLap(const SoloLap &lap, QString *error)
{
    if (!isOpen())
        return none(error, tr("The records database is not open."));
    if (const QStringList problems = lap.problems(); !problems.isEmpty())
        return none(error, tr("The lap was not saved: %1").arg(problems.join(u' ')));

    QSqlDatabase db = m_file.database();
    Sql::Transaction tx(db);
    const auto sqlFail = [&](const QSqlQuery &q) { return none(error, tr("The lap was not saved: %1").arg(q.lastError().text())); };
    if (!tx.begin())
        return none(error, tr("The lap was not saved: %1").arg(db.lastError().text()));

    QSqlQuery q(db);
    q.prepare(u"INSERT INTO solo_laps (id, track, driver, category, tyres, weather, played_on, focus_tokens,"
              " finished, notes, modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
              " ON CONFLICT (id) DO UPDATE SET track = excluded.track, driver = excluded.driver,"
              " category = excluded.category, tyres = excluded.tyres, weather = excluded.weather,"
              " played_on = excluded.played_on, focus_tokens = excluded.focus_tokens,"
              " finished = excluded.finished, notes = excluded.notes, modified = excluded.modified"_s);
    q.addBindValue(lap.id > 0 ? QVariant(lap.id) : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(Sql::text(lap.header.track));
    q.addBindValue(Sql::text(lap.header.driver));
    q.addBindValue(SoloLapOptions::key(lap.header.category));
    q.addBindValue(SoloLapOptions::key(lap.header.tyres));
    q.addBindValue(SoloLapOptions::key(lap.header.weather));
    q.addBindValue(dateValue(lap.header.date));
    q.addBindValue(lap.focusTokens);
    q.addBindValue(lap.finished ? 1 : 0);
    q.addBindValue(Sql::text(lap.notes));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!q.exec())
        return sqlFail(q);
    const qint64 id = lap.id > 0 ? lap.id : q.lastInsertId().toLongLong();

    q.prepare(u"DELETE FROM solo_turns WHERE lap_id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return sqlFail(q);
    q.prepare(u"INSERT INTO solo_turns (lap_id, turn, gear, weather) VALUES (?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < lap.turns.size(); ++i) {
        q.addBindValue(id);
        q.addBindValue(int(i));
        q.addBindValue(lap.turns[i].endGear.text());
        q.addBindValue(SoloLapOptions::key(lap.turns[i].weather));
        if (!q.exec())
            return sqlFail(q);
    }
    if (!tx.commit())
        return none(error, tr("The lap was not saved: %1").arg(db.lastError().text()));
    emit lapSaved(id);
    return id;
}

std::optional<SoloLap> RecordsDatabase::lap(qint64 id, QString *error) const
{
    QStringList skipped;
    const std::optional<QList<SoloLap>> list = readLaps(id, error, &skipped);
    if (!list)
        return std::nullopt;
    if (!skipped.isEmpty())
        return none(error, skipped.constFirst());
    if (list->isEmpty())
        return none(error, tr("There is no lap number %1 in the records.").arg(id));
    return list->constFirst();
}

std::optional<QList<SoloLap>> RecordsDatabase::laps(QString *error, QStringList *skipped) const
{
    return readLaps(std::nullopt, error, skipped);
}

bool RecordsDatabase::removeLap(qint64 id, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The records database is not open."));
    QSqlQuery q(m_file.database());
    q.prepare(u"DELETE FROM solo_laps WHERE id = ?"_s); // turns go with it (ON DELETE CASCADE)
    q.addBindValue(id);
    if (!q.exec())
        return fail(error, tr("The lap was not deleted: %1").arg(q.lastError().text()));
    emit lapRemoved(id);
    return true;
}

std::optional<QList<SoloLap>> RecordsDatabase::readLaps(std::optional<qint64> only, QString *error,
                                                        QStringList *skipped) const
{
    if (!isOpen())
        return none(error, tr("The records database is not open."));
    QSqlDatabase db = m_file.database();
    // One read transaction: the laps and their turns come from the same snapshot.
    Sql::Transaction tx(db);
    tx.begin();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString where = only ? u" WHERE id = ?"_s : QString();
    q.prepare(u"SELECT id, track, driver, category, tyres, weather, played_on, focus_tokens, finished, notes,"
              " modified FROM solo_laps"_s
              + where + u" ORDER BY played_on DESC, modified DESC, id DESC"_s);
    if (only)
        q.addBindValue(*only);
    if (!q.exec())
        return none(error, tr("Cannot read the laps: %1").arg(q.lastError().text()));

    QList<SoloLap> laps;
    QHash<qint64, qsizetype> index;
    QHash<qint64, QString> damaged;
    while (q.next()) {
        SoloLap lap;
        lap.id = q.value(0).toLongLong();
        lap.header.track = q.value(1).toString();
        lap.header.driver = q.value(2).toString();
        const auto category = SoloLapOptions::categoryFromKey(q.value(3).toString());
        const auto tyres = SoloLapOptions::tyresFromKey(q.value(4).toString());
        const auto weather = SoloLapOptions::weatherFromKey(q.value(5).toString());
        if (!category || !tyres || !weather) {
            damaged.insert(lap.id, tr("Lap %1 has an unknown car category, tires or weather.").arg(lap.id));
            continue;
        }
        lap.header.category = *category;
        lap.header.tyres = *tyres;
        lap.header.weather = *weather;
        lap.header.date = QDate::fromString(q.value(6).toString(), Qt::ISODate);
        lap.focusTokens = q.value(7).toInt();
        lap.finished = q.value(8).toInt() != 0;
        lap.notes = q.value(9).toString();
        lap.modified = QDateTime::fromString(q.value(10).toString(), Qt::ISODateWithMs);
        index.insert(lap.id, laps.size());
        laps.append(lap);
    }

    q.prepare(u"SELECT lap_id, turn, gear, weather FROM solo_turns"_s + (only ? u" WHERE lap_id = ?"_s : QString())
              + u" ORDER BY lap_id, turn"_s);
    if (only)
        q.addBindValue(*only);
    if (!q.exec())
        return none(error, tr("Cannot read the laps: %1").arg(q.lastError().text()));
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        const auto it = index.constFind(id);
        if (it == index.constEnd() || damaged.contains(id))
            continue;
        SoloLap &lap = laps[*it];
        const auto gear = GearMarker::fromText(q.value(2).toString());
        const auto weather = SoloLapOptions::turnWeatherFromKey(q.value(3).toString());
        if (q.value(1).toInt() != lap.turns.size() || !gear || !weather) {
            damaged.insert(id, tr("Lap %1 has a damaged turn list.").arg(id));
            continue;
        }
        lap.turns.append(SoloTurn{*gear, *weather});
    }

    QList<SoloLap> good;
    good.reserve(laps.size());
    for (const SoloLap &lap : std::as_const(laps)) {
        if (!damaged.contains(lap.id)) {
            if (const QStringList p = lap.problems(); !p.isEmpty())
                damaged.insert(lap.id, tr("Lap %1 is damaged: %2").arg(lap.id).arg(p.join(u' ')));
            else
                good.append(lap);
        }
    }
    if (skipped) {
        *skipped = damaged.values();
        std::sort(skipped->begin(), skipped->end());
    }
    return good;
}

} // namespace Pacenotes
