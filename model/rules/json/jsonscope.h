// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/enumids.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <initializer_list>
#include <optional>

namespace Pacenotes {

/// The first error met while reading a JSON document, with the path to the bad value.
struct JsonErrors
{
    QString message; ///< translated, "move.steps[2].dice.gear: expected ..."
    bool ok() const { return message.isEmpty(); }
    void fail(const QString &path, const QString &what);
};

/**
 * A strict reader over one JSON object: every key must be known, every value of the right
 * type and range. The first problem is recorded in JsonErrors (with its path) and later reads
 * return their defaults, so a reader can read everything and check ok() once at the end.
 * Used for referee requests and user data, which come from outside and are never trusted.
 */
class JsonScope
{
public:
    JsonScope(const QJsonObject &object, QString path, JsonErrors *errors);

    /// Fails on the first key not in `allowed`.
    bool allowOnly(std::initializer_list<QLatin1StringView> allowed) const;
    bool allowOnly(const QStringList &allowed) const;
    bool has(QLatin1StringView key) const { return m_object.contains(key); }
    QJsonValue value(QLatin1StringView key) const { return m_object.value(key); }
    QJsonValue value(const QString &key) const { return m_object.value(key); }

    int integer(QLatin1StringView key, int min, int max, int fallback) const;
    double number(QLatin1StringView key, double min, double max, double fallback) const;
    bool boolean(QLatin1StringView key, bool fallback) const;
    QString string(QLatin1StringView key, const QString &fallback, int maxLength = 200) const;
    /// One of the enum's ids (its EnumIds table); fails on anything else.
    template<typename E>
    E choice(QLatin1StringView key, E fallback) const;
    /// A child object; an empty scope (reading only defaults) when absent.
    JsonScope object(QLatin1StringView key) const;
    /// An array (empty when absent); fails when present but not an array or longer than maxItems.
    QJsonArray array(QLatin1StringView key, int maxItems) const;

    /// The keys present, and a child object by a key only known at run time.
    QStringList keys() const { return m_object.keys(); }
    JsonScope child(const QString &key) const;

    QString path(QLatin1StringView key) const;
    QString path() const { return m_path; }
    JsonErrors *errors() const { return m_errors; }
    bool ok() const { return m_errors->ok(); }
    void fail(QLatin1StringView key, const QString &what) const;
    /// The scope of an element of an array that must be an object.
    static JsonScope element(const QJsonArray &array, int index, const QString &arrayPath, JsonErrors *errors);

private:
    QJsonObject m_object;
    QString m_path;
    JsonErrors *m_errors;
};

/// Referee and order requests are refused beyond this size (files, standard input, the API).
inline constexpr qsizetype kMaxRequestSize = 1024 * 1024;

/// A request's top object; nullopt (the reason in `errors`) when it is larger than
/// kMaxRequestSize, not JSON, or not an object.
std::optional<QJsonObject> readRequestObject(const QByteArray &json, JsonErrors *errors);

namespace JsonText {
QString expectedChoice(const QStringList &choices);
/// "larger than 1 MB" (translated), after kMaxRequestSize.
QString tooLarge();
} // namespace JsonText

template<typename E>
E JsonScope::choice(QLatin1StringView key, E fallback) const
{
    if (!has(key))
        return fallback;
    const QJsonValue v = value(key);
    if (const std::optional<E> e = v.isString() ? enumFromId<E>(v.toString()) : std::nullopt)
        return *e;
    fail(key, JsonText::expectedChoice(enumIdList<E>()));
    return fallback;
}

} // namespace Pacenotes
