// SPDX-License-Identifier: GPL-3.0-or-later
// `pacenotes championship standings` as users run it: docs/championship.md's example, exit codes,
// the bad input the issue lists (each named by its JSON path), Russian.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Pacenotes::Test::pacenotes;

namespace {
/// The first ```json block after `heading` in docs/championship.md.
QByteArray docsExample(const QString &heading)
{
    QFile f(QStringLiteral(PACENOTES_SOURCE_DIR "/docs/championship.md"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(f.readAll());
    const qsizetype at = text.indexOf(heading);
    const qsizetype start = text.indexOf(u"```json\n"_s, at);
    const qsizetype end = text.indexOf(u"\n```"_s, start + 8);
    return at < 0 || start < 0 || end < 0 ? QByteArray() : text.mid(start + 8, end - start - 8).toUtf8();
}
} // namespace

class tst_ChampionshipCli : public QObject
{
    Q_OBJECT
private slots:
    void docsExample()
    {
        const QByteArray json = ::docsExample(u"## 1. An example"_s);
        QVERIFY(!json.isEmpty());
        const auto r = pacenotes({u"championship"_s, u"standings"_s, u"--json"_s, u"-"_s}, json);
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        const QJsonArray rows = o.value(u"standings"_s).toArray();
        QCOMPARE(rows.size(), 3);
        // As the docs say: Ann 44, Bob 40, Cyd 33; Cyd's retirement takes the last place.
        QCOMPARE(rows[0].toObject().value(u"driver"_s).toString(), u"ann"_s);
        QCOMPARE(rows[0].toObject().value(u"points"_s).toInt(), 44);
        QCOMPARE(rows[1].toObject().value(u"points"_s).toInt(), 40);
        QCOMPARE(rows[2].toObject().value(u"points"_s).toInt(), 33);
        const QJsonArray monza = o.value(u"events"_s).toArray()[0].toObject().value(u"classification"_s).toArray();
        QCOMPARE(monza[2].toObject().value(u"driver"_s).toString(), u"cyd"_s);
        QCOMPARE(monza[2].toObject().value(u"place"_s).toInt(), 3);
        QVERIFY(monza[2].toObject().value(u"note"_s).toString().contains(u"p. 9"_s));
        QStringList start;
        for (const QJsonValue &v : o.value(u"nextStart"_s).toObject().value(u"order"_s).toArray())
            start << v.toObject().value(u"driver"_s).toString();
        QCOMPARE(start, QStringList({u"cyd"_s, u"bob"_s, u"ann"_s}));
        QCOMPARE(o.value(u"nextStart"_s).toObject().value(u"event"_s).toInt(), 3);

        // The same as text: the table, the order with reasons, the rules.
        const auto text = pacenotes({u"championship"_s, u"standings"_s, u"-"_s}, json);
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains(u"Winter Cup"_s));
        QVERIFY(text.out.contains(u"1. Cyd — 33 points"_s));
        QVERIFY(text.out.contains(u"Table 1"_s));
    }

    void fileArgument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"season.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(::docsExample(u"## 1. An example"_s));
        f.close();
        QCOMPARE(pacenotes({u"championship"_s, u"standings"_s, path}).code, 0);
        const auto missing = pacenotes({u"championship"_s, u"standings"_s, dir.filePath(u"none.json"_s)});
        QCOMPARE(missing.code, 2);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        const QByteArray d = R"("drivers": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}])";
        QTest::newRow("unknown driver") << QByteArray("{" + d + R"(, "events": [{"kind": "race", "results": [{"driver": "x", "place": 1}]}]})")
                                        << u"events[0].results[0].driver"_s;
        QTest::newRow("two in one place")
            << QByteArray("{" + d + R"(, "events": [{"kind": "race", "results": [{"driver": "a", "place": 2}, {"driver": "b", "place": 2}]}]})")
            << u"events[0].results[1].place"_s;
        QTest::newRow("beyond the field") << QByteArray("{" + d + R"(, "events": [{"kind": "race", "results": [{"driver": "a", "place": 5}]}]})")
                                          << u"events[0].results[0].place"_s;
        QTest::newRow("negative time")
            << QByteArray("{" + d + R"(, "rules": {"format": "rally-championship"}, "events": [{"kind": "rally", "stages": 1, "results": [{"driver": "a", "stages": [{"time": -3}]}]}]})")
            << u"events[0].results[0].stages[0].time"_s;
        QTest::newRow("impossible time")
            << QByteArray("{" + d + R"(, "rules": {"format": "climb-series"}, "events": [{"kind": "climb", "results": [{"driver": "a", "tries": ["2:61"]}]}]})")
            << u"events[0].results[0].tries[0]"_s;
        QTest::newRow("another game")
            << QByteArray("{" + d + R"(, "events": [{"kind": "race", "game": "dirt", "results": [{"driver": "a", "place": 1}]}]})")
            << u"events[0].game"_s;
        QTest::newRow("newer version") << QByteArray(R"({"formatVersion": 7, "drivers": []})") << u"formatVersion"_s;
        QTest::newRow("unknown field") << QByteArray("{" + d + R"(, "rule": {}})") << u"rule"_s;
    }

    void badInput()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        const auto r = pacenotes({u"championship"_s, u"standings"_s, u"--json"_s, u"-"_s}, json);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(u"championship standings: "_s + path + u": "_s), qPrintable(r.err));
    }

    void warningKeepsTheAnswer()
    {
        const QByteArray json = R"({"drivers": [{"id": "a"}, {"id": "b"}], "rules": {"points": [5, 6]},
            "events": [{"kind": "race", "results": [{"driver": "a", "place": 1}, {"driver": "b", "place": 2}]}]})";
        const auto r = pacenotes({u"championship"_s, u"standings"_s, u"--json"_s, u"-"_s}, json);
        QCOMPARE(r.code, 0);
        const QJsonArray warnings = r.json().value(u"warnings"_s).toArray();
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings[0].toObject().value(u"path"_s).toString(), u"rules.points[1]"_s);
        const auto text = pacenotes({u"championship"_s, u"standings"_s, u"-"_s}, json);
        QCOMPARE(text.code, 0);
        QVERIFY(text.err.contains(u"rules.points[1]"_s));
    }

    void usage()
    {
        QCOMPARE(pacenotes({u"championship"_s, u"--help"_s}).code, 0);
        QCOMPARE(pacenotes({u"championship"_s, u"standings"_s, u"--help"_s}).code, 0);
        QCOMPARE(pacenotes({u"championship"_s}).code, 2);
        QCOMPARE(pacenotes({u"championship"_s, u"table"_s}).code, 2);
        QCOMPARE(pacenotes({u"championship"_s, u"standings"_s}).code, 2);
        QVERIFY(pacenotes({u"--help"_s}).out.contains(u"championship"_s));
    }

    void russian()
    {
        const auto r = pacenotes({u"--lang"_s, u"ru"_s, u"championship"_s, u"standings"_s, u"-"_s}, ::docsExample(u"## 1. An example"_s));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(u"очк"_s), qPrintable(r.out));
        const auto bad = pacenotes({u"--lang"_s, u"ru"_s, u"championship"_s, u"standings"_s, u"-"_s},
                                   R"({"drivers": [{"id": "a"}], "events": [{"kind": "race", "results": [{"driver": "a", "place": 3}]}]})");
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(u"events[0].results[0].place: "_s), qPrintable(bad.err));
        QVERIFY2(bad.err.contains(QRegularExpression(u"[а-я]"_s)), qPrintable(bad.err));
    }
};

QTEST_GUILESS_MAIN(tst_ChampionshipCli)
#include "tst_championship_cli.moc"
