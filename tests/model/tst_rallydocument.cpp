// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/rallydocument.h"
#include "records/recordsdatabase.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_RallyDocument : public QObject
{
    Q_OBJECT
private slots:
    void newSheetIsLikeTheRulebook()
    {
        RallyDocument doc;
        QCOMPARE(doc.rally().stages.size(), 3);
        QCOMPARE(doc.rally().players.size(), 2);
        QVERIFY(doc.isBlank());
    }

    void parseStageTime_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("seconds"); // -1: empty
        QTest::newRow("m:ss") << u"2:55"_s << true << 175;
        QTest::newRow("mm:ss") << u"12:05"_s << true << 725;
        QTest::newRow("dot") << u"4.32"_s << true << 272;
        QTest::newRow("h:mm:ss") << u"1:02:03"_s << true << 3723;
        QTest::newRow("spaces") << u"  3:00 "_s << true << 180;
        QTest::newRow("empty") << u""_s << true << -1;
        QTest::newRow("plain number") << u"455"_s << false << 0;
        QTest::newRow("seconds 60") << u"4:60"_s << false << 0;
        QTest::newRow("one digit seconds") << u"4:7"_s << false << 0;
        QTest::newRow("negative") << u"-1:00"_s << false << 0;
        QTest::newRow("letters") << u"four"_s << false << 0;
        QTest::newRow("a day") << u"24:00:00"_s << false << 0;
    }

    void parseStageTime()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(int, seconds);
        bool parsed = false;
        QString error;
        const std::optional<int> t = RallyDocument::parseStageTime(text, &parsed, &error);
        QCOMPARE(parsed, ok);
        if (!ok) {
            QVERIFY(!error.isEmpty());
            return;
        }
        QCOMPARE(t.value_or(-1), seconds);
    }

    void enterTimesUndoRedo()
    {
        RallyDocument doc;
        QSignalSpy changed(&doc, &RallyDocument::resultChanged);
        QVERIFY(doc.setStageTime(0, 0, u"2:55"_s));
        QVERIFY(doc.setStageTime(1, 0, u"3:00"_s));
        QCOMPARE(changed.size(), 2);
        QCOMPARE(doc.standings().startOrder(1), QList<int>({0, 1}));
        QVERIFY(doc.setStageTime(0, 1, u"4:32"_s));
        QCOMPARE(doc.standings().cell(0, 1).overall, 447);
        doc.undoStack()->undo();
        QVERIFY(!doc.standings().cell(0, 1).overall);
        doc.undoStack()->redo();
        QCOMPARE(doc.standings().cell(0, 1).overall, 447);
        QVERIFY(doc.setStageTime(0, 1, QString())); // clearing is an edit too
        QVERIFY(!doc.rally().result(0, 1).time);
    }

    void badInputChangesNothing_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("time") << 0 << u"m:ss"_s;
        QTest::newRow("penalty without checkpoints") << 1 << u"Checkpoints"_s;
        QTest::newRow("negative penalty") << 2 << u"negative"_s;
        QTest::newRow("damage") << 3 << u"G/C/B"_s;
        QTest::newRow("penalty text") << 4 << u"not a number"_s;
        QTest::newRow("no such cell") << 5 << u"no such"_s;
        QTest::newRow("empty name") << 6 << u"needs a name"_s;
        QTest::newRow("last stage") << 7 << u"at least one stage"_s;
    }

    void badInputChangesNothing()
    {
        QFETCH(int, kind);
        QFETCH(QString, message);
        RallyDocument doc;
        if (kind == 2 || kind == 4)
            QVERIFY(doc.setInfo({u"R"_s, QDate(2025, 1, 1), true, {}}));
        if (kind == 7) {
            QVERIFY(doc.removeStage(2));
            QVERIFY(doc.removeStage(1));
        }
        QVERIFY(doc.setStageTime(0, 0, u"3:00"_s));
        const Rally before = doc.rally();
        const int commands = doc.undoStack()->count();
        QSignalSpy rejected(&doc, &RallyDocument::inputRejected);
        QString error;
        bool ok = true;
        switch (kind) {
        case 0: ok = doc.setStageTime(0, 0, u"3:7"_s, &error); break;
        case 1: ok = doc.setPenaltyTokens(0, 0, 2, &error); break;
        case 2: ok = doc.setPenaltyTokens(0, 0, -2, &error); break;
        case 3: ok = doc.setDamageText(0, 0, u"1/x/2"_s, &error); break;
        case 4: ok = doc.setPenaltyText(0, 0, u"two"_s, &error); break;
        case 5: ok = doc.setStageTime(5, 0, u"3:00"_s, &error); break;
        case 6: ok = doc.renamePlayer(0, u"  "_s, &error); break;
        case 7: ok = doc.removeStage(0, &error); break;
        }
        QVERIFY(!ok);
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(doc.rally(), before);
        QCOMPARE(doc.undoStack()->count(), commands);
    }

    void structureEditsUndo()
    {
        RallyDocument doc;
        QVERIFY(doc.setStageTime(1, 2, u"5:00"_s));
        QVERIFY(doc.addPlayer(u"Юля"_s));
        QCOMPARE(doc.rally().players.size(), 3);
        QCOMPARE(doc.rally().players[2].results.size(), 3);
        QVERIFY(doc.removeStage(2)); // the stage with Player 2's time
        QCOMPARE(doc.rally().stages.size(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.rally().result(1, 2).time, 300); // restored with the stage
        QVERIFY(doc.movePlayer(2, 0));
        QCOMPARE(doc.rally().players[0].name, u"Юля"_s);
        QCOMPARE(doc.rally().result(2, 2).time, 300);
        doc.undoStack()->undo();
        QCOMPARE(doc.rally().players[2].name, u"Юля"_s);
        QVERIFY(doc.removePlayer(1));
        QCOMPARE(doc.rally().players.size(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.rally().result(1, 2).time, 300);
        QVERIFY(doc.renamePlayer(0, u"Kayla"_s));
        QVERIFY(doc.setStage(1, {u"Forest"_s, true}));
        QVERIFY(doc.standings().cell(0, 1).repaired);
        doc.undoStack()->undo();
        QVERIFY(!doc.standings().cell(0, 1).repaired);
        QVERIFY(doc.addStage());
        QCOMPARE(doc.rally().stages.size(), 4);
        QCOMPARE(doc.rally().players[1].results.size(), 4);
    }

    void retireDamageSpare()
    {
        RallyDocument doc;
        QVERIFY(doc.setStageTime(1, 0, u"3:10"_s));
        QVERIFY(doc.setRetired(0, 0, true));
        QCOMPARE(doc.standings().cell(0, 0).stageTime, 190 + 60);
        QVERIFY(doc.setDamageText(1, 0, u"1/0/2"_s));
        QCOMPARE(doc.rally().result(1, 0).damage, (Damage{1, 0, 2}));
        QVERIFY(doc.setSpareTire(1, 0, false));
        QCOMPARE(doc.rally().result(1, 0).spareTire, false);
        QVERIFY(doc.setInfo({u"Rally"_s, QDate(2025, 2, 2), true, {}}));
        QVERIFY(doc.setPenaltyText(1, 0, u"3"_s));
        QCOMPARE(doc.standings().cell(1, 0).stageTime, 205);
        QCOMPARE(doc.standings().cell(0, 0).stageTime, 250); // retirement uses the time before penalties
    }

    void savedAsEntered()
    {
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        RallyDocument doc;
        doc.attachDatabase(&db);
        QCOMPARE(db.rallies()->size(), 0);
        QVERIFY(doc.setStageTime(0, 0, u"2:55"_s));
        const qint64 id = doc.rally().id;
        QVERIFY(id > 0);
        QCOMPARE(db.rally(id)->players[0].results[0].time, 175);
        QVERIFY(doc.addPlayer());
        QCOMPARE(db.rally(id)->players.size(), 3);
        doc.undoStack()->undo();
        QCOMPARE(db.rally(id)->players.size(), 2);
    }
};

QTEST_GUILESS_MAIN(tst_RallyDocument)
#include "tst_rallydocument.moc"
