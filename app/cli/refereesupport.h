// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulesdata.h"
#include "spaces/spacesources.h"

#include <QCommandLineParser>
#include <QJsonObject>

#include <optional>

namespace Pacenotes::Cli {

/// Reads FILE, or standard input for "-"; nullopt with a translated message.
std::optional<QByteArray> readInput(const QString &path, QString *error);
/// --overrides FILE: the user's data corrections (default: the app's own file, if any).
void addOverridesOption(QCommandLineParser &parser);
/// The built-in data with the user's corrections applied; a broken corrections file is reported
/// on standard error and ignored.
RulesData rulesData(const QCommandLineParser &parser);
/// A request that names a `track` to drive on (docs/referee-json.md section 1.5, docs/codriver.md
/// "On a track"): the request, the space data to read it with (the user's tile spaces over the
/// shipped templates; a problem with them is reported on standard error) and the folder its file
/// names are relative to (the request file's, or the current one for standard input).
struct TrackRequestInput
{
    QJsonObject request;
    SpaceSources sources;
    QString baseDir;
};
/// Nullopt for an ordinary request (no `track`, or not a JSON object: its reader says why).
std::optional<TrackRequestInput> trackRequest(const QByteArray &json, const QString &file);
/// Writes a JSON object to standard output, indented.
void printJson(const QJsonObject &object);

} // namespace Pacenotes::Cli
