// SPDX-License-Identifier: GPL-3.0-or-later
// The installed application as a desktop sees it: `cmake --install` into a temporary prefix puts
// exactly the expected files there; the desktop entry, the AppStream data and the MIME file pass
// the freedesktop.org validators; the MIME database recognises a .pacenotes file (by name and by
// content); the man pages and the completion follow the commands' own --help; xdg-open on a
// track runs the app under Xvfb with the file. The Debian package: tst_debianpackage.
#include "installedfiles.h"
#include "processrun.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Pacenotes::Test::ProcessRun;
using Pacenotes::Test::runProcess;

namespace {

const QString kAppId = u"org.pacenotes.Pacenotes"_s;


QStringList filesUnder(const QString &root)
{
    QStringList files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(root).relativeFilePath(it.next());
    files.sort();
    return files;
}

QString readGz(const QString &path)
{
    const ProcessRun r = runProcess(u"gzip"_s, {u"-dc"_s, path});
    return r.code == 0 ? r.out : QString();
}

/// The commands `pacenotes --help` lists.
QStringList commands()
{
    const ProcessRun r = runProcess(QStringLiteral(PACENOTES_BIN), {u"--lang"_s, u"en"_s, u"--help"_s});
    QStringList names;
    static const QRegularExpression line(u"^  ([a-z][a-z-]+) "_s, QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(r.out); it.hasNext();)
        names << it.next().captured(1);
    return names;
}

} // namespace

class tst_DesktopIntegration : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void installsExactlyTheExpectedFiles();
    void desktopEntryValidates();
    void appStreamValidates();
    void mimeFileIsWellFormed();
    void mimeDatabaseRecognisesTracks();
    void manPagesFollowTheHelp();
    void completionCompletesCommandsAndOptions();
    void xdgOpenStartsTheAppWithTheFile();

private:
    QTemporaryDir m_prefix;
    QString m_share;
};

void tst_DesktopIntegration::initTestCase()
{
    QVERIFY(m_prefix.isValid());
    const ProcessRun r = runProcess(u"cmake"_s, {u"--install"_s, QStringLiteral(PACENOTES_BUILD_DIR), u"--prefix"_s, m_prefix.path()});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    m_share = m_prefix.filePath(u"share"_s);
}

void tst_DesktopIntegration::installsExactlyTheExpectedFiles()
{
    for (int size : Pacenotes::Test::iconSizes()) {
        const QString png = u"share/icons/hicolor/%1x%1/apps/%2.png"_s.arg(size).arg(kAppId);
        const QImage icon(m_prefix.filePath(png));
        QCOMPARE(icon.size(), QSize(size, size));
        QVERIFY2(icon.pixelColor(size / 2, size / 2).alpha() == 255, "the icon's middle is drawn");
        QCOMPARE(icon.pixelColor(0, 0).alpha(), 0); // a hex: the corners stay transparent
    }
    QCOMPARE(filesUnder(m_prefix.path()), Pacenotes::Test::installedFiles());
    QVERIFY(QFileInfo(m_prefix.filePath(u"bin/pacenotes"_s)).isExecutable());
}

void tst_DesktopIntegration::desktopEntryValidates()
{
    const QString entry = m_share + u"/applications/%1.desktop"_s.arg(kAppId);
    const ProcessRun r = runProcess(u"desktop-file-validate"_s, {entry});
    QVERIFY2(r.code == 0 && r.out.trimmed().isEmpty(), qPrintable(r.err + r.out));
    QFile f(entry);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    for (const QString &line : {u"Exec=pacenotes %F"_s, u"Categories=Game;BoardGame;"_s, u"Icon=%1"_s.arg(kAppId),
                                u"MimeType=application/x-pacenotes;"_s, u"Name[ru]="_s, u"Comment[ru]="_s,
                                u"GenericName[ru]="_s})
        QVERIFY2(text.contains(line), qPrintable(line));
}

void tst_DesktopIntegration::appStreamValidates()
{
    const QString metainfo = m_share + u"/metainfo/%1.metainfo.xml"_s.arg(kAppId);
    const ProcessRun r = runProcess(u"appstreamcli"_s, {u"validate"_s, u"--no-net"_s, u"--pedantic"_s, metainfo});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    QFile f(metainfo);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QVERIFY(text.contains(u"<release version=\"%1\""_s.arg(QStringLiteral(PACENOTES_VERSION))));
    QVERIFY(text.contains(u"<summary xml:lang=\"ru\">"_s));
    QVERIFY(text.contains(u"<content_rating type=\"oars-1.1\"/>"_s));
    QVERIFY(!text.contains(u'@')); // every CMake variable filled in
}

void tst_DesktopIntegration::mimeFileIsWellFormed()
{
    const ProcessRun r = runProcess(u"xmllint"_s, {u"--noout"_s, m_share + u"/mime/packages/%1.xml"_s.arg(kAppId)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
}

void tst_DesktopIntegration::mimeDatabaseRecognisesTracks()
{
    // A private XDG data folder holding only our MIME package over the system's database.
    QTemporaryDir xdg;
    QVERIFY(QDir().mkpath(xdg.filePath(u"mime/packages"_s)));
    QVERIFY(QFile::copy(m_share + u"/mime/packages/%1.xml"_s.arg(kAppId), xdg.filePath(u"mime/packages/%1.xml"_s.arg(kAppId))));
    ProcessRun r = runProcess(u"update-mime-database"_s, {xdg.filePath(u"mime"_s)});
    QVERIFY2(r.code == 0, qPrintable(r.err));

    QTemporaryDir files;
    const QString package = files.filePath(u"Oval.pacenotes"_s);
    QVERIFY(QFile::copy(QStringLiteral(PACENOTES_TESTDATA "/tracks/gt-diagonal-park.pacenotes"), package));
    const QString unnamed = files.filePath(u"track-without-extension"_s);
    QVERIFY(QFile::copy(package, unnamed));
    const QString rgt = files.filePath(u"Col.rgt"_s);
    QVERIFY(QFile::copy(QStringLiteral(PACENOTES_TESTDATA "/tracks/dirt-col-de-braus.rgt"), rgt));
    const QString rekee = files.filePath(u"Col.rekee.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(PACENOTES_TESTDATA "/tracks/dirt-col-de-braus.rekee.json"), rekee));

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, xdg.path());
    env.remove(u"XDG_CURRENT_DESKTOP"_s);
    env.insert(u"DE"_s, u"generic"_s);
    const QList<std::pair<QString, QString>> cases = {
        {package, u"application/x-pacenotes"_s},
        {unnamed, u"application/x-pacenotes"_s}, // by content: the zip's first entry is track.json
        {rgt, u"application/x-rallyman-rgt"_s},
        {rekee, u"application/x-rekee-track"_s},
    };
    for (const auto &[file, type] : cases) {
        r = runProcess(u"xdg-mime"_s, {u"query"_s, u"filetype"_s, file}, env);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out.trimmed().section(u';', 0, 0), type);
    }
}

void tst_DesktopIntegration::manPagesFollowTheHelp()
{
    const QStringList names = commands();
    QVERIFY(names.contains(u"validate"_s) && names.contains(u"referee"_s));
    for (const QString &lang : {u"en"_s, u"ru"_s}) {
        const QString dir = lang == "en"_L1 ? u"/man/man1/"_s : u"/man/ru/man1/"_s;
        const QString page = readGz(m_share + dir + u"pacenotes.1.gz"_s);
        QVERIFY2(page.startsWith(u".\\\""_s) && page.contains(u"\n.TH PACENOTES 1 "_s), qPrintable(lang));
        for (const QString &name : names)
            QVERIFY2(page.contains(u"\n.SS "_s + name + u'\n'), qPrintable(lang + u": "_s + name));
        // the option texts are the commands' own help, in the page's language
        const ProcessRun help = runProcess(QStringLiteral(PACENOTES_BIN), {u"--lang"_s, lang, u"validate"_s, u"--help"_s});
        const QString firstLine = help.out.section(u'\n', 0, 0).replace(u"\\"_s, u"\\e"_s);
        QVERIFY2(!firstLine.isEmpty() && page.contains(firstLine), qPrintable(firstLine));
        // no line may start a troff request by accident
        for (const QString &line : page.split(u'\n'))
            if (line.startsWith(u'.') || line.startsWith(u'\''))
                QVERIFY2(QRegularExpression(u"^\\.(\\\\\"|TH|SH|SS|B|BR|PP|br|nf|fi)( |$)"_s).match(line).hasMatch(),
                         qPrintable(line));
    }
    if (!QStandardPaths::findExecutable(u"groff"_s).isEmpty()) {
        const ProcessRun r = runProcess(u"sh"_s, {u"-c"_s, u"gzip -dc '%1' | groff -man -Tutf8 -ww -z"_s.arg(m_share + u"/man/man1/pacenotes.1.gz"_s)});
        QVERIFY2(r.code == 0 && r.err.isEmpty(), qPrintable(r.err));
    }
}

void tst_DesktopIntegration::completionCompletesCommandsAndOptions()
{
    const QString script = m_share + u"/bash-completion/completions/pacenotes"_s;
    QVERIFY2(QFile::exists(u"/usr/share/bash-completion/bash_completion"_s), "bash-completion is not installed");
    auto complete = [&](const QStringList &words) {
        // COMP_* as bash sets them when Tab is pressed after the last word
        QString line = words.join(u' ');
        const QString program = u"source /usr/share/bash-completion/bash_completion; source '%1'; "
                                "COMP_WORDS=(%2); COMP_CWORD=%3; COMP_LINE='%4'; COMP_POINT=%5; "
                                "_pacenotes; printf '%s\\n' \"${COMPREPLY[@]}\""_s
                                    .arg(script, words.join(u' '), QString::number(words.size() - 1), line,
                                         QString::number(line.size()));
        const ProcessRun r = runProcess(u"bash"_s, {u"-c"_s, program});
        return r.out.split(u'\n', Qt::SkipEmptyParts);
    };
    QCOMPARE(complete({u"pacenotes"_s, u"vali"_s}), QStringList{u"validate"_s});
    for (const QString &name : commands())
        QVERIFY2(complete({u"pacenotes"_s, name.left(name.size() - 1)}).contains(name), qPrintable(name));
    QVERIFY(complete({u"pacenotes"_s, u"validate"_s, u"--bo"_s}).contains(u"--boxes"_s));
    QCOMPARE(complete({u"pacenotes"_s, u"sheet"_s, u"--kind"_s, u""_s}), (QStringList{u"solo"_s, u"rally"_s}));
    QCOMPARE(complete({u"pacenotes"_s, u"--lang"_s, u"r"_s}), QStringList{u"ru"_s});
}

void tst_DesktopIntegration::xdgOpenStartsTheAppWithTheFile()
{
    // "Double-click" a track: xdg-open finds our desktop entry for application/x-pacenotes and
    // runs its Exec line. The entry is the installed one with Exec pointing at a recorder that
    // notes the arguments and starts the built app under Xvfb, which saves a screenshot and quits.
    QTemporaryDir home;
    const QString data = home.filePath(u"data"_s), config = home.filePath(u"config"_s);
    QVERIFY(QDir().mkpath(data + u"/applications"_s) && QDir().mkpath(data + u"/mime/packages"_s) && QDir().mkpath(config));
    QVERIFY(QFile::copy(m_share + u"/mime/packages/%1.xml"_s.arg(kAppId), data + u"/mime/packages/%1.xml"_s.arg(kAppId)));
    QVERIFY(runProcess(u"update-mime-database"_s, {data + u"/mime"_s}).code == 0);

    const QString args = home.filePath(u"args.txt"_s), shot = home.filePath(u"shot.png"_s);
    const QString recorder = home.filePath(u"pacenotes-recorder"_s);
    {
        QFile f(recorder);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(u"#!/bin/sh\nprintf '%s\\n' \"$@\" > '%1'\nexec '%2' --screenshot '%3' \"$@\"\n"_s
                    .arg(args, QStringLiteral(PACENOTES_BIN), shot)
                    .toUtf8());
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    }
    QFile installed(m_share + u"/applications/%1.desktop"_s.arg(kAppId));
    QVERIFY(installed.open(QIODevice::ReadOnly));
    QString entry = QString::fromUtf8(installed.readAll());
    entry.replace(u"Exec=pacenotes %F"_s, u"Exec=%1 %F"_s.arg(recorder)).remove(QRegularExpression(u"TryExec=.*\n"_s));
    QFile copy(data + u"/applications/%1.desktop"_s.arg(kAppId));
    QVERIFY(copy.open(QIODevice::WriteOnly) && copy.write(entry.toUtf8()) > 0);
    copy.close();

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, data);
    env.insert(u"XDG_CONFIG_HOME"_s, config);
    env.insert(u"HOME"_s, home.path());
    env.remove(u"XDG_CURRENT_DESKTOP"_s);
    env.remove(u"QT_QPA_PLATFORM"_s); // a real X server (Xvfb), as a desktop would have
    env.remove(u"DISPLAY"_s);
    ProcessRun r = runProcess(u"xdg-mime"_s, {u"default"_s, kAppId + u".desktop"_s, u"application/x-pacenotes"_s}, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));

    const QString track = home.filePath(u"Diagonal Park.pacenotes"_s);
    QVERIFY(QFile::copy(QStringLiteral(PACENOTES_TESTDATA "/tracks/gt-diagonal-park.pacenotes"), track));
    r = runProcess(u"xvfb-run"_s, {u"-a"_s, u"-s"_s, u"-screen 0 1280x800x24"_s, u"xdg-open"_s, track}, env);
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));

    QFile recorded(args);
    QVERIFY2(recorded.open(QIODevice::ReadOnly), "xdg-open did not run the desktop entry");
    QCOMPARE(QString::fromUtf8(recorded.readAll()).trimmed(), track);
    const QImage picture(shot);
    QVERIFY2(!picture.isNull() && picture.width() > 400, "the app did not draw its window");
}

QTEST_GUILESS_MAIN(tst_DesktopIntegration)
#include "tst_desktopintegration.moc"
