// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/collection.h"

#include <QCommandLineParser>

#include <optional>

namespace Pacenotes::Cli {

/// Adds --boxes and reads it: every box once when absent (so any real track validates).
void addBoxesOption(QCommandLineParser &parser);
std::optional<Collection> boxesFrom(const QCommandLineParser &parser, QString *error);
/// Parses args (help, unknown options) for a command; returns an exit code when the
/// command should stop (help shown: 0; bad usage: 2), nullopt to go on.
std::optional<int> parseArgs(QCommandLineParser &parser, const QString &name, const QStringList &args,
                             const QString &description);

} // namespace Pacenotes::Cli
