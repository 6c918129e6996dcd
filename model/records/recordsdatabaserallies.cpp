// SPDX-License-Identifier: GPL-3.0-or-later
// RecordsDatabase: rallies (the class is split over three files by record kind).
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
QVariant nullableInt(std::optional<int> v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<int>());
}

std::optional<int> optionalInt(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<int>(v.toInt());
}
} // namespace

std::optional<qint64> RecordsDatabase::saveRally(const Rally &rally, QString *error)
{
    if (!isOpen())
        return none(error, tr("The records database is not open."));
    if (const QStringList problems = rally.problems(); !problems.isEmpty())
        return none(error, tr("The rally was not saved: %1").arg(problems.join(u' ')));

    QSqlDatabase db = m_file.database();
    Sql::Transaction tx(db);
    if (!tx.begin())
        return none(error, tr("The rally was not saved: %1").arg(db.lastError().text()));
    QSqlQuery q(db);
    const auto run = [&q]() { return q.exec(); };
    const auto sqlFail = [&]() { return none(error, tr("The rally was not saved: %1").arg(q.lastError().text())); };

    q.prepare(u"INSERT INTO rallies (id, name, played_on, checkpoints, notes, modified) VALUES (?, ?, ?, ?, ?, ?)"
              " ON CONFLICT (id) DO UPDATE SET name = excluded.name, played_on = excluded.played_on,"
              " checkpoints = excluded.checkpoints, notes = excluded.notes, modified = excluded.modified"_s);
    q.addBindValue(rally.id > 0 ? QVariant(rally.id) : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(Sql::text(rally.name));
    q.addBindValue(rally.date.isValid() ? QVariant(rally.date.toString(Qt::ISODate)) : QVariant(QMetaType::fromType<QString>()));
    q.addBindValue(rally.checkpoints ? 1 : 0);
    q.addBindValue(Sql::text(rally.notes));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!run())
        return sqlFail();
    const qint64 id = rally.id > 0 ? rally.id : q.lastInsertId().toLongLong();

    for (const QString &table : {u"rally_results"_s, u"rally_players"_s, u"rally_stages"_s}) {
        q.prepare(u"DELETE FROM %1 WHERE rally_id = ?"_s.arg(table));
        q.addBindValue(id);
        if (!run())
            return sqlFail();
    }
    q.prepare(u"INSERT INTO rally_stages (rally_id, stage, name, assistance) VALUES (?, ?, ?, ?)"_s);
    for (qsizetype s = 0; s < rally.stages.size(); ++s) {
        q.addBindValue(id);
        q.addBindValue(int(s));
        q.addBindValue(Sql::text(rally.stages[s].name));
        q.addBindValue(rally.stages[s].assistance ? 1 : 0);
        if (!run())
            return sqlFail();
    }
    q.prepare(u"INSERT INTO rally_players (rally_id, player, name) VALUES (?, ?, ?)"_s);
    for (qsizetype p = 0; p < rally.players.size(); ++p) {
        q.addBindValue(id);
        q.addBindValue(int(p));
        q.addBindValue(Sql::text(rally.players[p].name));
        if (!run())
            return sqlFail();
    }
    q.prepare(u"INSERT INTO rally_results (rally_id, player, stage, time_s, damage_g, damage_c, damage_b,"
              " spare_tire, penalty_tokens, retired) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype p = 0; p < rally.players.size(); ++p) {
        for (qsizetype s = 0; s < rally.stages.size(); ++s) {
            const StageResult &r = rally.players[p].results[s];
            if (r == StageResult{})
                continue; // nothing written yet: no row
            q.addBindValue(id);
            q.addBindValue(int(p));
            q.addBindValue(int(s));
            q.addBindValue(nullableInt(r.time));
            q.addBindValue(r.damage.gear);
            q.addBindValue(r.damage.coast);
            q.addBindValue(r.damage.brake);
            q.addBindValue(r.spareTire ? QVariant(*r.spareTire ? 1 : 0) : QVariant(QMetaType::fromType<int>()));
            q.addBindValue(r.penaltyTokens);
            q.addBindValue(r.retired ? 1 : 0);
            if (!run())
                return sqlFail();
        }
    }
    if (!tx.commit())
        return none(error, tr("The rally was not saved: %1").arg(db.lastError().text()));
    emit rallySaved(id);
    return id;
}

std::optional<Rally> RecordsDatabase::rally(qint64 id, QString *error) const
{
    QStringList skipped;
    const std::optional<QList<Rally>> list = readRallies(id, error, &skipped);
    if (!list)
        return std::nullopt;
    if (!skipped.isEmpty())
        return none(error, skipped.constFirst());
    if (list->isEmpty())
        return none(error, tr("There is no rally number %1 in the records.").arg(id));
    return list->constFirst();
}

std::optional<QList<Rally>> RecordsDatabase::rallies(QString *error, QStringList *skipped) const
{
    return readRallies(std::nullopt, error, skipped);
}

bool RecordsDatabase::removeRally(qint64 id, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The records database is not open."));
    QSqlQuery q(m_file.database());
    q.prepare(u"DELETE FROM rallies WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return fail(error, tr("The rally was not deleted: %1").arg(q.lastError().text()));
    emit rallyRemoved(id);
    return true;
}

std::optional<QList<Rally>> RecordsDatabase::readRallies(std::optional<qint64> only, QString *error,
                                                          QStringList *skipped) const
{
    if (!isOpen())
        return none(error, tr("The records database is not open."));
    QSqlDatabase db = m_file.database();
    Sql::Transaction tx(db);
    tx.begin();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString where = only ? u" WHERE rally_id = ?"_s : QString();
    const auto select = [&](const QString &sql) {
        q.prepare(sql);
        if (only)
            q.addBindValue(*only);
        return q.exec();
    };
    const auto readFail = [&]() { return none(error, tr("Cannot read the rallies: %1").arg(q.lastError().text())); };

    QList<Rally> list;
    QHash<qint64, qsizetype> index;
    QHash<qint64, QString> damaged;
    if (!select(u"SELECT id, name, played_on, checkpoints, notes, modified FROM rallies"_s
                + (only ? u" WHERE id = ?"_s : QString()) + u" ORDER BY played_on DESC, modified DESC, id DESC"_s))
        return readFail();
    while (q.next()) {
        Rally r;
        r.id = q.value(0).toLongLong();
        r.name = q.value(1).toString();
        r.date = QDate::fromString(q.value(2).toString(), Qt::ISODate);
        r.checkpoints = q.value(3).toInt() != 0;
        r.notes = q.value(4).toString();
        r.modified = QDateTime::fromString(q.value(5).toString(), Qt::ISODateWithMs);
        index.insert(r.id, list.size());
        list.append(r);
    }
    const auto damage = [&](qint64 id) {
        damaged.insert(id, tr("Rally %1 is damaged: its stages, players or results do not fit together.").arg(id));
    };

    if (!select(u"SELECT rally_id, stage, name, assistance FROM rally_stages"_s + where + u" ORDER BY rally_id, stage"_s))
        return readFail();
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (!index.contains(id))
            continue;
        Rally &r = list[index[id]];
        if (q.value(1).toInt() != r.stages.size())
            damage(id);
        else
            r.stages.append(RallyStage{q.value(2).toString(), q.value(3).toInt() != 0});
    }
    if (!select(u"SELECT rally_id, player, name FROM rally_players"_s + where + u" ORDER BY rally_id, player"_s))
        return readFail();
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (!index.contains(id))
            continue;
        Rally &r = list[index[id]];
        if (q.value(1).toInt() != r.players.size())
            damage(id);
        else
            r.players.append(RallyPlayer{q.value(2).toString(), QList<StageResult>(r.stages.size())});
    }
    if (!select(u"SELECT rally_id, player, stage, time_s, damage_g, damage_c, damage_b, spare_tire, penalty_tokens,"
                " retired FROM rally_results"_s
                + where))
        return readFail();
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (!index.contains(id))
            continue;
        Rally &r = list[index[id]];
        const int p = q.value(1).toInt();
        const int s = q.value(2).toInt();
        if (p < 0 || p >= r.players.size() || s < 0 || s >= r.stages.size()) {
            damage(id);
            continue;
        }
        StageResult &res = r.players[p].results[s];
        res.time = optionalInt(q.value(3));
        res.damage = Damage{q.value(4).toInt(), q.value(5).toInt(), q.value(6).toInt()};
        if (!q.value(7).isNull())
            res.spareTire = q.value(7).toInt() != 0;
        res.penaltyTokens = q.value(8).toInt();
        res.retired = q.value(9).toInt() != 0;
    }

    QList<Rally> good;
    good.reserve(list.size());
    for (const Rally &r : std::as_const(list)) {
        if (damaged.contains(r.id))
            continue;
        if (const QStringList p = r.problems(); !p.isEmpty())
            damaged.insert(r.id, tr("Rally %1 is damaged: %2").arg(r.id).arg(p.join(u' ')));
        else
            good.append(r);
    }
    if (skipped) {
        *skipped = damaged.values();
        std::sort(skipped->begin(), skipped->end());
    }
    return good;
}

} // namespace Pacenotes
