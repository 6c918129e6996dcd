// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulestesthelpers.h"

#include "codriver/codriver.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestRules;
using namespace Qt::StringLiterals;

class tst_CoDriver : public QObject
{
    Q_OBJECT

private slots:
    void smoke();
};

void tst_CoDriver::smoke()
{
    CoDriverRequest req;
    req.car = gtCar(4);
    QList<QList<SpaceInfo>> rows(12, QList<SpaceInfo>(2));
    rows[6][0].limit = 3;
    rows[6][1].limit = 4;
    rows[7][0].limit = 3;
    rows[7][1].limit = 3;
    rows[7][0].dangerous = true;
    for (auto &r : rows)
        for (auto &s : r)
            s.danger = Danger::Orange;
    req.road = RoadAhead::lanes(rows, 0);
    for (int t : {1, 2}) {
        req.threads = t;
        QElapsedTimer clock;
        clock.start();
        const CoDriverResult r = CoDriver::run(req, RulesData::builtin());
        qInfo() << "threads" << t << "ms" << clock.nsecsElapsed() / 1e6 << "front" << r.front.size() << "layouts" << r.counts.layouts
                << "plans" << r.counts.plans << "analyses" << r.counts.analyses << "disagree" << r.disagreements;
        for (const CoDriverPlan &p : r.front) {
            QStringList dice;
            for (const PlanStepRef &s : p.steps)
                dice << s.dice.text() + u'@' + req.road.at(s.space).id;
            qInfo().noquote() << p.style.name() << dice.join(u' ') << "d" << p.figures.distance << "loss" << p.figures.loss
                              << "tok" << p.figures.tokens << "dmg" << p.figures.damage << (p.riskProgressFront ? "*" : "");
        }
        for (const Suggestion &s : r.suggestions)
            qInfo() << AttitudeSettings::id(s.attitude) << s.plan;
    }
}

QTEST_GUILESS_MAIN(tst_CoDriver)
#include "tst_codriver.moc"
