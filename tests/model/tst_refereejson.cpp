// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's JSON: every malformed request gets a clear message naming the bad field (never a
// crash), the documented shapes come out, and a seeded roll is reproducible.
#include "rules/json/jsonscope.h"
#include "rules/json/orderjson.h"
#include "rules/randomsource.h"
#include "rules/json/refereejson.h"
#include "rules/rulesdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
std::optional<QJsonObject> ask(const QByteArray &json, QString *error)
{
    return RefereeJson::answer(json, RulesData::builtin(), error);
}
const QByteArray kValid = R"({"game":"gt","car":{"gear":"4","focus":3},
  "move":{"steps":[{"dice":"5"},{"dice":{"gear":3,"brake":1},"space":{"limit":3,"danger":"orange"}},{"dice":"C","secured":true}]}})";
} // namespace

class tst_RefereeJson : public QObject
{
    Q_OBJECT

private slots:
    void invalidRequests_data();
    void invalidRequests();
    void classChecksFollowTheData();
    void markingsTravelToTheSteps();
    void invalidOrderRequests_data();
    void invalidOrderRequests();
    void validRequestShape();
    void diceNotations();
    void idTablesReadWhatTheyWrite();
    void answersTheTableNeeds();
    void seededRollIsReproducible();
    void mutatedRequestsNeverCrash();
};

void tst_RefereeJson::invalidRequests_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("empty") << QByteArray() << u"JSON"_s;
    QTest::newRow("array") << QByteArray("[]") << u"object"_s;
    QTest::newRow("no game") << QByteArray(R"({"car":{},"move":{"steps":[]}})") << u"game"_s;
    QTest::newRow("unknown game") << QByteArray(R"({"game":"f1","move":{}})") << u"game"_s;
    QTest::newRow("unknown top field") << QByteArray(R"({"game":"gt","mvoe":{}})") << u"mvoe"_s;
    QTest::newRow("nothing to rule on") << QByteArray(R"({"game":"gt","car":{}})") << u"move"_s;
    QTest::newRow("unknown class") << QByteArray(R"({"game":"gt","car":{"class":"GT9"},"move":{}})") << u"car.class"_s;
    QTest::newRow("tyres of another game") << QByteArray(R"({"game":"gt","car":{"tyres":"gravel"},"move":{}})") << u"car.tyres"_s;
    QTest::newRow("gear 7") << QByteArray(R"({"game":"gt","car":{"gear":"7"},"move":{}})") << u"car.gear"_s;
    QTest::newRow("gear as text") << QByteArray(R"({"game":"gt","car":{"gear":"fourth"},"move":{}})") << u"car.gear"_s;
    QTest::newRow("negative focus") << QByteArray(R"({"game":"gt","car":{"focus":-1},"move":{}})") << u"car.focus"_s;
    QTest::newRow("seconds in GT") << QByteArray(R"({"game":"gt","car":{"seconds":3},"move":{}})") << u"car.seconds"_s;
    QTest::newRow("focus in DIRT") << QByteArray(R"({"game":"dirt","car":{"focus":3},"move":{}})") << u"car.focus"_s;
    QTest::newRow("mode") << QByteArray(R"({"game":"gt","move":{"mode":"fast"}})") << u"move.mode"_s;
    QTest::newRow("steps not array") << QByteArray(R"({"game":"gt","move":{"steps":{}}})") << u"move.steps"_s;
    QTest::newRow("too many steps") << QByteArray(R"({"game":"gt","move":{"steps":[)" + QByteArray("{\"dice\":\"C\"},").repeated(40)
                                                  + R"({"dice":"C"}]}})")
                                    << u"move.steps"_s;
    QTest::newRow("step without dice") << QByteArray(R"({"game":"gt","move":{"steps":[{}]}})") << u"move.steps[0].dice"_s;
    QTest::newRow("bad dice text") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"7"}]}})") << u"move.steps[0].dice"_s;
    QTest::newRow("dice text +") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3+"}]}})") << u"dice"_s;
    QTest::newRow("bad dice object") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":{"gear":3,"brakes":1}}]}})")
                                     << u"dice.brakes"_s;
    QTest::newRow("limit 9") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"limit":9}}]}})")
                             << u"space.limit"_s;
    QTest::newRow("limit fraction") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"limit":2.5}}]}})")
                                    << u"space.limit"_s;
    QTest::newRow("line text") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"line":"?"}}]}})") << u"line"_s;
    QTest::newRow("danger colour") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"danger":"blue"}}]}})")
                                   << u"danger"_s;
    QTest::newRow("DIRT field in GT") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"jump":3}}]}})")
                                      << u"jump"_s;
    QTest::newRow("GT field in DIRT") << QByteArray(R"({"game":"dirt","move":{"steps":[{"dice":"3","space":{"dangerous":true}}]}})")
                                      << u"dangerous"_s;
    QTest::newRow("corner line") << QByteArray(R"({"game":"dirt","move":{"steps":[{"dice":"3","space":{"corner":{"line":"middle"}}}]}})")
                                 << u"corner.line"_s;
    QTest::newRow("alongside") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"alongside":["9"]}}]}})")
                               << u"alongside"_s;
    QTest::newRow("results without move") << QByteArray(R"({"game":"gt","damage":[],"results":["-"]})") << u"results"_s;
    QTest::newRow("results text") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3"}]},"results":["x"]})")
                                  << u"results[0]"_s;
    QTest::newRow("results and roll") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3"}]},"results":["-"],"roll":{"seed":1}})")
                                      << u"roll"_s;
    QTest::newRow("damage token") << QByteArray(R"({"game":"gt","damage":["engine"]})") << u"damage[0]"_s;
    QTest::newRow("loss card in GT") << QByteArray(R"({"game":"gt","lossCard":{"kind":"crash"},"damage":[]})") << u"lossCard"_s;
    QTest::newRow("loss card kind") << QByteArray(R"({"game":"dirt","lossCard":{"kind":"boom"},"damage":[]})") << u"lossCard.kind"_s;
    QTest::newRow("pit choice") << QByteArray(R"({"game":"gt","pitStop":{"choice":"wash","endGear":"1"}})") << u"pitStop.choice"_s;
    QTest::newRow("pit without gear") << QByteArray(R"({"game":"gt","pitStop":{"choice":"repairs"}})") << u"pitStop"_s;
    QTest::newRow("rearranged alone") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3"}]},"rearranged":{"steps":[]}})")
                                      << u"rearranged"_s;
    QTest::newRow("weather in DIRT") << QByteArray(R"({"game":"dirt","rules":{"weather":"wet"},"damage":[]})") << u"rules.weather"_s;
    QTest::newRow("laps") << QByteArray(R"({"game":"gt","rules":{"laps":0},"damage":[]})") << u"rules.laps"_s;
    QTest::newRow("deep nonsense") << QByteArray(R"({"game":"gt","move":{"steps":[[[[]]]]}})") << u"steps[0]"_s;
    QTest::newRow("line crossed on a diagonal")
        << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"direction":"diagonal","line":2}}]}})")
        << u"move.steps[0].space.line"_s;
    QTest::newRow("line against the corner's own")
        << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"2","space":{"sharp":2,"line":"!"}}]}})") << u"space.line"_s;
    QTest::newRow("line leaving against the corner's own")
        << QByteArray(R"({"game":"gt","move":{"start":{"sharp":3},"steps":[{"dice":"2","space":{"line":2}}]}})") << u"steps[0].space.line"_s;
    QTest::newRow("sharp text") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"sharp":"?"}}]}})") << u"space.sharp"_s;
    QTest::newRow("sharp 7") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"sharp":7}}]}})") << u"space.sharp"_s;
    QTest::newRow("GT start with a limit") << QByteArray(R"({"game":"gt","move":{"start":{"limit":3},"steps":[{"dice":"3"}]}})")
                                           << u"move.start.limit"_s;
    QTest::newRow("GT start sharp without lines") << QByteArray(R"({"game":"gt","move":{"start":{"sharp":true},"steps":[{"dice":"3"}]}})")
                                                  << u"move.start.sharp"_s;
    QTest::newRow("DIRT start with a jump") << QByteArray(R"({"game":"dirt","move":{"start":{"jump":3},"steps":[{"dice":"3"}]}})")
                                           << u"move.start.jump"_s;
    QTest::newRow("no other space text") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"3","space":{"noOtherSpace":1}}]}})")
                                         << u"noOtherSpace"_s;
    QTest::newRow("00 in DIRT") << QByteArray(R"({"game":"dirt","car":{"gear":"00"},"move":{}})") << u"car.gear"_s;
    QTest::newRow("repairs option in DIRT") << QByteArray(R"({"game":"dirt","rules":{"repairsReturn":"back-on-track"},"damage":[]})")
                                            << u"rules.repairsReturn"_s;
    QTest::newRow("repairs option value") << QByteArray(R"({"game":"gt","rules":{"repairsReturn":"russian"},"damage":[]})")
                                          << u"back-on-track"_s;
    QTest::newRow("solo lap in DIRT") << QByteArray(R"({"game":"dirt","soloLap":{"turns":["3"]}})") << u"soloLap"_s;
    QTest::newRow("solo lap gear") << QByteArray(R"({"game":"gt","soloLap":{"turns":["3","7"]}})") << u"soloLap.turns[1]"_s;
    QTest::newRow("stage in GT") << QByteArray(R"({"game":"gt","stage":{"timeCards":[40]}})") << u"stage"_s;
    QTest::newRow("stage card") << QByteArray(R"({"game":"dirt","stage":{"timeCards":[40,-5]}})") << u"stage.timeCards[1]"_s;
    QTest::newRow("retired without slowest") << QByteArray(R"({"game":"dirt","stage":{"retired":true}})") << u"stage.slowest"_s;
    QTest::newRow("slowest without retiring") << QByteArray(R"({"game":"dirt","stage":{"timeCards":[40],"slowest":90}})")
                                              << u"stage.slowest"_s;
    QTest::newRow("assistance in GT") << QByteArray(R"({"game":"gt","assistance":true})") << u"assistance"_s;
    QTest::newRow("over 1 MB") << (QByteArray(R"({"game":"gt","car":{"class":")") + QByteArray(1100000, 'x') + QByteArray(R"("}})"))
                               << u"1 MB"_s;
    // What the car's class does not have is a bad request, named (the audit: GT5 in 6th answered).
    QTest::newRow("GT5 in 6th") << QByteArray(R"({"game":"gt","car":{"class":"GT5","gear":"6"},"move":{"steps":[{"dice":"5"}]}})")
                                << u"car.gear: the GT5 has no gear 6: its highest gear is 5"_s;
    QTest::newRow("GT5 BOP in 6th") << QByteArray(R"({"game":"gt","car":{"class":"gt5 bop","gear":6},"turnStart":{}})") << u"car.gear"_s;
    QTest::newRow("GT4 in 5th") << QByteArray(R"({"game":"gt","car":{"class":"GT4","gear":"5"},"turnStart":{}})") << u"car.gear"_s;
    QTest::newRow("GT5 Gear 6 die") << QByteArray(R"({"game":"gt","car":{"class":"GT5","gear":"5"},"move":{"steps":[{"dice":"6"}]}})")
                                    << u"move.steps[0].dice: the GT5 has no Gear 6 die: its Gear dice are 1 to 5"_s;
    QTest::newRow("GT4 Boost die") << QByteArray(R"({"game":"gt","car":{"class":"GT4","gear":"1"},"move":{"steps":[{"dice":{"gear":3,"boost":1}}]}})")
                                   << u"move.steps[0].dice: the GT4 has no Boost dice"_s;
    QTest::newRow("DIRT Boost die") << QByteArray(R"({"game":"dirt","car":{"gear":"2"},"move":{"steps":[{"dice":"4+A"}]}})")
                                    << u"the Core has no Boost dice"_s;
    QTest::newRow("Leader die in GT") << QByteArray(R"({"game":"gt","car":{"gear":"2"},"move":{"steps":[{"dice":"L"}]}})")
                                      << u"the GT6 has no Leader dice"_s;
    QTest::newRow("pit stop end gear") << QByteArray(R"({"game":"gt","car":{"class":"GT4"},"pitStop":{"choice":"tyres","endGear":"5"}})")
                                       << u"pitStop.endGear"_s;
    QTest::newRow("pit stop tyres") << QByteArray(R"({"game":"gt","car":{"class":"GT4"},"pitStop":{"choice":"tyres","endGear":"1","newTyres":"gravel"}})")
                                    << u"pitStop.newTyres"_s;
    QTest::newRow("solo lap above the class") << QByteArray(R"({"game":"gt","car":{"class":"GT5"},"soloLap":{"turns":["5","6"]}})")
                                              << u"soloLap.turns[1].gear"_s;
    QTest::newRow("markings") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"1","space":{"markings":"maybe"}}]}})")
                              << u"move.steps[0].space.markings"_s;
}

void tst_RefereeJson::classChecksFollowTheData()
{
    // What a class has comes from its dashboards, corrections included: a class given a sixth
    // gear by the user's data may use it; the GT5's highest gear and Gear die are fine.
    QString error;
    QVERIFY2(ask(R"({"game":"gt","car":{"class":"GT5","gear":"5"},"move":{"steps":[{"dice":"5"},{"dice":"4+B"}]}})", &error),
             qPrintable(error));
    QVERIFY2(ask(R"({"game":"gt","car":{"class":"GT5","gear":"1"},"move":{"steps":[{"dice":"3+A"}]}})", &error), qPrintable(error));
    QVERIFY2(ask(R"({"game":"dirt","car":{"gear":"2","leader":true},"move":{"steps":[{"dice":"L"}]}})", &error), qPrintable(error));
    RulesData data = RulesData::builtin();
    data.dashboards(Game::GT).setClass(CarClass{u"GT5"_s, 6});
    QVERIFY2(RefereeJson::answer(R"({"game":"gt","car":{"class":"GT5","gear":"6"},"move":{"steps":[{"dice":"5"}]}})", data, &error),
             qPrintable(error));
}

void tst_RefereeJson::markingsTravelToTheSteps()
{
    // A space whose markings nobody read (a template) or read with doubt: judged as given, and
    // the verdict says so — on each step and in a warning naming the steps.
    QString error;
    const std::optional<QJsonObject> a = ask(R"({"game":"gt","car":{"gear":"3"},"move":{"steps":[
        {"dice":"4","space":{"markings":"unknown"}},{"dice":"5"},{"dice":"6","space":{"markings":"unknown"}},
        {"dice":"C","space":{"markings":"uncertain","limit":3}}]}})", &error);
    QVERIFY2(a, qPrintable(error));
    QVERIFY(a->value("legal"_L1).toBool());
    const QJsonObject verdict = a->value("verdict"_L1).toObject();
    const QJsonArray steps = verdict.value("plan"_L1).toObject().value("steps"_L1).toArray();
    QVERIFY(steps.at(3).toObject().value("automaticLoss"_L1).toBool()); // C in 6th over the limit 3, as read
    QCOMPARE(steps.at(0).toObject().value("markings"_L1).toString(), u"unknown"_s);
    QCOMPARE(steps.at(1).toObject().value("markings"_L1).toString(), u"known"_s);
    QCOMPARE(steps.at(2).toObject().value("markings"_L1).toString(), u"unknown"_s);
    QCOMPARE(steps.at(3).toObject().value("markings"_L1).toString(), u"uncertain"_s);
    // Unknown: one warning naming the steps, on the first; uncertain: a note on its own step.
    QList<QJsonObject> said;
    for (const QJsonValue &r : verdict.value("rulings"_L1).toArray())
        if (r.toObject().value("rule"_L1).toString() == u"space-markings")
            said << r.toObject();
    QCOMPARE(said.size(), 2);
    QCOMPARE(said[0].value("kind"_L1).toString(), u"note"_s);
    QCOMPARE(said[0].value("step"_L1).toInt(), 3);
    QVERIFY2(said[0].value("message"_L1).toString().contains(u"uncertain"_s), qPrintable(said[0].value("message"_L1).toString()));
    const QString unknown = said[1].value("message"_L1).toString();
    QCOMPARE(said[1].value("kind"_L1).toString(), u"warning"_s);
    QCOMPARE(said[1].value("step"_L1).toInt(), 0);
    QVERIFY2(unknown.contains(u" 1, 3 "_s) && unknown.contains(u"not checked"_s), qPrintable(unknown));

    // Without markings said, nothing is said.
    const std::optional<QJsonObject> plain = ask(kValid, &error);
    QVERIFY(plain);
    for (const QJsonValue &r : plain->value("verdict"_L1).toObject().value("rulings"_L1).toArray())
        QVERIFY(r.toObject().value("rule"_L1).toString() != u"space-markings");
}

void tst_RefereeJson::invalidRequests()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    QString error;
    QVERIFY(!ask(json, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void tst_RefereeJson::invalidOrderRequests_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no cars") << QByteArray(R"({"game":"gt"})") << u"cars"_s;
    QTest::newRow("no distance") << QByteArray(R"({"game":"gt","cars":[{"id":"A","gear":"3"}]})") << u"distance"_s;
    QTest::newRow("same id") << QByteArray(R"({"game":"gt","cars":[{"id":"A","gear":"3","distance":1},{"id":"A","gear":"3","distance":2}]})")
                             << u"cars[1].id"_s;
    QTest::newRow("00 in DIRT") << QByteArray(R"({"game":"dirt","cars":[{"id":"A","gear":"00","distance":1}]})") << u"gear"_s;
    QTest::newRow("round in GT") << QByteArray(R"({"game":"gt","round":2,"cars":[{"id":"A","gear":"3","distance":1}]})") << u"round"_s;
    QTest::newRow("unknown field") << QByteArray(R"({"game":"gt","cars":[{"id":"A","gear":"3","distance":1,"speed":3}]})")
                                   << u"cars[0].speed"_s;
}

void tst_RefereeJson::invalidOrderRequests()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    QString error;
    QVERIFY(!OrderJson::answer(json, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void tst_RefereeJson::validRequestShape()
{
    QString error;
    const std::optional<QJsonObject> a = ask(kValid, &error);
    QVERIFY2(a, qPrintable(error));
    QCOMPARE(a->value("game"_L1).toString(), u"gt"_s);
    QVERIFY(a->value("legal"_L1).toBool());
    const QJsonObject plan = a->value("verdict"_L1).toObject().value("plan"_L1).toObject();
    QCOMPARE(plan.value("endGear"_L1).toString(), u"3"_s);
    QCOMPARE(plan.value("securing"_L1).toObject().value("cost"_L1).toInt(), 1);
    const QJsonObject odds = a->value("verdict"_L1).toObject().value("lossOfControl"_L1).toObject();
    QVERIFY(odds.value("exact"_L1).toBool());
    QCOMPARE(odds.value("rolledDice"_L1).toInt(), 3);
    QCOMPARE(odds.value("byStep"_L1).toArray().size(), 3);
    QVERIFY(!a->contains("resolution"_L1));
    for (const QJsonValue &r : a->value("verdict"_L1).toObject().value("rulings"_L1).toArray()) {
        QVERIFY(r.toObject().contains("reference"_L1));
        QVERIFY(r.toObject().value("reference"_L1).toString().contains(u"p. "_s));
    }
}

void tst_RefereeJson::diceNotations()
{
    for (const QString &text : {u"5"_s, u"2+BB"_s, u"2BB"_s, u"4+A"_s, u"C"_s, u"l"_s, u"R"_s}) {
        const std::optional<StepDice> d = StepDice::fromText(text);
        QVERIFY2(d, qPrintable(text));
        QCOMPARE(StepDice::fromText(d->text()), d);
    }
    for (const QString &text : {u""_s, u"0"_s, u"7"_s, u"CC"_s, u"2+"_s, u"2+BA"_s, u"B"_s, u"5 5"_s})
        QVERIFY2(!StepDice::fromText(text), qPrintable(text));
}

void tst_RefereeJson::idTablesReadWhatTheyWrite()
{
    // One table per enum, for reading and writing (issue 14): every id written reads back, and a
    // reader refuses anything else, listing the table's ids.
    const auto roundTrip = [](auto sample) {
        using E = decltype(sample);
        QStringList seen;
        for (const auto &[value, id] : EnumIds<E>::table) {
            const QString written = enumId(value);
            QCOMPARE(written, QString::fromLatin1(id));
            QCOMPARE(enumFromId<E>(written), std::optional<E>(value));
            QVERIFY2(!seen.contains(written), qPrintable(written));
            seen << written;
        }
        QCOMPARE(enumIdList<E>(), seen);
        QVERIFY(!enumFromId<E>(u"no-such-id"));
        JsonErrors errors;
        const JsonScope s(QJsonObject{{u"k"_s, u"no-such-id"_s}}, {}, &errors);
        s.choice(QLatin1StringView("k"), sample);
        QVERIFY(errors.message.contains(seen.join(u", "_s)));
    };
    roundTrip(Game::GT);
    roundTrip(Terrain::Gravel);
    roundTrip(Danger::Red);
    roundTrip(DieKind::Gear);
    roundTrip(RollMode::OneByOne);
    roundTrip(Weather::Dry);
    roundTrip(Confidence::Rulebook);
    roundTrip(MoveDirection::Straight);
    roundTrip(CornerLine::Inside);
    roundTrip(CarLocation::OnTrack);
    roundTrip(RepairsReturn::StayInPits);
    roundTrip(DamageToken::Gear);
    roundTrip(ShortcutResult::Ok);
    roundTrip(PitChoice::Tyres);
    roundTrip(TimeCardBackKind::Crash);
    roundTrip(OrderCriterion::Speed);
    roundTrip(TurnEnd::Completed);
    roundTrip(Ruling::Kind::Note);
    roundTrip(SpaceMarkings::Unknown);
    // Every value of the enums read from requests and data has an id.
    QCOMPARE(std::size(EnumIds<DieKind>::table), std::size_t(DieKindCount));
    QCOMPARE(std::size(EnumIds<MoveDirection>::table), std::size_t(int(MoveDirection::Backwards) + 1));
    QCOMPARE(std::size(EnumIds<DamageToken>::table), std::size_t(int(DamageToken::GreenFlag) + 1));
    QCOMPARE(std::size(EnumIds<TurnEnd>::table), std::size_t(int(TurnEnd::WaterStop) + 1));
    QCOMPARE(std::size(EnumIds<OrderCriterion>::table), std::size_t(int(OrderCriterion::Tie) + 1));
    QCOMPARE(std::size(EnumIds<Confidence>::table), std::size_t(int(Confidence::User) + 1));
}

void tst_RefereeJson::answersTheTableNeeds()
{
    QString error;
    // Per-step securing costs (1 + 2 + ...): what securing each step would cost.
    std::optional<QJsonObject> a = ask(R"({"game":"gt","car":{"gear":"4","focus":9},
        "move":{"steps":[{"dice":"5","secured":true},{"dice":"4"},{"dice":"2+B"}]}})", &error);
    QVERIFY2(a, qPrintable(error));
    const QJsonArray steps = a->value("verdict"_L1).toObject().value("plan"_L1).toObject().value("steps"_L1).toArray();
    QCOMPARE(steps.at(0).toObject().value("securingCost"_L1).toInt(), 1);
    QCOMPARE(steps.at(1).toObject().value("securingCost"_L1).toInt(), 2);
    QCOMPARE(steps.at(2).toObject().value("securingCost"_L1).toInt(), 2 + 3);
    QVERIFY(a->value("verdict"_L1).toObject().value("plan"_L1).toObject().value("blockedStep"_L1).isNull());
    QVERIFY(!a->value("verdict"_L1).toObject().value("plan"_L1).toObject().contains("soloSeconds"_L1));

    // GT solo: the seconds of the turn, and of a 00 turn spent coming back.
    a = ask(R"({"game":"gt","rules":{"solo":true},"car":{"gear":"00"},"turnStart":{"spaceFree":true}})", &error);
    QVERIFY2(a, qPrintable(error));
    QCOMPARE(a->value("turnStart"_L1).toObject().value("soloSeconds"_L1).toInt(), 60); // the 0 marker

    // A solo lap: the sheet's rows in its order.
    a = ask(R"({"game":"gt","soloLap":{"turns":["6","6",1,"00"],"focus":100}})", &error);
    QVERIFY2(a, qPrintable(error));
    const QJsonObject lap = a->value("soloLap"_L1).toObject();
    const QJsonArray rows = lap.value("rows"_L1).toArray();
    QCOMPARE(rows.size(), 8);
    QCOMPARE(rows.first().toObject().value("gear"_L1).toString(), u"6"_s);
    QCOMPARE(rows.last().toObject().value("gear"_L1).toString(), u"00"_s);
    QCOMPARE(lap.value("trackTime"_L1).toInt(), 10 + 10 + 50 + 30);
    QCOMPARE(lap.value("finalTime"_L1).toInt(), 0); // never below zero

    // Order: the entering car's gear.
    const std::optional<QJsonObject> o = OrderJson::answer(R"({"game":"dirt","round":1,"cars":[
        {"id":"P1","gear":"0","distance":0,"startOrder":1},{"id":"P2","gear":"0","distance":0,"startOrder":2}]})", &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->value("entering"_L1).toArray().size(), 1);
    QCOMPARE(o->value("entering"_L1).toArray().first().toObject().value("gear"_L1).toString(), u"0"_s);
}

void tst_RefereeJson::seededRollIsReproducible()
{
    const QByteArray json = R"({"game":"gt","car":{"gear":"3"},"move":{"mode":"flat-out","steps":[
        {"dice":"4"},{"dice":"5"},{"dice":"6"},{"dice":"C"},{"dice":"C","space":{"danger":"red"}}]},"roll":{"seed":99}})";
    QString error;
    const std::optional<QJsonObject> a = ask(json, &error);
    const std::optional<QJsonObject> b = ask(json, &error);
    QVERIFY2(a && b, qPrintable(error));
    QCOMPARE(*a, *b);
    QCOMPARE(a->value("resolution"_L1).toObject().value("rolled"_L1).toArray().size(), 5);
}

void tst_RefereeJson::mutatedRequestsNeverCrash()
{
    // Flip, drop and duplicate bytes of valid requests: every answer is a verdict or an error.
    const QList<QByteArray> seeds{kValid,
                                  R"({"game":"dirt","car":{"gear":"3","leader":true},"move":{"mode":"flat-out","steps":[{"dice":"L"},{"dice":"4","space":{"jump":3},"landing":{"water":true}}]},"results":["!","-"],"lossCard":{"kind":"crash","damage":{"red":2}}})",
                                  R"({"game":"gt","car":{"gear":"1"},"move":{"steps":[{"dice":"1"}]},"results":["-"],"pitStop":{"choice":"tyres","newTyres":"rain"},"damage":["weather","yellow-flag"]})"};
    SeededRandom random(5);
    int answered = 0, refused = 0;
    for (const QByteArray &seed : seeds) {
        for (int i = 0; i < 2000; ++i) {
            QByteArray j = seed;
            const int edits = 1 + random.below(4);
            for (int e = 0; e < edits; ++e) {
                const int at = random.below(int(j.size()));
                switch (random.below(3)) {
                case 0: j[at] = char(32 + random.below(95)); break;
                case 1: j.remove(at, 1); break;
                default: j.insert(at, j.mid(random.below(int(j.size())), 1 + random.below(6))); break;
                }
            }
            QString error;
            if (ask(j, &error))
                ++answered;
            else {
                QVERIFY(!error.isEmpty());
                ++refused;
            }
        }
    }
    QVERIFY(answered > 0 && refused > 0);
}

QTEST_GUILESS_MAIN(tst_RefereeJson)
#include "tst_refereejson.moc"
