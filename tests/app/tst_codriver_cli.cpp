// SPDX-License-Identifier: GPL-3.0-or-later
// `pacenotes codriver` as a user runs it: the road ahead in its three forms, the front and the
// suggestions as JSON, every suggested plan accepted by `pacenotes referee` with the same
// chance of a Loss of Control, "roll or stop?", exit codes 0 / 1 / 2, errors that name the
// JSON path, Russian, the user's data corrections.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Run = Pacenotes::Test::CliRun;
using Pacenotes::Test::pacenotes;

const QByteArray kLanes = R"({"game": "gt", "car": {"gear": "4", "focus": 2},
 "ahead": {"lane": 0, "lanes": [[{}, {}], [{}, {}], [{"danger": "orange"}, {"danger": "orange"}],
   [{"limit": 3, "danger": "orange"}, {"limit": 4, "danger": "orange"}],
   [{"limit": 3, "dangerous": true, "danger": "orange"}, {"limit": 4, "danger": "orange"}],
   [{}, {}], [{}, {}]]}})";

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class tst_CoDriverCli : public QObject
{
    Q_OBJECT

private slots:
    void frontAndSuggestions();
    void suggestedPlansPassTheReferee();
    void graphRoad();
    void rollOrStop();
    void noLegalMoveExitsOne();
    void badRequestsExitTwo_data();
    void badRequestsExitTwo();
    void russian();
    void userCorrectionsApply();
    void listedInHelp();
};

void tst_CoDriverCli::frontAndSuggestions()
{
    const Run r = pacenotes({u"codriver"_s, u"-"_s}, kLanes);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject j = r.json();
    QCOMPARE(j.value("status"_L1).toString(), u"done"_s);
    const QJsonArray front = j.value("front"_L1).toArray();
    QVERIFY(front.size() >= 5);
    double previous = 1e9;
    for (const QJsonValue &v : front) {
        const QJsonObject p = v.toObject();
        QVERIFY(p.value("expectedDistance"_L1).toDouble() <= previous + 1e-9); // furthest first
        previous = p.value("expectedDistance"_L1).toDouble();
        QVERIFY(!p.value("dice"_L1).toString().isEmpty());
        QCOMPARE(p.value("path"_L1).toArray().size(), p.value("dice"_L1).toString().split(u' ').size());
        double total = 0;
        for (const QJsonValue &o : p.value("outcomes"_L1).toArray())
            total += o.toObject().value("probability"_L1).toDouble();
        QVERIFY(qAbs(total - 1) < 1e-9);
    }
    const QJsonObject suggestions = j.value("suggestions"_L1).toObject();
    for (const char *a : {"cautious", "balanced", "flat-out", "max-distance"}) {
        const QJsonObject s = suggestions.value(QLatin1StringView(a)).toObject();
        const int plan = s.value("plan"_L1).toInt(-1);
        QVERIFY(plan >= 0 && plan < front.size());
        QVERIFY(front.at(plan).toObject().value("lossOfControl"_L1).toDouble() <= s.value("riskLimit"_L1).toDouble() + 1e-9);
    }
}

void tst_CoDriverCli::suggestedPlansPassTheReferee()
{
    const QJsonObject request = QJsonDocument::fromJson(kLanes).object();
    const QJsonObject answer = pacenotes({u"codriver"_s, u"-"_s}, kLanes).json();
    const QJsonArray front = answer.value("front"_L1).toArray();
    QSet<int> plans;
    for (const QJsonValue &s : answer.value("suggestions"_L1).toObject())
        plans.insert(s.toObject().value("plan"_L1).toInt());
    plans.insert(int(front.size()) - 1);
    for (int i : std::as_const(plans)) {
        const QJsonObject plan = front.at(i).toObject();
        QJsonObject referee{{u"game"_s, request.value("game"_L1)}, {u"car"_s, request.value("car"_L1)}, {u"move"_s, plan.value("move"_L1)}};
        const Run r = pacenotes({u"referee"_s, u"-"_s}, json(referee));
        QCOMPARE(r.code, 0); // legal
        const QJsonObject loss = r.json().value("verdict"_L1).toObject().value("lossOfControl"_L1).toObject();
        QCOMPARE(loss.value("fraction"_L1).toString(), plan.value("lossIfEveryDieRolled"_L1).toObject().value("fraction"_L1).toString());
        if (plan.value("style"_L1).toObject().value("roll"_L1).toString() == u"flat-out" ||
            plan.value("style"_L1).toObject().value("roll"_L1).toString() == u"every-die")
            QVERIFY(qAbs(loss.value("probability"_L1).toDouble() - plan.value("lossOfControl"_L1).toDouble()) < 1e-9);
    }
}

void tst_CoDriverCli::graphRoad()
{
    // Two ways to the same corner of 2, given as a graph with explicit distances.
    const QByteArray req = R"({"game": "gt", "car": {"gear": "3"},
      "ahead": {"first": ["a", {"to": "b", "direction": "diagonal"}],
                "spaces": [{"id": "a", "next": ["c"]},
                           {"id": "b", "distance": 1, "next": [{"to": "c", "direction": "diagonal"}]},
                           {"id": "c", "distance": 2, "limit": 2, "danger": "red"}]}})";
    const Run r = pacenotes({u"codriver"_s, u"-"_s}, req);
    QCOMPARE(r.code, 0);
    const QJsonArray front = r.json().value("front"_L1).toArray();
    QVERIFY(!front.isEmpty());
    bool reachesC = false;
    for (const QJsonValue &v : front) {
        const QJsonArray path = v.toObject().value("path"_L1).toArray();
        reachesC = reachesC || (path.size() == 2 && path.at(1).toString() == u"c");
    }
    QVERIFY(reachesC);
}

void tst_CoDriverCli::rollOrStop()
{
    // Two hazards of three, the Gear 4 die next (1 chance in 3): a balanced player stops.
    const QByteArray req = R"({"game": "gt", "car": {"gear": "4"}, "attitude": "balanced",
      "rollOrStop": {"steps": [{"dice": "5"}, {"dice": "C"}, {"dice": "C"}, {"dice": "4"}], "results": ["!", "!", "-"]}})";
    const Run r = pacenotes({u"codriver"_s, u"-"_s}, req);
    QCOMPARE(r.code, 0);
    const QJsonObject a = r.json().value("rollOrStop"_L1).toObject();
    QCOMPARE(a.value("advice"_L1).toString(), u"stop"_s);
    QCOMPARE(a.value("risk"_L1).toObject().value("fraction"_L1).toString(), u"1/3"_s);
    QCOMPARE(a.value("nextStep"_L1).toInt(), 3);
    QCOMPARE(a.value("stop"_L1).toObject().value("expectedDistance"_L1).toDouble(), 3.0);
    QCOMPARE(a.value("roll"_L1).toObject().value("lossOfControl"_L1).toDouble(), 1.0 / 3);
    QVERIFY(a.value("secure"_L1).isNull());
    QVERIFY(!a.value("reason"_L1).toString().isEmpty());
    QCOMPARE(a.value("now"_L1).toObject().value("hazards"_L1).toInt(), 2);
}

void tst_CoDriverCli::noLegalMoveExitsOne()
{
    const Run r = pacenotes({u"codriver"_s, u"-"_s}, R"({"game": "gt", "car": {"gear": "00"}, "ahead": [{}, {}]})");
    QCOMPARE(r.code, 1);
    QCOMPARE(r.json().value("status"_L1).toString(), u"no-move"_s);
    QVERIFY(!r.json().value("message"_L1).toString().isEmpty());
    const Run illegal = pacenotes({u"codriver"_s, u"-"_s},
                                  R"({"game": "gt", "car": {"gear": "4"}, "rollOrStop": {"steps": [{"dice": "6"}], "results": []}})");
    QCOMPARE(illegal.code, 1);
    QVERIFY(illegal.json().value("rollOrStop"_L1).toObject().contains("error"_L1));
}

void tst_CoDriverCli::badRequestsExitTwo_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("path");
    QTest::newRow("not JSON") << QByteArray("{") << u"JSON"_s;
    QTest::newRow("a move") << QByteArray(R"({"game": "gt", "move": {"steps": []}, "ahead": []})") << u"move"_s;
    QTest::newRow("space field") << QByteArray(R"({"game": "gt", "ahead": [{"limt": 3}]})") << u"ahead[0].limt"_s;
    QTest::newRow("lane space") << QByteArray(R"({"game": "gt", "ahead": {"lanes": [[{}, {"danger": "purple"}]]}})")
                                << u"ahead.lanes[0][1].danger"_s;
    QTest::newRow("ragged lanes") << QByteArray(R"({"game": "gt", "ahead": {"lanes": [[{}, {}], [{}]]}})") << u"ahead.lanes[1]"_s;
    QTest::newRow("unknown id") << QByteArray(R"({"game": "gt", "ahead": {"first": ["a"], "spaces": [{"id": "a", "next": ["z"]}]}})")
                                << u"ahead.spaces[0].next[0]"_s;
    QTest::newRow("graph line") << QByteArray(R"({"game": "gt", "ahead": {"first": ["a"], "spaces": [{"id": "a", "line": 2}]}})")
                                << u"ahead.spaces[0].line"_s;
    QTest::newRow("car") << QByteArray(R"({"game": "gt", "car": {"gear": "9"}, "ahead": [{}]})") << u"car.gear"_s;
    QTest::newRow("GT start") << QByteArray(R"({"game": "gt", "start": {"corner": {"id": "c1"}}, "ahead": [{}]})") << u"start.corner"_s;
    QTest::newRow("risk limit") << QByteArray(R"({"game": "gt", "riskLimits": {"cautious": 2}, "ahead": [{}]})") << u"riskLimits.cautious"_s;
    QTest::newRow("roll steps") << QByteArray(R"({"game": "gt", "rollOrStop": {"steps": [{"dice": "9"}]}})")
                                << u"rollOrStop.steps[0].dice"_s;
    QTest::newRow("roll results") << QByteArray(R"({"game": "gt", "rollOrStop": {"steps": [{"dice": "1"}], "results": ["x"]}})")
                                  << u"rollOrStop.results[0]"_s;
    QTest::newRow("nothing") << QByteArray(R"({"game": "gt"})") << u"ahead"_s;
}

void tst_CoDriverCli::badRequestsExitTwo()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, path);
    const Run r = pacenotes({u"codriver"_s, u"-"_s}, request);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(path), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void tst_CoDriverCli::russian()
{
    const Run r = pacenotes({u"--lang"_s, u"ru"_s, u"codriver"_s, u"-"_s}, kLanes);
    QCOMPARE(r.code, 0);
    const QJsonObject plan = r.json().value("front"_L1).toArray().first().toObject();
    const QString name = plan.value("style"_L1).toObject().value("name"_L1).toString();
    QVERIFY2(name.contains(u"газ в пол"_s) || name.contains(u"по одному"_s), qPrintable(name));
    QCOMPARE(plan.value("style"_L1).toObject().value("mode"_L1).toString().isEmpty(), false); // ids stay English
    const Run e = pacenotes({u"--lang"_s, u"ru"_s, u"codriver"_s, u"-"_s}, R"({"game": "gt"})");
    QCOMPARE(e.code, 2);
    QVERIFY2(e.err.contains(u"ahead"_s) && e.err.contains(u"нечего"_s, Qt::CaseInsensitive), qPrintable(e.err));
}

void tst_CoDriverCli::userCorrectionsApply()
{
    // A hazard limit of 4 instead of 3: the same Flat Out plan is safer.
    QTemporaryDir dir;
    QFile f(dir.filePath(u"overrides.json"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"pacenotes-rules-overrides","formatVersion":1,"dashboards":{"gt":[{"class":"GT6","tyres":"asphalt","condition":"dry","dice":{"gear":6,"coast":2,"brake":3},"hazardLimit":4}]}})");
    f.close();
    const QByteArray req = R"({"game": "gt", "car": {"gear": "4"}, "maxSteps": 3, "ahead": [{}, {}, {}]})";
    const auto worst = [](const QJsonObject &answer) {
        double loss = -1;
        for (const QJsonValue &v : answer.value("front"_L1).toArray())
            loss = qMax(loss, v.toObject().value("lossOfControl"_L1).toDouble());
        return loss;
    };
    const Run plainRun = pacenotes({u"codriver"_s, u"--overrides"_s, dir.filePath(u"none.json"_s), u"-"_s}, req);
    const Run corrected = pacenotes({u"codriver"_s, u"--overrides"_s, f.fileName(), u"-"_s}, req);
    QCOMPARE(plainRun.code, 0);
    QCOMPARE(corrected.code, 0);
    // Three dice cannot make 4 hazards: with the correction no plan can lose control; with the
    // printed limit of 3, Flat Out plans of three dice can (e.g. 5 6 C: 2/6 × 2/6 × 1/6).
    QVERIFY(worst(plainRun.json()) > 0);
    QCOMPARE(worst(corrected.json()), 0.0);
}

void tst_CoDriverCli::listedInHelp()
{
    const Run r = pacenotes({u"--help"_s});
    QVERIFY2(r.out.contains(u"codriver"_s) || r.err.contains(u"codriver"_s), qPrintable(r.out));
    const Run h = pacenotes({u"codriver"_s, u"--help"_s});
    QCOMPARE(h.code, 0);
    QVERIFY(h.out.contains(u"FILE"_s));
}

QTEST_MAIN(tst_CoDriverCli)
#include "tst_codriver_cli.moc"
