// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real pacenotes binary: the command line as users see it.
#include "clirun.h"
#include "trackbuilder.h"

#include "io/trackfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
using Run = Pacenotes::Test::CliRun;
using Pacenotes::Test::pacenotes;
} // namespace

class tst_Cli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void helpAndVersion();
    void unknownCommandOptionAndLanguage();
    void validateValid();
    void validateProblems();
    void validateUnreadable();
    void validateBoxes();
    void infoText();
    void infoJson();
    void russian();

private:
    QTemporaryDir m_dir;
    QString m_valid, m_broken, m_garbage;
};

void tst_Cli::initTestCase()
{
    const TileCatalog &cat = TileCatalog::builtin();
    Track t = *Test::buildCourse(Game::GT, {{"102b", 0}, {"106b", 1}, {"105b", 1}, {"105b", 1},
                                            {"103b", 0}, {"106b", 1}, {"112b", 1}, {"112b", 1}});
    t.title = u"Eight"_s;
    m_valid = m_dir.filePath(u"valid.json"_s);
    QVERIFY(TrackFiles::write(m_valid, t, cat, nullptr));
    t.tiles.removeAt(4);
    m_broken = m_dir.filePath(u"broken.json"_s);
    QVERIFY(TrackFiles::write(m_broken, t, cat, nullptr));
    m_garbage = m_dir.filePath(u"garbage.json"_s);
    QFile f(m_garbage);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"pacenotes-track\", \"formatVersion\": 1, \"tiles\": [");
}

void tst_Cli::helpAndVersion()
{
    Run r = pacenotes({u"--help"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"validate"_s));
    QVERIFY(r.out.contains(u"info"_s));
    r = pacenotes({u"--version"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(u"Pacenotes "_s));
    r = pacenotes({u"validate"_s, u"--help"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"--boxes"_s));
}

void tst_Cli::unknownCommandOptionAndLanguage()
{
    QCOMPARE(pacenotes({u"validate"_s, u"--frobnicate"_s, m_valid}).code, 2);
    QCOMPARE(pacenotes({u"validate"_s}).code, 2);
    QCOMPARE(pacenotes({u"--lang"_s, u"xx"_s, u"validate"_s, m_valid}).code, 2);
}

void tst_Cli::validateValid()
{
    const Run r = pacenotes({u"validate"_s, m_valid});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"valid circuit"_s), qPrintable(r.out));
}

void tst_Cli::validateProblems()
{
    const Run r = pacenotes({u"validate"_s, m_broken});
    QCOMPARE(r.code, 1);
    const QStringList lines = r.out.trimmed().split(u'\n');
    QCOMPARE(lines.size(), 3); // two open ends and the circuit that does not close
    for (const QString &l : lines)
        QVERIFY2(l.startsWith(m_broken + u": error: "_s), qPrintable(l));
    // several files: the worst result wins
    QCOMPARE(pacenotes({u"validate"_s, m_valid, m_broken}).code, 1);
}

void tst_Cli::validateUnreadable()
{
    Run r = pacenotes({u"validate"_s, m_garbage});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"not valid JSON"_s));
    r = pacenotes({u"validate"_s, m_valid, m_dir.filePath(u"nope.json"_s)});
    QCOMPARE(r.code, 2);
}

void tst_Cli::validateBoxes()
{
    QCOMPARE(pacenotes({u"validate"_s, u"--boxes"_s, u"gt-core"_s, m_valid}).code, 0);
    const Run r = pacenotes({u"validate"_s, u"--boxes"_s, u"dirt-core=2"_s, m_valid});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.contains(u"chosen boxes hold 0"_s));
    QCOMPARE(pacenotes({u"validate"_s, u"--boxes"_s, u"gt-kore"_s, m_valid}).code, 2);
}

void tst_Cli::infoText()
{
    const Run r = pacenotes({u"info"_s, m_valid});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"Title: Eight"_s));
    QVERIFY(r.out.contains(u"circuit"_s));
    QVERIFY(r.out.contains(u"No problems."_s));
}

void tst_Cli::infoJson()
{
    Run r = pacenotes({u"info"_s, u"--json"_s, m_broken});
    QCOMPARE(r.code, 0);
    QJsonParseError pe;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &pe).object();
    QCOMPARE(pe.error, QJsonParseError::NoError);
    QCOMPARE(o.value("kind"_L1).toString(), u"incomplete"_s);
    QCOMPARE(o.value("valid"_L1).toBool(), false);
    QCOMPARE(o.value("game"_L1).toString(), u"gt"_s);
    QCOMPARE(o.value("problems"_L1).toArray().size(), 3);
    QCOMPARE(o.value("problems"_L1).toArray().first().toObject().value("code"_L1).toString(), u"open-end"_s);
    QCOMPARE(o.value("boxesNeeded"_L1).toObject().value("gt-core"_L1).toInt(), 1);

    r = pacenotes({u"info"_s, u"--json"_s, m_valid});
    const QJsonObject v = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(v.value("kind"_L1).toString(), u"circuit"_s);
    QCOMPARE(v.value("statistics"_L1).toObject().value("courseLength"_L1).toInt(), 8);
    QCOMPARE(v.value("course"_L1).toArray().size(), 8);
    QCOMPARE(v.value("statistics"_L1).toObject().value("lengthGuidance"_L1).toObject().value("category"_L1).toString(),
             u"short"_s);
    QCOMPARE(pacenotes({u"info"_s, m_garbage}).code, 2);
}

void tst_Cli::russian()
{
    const Run r = pacenotes({u"--lang"_s, u"ru"_s, u"validate"_s, m_broken});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains(u"ошибка"_s), qPrintable(r.out));
    const Run v = pacenotes({u"info"_s, u"--lang=ru"_s, m_valid});
    QVERIFY2(v.out.contains(u"Название"_s), qPrintable(v.out));
}

QTEST_GUILESS_MAIN(tst_Cli)
#include "tst_cli.moc"
