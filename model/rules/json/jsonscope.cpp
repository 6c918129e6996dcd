// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonscope.h"
#include "rules/trcontexts.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

void JsonErrors::fail(const QString &path, const QString &what)
{
    if (message.isEmpty())
        message = path.isEmpty() ? what : path + u": "_s + what;
}

JsonScope::JsonScope(const QJsonObject &object, QString path, JsonErrors *errors)
    : m_object(object), m_path(std::move(path)), m_errors(errors)
{
}

QString JsonScope::path(QLatin1StringView key) const
{
    return m_path.isEmpty() ? QString(key) : m_path + u'.' + key;
}

void JsonScope::fail(QLatin1StringView key, const QString &what) const
{
    m_errors->fail(path(key), what);
}

bool JsonScope::allowOnly(std::initializer_list<QLatin1StringView> allowed) const
{
    QStringList names;
    for (QLatin1StringView a : allowed)
        names << QString(a);
    return allowOnly(names);
}

bool JsonScope::allowOnly(const QStringList &allowed) const
{
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!allowed.contains(it.key())) {
            m_errors->fail(m_path.isEmpty() ? it.key() : m_path + u'.' + it.key(),
                           JsonInputTr::tr("unknown field; expected one of: %1").arg(allowed.join(u", "_s)));
            return false;
        }
    }
    return true;
}

int JsonScope::integer(QLatin1StringView key, int min, int max, int fallback) const
{
    if (!has(key))
        return fallback;
    const QJsonValue v = value(key);
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < min || d > max) {
        fail(key, JsonInputTr::tr("expected a whole number from %1 to %2").arg(min).arg(max));
        return fallback;
    }
    return int(d);
}

double JsonScope::number(QLatin1StringView key, double min, double max, double fallback) const
{
    if (!has(key))
        return fallback;
    const QJsonValue v = value(key);
    if (!v.isDouble() || !(v.toDouble() >= min && v.toDouble() <= max)) {
        fail(key, JsonInputTr::tr("expected a number from %1 to %2").arg(min).arg(max));
        return fallback;
    }
    return v.toDouble();
}

bool JsonScope::boolean(QLatin1StringView key, bool fallback) const
{
    if (!has(key))
        return fallback;
    if (!value(key).isBool()) {
        fail(key, JsonInputTr::tr("expected true or false"));
        return fallback;
    }
    return value(key).toBool();
}

QString JsonScope::string(QLatin1StringView key, const QString &fallback, int maxLength) const
{
    if (!has(key))
        return fallback;
    const QJsonValue v = value(key);
    if (!v.isString() || v.toString().size() > maxLength) {
        fail(key, JsonInputTr::tr("expected a text of at most %1 characters").arg(maxLength));
        return fallback;
    }
    return v.toString();
}

JsonScope JsonScope::child(const QString &key) const
{
    const QString p = m_path.isEmpty() ? key : m_path + u'.' + key;
    if (!m_object.value(key).isObject())
        m_errors->fail(p, JsonInputTr::tr("expected an object"));
    return JsonScope(m_object.value(key).toObject(), p, m_errors);
}

JsonScope JsonScope::object(QLatin1StringView key) const
{
    if (has(key) && !value(key).isObject())
        fail(key, JsonInputTr::tr("expected an object"));
    return JsonScope(value(key).toObject(), path(key), m_errors);
}

QJsonArray JsonScope::array(QLatin1StringView key, int maxItems) const
{
    if (!has(key))
        return {};
    if (!value(key).isArray()) {
        fail(key, JsonInputTr::tr("expected an array"));
        return {};
    }
    const QJsonArray a = value(key).toArray();
    if (a.size() > maxItems) {
        fail(key, JsonInputTr::tr("too many items (at most %1)").arg(maxItems));
        return {};
    }
    return a;
}

JsonScope JsonScope::element(const QJsonArray &array, int index, const QString &arrayPath, JsonErrors *errors)
{
    const QString p = arrayPath + u'[' + QString::number(index) + u']';
    if (!array.at(index).isObject())
        errors->fail(p, JsonInputTr::tr("expected an object"));
    return JsonScope(array.at(index).toObject(), p, errors);
}

namespace JsonText {
QString tooLarge()
{
    return QCoreApplication::translate("JsonInput", "larger than %1 MB").arg(kMaxRequestSize / (1024 * 1024));
}

QString expectedChoice(const QStringList &choices)
{
    return QCoreApplication::translate("JsonInput", "expected one of: %1").arg(choices.join(u", "_s));
}
} // namespace JsonText

std::optional<QJsonObject> readRequestObject(const QByteArray &json, JsonErrors *errors)
{
    if (json.size() > kMaxRequestSize) {
        errors->fail({}, JsonInputTr::tr("the request is %1").arg(JsonText::tooLarge()));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        errors->fail({}, parseError.error != QJsonParseError::NoError
                             ? JsonInputTr::tr("not valid JSON (%1 at offset %2)").arg(parseError.errorString()).arg(parseError.offset)
                             : JsonInputTr::tr("expected a JSON object"));
        return std::nullopt;
    }
    return doc.object();
}

} // namespace Pacenotes
