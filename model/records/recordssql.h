// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small helpers shared by the RecordsDatabase source files; not part of any public API.

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

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
