// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonscope.h"
#include "rules/gearmarker.h"
#include "rules/rulestypes.h"

#include <QHash>
#include <QMap>

#include <array>

namespace Pacenotes::DataJson {

/// Reads {"sources": [...], "confidence": "...", "note": "..."}.
Provenance readProvenance(const JsonScope &scope);
QJsonObject writeProvenance(const Provenance &p);
/// Reads an object of field -> provenance.
QHash<QString, Provenance> readProvenanceMap(const JsonScope &scope);
QJsonObject writeProvenanceMap(const QHash<QString, Provenance> &map);
/// Reads the "sources" object (key -> description) of a data file.
QMap<QString, QString> readSources(const JsonScope &scope);
/// {"yellow": n, "orange": n, "red": n} (each 0..max, 0 when absent), by the Danger ids.
std::array<int, 3> readPerColour(const JsonScope &scope, int max);
QJsonObject writePerColour(const std::array<int, 3> &values);
/// {"gear": n, "coast": n, ...} by the DieKind ids (each 0..max, 0 when absent).
DiceCounts readDice(const JsonScope &scope, int max);
QJsonObject writeDice(const DiceCounts &dice);
/// A gear marker: "0" to "6" or "00" (a number 0-6 is accepted too); fails on anything else.
GearMarker readGearMarker(const JsonScope &scope, QLatin1StringView key, GearMarker fallback);
/// "required field missing" (translated).
QString missing();
/// Parses a document whose root must be an object with "format" == format; fails otherwise.
std::optional<QJsonObject> root(const QByteArray &json, QLatin1StringView format, JsonErrors *errors);

} // namespace Pacenotes::DataJson
