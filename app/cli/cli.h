// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace Pacenotes::Cli {

/**
 * A sub-command of the pacenotes executable (`pacenotes validate ...`). Each command lives in
 * its own file and registers itself with a static `registerCommand` call, so adding one
 * touches nothing else.
 */
struct Command
{
    const char *name;       ///< e.g. "validate"
    const char *summary;    ///< one line, marked with QT_TRANSLATE_NOOP("Cli", ...)
    bool needsGui;          ///< needs QGuiApplication (fonts, painting); runs offscreen
    int (*run)(const QStringList &args); ///< args after the name; returns the exit code
};

bool registerCommand(const Command &command);
const QList<Command> &commands();
const Command *find(QStringView name);

/// True when argv asks for the command line rather than the window.
bool isCliInvocation(int argc, char **argv);
/// Runs the command line; returns the process exit code.
int run(int argc, char **argv);

QTextStream &out();
QTextStream &err();
/// Prints a translated error and returns the "cannot do it" exit code 2.
int fail(const QString &message);

} // namespace Pacenotes::Cli
