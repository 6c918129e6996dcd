// SPDX-License-Identifier: GPL-3.0-or-later
// The command line on real layouts (tests/data/tracks/, built by hand, each in every format):
// `validate` exit codes 0/1/2, `info --json` fields, and `convert` round trips.
#include "clirun.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"

#include <QDir>
#include <QFile>
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

QString data(const QString &name)
{
    return QStringLiteral(PACENOTES_TESTDATA "/tracks/") + name;
}

QJsonObject infoJson(const QString &path, const QStringList &extra = {})
{
    const Run r = pacenotes(QStringList{u"info"_s, u"--json"_s} + extra + QStringList{path});
    if (r.code != 0)
        qWarning("info %s: %d %s", qPrintable(path), r.code, qPrintable(r.err));
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

const QStringList kLayouts{u"gt-lakeside-ring"_s, u"gt-diagonal-park"_s, u"dirt-col-de-braus"_s,
                           u"dirt-rx-joker-valley"_s};
const QStringList kExtensions{u".json"_s, u".pacenotes"_s, u".rekee.json"_s, u".rgt"_s};

} // namespace

class tst_CliTracks : public QObject
{
    Q_OBJECT

private slots:
    void validateRealLayouts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        for (const QString &layout : kLayouts)
            for (const QString &ext : kExtensions)
                QTest::newRow(qPrintable(layout + ext))
                    << layout + ext
                    << (layout.contains(u"braus"_s) ? u"valid stage"_s
                        : layout.contains(u"-rx-"_s) ? u"valid RX circuit"_s
                                                     : u"valid circuit"_s);
        // The DIRT rulebook's stages as players lay them, and hand-made real situations.
        const QStringList rulebook = QDir(data(u"dirt-rulebook-layouts"_s)).entryList({u"*.rekee.json"_s}, QDir::Files);
        QCOMPARE(rulebook.size(), 18);
        for (const QString &f : rulebook)
            QTest::newRow(qPrintable(f)) << u"dirt-rulebook-layouts/"_s + f << u"valid stage"_s;
        for (const char *f : {"dirt-stage-scenery-before-start.json", "dirt-stage-scenery-after-finish.json",
                              "dirt-stage-finish-against-road.json", "dirt-stage-junction-corner.json"})
            QTest::newRow(f) << QString::fromLatin1(f) << u"valid stage"_s;
        for (const char *f : {"dirt-rx-grid-joker.json", "dirt-rx-mixed-boxes.rgt"})
            QTest::newRow(f) << QString::fromLatin1(f) << u"valid RX circuit"_s;
    }

    void validateRealLayouts()
    {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        const Run r = pacenotes({u"validate"_s, data(file)});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(kind), qPrintable(r.out + r.err));
        QVERIFY(r.err.isEmpty());
    }

    void validateExitCodes()
    {
        QTemporaryDir dir;
        // 1: problems found (a list with nothing laid out; one tile missing from a circuit).
        Run r = pacenotes({u"validate"_s, QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/gt-track-1.json")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(u"Nothing is laid out yet"_s));

        TrackReadResult ring = TrackFiles::read(data(u"gt-lakeside-ring.json"_s), TileCatalog::builtin());
        QVERIFY(ring.track);
        ring.track->tiles.removeAt(5);
        const QString broken = dir.filePath(u"broken.rgt"_s);
        QVERIFY(TrackFiles::write(broken, *ring.track, TileCatalog::builtin(), nullptr));
        r = pacenotes({u"validate"_s, broken});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(u"open-end"_s) || r.out.contains(u"ends at edge"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(broken + u": error: ("_s), qPrintable(r.out));

        // 0 with warnings only, each printed: a junction used as a corner; both sides of 403 and
        // 209 without the boxes stated. Against stated boxes the same over-use is an error.
        r = pacenotes({u"validate"_s, data(u"dirt-stage-junction-corner.json"_s), data(u"dirt-rx-mixed-boxes.rgt"_s)});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(u"junction-corner.json: warning: (1, 0) edge A:"_s), qPrintable(r.out));
        QVERIFY(r.out.contains(u"Needs 2 copies of tile 403"_s));
        r = pacenotes({u"validate"_s, u"--boxes"_s, u"dirt-core,dirt-rx,gt-core"_s, data(u"dirt-rx-mixed-boxes.rgt"_s)});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(u"error: (2, 0): Tile 403 is used 2 times"_s));

        // The boxes decide the inventory check: the skewed circuit needs expansion tiles.
        r = pacenotes({u"validate"_s, u"--boxes"_s, u"gt-core"_s, data(u"gt-diagonal-park.rgt"_s)});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(u"chosen boxes hold 0"_s));
        r = pacenotes({u"validate"_s, u"--boxes"_s, u"gt-core,gt-championship,gt-world-tour"_s,
                       data(u"gt-diagonal-park.rgt"_s)});
        QCOMPARE(r.code, 0);

        // 2: a file cannot be read — even when others in the same call are fine.
        r = pacenotes({u"validate"_s, data(u"gt-lakeside-ring.rgt"_s),
                       QStringLiteral(PACENOTES_TESTDATA "/malformed/package-dot-dot.pacenotes")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.contains(u"valid circuit"_s));
        QVERIFY(r.err.contains(u"not a safe relative path"_s));
        r = pacenotes({u"validate"_s, dir.filePath(u"missing.rgt"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(u"missing.rgt"_s));
        r = pacenotes({u"validate"_s, u"--boxes"_s, u"no-such-box"_s, data(u"gt-lakeside-ring.rgt"_s)});
        QCOMPARE(r.code, 2);
    }

    void infoJsonFields_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("trackTiles");
        QTest::addColumn<int>("pitTiles");
        QTest::addColumn<int>("courseLength");
        QTest::addColumn<int>("routes");
        QTest::addColumn<QStringList>("boxes");
        QTest::newRow("gt core") << u"gt-lakeside-ring.pacenotes"_s << u"gt"_s << u"circuit"_s << 18 << 1 << 18 << 1
                                 << QStringList{u"gt-core"_s};
        QTest::newRow("gt skewed") << u"gt-diagonal-park.rekee.json"_s << u"gt"_s << u"circuit"_s << 18 << 1 << 18
                                   << 1 << QStringList{u"gt-championship"_s, u"gt-core"_s, u"gt-world-tour"_s};
        QTest::newRow("dirt stage") << u"dirt-col-de-braus.rgt"_s << u"dirt"_s << u"stage"_s << 13 << 0 << 12 << 1
                                    << QStringList{u"dirt-core"_s};
        QTest::newRow("rx joker") << u"dirt-rx-joker-valley.json"_s << u"dirt"_s << u"rx-circuit"_s << 19 << 0 << 19 << 2
                                  << QStringList{u"dirt-core"_s, u"dirt-rx"_s};
    }

    void infoJsonFields()
    {
        QFETCH(QString, file);
        QFETCH(QString, game);
        QFETCH(QString, kind);
        QFETCH(int, trackTiles);
        QFETCH(int, pitTiles);
        QFETCH(int, courseLength);
        QFETCH(int, routes);
        QFETCH(QStringList, boxes);
        const QJsonObject o = infoJson(data(file));
        QVERIFY(!o.isEmpty());
        QCOMPARE(o[u"game"_s].toString(), game);
        QCOMPARE(o[u"kind"_s].toString(), kind);
        QCOMPARE(o[u"laps"_s].toInt(), 1);
        QCOMPARE(o[u"author"_s].toString(), u"Pacenotes tests"_s);
        QCOMPARE(o[u"tilesFrom"_s].toString(), u"layout"_s);
        QCOMPARE(o[u"boxesNeeded"_s].toObject().keys(), boxes);
        const QJsonObject st = o[u"statistics"_s].toObject();
        QCOMPARE(st[u"trackTiles"_s].toInt(), trackTiles);
        QCOMPARE(st[u"pitTiles"_s].toInt(), pitTiles);
        QCOMPARE(st[u"courseLength"_s].toInt(), courseLength);
        QCOMPARE(st[u"routes"_s].toInt(), routes);
        int listed = 0;
        for (const QJsonValue &t : o[u"tiles"_s].toArray()) {
            QVERIFY(!t[u"id"_s].toString().isEmpty());
            QVERIFY(!t[u"role"_s].toString().isEmpty());
            listed += t[u"count"_s].toInt();
        }
        QCOMPARE(listed, trackTiles + pitTiles);
        QCOMPARE(o[u"course"_s].toArray().size(), st[u"courseSteps"_s].toInt());
        if (routes == 1) // with junctions the course lists the main route, shorter than all the tiles on routes
            QVERIFY(o[u"course"_s].toArray().size() >= courseLength);
        QCOMPARE(o[u"valid"_s].toBool(), true);
        QCOMPARE(o[u"problems"_s].toArray().size(), 0);
    }

    void infoOfAList()
    {
        // Rally 3 SS2 as a list only (the bundled file also holds its layout).
        TrackReadResult read = TrackFiles::read(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/dirt-rally-3-ss2.json"),
                                                TileCatalog::builtin());
        QVERIFY(read.track);
        read.track->tiles.clear();
        QTemporaryDir dir;
        const QString path = dir.filePath(u"list.json"_s);
        QVERIFY(TrackFiles::write(path, *read.track, TileCatalog::builtin(), nullptr));
        const QJsonObject o = infoJson(path);
        QCOMPARE(o[u"title"_s].toString(), u"DIRT Rally 3 SS2"_s);
        QCOMPARE(o[u"tilesFrom"_s].toString(), u"list"_s);
        QCOMPARE(o[u"kind"_s].toString(), u"incomplete"_s);
        QVERIFY(o[u"source"_s].toString().contains(u"READY TO PLAY"_s));
        QCOMPARE(o[u"boxesNeeded"_s].toObject()[u"dirt-core"_s].toInt(), 2);
        QStringList codes;
        for (const QJsonValue &p : o[u"problems"_s].toArray())
            codes << p[u"code"_s].toString();
        QCOMPARE(codes, (QStringList{u"empty-track"_s, u"list-over-used"_s}));
        QCOMPARE(o[u"valid"_s].toBool(), false);
        QCOMPARE(o[u"errors"_s].toInt(), 1);
        QCOMPARE(o[u"warnings"_s].toInt(), 1); // two copies of 224: a warning while no boxes are stated
    }

    void infoOfARulebookStage()
    {
        // Bundled laid out: a valid stage from 202b to 203b, the printed list differing in one tile.
        const QJsonObject o = infoJson(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/dirt-rally-3-ss2.json"));
        QCOMPARE(o[u"kind"_s].toString(), u"stage"_s);
        QCOMPARE(o[u"valid"_s].toBool(), true);
        QCOMPARE(o[u"errors"_s].toInt(), 0);
        QCOMPARE(o[u"start"_s][u"id"_s].toString(), u"202b"_s);
        QCOMPARE(o[u"finish"_s][u"id"_s].toString(), u"203b"_s);
        QCOMPARE(o[u"directionAssumed"_s].toBool(), false);
        QStringList codes;
        for (const QJsonValue &p : o[u"problems"_s].toArray())
            codes << p[u"code"_s].toString();
        QCOMPARE(codes, (QStringList{u"list-over-used"_s, u"not-placed-from-list"_s, u"not-in-list"_s}));
    }

    void infoOfStageEnds()
    {
        // The outer ends: behind the start line, after the finish line (scenery there).
        const QJsonObject o = infoJson(data(u"dirt-stage-scenery-after-finish.json"_s));
        QCOMPARE(o[u"kind"_s].toString(), u"stage"_s);
        const QJsonArray course = o[u"course"_s].toArray();
        QCOMPARE(o[u"start"_s][u"outerEdge"_s].toString(), course.first()[u"entry"_s].toString());
        QCOMPARE(o[u"finish"_s][u"outerEdge"_s].toString(), course.last()[u"exit"_s].toString());
        QCOMPARE(o[u"finish"_s][u"id"_s].toString(), u"203a"_s);
        QVERIFY(!o.contains(u"grid"_s));
    }

    void infoOfAnRxCircuit()
    {
        const QJsonObject o = infoJson(data(u"dirt-rx-grid-joker.json"_s));
        QCOMPARE(o[u"kind"_s].toString(), u"rx-circuit"_s);
        QCOMPARE(o[u"valid"_s].toBool(), true);
        const auto ids = [](const QJsonValue &steps) {
            QStringList out;
            for (const QJsonValue &s : steps.toArray())
                out << s[u"id"_s].toString();
            return out;
        };
        QCOMPARE(ids(o[u"grid"_s]), (QStringList{u"401b"_s, u"207a"_s, u"405b"_s}));
        QCOMPARE(ids(o[u"lap"_s]).size(), 12);
        QCOMPARE(ids(o[u"lap"_s]).first(), u"405b"_s);
        QCOMPARE(ids(o[u"joker"_s]), (QStringList{u"402a"_s, u"225a"_s, u"223a"_s, u"404a"_s}));
        QCOMPARE(o[u"course"_s].toArray().size(), 15); // the grid, then one lap
        QCOMPARE(o[u"start"_s][u"id"_s].toString(), u"401b"_s);
        QVERIFY(o[u"start"_s].toObject().contains(u"outerEdge"_s));
        QCOMPARE(o[u"statistics"_s][u"routes"_s].toInt(), 2);
        const Run text = pacenotes({u"info"_s, data(u"dirt-rx-grid-joker.json"_s)});
        QVERIFY2(text.out.contains(u"Kind: RX circuit"_s), qPrintable(text.out));
        QVERIFY(text.out.contains(u"Joker: 4 passes, leaving the lap at 402a (0, 0) and rejoining it at 404a (2, 0)"_s));
    }

    void convertRoundTrips_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("via");
        for (const QString &layout : kLayouts)
            for (const QString &ext : {u".pacenotes"_s, u".rekee.json"_s, u".rgt"_s})
                QTest::newRow(qPrintable(layout + ext)) << layout << ext;
    }

    void convertRoundTrips()
    {
        QFETCH(QString, layout);
        QFETCH(QString, via);
        QTemporaryDir dir;
        const QString original = data(layout + u".json"_s);
        const QString middle = dir.filePath(layout + via);
        const QString back = dir.filePath(layout + u".json"_s);
        const Run there = pacenotes({u"convert"_s, original, middle});
        QCOMPARE(there.code, 0);
        QVERIFY(there.out.contains(u" → "_s));
        const Run home = pacenotes({u"convert"_s, middle, back});
        QCOMPARE(home.code, 0);
        QVERIFY2(home.err.isEmpty(), qPrintable(home.err));

        const TileCatalog &catalog = TileCatalog::builtin();
        const TrackReadResult a = TrackFiles::read(original, catalog);
        const TrackReadResult b = TrackFiles::read(back, catalog);
        QVERIFY(a.track && b.track);
        QCOMPARE(b.track->tiles, a.track->tiles);
        QCOMPARE(b.track->title, a.track->title);
        QCOMPARE(b.track->author, a.track->author);
        QCOMPARE(b.track->game, a.track->game);
        if (via == u".pacenotes"_s) {
            QCOMPARE(*b.track, *a.track); // the package keeps everything
            QVERIFY(there.err.isEmpty());
            // and carries a picture of the layout (issue 16)
            const TrackReadResult package = TrackFiles::read(middle, catalog);
            QVERIFY(!package.preview.isNull());
        } else {
            // Community formats have no notes field: the loss is announced, not silent.
            QVERIFY(b.track->notes.isEmpty());
            QVERIFY2(there.err.contains(u"notes"_s), qPrintable(there.err));
        }

        // The same course, kind and boxes whatever the route through the formats.
        QJsonObject x = infoJson(original), y = infoJson(back);
        for (const auto key : {"kind", "valid", "boxesNeeded", "statistics", "course", "tiles"})
            QCOMPARE(y.value(QLatin1StringView(key)), x.value(QLatin1StringView(key)));

        // The committed file in that format says the same as the fresh conversion.
        QCOMPARE(infoJson(data(layout + via)).value(u"course"_s), x.value(u"course"_s));
    }

    void convertWarnsAboutWhatItDrops()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"gt-track-1.rgt"_s);
        const Run r = pacenotes({u"convert"_s, QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/gt-track-1.json"), out});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(u"tile list"_s) && r.err.contains(u"source"_s), qPrintable(r.err));
        QVERIFY(r.err.contains(u"no tiles laid out"_s));
        QVERIFY(QFile::exists(out));

        const Run tokens = pacenotes({u"convert"_s, QStringLiteral(PACENOTES_SOURCE_DIR "/tests/fuzz/corpus/rgt/editor.rgt"),
                                      dir.filePath(u"editor.pacenotes"_s)});
        QCOMPARE(tokens.code, 0);
        QVERIFY2(tokens.err.contains(u"token"_s), qPrintable(tokens.err));
    }

    void convertChoosesFormat()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"plain.json"_s);
        Run r = pacenotes({u"convert"_s, u"--to"_s, u"rekee"_s, data(u"gt-lakeside-ring.rgt"_s), out});
        QCOMPARE(r.code, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QVERIFY(!o.contains(u"format"_s));
        QVERIFY(o[u"tiles"_s].toArray().first().toObject().contains(u"dir"_s));

        r = pacenotes({u"convert"_s, data(u"gt-lakeside-ring.rgt"_s), dir.filePath(u"out.txt"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(u"--to"_s));
        r = pacenotes({u"convert"_s, u"--to"_s, u"pdf"_s, data(u"gt-lakeside-ring.rgt"_s), dir.filePath(u"x.json"_s)});
        QCOMPARE(r.code, 2);
    }

    void convertRefusesBadInput()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"out.json"_s);
        Run r = pacenotes({u"convert"_s, QStringLiteral(PACENOTES_TESTDATA "/malformed/package-bomb.pacenotes"), out});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(u"decompression bomb"_s));
        QVERIFY(!QFile::exists(out));
        r = pacenotes({u"convert"_s, data(u"gt-lakeside-ring.rgt"_s)});
        QCOMPARE(r.code, 2);
        r = pacenotes({u"convert"_s, data(u"gt-lakeside-ring.rgt"_s), data(u"gt-lakeside-ring.rgt"_s)});
        QCOMPARE(r.code, 2);
        r = pacenotes({u"convert"_s, data(u"gt-lakeside-ring.rgt"_s), dir.filePath(u"no/dir/x.rgt"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(u"x.rgt"_s));
    }

    void russianMessages()
    {
        const Run r = pacenotes({u"--lang"_s, u"ru"_s, u"convert"_s,
                                 QStringLiteral(PACENOTES_TESTDATA "/malformed/package-dot-dot.pacenotes"),
                                 u"/tmp/never-written.json"_s});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(u"безопасным"_s) || r.err.contains(u"пакет"_s), qPrintable(r.err));
        const Run help = pacenotes({u"--lang"_s, u"ru"_s, u"convert"_s, u"--help"_s});
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains(u"Преобразует"_s), qPrintable(help.out));
    }
};

QTEST_GUILESS_MAIN(tst_CliTracks)
#include "tst_cli_tracks.moc"
