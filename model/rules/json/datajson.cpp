// SPDX-License-Identifier: GPL-3.0-or-later
#include "datajson.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace Pacenotes::DataJson {

using namespace Qt::StringLiterals;

Provenance readProvenance(const JsonScope &scope)
{
    scope.allowOnly({"sources"_L1, "confidence"_L1, "note"_L1});
    Provenance p;
    const QJsonArray sources = scope.array("sources"_L1, 20);
    for (const QJsonValue &v : sources)
        p.sources << v.toString();
    p.confidence = scope.choice<Confidence>("confidence"_L1,
                                            {{"rulebook"_L1, Confidence::Rulebook},
                                             {"confirmed"_L1, Confidence::Confirmed},
                                             {"single-source"_L1, Confidence::SingleSource},
                                             {"placeholder"_L1, Confidence::Placeholder},
                                             {"user"_L1, Confidence::User}},
                                            Confidence::Placeholder);
    p.note = scope.string("note"_L1, {}, 1000);
    return p;
}

QJsonObject writeProvenance(const Provenance &p)
{
    QJsonObject o{{u"sources"_s, QJsonArray::fromStringList(p.sources)},
                  {u"confidence"_s, RulesText::confidenceId(p.confidence)}};
    if (!p.note.isEmpty())
        o.insert(u"note"_s, p.note);
    return o;
}

QHash<QString, Provenance> readProvenanceMap(const JsonScope &scope)
{
    QHash<QString, Provenance> map;
    for (const QString &key : scope.keys())
        map.insert(key, readProvenance(scope.child(key)));
    return map;
}

QJsonObject writeProvenanceMap(const QHash<QString, Provenance> &map)
{
    QJsonObject o;
    for (auto it = map.begin(); it != map.end(); ++it)
        o.insert(it.key(), writeProvenance(it.value()));
    return o;
}

QMap<QString, QString> readSources(const JsonScope &scope)
{
    QMap<QString, QString> map;
    for (const QString &key : scope.keys()) {
        map.insert(key, scope.value(key).toString());
    }
    return map;
}

std::optional<QJsonObject> root(const QByteArray &json, QLatin1StringView format, JsonErrors *errors)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors->fail({}, QCoreApplication::translate("JsonInput", "not valid JSON (%1 at offset %2)")
                             .arg(parseError.errorString())
                             .arg(parseError.offset));
        return std::nullopt;
    }
    if (!doc.isObject() || doc.object().value("format"_L1).toString() != format) {
        errors->fail({}, QCoreApplication::translate("JsonInput", "not a “%1” document").arg(format));
        return std::nullopt;
    }
    return doc.object();
}

} // namespace Pacenotes::DataJson
