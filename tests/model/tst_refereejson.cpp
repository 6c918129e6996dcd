// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's JSON: every malformed request gets a clear message naming the bad field (never a
// crash), the documented shapes come out, and a seeded roll is reproducible.
#include "rules/orderjson.h"
#include "rules/randomsource.h"
#include "rules/refereejson.h"
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
    void invalidOrderRequests_data();
    void invalidOrderRequests();
    void validRequestShape();
    void diceNotations();
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
    QTest::newRow("over 1 MB") << (QByteArray(R"({"game":"gt","car":{"class":")") + QByteArray(1100000, 'x') + QByteArray(R"("}})"))
                               << u"1 MB"_s;
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
