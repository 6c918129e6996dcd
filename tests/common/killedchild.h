// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The crash tests' child process (tst_gamestore, tst_recordsdatabase): this test program runs
// again with `arguments`, says what it has committed as "key value" lines on stdout, and is
// killed with SIGKILL wherever it is once `enough` says so. Its main() must answer to the
// arguments before QTest::qExec.

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QProcess>

#include <functional>

namespace Pacenotes::Test {

struct KilledChild
{
    bool killed = false;            ///< it was running until killed (not finished or failed before)
    QHash<QByteArray, QByteArray> last; ///< the last value said for each key
    int lines = 0;
    QByteArray errors;              ///< its stderr, to explain a failure
};

inline KilledChild runUntilKilled(const QStringList &arguments, const std::function<bool(const KilledChild &)> &enough,
                                  int timeoutMs = 30000)
{
    KilledChild out;
    QProcess child;
    child.setProgram(QCoreApplication::applicationFilePath());
    child.setArguments(arguments);
    child.start();
    if (!child.waitForStarted())
        return out;
    QByteArray pending;
    const auto consume = [&] {
        pending += child.readAllStandardOutput();
        qsizetype nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            const QByteArray line = pending.left(nl);
            pending.remove(0, nl + 1);
            const qsizetype space = line.indexOf(' ');
            if (space > 0)
                out.last.insert(line.left(space), line.mid(space + 1));
            ++out.lines;
        }
    };
    while (!enough(out) && child.state() == QProcess::Running) {
        if (!child.waitForReadyRead(timeoutMs))
            break;
        consume();
    }
    const bool running = child.state() == QProcess::Running;
    child.kill(); // SIGKILL, wherever it is
    child.waitForFinished();
    consume();
    out.killed = running && child.exitStatus() == QProcess::CrashExit;
    out.errors = child.readAllStandardError();
    return out;
}

} // namespace Pacenotes::Test
