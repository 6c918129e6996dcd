// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulesdata.h"

#include <QCommandLineParser>

#include <optional>

namespace Pacenotes::Cli {

/// Reads FILE, or standard input for "-"; nullopt with a translated message.
std::optional<QByteArray> readInput(const QString &path, QString *error);
/// --overrides FILE: the user's data corrections (default: the app's own file, if any).
void addOverridesOption(QCommandLineParser &parser);
/// The built-in data with the user's corrections applied; a broken corrections file is reported
/// on standard error and ignored.
RulesData rulesData(const QCommandLineParser &parser);
/// Writes a JSON object to standard output, indented.
void printJson(const QJsonObject &object);

} // namespace Pacenotes::Cli
