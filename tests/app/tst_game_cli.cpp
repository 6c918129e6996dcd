// SPDX-License-Identifier: GPL-3.0-or-later
// `pacenotes game replay FILE [--json]` as a user runs it on a shared game log: every ruling and
// the final state, exit 0 when every action is accepted, 1 with the refused action and why,
// 2 for a log that cannot be read; Russian with --lang ru.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Run = Pacenotes::Test::CliRun;
using Pacenotes::Test::pacenotes;

QString data(const QString &name)
{
    return QStringLiteral(PACENOTES_TESTDATA "/games/") + name;
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class tst_GameCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return path;
    }

private slots:
    void replaysAGtRace();
    void replaysADirtStage();
    void jsonOutput();
    void refusedActionExitsOne();
    void unreadableLogExitsTwo_data();
    void unreadableLogExitsTwo();
    void russian();
    void usage();
};

void tst_GameCli::replaysAGtRace()
{
    const Run r = pacenotes({u"game"_s, u"replay"_s, data(u"gt-short.json"_s)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"Anna: 5 6 C (Flat Out) — Loss of Control on step 3 in gear 6: marker 00, 3 Damage tokens"_s),
             qPrintable(r.out));
    QVERIFY(r.out.contains(u"effect speed-limit:"_s));
    QVERIFY(r.out.contains(u"pit stop: tyre change"_s));
    QVERIFY(r.out.contains(u"effect return-to-track:"_s));
    QVERIFY(r.out.contains(u"GT rulebook, p. 17"_s));
    QVERIFY2(r.out.contains(u"Boris: finished, place 1; gear 4"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"Anna: racing; gear 1; damage 0 gear, 0 brake, 1 coast, 0 boost; Focus 7"_s));
    QVERIFY(r.err.isEmpty());
}

void tst_GameCli::replaysADirtStage()
{
    const Run r = pacenotes({u"game"_s, u"replay"_s, data(u"dirt-stage.json"_s)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(u"effect leader-dice:"_s));
    QVERIFY(r.out.contains(u"Crash card, 60 s"_s));
    // Σ Time cards − Second tokens (DIRT p. 20): 40 + 20 + 10 − 3 and 40 + 60 + 40.
    QVERIFY2(r.out.contains(u"Kayla: finished, place 1; gear 6; damage 0 gear, 0 brake, 0 coast, 0 boost; Seconds 3; stage time 1:07"_s),
             qPrintable(r.out));
    QVERIFY(r.out.contains(u"stage time 2:20"_s));
    // Overall times and positions come from the rally sheet's arithmetic (RallyStandings).
    QVERIFY2(r.out.contains(u"Overall after 1 stage:\n  1. Kayla 1:07\n  2. Joelle 2:20"_s), qPrintable(r.out));
    const Run j = pacenotes({u"game"_s, u"replay"_s, u"--json"_s, data(u"dirt-stage.json"_s)});
    QCOMPARE(j.code, 0);
    const QJsonArray standings = j.json().value("standings"_L1).toArray();
    QCOMPARE(standings.size(), 2);
    QCOMPARE(standings[1].toObject().value("overall"_L1).toInt(), 140);
    QCOMPARE(standings[1].toObject().value("position"_L1).toInt(), 2);
}

void tst_GameCli::jsonOutput()
{
    const Run r = pacenotes({u"game"_s, u"replay"_s, u"--json"_s, data(u"gt-short.json"_s)});
    QCOMPARE(r.code, 0);
    const QJsonObject j = r.json();
    QVERIFY(j.value("accepted"_L1).toBool());
    QVERIFY(j.value("refused"_L1).isNull());
    const QJsonArray actions = j.value("actions"_L1).toArray();
    QCOMPARE(actions.size(), 14);
    const QJsonObject loss = actions[5].toObject();
    QCOMPARE(loss.value("type"_L1).toString(), u"turn"_s);
    QCOMPARE(loss.value("round"_L1).toInt(), 2);
    QCOMPARE(loss.value("damage"_L1).toArray().size(), 3);
    bool speedLimit = false;
    for (const QJsonValue &v : loss.value("rulings"_L1).toArray())
        speedLimit = speedLimit || v.toObject().value("rule"_L1).toString() == "speed-limit"_L1;
    QVERIFY(speedLimit);
    const QJsonArray cars = j.value("state"_L1).toObject().value("cars"_L1).toArray();
    QCOMPARE(cars[1].toObject().value("finishPlace"_L1).toInt(), 1);
    QCOMPARE(cars[0].toObject().value("focus"_L1).toInt(), 7);
    QCOMPARE(cars[0].toObject().value("damage"_L1).toObject().value("coast"_L1).toInt(), 1);
    // The output is itself a log that replays the same.
    QJsonObject again{{u"format"_s, u"pacenotes-game-log"_s},
                      {u"formatVersion"_s, 1},
                      {u"setup"_s, readJson(data(u"gt-short.json"_s)).value("setup"_L1)},
                      {u"actions"_s, actions}};
    const Run r2 = pacenotes({u"game"_s, u"replay"_s, u"--json"_s, u"-"_s}, QJsonDocument(again).toJson());
    QCOMPARE(r2.code, 0);
    QCOMPARE(r2.json().value("state"_L1), j.value("state"_L1));
}

void tst_GameCli::refusedActionExitsOne()
{
    // Boris's first move skips a gear: refused with the rule that forbids it (GT p. 8).
    QJsonObject log = readJson(data(u"gt-short.json"_s));
    QJsonArray actions = log.value("actions"_L1).toArray();
    QJsonObject boris = actions[1].toObject();
    boris.insert(u"move"_s, QJsonObject{{u"steps"_s, QJsonArray{QJsonObject{{u"dice"_s, u"1"_s}}, QJsonObject{{u"dice"_s, u"3"_s}}}}});
    boris.insert(u"results"_s, QJsonArray{u"-"_s, u"-"_s});
    actions[1] = boris;
    log.insert(u"actions"_s, actions);
    const QString path = write(u"refused.json"_s, QJsonDocument(log).toJson());

    const Run r = pacenotes({u"game"_s, u"replay"_s, path});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains(u"Action 2 (turn) is refused: The planned move breaks the rules."_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"violation gear-chain:"_s));
    QVERIFY(r.out.contains(u"State after 1 action:"_s) || r.out.contains(u"State after 1 action(s):"_s));

    const Run j = pacenotes({u"game"_s, u"replay"_s, u"--json"_s, path});
    QCOMPARE(j.code, 1);
    const QJsonObject refused = j.json().value("refused"_L1).toObject();
    QCOMPARE(refused.value("index"_L1).toInt(), 1);
    QCOMPARE(refused.value("rulings"_L1).toArray().first().toObject().value("rule"_L1).toString(), u"gear-chain"_s);
    QCOMPARE(j.json().value("actions"_L1).toArray().size(), 1);
}

void tst_GameCli::unreadableLogExitsTwo_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QString>("message");
    QTest::newRow("not json") << QByteArray("{\"format\": ") << u"not valid JSON"_s;
    QTest::newRow("wrong format") << QByteArray(R"({"format": "pacenotes-track"})") << u"format"_s;
    const QJsonObject log = readJson(data(u"gt-short.json"_s));
    QJsonObject typo = log;
    QJsonArray actions = typo.value("actions"_L1).toArray();
    QJsonObject a = actions[1].toObject();
    a.insert(u"moov"_s, a.take(u"move"_s));
    actions[1] = a;
    typo.insert(u"actions"_s, actions);
    QTest::newRow("unknown field") << QJsonDocument(typo).toJson() << u"actions[1].moov: unknown field"_s;
    QJsonObject nobody = log;
    actions = log.value("actions"_L1).toArray();
    a = actions[1].toObject();
    a.insert(u"car"_s, u"Nobody"_s);
    actions[1] = a;
    nobody.insert(u"actions"_s, actions);
    QTest::newRow("unknown player") << QJsonDocument(nobody).toJson() << u"actions[1].car"_s;
    QJsonObject setup = log;
    QJsonObject s = setup.value("setup"_L1).toObject();
    s.insert(u"kind"_s, u"gt-solo"_s);
    setup.insert(u"setup"_s, s);
    QTest::newRow("solo with two players") << QJsonDocument(setup).toJson() << u"exactly one player"_s;
    // A die the car's class does not have, as the referee refuses it (the audit: a GT5 in 6th).
    QJsonObject gt5 = log;
    s = gt5.value("setup"_L1).toObject();
    QJsonArray players = s.value("players"_L1).toArray();
    QJsonObject boris = players[1].toObject();
    boris.insert(u"class"_s, u"GT5"_s);
    players[1] = boris;
    s.insert(u"players"_s, players);
    gt5.insert(u"setup"_s, s);
    actions = gt5.value("actions"_L1).toArray();
    a = actions[1].toObject(); // Boris: 1 2 3
    a.insert(u"move"_s, QJsonObject{{u"steps"_s, QJsonArray{QJsonObject{{u"dice"_s, u"1"_s}}, QJsonObject{{u"dice"_s, u"6"_s}}}}});
    actions[1] = a;
    gt5.insert(u"actions"_s, actions);
    QTest::newRow("Gear 6 die of a GT5") << QJsonDocument(gt5).toJson() << u"actions[1].move.steps[1].dice: the GT5 has no Gear 6 die"_s;
    actions = gt5.value("actions"_L1).toArray();
    a = actions[6].toObject(); // Boris's pit stop
    a.insert(u"pitStop"_s, QJsonObject{{u"choice"_s, u"tyres"_s}, {u"newTyres"_s, u"gravel"_s}});
    actions[6] = a;
    actions[1] = log.value("actions"_L1).toArray()[1];
    gt5.insert(u"actions"_s, actions);
    QTest::newRow("tyres the class has not") << QJsonDocument(gt5).toJson() << u"actions[6].pitStop.newTyres"_s;
}

void tst_GameCli::unreadableLogExitsTwo()
{
    QFETCH(QByteArray, log);
    QFETCH(QString, message);
    const Run r = pacenotes({u"game"_s, u"replay"_s, u"-"_s}, log);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    const Run missing = pacenotes({u"game"_s, u"replay"_s, m_dir.filePath(u"nowhere.json"_s)});
    QCOMPARE(missing.code, 2);
}

void tst_GameCli::russian()
{
    const Run r = pacenotes({u"--lang"_s, u"ru"_s, u"game"_s, u"replay"_s, data(u"gt-short.json"_s)});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"потеря управления"_s, Qt::CaseInsensitive), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"Раунд 1"_s), qPrintable(r.out));
}

void tst_GameCli::usage()
{
    const Run r = pacenotes({u"game"_s, u"rewind"_s, data(u"gt-short.json"_s)});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"game replay FILE"_s));
    const Run help = pacenotes({u"--help"_s});
    QVERIFY(help.out.contains(u"game"_s));
}

QTEST_GUILESS_MAIN(tst_GameCli)
#include "tst_game_cli.moc"
