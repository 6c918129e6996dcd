// SPDX-License-Identifier: GPL-3.0-or-later
// `pacenotes layout` as users run it: the real binary, text and JSON output, --out files that
// `pacenotes validate` accepts, and bad input.
#include "clirun.h"
#include "solverhelpers.h"
#include "trackbuilder.h"

#include "io/trackfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

using Run = Pacenotes::Test::CliRun;
using Pacenotes::Test::pacenotes;

const QString kTrack1 = u"101a,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s;
const QString kRally1 = u"201a,202a,203a,205a,208a,210b,213a,216a,217a,219a,227a"_s;

} // namespace

class tst_LayoutCli : public QObject
{
    Q_OBJECT
private slots:
    void circuitJson();
    void circuitText();
    void stageBestAndAll();
    void outFileValidates();
    void fromTrackFile();
    void keepsPlacedTiles();
    void tableAndTileSize();
    void rankAndSubset();
    void noLayout();
    void longListStopsAtTheTimeLimit();
    void badInput_data();
    void badInput();
    void russian();

private:
    QTemporaryDir m_dir;
};

void tst_LayoutCli::circuitJson()
{
    const Run r = pacenotes({u"layout"_s, u"--tiles"_s, kTrack1, u"--json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject j = r.json();
    QCOMPARE(j.value(u"status"_s).toString(), u"solved"_s);
    QCOMPARE(j.value(u"kind"_s).toString(), u"circuit"_s);
    QCOMPARE(j.value(u"game"_s).toString(), u"gt"_s);
    QCOMPARE(j.value(u"shapes"_s).toInteger(), 26296);
    QCOMPARE(j.value(u"countExact"_s).toBool(), true);
    QCOMPARE(j.value(u"shapesUpToSymmetry"_s).toInteger(), 6582);
    QCOMPARE(j.value(u"tileWidthAssumed"_s).toBool(), true);
    const QJsonArray layouts = j.value(u"layouts"_s).toArray();
    QCOMPARE(layouts.size(), 5);
    double previous = 0;
    for (const QJsonValue &v : layouts) {
        const QJsonObject l = v.toObject();
        QCOMPARE(l.value(u"courseTiles"_s).toInt(), 14);
        QCOMPARE(l.value(u"tiles"_s).toArray().size(), 15); // and the pit tile
        QCOMPARE(l.value(u"assignments"_s).toDouble(), 12960.0);
        QVERIFY(l.value(u"areaCm2"_s).toDouble() >= previous);
        previous = l.value(u"areaCm2"_s).toDouble();
    }
}

void tst_LayoutCli::circuitText()
{
    const Run r = pacenotes({u"layout"_s, u"--tiles"_s, kTrack1, u"--max"_s, u"2"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"26296"_s) || r.out.contains(u"26,296"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"1. "_s));
    QVERIFY(r.out.contains(u"2. "_s));
    QVERIFY(!r.out.contains(u"3. "_s));
    QVERIFY(r.out.contains(u"102b S"_s));
    QVERIFY(r.out.contains(u"--tile-size"_s)); // the tile size is an assumption, and says so
}

void tst_LayoutCli::stageBestAndAll()
{
    Run r = pacenotes({u"layout"_s, u"--tiles"_s, kRally1, u"--json"_s});
    QCOMPARE(r.code, 0);
    QJsonObject j = r.json();
    QCOMPARE(j.value(u"kind"_s).toString(), u"stage"_s);
    QCOMPARE(j.value(u"game"_s).toString(), u"dirt"_s);
    QCOMPARE(j.value(u"countExact"_s).toBool(), false);
    QCOMPARE(j.value(u"layouts"_s).toArray().size(), 5);
    const QJsonArray best = j.value(u"layouts"_s).toArray();

    r = pacenotes({u"layout"_s, u"--tiles"_s, kRally1, u"--all"_s, u"--max"_s, u"5"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    j = r.json();
    QCOMPARE(j.value(u"countExact"_s).toBool(), true);
    QVERIFY(j.value(u"shapes"_s).toInteger() > 1000);
    const QJsonArray all = j.value(u"layouts"_s).toArray();
    QCOMPARE(all.size(), 5);
    for (int i = 0; i < 5; ++i) // branch and bound finds the same best five
        QCOMPARE(best[i].toObject().value(u"turns"_s), all[i].toObject().value(u"turns"_s));
}

void tst_LayoutCli::outFileValidates()
{
    for (const QString &tiles : {kTrack1, kRally1}) {
        const QString path = m_dir.filePath(u"best.json"_s);
        const Run r = pacenotes({u"layout"_s, u"--tiles"_s, tiles, u"--out"_s, path});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(path));
        const Run v = pacenotes({u"validate"_s, path});
        QVERIFY2(v.code == 0, qPrintable(v.out + v.err));
        const TrackReadResult read = TrackFiles::read(path, TileCatalog::builtin());
        QVERIFY(read.track);
        QCOMPARE(read.track->tileList, Test::tileList(QString(tiles).replace(u"101a"_s, u"101"_s)));
    }
}

void tst_LayoutCli::fromTrackFile()
{
    Track list;
    list.title = u"Track 1"_s;
    list.source = u"GT rulebook"_s;
    list.laps = 3;
    list.tileList = Test::tileList(kTrack1);
    const QString in = m_dir.filePath(u"list.json"_s);
    QVERIFY(TrackFiles::write(in, list, TileCatalog::builtin(), nullptr));
    const QString out = m_dir.filePath(u"laid.json"_s);
    const Run r = pacenotes({u"layout"_s, in, u"--max"_s, u"1"_s, u"--out"_s, out});
    QCOMPARE(r.code, 0);
    const TrackReadResult read = TrackFiles::read(out, TileCatalog::builtin());
    QVERIFY(read.track);
    QCOMPARE(read.track->title, u"Track 1"_s);
    QCOMPARE(read.track->laps, 3);
    QCOMPARE(read.track->tiles.size(), 15);
    QVERIFY(Test::validate(*read.track).isValid());
}

void tst_LayoutCli::keepsPlacedTiles()
{
    // A list with its first three tiles already on the table: they stay where they are.
    Track t = *Test::buildCourse(Game::GT, {{"102b", 0}, {"106b", 1}, {"105b", 1}}, {3, 3}, 1);
    t.tileList = Test::tileList(u"102b,2x105b,2x106b,103b,2x112b"_s);
    const QString in = m_dir.filePath(u"started.json"_s);
    QVERIFY(TrackFiles::write(in, t, TileCatalog::builtin(), nullptr));
    Run r = pacenotes({u"layout"_s, in, u"--json"_s, u"--max"_s, u"10"_s});
    QCOMPARE(r.code, 0);
    const QJsonArray layouts = r.json().value(u"layouts"_s).toArray();
    QVERIFY(!layouts.isEmpty());
    for (const QJsonValue &l : layouts) {
        const QJsonArray tiles = l.toObject().value(u"tiles"_s).toArray();
        for (const PlacedTile &k : t.tiles) {
            const QJsonObject want{{u"id"_s, k.sideId}, {u"q"_s, k.pos.q}, {u"r"_s, k.pos.r}, {u"rotation"_s, k.rotation}};
            QVERIFY(tiles.contains(want));
        }
    }
    r = pacenotes({u"layout"_s, in, u"--fresh"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.json().value(u"shapes"_s).toInteger(), 2); // the whole list, anywhere
}

void tst_LayoutCli::tableAndTileSize()
{
    Run r = pacenotes({u"layout"_s, u"--tiles"_s, kTrack1, u"--table"_s, u"90x130"_s, u"--tile-size"_s, u"21.5"_s,
                       u"--json"_s, u"--max"_s, u"50"_s});
    QCOMPARE(r.code, 0);
    QJsonObject j = r.json();
    QCOMPARE(j.value(u"tileWidthCm"_s).toDouble(), 21.5);
    QCOMPARE(j.value(u"tileWidthAssumed"_s).toBool(), false);
    QVERIFY(j.value(u"shapes"_s).toInteger() < 26296);
    for (const QJsonValue &v : j.value(u"layouts"_s).toArray()) {
        QVERIFY(v.toObject().value(u"widthCm"_s).toDouble() <= 90);
        QVERIFY(v.toObject().value(u"depthCm"_s).toDouble() <= 130);
    }
    r = pacenotes({u"layout"_s, u"--tiles"_s, kTrack1, u"--table"_s, u"50x50"_s, u"--json"_s});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.json().value(u"issues"_s).toArray().first().toObject().value(u"code"_s).toString(), u"table-too-small"_s);
}

void tst_LayoutCli::rankAndSubset()
{
    Run r = pacenotes({u"layout"_s, u"--tiles"_s, kTrack1, u"--rank"_s, u"straight"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.json().value(u"rank"_s).toString(), u"straight"_s);
    const QJsonArray layouts = r.json().value(u"layouts"_s).toArray();
    // The start tile and the three straights (103b, 104b, the chicane 110b) in one line.
    QCOMPARE(layouts.first().toObject().value(u"longestStraight"_s).toInt(), 4);
    r = pacenotes({u"layout"_s, u"--tiles"_s, kTrack1, u"--min-tiles"_s, u"10"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    for (const QJsonValue &v : r.json().value(u"layouts"_s).toArray())
        QVERIFY(v.toObject().value(u"courseTiles"_s).toInt() >= 10);
}

void tst_LayoutCli::noLayout()
{
    const Run r = pacenotes({u"layout"_s, u"--tiles"_s, u"102b,105b,111b,114b,109b"_s, u"--json"_s});
    QCOMPARE(r.code, 1);
    const QJsonObject j = r.json();
    QCOMPARE(j.value(u"status"_s).toString(), u"no-solution"_s);
    QCOMPARE(j.value(u"issues"_s).toArray().first().toObject().value(u"code"_s).toString(), u"odd-turn-sum"_s);
    const Run text = pacenotes({u"layout"_s, u"--tiles"_s, u"102b,105b,111b,114b,109b"_s});
    QCOMPARE(text.code, 1);
    QVERIFY(text.out.contains(u"360°"_s));
}

void tst_LayoutCli::longListStopsAtTheTimeLimit()
{
    // Twenty-seven course tiles: far too many layouts to prove the best quickly; the command stops at the
    // limit and shows the best it has, saying so.
    const QString tiles = u"101,102b,103b,3x104b,2x105b,2x106b,2x107b,108b,109b,110b,2x111b,2x112b,113b,114b,"
                          u"2x115b,2x116b,2x117b,118b"_s;
    const Run r = pacenotes({u"layout"_s, u"--tiles"_s, tiles, u"--time-limit"_s, u"1"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject j = r.json();
    QCOMPARE(j.value(u"stoppedAtTimeLimit"_s).toBool(), true);
    QCOMPARE(j.value(u"status"_s).toString(), u"cancelled"_s);
    QCOMPARE(j.value(u"countExact"_s).toBool(), false);
    const QJsonArray layouts = j.value(u"layouts"_s).toArray();
    QVERIFY(!layouts.isEmpty());
    QCOMPARE(layouts.first().toObject().value(u"courseTiles"_s).toInt(), 27);
}

void tst_LayoutCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("nothing") << QStringList{u"layout"_s};
    QTest::newRow("file and tiles") << QStringList{u"layout"_s, u"x.json"_s, u"--tiles"_s, u"102b"_s};
    QTest::newRow("unknown tile") << QStringList{u"layout"_s, u"--tiles"_s, u"102b,999z"_s};
    QTest::newRow("garbled list") << QStringList{u"layout"_s, u"--tiles"_s, u"102b,,2x"_s};
    QTest::newRow("bad table") << QStringList{u"layout"_s, u"--tiles"_s, kTrack1, u"--table"_s, u"big"_s};
    QTest::newRow("bad max") << QStringList{u"layout"_s, u"--tiles"_s, kTrack1, u"--max"_s, u"0"_s};
    QTest::newRow("bad game") << QStringList{u"layout"_s, u"--tiles"_s, kTrack1, u"--game"_s, u"chess"_s};
    QTest::newRow("bad rank") << QStringList{u"layout"_s, u"--tiles"_s, kTrack1, u"--rank"_s, u"pretty"_s};
    QTest::newRow("missing file") << QStringList{u"layout"_s, u"/nonexistent/track.json"_s};
    QTest::newRow("junction") << QStringList{u"layout"_s, u"--tiles"_s, u"102a,151a,105a"_s};
}

void tst_LayoutCli::badInput()
{
    QFETCH(QStringList, args);
    const Run r = pacenotes(args);
    QCOMPARE(r.code, 2);
    QVERIFY(!(r.err + r.out).trimmed().isEmpty());
}

void tst_LayoutCli::russian()
{
    const Run r = pacenotes({u"--lang"_s, u"ru"_s, u"layout"_s, u"--tiles"_s, kTrack1, u"--max"_s, u"1"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"трасса"_s) || r.out.contains(u"Трасса"_s), qPrintable(r.out));
    const Run bad = pacenotes({u"--lang"_s, u"ru"_s, u"layout"_s, u"--tiles"_s, u"102b,105b,111b,114b,109b"_s});
    QVERIFY2(bad.out.contains(u"поворот"_s), qPrintable(bad.out));
}

QTEST_GUILESS_MAIN(tst_LayoutCli)
#include "tst_layout_cli.moc"
