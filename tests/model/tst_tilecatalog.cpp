// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "catalog/tileid.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_TileCatalog : public QObject
{
    Q_OBJECT
private slots:
    void loadsEverySide();
    void boxes_data();
    void boxes();
    void gtCoreHas31TrackTilesAndThePit();
    void dirtCoreHas32Tiles();
    void sampleSides();
    void kinkInsideLanes();
    void junctionAndCrossing();
    void startFinishTiles();
    void everyOpenEdgeHasAPath();
    void tileIds_data();
    void tileIds();
    void collection();
    void rejectsMalformedCatalog_data();
    void rejectsMalformedCatalog();

private:
    const TileCatalog &cat = TileCatalog::builtin();
};

void tst_TileCatalog::loadsEverySide()
{
    QCOMPARE(cat.sides().size(), 271); // every side of every box, 101 counted once
    QCOMPARE(cat.boxes().size(), 11);
    QVERIFY(cat.source().contains(u"Rekee"_s));
}

void tst_TileCatalog::boxes_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<int>("numbers");  // distinct tile numbers
    QTest::addColumn<int>("physical"); // physical tiles, copies counted
    QTest::newRow("gt-core") << u"gt-core"_s << 20 << 32;
    QTest::newRow("gt-championship") << u"gt-championship"_s << 10 << 12;
    QTest::newRow("gt-world-tour") << u"gt-world-tour"_s << 11 << 12;
    QTest::newRow("gt-team-challenge") << u"gt-team-challenge"_s << 12 << 12;
    QTest::newRow("gt-adrenaline-pack") << u"gt-adrenaline-pack"_s << 5 << 5;
    QTest::newRow("dirt-core") << u"dirt-core"_s << 32 << 32;
    QTest::newRow("dirt-monte-carlo") << u"dirt-monte-carlo"_s << 26 << 26;
    QTest::newRow("dirt-110") << u"dirt-110"_s << 24 << 24;
    QTest::newRow("dirt-rx") << u"dirt-rx"_s << 15 << 15;
    QTest::newRow("dirt-climb") << u"dirt-climb"_s << 4 << 4;
    QTest::newRow("dirt-copilot-pack") << u"dirt-copilot-pack"_s << 6 << 6;
}

void tst_TileCatalog::boxes()
{
    QFETCH(QString, box);
    QFETCH(int, numbers);
    QFETCH(int, physical);
    const Box *b = cat.box(box);
    QVERIFY(b);
    QCOMPARE(b->copies.size(), numbers);
    QCOMPARE(b->physicalTileCount(), physical);
    // every tile number of a box has its sides in the catalog
    for (auto it = b->copies.cbegin(); it != b->copies.cend(); ++it) {
        if (it.key() == 101) {
            QVERIFY(cat.sideById(u"101"_s));
            continue;
        }
        QVERIFY2(cat.sideById(QString::number(it.key()) + u'a'), qPrintable(QString::number(it.key())));
        QVERIFY(cat.sideById(QString::number(it.key()) + u'b'));
    }
}

void tst_TileCatalog::gtCoreHas31TrackTilesAndThePit()
{
    const Box *core = cat.box(u"gt-core");
    QCOMPARE(core->copies.value(101), 1);
    QCOMPARE(core->physicalTileCount() - core->copies.value(101), 31);
    QCOMPARE(core->copies.value(103), 3);
    QCOMPARE(core->copies.value(104), 3);
    for (int n : {105, 106, 107, 111, 112, 115, 116, 117})
        QCOMPARE(core->copies.value(n), 2);
    QCOMPARE(core->copies.value(118), 1);
    QVERIFY(!core->discontinued);
    // 122, 124, 125 come once in Championship and once more in World Tour
    QCOMPARE(cat.boxesContaining(124).size(), 2);
    QCOMPARE(cat.copiesInAllBoxes(124), 2);
}

void tst_TileCatalog::dirtCoreHas32Tiles()
{
    const Box *core = cat.box(u"dirt-core");
    QCOMPARE(core->physicalTileCount(), 32);
    QCOMPARE(core->copies.firstKey(), 201);
    QCOMPARE(core->copies.lastKey(), 232);
    QVERIFY(cat.box(u"dirt-110")->discontinued);
    QVERIFY(cat.box(u"dirt-copilot-pack")->discontinued);
}

void tst_TileCatalog::sampleSides()
{
    const TileSide *s = cat.side(u"103a");
    QVERIFY(s);
    QCOMPARE(s->game, Game::GT);
    QCOMPARE(s->terrain, Terrain::Asphalt);
    QCOMPARE(s->danger, Danger::Yellow);
    QCOMPARE(s->role, TileRole::Track);
    QCOMPARE(s->edges[0], (EdgeSpec{3, false}));
    QCOMPARE(s->edges[3], (EdgeSpec{3, false}));
    QCOMPARE(s->openEdgeCount(), 2);
    QCOMPARE(s->paths.size(), 1);
    QCOMPARE(s->paths[0].kind, PathKind::Straight);
    QVERIFY(s->markings.isEmpty());
    QCOMPARE(s->otherSideId(), u"103b"_s);

    s = cat.side(u"119b"); // lane transition bend: B2 D3
    QCOMPARE(s->edges[1].lanes, 2);
    QCOMPARE(s->edges[3].lanes, 3);
    QCOMPARE(s->paths[0].kind, PathKind::Bend60);
    QCOMPARE(s->lowestLimit(), 2);

    s = cat.side(u"117b"); // lim 3, lim 4, lim 4 + hazard
    QCOMPARE(s->danger, Danger::Orange);
    QCOMPARE(s->markings, (QList<Marking>{{MarkingKind::Limit, 3}, {MarkingKind::Limit, 4}, {MarkingKind::LimitHazard, 4}}));

    s = cat.side(u"121b"); // skewed straight C2s E2s
    QCOMPARE(s->edges[2], (EdgeSpec{2, true}));
    QCOMPARE(s->edges[4], (EdgeSpec{2, true}));
    QCOMPARE(s->paths[0].kind, PathKind::SkewStraight);

    s = cat.side(u"211b"); // DIRT shortcut (lim 2)
    QCOMPARE(s->game, Game::Dirt);
    QCOMPARE(s->terrain, Terrain::Gravel);
    QVERIFY(s->markings.contains(Marking{MarkingKind::Shortcut, 2}));

    s = cat.side(u"220b"); // jump 3 and water
    QVERIFY(s->markings.contains(Marking{MarkingKind::Jump, 3}));
    QVERIFY(s->hasMarking(MarkingKind::Water));

    s = cat.side(u"314b");
    QCOMPARE(s->terrain, Terrain::Snow);
    QCOMPARE(s->danger, Danger::Red);

    s = cat.side(u"201a"); // the assistance tile: one dead-end opening
    QCOMPARE(s->role, TileRole::Assistance);
    QCOMPARE(s->openEdgeCount(), 1);
    QCOMPARE(s->paths[0].kind, PathKind::DeadEnd);
    QCOMPARE(s->exitsFrom(3), QList<int>{3});

    s = cat.side(u"101");
    QCOMPARE(s->role, TileRole::Pit);
    QCOMPARE(s->openEdgeCount(), 0);
    QVERIFY(s->side.isNull());
    QVERIFY(s->otherSideId().isEmpty());

    s = cat.side(u"904b");
    QCOMPARE(s->role, TileRole::Filler);
    QCOMPARE(s->fillerScene, u"sheep (winter)"_s);
    QCOMPARE(s->danger, Danger::None);
    QCOMPARE(s->game, Game::Dirt);
    QCOMPARE(cat.side(u"901a")->game, Game::GT);

    s = cat.side(u"325a"); // climb
    QVERIFY(s->hasMarking(MarkingKind::Climb));
}

void tst_TileCatalog::kinkInsideLanes()
{
    // 110: kink A-D, inside lane on the left entering at A, on the right entering at D
    const TileSide *s = cat.side(u"110a");
    QCOMPARE(s->paths[0].kind, PathKind::Kink);
    QCOMPARE(s->paths[0].from, 0);
    QCOMPARE(s->paths[0].insideFrom, -1);
    QCOMPARE(s->paths[0].insideTo, +1);
    // 215: inside on the right from both ends
    s = cat.side(u"215a");
    QCOMPARE(s->paths[0].insideFrom, +1);
    QCOMPARE(s->paths[0].insideTo, +1);
}

void tst_TileCatalog::junctionAndCrossing()
{
    const TileSide *s = cat.side(u"151a");
    QCOMPARE(s->structure, TileStructure::Junction);
    QCOMPARE(s->paths.size(), 3);
    QCOMPARE(s->exitsFrom(0).size(), 2); // A forks to B and D
    QCOMPARE(cat.side(u"151a")->danger, Danger::Orange); // reprint errata (Rekee issue 16)
    s = cat.side(u"153b");
    QCOMPARE(s->structure, TileStructure::Crossing);
    QCOMPARE(s->exitsFrom(0), QList<int>{3});
    QCOMPARE(s->exitsFrom(2), QList<int>{5});
    QCOMPARE(cat.side(u"133a")->structure, TileStructure::Separate);
}

void tst_TileCatalog::startFinishTiles()
{
    QStringList ids;
    for (const TileSide &s : cat.sides())
        if (s.role == TileRole::StartFinish)
            ids << s.id;
    QCOMPARE(ids, (QStringList{u"102a"_s, u"102b"_s, u"131a"_s, u"131b"_s, u"139a"_s, u"139b"_s, u"140b"_s, u"143b"_s,
                               u"144b"_s, u"202a"_s, u"202b"_s, u"203a"_s, u"203b"_s, u"301a"_s, u"301b"_s, u"302a"_s,
                               u"302b"_s, u"401a"_s, u"401b"_s}));
}

void tst_TileCatalog::everyOpenEdgeHasAPath()
{
    for (const TileSide &s : cat.sides()) {
        for (int d = 0; d < 6; ++d)
            QCOMPARE(s.edges[size_t(d)].isOpen(), !s.exitsFrom(d).isEmpty());
        QCOMPARE(s.isCourseTile(), s.role != TileRole::Pit && s.role != TileRole::Filler);
        if (s.role == TileRole::Filler)
            QCOMPARE(s.openEdgeCount(), 0);
    }
}

void tst_TileCatalog::tileIds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("sideId");
    QTest::addColumn<int>("variant");
    QTest::newRow("plain") << u"103b"_s << u"103b"_s << 0;
    QTest::newRow("variant") << u"103b-2"_s << u"103b"_s << 2;
    QTest::newRow("rgt upper case") << u"205A"_s << u"205a"_s << 0;
    QTest::newRow("pit as 101a") << u"101a"_s << u"101"_s << 0;
    QTest::newRow("pit bare") << u"101"_s << u"101"_s << 0;
    QTest::newRow("filler alias") << u"filler2b"_s << u"903b"_s << 0;
    QTest::newRow("podium alias") << u"PODIUM"_s << u"905a"_s << 0;
    QTest::newRow("spaces") << u" 117a "_s << u"117a"_s << 0;
    QTest::newRow("no side") << u"103"_s << QString() << 0;
    QTest::newRow("bad side") << u"103c"_s << QString() << 0;
    QTest::newRow("too short") << u"10a"_s << QString() << 0;
    QTest::newRow("out of range") << u"099a"_s << QString() << 0;
    QTest::newRow("bad variant") << u"103a-x"_s << QString() << 0;
    QTest::newRow("zero variant") << u"103a-0"_s << QString() << 0;
    QTest::newRow("empty") << QString() << QString() << 0;
    QTest::newRow("junk") << u"hello world, this is long"_s << QString() << 0;
}

void tst_TileCatalog::tileIds()
{
    QFETCH(QString, text);
    QFETCH(QString, sideId);
    QFETCH(int, variant);
    const auto id = TileId::parse(text);
    QCOMPARE(id.has_value(), !sideId.isEmpty());
    if (id) {
        QCOMPARE(id->sideId(), sideId);
        QCOMPARE(id->variant, variant);
    }
}

void tst_TileCatalog::collection()
{
    QString error;
    auto c = Collection::parse(u"gt-core, gt-championship=2,gt-core"_s, cat, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->count(u"gt-core"_s), 2);
    QCOMPARE(c->copiesOf(103, cat), 6);
    QCOMPARE(c->copiesOf(121, cat), 4);
    QCOMPARE(c->copiesOf(201, cat), 0);
    QCOMPARE(c->toString(), u"gt-championship=2,gt-core=2"_s);
    QVERIFY(!Collection::parse(u"gt-kore"_s, cat, &error));
    QVERIFY(error.contains(u"gt-kore"_s));
    QVERIFY(!Collection::parse(u"gt-core=-1"_s, cat, &error));
    QVERIFY(!Collection::parse(u"gt-core=x"_s, cat, &error));
    QCOMPARE(Collection::everyBox(cat).copiesOf(124, cat), 2);
}

void tst_TileCatalog::rejectsMalformedCatalog_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("not json") << QByteArray("{nope");
    QTest::newRow("wrong format") << QByteArray(R"({"format":"x","formatVersion":1})");
    QTest::newRow("bad side id") << QByteArray(R"({"format":"pacenotes-tile-catalog","formatVersion":1,"sides":[{"id":"abc"}]})");
    QTest::newRow("path through closed edge")
        << QByteArray(R"({"format":"pacenotes-tile-catalog","formatVersion":1,"sides":[{"id":"103a","tile":103,"game":"gt",
            "terrain":"asphalt","danger":"yellow","role":"track","structure":"single","edges":[{"edge":"A","lanes":3}],
            "paths":[{"from":"A","to":"D","kind":"straight"}],"markings":[]}]})");
    QTest::newRow("box with unknown tile")
        << QByteArray(R"({"format":"pacenotes-tile-catalog","formatVersion":1,"sides":[],"boxes":[{"id":"x","tiles":{"103":1}}]})");
}

void tst_TileCatalog::rejectsMalformedCatalog()
{
    QFETCH(QByteArray, json);
    QString error;
    QVERIFY(!TileCatalog::fromJson(json, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(tst_TileCatalog)
#include "tst_tilecatalog.moc"
