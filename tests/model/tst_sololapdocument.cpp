// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recordsdatabase.h"
#include "records/sololapdocument.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
GearMarker g(const char *text)
{
    return *GearMarker::fromText(QString::fromLatin1(text));
}

QStringList gears(const SoloLapDocument &doc)
{
    QStringList out;
    for (const SoloTurn &t : doc.lap().turns)
        out << t.endGear.text();
    return out;
}
} // namespace

class tst_SoloLapDocument : public QObject
{
    Q_OBJECT
private slots:
    void appendUndoRedo()
    {
        SoloLapDocument doc;
        QSignalSpy changed(&doc, &SoloLapDocument::changed);
        QVERIFY(doc.appendTurn(g("6")));
        QVERIFY(doc.appendTurn(g("5")));
        QVERIFY(doc.appendTurn(g("00")));
        QCOMPARE(gears(doc), QStringList({u"6"_s, u"5"_s, u"00"_s}));
        QCOMPARE(doc.trackTime(), 10 + 15 + 30);
        QCOMPARE(changed.size(), 3);
        doc.undoStack()->undo();
        QCOMPARE(gears(doc), QStringList({u"6"_s, u"5"_s}));
        QCOMPARE(doc.trackTime(), 25);
        doc.undoStack()->redo();
        QCOMPARE(doc.trackTime(), 55);
        QCOMPARE(doc.undoStack()->count(), 3);
    }

    void corrections()
    {
        SoloLapDocument doc;
        for (const char *x : {"6", "5", "4"})
            QVERIFY(doc.appendTurn(g(x)));
        QVERIFY(doc.setTurnGear(1, g("0")));
        QCOMPARE(gears(doc), QStringList({u"6"_s, u"0"_s, u"4"_s}));
        QVERIFY(doc.removeTurn(0));
        QCOMPARE(gears(doc), QStringList({u"0"_s, u"4"_s}));
        doc.undoStack()->undo();
        QCOMPARE(gears(doc), QStringList({u"6"_s, u"0"_s, u"4"_s}));
        doc.undoStack()->undo();
        QCOMPARE(gears(doc), QStringList({u"6"_s, u"5"_s, u"4"_s}));
        QVERIFY(doc.setTurnGear(1, g("5"))); // same gear: no command
        QCOMPARE(doc.undoStack()->index(), 3);
    }

    void focusMergesAndFinalTime()
    {
        SoloLapDocument doc;
        QVERIFY(doc.appendTurn(g("3")));
        QVERIFY(doc.setFocusTokens(1));
        QVERIFY(doc.setFocusTokens(2));
        QVERIFY(doc.setFocusTokens(3));
        QCOMPARE(doc.undoStack()->count(), 2); // spin box steps merge
        QCOMPARE(doc.finalTime(), 27);
        doc.undoStack()->undo();
        QCOMPARE(doc.lap().focusTokens, 0);
        QCOMPARE(doc.finalTime(), 30);
    }

    void badInput_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative focus") << 0 << u"negative"_s;
        QTest::newRow("gear 7") << 1 << u"not a gear"_s;
        QTest::newRow("off track in 4th") << 2 << u"not a gear"_s;
        QTest::newRow("no such turn") << 3 << u"no turn 9"_s;
        QTest::newRow("weather letter without random weather") << 4 << u"random weather"_s;
        QTest::newRow("finish an empty lap") << 5 << u"at least one turn"_s;
        QTest::newRow("long track name") << 6 << u"too long"_s;
    }

    void badInput()
    {
        QFETCH(int, kind);
        QFETCH(QString, message);
        SoloLapDocument doc;
        QVERIFY(doc.appendTurn(g("6")) || kind == 5);
        if (kind == 5)
            doc.undoStack()->undo();
        const SoloLap before = doc.lap();
        const int commands = doc.undoStack()->count();
        QSignalSpy rejected(&doc, &SoloLapDocument::inputRejected);
        QString error;
        bool ok = true;
        switch (kind) {
        case 0: ok = doc.setFocusTokens(-2, &error); break;
        case 1: ok = doc.appendTurn(GearMarker{7, false}, TurnWeather::None, &error); break;
        case 2: ok = doc.setTurnGear(0, GearMarker{4, true}, &error); break;
        case 3: ok = doc.setTurnGear(8, g("6"), &error); break;
        case 4: ok = doc.appendTurn(g("6"), TurnWeather::Wet, &error); break;
        case 5: ok = doc.setFinished(true, &error); break;
        case 6: {
            SoloLapHeader h = doc.lap().header;
            h.track = QString(500, u'x');
            ok = doc.setHeader(h, &error);
            break;
        }
        }
        QVERIFY(!ok);
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(doc.lap(), before);
        QCOMPARE(doc.undoStack()->count(), commands);
    }

    void finishedLapTakesNoNewTurn()
    {
        SoloLapDocument doc;
        QVERIFY(doc.appendTurn(g("6")));
        QVERIFY(doc.setFinished(true));
        QString error;
        QVERIFY(!doc.appendTurn(g("5"), TurnWeather::None, &error));
        QVERIFY(error.contains(u"finished"_s));
        QVERIFY(doc.setTurnGear(0, g("5"))); // corrections are still allowed
        // Removing the only turn of a finished lap reopens it, in one undo step.
        QVERIFY(doc.removeTurn(0));
        QVERIFY(!doc.lap().finished);
        QVERIFY(doc.lap().turns.isEmpty());
        doc.undoStack()->undo();
        QVERIFY(doc.lap().finished);
        QCOMPARE(doc.lap().turns.size(), 1);
    }

    void randomWeatherLetters()
    {
        SoloLapDocument doc;
        SoloLapHeader h = doc.lap().header;
        h.weather = LapWeather::Random;
        QVERIFY(doc.setHeader(h));
        QVERIFY(doc.appendTurn(g("4"), TurnWeather::Wet));
        QVERIFY(doc.setTurnWeather(0, TurnWeather::Dry));
        QCOMPARE(doc.lap().turns[0].weather, TurnWeather::Dry);
        doc.undoStack()->undo();
        QCOMPARE(doc.lap().turns[0].weather, TurnWeather::Wet);
    }

    void savedAsEntered()
    {
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        SoloLapDocument doc;
        doc.attachDatabase(&db);
        QCOMPARE(db.laps()->size(), 0); // a blank sheet is not a record
        QSignalSpy saved(&doc, &SoloLapDocument::saved);
        QVERIFY(doc.appendTurn(g("6")));
        QCOMPARE(saved.size(), 1);
        const qint64 id = doc.lap().id;
        QVERIFY(id > 0);
        QVERIFY(doc.appendTurn(g("5")));
        QCOMPARE(db.lap(id)->turns.size(), 2);
        doc.undoStack()->undo(); // undo is saved too
        QCOMPARE(db.lap(id)->turns.size(), 1);
        QCOMPARE(db.laps()->size(), 1);

        // A failing save is reported, and the sheet keeps what was entered.
        QSignalSpy failed(&doc, &SoloLapDocument::saveFailed);
        db.close();
        QVERIFY(doc.appendTurn(g("4")));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(doc.lap().turns.size(), 2);
    }
};

QTEST_GUILESS_MAIN(tst_SoloLapDocument)
#include "tst_sololapdocument.moc"
