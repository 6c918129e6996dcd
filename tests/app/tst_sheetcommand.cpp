// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"
#include "pdftools.h"
#include "records/recordsdatabase.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_SheetCommand : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_db;
    qint64 m_lap = 0;
    qint64 m_rally = 0;

    using Result = Pacenotes::Test::CliRun;
    static Result run(const QStringList &args) { return Pacenotes::Test::pacenotes(args); }

    QString out(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        if (!PdfTools::available())
            QFAIL("poppler-utils missing (scripts/deps.sh installs it).");
        m_db = m_dir.filePath(u"records.sqlite"_s);
        RecordsDatabase db;
        QVERIFY(db.open(m_db));
        SoloLap lap;
        lap.header = {u"Circuit de Spa"_s, u"Анна"_s, CarCategory::GT4, Tyres::Rain, LapWeather::Random, QDate(2025, 5, 1)};
        lap.turns = {{{6, false}, TurnWeather::Dry}, {{5, false}, TurnWeather::Wet}, {{0, false}, TurnWeather::Wet}};
        lap.focusTokens = 2;
        lap.finished = true;
        m_lap = *db.saveLap(lap);
        Rally rally = Rally::create(3, 7);
        rally.name = u"Rallye Monte-Carlo"_s;
        for (int p = 0; p < 7; ++p) {
            rally.players[p].name = u"Driver %1"_s.arg(p + 1);
            rally.players[p].results[0].time = 180 + p;
        }
        m_rally = *db.saveRally(rally);
    }

    void help()
    {
        const Result top = run({u"--help"_s});
        QCOMPARE(top.code, 0);
        QVERIFY(top.out.contains(u"sheet"_s));
        const Result r = run({u"sheet"_s, u"--help"_s});
        QCOMPARE(r.code, 0);
        for (const QString &o : {u"--kind"_s, u"--record"_s, u"--blank"_s, u"--paper"_s, u"--out"_s})
            QVERIFY2(r.out.contains(o), qPrintable(r.out));
    }

    void blankSheets_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("paper");
        QTest::newRow("solo en a4") << QStringList{u"--kind"_s, u"solo"_s, u"--blank"_s, u"--paper"_s, u"a4"_s}
                                    << u"SCORE SHEET"_s << u"A4"_s;
        QTest::newRow("solo ru letter") << QStringList{u"--kind"_s, u"solo"_s, u"--lang"_s, u"ru"_s, u"--paper"_s, u"letter"_s}
                                        << u"ТАБЛИЦА ПОДСЧЁТА"_s << u"letter"_s;
        QTest::newRow("rally en") << QStringList{u"--kind"_s, u"rally"_s, u"--paper"_s, u"A4"_s} << u"RALLY SHEET"_s << u"A4"_s;
        QTest::newRow("rally ru, 4 stages, checkpoints")
            << QStringList{u"--lang=ru"_s, u"--kind"_s, u"rally"_s, u"--stages"_s, u"4"_s, u"--checkpoints"_s, u"--paper"_s, u"a4"_s}
            << u"СУ 4"_s << u"A4"_s;
    }

    void blankSheets()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QFETCH(QString, paper);
        const QString pdf = out(QString::fromUtf8(QTest::currentDataTag()).replace(u' ', u'-').remove(u',') + u".pdf"_s);
        const Result r = run(QStringList{u"sheet"_s} + args + QStringList{u"--out"_s, pdf});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QFileInfo(pdf).fileName()));
        QVERIFY(PdfTools::text(pdf).contains(expected));
        QVERIFY(PdfTools::info(pdf, u"Page size"_s).contains(paper));
    }

    void fromTheRecords()
    {
        const QString solo = out(u"lap.pdf"_s);
        Result r = run({u"sheet"_s, u"--kind"_s, u"solo"_s, u"--record"_s, QString::number(m_lap), u"--database"_s, m_db,
                        u"--out"_s, solo});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString text = PdfTools::text(solo);
        QVERIFY(text.contains(u"Circuit de Spa"_s));
        QVERIFY(text.contains(u"Анна"_s));
        QVERIFY(text.contains(u"1:25"_s)); // 10 + 15 + 60
        QVERIFY(text.contains(u"1:23"_s)); // - 2 Focus tokens

        const QString rally = out(u"rally.pdf"_s);
        r = run({u"sheet"_s, u"--kind"_s, u"rally"_s, u"--record"_s, QString::number(m_rally), u"--database"_s, m_db,
                 u"--out"_s, rally});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(PdfTools::pages(rally), 2); // 7 players: 5 per page
        QVERIFY(r.out.contains(u"2"_s));
        QVERIFY(PdfTools::text(rally).contains(u"Driver 7"_s));
    }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString pdf = out(u"bad.pdf"_s);
        QTest::newRow("no kind") << QStringList{u"--out"_s, pdf} << u"--kind"_s;
        QTest::newRow("bad kind") << QStringList{u"--kind"_s, u"duo"_s, u"--out"_s, pdf} << u"duo"_s;
        QTest::newRow("no out") << QStringList{u"--kind"_s, u"solo"_s} << u"--out"_s;
        QTest::newRow("bad paper") << QStringList{u"--kind"_s, u"solo"_s, u"--paper"_s, u"a5"_s, u"--out"_s, pdf} << u"a5"_s;
        QTest::newRow("record and blank")
            << QStringList{u"--kind"_s, u"solo"_s, u"--record"_s, u"1"_s, u"--blank"_s, u"--out"_s, pdf} << u"--blank"_s;
        QTest::newRow("bad record") << QStringList{u"--kind"_s, u"solo"_s, u"--record"_s, u"x"_s, u"--out"_s, pdf} << u"--record"_s;
        QTest::newRow("no such lap") << QStringList{u"--kind"_s, u"solo"_s, u"--record"_s, u"999"_s, u"--database"_s,
                                                    m_db, u"--out"_s, pdf}
                                     << u"999"_s;
        QTest::newRow("no database") << QStringList{u"--kind"_s, u"solo"_s, u"--record"_s, u"1"_s, u"--database"_s,
                                                    out(u"none.sqlite"_s), u"--out"_s, pdf}
                                     << u"none.sqlite"_s;
        QTest::newRow("stages 0") << QStringList{u"--kind"_s, u"rally"_s, u"--stages"_s, u"0"_s, u"--out"_s, pdf} << u"--stages"_s;
        QTest::newRow("unwritable") << QStringList{u"--kind"_s, u"solo"_s, u"--out"_s, out(u"no/such/dir/x.pdf"_s)}
                                    << u"Cannot write"_s;
        QTest::newRow("stray argument") << QStringList{u"--kind"_s, u"solo"_s, u"extra"_s, u"--out"_s, pdf} << u"extra"_s;
    }

    void badUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = run(QStringList{u"sheet"_s} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out(u"bad.pdf"_s)));
    }

    void translatedErrors()
    {
        const Result r = run({u"sheet"_s, u"--lang"_s, u"ru"_s, u"--kind"_s, u"duo"_s, u"--out"_s, out(u"x.pdf"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(u"неизвестный"_s), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(tst_SheetCommand)
#include "tst_sheetcommand.moc"
