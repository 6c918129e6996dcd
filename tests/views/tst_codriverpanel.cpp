// SPDX-License-Identifier: GPL-3.0-or-later
// The co-driver's panel and its window, offscreen: the answer arrives and the attitude's plan
// is shown, the chart and the list pick plans, "Use this plan" emits the intent and plays the
// plan in "roll or stop?", an edit asks again. Screenshots with PACENOTES_KEEP_SHOTS.
#include "keepshot.h"
#include "rulestesthelpers.h"

#include "codriver/carsetupwidget.h"
#include "codriver/codriverpanel.h"
#include "codriver/codriverwindow.h"
#include "codriver/riskprogressplot.h"
#include "codriver/roadaheadeditor.h"
#include "codriver/rollorstopwidget.h"
#include "codriver/codriverjob.h"
#include "i18n/translations.h"
#include "itemmodels/codriverfrontmodel.h"

#include <QLabel>
#include <QPointer>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestRules;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Pacenotes::PlannedMove)
Q_DECLARE_METATYPE(Pacenotes::PlayStyle)

class tst_CoDriverPanel : public QObject
{
    Q_OBJECT
private slots:
    void cleanup() { Translations::install(u"en"_s); }
    void windowAnswersAndSuggests_data();
    void windowAnswersAndSuggests();
    void chartAndListPickPlans();
    void usePlanEmitsTheIntentAndPlaysIt();
    void editingAsksAgain();
    void rollOrStopWidgetFollowsTheDice();
    void dirtShowsTimeCards();
    void usesTheUsersDataCorrections();
    void otherDataDoesNotWaitForTheSearch();
};

namespace {

constexpr int kWait = 30000;

bool waitForAnswer(CoDriverPanel *panel)
{
    QSignalSpy answered(panel, &CoDriverPanel::answered);
    return (!panel->job()->isRunning() && panel->model()->rowCount() > 0) || answered.wait(kWait);
}

} // namespace

void tst_CoDriverPanel::windowAnswersAndSuggests_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_CoDriverPanel::windowAnswersAndSuggests()
{
    QFETCH(QString, lang);
    Translations::install(lang);
    CoDriverWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CoDriverPanel *panel = window.panel();
    QVERIFY(waitForAnswer(panel));
    const CoDriverFrontModel *model = panel->model();
    QVERIFY(model->rowCount() >= 5);
    const int balanced = model->suggestedRow(Attitude::Balanced);
    QVERIFY(balanced >= 0);
    QCOMPARE(panel->attitude(), Attitude::Balanced);
    QCOMPARE(panel->currentRow(), balanced);
    QCOMPARE(panel->plot()->currentRow(), balanced);
    QCOMPARE(panel->table()->currentIndex().row(), balanced);
    QVERIFY(!panel->statusText().isEmpty());
    // The suggestion is within the balanced limit (10%).
    QVERIFY(model->plan(balanced)->figures.loss <= 0.10 + 1e-9);
    keepShot(&window, u"codriver-window-%1.png"_s.arg(lang));

    panel->setAttitude(Attitude::Cautious);
    QCOMPARE(panel->currentRow(), model->suggestedRow(Attitude::Cautious));
    QVERIFY(model->plan(panel->currentRow())->figures.loss <= 0.02 + 1e-9);
    panel->setAttitude(Attitude::MaxDistance);
    QCOMPARE(panel->currentRow(), model->suggestedRow(Attitude::MaxDistance));
}

void tst_CoDriverPanel::chartAndListPickPlans()
{
    CoDriverWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CoDriverPanel *panel = window.panel();
    QVERIFY(waitForAnswer(panel));
    RiskProgressPlot *plot = panel->plot();
    const int row = panel->model()->rowCount() - 1;
    const QPointF at = plot->pointFor(row);
    QVERIFY(plot->rect().contains(at.toPoint()));
    QCOMPARE(plot->rowAt(at), row);
    QTest::mouseClick(plot, Qt::LeftButton, {}, at.toPoint());
    QCOMPARE(panel->currentRow(), row);
    QCOMPARE(panel->table()->currentIndex().row(), row);
    panel->table()->setCurrentIndex(panel->model()->index(0, 0));
    QCOMPARE(panel->currentRow(), 0);
    QCOMPARE(plot->currentRow(), 0);
    QCOMPARE(plot->rowAt(QPointF(-50, -50)), -1);
}

void tst_CoDriverPanel::usePlanEmitsTheIntentAndPlaysIt()
{
    Translations::install(u"en"_s);
    CoDriverWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CoDriverPanel *panel = window.panel();
    QVERIFY(waitForAnswer(panel));
    // The cautious plan rolls one by one (stopping or securing before risky rolls).
    panel->setAttitude(Attitude::Cautious);
    const CoDriverPlan *plan = panel->model()->plan(panel->currentRow());
    QVERIFY(plan);
    QCOMPARE(plan->style.mode, RollMode::OneByOne);
    QSignalSpy used(panel, &CoDriverPanel::usePlanRequested);
    panel->useCurrentPlan();
    QCOMPARE(used.size(), 1);
    QCOMPARE(used.first().at(0).value<PlannedMove>(), plan->move);
    QCOMPARE(used.first().at(1).value<PlayStyle>(), plan->style);
    RollOrStopWidget *roll = panel->rollOrStop();
    QVERIFY(roll->hasPlan());
    QCOMPARE(roll->advice().nextStep, 0);
    // Hazards on every die until the co-driver says something other than "roll".
    for (int i = 0; i < 12 && roll->advice().advice == RollAdvice::Choice::Roll; ++i)
        roll->enterDie(true);
    QVERIFY(roll->advice().advice != RollAdvice::Choice::Roll);
    keepShot(&window, u"codriver-roll-en.png"_s);
}

void tst_CoDriverPanel::editingAsksAgain()
{
    CoDriverWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CoDriverPanel *panel = window.panel();
    QVERIFY(waitForAnswer(panel));
    QSignalSpy answered(panel, &CoDriverPanel::answered);
    window.carSetup()->setGear(2);
    QVERIFY(!panel->job()->isRunning() || panel->job()->request().car.gear.gear == 2); // the old search was stopped
    QVERIFY(answered.wait(kWait));
    QCOMPARE(panel->job()->request().car.gear.gear, 2);
    // From 2nd the first die is 1, 2 or 3 (GT p. 8).
    for (const CoDriverPlan &p : panel->model()->plans())
        QVERIFY(p.steps.first().dice.gear <= 3);
    // A car on the space ahead in the starting lane: some plans change, the answer comes again.
    SpaceInfo occupied;
    occupied.occupied = true;
    window.road()->setSpace(0, 0, occupied);
    QVERIFY(answered.wait(kWait));
    for (const CoDriverPlan &p : panel->model()->plans())
        QVERIFY(p.steps.first().space != 0);
}

void tst_CoDriverPanel::rollOrStopWidgetFollowsTheDice()
{
    Translations::install(u"en"_s);
    RollOrStopWidget w;
    QVERIFY(!w.hasPlan());
    const RaceRules rules;
    w.setPlan(&RulesData::builtin(), rules, gtCar(4), plan(u"5 C C 4 3"_s), {});
    w.setAttitude(Attitude::Balanced);
    QCOMPARE(w.advice().advice, RollAdvice::Choice::Roll);
    w.enterDie(true);
    w.enterDie(true);
    w.enterDie(false);
    QCOMPARE(w.rolled().size(), 3);
    // Two hazards of three, the Gear 4 die next: 1 in 3 — more than a balanced player takes.
    QCOMPARE(w.advice().advice, RollAdvice::Choice::Stop);
    QCOMPARE(w.advice().riskWays * 3, w.advice().riskOutcomes);
    w.setAttitude(Attitude::MaxDistance);
    QCOMPARE(w.advice().advice, RollAdvice::Choice::Roll);
    w.undo();
    QCOMPARE(w.rolled().size(), 2);
    w.enterSecured(); // the third step secured instead — but there is no Focus: the referee says so
    QVERIFY(!w.advice().error.isEmpty() || w.rolled().size() == 3);
    w.reset();
    QCOMPARE(w.rolled().size(), 0);
    // A Brake roll is entered die by die: no advice until all three are in.
    w.setPlan(&RulesData::builtin(), rules, gtCar(5), plan(u"2+BB 3"_s), {});
    w.enterDie(false);
    QCOMPARE(w.rolled().size(), 0);
    w.enterDie(true);
    w.enterDie(false);
    QCOMPARE(w.rolled().size(), 1);
    QCOMPARE(w.advice().nextStep, 1);
    w.show();
    keepShot(&w, u"codriver-rollorstop-en.png"_s);
}

void tst_CoDriverPanel::dirtShowsTimeCards()
{
    Translations::install(u"en"_s);
    CoDriverWindow window;
    window.carSetup()->setGame(Game::Dirt);
    window.carSetup()->setGear(3);
    window.askNow();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CoDriverPanel *panel = window.panel();
    QVERIFY(waitForAnswer(panel));
    QCOMPARE(panel->job()->request().rules.game, Game::Dirt);
    QVERIFY(panel->model()->rowCount() > 0);
    QVERIFY(!panel->model()->index(0, CoDriverFrontModel::SecondsColumn).data().toString().isEmpty());
    keepShot(&window, u"codriver-window-dirt-en.png"_s);
}

void tst_CoDriverPanel::usesTheUsersDataCorrections()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(u"overrides.json"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"pacenotes-rules-overrides","formatVersion":1,"dashboards":{"gt":[{"class":"GT6","tyres":"asphalt","condition":"dry","dice":{"gear":6,"coast":2,"brake":3},"hazardLimit":4}]}})");
    f.close();
    CoDriverWindow window(nullptr, f.fileName());
    CoDriverPanel *panel = window.panel();
    QVERIFY(waitForAnswer(panel));
    QVERIFY(panel->model()->rowCount() > 0);
    QCOMPARE(panel->model()->plan(0)->verdict.analysis.flatOutLimit, 4); // the user's hazard limit
    const QLabel *note = nullptr;
    for (QLabel *l : window.findChildren<QLabel *>())
        if (l->text().contains(u"corrections"_s))
            note = l;
    QVERIFY(!note || note->isHidden());

    // A broken corrections file: said so, and the built-in data is used.
    QFile broken(dir.filePath(u"broken.json"_s));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ not json");
    broken.close();
    CoDriverWindow other(nullptr, broken.fileName());
    QVERIFY(waitForAnswer(other.panel()));
    QCOMPARE(other.panel()->model()->plan(0)->verdict.analysis.flatOutLimit, 3);
    bool said = false;
    for (QLabel *l : other.findChildren<QLabel *>())
        said = said || (l->text().contains(u"corrections"_s) && !l->isHidden());
    QVERIFY(said);
}

void tst_CoDriverPanel::otherDataDoesNotWaitForTheSearch()
{
    // Issue 25: other game data gave the panel a new job, and the old one was deleted there and
    // then, waiting for its search (and the search's last step ignored cancel): the window froze.
    const RulesData corrected = RulesData::builtin(); // outlives the window and its job
    CoDriverWindow window;
    CoDriverPanel *panel = window.panel();
    QVERIFY(waitForAnswer(panel));
    CoDriverRequest request = panel->job()->request();
    request.road = RoadAhead::lanes(QList<QList<SpaceInfo>>(12, QList<SpaceInfo>(2)), 0);
    panel->setQuestion(request);
    QVERIFY(panel->job()->isRunning());
    const QPointer<CoDriverJob> job = panel->job();
    panel->setQuestion(request, &corrected);
    QVERIFY(!job.isNull()); // not deleted (nor waited for) under the caller's feet
    QCOMPARE(panel->job(), job.data());
    QCOMPARE(panel->job()->data(), &corrected);
    QVERIFY(waitForAnswer(panel));
    QVERIFY(panel->model()->rowCount() > 0);
}

QTEST_MAIN(tst_CoDriverPanel)
#include "tst_codriverpanel.moc"
