// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/sololap.h"
#include "rules/solotiming.h"

#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Pacenotes::SoloLap)

class tst_SoloLap : public QObject
{
    Q_OBJECT

    static SoloLap lapOf(const QStringList &gears, int focus = 0)
    {
        SoloLap lap;
        for (const QString &g : gears)
            lap.turns.append(SoloTurn{*GearMarker::fromText(g), TurnWeather::None});
        lap.focusTokens = focus;
        return lap;
    }

private slots:
    void jcExample()
    {
        // GT rulebook, Solo Mode: JC ends in 6th on turns 1, 7 and 8: 10 x 3 = 30 s from that row.
        const SoloLap lap = lapOf({u"6"_s, u"5"_s, u"4"_s, u"3"_s, u"4"_s, u"5"_s, u"6"_s, u"6"_s});
        QCOMPARE(lap.turnsInGear({6, false}), 3);
        QCOMPARE(lap.turnsInGear({6, false}) * SoloTiming::builtin().secondsFor({6, false}), 30);
        QCOMPARE(lapOf({u"6"_s, u"6"_s, u"6"_s}).trackTime(SoloTiming::builtin()), 30);
    }

    void trackTime_data()
    {
        QTest::addColumn<QStringList>("gears");
        QTest::addColumn<int>("focus");
        QTest::addColumn<int>("track");
        QTest::addColumn<int>("final");
        // The rulebook sheet's rows: 6→0:10 5→0:15 4→0:20 3→0:30 2→0:40 1→0:50 0→1:00 00→0:30.
        QTest::newRow("empty") << QStringList{} << 0 << 0 << 0;
        QTest::newRow("each gear once") << QStringList{u"6"_s, u"5"_s, u"4"_s, u"3"_s, u"2"_s, u"1"_s, u"0"_s, u"00"_s}
                                        << 0 << 10 + 15 + 20 + 30 + 40 + 50 + 60 + 30 << 255;
        QTest::newRow("off track then skid") << QStringList{u"00"_s, u"0"_s} << 0 << 90 << 90;
        QTest::newRow("focus off") << QStringList{u"3"_s, u"4"_s} << 7 << 50 << 43;
        QTest::newRow("focus never below zero") << QStringList{u"6"_s} << 15 << 10 << 0;
    }

    void trackTime()
    {
        QFETCH(QStringList, gears);
        QFETCH(int, focus);
        QFETCH(int, track);
        QFETCH(int, final);
        const SoloLap lap = lapOf(gears, focus);
        QCOMPARE(lap.trackTime(SoloTiming::builtin()), track);
        QCOMPARE(lap.finalTime(SoloTiming::builtin()), final);
    }

    void problems_data()
    {
        QTest::addColumn<SoloLap>("lap");
        QTest::addColumn<QString>("expected"); // a fragment of the one problem, or empty

        QTest::newRow("valid") << lapOf({u"6"_s}, 2) << QString();
        QTest::newRow("negative focus") << lapOf({u"6"_s}, -1) << u"negative"_s;
        QTest::newRow("too many focus") << lapOf({u"6"_s}, SoloLap::kMaxFocusTokens + 1) << u"Focus"_s;
        SoloLap seven = lapOf({u"6"_s});
        seven.turns[0].endGear = GearMarker{7, false};
        QTest::newRow("gear 7") << seven << u"Turn 1 ends in an impossible gear"_s;
        SoloLap offGear = lapOf({u"6"_s, u"5"_s});
        offGear.turns[1].endGear = GearMarker{3, true};
        QTest::newRow("off track in 3rd") << offGear << u"Turn 2"_s;
        SoloLap finishedEmpty;
        finishedEmpty.finished = true;
        QTest::newRow("finished without turns") << finishedEmpty << u"at least one turn"_s;
        SoloLap longName = lapOf({u"6"_s});
        longName.header.track = QString(SoloLap::kMaxTextLength + 1, u'x');
        QTest::newRow("long track name") << longName << u"track name"_s;
        SoloLap longLap;
        longLap.turns = QList<SoloTurn>(SoloLap::kMaxTurns + 1, SoloTurn{{6, false}, TurnWeather::None});
        QTest::newRow("too many turns") << longLap << u"at most"_s;
        SoloLap oldDate = lapOf({u"1"_s});
        oldDate.header.date = QDate(1066, 10, 14);
        QTest::newRow("implausible date") << oldDate << u"not plausible"_s;
    }

    void problems()
    {
        QFETCH(SoloLap, lap);
        QFETCH(QString, expected);
        const QStringList p = lap.problems();
        if (expected.isEmpty()) {
            QVERIFY2(p.isEmpty(), qPrintable(p.join(u'\n')));
        } else {
            QCOMPARE(p.size(), 1);
            QVERIFY2(p.constFirst().contains(expected), qPrintable(p.constFirst()));
        }
    }

    void optionKeysRoundTrip()
    {
        for (CarCategory c : SoloLapOptions::categories())
            QCOMPARE(SoloLapOptions::categoryFromKey(SoloLapOptions::key(c)), c);
        for (Tyres t : SoloLapOptions::tyres())
            QCOMPARE(SoloLapOptions::tyresFromKey(SoloLapOptions::key(t)), t);
        for (LapWeather w : SoloLapOptions::weathers())
            QCOMPARE(SoloLapOptions::weatherFromKey(SoloLapOptions::key(w)), w);
        for (TurnWeather w : {TurnWeather::None, TurnWeather::Dry, TurnWeather::Wet})
            QCOMPARE(SoloLapOptions::turnWeatherFromKey(SoloLapOptions::key(w)), w);
        QVERIFY(!SoloLapOptions::categoryFromKey(u"gt7"_s));
        QCOMPARE(SoloLapOptions::sheetGears().size(), 8);
        QCOMPARE(SoloLapOptions::sheetGears().constLast().text(), u"00"_s);
    }
};

QTEST_GUILESS_MAIN(tst_SoloLap)
#include "tst_sololap.moc"
