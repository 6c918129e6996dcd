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
    p.confidence = scope.choice("confidence"_L1, Confidence::Placeholder);
    p.note = scope.string("note"_L1, {}, 1000);
    return p;
}

QJsonObject writeProvenance(const Provenance &p)
{
    QJsonObject o{{u"sources"_s, QJsonArray::fromStringList(p.sources)},
                  {u"confidence"_s, enumId(p.confidence)}};
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

std::array<int, 3> readPerColour(const JsonScope &scope, int max)
{
    const QStringList ids = enumIdList<Danger>();
    scope.allowOnly(ids);
    std::array<int, 3> values{};
    for (int i = 0; i < 3; ++i)
        values[i] = scope.integer(QLatin1StringView(EnumIds<Danger>::table[i].second), 0, max, 0);
    return values;
}

QJsonObject writePerColour(const std::array<int, 3> &values)
{
    QJsonObject o;
    for (int i = 0; i < 3; ++i)
        o.insert(enumId(EnumIds<Danger>::table[i].first), values[i]);
    return o;
}

DiceCounts readDice(const JsonScope &scope, int max)
{
    scope.allowOnly(enumIdList<DieKind>());
    DiceCounts dice;
    for (const auto &[kind, id] : EnumIds<DieKind>::table)
        dice[kind] = scope.integer(QLatin1StringView(id), 0, max, 0);
    return dice;
}

QJsonObject writeDice(const DiceCounts &dice)
{
    QJsonObject o;
    for (const auto &[kind, id] : EnumIds<DieKind>::table)
        o.insert(QLatin1StringView(id), dice[kind]);
    return o;
}

GearMarker readGearMarker(const JsonScope &scope, QLatin1StringView key, GearMarker fallback)
{
    if (!scope.has(key))
        return fallback;
    const QJsonValue v = scope.value(key);
    std::optional<GearMarker> g;
    if (v.isString())
        g = GearMarker::fromText(v.toString());
    else if (v.isDouble() && v.toDouble() >= 0 && v.toDouble() <= 6 && v.toDouble() == double(v.toInt()))
        g = GearMarker{v.toInt(), false};
    if (!g) {
        scope.fail(key, QCoreApplication::translate("JsonInput", "expected a gear marker: \"0\" to \"6\" or \"00\""));
        return fallback;
    }
    return *g;
}

QString missing()
{
    return QCoreApplication::translate("JsonInput", "this field is required");
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
