// SPDX-License-Identifier: GPL-3.0-or-later
// bench_layoutjson: `pacenotes layout --all --json` on whole rulebook lists, as users run it.
//   bench_layoutjson [--repeat N] [--bin PATH]
// Runs the built binary (build/app/pacenotes) and reports, per list, the wall time (best of N),
// the CPU time and the peak memory of the process, and the size of the JSON; beside it the same
// solve printing only the best layout, so the cost of writing every layout shows. Figures go to
// the README and docs/solver.md ("JSON output at scale").
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

struct Figures
{
    double bestWallMs = 1e18;
    double cpuMs = 0;     ///< of the best run
    long peakKb = 0;      ///< largest resident set of any run
    qint64 bytes = 0;
};

double cpuMsOfChildren()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

long peakKbOfChildren()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return u.ru_maxrss;
}

/// Runs `bin args` `repeat` times with its output in `outFile`. Peak memory: getrusage only
/// keeps the largest child ever waited for, so each list is measured in a process of its own
/// (see main).
Figures measure(const QString &bin, const QStringList &args, int repeat, const QString &outFile)
{
    Figures f;
    for (int i = 0; i < repeat; ++i) {
        QProcess p;
        p.setStandardOutputFile(outFile);
        p.setStandardErrorFile(QProcess::nullDevice());
        const double cpuBefore = cpuMsOfChildren();
        QElapsedTimer clock;
        clock.start();
        p.start(bin, args);
        if (!p.waitForFinished(600000) || p.exitCode() != 0) {
            std::fprintf(stderr, "bench_layoutjson: %s failed\n", qPrintable(args.join(u' ')));
            std::exit(2);
        }
        const double wall = clock.nsecsElapsed() / 1e6;
        const double cpu = cpuMsOfChildren() - cpuBefore;
        if (wall < f.bestWallMs) {
            f.bestWallMs = wall;
            f.cpuMs = cpu;
        }
        f.bytes = QFile(outFile).size();
    }
    f.peakKb = peakKbOfChildren();
    return f;
}

QString loadAverage()
{
    QFile f(u"/proc/loadavg"_s);
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(u' ', 0, 2) : u"?"_s;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    int repeat = 3;
    QString bin = QDir(app.applicationDirPath()).filePath(u"../app/pacenotes"_s);
    QString only; // internal: measure one case in this process (peak memory per case)
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == "--repeat"_L1)
            repeat = std::max(1, args[i + 1].toInt());
        else if (args[i] == "--bin"_L1)
            bin = args[i + 1];
        else if (args[i] == "--case"_L1)
            only = args[i + 1];
    }
    struct Case
    {
        QString name;
        QStringList args;
    };
    const QString tracks = QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/");
    const QList<Case> cases{
        {u"GT Track 1, --all --json"_s, {u"layout"_s, tracks + u"gt-track-1.json"_s, u"--all"_s, u"--json"_s}},
        {u"GT Track 1, best only"_s, {u"layout"_s, tracks + u"gt-track-1.json"_s, u"--max"_s, u"1"_s}},
        {u"GT mixed lanes, --all --json"_s, {u"layout"_s, tracks + u"gt-track-7-or-8.json"_s, u"--all"_s, u"--json"_s}},
        {u"GT mixed lanes, best only"_s, {u"layout"_s, tracks + u"gt-track-7-or-8.json"_s, u"--max"_s, u"1"_s}},
    };
    QTemporaryDir dir;
    const QString outFile = dir.filePath(u"out.json"_s);
    QTextStream out(stdout);
    if (!only.isEmpty()) {
        for (const Case &c : cases)
            if (c.name == only) {
                const Figures f = measure(bin, c.args, repeat, outFile);
                out << f.bestWallMs << ' ' << f.cpuMs << ' ' << f.peakKb << ' ' << f.bytes << Qt::endl;
            }
        return 0;
    }
    out << "bench_layoutjson: " << bin << ", best of " << repeat << ", load average " << loadAverage() << Qt::endl;
    out << QStringLiteral("%1 %2 %3 %4 %5").arg(u"case"_s, -32).arg(u"wall ms"_s, 10).arg(u"CPU ms"_s, 10)
               .arg(u"peak MB"_s, 9).arg(u"output MB"_s, 10)
        << Qt::endl;
    for (const Case &c : cases) {
        // A fresh process per case, so the peak memory is that case's alone.
        QProcess self;
        self.start(app.applicationFilePath(),
                   {u"--case"_s, c.name, u"--repeat"_s, QString::number(repeat), u"--bin"_s, bin});
        self.waitForFinished(-1);
        const QStringList v = QString::fromLatin1(self.readAllStandardOutput()).simplified().split(u' ');
        if (v.size() != 4) {
            out << c.name << ": failed" << Qt::endl;
            return 2;
        }
        out << QStringLiteral("%1 %2 %3 %4 %5")
                   .arg(c.name, -32)
                   .arg(v[0].toDouble(), 10, 'f', 0)
                   .arg(v[1].toDouble(), 10, 'f', 0)
                   .arg(v[2].toDouble() / 1024.0, 9, 'f', 1)
                   .arg(v[3].toDouble() / 1e6, 10, 'f', 1)
            << Qt::endl;
    }
    return 0;
}
