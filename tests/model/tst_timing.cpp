// SPDX-License-Identifier: GPL-3.0-or-later
// DIRT stage times from Time cards and Second tokens, checkpoints, Assistance and the spare tyre
// (DIRT pp. 20-23). The sheets' arithmetic (JC's solo lap, Kayla's rally sheet, retirement,
// ties) is tested with the records that own it: tst_sololap, tst_rallystandings.
#include "rules/carstate.h"
#include "rules/stagerules.h"

#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_Timing : public QObject
{
    Q_OBJECT

private slots:
    void stageTimeSubtractsSeconds();
    void checkpointPenaltyAddsTime();
    void assistanceAndSpareTyre();
};

void tst_Timing::stageTimeSubtractsSeconds()
{
    StageEntry e{u"A"_s, {20, 15, 30, 60}, 5, 0, false};
    QCOMPARE(stageTime(e), 120);
}

void tst_Timing::checkpointPenaltyAddsTime()
{
    StageEntry e{u"A"_s, {100}, 3, 10, false}; // two 5-second tokens taken at the checkpoint
    QCOMPARE(stageTime(e), 107);
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
