// SPDX-License-Identifier: GPL-3.0-or-later
// The ready-made tile lists in tracks/: every file loads, its list is what the rulebook prints,
// and the inventory check against the game's core box says what the rulebook implies. The
// DIRT stages also come laid out (tst_rulebooklayouts checks the layouts); the GT tracks are
// lists only.
#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "track/trackvalidator.h"

#include <QDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_ReadyTracks : public QObject
{
    Q_OBJECT

private:
    static QString tracksDir() { return QStringLiteral(PACENOTES_SOURCE_DIR "/tracks"); }
    static Track load(const QString &name)
    {
        const TrackReadResult r = TrackFiles::read(tracksDir() + u'/' + name + u".json"_s, TileCatalog::builtin());
        if (!r.track)
            qWarning("%s: %s", qPrintable(name), qPrintable(r.error));
        return r.track.value_or(Track());
    }

private slots:
    void everyFileIsListed()
    {
        // A new file in tracks/ needs a row in lists_data() and a line in tracks/README.md.
        const QStringList files = QDir(tracksDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 22);
        QFile readme(tracksDir() + u"/README.md"_s);
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        for (const QString &f : files)
            QVERIFY2(text.contains(f), qPrintable(f + u" is not in tracks/README.md"_s));
    }

    void lists_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<int>("total");      // every tile of the list
        QTest::addColumn<int>("road");       // without the pit tile and the Assistance tile
        QTest::addColumn<int>("beside");     // pit (GT) or Assistance (DIRT) tiles
        QTest::addColumn<bool>("coreBoxSuffices");
        QTest::newRow("dirt-rally-1-ss1") << u"DIRT Rally 1 SS1"_s << 11 << 10 << 1 << true;
        QTest::newRow("dirt-rally-1-ss2") << u"DIRT Rally 1 SS2"_s << 11 << 10 << 1 << true;
        QTest::newRow("dirt-rally-1-ss3") << u"DIRT Rally 1 SS3"_s << 10 << 10 << 0 << true;
        QTest::newRow("dirt-rally-2-ss1") << u"DIRT Rally 2 SS1"_s << 13 << 12 << 1 << true;
        QTest::newRow("dirt-rally-2-ss2") << u"DIRT Rally 2 SS2"_s << 13 << 12 << 1 << true;
        QTest::newRow("dirt-rally-2-ss3") << u"DIRT Rally 2 SS3"_s << 11 << 11 << 0 << true;
        QTest::newRow("dirt-rally-3-ss1") << u"DIRT Rally 3 SS1"_s << 15 << 14 << 1 << true;
        QTest::newRow("dirt-rally-3-ss2") << u"DIRT Rally 3 SS2"_s << 15 << 14 << 1 << false;
        QTest::newRow("dirt-rally-3-ss3") << u"DIRT Rally 3 SS3"_s << 14 << 14 << 0 << true;
        QTest::newRow("dirt-rally-4-ss1") << u"DIRT Rally 4 SS1"_s << 9 << 9 << 0 << true;
        QTest::newRow("dirt-rally-4-ss2") << u"DIRT Rally 4 SS2"_s << 13 << 12 << 1 << true;
        QTest::newRow("dirt-rally-4-ss3") << u"DIRT Rally 4 SS3"_s << 10 << 10 << 0 << true;
        QTest::newRow("dirt-rally-5-ss1") << u"DIRT Rally 5 SS1"_s << 11 << 10 << 1 << true;
        QTest::newRow("dirt-rally-5-ss2") << u"DIRT Rally 5 SS2"_s << 11 << 10 << 1 << true;
        QTest::newRow("dirt-rally-5-ss3") << u"DIRT Rally 5 SS3"_s << 10 << 10 << 0 << true;
        QTest::newRow("dirt-rally-6-ss1") << u"DIRT Rally 6 SS1"_s << 12 << 11 << 1 << true;
        QTest::newRow("dirt-rally-6-ss2") << u"DIRT Rally 6 SS2"_s << 13 << 12 << 1 << true;
        QTest::newRow("dirt-rally-6-ss3") << u"DIRT Rally 6 SS3"_s << 12 << 12 << 0 << true;
        QTest::newRow("gt-track-1") << u"GT Track 1"_s << 15 << 14 << 1 << true;
        QTest::newRow("gt-track-2") << u"GT Track 2"_s << 16 << 15 << 1 << true;
        QTest::newRow("gt-track-4") << u"GT Track 4"_s << 16 << 15 << 1 << true;
        QTest::newRow("gt-track-7-or-8") << u"GT Track 7 or 8"_s << 17 << 16 << 1 << true;
    }

    void lists()
    {
        QFETCH(QString, title);
        QFETCH(int, total);
        QFETCH(int, road);
        QFETCH(int, beside);
        QFETCH(bool, coreBoxSuffices);
        const TileCatalog &catalog = TileCatalog::builtin();
        const QString name = QString::fromLatin1(QTest::currentDataTag());
        const Track track = load(name);
        QCOMPARE(track.title, title);
        const Game game = name.startsWith(u"gt"_s) ? Game::GT : Game::Dirt;
        QCOMPARE(track.tiles.isEmpty(), game == Game::GT);
        QCOMPARE(track.tileListTotal(), total);
        QCOMPARE(track.game, game);
        QVERIFY(track.source.startsWith(game == Game::GT ? u"Rallyman: GT rulebook"_s : u"Rallyman: DIRT rulebook"_s));

        int roadTiles = 0, besideTiles = 0, starts = 0;
        for (const TileCount &c : track.tileList) {
            const TileSide *s = catalog.sideById(c.sideId);
            QVERIFY2(s, qPrintable(c.sideId));
            QCOMPARE(s->game, game);
            if (s->role == TileRole::Pit || s->role == TileRole::Assistance)
                besideTiles += c.count;
            else
                roadTiles += c.count;
            if (s->role == TileRole::StartFinish)
                starts += c.count;
        }
        QCOMPARE(roadTiles, road);
        QCOMPARE(besideTiles, beside);
        // A GT circuit has one start/finish tile; a DIRT stage a start and a finish.
        QCOMPARE(starts, game == Game::GT ? 1 : 2);

        const QString core = game == Game::GT ? u"gt-core"_s : u"dirt-core"_s;
        QString error;
        const std::optional<Collection> box = Collection::parse(core, catalog, &error);
        QVERIFY2(box, qPrintable(error));
        Track list = track;
        list.tiles.clear(); // the list as printed, before anything is laid
        const TrackReport report = TrackValidator::validate(list, catalog, *box);
        bool listOverUsed = false;
        for (const TrackProblem &p : report.problems) {
            QVERIFY2(p.kind == ProblemKind::EmptyTrack || p.kind == ProblemKind::ListOverUsed, qPrintable(p.toLine()));
            listOverUsed |= p.kind == ProblemKind::ListOverUsed;
        }
        QCOMPARE(!listOverUsed, coreBoxSuffices);
        // The one list that over-uses a tile needs a second core box for it.
        QCOMPARE(report.stats.boxesNeeded, (QMap<QString, int>{{core, coreBoxSuffices ? 1 : 2}}));
    }

    void gtTrack1AsPrinted()
    {
        // «ТРАССА 1»: the list exactly as the Russian rulebook prints it.
        const Track t = load(u"gt-track-1"_s);
        const QList<TileCount> expected{{u"101"_s, 1},  {u"102b"_s, 1}, {u"103b"_s, 1}, {u"104b"_s, 1},
                                        {u"105b"_s, 2}, {u"106b"_s, 2}, {u"109b"_s, 1}, {u"110b"_s, 1},
                                        {u"111b"_s, 2}, {u"112b"_s, 1}, {u"114b"_s, 1}, {u"115b"_s, 1}};
        QCOMPARE(t.tileList, expected);
    }

    void dirtRally6Ss3AsPrinted()
    {
        const Track t = load(u"dirt-rally-6-ss3"_s);
        QStringList ids;
        for (const TileCount &c : t.tileList) {
            QCOMPARE(c.count, 1);
            ids << c.sideId;
        }
        QCOMPARE(ids, (QStringList{u"202a"_s, u"203b"_s, u"206b"_s, u"207b"_s, u"208a"_s, u"212b"_s, u"215a"_s,
                                   u"217b"_s, u"219b"_s, u"220b"_s, u"222a"_s, u"229b"_s}));
        QCOMPARE(t.author, u"Aaron Steward"_s);
    }

    void sceneryIsNotReportedAgainstTheList()
    {
        // Issue 20: the DIRT stages opened with warnings about their scenery tiles.
        const TileCatalog &catalog = TileCatalog::builtin();
        int scenery = 0;
        for (const QString &file : QDir(tracksDir()).entryList({u"dirt-*.json"_s}, QDir::Files)) {
            const Track track = load(file.chopped(5));
            QStringList fillers;
            for (const PlacedTile &t : track.tiles)
                if (catalog.sideById(t.sideId) && catalog.sideById(t.sideId)->role == TileRole::Filler)
                    fillers << t.sideId;
            scenery += int(fillers.size());
            const TrackReport report = TrackValidator::validate(track, catalog, Collection());
            for (const TrackProblem &p : report.problems) {
                if (p.kind != ProblemKind::NotInList && p.kind != ProblemKind::NotPlacedFromList)
                    continue;
                for (const QString &id : std::as_const(fillers))
                    QVERIFY2(!p.message.contains(id), qPrintable(file + u": "_s + p.toLine()));
            }
        }
        QVERIFY(scenery > 0); // the transcription does lay scenery
    }

    void bothSidesOfOneTileAreFlagged()
    {
        // Rally 3 SS2 lists 224a and 224b: one physical tile cannot show both sides.
        const TileCatalog &catalog = TileCatalog::builtin();
        const TrackReport report = TrackValidator::validate(load(u"dirt-rally-3-ss2"_s), catalog,
                                                            *Collection::parse(u"dirt-core"_s, catalog, nullptr));
        QStringList messages;
        for (const TrackProblem &p : report.problems)
            if (p.kind == ProblemKind::ListOverUsed)
                messages << p.message;
        QCOMPARE(messages.size(), 1);
        QVERIFY(messages.first().contains(u"224"_s));
        QVERIFY(messages.first().contains(u"both sides"_s));
        // Without boxes stated, it is a warning naming what it takes.
        const TrackReport assumed = TrackValidator::validate(load(u"dirt-rally-3-ss2"_s), catalog, Collection::everyBox(catalog));
        for (const TrackProblem &p : assumed.problems)
            if (p.kind == ProblemKind::ListOverUsed) {
                QCOMPARE(p.severity, Severity::Warning);
                QVERIFY(p.message.contains(u"2 × Rallyman: DIRT core box"_s));
            }
    }
};

QTEST_GUILESS_MAIN(tst_ReadyTracks)
#include "tst_readytracks.moc"
