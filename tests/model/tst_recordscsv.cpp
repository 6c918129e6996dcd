// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recordscsv.h"
#include "rules/solotiming.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_RecordsCsv : public QObject
{
    Q_OBJECT
private slots:
    void cells_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("plain") << u"Monza"_s << u"Monza"_s;
        QTest::newRow("comma") << u"a, b"_s << u"\"a, b\""_s;
        QTest::newRow("quote") << u"say \"hi\""_s << u"\"say \"\"hi\"\"\""_s;
        QTest::newRow("newline") << u"a\nb"_s << u"\"a\nb\""_s;
        QTest::newRow("formula") << u"=HYPERLINK(1)"_s << u"'=HYPERLINK(1)"_s;
        QTest::newRow("formula with comma") << u"=SUM(1,2)"_s << u"\"'=SUM(1,2)\""_s;
        QTest::newRow("at") << u"@cmd"_s << u"'@cmd"_s;
        QTest::newRow("cyrillic") << u"Павел"_s << u"Павел"_s;
    }

    void cells()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QCOMPARE(RecordsCsv::cell(in), out);
    }

    void laps()
    {
        SoloLap lap;
        lap.id = 4;
        lap.header = {u"Трасса, 1"_s, u"Павел"_s, CarCategory::GT4, Tyres::Rain, LapWeather::Random, QDate(2025, 3, 1)};
        lap.turns = {{{6, false}, TurnWeather::Dry}, {GearMarker::offTrack(), TurnWeather::Wet}};
        lap.focusTokens = 3;
        lap.finished = true;
        const QByteArray csv = RecordsCsv::laps({lap}, SoloTiming::builtin());
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        const QStringList lines = QString::fromUtf8(csv.mid(3)).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].startsWith(u"Lap,Date,Track,Driver"_s));
        QCOMPARE(lines[1], u"4,2025-03-01,\"Трасса, 1\",Павел,GT4,Rain,Random,yes,2,0:40,40,3,0:37,37,6D 00W,"_s);
    }

    void rallies()
    {
        Rally r = Rally::create(2, 2);
        r.id = 9;
        r.name = u"Nord"_s;
        r.checkpoints = true;
        r.players[0].results[0] = {100, 1, false, {1, 0, 0}, true};
        r.players[1].results[0] = {std::nullopt, 0, true, {}, std::nullopt};
        const QStringList lines = QString::fromUtf8(RecordsCsv::rallies({r}).mid(3)).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 2 * 2);
        QCOMPARE(lines[1], u"9,Nord,,1,,no,Player 1,1:40,no,1,1:45,105,1:45,105,1,1G/0C/0B,yes"_s);
        QCOMPARE(lines[2], u"9,Nord,,1,,no,Player 2,,yes,0,2:40,160,2:40,160,2,,"_s);
    }

    void oneSpellingOfTyres()
    {
        // Issue 20: the records and sheets said "Tires" where the game window said "Tyres".
        SoloLap lap;
        lap.header = {u"Monza"_s, u"Ann"_s, CarCategory::GT4, Tyres::Rain, LapWeather::Random, QDate(2025, 3, 1)};
        const QString laps = QString::fromUtf8(RecordsCsv::laps({lap}, SoloTiming::builtin()).mid(3));
        QVERIFY2(laps.section(u"\r\n"_s, 0, 0).split(u',').contains(u"Tyres"_s), qPrintable(laps));
        const QString rallies = QString::fromUtf8(RecordsCsv::rallies({Rally::create(1, 1)}).mid(3));
        QVERIFY2(rallies.section(u"\r\n"_s, 0, 0).endsWith(u",Spare tyre"_s), qPrintable(rallies));

        // Every text the app shows (a string literal in the sources, the English help) spells it one way.
        static const QRegularExpression literal(u"\"(?:[^\"\\\\\\n]|\\\\.)*\""_s);
        static const QRegularExpression tire(u"\\btires?\\b"_s, QRegularExpression::CaseInsensitiveOption);
        QStringList found;
        int files = 0;
        for (const QString &dir : {u"model"_s, u"views"_s, u"app"_s, u"resources/help"_s}) {
            QDirIterator it(QStringLiteral(PACENOTES_SOURCE_DIR "/") + dir, {u"*.cpp"_s, u"*.h"_s, u"*.en.html"_s},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                ++files;
                const QString text = QString::fromUtf8(f.readAll());
                if (f.fileName().endsWith(u".html"_s)) {
                    if (text.contains(tire))
                        found << f.fileName();
                    continue;
                }
                for (auto m = literal.globalMatch(text); m.hasNext();)
                    if (const QString s = m.next().captured(); s.contains(tire))
                        found << f.fileName() + u": "_s + s;
            }
        }
        QVERIFY(files > 100);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    void writeIsAtomic()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"laps.csv"_s);
        QString error;
        QVERIFY(RecordsCsv::write(path, "a,b\r\n", &error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("a,b\r\n"));
        QVERIFY(!RecordsCsv::write(dir.filePath(u"no/such/dir/x.csv"_s), "x", &error));
        QVERIFY(error.contains(u"Cannot write"_s));
    }
};

QTEST_GUILESS_MAIN(tst_RecordsCsv)
#include "tst_recordscsv.moc"
