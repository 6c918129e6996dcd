// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small helpers shared by the SQLite stores (RecordsDatabase, LibraryDatabase); not public API.

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariant>

#include <atomic>
#include <optional>

namespace Pacenotes::RecordsSql {

inline bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

/// SQLite stores a null QString as NULL; the text columns are NOT NULL, so bind "" instead.
inline QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QString::fromLatin1("", 0)) : QVariant(value);
}

/// For functions returning std::optional: sets the message and returns "no value".
inline std::nullopt_t none(QString *error, const QString &message)
{
    fail(error, message);
    return std::nullopt;
}

/// A connection name no other object uses: several stores may be open at once (tests, the
/// library's background scanner), each on its own named Qt Sql connection.
inline QString uniqueConnectionName(const QString &prefix)
{
    static std::atomic<int> counter{0};
    return prefix + QLatin1Char('-') + QString::number(++counter);
}

inline bool isConnectionOpen(const QString &name)
{
    return QSqlDatabase::contains(name) && QSqlDatabase::database(name, false).isOpen();
}

/// Closes and removes the connection; every QSqlDatabase copy must be gone first (hence the scope).
inline void closeConnection(const QString &name)
{
    if (!QSqlDatabase::contains(name))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

/// How long a connection waits for another writer of the same SQLite file (the records, the
/// library index) before it gives up: one value for every database of the app.
inline constexpr int kBusyTimeoutMs = 5000;

/// Opens an SQLite file (or ":memory:") on connection `name`, waiting up to kBusyTimeoutMs for
/// another writer. On failure the connection is removed again and `sqlError` gets SQLite's reason.
inline bool openConnection(const QString &name, const QString &path, QString *sqlError)
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=") + QString::number(kBusyTimeoutMs));
        ok = db.open();
        if (!ok && sqlError)
            *sqlError = db.lastError().text();
    }
    if (!ok)
        QSqlDatabase::removeDatabase(name);
    return ok;
}

/// Rolls back unless commit() succeeded: an early return never leaves a half-written record.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase db) : m_db(std::move(db)) {}
    ~Transaction()
    {
        if (m_open)
            m_db.rollback();
    }
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool begin() { return m_open = m_db.transaction(); }
    bool commit()
    {
        if (!m_open || !m_db.commit())
            return false;
        m_open = false;
        return true;
    }

private:
    QSqlDatabase m_db;
    bool m_open = false;
};

} // namespace Pacenotes::RecordsSql
