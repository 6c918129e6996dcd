// SPDX-License-Identifier: GPL-3.0-or-later
// The season's standings, each rule from the combined rules digest (Roger BW, "Rallyman GT/Dirt
// Combined Rules", cited as "the digest" with its page), and the checks of bad seasons.
#include "championship/championshipcheck.h"
#include "championship/championshipexport.h"
#include "championship/championshipimport.h"
#include "championship/championshipjson.h"
#include "championship/championshipstandings.h"
#include "championship/seasondata.h"
#include "game/gameaction.h"
#include "game/gamesetup.h"
#include "game/gamestate.h"
#include "i18n/translations.h"
#include "rules/rulesdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

Championship seasonOf(const QByteArray &json)
{
    QString error;
    const std::optional<Championship> s = ChampionshipJson::read(json, &error);
    if (!s)
        qFatal("season does not read: %s", qPrintable(error));
    return *s;
}

/// Drivers a, b, c… and one race with them finishing in the order given ("b,a,c").
QByteArray raceSeason(int drivers, const QList<QStringList> &races, const QByteArray &rules = "{}")
{
    QJsonArray ds;
    for (int i = 0; i < drivers; ++i)
        ds.append(QJsonObject{{u"id"_s, QString(QChar(u'a' + i))}});
    QJsonArray events;
    for (const QStringList &order : races) {
        QJsonArray results;
        for (int p = 0; p < order.size(); ++p)
            results.append(QJsonObject{{u"driver"_s, order[p]}, {u"place"_s, p + 1}});
        events.append(QJsonObject{{u"kind"_s, u"race"_s}, {u"results"_s, results}});
    }
    QJsonObject root{{u"drivers"_s, ds}, {u"events"_s, events}, {u"rules"_s, QJsonDocument::fromJson(rules).object()}};
    return QJsonDocument(root).toJson();
}

QStringList standingIds(const Championship &s, const ChampionshipStandings &st)
{
    QStringList out;
    for (const StandingRow &r : st.rows())
        out << s.drivers[r.driver].id;
    return out;
}

QStringList startIds(const Championship &s, const ChampionshipStandings &st)
{
    QStringList out;
    for (const StartPlace &p : st.nextStart().order)
        out << s.drivers[p.driver].id;
    return out;
}

int pointsOf(const Championship &s, const ChampionshipStandings &st, const QString &id)
{
    return st.rowOf(s.driverIndex(id))->points;
}

std::optional<qint64> timeOf(const Championship &s, const ChampionshipStandings &st, const QString &id)
{
    return st.rowOf(s.driverIndex(id))->time;
}

QString readError(const QByteArray &json)
{
    QString error;
    if (ChampionshipJson::read(json, &error))
        return u"(read)"_s;
    return error;
}

} // namespace

class tst_ChampionshipStandings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { Translations::install(u"en"_s); } // English plural forms

    void dataFile()
    {
        // resources/rules/championship-scoring.json reads and its first table is the digest's.
        QFile file(u":/rules/championship-scoring.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const std::optional<SeasonData> d = SeasonData::fromJson(file.readAll(), &error);
        QVERIFY2(d, qPrintable(error));
        // Digest p. 13, "Table 1: Points by place".
        QCOMPARE(d->defaultTable().points, QList<int>({25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0, 0}));
        QVERIFY(d->preset(u"10-8-6-5-4-3-2-1"_s));
        // Digest p. 13, "Auto Tour": 10× the place, or 30× as the author prefers.
        QCOMPARE(d->placeSeconds(), 10);
        QCOMPARE(d->placeSecondsAlternative(), 30);
        for (const PointsPreset &p : d->pointsTables())
            QVERIFY2(!p.provenance.sources.isEmpty(), qPrintable(p.id));
    }

    void pointsByPlace_data()
    {
        QTest::addColumn<QByteArray>("rules");
        QTest::addColumn<int>("drivers");
        QTest::addColumn<QList<int>>("points");
        // Digest p. 13, Table 1, the default: 25 18 15 12 10 8 6 4 2 1 0 0.
        QTest::newRow("table 1, 12 drivers") << QByteArray("{}") << 12 << QList<int>{25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0, 0};
        // Places beyond the table score nothing.
        QTest::newRow("table 1, 14 drivers") << QByteArray("{}") << 14 << QList<int>{25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0, 0, 0, 0};
        QTest::newRow("preset 10-8-6") << QByteArray(R"({"points": "10-8-6-5-4-3-2-1"})") << 9
                                       << QList<int>{10, 8, 6, 5, 4, 3, 2, 1, 0};
        QTest::newRow("custom") << QByteArray(R"({"points": [9, 6, 4, 3, 2, 1]})") << 4 << QList<int>{9, 6, 4, 3};
        QTest::newRow("table as preset id") << QByteArray(R"({"points": "table-1"})") << 3 << QList<int>{25, 18, 15};
    }

    void pointsByPlace()
    {
        QFETCH(QByteArray, rules);
        QFETCH(int, drivers);
        QFETCH(QList<int>, points);
        QStringList order;
        for (int i = 0; i < drivers; ++i)
            order << QString(QChar(u'a' + i));
        const Championship s = seasonOf(raceSeason(drivers, {order}, rules));
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        for (int i = 0; i < drivers; ++i)
            QCOMPARE(pointsOf(s, st, order[i]), points[i]);
        QCOMPARE(standingIds(s, st).first(), u"a"_s);
    }

    void raceRetirementsTakeTheLastPlaces()
    {
        // Digest p. 9, "Retirement": a retired driver takes last place; a later retirement is one
        // place ahead of an earlier one. b retired first, d later: d is 3rd, b 4th.
        const Championship s = seasonOf(R"({"drivers": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}],
            "events": [{"kind": "race", "results": [
                {"driver": "a", "place": 2}, {"driver": "b", "retired": true, "retiredOrder": 1},
                {"driver": "c", "place": 1}, {"driver": "d", "retired": true, "retiredOrder": 2}]}]})");
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        const EventClassification &ec = st.events().first();
        QCOMPARE(ec.lines.size(), 4);
        QCOMPARE(s.drivers[ec.lines[2].driver].id, u"d"_s);
        QCOMPARE(ec.lines[2].place, 3);
        QCOMPARE(s.drivers[ec.lines[3].driver].id, u"b"_s);
        QCOMPARE(ec.lines[3].place, 4);
        QVERIFY(ec.lines[3].retired);
        QVERIFY(ec.lines[3].note.contains(u"p. 9"_s));
        // Table 1 pays the places the retirements take.
        QCOMPARE(pointsOf(s, st, u"d"_s), 15);
        QCOMPARE(pointsOf(s, st, u"b"_s), 12);
        QCOMPARE(standingIds(s, st), QStringList({u"c"_s, u"a"_s, u"d"_s, u"b"_s}));

        // The same race written with the retired drivers' places instead of their order.
        const Championship byPlace = seasonOf(R"({"drivers": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}],
            "events": [{"kind": "race", "results": [
                {"driver": "a", "place": 2}, {"driver": "b", "retired": true, "place": 4},
                {"driver": "c", "place": 1}, {"driver": "d", "retired": true, "place": 3}]}]})");
        QCOMPARE(standingIds(byPlace, ChampionshipStandings::compute(byPlace)), standingIds(s, st));
        QCOMPARE(ChampionshipStandings::compute(byPlace).events().first().lines[3].note, ec.lines[3].note);
    }

    void rallyTotalTimeWithRetirement()
    {
        // Digest p. 13, "Rally Races": stage times add up, the lowest total wins. Digest p. 9: a
        // retirement is one minute slower than the slowest driver who finished that stage.
        const Championship s = seasonOf(R"({"rules": {"format": "rally-championship"},
            "drivers": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
            "events": [{"kind": "rally", "stages": 2, "results": [
                {"driver": "a", "stages": ["3:00", "4:00"]},
                {"driver": "b", "stages": ["3:20", "3:30"]},
                {"driver": "c", "stages": ["retired", "3:50"]}]}]})");
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        const EventClassification &ec = st.events().first();
        QVERIFY(ec.complete);
        // a 7:00, b 6:50, c 3:20 + 1:00 + 3:50 = 8:10.
        QCOMPARE(ec.lineOf(s.driverIndex(u"b"_s))->time, 410);
        QCOMPARE(ec.lineOf(s.driverIndex(u"a"_s))->time, 420);
        QCOMPARE(ec.lineOf(s.driverIndex(u"c"_s))->time, 490);
        QVERIFY(ec.lineOf(s.driverIndex(u"c"_s))->retired);
        QCOMPARE(standingIds(s, st), QStringList({u"b"_s, u"a"_s, u"c"_s}));
        QCOMPARE(pointsOf(s, st, u"b"_s), 25);
        QCOMPARE(timeOf(s, st, u"c"_s), 490);
        // The next rally starts by total time, lowest first (the rally championship's default).
        QCOMPARE(st.nextStart().rule, StartOrderRule::LowestTimeFirst);
        QCOMPARE(startIds(s, st), QStringList({u"b"_s, u"a"_s, u"c"_s}));

        // Without "stages" the rally has as many as its results give; results that disagree are refused.
        const Championship unlisted = seasonOf(R"({"rules": {"format": "rally-championship"}, "drivers": [{"id": "a"}, {"id": "b"}],
            "events": [{"kind": "rally", "results": [{"driver": "a", "stages": ["3:00", "4:00"]}, {"driver": "b", "stages": ["retired", 200]}]}]})");
        QCOMPARE(unlisted.events.first().stages.size(), 2);
        // b: 3:00 + 1:00 (retired from stage 1) + 3:20 = 7:20; a 7:00.
        QCOMPARE(timeOf(unlisted, ChampionshipStandings::compute(unlisted), u"b"_s), 440);
        const QString error = readError(R"({"rules": {"format": "rally-championship"}, "drivers": [{"id": "a"}, {"id": "b"}],
            "events": [{"kind": "rally", "results": [{"driver": "a", "stages": [100, 200]}, {"driver": "b", "stages": [100]}]}]})");
        QVERIFY2(error.startsWith(u"events[0].results[1].stages: "_s), qPrintable(error));
    }

    void rallyInProgressGivesTheNextStage()
    {
        // Digest p. 13, "Rally Races": the next stage starts by the total so far, lowest first.
        const Championship s = seasonOf(R"({"rules": {"format": "rally-championship"},
            "drivers": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
            "events": [{"kind": "rally", "stages": 3, "results": [
                {"driver": "a", "stages": ["3:00", "4:00", null]},
                {"driver": "b", "stages": ["3:20", "3:30", {}]},
                {"driver": "c", "stages": ["2:50", "4:10", null]}]}]})");
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        QVERIFY(!st.events().first().complete);
        QCOMPARE(st.completeEvents(), 0);
        QCOMPARE(st.nextStart().kind, NextStart::Kind::NextStage);
        QCOMPARE(st.nextStart().stage, 2);
        // Stage 2 started c (2:50), a (3:00), b (3:20). Now b 6:50, c 7:00, a 7:00: a and c are
        // equal and keep the order they started stage 2 in (RallyStandings; the books are silent).
        QCOMPARE(startIds(s, st), QStringList({u"b"_s, u"c"_s, u"a"_s}));
        QVERIFY(st.nextStart().order[0].reason.contains(u"6:50"_s));
        QVERIFY(st.nextStart().order[2].reason.contains(u"equal"_s));
        QVERIFY(st.nextStart().explanation.contains(u"p. 13"_s));
    }

    void climbBestOfThree()
    {
        // Digest p. 13, "Climbs": each driver's time is the lowest of the three tries; a driver
        // who finished no try is treated as a rally retirement (digest p. 9): slowest + 1:00.
        const Championship s = seasonOf(R"({"rules": {"format": "climb-series"},
            "drivers": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
            "events": [{"kind": "climb", "results": [
                {"driver": "a", "tries": ["2:10", "2:05", "retired"]},
                {"driver": "b", "tries": ["2:00", "2:30"]},
                {"driver": "c", "tries": ["retired", "retired", "retired"]}]}]})");
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        const EventClassification &ec = st.events().first();
        QCOMPARE(ec.lineOf(0)->time, 125);
        QCOMPARE(ec.lineOf(0)->bestTry, 1);
        QCOMPARE(ec.lineOf(1)->time, 120);
        QCOMPARE(ec.lineOf(2)->time, 125 + 60);
        QVERIFY(ec.lineOf(2)->retired);
        QCOMPARE(standingIds(s, st), QStringList({u"b"_s, u"a"_s, u"c"_s}));
    }

    void autoTourAddsTimesAndPlaceSeconds_data()
    {
        QTest::addColumn<QByteArray>("rules");
        QTest::addColumn<int>("perPlace");
        // Digest p. 13, "Auto Tour": 10 s × the finishing place; the author's 30 s.
        QTest::newRow("10 s") << QByteArray(R"({"format": "auto-tour"})") << 10;
        QTest::newRow("30 s") << QByteArray(R"({"format": "auto-tour", "placeSeconds": 30})") << 30;
    }

    void autoTourAddsTimesAndPlaceSeconds()
    {
        QFETCH(QByteArray, rules);
        QFETCH(int, perPlace);
        const Championship s = seasonOf(R"({"rules": )" + rules + R"(,
            "drivers": [{"id": "a", "car": "GT6"}, {"id": "b", "car": "R5"}],
            "events": [
              {"kind": "rally", "stages": 1, "results": [{"driver": "a", "stages": ["5:00"]}, {"driver": "b", "stages": ["5:15"]}]},
              {"kind": "race", "results": [{"driver": "b", "place": 1}, {"driver": "a", "place": 2}]}]})");
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        QCOMPARE(st.scoring(), Scoring::Time);
        QCOMPARE(timeOf(s, st, u"a"_s), 300 + 2 * perPlace);
        QCOMPARE(timeOf(s, st, u"b"_s), 315 + 1 * perPlace);
        // The lowest total starts the next race first.
        const QStringList expected = 300 + 2 * perPlace < 315 + perPlace ? QStringList{u"a"_s, u"b"_s} : QStringList{u"b"_s, u"a"_s};
        QCOMPARE(startIds(s, st), expected);
        QCOMPARE(standingIds(s, st), expected);
        QVERIFY(st.nextStart().explanation.contains(u"Auto Tour"_s));
        // The rules say which seconds are in force: the digest's 10, or the organiser's choice (its author's 30).
        const QString summary = ChampionshipText::rulesSummary(s).join(u'\n');
        QVERIFY2(summary.contains(perPlace == 10 ? u"the digest also suggests 30 s"_s : u"the organiser's choice"_s), qPrintable(summary));
        QVERIFY2(!summary.contains(perPlace == 10 ? u"the organiser's choice"_s : u"also suggests"_s), qPrintable(summary));
    }

    void autoTourKeepsTheCar()
    {
        // Digest p. 13, "Auto Tour": each player uses one car for the whole series.
        const QString error = readError(R"({"rules": {"format": "auto-tour"}, "drivers": [{"id": "a", "car": "GT6"}],
            "events": [{"kind": "race", "results": [{"driver": "a", "car": "GT5", "place": 1}]}]})");
        QVERIFY2(error.startsWith(u"events[0].results[0].car: "_s), qPrintable(error));
    }

    void brdcLowestPointsFirst()
    {
        // Digest p. 13, "GT, Ice and RX races": the next race may start with the lowest point total
        // first (Rallyman BRDC).
        const Championship s = seasonOf(raceSeason(3, {{u"a"_s, u"b"_s, u"c"_s}}, R"({"startOrder": "lowest-points-first"})"));
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        QCOMPARE(startIds(s, st), QStringList({u"c"_s, u"b"_s, u"a"_s}));
        QCOMPARE(st.nextStart().order[0].reason, u"15 points"_s);
        QVERIFY(st.nextStart().explanation.contains(u"BRDC"_s));
    }

    void drawnOrderIsNotInvented()
    {
        // Digest p. 3, "Play": the starting order is typically drawn at random.
        const Championship s = seasonOf(raceSeason(3, {{u"a"_s, u"b"_s, u"c"_s}}));
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        QVERIFY(st.nextStart().drawn);
        QVERIFY(st.nextStart().order.isEmpty());
        QVERIFY(st.nextStart().explanation.contains(u"p. 3"_s));
        // Before any result, even BRDC draws the first order.
        const Championship empty = seasonOf(R"({"rules": {"startOrder": "lowest-points-first"}, "drivers": [{"id": "a"}]})");
        QVERIFY(ChampionshipStandings::compute(empty).nextStart().drawn);
    }

    void tieBreaks_data()
    {
        QTest::addColumn<QByteArray>("rules");
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<bool>("shared");
        // Two races: a wins one and is 3rd in the other (25 + 15 = 40), b is 2nd twice (36)…
        // Make a and b equal: a 1st + 4th (25 + 12 = 37)? Use a custom table for exact ties:
        // points [3, 2, 1]: race 1 a, b, c; race 2 b, c, a → a 4, b 5, c 3; race 3 c, a, b → a 6, b 6, c 6.
        // Most wins: one each → still equal; the better result in the latest race: c, a, b.
        QTest::newRow("most wins, then latest") << QByteArray(R"({"points": [3, 2, 1]})") << QStringList{u"c"_s, u"a"_s, u"b"_s} << false;
        QTest::newRow("latest result only") << QByteArray(R"({"points": [3, 2, 1], "tieBreaks": ["best-last-result"]})")
                                            << QStringList{u"c"_s, u"a"_s, u"b"_s} << false;
        QTest::newRow("none: shared") << QByteArray(R"({"points": [3, 2, 1], "tieBreaks": []})") << QStringList{u"a"_s, u"b"_s, u"c"_s}
                                      << true;
        QTest::newRow("countback: equal") << QByteArray(R"({"points": [3, 2, 1], "tieBreaks": ["countback"]})")
                                          << QStringList{u"a"_s, u"b"_s, u"c"_s} << true;
    }

    void tieBreaks()
    {
        QFETCH(QByteArray, rules);
        QFETCH(QStringList, order);
        QFETCH(bool, shared);
        const Championship s = seasonOf(raceSeason(3, {{u"a"_s, u"b"_s, u"c"_s}, {u"b"_s, u"c"_s, u"a"_s}, {u"c"_s, u"a"_s, u"b"_s}}, rules));
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        QCOMPARE(pointsOf(s, st, u"a"_s), 6);
        QCOMPARE(pointsOf(s, st, u"c"_s), 6);
        QCOMPARE(standingIds(s, st), order);
        QCOMPARE(st.rows()[1].sharedPosition, shared);
        QCOMPARE(st.rows()[2].position, shared ? 1 : 3);
        QCOMPARE(st.ties().size(), 2);
        QVERIFY(st.ties().first().contains(shared ? u"share place 1"_s : u"ahead of"_s));
        // A tie-break that left them equal is said too, before the one that decided.
        if (QLatin1StringView(QTest::currentDataTag()) == "most wins, then latest"_L1)
            QVERIFY2(st.ties().first().contains(u"equal on most wins, then the latest event they differ in"_s), qPrintable(st.ties().first()));
        // The tie-break used is said in words.
        QVERIFY(!st.rows()[0].tieNote.isEmpty());
        QVERIFY(st.notes().first().contains(u"no tie-break"_s));
    }

    void mostWinsSplits()
    {
        // Points 3-2-1-0: a 3 + 1 = 4, b 2 + 2 = 4; most wins puts a (one) ahead of b (none).
        const Championship s = seasonOf(raceSeason(4, {{u"a"_s, u"b"_s, u"d"_s, u"c"_s}, {u"c"_s, u"b"_s, u"a"_s, u"d"_s}},
                                                   R"({"points": [3, 2, 1, 0]})"));
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        QCOMPARE(standingIds(s, st), QStringList({u"a"_s, u"b"_s, u"c"_s, u"d"_s}));
        QVERIFY2(st.rows()[0].tieNote.contains(u"wins: 1 to 0"_s), qPrintable(st.rows()[0].tieNote));
        QVERIFY2(st.rows()[1].tieNote.contains(u"behind"_s), qPrintable(st.rows()[1].tieNote));
        QCOMPARE(st.rows()[1].position, 2);
        QVERIFY(!st.rows()[1].sharedPosition);
        QCOMPARE(st.ties(), QStringList{u"a ahead of b, both on 4 points: wins: 1 to 0"_s});
    }

    void droppedResults()
    {
        // Best 2 of 3 (the organiser's option): a 25 + 25 + 0 (missed) = 50, b 18 + 18 + 25.
        const Championship s = seasonOf(raceSeason(2, {{u"a"_s, u"b"_s}, {u"a"_s, u"b"_s}, {u"b"_s}}, R"({"countBest": 2})"));
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        QCOMPARE(pointsOf(s, st, u"a"_s), 50);
        QCOMPARE(pointsOf(s, st, u"b"_s), 43);
        const StandingRow *b = st.rowOf(s.driverIndex(u"b"_s));
        QCOMPARE(b->allPoints, 61);
        QVERIFY(b->cells[0].dropped);
        QVERIFY(!b->cells[2].dropped);
        QVERIFY(st.rowOf(0)->cells[2].dropped); // the missed event goes first
        QCOMPARE(st.rows()[1].gap, 7);
    }

    void powerStageAndHandBonus()
    {
        const Championship s = seasonOf(R"({"rules": {"format": "rally-championship", "powerStage": [3, 2, 1]},
            "drivers": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
            "events": [{"kind": "rally", "stages": 2, "results": [
                {"driver": "a", "stages": ["3:00", "4:00"]},
                {"driver": "b", "stages": ["3:20", "3:30"], "bonus": 1, "bonusReason": "fair play"},
                {"driver": "c", "stages": ["3:10", "3:40"]}]}]})");
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        // b 6:50 25 + fastest last stage 3 + 1; c 6:50 too (equal time: shares 1st, 25) + 2; a 7:00 15 + 1.
        QCOMPARE(pointsOf(s, st, u"b"_s), 29);
        QCOMPARE(pointsOf(s, st, u"c"_s), 27);
        QCOMPARE(pointsOf(s, st, u"a"_s), 16);
        QVERIFY(!st.events().first().notes.isEmpty());
    }

    void teams()
    {
        const Championship s = seasonOf(R"({"drivers": [{"id": "a", "team": "red"}, {"id": "b", "team": "blue"},
              {"id": "c", "team": "red"}, {"id": "d", "team": "blue"}],
            "teams": [{"id": "red", "name": "Red"}, {"id": "blue", "name": "Blue"}],
            "events": [{"kind": "race", "results": [{"driver": "a", "place": 1}, {"driver": "b", "place": 2},
              {"driver": "d", "place": 3}, {"driver": "c", "place": 4}]}]})");
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        QCOMPARE(st.teams().size(), 2);
        QCOMPARE(s.teams[st.teams()[0].team].id, u"red"_s); // 25 + 12 = 37 against 18 + 15 = 33
        QCOMPARE(st.teams()[0].points, 37);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        const QByteArray drivers = R"("drivers": [{"id": "a"}, {"id": "b"}, {"id": "c"}])";
        const auto race = [&](const QByteArray &results) {
            return "{" + drivers + R"(, "events": [{"kind": "race", "results": [)" + results + "]}]}";
        };
        const auto rally = [&](const QByteArray &results) {
            return R"({"rules": {"format": "rally-championship"}, )" + drivers + R"(, "events": [{"kind": "rally", "stages": 1, "results": [)"
                   + results + "]}]}";
        };
        QTest::newRow("unknown driver") << race(R"({"driver": "a", "place": 1}, {"driver": "zed", "place": 2})")
                                        << u"events[0].results[1].driver"_s;
        QTest::newRow("two in one place") << race(R"({"driver": "a", "place": 1}, {"driver": "b", "place": 1})")
                                          << u"events[0].results[1].place"_s;
        QTest::newRow("beyond the field") << race(R"({"driver": "a", "place": 1}, {"driver": "b", "place": 3})")
                                          << u"events[0].results[1].place"_s;
        QTest::newRow("gap") << race(R"({"driver": "a", "place": 1}, {"driver": "b", "place": 3}, {"driver": "c", "retired": true})")
                             << u"events[0].results[1].place"_s;
        QTest::newRow("same driver twice") << race(R"({"driver": "a", "place": 1}, {"driver": "a", "place": 2})")
                                           << u"events[0].results[1].driver"_s;
        QTest::newRow("retired in a finisher's place")
            << race(R"({"driver": "a", "place": 1}, {"driver": "b", "place": 2}, {"driver": "c", "place": 2, "retired": true})")
            << u"events[0].results[2].place"_s;
        QTest::newRow("retired place against order")
            << race(R"({"driver": "a", "place": 1}, {"driver": "b", "place": 2, "retired": true, "retiredOrder": 1}, {"driver": "c", "retired": true})")
            << u"events[0].results[1].retiredOrder"_s;
        QTest::newRow("retirement order") << race(R"({"driver": "a", "place": 1}, {"driver": "b", "retired": true}, {"driver": "c", "retired": true})")
                                          << u"events[0].results[1].retiredOrder"_s;
        QTest::newRow("negative time") << rally(R"({"driver": "a", "stages": [-5]})") << u"events[0].results[0].stages[0].time"_s;
        QTest::newRow("75 seconds") << rally(R"({"driver": "a", "stages": ["1:75"]})") << u"events[0].results[0].stages[0]"_s;
        QTest::newRow("a day") << rally(R"({"driver": "a", "stages": [90000]})") << u"events[0].results[0].stages[0].time"_s;
        QTest::newRow("fraction") << rally(R"({"driver": "a", "stages": [{"time": 12.5}]})") << u"events[0].results[0].stages[0].time"_s;
        QTest::newRow("retired with time") << rally(R"({"driver": "a", "stages": [{"time": 100, "retired": true}]})")
                                           << u"events[0].results[0].stages[0].time"_s;
        QTest::newRow("stage count") << rally(R"({"driver": "a", "stages": ["1:00", "2:00"]})") << u"events[0].results[0].stages"_s;
        QTest::newRow("another game") << QByteArray("{" + drivers + R"(, "game": "gt", "events": [{"kind": "race", "game": "dirt", "results": [{"driver": "a", "place": 1}]}]})")
                                      << u"events[0].game"_s;
        QTest::newRow("rally in a race series") << QByteArray("{" + drivers + R"(, "events": [{"kind": "rally", "stages": 1, "results": [{"driver": "a", "stages": ["1:00"]}]}]})")
                                                << u"events[0].kind"_s;
        QTest::newRow("newer file") << QByteArray(R"({"format": "pacenotes-championship", "formatVersion": 2, "drivers": [{"id": "a"}], "future": 1})")
                                    << u"formatVersion"_s;
        QTest::newRow("unknown field") << QByteArray("{" + drivers + R"(, "event": []})") << u"event"_s;
        QTest::newRow("no drivers") << QByteArray(R"({"events": []})") << u"drivers"_s;
        QTest::newRow("points negative") << QByteArray("{" + drivers + R"(, "rules": {"points": [10, -1]}})") << u"rules.points[1]"_s;
        QTest::newRow("unknown preset") << QByteArray("{" + drivers + R"(, "rules": {"points": "f1"}})") << u"rules.points"_s;
        QTest::newRow("bonus by time") << QByteArray("{" + drivers + R"(, "rules": {"format": "auto-tour", "powerStage": [3]}})")
                                       << u"rules.powerStage"_s;
        QTest::newRow("team of one") << QByteArray(R"({"drivers": [{"id": "a", "team": "t"}], "teams": [{"id": "t"}]})") << u"teams[0]"_s;
        QTest::newRow("not json") << QByteArray("{drivers") << QString();
    }

    void badInput()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        const QString error = readError(json);
        QVERIFY2(error != u"(read)"_s, "a bad season was read");
        if (!path.isEmpty())
            QVERIFY2(error.startsWith(path + u": "_s), qPrintable(error));
    }

    void risingTableIsAWarning()
    {
        QString error;
        SeasonProblems warnings;
        const std::optional<Championship> s =
            ChampionshipJson::read(R"({"drivers": [{"id": "a"}], "rules": {"points": [10, 8, 9, 1]}})", &error, &warnings);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings.first().path, u"rules.points[2]"_s);
        QVERIFY(warnings.first().warning);
    }

    void jsonRoundTrip()
    {
        const Championship s = seasonOf(R"({"name": "Winter Cup", "rules": {"format": "auto-tour", "placeSeconds": 30},
            "drivers": [{"id": "a", "name": "Ann", "car": "GT6"}, {"id": "b", "name": "Bob", "car": "GT6"}],
            "events": [
              {"name": "Col", "date": "2026-01-10", "kind": "rally", "checkpoints": true, "stages": [{"name": "SS1", "assistance": true}],
               "source": {"kind": "app", "session": "abc", "title": "Col"},
               "results": [{"driver": "a", "stages": [{"time": "5:00", "penalty": 2}]}, {"driver": "b", "stages": ["retired"]}]},
              {"kind": "climb", "results": [{"driver": "a", "tries": ["2:00"]}, {"driver": "b", "tries": ["2:10"]}]}]})");
        const QByteArray written = QJsonDocument(ChampionshipJson::write(s)).toJson();
        const Championship again = seasonOf(written);
        QCOMPARE(again, s);
        QCOMPARE(again.events[0].entries[0].stages[0].penaltyTokens, 2);
        QVERIFY(again.events[0].source.fromApp);
    }

    void standingsJson()
    {
        const QByteArray json = raceSeason(3, {{u"a"_s, u"b"_s, u"c"_s}}, R"({"startOrder": "lowest-points-first"})");
        QString error;
        const std::optional<QJsonObject> o = ChampionshipJson::answer(json, &error);
        QVERIFY2(o, qPrintable(error));
        const QJsonArray rows = o->value(u"standings"_s).toArray();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[0].toObject().value(u"driver"_s).toString(), u"a"_s);
        QCOMPARE(rows[0].toObject().value(u"points"_s).toInt(), 25);
        QCOMPARE(rows[1].toObject().value(u"gap"_s).toInt(), 7);
        const QJsonObject next = o->value(u"nextStart"_s).toObject();
        QCOMPARE(next.value(u"order"_s).toArray()[0].toObject().value(u"driver"_s).toString(), u"c"_s);
        QCOMPARE(next.value(u"event"_s).toInt(), 2);
        QVERIFY(!o->value(u"rules"_s).toObject().value(u"summary"_s).toArray().isEmpty());
    }

    void exports()
    {
        const Championship s = seasonOf(R"({"name": "Cup", "drivers": [{"id": "a", "name": "Ann"}, {"id": "b", "name": "Bob|x"}],
            "rules": {"startOrder": "lowest-points-first"},
            "events": [{"name": "Monza", "kind": "race", "results": [{"driver": "a", "place": 1}, {"driver": "b", "place": 2}]}]})");
        const ChampionshipStandings st = ChampionshipStandings::compute(s);
        const QString md = ChampionshipExport::markdown(s, st);
        QVERIFY(md.contains(u"| Pos | Driver | Monza | Points | Gap |"_s));
        QVERIFY(md.contains(u"| 2 | Bob\\|x | 18 | 18 | −7 |"_s));
        QVERIFY(md.contains(u"1. Bob|x — 18 points"_s));
        const QString text = ChampionshipExport::plainText(s, st);
        QVERIFY(text.contains(u"Ann"_s));
        QVERIFY(text.contains(u"Table 1"_s));
        const QByteArray csv = ChampionshipExport::csv(s, st);
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        QVERIFY(csv.contains("1,Ann,25,25,\r\n"));
    }

    void importsAGtRace()
    {
        const RulesData &data = RulesData::builtin();
        GameSetup setup = GameSetup::defaults(GameKind::GtRace, 4, data);
        setup.title = u"Monza"_s;
        GameState state = GameState::initial(setup, data);
        state.finishOrder = {2, 0};
        state.cars[1].status = CarStatus::Retired;
        state.cars[3].status = CarStatus::Retired;
        QList<GameAction> log;
        GameAction first;
        first.input = RetireInput{3};
        first.car = 3;
        GameAction second;
        second.input = RetireInput{1};
        second.car = 1;
        log << first << second;
        QString error;
        const std::optional<ChampionshipEvent> ev = ChampionshipImport::fromGame(setup, state, log, u"uuid-1"_s, &error);
        QVERIFY2(ev, qPrintable(error));
        QCOMPARE(ev->kind, EventKind::Race);
        QCOMPARE(ev->entries[2].place, 1);
        QCOMPARE(ev->entries[0].place, 2);
        QCOMPARE(ev->entries[3].retiredOrder, 1); // retired first: last place
        QCOMPARE(ev->entries[1].retiredOrder, 2);
        QVERIFY(ev->source.fromApp);

        Championship season;
        season.rules = SeasonRules::defaults(SeasonFormat::RaceSeries);
        season.drivers = {{u"p1"_s, setup.players[0].name, {}, {}}};
        QList<ChampionshipDriver> added;
        const ChampionshipEvent matched = ChampionshipImport::matchDrivers(season, *ev, &added);
        QCOMPARE(matched.entries[0].driver, u"p1"_s);
        QCOMPARE(added.size(), 3);
        season.drivers += added;
        season.events.append(matched);
        QVERIFY2(!ChampionshipCheck::hasErrors(ChampionshipCheck::problems(season)), qPrintable(ChampionshipCheck::firstError(ChampionshipCheck::problems(season))));
        const ChampionshipStandings st = ChampionshipStandings::compute(season);
        QCOMPARE(st.events()[0].lineOf(season.driverIndex(matched.entries[3].driver))->place, 4);

        // A race ended before every car finished cannot be classified from the game.
        state.cars[3].status = CarStatus::Racing;
        QVERIFY(!ChampionshipImport::fromGame(setup, state, {}, u"uuid-2"_s, &error));
        QVERIFY(error.contains(setup.players[3].name));
    }

    void importsADirtRally()
    {
        const RulesData &data = RulesData::builtin();
        GameSetup setup = GameSetup::defaults(GameKind::DirtRally, 2, data, 2);
        setup.grid = {1, 0};
        GameState state = GameState::initial(setup, data);
        StageRecord r;
        r.time = 200;
        state.cars[0].stages = {r};
        StageRecord ret;
        ret.retired = true;
        state.cars[1].stages = {ret};
        QString error;
        const std::optional<ChampionshipEvent> ev = ChampionshipImport::fromGame(setup, state, {}, u"u"_s, &error);
        QVERIFY2(ev, qPrintable(error));
        QCOMPARE(ev->kind, EventKind::Rally);
        QCOMPARE(ev->stages.size(), 2);
        QCOMPARE(ev->entries[0].driver, setup.players[1].name); // the grid's order
        QVERIFY(ev->entries[0].stages[0].retired);
        QCOMPARE(ev->entries[1].stages[0].time, 200);
        QVERIFY(ev->entries[1].stages[1].isEmpty());

        GameSetup solo = GameSetup::defaults(GameKind::GtSolo, 1, data);
        QVERIFY(!ChampionshipImport::fromGame(solo, GameState::initial(solo, data), {}, u"s"_s, &error));
    }
};

QTEST_GUILESS_MAIN(tst_ChampionshipStandings)
#include "tst_championshipstandings.moc"
