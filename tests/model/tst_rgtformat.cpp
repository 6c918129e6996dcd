// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/tilecatalog.h"
#include "io/rgtformat.h"
#include "io/trackjson.h"
#include "realtracks.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <cstdlib>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_RgtFormat : public QObject
{
    Q_OBJECT

private slots:
    void fromOffset_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<int>("q");
        QTest::addColumn<int>("r");
        // The worked example of the research notes (section 4.2), then the neighbours of that
        // start tile in a real editor file, both row parities.
        QTest::newRow("54,53 (worked example)") << 54 << 53 << 0 << 1;
        QTest::newRow("53,53") << 53 << 53 << 1 << 1;
        QTest::newRow("55,53") << 55 << 53 << -1 << 1;
        QTest::newRow("55,52") << 55 << 52 << 0 << 0;
        QTest::newRow("54,52") << 54 << 52 << 1 << 0;
        QTest::newRow("53,51") << 53 << 51 << 2 << -1;
        QTest::newRow("56,51") << 56 << 51 << -1 << -1;
        QTest::newRow("57,52") << 57 << 52 << -2 << 0;
        QTest::newRow("origin") << 0 << 0 << 81 << -52;
        QTest::newRow("odd negative row") << 0 << -1 << 81 << -53;
        QTest::newRow("even negative row") << 0 << -2 << 82 << -54;
    }

    void fromOffset()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(int, q);
        QFETCH(int, r);
        QCOMPARE(RgtFormat::fromOffset(x, y), (HexCoord{q, r}));
        QCOMPARE(RgtFormat::toOffset(HexCoord{q, r}), QPoint(x, y));
    }

    void offsetRoundTripEverywhere()
    {
        for (int q = -70; q <= 70; ++q)
            for (int r = -70; r <= 70; ++r) {
                const QPoint xy = RgtFormat::toOffset({q, r});
                QCOMPARE(RgtFormat::fromOffset(xy.x(), xy.y()), (HexCoord{q, r}));
            }
    }

    void offsetNeighboursStayNeighbours()
    {
        // Offset rows shift by half a hex: the six axial neighbours of a tile must be six
        // distinct (X, Y) cells in rows Y-1, Y, Y+1, whatever the row parity.
        for (const HexCoord c : {HexCoord{0, 0}, HexCoord{0, 1}, HexCoord{3, -7}, HexCoord{-5, 2}}) {
            const QPoint o = RgtFormat::toOffset(c);
            QSet<std::pair<int, int>> seen;
            for (int d = 0; d < 6; ++d) {
                const QPoint n = RgtFormat::toOffset(c.neighbor(d));
                QVERIFY(std::abs(n.y() - o.y()) <= 1);
                QVERIFY(std::abs(n.x() - o.x()) <= 1);
                seen.insert({n.x(), n.y()});
            }
            QCOMPARE(seen.size(), 6);
        }
    }

    void editorId_data()
    {
        QTest::addColumn<QString>("side");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("id");
        QTest::newRow("pit") << u"101"_s << 0 << u"101a"_s;
        QTest::newRow("gt") << u"103b"_s << 0 << u"103b"_s;
        QTest::newRow("gt variant") << u"106b"_s << 2 << u"106b-2"_s;
        QTest::newRow("dirt") << u"205a"_s << 0 << u"205A"_s;
        QTest::newRow("rx") << u"401b"_s << 0 << u"401B"_s;
        QTest::newRow("monte carlo") << u"301b"_s << 0 << u"301B"_s;
        QTest::newRow("filler 1") << u"902a"_s << 0 << u"filler1a"_s;
        QTest::newRow("filler 2") << u"903b"_s << 0 << u"filler2b"_s;
        QTest::newRow("filler 3") << u"904a"_s << 0 << u"filler3a"_s;
        QTest::newRow("podium") << u"905a"_s << 0 << u"PODIUM"_s;
        QTest::newRow("podium back") << u"905b"_s << 0 << u"905B"_s;
        QTest::newRow("gt filler") << u"901a"_s << 0 << u"901a"_s;
    }

    void editorId()
    {
        QFETCH(QString, side);
        QFETCH(int, variant);
        QFETCH(QString, id);
        QCOMPARE(RgtFormat::editorId(side, variant, TileCatalog::builtin()), id);
    }

    void variantsOnlyForTilesWithCopies_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("side");
        QTest::addColumn<int>("variant");
        QTest::newRow("copy 3 of 3") << u"103a-3"_s << u"103a"_s << 3;
        QTest::newRow("copy 4 of 3") << u"103a-4"_s << u"103a"_s << 0;
        QTest::newRow("two boxes") << u"122b-2"_s << u"122b"_s << 2;
        QTest::newRow("single tile") << u"128b-1"_s << u"128b"_s << 0;
        QTest::newRow("pit with side and variant") << u"101b-1"_s << u"101"_s << 0; // found by fuzzing
        QTest::newRow("filler") << u"902a-2"_s << u"902a"_s << 0;
    }

    void variantsOnlyForTilesWithCopies()
    {
        // A variant names one copy among several; anything else would not survive a round trip.
        QFETCH(QString, id);
        QFETCH(QString, side);
        QFETCH(int, variant);
        QJsonObject tile{{"X"_L1, 54}, {"Y"_L1, 53}, {"Orientation"_L1, 0}, {"TuileId"_L1, id}};
        QString error;
        const auto track = RgtFormat::fromJson(QJsonObject{{"Tuiles"_L1, QJsonArray{tile}}}, TileCatalog::builtin(), &error);
        QVERIFY2(track, qPrintable(error));
        QCOMPARE(track->tiles.first().sideId, side);
        QCOMPARE(track->tiles.first().variant, variant);
        const auto again = RgtFormat::fromJson(RgtFormat::toJson(*track, TileCatalog::builtin()), TileCatalog::builtin(), &error);
        QVERIFY(again);
        QCOMPARE(*again, *track);
    }

    void readsEditorFile()
    {
        // Shaped like a file of the official editor: Windows path, upper-case DIRT ids, the
        // pit as 101a, PODIUM, tokens (Rekee's extension), the editor's picture size.
        const QByteArray rgt = R"({"Path":"C:\\Users\\me\\My Tracks","Name":"RX Mix","Author":"Someone",
            "Orientation":"flat",
            "Tuiles":[{"X":54,"Y":56,"Orientation":4,"TuileId":"403A"},
                      {"X":54,"Y":55,"Orientation":1,"TuileId":"401A","Tokens":[
                          {"X":0.0,"Y":0.0,"Orientation":180.0,"TokenId":"dirt1"},
                          {"X":-0.57,"Y":0.0,"Orientation":0.0,"TokenId":"greendoor"}]},
                      {"X":55,"Y":55,"Orientation":4,"TuileId":"PODIUM"},
                      {"X":53,"Y":57,"Orientation":1,"TuileId":"119b"},
                      {"X":52,"Y":57,"Orientation":0,"TuileId":"101a"}],
            "lowResWidth":2480,"lowResHeight":1748})";
        QJsonParseError pe;
        const QJsonObject root = QJsonDocument::fromJson(rgt, &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QVERIFY(RgtFormat::looksLike(root));
        QString error;
        QStringList notes;
        const auto track = RgtFormat::fromJson(root, TileCatalog::builtin(), &error, &notes);
        QVERIFY2(track, qPrintable(error));
        QCOMPARE(track->title, u"RX Mix"_s);
        QCOMPARE(track->author, u"Someone"_s);
        QCOMPARE(track->game, Game::Dirt);
        QCOMPARE(track->tiles.size(), 5);
        QCOMPARE(track->tiles[0], (PlacedTile{u"403a"_s, 0, RgtFormat::fromOffset(54, 56), 4}));
        QCOMPARE(track->tiles[2].sideId, u"905a"_s);
        QCOMPARE(track->tiles[4].sideId, u"101"_s);
        QCOMPARE(notes.size(), 2); // the tokens, and GT tile 119b in a DIRT track
        QVERIFY(notes.join(u' ').contains(u"greendoor"_s));
    }

    void roundTrip_data()
    {
        QTest::addColumn<Track>("track");
        QTest::newRow("gt circuit") << RealTracks::gtCoreCircuit();
        QTest::newRow("dirt stage") << RealTracks::dirtStage();
        Track far = RealTracks::dirtStage();
        for (PlacedTile &t : far.tiles)
            t.pos = t.pos + HexCoord{-300, 411};
        QTest::newRow("far from the editor's origin") << far;
    }

    void roundTrip()
    {
        QFETCH(Track, track);
        const QJsonObject json = RgtFormat::toJson(track, TileCatalog::builtin());
        QCOMPARE(json.value("lowResWidth"_L1).toInt(), 2480);
        QCOMPARE(json.value("lowResHeight"_L1).toInt(), 1748);
        QVERIFY(json.value("Path"_L1).isString());
        QString error;
        const auto back = RgtFormat::fromJson(json, TileCatalog::builtin(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, track);
    }

    void writesEditorIds()
    {
        const QJsonArray gt = RgtFormat::toJson(RealTracks::gtCoreCircuit(), TileCatalog::builtin())
                                  .value("Tuiles"_L1).toArray();
        QCOMPARE(gt.first()[u"TuileId"_s].toString(), u"102a"_s);
        QCOMPARE(gt.first()[u"X"_s].toInt(), 55);
        QCOMPARE(gt.first()[u"Y"_s].toInt(), 52);
        QCOMPARE(gt.last()[u"TuileId"_s].toString(), u"101a"_s);
        const QJsonArray dirt = RgtFormat::toJson(RealTracks::dirtStage(), TileCatalog::builtin())
                                    .value("Tuiles"_L1).toArray();
        for (const QJsonValue &t : dirt) {
            const QString id = t[u"TuileId"_s].toString();
            QCOMPARE(id, id.toUpper());
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Tuiles not a list") << QByteArray(R"({"Tuiles": {}})") << u"\"Tuiles\" list"_s;
        QTest::newRow("tile not object") << QByteArray(R"({"Tuiles": [null]})") << u"not an object"_s;
        QTest::newRow("Name not text") << QByteArray(R"({"Name": 1, "Tuiles": []})") << u"\"Name\" must be text"_s;
        QTest::newRow("missing X") << QByteArray(R"({"Tuiles": [{"Y": 1, "Orientation": 0, "TuileId": "102a"}]})") << u"whole numbers X, Y"_s;
        QTest::newRow("X as text") << QByteArray(R"({"Tuiles": [{"X": "1", "Y": 1, "Orientation": 0, "TuileId": "102a"}]})") << u"whole numbers X, Y"_s;
        QTest::newRow("Y fractional") << QByteArray(R"({"Tuiles": [{"X": 1, "Y": 1.25, "Orientation": 0, "TuileId": "102a"}]})") << u"whole numbers X, Y"_s;
        QTest::newRow("Orientation 7") << QByteArray(R"({"Tuiles": [{"X": 54, "Y": 53, "Orientation": 7, "TuileId": "102a"}]})") << u"rotation 7"_s;
        QTest::newRow("unknown id") << QByteArray(R"({"Tuiles": [{"X": 54, "Y": 53, "Orientation": 0, "TuileId": "BRIDGE"}]})") << u"unknown tile id \"BRIDGE\""_s;
        QTest::newRow("empty id") << QByteArray(R"({"Tuiles": [{"X": 54, "Y": 53, "Orientation": 0, "TuileId": ""}]})") << u"unknown tile id"_s;
        QTest::newRow("far away") << QByteArray(R"({"Tuiles": [{"X": 54, "Y": 99999, "Orientation": 0, "TuileId": "102a"}]})") << u"too far out"_s;
        QTest::newRow("beyond any limit") << QByteArray(R"({"Tuiles": [{"X": 2147483648, "Y": 0, "Orientation": 0, "TuileId": "102a"}]})") << u"whole numbers"_s;
        QTest::newRow("duplicate position")
            << QByteArray(R"({"Tuiles": [{"X": 54, "Y": 53, "Orientation": 0, "TuileId": "102a"},
                                          {"X": 54, "Y": 53, "Orientation": 3, "TuileId": "103A"}]})")
            << u"another tile already is"_s;
        QTest::newRow("Tokens not a list")
            << QByteArray(R"({"Tuiles": [{"X": 54, "Y": 53, "Orientation": 0, "TuileId": "102a", "Tokens": 3}]})") << u"must be a list"_s;
    }

    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QString error;
        QVERIFY(!RgtFormat::fromJson(doc.object(), TileCatalog::builtin(), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(tst_RgtFormat)
#include "tst_rgtformat.moc"
