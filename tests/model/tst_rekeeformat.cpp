// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/tilecatalog.h"
#include "io/rekeeformat.h"
#include "io/trackjson.h"
#include "realtracks.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_RekeeFormat : public QObject
{
    Q_OBJECT

private:
    static QJsonObject parse(const QByteArray &json)
    {
        return QJsonDocument::fromJson(json).object();
    }

private slots:
    void readsRekeeDownload()
    {
        // As rekee.net writes it: pit tile without side, variants, tokens, its own extra fields.
        const QJsonObject root = parse(R"({
            "title": "Forest Sprint", "author": "R. Driver", "orientation": "flat",
            "active_pos": {"q": 3, "r": -1}, "active_dir": "D",
            "tiles": [
                {"q": 0, "r": 0, "id": "202a", "dir": 5},
                {"q": 1, "r": -1, "id": "205a", "dir": 5, "tokens": [
                    {"id": "chicane-limit-gravel", "q": 0.0, "r": 0.0, "dir": 3.0},
                    {"id": "chicane-gravel", "q": 0.33, "r": 0.0, "dir": 0.0}]},
                {"q": 2, "r": -2, "id": "203b-1", "dir": 5},
                {"q": -1, "r": 1, "id": "filler1a", "dir": 0},
                {"q": 5, "r": 5, "id": "905a", "dir": 2}
            ]})");
        QString error;
        QStringList notes;
        const std::optional<Track> track = RekeeFormat::fromJson(root, TileCatalog::builtin(), &error, &notes);
        QVERIFY2(track, qPrintable(error));
        QCOMPARE(track->title, u"Forest Sprint"_s);
        QCOMPARE(track->author, u"R. Driver"_s);
        QCOMPARE(track->game, Game::Dirt);
        QCOMPARE(track->tiles.size(), 5);
        QCOMPARE(track->tiles[1], (PlacedTile{u"205a"_s, 0, {1, -1}, 5}));
        QCOMPARE(track->tiles[2], (PlacedTile{u"203b"_s, 0, {2, -2}, 5})); // one copy exists: no variant
        QCOMPARE(track->tiles[3].sideId, u"902a"_s);
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.first().contains(u"2 token(s)"_s), qPrintable(notes.first()));
        QVERIFY(notes.first().contains(u"chicane-limit-gravel"_s));
    }

    void gameFromStartTiles_data()
    {
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<Game>("game");
        QTest::newRow("gt start beats dirt majority") << QStringList{u"102a"_s, u"205a"_s, u"204a"_s} << Game::GT;
        QTest::newRow("start tie, majority decides") << QStringList{u"102a"_s, u"203a"_s, u"204a"_s} << Game::Dirt;
        QTest::newRow("dirt start") << QStringList{u"202b"_s, u"103a"_s, u"104a"_s} << Game::Dirt;
        QTest::newRow("rx start") << QStringList{u"401b"_s} << Game::Dirt;
        QTest::newRow("no start, mostly dirt") << QStringList{u"204a"_s, u"205a"_s, u"103a"_s} << Game::Dirt;
        QTest::newRow("no start, mostly gt") << QStringList{u"204a"_s, u"104a"_s, u"103a"_s} << Game::GT;
        QTest::newRow("fillers do not count") << QStringList{u"902a"_s, u"903a"_s, u"103a"_s} << Game::GT;
        QTest::newRow("empty") << QStringList{} << Game::GT;
    }

    void gameFromStartTiles()
    {
        QFETCH(QStringList, ids);
        QFETCH(Game, game);
        QJsonArray tiles;
        for (int i = 0; i < ids.size(); ++i)
            tiles.append(QJsonObject{{"id"_L1, ids[i]}, {"q"_L1, i}, {"r"_L1, 0}, {"dir"_L1, 0}});
        QString error;
        QStringList notes;
        const auto track = RekeeFormat::fromJson(QJsonObject{{"title"_L1, u"x"_s}, {"tiles"_L1, tiles}},
                                                 TileCatalog::builtin(), &error, &notes);
        QVERIFY2(track, qPrintable(error));
        QCOMPARE(track->game, game);
    }

    void mixedGamesNoted()
    {
        const QJsonObject root = parse(R"({"title": "RX Finland", "tiles": [
            {"id": "401a", "q": 0, "r": 0, "dir": 0}, {"id": "119b", "q": 1, "r": 0, "dir": 1}]})");
        QStringList notes;
        const auto track = RekeeFormat::fromJson(root, TileCatalog::builtin(), nullptr, &notes);
        QVERIFY(track);
        QCOMPARE(track->game, Game::Dirt);
        QCOMPARE(notes.size(), 1);
        QVERIFY(notes.first().contains(u"mixes GT and DIRT"_s));
    }

    void roundTrip_data()
    {
        QTest::addColumn<Track>("track");
        QTest::newRow("gt circuit") << RealTracks::gtCoreCircuit();
        QTest::newRow("dirt stage") << RealTracks::dirtStage();
        Track noAuthor = RealTracks::dirtStage();
        noAuthor.author.clear();
        noAuthor.title = u"Без автора"_s;
        QTest::newRow("no author") << noAuthor;
    }

    void roundTrip()
    {
        QFETCH(Track, track);
        const QJsonObject json = RekeeFormat::toJson(track);
        QVERIFY(!json.contains("format"_L1));
        QVERIFY(RekeeFormat::looksLike(json));
        QVERIFY(!TrackJson::isTrackJson(json));
        QString error;
        const auto back = RekeeFormat::fromJson(json, TileCatalog::builtin(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, track);
    }

    void writesRekeeIds()
    {
        const QJsonArray tiles = RekeeFormat::toJson(RealTracks::gtCoreCircuit()).value("tiles"_L1).toArray();
        QStringList ids;
        for (const QJsonValue &t : tiles) {
            ids << t[u"id"_s].toString();
            QVERIFY(t.toObject().contains(u"dir"_s));
            QVERIFY(!t.toObject().contains(u"rotation"_s));
        }
        QVERIFY(ids.contains(u"104a-3"_s));
        QVERIFY(ids.contains(u"101"_s));
        QVERIFY(ids.contains(u"118a"_s));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tiles not a list") << QByteArray(R"({"tiles": 5})") << u"\"tiles\" list"_s;
        QTest::newRow("tile not object") << QByteArray(R"({"tiles": [7]})") << u"not an object"_s;
        QTest::newRow("title not text") << QByteArray(R"({"title": 3, "tiles": []})") << u"\"title\" must be text"_s;
        QTest::newRow("author not text") << QByteArray(R"({"author": [], "tiles": []})") << u"\"author\" must be text"_s;
        QTest::newRow("missing q") << QByteArray(R"({"tiles": [{"id": "102a", "r": 0, "dir": 0}]})") << u"whole numbers"_s;
        QTest::newRow("fractional r") << QByteArray(R"({"tiles": [{"id": "102a", "q": 0, "r": 0.5, "dir": 0}]})") << u"whole numbers"_s;
        QTest::newRow("dir as text") << QByteArray(R"({"tiles": [{"id": "102a", "q": 0, "r": 0, "dir": "A"}]})") << u"whole numbers"_s;
        QTest::newRow("huge number") << QByteArray(R"({"tiles": [{"id": "102a", "q": 1e300, "r": 0, "dir": 0}]})") << u"whole numbers"_s;
        QTest::newRow("dir 6") << QByteArray(R"({"tiles": [{"id": "102a", "q": 0, "r": 0, "dir": 6}]})") << u"rotation 6"_s;
        QTest::newRow("dir negative") << QByteArray(R"({"tiles": [{"id": "102a", "q": 0, "r": 0, "dir": -1}]})") << u"rotation -1"_s;
        QTest::newRow("unknown id") << QByteArray(R"({"tiles": [{"id": "199a", "q": 0, "r": 0, "dir": 0}]})") << u"unknown tile id \"199a\""_s;
        QTest::newRow("no side") << QByteArray(R"({"tiles": [{"id": "103", "q": 0, "r": 0, "dir": 0}]})") << u"unknown tile id"_s;
        QTest::newRow("id not text") << QByteArray(R"({"tiles": [{"id": 103, "q": 0, "r": 0, "dir": 0}]})") << u"no tile id"_s;
        QTest::newRow("far away") << QByteArray(R"({"tiles": [{"id": "102a", "q": 5000, "r": 0, "dir": 0}]})") << u"too far out"_s;
        QTest::newRow("duplicate position")
            << QByteArray(R"({"tiles": [{"id": "102a", "q": 1, "r": 1, "dir": 0}, {"id": "103a", "q": 1, "r": 1, "dir": 0}]})")
            << u"another tile already is"_s;
        QTest::newRow("tokens not a list")
            << QByteArray(R"({"tiles": [{"id": "102a", "q": 1, "r": 1, "dir": 0, "tokens": {}}]})") << u"must be a list"_s;
        QByteArray many = R"({"tiles": [)";
        for (int i = 0; i <= TrackJson::kMaxTiles; ++i)
            many += (i ? "," : "") + QByteArray(R"({"id":"103a","q":0,"r":0,"dir":0})");
        many += "]}";
        QTest::newRow("too many tiles") << many << u"at most"_s;
    }

    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QString error;
        QVERIFY(!RekeeFormat::fromJson(doc.object(), TileCatalog::builtin(), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(tst_RekeeFormat)
#include "tst_rekeeformat.moc"
