// SPDX-License-Identifier: GPL-3.0-or-later
// The Debian package: `cpack -G DEB` builds pacenotes_<version>_amd64.deb from this build; its
// files are exactly the installed ones under /usr, its dependencies come from dpkg-shlibdeps
// plus the run-time Qt plugins, lintian finds no error, and the program unpacked from it runs.
#include "installedfiles.h"
#include "processrun.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Pacenotes::Test::ProcessRun;
using Pacenotes::Test::runProcess;

namespace {


} // namespace

class tst_DebianPackage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void holdsExactlyTheInstalledFiles();
    void controlFields();
    void lintianFindsNoError();
    void unpackedProgramRuns();

private:
    QTemporaryDir m_work;
    QString m_deb;
};

void tst_DebianPackage::initTestCase()
{
    QVERIFY(m_work.isValid());
    const ProcessRun r = runProcess(u"cpack"_s, {u"-G"_s, u"DEB"_s, u"--config"_s, QStringLiteral(PACENOTES_BUILD_DIR "/CPackConfig.cmake"),
                                   u"-B"_s, m_work.path()});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    m_deb = m_work.filePath(u"pacenotes_%1_amd64.deb"_s.arg(QStringLiteral(PACENOTES_VERSION)));
    QVERIFY2(QFileInfo::exists(m_deb), qPrintable(QDir(m_work.path()).entryList().join(u", "_s)));
}

void tst_DebianPackage::holdsExactlyTheInstalledFiles()
{
    const ProcessRun r = runProcess(u"dpkg-deb"_s, {u"--contents"_s, m_deb});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QStringList files;
    for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts)) {
        // "-rw-r--r-- root/root  1234 2026-11-26 00:00 ./usr/share/…"
        const QString mode = line.section(u' ', 0, 0);
        const QString path = line.section(u"./"_s, 1);
        QVERIFY2(line.contains(u" root/root "_s), qPrintable(line));
        if (mode.startsWith(u'd')) {
            QCOMPARE(mode, u"drwxr-xr-x"_s);
            continue;
        }
        QVERIFY2(path.startsWith(u"usr/"_s), qPrintable(line));
        QCOMPARE(mode, path == "usr/bin/pacenotes"_L1 ? u"-rwxr-xr-x"_s : u"-rw-r--r--"_s);
        files << path.mid(4);
    }
    files.sort();
    QCOMPARE(files, Pacenotes::Test::installedFiles());
}

void tst_DebianPackage::controlFields()
{
    auto field = [&](const QString &name) {
        return runProcess(u"dpkg-deb"_s, {u"--field"_s, m_deb, name}).out.trimmed();
    };
    QCOMPARE(field(u"Package"_s), u"pacenotes"_s);
    QCOMPARE(field(u"Version"_s), QStringLiteral(PACENOTES_VERSION));
    QCOMPARE(field(u"Architecture"_s), u"amd64"_s);
    QCOMPARE(field(u"Section"_s), u"misc"_s);
    const QString depends = field(u"Depends"_s);
    // from dpkg-shlibdeps (the libraries the binary links) and the plugins it loads
    for (const QString &package : {u"libqt6widgets6"_s, u"libqt6svg6"_s, u"libqt6sql6"_s, u"libqt6printsupport6"_s,
                                   u"libquazip1-qt6-1"_s, u"libstdc++6"_s, u"libqt6sql6-sqlite"_s, u"qt6-qpa-plugins"_s})
        QVERIFY2(depends.contains(package), qPrintable(depends));
    QVERIFY(field(u"Recommends"_s).contains(u"qt6-translations-l10n"_s));
    QVERIFY(field(u"Recommends"_s).contains(u"qt6-image-formats-plugins"_s)); // WebP tile pictures
    QVERIFY(field(u"Description"_s).startsWith(u"track designer"_s));
}

void tst_DebianPackage::lintianFindsNoError()
{
    const ProcessRun r = runProcess(u"lintian"_s, {u"--tag-display-limit"_s, u"0"_s, m_deb});
    QVERIFY2(r.code >= 0, qPrintable(r.err));
    // warnings that remain are listed in the README; an error fails the test
    const QStringList errors = r.out.split(u'\n').filter(QRegularExpression(u"^E: "_s));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
}

void tst_DebianPackage::unpackedProgramRuns()
{
    QTemporaryDir root;
    ProcessRun r = runProcess(u"dpkg-deb"_s, {u"--extract"_s, m_deb, root.path()});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = runProcess(root.filePath(u"usr/bin/pacenotes"_s), {u"--version"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.trimmed(), u"Pacenotes %1"_s.arg(QStringLiteral(PACENOTES_VERSION)));
    // the packaged binary is stripped (debug info stays in the build)
    r = runProcess(u"file"_s, {root.filePath(u"usr/bin/pacenotes"_s)});
    if (r.code == 0)
        QVERIFY2(r.out.contains(u", stripped"_s), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(tst_DebianPackage)
#include "tst_debianpackage.moc"
