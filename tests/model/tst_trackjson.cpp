// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackbuilder.h"

#include "io/trackfiles.h"
#include "io/trackjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_TrackJson : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip();
    void variantsAndList();
    void malformed_data();
    void malformed();
    void fileRoundTripIsAtomic();
    void refusesHugeFiles();
    void unreadableFile();
};

static const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

void tst_TrackJson::roundTrip()
{
    Track t = *Test::buildCourse(Game::GT, {{"102b", 0}, {"106b", 1}, {"105b", 1}});
    t.title = u"Круг «Тест»"_s;
    t.author = u"JC"_s;
    t.notes = u"line 1\nline 2"_s;
    t.laps = 2;
    t.reverseCourse = true;
    QString error;
    const auto back = TrackJson::fromJson(TrackJson::toJson(t), cat(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, t);
}

void tst_TrackJson::variantsAndList()
{
    Track t;
    t.game = Game::Dirt;
    t.tiles = {PlacedTile{u"205a"_s, 2, {3, -4}, 5}};
    t.tileList = {{u"201a"_s, 1}, {u"205a"_s, 1}};
    t.source = u"DIRT rulebook, Ready to play, Rally 1 SS1"_s;
    const QJsonObject o = TrackJson::toJson(t);
    QCOMPARE(o.value("tiles"_L1).toArray().first().toObject().value("id"_L1).toString(), u"205a-2"_s);
    QString error;
    QCOMPARE(*TrackJson::fromJson(o, cat(), &error), t);
}

void tst_TrackJson::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("needle"); // part of the message the user sees
    const QByteArray head = R"({"format":"pacenotes-track","formatVersion":1,"game":"gt",)";
    QTest::newRow("not ours") << QByteArray(R"({"title":"x"})") << u"format"_s;
    QTest::newRow("newer version") << QByteArray(R"({"format":"pacenotes-track","formatVersion":9,"game":"gt"})") << u"newer"_s;
    QTest::newRow("version text") << QByteArray(R"({"format":"pacenotes-track","formatVersion":"1","game":"gt"})") << u"formatVersion"_s;
    QTest::newRow("bad game") << QByteArray(R"({"format":"pacenotes-track","formatVersion":1,"game":"chess"})") << u"game"_s;
    QTest::newRow("title not text") << head + R"("title":5})" << u"title"_s;
    QTest::newRow("tiles not a list") << head + R"("tiles":{}})" << u"tiles"_s;
    QTest::newRow("tile not object") << head + R"("tiles":[5]})" << u"Tile 1"_s;
    QTest::newRow("unknown tile") << head + R"("tiles":[{"id":"199z","q":0,"r":0,"rotation":0}]})" << u"199z"_s;
    QTest::newRow("fractional q") << head + R"("tiles":[{"id":"103a","q":0.5,"r":0,"rotation":0}]})" << u"whole numbers"_s;
    QTest::newRow("q as text") << head + R"("tiles":[{"id":"103a","q":"0","r":0,"rotation":0}]})" << u"whole numbers"_s;
    QTest::newRow("absurd coordinate") << head + R"("tiles":[{"id":"103a","q":123456,"r":0,"rotation":0}]})" << u"too far"_s;
    QTest::newRow("huge number") << head + R"("tiles":[{"id":"103a","q":1e300,"r":0,"rotation":0}]})" << u"whole numbers"_s;
    QTest::newRow("bad rotation") << head + R"("tiles":[{"id":"103a","q":0,"r":0,"rotation":6}]})" << u"rotation"_s;
    QTest::newRow("duplicate position") << head + R"("tiles":[{"id":"103a","q":0,"r":0,"rotation":0},{"id":"104a","q":0,"r":0,"rotation":1}]})" << u"another tile"_s;
    QTest::newRow("bad laps") << head + R"("laps":0})" << u"laps"_s;
    QTest::newRow("list count") << head + R"("tileList":[{"id":"103a","count":0}]})" << u"count"_s;
    QTest::newRow("list unknown") << head + R"("tileList":[{"id":"xyz","count":1}]})" << u"xyz"_s;
    QTest::newRow("reverse not bool") << head + R"("reverseCourse":"yes"})" << u"reverseCourse"_s;
}

void tst_TrackJson::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, needle);
    const TrackReadResult r = TrackFiles::readData(json, TrackFormat::Json, cat());
    QVERIFY(!r.track);
    QVERIFY2(r.error.contains(needle, Qt::CaseInsensitive), qPrintable(r.error));
}

void tst_TrackJson::fileRoundTripIsAtomic()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"t.json"_s);
    const Track t = *Test::buildCourse(Game::GT, {{"102a", 0}, {"103a", 0}});
    QString error;
    QVERIFY2(TrackFiles::write(path, t, cat(), &error), qPrintable(error));
    const TrackReadResult r = TrackFiles::read(path, cat());
    QVERIFY2(r.track, qPrintable(r.error));
    QCOMPARE(*r.track, t);
    QCOMPARE(r.format, TrackFormat::Json);
    // a failed write leaves the old file alone: the directory is gone
    QVERIFY(!TrackFiles::write(dir.filePath(u"missing/t.json"_s), t, cat(), &error));
    QVERIFY(!error.isEmpty());
}

void tst_TrackJson::refusesHugeFiles()
{
    const TrackReadResult r = TrackFiles::readData(QByteArray(TrackFiles::kMaxFileSize + 1, ' '), TrackFormat::Json, cat());
    QVERIFY(!r.track);
    QVERIFY(!r.error.isEmpty());
}

void tst_TrackJson::unreadableFile()
{
    const TrackReadResult r = TrackFiles::read(u"/nonexistent/track.json"_s, cat());
    QVERIFY(!r.track);
    QVERIFY(r.error.contains(u"/nonexistent/track.json"_s));
}

QTEST_GUILESS_MAIN(tst_TrackJson)
#include "tst_trackjson.moc"
