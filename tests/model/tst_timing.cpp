// SPDX-License-Identifier: GPL-3.0-or-later
// Times: the GT solo score sheet (GT pp. 22-23: JC's example), DIRT stage times, retirement,
// checkpoints and Kayla's rally sheet (DIRT pp. 20-23).
#include "game/carstate.h"
#include "game/rally.h"
#include "game/soloscoresheet.h"

#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_Timing : public QObject
{
    Q_OBJECT

private slots:
    void soloJcExample();
    void soloFocusTakesSecondsOff();
    void stageTimeSubtractsSeconds();
    void retiredIsAMinuteSlowerThanTheSlowest();
    void checkpointPenaltyAddsTime();
    void kaylasRallySheet();
    void tiesKeepThePreviousOrder();
    void assistanceAndSpareTyre();
};

void tst_Timing::soloJcExample()
{
    // JC finished in 6th gear on his 1st, 7th and 8th turns: 10 x 3 = 30 seconds.
    SoloScoreSheet sheet;
    const QList<int> gears{6, 5, 4, 3, 3, 5, 6, 6, 5};
    for (int g : gears)
        sheet.addTurn({GearMarker{g, false}});
    QCOMPARE(sheet.turnsIn(GearMarker{6, false}), (QList<int>{1, 7, 8}));
    QCOMPARE(sheet.count(GearMarker{6, false}), 3);
    QCOMPARE(sheet.rowTotal(GearMarker{6, false}), 30);
    QCOMPARE(sheet.trackTime(), 30 + 3 * 15 + 20 + 2 * 30);
    QCOMPARE(SoloScoreSheet::rows().size(), 8);
    QCOMPARE(SoloScoreSheet::rows().last(), GearMarker::offTrack());
}

void tst_Timing::soloFocusTakesSecondsOff()
{
    SoloScoreSheet sheet;
    sheet.addTurn({GearMarker::offTrack(), 'W'});
    sheet.addTurn({GearMarker{0, false}, 'W'});
    sheet.addTurn({GearMarker{1, false}, 'D'});
    QCOMPARE(sheet.trackTime(), 30 + 60 + 50); // 00 is 0:30 on the rulebook's sheet
    QCOMPARE(sheet.finalTime(7), 133);
    QCOMPARE(sheet.finalTime(1000), 0);
}

void tst_Timing::stageTimeSubtractsSeconds()
{
    StageEntry e{u"A"_s, {20, 15, 30, 60}, 5, 0, false};
    QCOMPARE(stageTime(e), 120);
}

void tst_Timing::retiredIsAMinuteSlowerThanTheSlowest()
{
    Rulings notes;
    const QMap<QString, int> t = stageTimes({{u"A"_s, {100}, 0, 0, false}, {u"B"_s, {180}, 0, 0, false},
                                             {u"Out"_s, {20}, 0, 0, true}},
                                            &notes);
    QCOMPARE(t.value(u"Out"_s), 240);
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes[0].rule, Rule::Retirement);
    Rulings none;
    QVERIFY(!stageTimes({{u"Out"_s, {}, 0, 0, true}}, &none).contains(u"Out"_s));
    QCOMPARE(none.size(), 1);
}

void tst_Timing::checkpointPenaltyAddsTime()
{
    StageEntry e{u"A"_s, {100}, 3, 10, false}; // two 5-second tokens taken at the checkpoint
    QCOMPARE(stageTime(e), 107);
}

void tst_Timing::kaylasRallySheet()
{
    // Kayla: stage 1 in 2:55, stage 2 in 4:32, position #2. The sheet in the rulebook prints the
    // overall time as 7:19, but 2:55 + 4:32 is 7:27: the rules (add the stage times, p. 21) give 7:27.
    const QMap<QString, int> stage1{{u"Kayla"_s, 175}, {u"Olivier"_s, 170}, {u"Owen"_s, 190}};
    QCOMPARE(nextStartOrder(rallyStandings({stage1}, {})), (QStringList{u"Olivier"_s, u"Kayla"_s, u"Owen"_s}));
    const QMap<QString, int> stage2{{u"Kayla"_s, 272}, {u"Olivier"_s, 250}, {u"Owen"_s, 260}};
    const QList<RallyStanding> s = rallyStandings({stage1, stage2}, {u"Olivier"_s, u"Kayla"_s, u"Owen"_s});
    QCOMPARE(s[1].driver, u"Kayla"_s);
    QCOMPARE(s[1].overall, 447);
    QCOMPARE(RaceTime::format(s[1].overall), u"7:27"_s);
    QCOMPARE(s[1].position, 2);
}

void tst_Timing::tiesKeepThePreviousOrder()
{
    Rulings notes;
    const QList<RallyStanding> s = rallyStandings({{{u"A"_s, 100}, {u"B"_s, 100}}}, {u"B"_s, u"A"_s}, &notes);
    QCOMPARE(s[0].driver, u"B"_s);
    QCOMPARE(notes.size(), 1);
}

void tst_Timing::assistanceAndSpareTyre()
{
    CarState car;
    car.damage = {1, 0, 2, 0};
    car.spareTyre = true;
    QVERIFY(useSpareTyreBetweenStages(car));
    QCOMPARE(car.damage.coast, 1);
    QVERIFY(!car.spareTyre);
    QVERIFY(!useSpareTyreBetweenStages(car));
    applyAssistance(car);
    QCOMPARE(car.damage.total(), 0);
    QVERIFY(car.spareTyre);
}

QTEST_GUILESS_MAIN(tst_Timing)
#include "tst_timing.moc"
