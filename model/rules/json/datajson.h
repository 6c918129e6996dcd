// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonscope.h"
#include "rulestypes.h"

#include <QHash>
#include <QMap>

namespace Pacenotes::DataJson {

/// Reads {"sources": [...], "confidence": "...", "note": "..."}.
Provenance readProvenance(const JsonScope &scope);
QJsonObject writeProvenance(const Provenance &p);
/// Reads an object of field -> provenance.
QHash<QString, Provenance> readProvenanceMap(const JsonScope &scope);
QJsonObject writeProvenanceMap(const QHash<QString, Provenance> &map);
/// Reads the "sources" object (key -> description) of a data file.
QMap<QString, QString> readSources(const JsonScope &scope);
/// Parses a document whose root must be an object with "format" == format; fails otherwise.
std::optional<QJsonObject> root(const QByteArray &json, QLatin1StringView format, JsonErrors *errors);

} // namespace Pacenotes::DataJson
