// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small helpers for the SQLite stores (GameStore, LibraryDatabase, RecordsDatabase and the files
// built on SqliteFile): messages, text binding and transactions. Not public API.

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariant>

#include <atomic>
#include <optional>

namespace Pacenotes::Sql {

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

/// SQLite's primary result code behind a Qt Sql error (SQLITE_FULL 13, SQLITE_BUSY 5, ...), 0 if none.
inline int resultCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? code & 0xff : 0;
}

/// What a failed SQLite statement means for the user and what to do about it (translated):
/// SQLite's own text followed by advice for a full disk, a locked or read-only file, etc.
QString explain(const QSqlError &error);

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

} // namespace Pacenotes::Sql
