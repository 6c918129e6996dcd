// SPDX-License-Identifier: GPL-3.0-or-later
// `pacenotes codriver` as a user runs it: the road ahead in its three forms, the front and the
// suggestions as JSON, every suggested plan accepted by `pacenotes referee` with the same
// chance of a Loss of Control, "roll or stop?", exit codes 0 / 1 / 2, errors that name the
// JSON path, Russian, the user's data corrections; the road read off a track's spaces, each
// plan's path of space ids judged by `pacenotes referee` on the same track as the co-driver did.
#include "clirun.h"
#include "spacehelpers.h"

#include "catalog/tilecatalog.h"
#include "catalog/collection.h"
#include "io/trackfiles.h"
#include "spaces/spacegraph.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacepack.h"
#include "spaces/spacetemplates.h"
#include "track/trackvalidator.h"

#include <QFile>

#include <cmath>
#include <QRegularExpression>

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
    void onTrackSpaces();
    void onTrackBlockedExitsOne();
    void onTrackErrorsExitTwo_data();
    void onTrackErrorsExitTwo();
    void onTrackGearTheClassHasNot();
    void sameAnswerAtAnyThreadCount();
    void templateSpacesAreSaid();
    void distancesOnATrackAreExact();
};

namespace {

using namespace Pacenotes;

/**
 * GT Track 1 laid out (tests/data/spaces), next to a pack with tile side 109b marked from a
 * stated assumption (not a reading of the tile: limit 3 on its first and last rows, a sharp
 * middle row with limit 2 and dotted lines 1); the other tiles have the shipped templates.
 * `pole` and `beside`: the grid's first two spots; `ahead`: the two spaces in front of pole.
 */
struct TrackOne
{
    QString dir;
    QString pole, beside;
    QStringList ahead;
    bool ok = false;

    explicit TrackOne(const QString &folder) : dir(folder)
    {
        const TileCatalog &cat = TileCatalog::builtin();
        if (!QFile::copy(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"), dir + u"/track.json"_s))
            return;
        const SpacePack pack = TestSpaces::assumedTrackOne(cat);
        if (!SpacePackFile::write(dir + u"/assumed.pnspaces"_s, pack, cat, nullptr))
            return;
        const TrackReadResult read = TrackFiles::read(dir + u"/track.json"_s, cat);
        SpaceSources sources;
        sources.add(u"Assumed"_s, std::make_shared<const SpacePack>(pack));
        SpaceLibrary::addShipped(sources, cat); // after it, as the command
        const SpaceGraph g = SpaceGraph::build(*read.track, TrackValidator::validate(*read.track, cat, Collection::everyBox(cat)).course,
                                               cat, sources.lookup());
        const int n = g.grid().value(0, -1);
        if (n < 0 || g.grid().size() < 2)
            return;
        pole = g.name(n);
        beside = g.name(g.grid().value(1));
        for (const GraphMove &m : g.node(n).moves)
            ahead << g.name(m.to);
        ok = ahead.size() == 2;
    }

    QJsonObject request() const
    {
        return QJsonObject{{u"game"_s, u"gt"_s},
                           {u"track"_s, u"track.json"_s},
                           {u"spaces"_s, QJsonArray{u"assumed.pnspaces"_s}},
                           {u"car"_s, QJsonObject{{u"gear"_s, u"3"_s}, {u"focus"_s, 1}, {u"space"_s, pole}, {u"onGrid"_s, true}}},
                           {u"maxSteps"_s, 6}};
    }

    QString write(const QJsonObject &request, const QString &name = u"request.json"_s) const
    {
        QFile f(dir + u'/' + name);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QJsonDocument(request).toJson());
        return f.fileName();
    }
};

} // namespace

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
    // What the car's class does not have (the audit: a GT4 or GT5 in 6th was answered).
    QTest::newRow("GT5 in 6th") << QByteArray(R"({"game": "gt", "car": {"class": "GT5", "gear": "6"}, "ahead": [{}, {}]})")
                                << u"car.gear: the GT5 has no gear 6"_s;
    QTest::newRow("GT4 in 6th") << QByteArray(R"({"game": "gt", "car": {"class": "GT4", "gear": "6"}, "ahead": [{}, {}]})")
                                << u"car.gear"_s;
    QTest::newRow("roll a Gear 6 die in a GT5")
        << QByteArray(R"({"game": "gt", "car": {"class": "GT5", "gear": "4"}, "rollOrStop": {"steps": [{"dice": "5"}, {"dice": "6"}]}})")
        << u"rollOrStop.steps[1].dice"_s;
    // Through a pipe, which hands the request over in pieces: the whole of it is read.
    QTest::newRow("over 1 MB") << (QByteArray(R"({"game": "gt", "car": {"class": ")") + QByteArray(1100000, 'x') + QByteArray(R"("}})"))
                               << u"1 MB"_s;
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

void tst_CoDriverCli::onTrackSpaces()
{
    QTemporaryDir dir;
    TrackOne setup(dir.path());
    QVERIFY(setup.ok);
    QJsonObject request = setup.request();
    // Blue beside pole, in 2nd: level with the car's start, not a car to overtake.
    request.insert(u"otherCars"_s, QJsonArray{QJsonObject{{u"id"_s, u"Blue"_s}, {u"gear"_s, u"2"_s}, {u"space"_s, setup.beside}}});
    const Run r = pacenotes({u"codriver"_s, setup.write(request)});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    const QJsonObject j = r.json();
    QCOMPARE(j.value("status"_L1).toString(), u"done"_s);
    const QJsonObject spaces = j.value("spaces"_L1).toObject();
    QCOMPARE(spaces.value("packs"_L1).toArray().first().toString(), u"Assumed"_s);
    QCOMPARE(spaces.value("templateOnly"_L1).toArray().size(), 13); // said plainly: every tile but 109b
    const QJsonArray front = j.value("front"_L1).toArray();
    QVERIFY(front.size() >= 3);
    const QRegularExpression spaceId(u"^-?\\d+,-?\\d+:\\d+$"_s);
    bool reachesTheHairpin = false;
    for (const QJsonValue &v : front) {
        const QJsonArray path = v.toObject().value("path"_L1).toArray();
        QVERIFY(!path.isEmpty());
        QVERIFY(setup.ahead.contains(path.first().toString())); // one move from pole
        for (const QJsonValue &id : path)
            QVERIFY2(spaceId.match(id.toString()).hasMatch(), qPrintable(id.toString()));
        for (const QJsonValue &step : v.toObject().value("move"_L1).toObject().value("steps"_L1).toArray())
            reachesTheHairpin = reachesTheHairpin || step.toObject().value("space"_L1).toObject().value("limit"_L1).toInt() > 0;
    }
    QVERIFY(reachesTheHairpin); // the marked hairpin is within six spaces of pole

    // Every suggested plan, given back as a path of spaces and its dice, is what `pacenotes
    // referee` rules on the same track: legal, with the same chance of a Loss of Control.
    QSet<int> plans;
    for (const QJsonValue &sv : j.value("suggestions"_L1).toObject())
        plans.insert(sv.toObject().value("plan"_L1).toInt());
    for (int i : std::as_const(plans)) {
        const QJsonObject plan = front.at(i).toObject();
        QJsonArray steps;
        for (const QJsonValue &step : plan.value("move"_L1).toObject().value("steps"_L1).toArray())
            steps.append(QJsonObject{{u"dice"_s, step.toObject().value("dice"_L1)}});
        const QJsonObject move{{u"path"_s, plan.value("path"_L1)}, {u"steps"_s, steps},
                               {u"mode"_s, plan.value("move"_L1).toObject().value("mode"_L1)}};
        QJsonObject referee = request;
        referee.remove(u"maxSteps"_s);
        referee.insert(u"move"_s, move);
        const Run judged = pacenotes({u"referee"_s, setup.write(referee, u"referee.json"_s)});
        QVERIFY2(judged.code == 0, qPrintable(judged.out + judged.err));
        const QJsonObject loss = judged.json().value("verdict"_L1).toObject().value("lossOfControl"_L1).toObject();
        const QJsonObject ours = plan.value("lossIfEveryDieRolled"_L1).toObject();
        QCOMPARE(loss.value("fraction"_L1).toString(), ours.value("fraction"_L1).toString());
        QVERIFY(qAbs(loss.value("probability"_L1).toDouble(-1) - ours.value("probability"_L1).toDouble()) < 1e-8); // the referee writes 9 digits
    }
}

void tst_CoDriverCli::onTrackBlockedExitsOne()
{
    QTemporaryDir dir;
    TrackOne setup(dir.path());
    QVERIFY(setup.ok);
    QJsonObject request = setup.request();
    // Both spaces in front of pole taken: no legal first move.
    request.insert(u"otherCars"_s, QJsonArray{QJsonObject{{u"gear"_s, u"2"_s}, {u"space"_s, setup.ahead[0]}},
                                              QJsonObject{{u"gear"_s, u"2"_s}, {u"space"_s, setup.ahead[1]}}});
    const Run r = pacenotes({u"codriver"_s, setup.write(request)});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.json().value("status"_L1).toString(), u"no-move"_s);
    QVERIFY(r.json().value("front"_L1).toArray().isEmpty());

    // The last space of a DIRT stage (past the finish line, at the road's end): no road at all.
    const QByteArray end = R"({"track": ")" PACENOTES_TESTDATA R"(/tracks/dirt-col-de-braus.json", "car": {"space": "5,0:7", "gear": "2"}})";
    const Run e = pacenotes({u"codriver"_s, u"-"_s}, end);
    QCOMPARE(e.code, 1);
    QCOMPARE(e.json().value("status"_L1).toString(), u"no-move"_s);
    QCOMPARE(e.json().value("game"_L1).toString(), u"dirt"_s);
    QVERIFY(e.json().value("message"_L1).toString().contains(u"5,0:7"_s));
}

void tst_CoDriverCli::onTrackErrorsExitTwo_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("ahead too") << u"ahead"_s << QJsonValue(QJsonArray{QJsonObject{}}) << u"ahead: "_s;
    QTest::newRow("start too") << u"start"_s << QJsonValue(QJsonObject{}) << u"start: "_s;
    QTest::newRow("no track file") << u"track"_s << QJsonValue(u"missing.json"_s) << u"track: "_s;
    QTest::newRow("no space") << u"car"_s << QJsonValue(QJsonObject{{u"gear"_s, u"3"_s}}) << u"car.space"_s;
    QTest::newRow("not a space") << u"car"_s << QJsonValue(QJsonObject{{u"space"_s, u"9,9:1"_s}}) << u"car.space"_s;
    QTest::newRow("other game") << u"game"_s << QJsonValue(u"dirt"_s) << u"game: "_s;
    QTest::newRow("other car") << u"otherCars"_s << QJsonValue(QJsonArray{QJsonObject{{u"space"_s, u"0,0:1"_s}, {u"gear"_s, u"9"_s}}})
                               << u"otherCars[0].gear"_s;
    QTest::newRow("pack") << u"spaces"_s << QJsonValue(QJsonArray{u"nothing.pnspaces"_s}) << u"spaces[0]"_s;
    QTest::newRow("maxSteps") << u"maxSteps"_s << QJsonValue(0) << u"maxSteps"_s;
    QTest::newRow("unknown field") << u"colour"_s << QJsonValue(u"red"_s) << u"colour"_s;
}

void tst_CoDriverCli::onTrackErrorsExitTwo()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, message);
    QTemporaryDir dir;
    TrackOne setup(dir.path());
    QVERIFY(setup.ok);
    QJsonObject request = setup.request();
    request.insert(field, value);
    const Run r = pacenotes({u"codriver"_s, setup.write(request)});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void tst_CoDriverCli::onTrackGearTheClassHasNot()
{
    QTemporaryDir dir;
    TrackOne setup(dir.path());
    QVERIFY(setup.ok);
    QJsonObject request = setup.request();
    request.insert(u"car"_s, QJsonObject{{u"class"_s, u"GT5"_s}, {u"gear"_s, u"6"_s}, {u"space"_s, setup.pole}, {u"onGrid"_s, true}});
    const Run r = pacenotes({u"codriver"_s, setup.write(request)});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"car.gear"_s), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void tst_CoDriverCli::sameAnswerAtAnyThreadCount()
{
    // docs/codriver.md's example, asked again and again at different thread counts: the same
    // bytes every time (the audit saw 15 of 40 plans and the max-distance suggestion change).
    QJsonObject request = QJsonDocument::fromJson(R"({"game": "gt", "car": {"gear": "4", "focus": 2},
 "ahead": {"lanes": [[{}, {}], [{}, {}], [{}, {}], [{"danger": "orange"}, {"danger": "orange"}],
                     [{"limit": 3, "danger": "orange"}, {"limit": 4, "danger": "orange"}],
                     [{"limit": 3, "dangerous": true, "danger": "orange"}, {"limit": 4, "danger": "orange"}],
                     [{}, {}], [{}, {}]], "lane": 0}})").object();
    const Run first = pacenotes({u"codriver"_s, u"-"_s}, json(request));
    QCOMPARE(first.code, 0);
    QVERIFY(!first.out.contains(u"elapsedMs"_s));
    const QJsonObject answer = first.json();
    const QJsonArray front = answer.value("front"_L1).toArray();
    const int furthest = answer.value("suggestions"_L1).toObject().value("max-distance"_L1).toObject().value("plan"_L1).toInt();
    QCOMPARE(front.at(furthest).toObject().value("dice"_L1).toString(), u"5 C C 6 4+B 3 2 1"_s);
    for (int threads : {1, 2, 3, 8, 0, 2}) {
        request.insert(u"threads"_s, threads);
        const Run again = pacenotes({u"codriver"_s, u"-"_s}, json(request));
        QCOMPARE(again.code, 0);
        QCOMPARE(again.out, first.out);
    }
    // --timing adds what differs from run to run.
    const Run timed = pacenotes({u"codriver"_s, u"--timing"_s, u"-"_s}, json(request));
    QCOMPARE(timed.code, 0);
    QVERIFY(timed.json().value("elapsedMs"_L1).isDouble());
    QCOMPARE(timed.json().value("threads"_L1).toInt(), 2);
}

void tst_CoDriverCli::templateSpacesAreSaid()
{
    // Every tile but 109b has only the shipped template: the road ahead of pole runs over
    // spaces whose markings nobody read, and the answer says so.
    QTemporaryDir dir;
    TrackOne setup(dir.path());
    QVERIFY(setup.ok);
    const Run r = pacenotes({u"codriver"_s, setup.write(setup.request())});
    QCOMPARE(r.code, 0);
    bool said = false;
    for (const QJsonValue &n : r.json().value("notes"_L1).toArray())
        said = said || n.toObject().value("rule"_L1).toString() == u"space-markings"_s;
    QVERIFY2(said, qPrintable(r.out.left(3000)));
    const QJsonObject plan = r.json().value("front"_L1).toArray().first().toObject();
    const QJsonObject space = plan.value("move"_L1).toObject().value("steps"_L1).toArray().first().toObject().value("space"_L1).toObject();
    QCOMPARE(space.value("markings"_L1).toString(), u"unknown"_s);
}

void tst_CoDriverCli::distancesOnATrackAreExact()
{
    // Every tile of GT Track 1 holds the same number of rows in both lanes: from pole, every way
    // a plan ends is a whole number of spaces away — 2, not 2.0000009999999997 (the hairpin's
    // thirds were read as 0.333333).
    QTemporaryDir dir;
    TrackOne setup(dir.path());
    QVERIFY(setup.ok);
    QJsonObject request = setup.request();
    request.insert(u"maxSteps"_s, 8);
    const Run r = pacenotes({u"codriver"_s, setup.write(request)});
    QCOMPARE(r.code, 0);
    int checked = 0;
    for (const QJsonValue &p : r.json().value("front"_L1).toArray())
        for (const QJsonValue &o : p.toObject().value("outcomes"_L1).toArray()) {
            const double d = o.toObject().value("distance"_L1).toDouble();
            QVERIFY2(d == std::round(d), qPrintable(QString::number(d, 'g', 17)));
            ++checked;
        }
    QVERIFY(checked > 20);
}

QTEST_MAIN(tst_CoDriverCli)
#include "tst_codriver_cli.moc"
