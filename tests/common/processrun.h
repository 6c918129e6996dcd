// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs an outside program (a system tool or the built pacenotes) and collects what it printed,
// for the install and package tests.

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace Pacenotes::Test {

struct ProcessRun
{
    int code = -1; ///< exit code; -1: missing or did not finish, -2: crashed
    QString out;
    QString err;
};

/// `program` by name on PATH or by absolute path; a missing tool is reported in `err`.
inline ProcessRun runProcess(const QString &program, const QStringList &args,
                             const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    ProcessRun r;
    const QString exe = QFileInfo(program).isAbsolute() ? program : QStandardPaths::findExecutable(program);
    if (exe.isEmpty() || !QFileInfo(exe).isExecutable()) {
        r.err = QStringLiteral("%1 is not installed (scripts/deps.sh installs it)").arg(program);
        return r;
    }
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(exe, args);
    if (!p.waitForFinished(280000)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("%1 did not finish in time").arg(program);
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace Pacenotes::Test
