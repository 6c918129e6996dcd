// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/rallystandings.h"

#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
/// A rally from a table of times; -1 = not written yet, -2 = retired.
Rally rallyOf(const QList<QList<int>> &times, bool checkpoints = false)
{
    const int stages = times.isEmpty() ? 0 : int(times.constFirst().size());
    Rally r = Rally::create(stages, int(times.size()));
    r.checkpoints = checkpoints;
    for (int p = 0; p < times.size(); ++p) {
        for (int s = 0; s < stages; ++s) {
            StageResult &res = r.players[p].results[s];
            if (times[p][s] >= 0)
                res.time = times[p][s];
            res.retired = times[p][s] == -2;
        }
    }
    return r;
}
} // namespace

class tst_RallyStandings : public QObject
{
    Q_OBJECT
private slots:
    void kaylaExample()
    {
        // DIRT rulebook, "Starting the next Stage": Kayla's sheet shows 2:55 and 4:32, and writes
        // "7:19 #2" as her overall. 2:55 + 4:32 is 7:27: the printed 7:19 does not add up (a
        // slip in the example), so the sum is what we check; the rank is the example's.
        const Rally r = rallyOf({{175, 272, -1}, {180, 250, -1}});
        const RallyStandings st = RallyStandings::compute(r);
        QCOMPARE(st.cell(0, 1).overall, 7 * 60 + 27);
        QCOMPARE(st.cell(0, 1).position, 2); // "7:19 #2"
        QCOMPARE(st.cell(1, 1).position, 1);
        QCOMPARE(st.completedStages(), 2);
        QVERIFY(!st.finalTime(0)); // stage 3 not played
        QCOMPARE(st.startOrder(2), QList<int>({1, 0}));
    }

    void totalsAndPositions()
    {
        const Rally r = rallyOf({{100, 200, 300}, {150, 100, 300}, {90, 250, 260}});
        const RallyStandings st = RallyStandings::compute(r);
        QCOMPARE(st.finalTime(0), 600);
        QCOMPARE(st.finalTime(1), 550);
        QCOMPARE(st.finalTime(2), 600);
        QCOMPARE(st.finalPosition(1), 1);
        QCOMPARE(st.finalPosition(0), 2); // tie: shared position
        QCOMPARE(st.finalPosition(2), 2);
        QCOMPARE(st.startOrder(0), QList<int>({0, 1, 2}));
        QCOMPARE(st.startOrder(1), QList<int>({2, 0, 1})); // 90, 100, 150
        QCOMPARE(st.startOrder(2), QList<int>({1, 0, 2})); // 250, 300, 340
        QVERIFY(!st.startOrder(3));
    }

    void tiesKeepPreviousStartOrder()
    {
        // Stage 1: B faster. Stage 2: A catches up to the same overall. The rulebook has no
        // tie-break, so B (who started stage 2 first) still starts stage 3 first.
        const Rally r = rallyOf({{120, 100, 50}, {110, 110, 50}});
        const RallyStandings st = RallyStandings::compute(r);
        QCOMPARE(st.startOrder(1), QList<int>({1, 0}));
        QCOMPARE(st.cell(0, 1).overall, st.cell(1, 1).overall);
        QCOMPARE(st.startOrder(2), QList<int>({1, 0}));
        QCOMPARE(st.cell(0, 1).position, 1);
        QCOMPARE(st.cell(1, 1).position, 1);
    }

    void retirement()
    {
        // "1 minute slower than the player with the highest time for that Stage".
        const Rally r = rallyOf({{200, 100}, {-2, 100}, {230, 100}});
        const RallyStandings st = RallyStandings::compute(r);
        QVERIFY(st.cell(1, 0).retired);
        QVERIFY(st.cell(1, 0).repaired);
        QCOMPARE(st.slowestFinish(0), 230);
        QCOMPARE(st.cell(1, 0).stageTime, 290);
        QCOMPARE(st.finalTime(1), 390);
        QCOMPARE(st.finalPosition(1), 3);
    }

    void retirementIgnoresWrittenTimeAndWaitsForOthers()
    {
        Rally r = rallyOf({{-2}, {-1}});
        r.players[0].results[0].time = 10; // written before retiring: not counted
        RallyStandings st = RallyStandings::compute(r);
        QVERIFY(!st.cell(0, 0).stageTime); // nobody finished yet
        r.players[1].results[0].time = 300;
        st = RallyStandings::compute(r);
        QCOMPARE(st.cell(0, 0).stageTime, 360);
    }

    void everyoneRetired()
    {
        const RallyStandings st = RallyStandings::compute(rallyOf({{-2}, {-2}}));
        QVERIFY(!st.cell(0, 0).stageTime);
        QCOMPARE(st.notes().size(), 1);
        QVERIFY(st.notes().constFirst().contains(u"stage 1"_s));
    }

    void checkpointPenalties()
    {
        Rally r = rallyOf({{100, 100}, {110, 100}}, true);
        r.players[0].results[0].penaltyTokens = 3; // +15 s: now slower, starts second
        RallyStandings st = RallyStandings::compute(r);
        QCOMPARE(st.cell(0, 0).stageTime, 115);
        QCOMPARE(st.cell(0, 0).penaltySeconds, 15);
        QCOMPARE(st.startOrder(1), QList<int>({1, 0}));
        QCOMPARE(st.finalTime(0), 215);

        r.checkpoints = false; // tokens only count with the Checkpoints rule
        st = RallyStandings::compute(r);
        QCOMPARE(st.cell(0, 0).stageTime, 100);
    }

    void retiredWithPenalty()
    {
        Rally r = rallyOf({{-2}, {200}}, true);
        r.players[0].results[0].penaltyTokens = 1;
        QCOMPARE(RallyStandings::compute(r).cell(0, 0).stageTime, 200 + 60 + 5);
    }

    void assistanceRepairs()
    {
        Rally r = rallyOf({{100, 100}});
        r.stages[0].assistance = true;
        r.players[0].results[0].damage = Damage{1, 0, 0};
        const RallyStandings st = RallyStandings::compute(r);
        QVERIFY(st.cell(0, 0).repaired);
        QVERIFY(!st.cell(0, 1).repaired);
    }

    void partialEntry()
    {
        const RallyStandings st = RallyStandings::compute(rallyOf({{100, -1}, {-1, -1}}));
        QCOMPARE(st.cell(0, 0).overall, 100);
        QCOMPARE(st.cell(0, 0).position, 1); // provisional among known times
        QVERIFY(!st.cell(1, 0).overall);
        QCOMPARE(st.completedStages(), 0);
        QCOMPARE(st.startOrder(0), QList<int>({0, 1}));
        QVERIFY(!st.startOrder(1));
    }

    void emptyRally()
    {
        const RallyStandings st = RallyStandings::compute(Rally{});
        QCOMPARE(st.playerCount(), 0);
        QCOMPARE(st.stageCount(), 0);
        QCOMPARE(st.completedStages(), 0);
        QVERIFY(st.notes().isEmpty());
    }

    void damageText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("g");
        QTest::addColumn<int>("c");
        QTest::addColumn<int>("b");
        QTest::newRow("printed") << u"1G/0C/2B"_s << true << 1 << 0 << 2;
        QTest::newRow("slashes") << u"0/1/0"_s << true << 0 << 1 << 0;
        QTest::newRow("spaces") << u" 3 0 1 "_s << true << 3 << 0 << 1;
        QTest::newRow("two values") << u"1/2"_s << false << 0 << 0 << 0;
        QTest::newRow("negative") << u"-1/0/0"_s << false << 0 << 0 << 0;
        QTest::newRow("too many") << u"10/0/0"_s << false << 0 << 0 << 0;
        QTest::newRow("words") << u"lots"_s << false << 0 << 0 << 0;
    }

    void damageText()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const std::optional<Damage> d = Damage::parse(text);
        QCOMPARE(d.has_value(), valid);
        if (valid) {
            QFETCH(int, g);
            QFETCH(int, c);
            QFETCH(int, b);
            QCOMPARE(*d, (Damage{g, c, b}));
            QCOMPARE(Damage::parse(d->text()), d);
        }
    }

    void rallyProblems()
    {
        Rally r = Rally::create(2, 2);
        QVERIFY(r.problems().isEmpty());
        r.players[0].results[1].time = -5;
        r.players[1].results[0].penaltyTokens = -1;
        r.players[1].results[1].damage.brake = 12;
        QCOMPARE(r.problems().size(), 3);
        QVERIFY(Rally{}.problems().join(u' ').contains(u"at least one stage"_s));
        Rally broken = Rally::create(2, 1);
        broken.players[0].results.removeLast();
        QVERIFY(broken.problems().join(u' ').contains(u"1 stage(s) of 2"_s));
        broken.normalize();
        QVERIFY(broken.problems().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_RallyStandings)
#include "tst_rallystandings.moc"
