// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real pacenotes app offscreen: it starts, opens a track in the designer and draws the
// main window (menus, palette, table, panels), in English and Russian; a bad file does not
// stop it. Pictures are checked for content, not pixels.
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
/// Starts the app with `args` and a fresh settings folder; returns its exit code.
int runApp(const QStringList &args, const QString &configHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // a 1024 × 700 screen: the window takes the room the screen gives
    env.insert(u"QT_QPA_PLATFORM"_s, QStringLiteral("offscreen:configfile=" PACENOTES_TESTDATA "/screens/small-screen.json"));
    env.insert(u"XDG_CONFIG_HOME"_s, configHome);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PACENOTES_BIN), args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        return -1;
    }
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
}

int distinctColours(const QImage &img)
{
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 3)
        for (int x = 0; x < img.width(); x += 3)
            colours.insert(img.pixel(x, y));
    return int(colours.size());
}
} // namespace

class tst_DesignerApp : public QObject
{
    Q_OBJECT
private slots:
    void opensAndDraws_data();
    void opensAndDraws();
    void badFileDoesNotBlock();
};

void tst_DesignerApp::opensAndDraws_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("lang");
    QTest::newRow("GT circuit, English") << u"gt-circuit.json"_s << u"en"_s;
    QTest::newRow("DIRT stage, Russian") << u"dirt-rally1-ss1.json"_s << u"ru"_s;
    QTest::newRow("rulebook list, Russian") << u"dirt-rally1-ss1-list.json"_s << u"ru"_s;
}

void tst_DesignerApp::opensAndDraws()
{
    QFETCH(QString, file);
    QFETCH(QString, lang);
    QTemporaryDir dir;
    const QString shot = dir.filePath(u"shot.png"_s);
    const QString track = QStringLiteral(PACENOTES_TESTDATA "/designer/") + file;
    QCOMPARE(runApp({track, u"--lang"_s, lang, u"--screenshot"_s, shot}, dir.filePath(u"config"_s)), 0);
    QImage img(shot);
    QVERIFY(!img.isNull());
    QVERIFY2(img.width() >= 900 && img.height() >= 600, qPrintable(u"%1x%2"_s.arg(img.width()).arg(img.height())));
    QVERIFY(distinctColours(img.convertToFormat(QImage::Format_RGB32)) > 300);
}

void tst_DesignerApp::badFileDoesNotBlock()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(u"bad.json"_s);
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ not a track");
    f.close();
    const QString shot = dir.filePath(u"shot.png"_s);
    QCOMPARE(runApp({bad, u"--screenshot"_s, shot}, dir.filePath(u"config"_s)), 0);
    QVERIFY(!QImage(shot).isNull());
}

QTEST_GUILESS_MAIN(tst_DesignerApp)
#include "tst_designerapp.moc"
