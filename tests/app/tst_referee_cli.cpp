// SPDX-License-Identifier: GPL-3.0-or-later
// `pacenotes referee` and `pacenotes order` as a user runs them: files and standard input, JSON
// out, exit codes 0 / 1 / 2, clear errors, Russian with --lang ru, user data corrections.
#include "clirun.h"
#include "game/gamedatadocument.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Run = Pacenotes::Test::CliRun;
using Pacenotes::Test::pacenotes;

const QByteArray kLegal = R"({"game":"gt","car":{"gear":"4"},"move":{"steps":[{"dice":"5"},{"dice":"4","space":{"limit":4}}]}})";
const QByteArray kIllegal = R"({"game":"gt","car":{"gear":"4"},"move":{"steps":[{"dice":"6"}]}})";

} // namespace

class tst_RefereeCli : public QObject
{
    Q_OBJECT

private slots:
    void legalMoveFromStdin();
    void illegalMoveExitsOne();
    void fromFile();
    void invalidRequestExitsTwo_data();
    void invalidRequestExitsTwo();
    void missingFile();
    void russian();
    void spentTurnExitsOne();
    void resolvesResults();
    void order();
    void orderErrors();
    void userCorrectionsApply();
    void brokenCorrectionsAreReportedNotFatal();
    void correctionsSavedByTheEditorApply();
    void helpListsTheCommands();
};

void tst_RefereeCli::legalMoveFromStdin()
{
    const Run r = pacenotes({u"referee"_s, u"-"_s}, kLegal);
    QCOMPARE(r.code, 0);
    const QJsonObject j = r.json();
    QVERIFY(j.value("legal"_L1).toBool());
    QCOMPARE(j.value("verdict"_L1).toObject().value("plan"_L1).toObject().value("endGear"_L1).toString(), u"4"_s);
    QVERIFY(r.err.isEmpty());
}

void tst_RefereeCli::illegalMoveExitsOne()
{
    const Run r = pacenotes({u"referee"_s, u"-"_s}, kIllegal);
    QCOMPARE(r.code, 1);
    const QJsonArray rulings = r.json().value("verdict"_L1).toObject().value("rulings"_L1).toArray();
    QCOMPARE(rulings.first().toObject().value("rule"_L1).toString(), u"gear-chain"_s);
    QCOMPARE(rulings.first().toObject().value("reference"_L1).toString(), u"GT rulebook, p. 8, “Black Gear dice”"_s);
}

void tst_RefereeCli::fromFile()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(u"move.json"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kLegal);
    f.close();
    QCOMPARE(pacenotes({u"referee"_s, f.fileName()}).code, 0);
}

void tst_RefereeCli::invalidRequestExitsTwo_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("garbage") << QByteArray("not json") << u"JSON"_s;
    QTest::newRow("empty") << QByteArray() << u"JSON"_s;
    QTest::newRow("unknown field") << QByteArray(R"({"game":"gt","car":{"gear":"4","turbo":true},"move":{}})") << u"car.turbo"_s;
    QTest::newRow("bad value") << QByteArray(R"({"game":"gt","move":{"steps":[{"dice":"9"}]}})") << u"move.steps[0].dice"_s;
    // GT p. 12: a dotted line is crossed straight; a diagonal move crosses none (issue 14).
    QTest::newRow("line on a diagonal move")
        << QByteArray(R"({"game":"gt","car":{"gear":"3"},"move":{"steps":[{"dice":"3","space":{"direction":"diagonal","line":2}}]}})")
        << u"move.steps[0].space.line"_s;
    QTest::newRow("over 1 MB") << (QByteArray(R"({"game":"gt","car":{"class":")") + QByteArray(1100000, 'x') + QByteArray(R"("}})"))
                               << u"1 MB"_s;
    // What the car's class does not have (the audit: a GT4 or GT5 in 6th was accepted).
    QTest::newRow("GT5 in 6th") << QByteArray(R"({"game":"gt","car":{"class":"GT5","gear":"6"},"move":{"steps":[{"dice":"5"}]}})")
                                << u"car.gear: the GT5 has no gear 6"_s;
    QTest::newRow("GT4 in 6th") << QByteArray(R"({"game":"gt","car":{"class":"GT4","gear":6},"move":{"steps":[{"dice":"4"}]}})")
                                << u"car.gear"_s;
    QTest::newRow("GT4 in 5th") << QByteArray(R"({"game":"gt","car":{"class":"GT4","gear":"5"},"turnStart":{}})") << u"car.gear"_s;
    QTest::newRow("GT5 Gear 6 die") << QByteArray(R"({"game":"gt","car":{"class":"GT5","gear":"5"},"move":{"steps":[{"dice":"6"}]}})")
                                    << u"move.steps[0].dice: the GT5 has no Gear 6 die"_s;
    QTest::newRow("GT5 Gear 6 die as an object")
        << QByteArray(R"({"game":"gt","car":{"class":"GT5","gear":"5"},"move":{"steps":[{"dice":{"gear":6}}]}})") << u"move.steps[0].dice"_s;
    QTest::newRow("GT6 Boost die") << QByteArray(R"({"game":"gt","car":{"gear":"3"},"move":{"steps":[{"dice":"5+A"}]}})")
                                   << u"move.steps[0].dice: the GT6 has no Boost dice"_s;
    QTest::newRow("GT Leader die") << QByteArray(R"({"game":"gt","car":{"gear":"3"},"move":{"steps":[{"dice":"L"}]}})")
                                   << u"move.steps[0].dice"_s;
    QTest::newRow("re-layout") << QByteArray(R"({"game":"gt","car":{"class":"GT4","gear":"3"},"move":{"mode":"flat-out","steps":[{"dice":"4"}]},)"
                                             R"("results":["!"],"rearranged":{"steps":[{"dice":"5"}],"results":["!"]}})")
                               << u"rearranged.steps[0].dice"_s;
    QTest::newRow("pit stop end gear") << QByteArray(R"({"game":"gt","car":{"class":"GT5","gear":"2"},"pitStop":{"choice":"tyres","endGear":"6"}})")
                                       << u"pitStop.endGear"_s;
    QTest::newRow("pit stop tyres") << QByteArray(R"({"game":"gt","car":{"class":"GT5","gear":"1"},"pitStop":{"choice":"tyres","endGear":"1","newTyres":"slicks"}})")
                                    << u"pitStop.newTyres"_s;
    QTest::newRow("solo lap") << QByteArray(R"({"game":"gt","rules":{"solo":true},"car":{"class":"GT4"},"soloLap":{"turns":["4","5"],"focus":0}})")
                              << u"soloLap.turns[1]"_s;
}

void tst_RefereeCli::invalidRequestExitsTwo()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, mentions);
    const Run r = pacenotes({u"referee"_s, u"-"_s}, input);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
}

void tst_RefereeCli::missingFile()
{
    const Run r = pacenotes({u"referee"_s, u"/nonexistent/move.json"_s});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"/nonexistent/move.json"_s));
    QCOMPARE(pacenotes({u"referee"_s}).code, 2);
    QCOMPARE(pacenotes({u"referee"_s, u"a"_s, u"b"_s}).code, 2);
}

void tst_RefereeCli::russian()
{
    const Run r = pacenotes({u"--lang"_s, u"ru"_s, u"referee"_s, u"-"_s}, kIllegal);
    QCOMPARE(r.code, 1);
    const QJsonObject ruling = r.json().value("verdict"_L1).toObject().value("rulings"_L1).toArray().first().toObject();
    QVERIFY2(ruling.value("message"_L1).toString().contains(u"передач"_s), qPrintable(ruling.value("message"_L1).toString()));
    QVERIFY2(ruling.value("reference"_L1).toString().contains(u"Правила GT"_s), qPrintable(ruling.value("reference"_L1).toString()));
    QCOMPARE(ruling.value("rule"_L1).toString(), u"gear-chain"_s); // codes stay the same
    const Run e = pacenotes({u"--lang"_s, u"ru"_s, u"referee"_s, u"-"_s}, "{}");
    QCOMPARE(e.code, 2);
    QVERIFY2(e.err.contains(u"game"_s) && e.err.contains(u"gt"_s), qPrintable(e.err));
}

void tst_RefereeCli::spentTurnExitsOne()
{
    // GT p. 17: back from 00 the car "may perform no other actions": a move is illegal (exit 1),
    // the ruling names its first step; without a move the same request is legal (exit 0).
    const Run r = pacenotes({u"referee"_s, u"-"_s},
                            R"({"game":"gt","car":{"gear":"00"},"turnStart":{"spaceFree":true},"move":{"steps":[{"dice":"1"}]}})");
    QCOMPARE(r.code, 1);
    const QJsonObject ruling = r.json().value("verdict"_L1).toObject().value("rulings"_L1).toArray().first().toObject();
    QCOMPARE(ruling.value("rule"_L1).toString(), u"off-track"_s);
    QCOMPARE(ruling.value("step"_L1).toInt(-1), 0);
    QCOMPARE(pacenotes({u"referee"_s, u"-"_s}, R"({"game":"gt","car":{"gear":"00"},"turnStart":{"spaceFree":true}})").code, 0);
}

void tst_RefereeCli::resolvesResults()
{
    const QByteArray json = R"({"game":"gt","car":{"gear":"4"},"move":{"steps":[{"dice":"C"},{"dice":"C"},{"dice":"4","space":{"danger":"orange"}}]},"results":["!","!","!"]})";
    const Run r = pacenotes({u"referee"_s, u"-"_s}, json);
    QCOMPARE(r.code, 0);
    const QJsonObject loss = r.json().value("resolution"_L1).toObject().value("loss"_L1).toObject();
    QCOMPARE(loss.value("marker"_L1).toString(), u"00"_s);
    QCOMPARE(loss.value("damageTokens"_L1).toInt(), 1);
}

void tst_RefereeCli::order()
{
    const QByteArray json = R"({"game":"gt","cars":[{"id":"Red","gear":"2","distance":8},{"id":"Blue","gear":"5","distance":10}]})";
    const Run r = pacenotes({u"order"_s, u"-"_s}, json);
    QCOMPARE(r.code, 0);
    QCOMPARE(r.json().value("order"_L1).toArray(), (QJsonArray{u"Blue"_s, u"Red"_s}));
    QCOMPARE(r.json().value("reasons"_L1).toArray().first().toObject().value("criterion"_L1).toString(), u"speed"_s);
    const Run ru = pacenotes({u"--lang"_s, u"ru"_s, u"order"_s, u"-"_s}, json);
    QVERIFY(ru.json().value("reasons"_L1).toArray().first().toObject().value("explanation"_L1).toString().contains(u"передач"_s));
}

void tst_RefereeCli::orderErrors()
{
    const Run r = pacenotes({u"order"_s, u"-"_s}, R"({"game":"gt","cars":[{"id":"A"}]})");
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"cars[0]"_s));
}

void tst_RefereeCli::userCorrectionsApply()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(u"overrides.json"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"pacenotes-rules-overrides","formatVersion":1,"dashboards":{"gt":[{"class":"GT6","tyres":"asphalt","condition":"dry","dice":{"gear":6,"coast":3,"brake":3},"hazardLimit":4}]}})");
    f.close();
    const Run r = pacenotes({u"referee"_s, u"--overrides"_s, f.fileName(), u"-"_s}, kLegal);
    QCOMPARE(r.code, 0);
    const QJsonObject plan = r.json().value("verdict"_L1).toObject().value("plan"_L1).toObject();
    QCOMPARE(plan.value("hazardLimit"_L1).toInt(), 4);
    QCOMPARE(plan.value("diceAvailable"_L1).toObject().value("coast"_L1).toInt(), 3);
}

void tst_RefereeCli::brokenCorrectionsAreReportedNotFatal()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(u"overrides.json"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ broken");
    f.close();
    const Run r = pacenotes({u"referee"_s, u"--overrides"_s, f.fileName(), u"-"_s}, kLegal);
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.contains(u"overrides.json"_s));
    QCOMPARE(r.json().value("verdict"_L1).toObject().value("plan"_L1).toObject().value("hazardLimit"_L1).toInt(), 3);
}

void tst_RefereeCli::correctionsSavedByTheEditorApply()
{
    // What Tools ▸ Game Data… saves is what the referee reads, from the user's data folder.
    using Pacenotes::Game;
    using Pacenotes::GameDataItem;
    QTemporaryDir home;
    Pacenotes::GameDataDocument doc;
    doc.load(home.filePath(u"Pacenotes/Pacenotes/rules-overrides.json"_s));
    QVERIFY(doc.setValue(GameDataItem::dashboard(Game::GT, u"GT6"_s, u"asphalt"_s, u"dry"_s, u"hazardLimit"_s), 4));
    QVERIFY(doc.setValue(GameDataItem::dashboard(Game::GT, u"GT6"_s, u"asphalt"_s, u"dry"_s, u"coast"_s), 3));
    QString error;
    QVERIFY2(doc.save(&error), qPrintable(error));
    const Run r = pacenotes({u"referee"_s, u"-"_s}, kLegal, {u"XDG_DATA_HOME="_s + home.path()});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject plan = r.json().value("verdict"_L1).toObject().value("plan"_L1).toObject();
    QCOMPARE(plan.value("hazardLimit"_L1).toInt(), 4);
    QCOMPARE(plan.value("diceAvailable"_L1).toObject().value("coast"_L1).toInt(), 3);
    QCOMPARE(plan.value("diceAvailable"_L1).toObject().value("brake"_L1).toInt(), 3); // untouched: the rulebook's
    // Without the file, the built-in data.
    const Run plain = pacenotes({u"referee"_s, u"-"_s}, kLegal, {u"XDG_DATA_HOME="_s + home.filePath(u"empty"_s)});
    QCOMPARE(plain.json().value("verdict"_L1).toObject().value("plan"_L1).toObject().value("hazardLimit"_L1).toInt(), 3);
}

void tst_RefereeCli::helpListsTheCommands()
{
    const Run r = pacenotes({u"--help"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"referee"_s));
    QVERIFY(r.out.contains(u"order"_s));
    const Run h = pacenotes({u"referee"_s, u"--help"_s});
    QCOMPARE(h.code, 0);
    QVERIFY(h.out.contains(u"--overrides"_s));
}

QTEST_GUILESS_MAIN(tst_RefereeCli)
#include "tst_referee_cli.moc"
