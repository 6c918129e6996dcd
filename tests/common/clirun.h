// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the pacenotes executable as a user would from a shell, for the command-line tests.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace Pacenotes::Test {

struct CliRun
{
    int code = -1; ///< exit code; -1: did not finish in time, -2: crashed
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

/// `env` adds or replaces variables ("NAME=value"). DISPLAY is removed: commands must never
/// need a display.
inline CliRun pacenotes(const QStringList &args, const QByteArray &input = {}, const QStringList &env = {})
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.remove(QStringLiteral("DISPLAY"));
    for (const QString &kv : env)
        e.insert(kv.section(u'=', 0, 0), kv.section(u'=', 1));
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(PACENOTES_BIN), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    CliRun r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("the process did not finish in time");
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace Pacenotes::Test
