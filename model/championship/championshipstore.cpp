// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipstore.h"

#include "championshipcheck.h"
#include "championshipjson.h"
#include "championshiptr.h"
#include "rules/json/jsonscope.h"
#include "sqlite/sqlitefile.h"
#include "sqlite/sqlsupport.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using Sql::fail;

namespace {

/// `PRAGMA application_id` of the championships file: "PCCH".
constexpr int kApplicationId = 0x50434348;

/**
 * The file's schema history; never edit a shipped step, add one.
 *  1  seasons (rules as docs/championship.md's JSON), their drivers, teams and events (one row
 *     each, the event as JSON)
 */
const SqliteSchema &schema()
{
    static const SqliteSchema s{kApplicationId,
                                {{1,
                                  {u"CREATE TABLE seasons ("
                                   " id INTEGER PRIMARY KEY,"
                                   " name TEXT NOT NULL DEFAULT '',"
                                   " game TEXT NOT NULL,"
                                   " rules TEXT NOT NULL,"
                                   " notes TEXT NOT NULL DEFAULT '',"
                                   " modified TEXT NOT NULL)"_s,
                                   u"CREATE TABLE season_drivers ("
                                   " season_id INTEGER NOT NULL REFERENCES seasons(id) ON DELETE CASCADE,"
                                   " seq INTEGER NOT NULL CHECK (seq >= 0),"
                                   " driver TEXT NOT NULL,"
                                   " name TEXT NOT NULL DEFAULT '',"
                                   " car TEXT NOT NULL DEFAULT '',"
                                   " team TEXT NOT NULL DEFAULT '',"
                                   " PRIMARY KEY (season_id, seq)) WITHOUT ROWID"_s,
                                   u"CREATE TABLE season_teams ("
                                   " season_id INTEGER NOT NULL REFERENCES seasons(id) ON DELETE CASCADE,"
                                   " seq INTEGER NOT NULL CHECK (seq >= 0),"
                                   " team TEXT NOT NULL,"
                                   " name TEXT NOT NULL DEFAULT '',"
                                   " PRIMARY KEY (season_id, seq)) WITHOUT ROWID"_s,
                                   u"CREATE TABLE season_events ("
                                   " season_id INTEGER NOT NULL REFERENCES seasons(id) ON DELETE CASCADE,"
                                   " seq INTEGER NOT NULL CHECK (seq >= 0),"
                                   " event TEXT NOT NULL,"
                                   " PRIMARY KEY (season_id, seq)) WITHOUT ROWID"_s,
                                   u"CREATE INDEX seasons_modified ON seasons (modified)"_s}}},
                                true,
                                true,
                                true};
    return s;
}

QString jsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

ChampionshipStore::ChampionshipStore(QObject *parent) : QObject(parent), m_file(std::make_unique<SqliteFile>(u"pacenotes-championships"_s)) {}

ChampionshipStore::~ChampionshipStore()
{
    close();
}

QString ChampionshipStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/championships.sqlite"_s;
}

bool ChampionshipStore::open(const QString &path, QString *error)
{
    // Like the records, the seasons are never set aside: a file that cannot be used (another
    // application's, damaged, or from a newer Pacenotes) is refused as it is.
    QString why;
    if (m_file->open(path, schema(), &why) == SqliteFile::Outcome::Opened)
        return true;
    return fail(error, ChampionshipTr::tr("The championships file cannot be opened. %1").arg(why));
}

void ChampionshipStore::close()
{
    m_file->close();
}

bool ChampionshipStore::isOpen() const
{
    return m_file->isOpen();
}

QString ChampionshipStore::path() const
{
    return m_file->path();
}

int ChampionshipStore::schemaVersion() const
{
    return m_file->version();
}

std::optional<qint64> ChampionshipStore::save(const Championship &season, QString *error)
{
    if (!isOpen())
        return Sql::none(error, ChampionshipTr::tr("The championships file is not open."));
    // Checked before it is written, as it will be when read back.
    const SeasonProblems problems = ChampionshipCheck::problems(season);
    if (ChampionshipCheck::hasErrors(problems))
        return Sql::none(error, ChampionshipTr::tr("The season was not saved: %1").arg(ChampionshipCheck::firstError(problems)));

    QSqlDatabase db = m_file->database();
    Sql::Transaction tx(db);
    QSqlQuery q(db);
    const auto failed = [&]() -> std::optional<qint64> {
        const QSqlError e = q.lastError().isValid() ? q.lastError() : db.lastError();
        return Sql::none(error, ChampionshipTr::tr("The season was not saved: %1").arg(Sql::explain(e)));
    };
    if (!tx.begin())
        return failed();
    qint64 id = season.id;
    const QString modified = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    if (id > 0) {
        q.prepare(u"UPDATE seasons SET name = ?, game = ?, rules = ?, notes = ?, modified = ? WHERE id = ?"_s);
    } else {
        q.prepare(u"INSERT INTO seasons (name, game, rules, notes, modified) VALUES (?, ?, ?, ?, ?)"_s);
    }
    q.addBindValue(Sql::text(season.name));
    q.addBindValue(enumId(season.game));
    q.addBindValue(jsonText(ChampionshipJson::writeRules(season.rules)));
    q.addBindValue(Sql::text(season.notes));
    q.addBindValue(modified);
    if (id > 0)
        q.addBindValue(id);
    if (!q.exec())
        return failed();
    if (id > 0 && q.numRowsAffected() != 1)
        return Sql::none(error, ChampionshipTr::tr("The season was not saved: it is no longer in the championships file."));
    if (id <= 0)
        id = q.lastInsertId().toLongLong();
    for (const QString &table : {u"season_drivers"_s, u"season_teams"_s, u"season_events"_s}) {
        q.prepare(u"DELETE FROM %1 WHERE season_id = ?"_s.arg(table));
        q.addBindValue(id);
        if (!q.exec())
            return failed();
    }
    q.prepare(u"INSERT INTO season_drivers (season_id, seq, driver, name, car, team) VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (int i = 0; i < season.drivers.size(); ++i) {
        const ChampionshipDriver &d = season.drivers[i];
        for (const QVariant &v : {QVariant(id), QVariant(i), Sql::text(d.id), Sql::text(d.name), Sql::text(d.car), Sql::text(d.team)})
            q.addBindValue(v);
        if (!q.exec())
            return failed();
    }
    q.prepare(u"INSERT INTO season_teams (season_id, seq, team, name) VALUES (?, ?, ?, ?)"_s);
    for (int i = 0; i < season.teams.size(); ++i) {
        for (const QVariant &v : {QVariant(id), QVariant(i), Sql::text(season.teams[i].id), Sql::text(season.teams[i].name)})
            q.addBindValue(v);
        if (!q.exec())
            return failed();
    }
    q.prepare(u"INSERT INTO season_events (season_id, seq, event) VALUES (?, ?, ?)"_s);
    for (int i = 0; i < season.events.size(); ++i) {
        for (const QVariant &v : {QVariant(id), QVariant(i), QVariant(jsonText(ChampionshipJson::writeEvent(season.events[i])))})
            q.addBindValue(v);
        if (!q.exec())
            return failed();
    }
    if (!tx.commit())
        return failed();
    emit seasonsChanged();
    return id;
}

std::optional<Championship> ChampionshipStore::load(qint64 id, QString *error) const
{
    if (!isOpen())
        return Sql::none(error, ChampionshipTr::tr("The championships file is not open."));
    QSqlQuery q(m_file->database());
    q.prepare(u"SELECT name, game, rules, notes, modified FROM seasons WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return Sql::none(error, Sql::explain(q.lastError()));
    if (!q.next())
        return Sql::none(error, ChampionshipTr::tr("There is no such season in the championships file."));
    Championship s;
    s.id = id;
    s.name = q.value(0).toString();
    const QString game = q.value(1).toString();
    const QByteArray rules = q.value(2).toString().toUtf8();
    s.notes = q.value(3).toString();
    s.modified = QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
    const QString title = s.name.isEmpty() ? ChampionshipTr::tr("Untitled season") : s.name;
    const auto damaged = [&](const QString &why) -> std::optional<Championship> {
        return Sql::none(error, ChampionshipTr::tr("The season “%1” cannot be read: %2").arg(title, why));
    };
    if (const std::optional<SeasonGame> g = enumFromId<SeasonGame>(game))
        s.game = *g;
    else
        return damaged(ChampionshipTr::tr("unknown game “%1”").arg(game));
    JsonErrors errors;
    s.rules = ChampionshipJson::readRules(JsonScope(QJsonDocument::fromJson(rules).object(), u"rules"_s, &errors));
    if (!errors.ok())
        return damaged(errors.message);

    q.prepare(u"SELECT driver, name, car, team FROM season_drivers WHERE season_id = ? ORDER BY seq"_s);
    q.addBindValue(id);
    if (!q.exec())
        return Sql::none(error, Sql::explain(q.lastError()));
    while (q.next())
        s.drivers.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    q.prepare(u"SELECT team, name FROM season_teams WHERE season_id = ? ORDER BY seq"_s);
    q.addBindValue(id);
    if (!q.exec())
        return Sql::none(error, Sql::explain(q.lastError()));
    while (q.next())
        s.teams.append({q.value(0).toString(), q.value(1).toString()});
    q.prepare(u"SELECT event FROM season_events WHERE season_id = ? ORDER BY seq"_s);
    q.addBindValue(id);
    if (!q.exec())
        return Sql::none(error, Sql::explain(q.lastError()));
    while (q.next()) {
        const QString path = u"events[%1]"_s.arg(s.events.size());
        const QJsonDocument doc = QJsonDocument::fromJson(q.value(0).toString().toUtf8());
        if (!doc.isObject())
            return damaged(ChampionshipTr::tr("%1 is not an event").arg(path));
        s.events.append(ChampionshipJson::readEvent(JsonScope(doc.object(), path, &errors), s));
        if (!errors.ok())
            return damaged(errors.message);
    }
    // Read back with the same checks it was written with.
    const SeasonProblems problems = ChampionshipCheck::problems(s);
    if (ChampionshipCheck::hasErrors(problems))
        return damaged(ChampionshipCheck::firstError(problems));
    return s;
}

std::optional<QList<SeasonListEntry>> ChampionshipStore::seasons(QString *error) const
{
    if (!isOpen())
        return Sql::none(error, ChampionshipTr::tr("The championships file is not open."));
    QSqlQuery q(m_file->database());
    if (!q.exec(u"SELECT id, name, modified FROM seasons ORDER BY modified DESC, id DESC"_s))
        return Sql::none(error, Sql::explain(q.lastError()));
    QList<SeasonListEntry> out;
    while (q.next()) {
        SeasonListEntry e;
        e.id = q.value(0).toLongLong();
        e.name = q.value(1).toString();
        e.modified = QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs);
        out.append(e);
    }
    q.finish();
    // Each season read whole, so one that cannot be is listed with why and the others open.
    for (SeasonListEntry &e : out) {
        QString why;
        if (const std::optional<Championship> s = load(e.id, &why)) {
            e.format = s->rules.format;
            e.drivers = int(s->drivers.size());
            e.events = int(s->events.size());
        } else {
            e.problem = why;
        }
    }
    return out;
}

bool ChampionshipStore::remove(qint64 id, QString *error)
{
    if (!isOpen())
        return fail(error, ChampionshipTr::tr("The championships file is not open."));
    QSqlDatabase db = m_file->database();
    Sql::Transaction tx(db);
    QSqlQuery q(db);
    q.prepare(u"DELETE FROM seasons WHERE id = ?"_s);
    q.addBindValue(id);
    if (!tx.begin() || !q.exec() || !tx.commit())
        return fail(error, ChampionshipTr::tr("The season was not deleted: %1").arg(Sql::explain(q.lastError().isValid() ? q.lastError() : db.lastError())));
    emit seasonsChanged();
    return true;
}

} // namespace Pacenotes
