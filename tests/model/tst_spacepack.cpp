// SPDX-License-Identifier: GPL-3.0-or-later
// Space data on disk: one side as JSON (strict), packs as zips (hardened: the malformed corpus in
// tests/data/malformed-spaces/ is refused entry by entry), the shipped templates, merging, and
// the user's library (saved atomically, a damaged file set aside).
#include "catalog/tilecatalog.h"
#include "spaces/spacejson.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacemerge.h"
#include "spaces/spacetemplates.h"
#include "track/track.h"

#include "zipbuilder.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

/// A side with every field set (the data is made up for the test, not read off a tile).
TileSpaces everyField()
{
    TileSpaces s = SpaceTemplates::generate(*cat().sideById(u"113b"_s));
    s.provenance = SpaceProvenance::Measured;
    s.author = u"Test Person"_s;
    s.date = u"2026-11-20"_s;
    s.note = u"Written by tst_spacepack."_s;
    s.spaces[2].marks.limit = 2;
    s.spaces[2].marks.dangerous = true;
    s.spaces[3].marks.sharp = true;
    s.spaces[3].marks.line = 1;
    s.spaces[4].marks.sharp = true;
    s.spaces[4].marks.lineHazard = true;
    s.spaces[5].marks.tripleLane = true;
    s.spaces[5].marks.danger = Danger::Red;
    TileSpace off;
    off.id = s.nextId();
    off.road = 0;
    off.offRoad = true;
    off.lane = -1;
    off.t0 = 0.3;
    off.t1 = 0.6;
    off.outline = QPolygonF{QPointF(1, 2), QPointF(100.5, 2), QPointF(50, -80.25)};
    off.links = {{1, false}, {5, true}};
    s.spaces.append(off);
    return s;
}

TileSpaces dirtMarks()
{
    TileSpaces s = SpaceTemplates::generate(*cat().sideById(u"217b"_s));
    s.provenance = SpaceProvenance::Estimated;
    s.spaces[0].marks.corner = u"1"_s;
    s.spaces[0].marks.cornerLine = CornerLine::Outside;
    s.spaces[1].marks.corner = u"1"_s;
    s.spaces[1].marks.cornerLine = CornerLine::Inside;
    s.spaces[2].marks.slide = u"a"_s;
    s.spaces[3].marks.jump = 4;
    s.spaces[4].marks.water = true;
    s.spaces[4].marks.terrain = Terrain::Snow;
    s.spaces[5].marks.shortcut = true;
    s.spaces[5].marks.limit = 3;
    return s;
}

/// Positions as the file keeps them (to a millionth; a fraction such as 1/3 read back exactly).
TileSpaces rounded(TileSpaces s)
{
    const auto r = [](double v) { return std::round(v * 1e6) / 1e6; };
    const auto position = [&r](double v) { return SpaceFractions::exactPosition(r(v)); };
    for (TileSpace &x : s.spaces) {
        x.t0 = position(x.t0);
        x.t1 = position(x.t1);
        for (QPointF &p : x.outline)
            p = QPointF(r(p.x()), r(p.y()));
    }
    if (s.startFinish)
        s.startFinish->t = position(s.startFinish->t);
    return s;
}

QByteArray png(QColor colour)
{
    QImage image(8, 8, QImage::Format_RGB32);
    image.fill(colour);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QByteArray sideJson(const TileSpaces &s)
{
    return QJsonDocument(SpaceJson::toJson(s, *cat().sideById(s.sideId))).toJson();
}

} // namespace

class tst_SpacePack : public QObject
{
    Q_OBJECT
private slots:
    void sideRoundTrip();
    void positionsAreExactFractions();
    void sideRejects_data();
    void sideRejects();
    void packRoundTrip();
    void packWritesTheSameBytesTwice();
    void shippedTemplatesMatchTheGenerator();
    void leftOutWithANote();
    void malformedCorpus_data();
    void malformedCorpus();
    void malformedMessages_data();
    void malformedMessages();
    void merge();
    void libraryKeepsTheUsersData();
    void libraryDamagedFileSetAside();
    void folderAndPackOneRule_data();
    void folderAndPackOneRule();
    void libraryLeavesANewerFileAlone_data();
    void libraryLeavesANewerFileAlone();
    void coverage();
};

void tst_SpacePack::sideRoundTrip()
{
    for (const TileSpaces &original : {everyField(), dirtMarks(), SpaceTemplates::generate(*cat().sideById(u"101"_s)),
                                       SpaceTemplates::generate(*cat().sideById(u"131a"_s))}) {
        QString error;
        const std::optional<TileSpaces> back = SpaceJson::fromJson(sideJson(original), cat(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, rounded(original));
    }
}

void tst_SpacePack::positionsAreExactFractions()
{
    // A lane cut into three: its positions are thirds, written 0.333333 and 0.666667, read back
    // as the thirds themselves (so that three of them make the whole road), and written again the
    // same (the audit saw distances of 1.999999 and 3.000001 on a track).
    TileSpaces side = SpaceTemplates::generate(*cat().sideById(u"103b"_s));
    side.spaces = {side.spaces.first(), side.spaces.first(), side.spaces.first()};
    for (int i = 0; i < 3; ++i) {
        side.spaces[i].id = i + 1;
        side.spaces[i].t0 = i / 3.0;
        side.spaces[i].t1 = (i + 1) / 3.0;
        side.spaces[i].links.clear();
    }
    const QByteArray written = sideJson(side);
    QVERIFY2(written.contains("0.333333") && written.contains("0.666667"), written.constData());
    QString error;
    const std::optional<TileSpaces> back = SpaceJson::fromJson(written, cat(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->spaces[0].t1, 1.0 / 3);
    QCOMPARE(back->spaces[1].t1, 2.0 / 3);
    QCOMPARE(back->spaces[2].t1 - back->spaces[2].t0 + back->spaces[1].t1, 1.0);
    QCOMPARE(3 * back->spaces[0].t1, 1.0);
    QCOMPARE(sideJson(*back), written);
    // Positions near no small fraction stay as written; the shipped templates read as thirds.
    QCOMPARE(SpaceFractions::exactPosition(0.4137), 0.4137);
    QCOMPARE(SpaceFractions::exactPosition(0.333334), 0.333334);
    QCOMPARE(SpaceFractions::exactDistance(1.9999999999999998), 2.0);
    QCOMPARE(SpaceFractions::exactDistance(1.999999), 1.999999);
    const std::shared_ptr<const SpacePack> shipped = SpaceLibrary::shippedTemplates(cat());
    bool thirds = false;
    for (const TileSpace &x : shipped->sides.value(u"109b"_s).spaces)
        thirds = thirds || x.t1 == 1.0 / 3;
    QVERIFY(thirds);
}

void tst_SpacePack::sideRejects_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected");
    const QString head = u"{\"format\": \"pacenotes-tile-spaces\", \"formatVersion\": 1, \"side\": \"103b\", "
                         "\"provenance\": \"measured\", "_s;
    QTest::newRow("not json") << u"{"_s << u"Not valid JSON"_s;
    QTest::newRow("array") << u"[]"_s << u"JSON object"_s;
    QTest::newRow("other format") << u"{\"format\": \"pacenotes-track\"}"_s << u"not the space data"_s;
    QTest::newRow("future") << u"{\"format\": \"pacenotes-tile-spaces\", \"formatVersion\": 3}"_s << u"version 3"_s;
    QTest::newRow("unknown side") << u"{\"format\": \"pacenotes-tile-spaces\", \"formatVersion\": 1, \"side\": \"999z\"}"_s
                                  << u"not a tile side"_s;
    QTest::newRow("no provenance")
        << u"{\"format\": \"pacenotes-tile-spaces\", \"formatVersion\": 1, \"side\": \"103b\", \"spaces\": []}"_s
        << u"provenance"_s;
    QTest::newRow("unknown field") << head + u"\"colour\": 1}"_s << u"colour: unknown field"_s;
    QTest::newRow("space unknown field") << head + u"\"spaces\": [{\"id\": 1, \"road\": \"A-D\", \"speed\": 3}]}"_s
                                         << u"spaces[0].speed: unknown field"_s;
    QTest::newRow("road reversed") << head + u"\"spaces\": [{\"id\": 1, \"road\": \"D-A\"}]}"_s
                                   << u"spaces[0].road: expected one of: A-D"_s;
    QTest::newRow("limit 9") << head + u"\"spaces\": [{\"id\": 1, \"road\": \"A-D\", \"limit\": 9}]}"_s
                             << u"spaces[0].limit: expected a whole number from 0 to 6"_s;
    QTest::newRow("lane text") << head + u"\"spaces\": [{\"id\": 1, \"road\": \"A-D\", \"lane\": \"left\"}]}"_s
                               << u"spaces[0].lane"_s;
    QTest::newRow("line word") << head + u"\"spaces\": [{\"id\": 1, \"road\": \"A-D\", \"line\": \"two\"}]}"_s
                               << u"spaces[0].line"_s;
    QTest::newRow("corner half")
        << head + u"\"spaces\": [{\"id\": 1, \"road\": \"A-D\", \"corner\": {\"line\": \"inside\"}}]}"_s
        << u"spaces[0].corner"_s;
    QTest::newRow("link text") << head + u"\"spaces\": [{\"id\": 1, \"road\": \"A-D\", \"links\": [3]}]}"_s
                               << u"spaces[0].links[0]"_s;
    QTest::newRow("no id") << head + u"\"spaces\": [{\"road\": \"A-D\"}]}"_s << u"spaces[0].id"_s;
    QTest::newRow("line position") << head + u"\"startFinish\": {\"road\": \"A-D\", \"at\": 3}}"_s << u"startFinish.at"_s;
}

void tst_SpacePack::sideRejects()
{
    QFETCH(QString, json);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!SpaceJson::fromJson(json.toUtf8(), cat(), &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void tst_SpacePack::packRoundTrip()
{
    SpacePack pack;
    pack.info = {u"Tiles of the club"_s, u"Test Person"_s, u"2026-11-20"_s, u"For the test."_s, SpaceProvenance::Measured, false};
    pack.sides.insert(u"113b"_s, everyField());
    pack.sides.insert(u"217b"_s, dirtMarks());
    pack.scans.insert(u"113b"_s, {png(Qt::red), u"png"_s});
    QString error;
    const std::optional<QByteArray> bytes = SpacePackFile::serialize(pack, cat(), &error);
    QVERIFY2(bytes, qPrintable(error));
    std::optional<SpacePack> back = SpacePackFile::readData(*bytes, cat(), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(back->notes.isEmpty());
    QCOMPARE(back->info, pack.info);
    QCOMPARE(back->sides.value(u"113b"_s), rounded(everyField()));
    QCOMPARE(back->sides.value(u"217b"_s), rounded(dirtMarks()));
    QCOMPARE(back->scans, pack.scans);

    // Through a file, written atomically.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"club.pnspaces"_s);
    QVERIFY(SpacePackFile::write(path, pack, cat(), &error));
    QVERIFY(SpacePackFile::read(path, cat(), &error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"club.pnspaces"_s});
    QVERIFY(!SpacePackFile::write(dir.filePath(u"no/such/folder/x.pnspaces"_s), pack, cat(), &error));
    QVERIFY(!error.isEmpty());
}

void tst_SpacePack::packWritesTheSameBytesTwice()
{
    SpacePack pack;
    pack.info.date = u"2026-01-02"_s;
    pack.sides.insert(u"103b"_s, SpaceTemplates::generate(*cat().sideById(u"103b"_s)));
    QString error;
    QCOMPARE(SpacePackFile::serialize(pack, cat(), &error), SpacePackFile::serialize(pack, cat(), &error));
    // Without a date too (found by fuzz_spacepack: the time of writing went into the entries):
    // the entries carry a fixed date, 2000-01-01 12:00 in the zip's DOS format.
    pack.info.date.clear();
    const std::optional<QByteArray> bytes = SpacePackFile::serialize(pack, cat(), &error);
    QVERIFY(bytes && bytes->startsWith("PK\x03\x04"));
    QCOMPARE(bytes->mid(10, 4), QByteArray("\x00\x60\x21\x28", 4));
}

void tst_SpacePack::shippedTemplatesMatchTheGenerator()
{
    const std::shared_ptr<const SpacePack> shipped = SpaceLibrary::shippedTemplates(cat());
    QVERIFY(shipped->info.templatesOnly);
    QCOMPARE(shipped->info.provenance, SpaceProvenance::Template);
    int expected = 0;
    for (const TileSide &side : cat().sides()) {
        if (!side.isCourseTile() && side.role != TileRole::Pit)
            continue;
        ++expected;
        QVERIFY2(shipped->sides.contains(side.id), qPrintable(side.id));
        // If this fails after a change to the templates, regenerate the pack:
        //   pacenotes spaces templates --out resources/spaces/templates.pnspaces
        QVERIFY2(shipped->sides.value(side.id) == rounded(SpaceTemplates::generate(side)), qPrintable(side.id));
        QCOMPARE(shipped->sides.value(side.id).provenance, SpaceProvenance::Template);
    }
    QCOMPARE(shipped->sides.size(), expected);
}

void tst_SpacePack::leftOutWithANote()
{
    const QByteArray info = R"({"format": "pacenotes-space-pack", "formatVersion": 1, "name": "N", "provenance": "estimated"})";
    const QByteArray unknownSide = R"({"format": "pacenotes-tile-spaces", "formatVersion": 1, "side": "777a", "provenance": "estimated"})";
    const QByteArray bytes = ZipBuilder()
                                 .add("pack.json", info)
                                 .add("sides/103b.json", sideJson(SpaceTemplates::generate(*cat().sideById(u"103b"_s))))
                                 .add("sides/777a.json", unknownSide)
                                 .add("scans/103b.png", "not a picture")
                                 .add("scans/104b.png", png(Qt::blue))
                                 .add("README.txt", "hello")
                                 .build();
    QString error;
    const std::optional<SpacePack> pack = SpacePackFile::readData(bytes, cat(), &error);
    QVERIFY2(pack, qPrintable(error));
    QCOMPARE(pack->sides.keys(), QStringList{u"103b"_s});
    QCOMPARE(pack->scans.keys(), QStringList{u"104b"_s});
    QCOMPARE(pack->notes.size(), 3);
    QVERIFY(pack->notes.join(u'\n').contains(u"777a"_s));
    QVERIFY(pack->notes.join(u'\n').contains(u"README.txt"_s));
}

void tst_SpacePack::malformedCorpus_data()
{
    QTest::addColumn<QString>("path");
    const QFileInfoList files = QDir(QStringLiteral(PACENOTES_TESTDATA "/malformed-spaces")).entryInfoList(QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 35); // the folder is there and full
    for (const QFileInfo &f : files)
        QTest::newRow(qPrintable(f.fileName())) << f.absoluteFilePath();
}

void tst_SpacePack::malformedCorpus()
{
    QFETCH(QString, path);
    QString error;
    QVERIFY2(!SpacePackFile::read(path, cat(), &error), "a malformed pack was accepted");
    QVERIFY2(error.size() > 20, qPrintable(error));
}

void tst_SpacePack::malformedMessages_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zip slip") << u"zip-slip.pnspaces"_s << u"not a safe relative path"_s;
    QTest::newRow("absolute") << u"absolute-path.pnspaces"_s << u"not a safe relative path"_s;
    QTest::newRow("bomb") << u"bomb.pnspaces"_s << u"decompression bomb"_s;
    QTest::newRow("declared huge") << u"declared-huge.pnspaces"_s << u"would unpack to"_s;
    QTest::newRow("crc") << u"bad-crc.pnspaces"_s << u"checksum"_s;
    QTest::newRow("entries") << u"many-entries.pnspaces"_s << u"at most 1200"_s;
    QTest::newRow("no pack.json") << u"no-pack-json.pnspaces"_s << u"no pack.json"_s;
    QTest::newRow("future") << u"pack-future-version.pnspaces"_s << u"version 9"_s;
    QTest::newRow("templates claim") << u"templates-with-measured-side.pnspaces"_s << u"templates only"_s;
    QTest::newRow("side name") << u"side-wrong-name.pnspaces"_s << u"holds the data of tile side 103b"_s;
    QTest::newRow("side field") << u"side-limit-text.pnspaces"_s << u"sides/103b.json: spaces[0].limit"_s;
    QTest::newRow("too many") << u"side-too-many-spaces.pnspaces"_s << u"spaces: expected a list of at most 400"_s;
}

void tst_SpacePack::malformedMessages()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!SpacePackFile::read(QStringLiteral(PACENOTES_TESTDATA "/malformed-spaces/") + file, cat(), &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void tst_SpacePack::merge()
{
    SpacePack mine, theirs;
    const TileSpaces a = SpaceTemplates::generate(*cat().sideById(u"103b"_s));
    TileSpaces b = SpaceTemplates::generate(*cat().sideById(u"115b"_s));
    TileSpaces c = SpaceTemplates::generate(*cat().sideById(u"105b"_s));
    mine.sides.insert(a.sideId, a);
    mine.sides.insert(b.sideId, b);
    TileSpaces aTheirs = a;
    aTheirs.author = u"Someone else"_s; // the same spaces: no conflict
    TileSpaces bTheirs = b;
    bTheirs.spaces[3].marks.limit = 2;
    theirs.sides.insert(a.sideId, aTheirs);
    theirs.sides.insert(b.sideId, bTheirs);
    theirs.sides.insert(c.sideId, c);
    theirs.scans.insert(a.sideId, {png(Qt::green), u"png"_s});

    const QList<SpaceMergeItem> plan = SpaceMerge::plan(mine, theirs);
    QCOMPARE(plan.size(), 3);
    QHash<QString, SpaceMergeItem::Kind> kinds;
    for (const SpaceMergeItem &i : plan)
        kinds.insert(i.sideId, i.kind);
    QCOMPARE(kinds.value(u"103b"_s), SpaceMergeItem::Kind::Same);
    QCOMPARE(kinds.value(u"115b"_s), SpaceMergeItem::Kind::Conflict);
    QCOMPARE(kinds.value(u"105b"_s), SpaceMergeItem::Kind::New);
    QCOMPARE(SpaceMerge::conflicts(plan), 1);

    const SpacePack keep = SpaceMerge::apply(mine, theirs, plan, {});
    QCOMPARE(keep.sides.value(u"115b"_s), b);
    QCOMPARE(keep.sides.value(u"105b"_s), c);
    QCOMPARE(keep.sides.value(u"103b"_s).author, QString()); // ours kept
    QVERIFY(keep.scans.contains(u"103b"_s));                 // but their picture is welcome
    const SpacePack take = SpaceMerge::apply(mine, theirs, plan, {{u"115b"_s, MergeChoice::TakeTheirs}});
    QCOMPARE(take.sides.value(u"115b"_s), bTheirs);
}

void tst_SpacePack::libraryKeepsTheUsersData()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"spaces/mine.pnspaces"_s);
    SpaceLibrary library(cat());
    library.load(path);
    QVERIFY(library.loadMessage().isEmpty());
    QVERIFY(library.userPack().sides.isEmpty());
    // The shipped readings fill in, templates where no reading is shipped.
    QVERIFY(library.find(u"103b"_s));
    const bool read = library.readings().sides.contains(u"103b"_s);
    QCOMPARE(library.find(u"103b"_s)->provenance, read ? SpaceProvenance::ReadFromPicture : SpaceProvenance::Template);
    QCOMPARE(library.sources().find(u"103b"_s).source, read ? SpaceLibrary::readingsPackName() : SpaceLibrary::templatesPackName());

    QSignalSpy changed(&library, &SpaceLibrary::changed);
    TileSpaces mine = SpaceTemplates::generate(*cat().sideById(u"103b"_s));
    mine.provenance = SpaceProvenance::Measured;
    QString error;
    QVERIFY2(library.setSide(mine, &error), qPrintable(error));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(library.find(u"103b"_s)->provenance, SpaceProvenance::Measured);
    QVERIFY(!library.find(u"103b"_s)->date.isEmpty());
    QVERIFY(QFile::exists(path));

    SpaceLibrary again(cat());
    again.load(path);
    QCOMPARE(again.find(u"103b"_s)->provenance, SpaceProvenance::Measured);
    QVERIFY(again.removeSide(u"103b"_s, &error));
    QCOMPARE(again.find(u"103b"_s)->provenance, SpaceProvenance::Template);
}

void tst_SpacePack::libraryDamagedFileSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"mine.pnspaces"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a zip, but the user's file all the same");
    f.close();
    // A command that only reads leaves the file alone.
    SpaceLibrary reader(cat());
    reader.load(path, true);
    QVERIFY(reader.loadMessage().contains(u"only the templates"_s));
    QVERIFY(QFile::exists(path));
    QString why;
    QVERIFY(!reader.setSide(SpaceTemplates::generate(*cat().sideById(u"104b"_s)), &why));
    QVERIFY(!why.isEmpty());

    SpaceLibrary library(cat());
    library.load(path);
    QVERIFY(library.loadMessage().contains(u"could not be read"_s));
    QVERIFY(!QFile::exists(path));
    const QStringList kept = QDir(dir.path()).entryList({u"mine.pnspaces.damaged-*"_s}, QDir::Files);
    QCOMPARE(kept.size(), 1);
    QFile aside(dir.filePath(kept.first()));
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), QByteArray("not a zip, but the user's file all the same"));
    // It goes on working with a fresh pack.
    QString error;
    QVERIFY(library.setSide(SpaceTemplates::generate(*cat().sideById(u"104b"_s)), &error));
}

void tst_SpacePack::folderAndPackOneRule_data()
{
    // Issue 25: `spaces check` on a folder took a file whatever its name and let a side given
    // twice overwrite the other, where a pack refused the one and silently did the other.
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("sides");
    QTest::addColumn<QString>("expected"); // in the error; empty: read, with a note
    QTest::newRow("named after its side") << QStringList{u"103b.json"_s} << QStringList{u"103b"_s} << QString();
    QTest::newRow("name is not the side") << QStringList{u"copy.json"_s} << QStringList{u"103b"_s} << u"holds the data of tile side 103b"_s;
    QTest::newRow("side given twice") << QStringList{u"103b.json"_s, u"103b.JSON"_s} << QStringList{u"103b"_s, u"103b"_s}
                                      << u"tile side 103b is given twice"_s;
    QTest::newRow("unknown tile") << QStringList{u"103b.json"_s, u"777a.json"_s} << QStringList{u"103b"_s, u"777a"_s} << QString();
}

void tst_SpacePack::folderAndPackOneRule()
{
    QFETCH(QStringList, names);
    QFETCH(QStringList, sides);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    ZipBuilder zip;
    zip.add("pack.json", R"({"format": "pacenotes-space-pack", "formatVersion": 1, "name": "N", "provenance": "estimated"})");
    for (int i = 0; i < names.size(); ++i) {
        const TileSide *side = cat().sideById(sides[i]);
        const QByteArray json = side ? sideJson(SpaceTemplates::generate(*side))
                                     : QByteArray(R"({"format": "pacenotes-tile-spaces", "formatVersion": 1, "side": "777a", "provenance": "estimated"})");
        zip.add("sides/" + names[i].toUtf8(), json);
        QFile f(dir.filePath(names[i]));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
    }
    QString packError, folderError;
    const std::optional<SpacePack> pack = SpacePackFile::readData(zip.build(), cat(), &packError);
    const std::optional<SpacePack> folder = SpacePackFile::readFolder(dir.path(), cat(), &folderError);
    QCOMPARE(bool(pack), expected.isEmpty());
    QCOMPARE(bool(folder), expected.isEmpty());
    if (!expected.isEmpty()) {
        QVERIFY2(packError.contains(expected), qPrintable(packError));
        QVERIFY2(folderError.contains(expected), qPrintable(folderError));
        return;
    }
    QCOMPARE(pack->sides.keys(), folder->sides.keys());
    QCOMPARE(pack->notes.size(), folder->notes.size());
}

void tst_SpacePack::libraryLeavesANewerFileAlone_data()
{
    // Issue 25: a pack written by a newer Pacenotes was renamed ".damaged-…" at start.
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray side = sideJson(SpaceTemplates::generate(*cat().sideById(u"103b"_s)));
    QTest::newRow("newer pack") << ZipBuilder()
                                       .add("pack.json", R"({"format": "pacenotes-space-pack", "formatVersion": )"
                                                             + QByteArray::number(SpacePackFile::kFormatVersion + 1)
                                                             + R"(, "name": "N", "provenance": "measured", "colourProfile": "future"})")
                                       .add("sides/103b.json", side)
                                       .build();
    QByteArray newerSide = side;
    // Newer than any side version this build reads (version 2 came with "read-from-picture").
    newerSide.replace("\"formatVersion\": 1", "\"formatVersion\": " + QByteArray::number(SpaceJson::kFormatVersion + 1));
    QVERIFY(newerSide != side);
    QTest::newRow("newer side") << ZipBuilder()
                                       .add("pack.json", R"({"format": "pacenotes-space-pack", "formatVersion": 1, "name": "N",
                                                           "provenance": "measured"})")
                                       .add("sides/103b.json", newerSide)
                                       .build();
}

void tst_SpacePack::libraryLeavesANewerFileAlone()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"mine.pnspaces"_s);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    QString error;
    SpacePackFile::ReadFailure failure = SpacePackFile::ReadFailure::None;
    QVERIFY(!SpacePackFile::read(path, cat(), &error, &failure));
    QCOMPARE(failure, SpacePackFile::ReadFailure::Newer);

    SpaceLibrary library(cat());
    library.load(path);
    QVERIFY2(library.loadMessage().contains(u"newer Pacenotes"_s), qPrintable(library.loadMessage()));
    QVERIFY(QDir(dir.path()).entryList({u"mine.pnspaces.damaged-*"_s}, QDir::Files).isEmpty());
    QCOMPARE(library.find(u"103b"_s)->provenance, SpaceProvenance::Template); // only the templates
    // Nothing is written over it either.
    QVERIFY(!library.setSide(SpaceTemplates::generate(*cat().sideById(u"104b"_s)), &error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), bytes);
}

void tst_SpacePack::coverage()
{
    Track track;
    track.tiles = {{u"102b"_s, 0, {0, 0}, 0}, {u"103b"_s, 0, {1, 0}, 0}, {u"901a"_s, 0, {0, 1}, 0}, {u"101"_s, 0, {1, 1}, 0}};
    auto pack = std::make_shared<SpacePack>();
    TileSpaces measured = SpaceTemplates::generate(*cat().sideById(u"103b"_s));
    measured.provenance = SpaceProvenance::Measured;
    pack->sides.insert(u"103b"_s, measured);
    SpaceSources sources;
    sources.add(u"Mine"_s, pack);
    sources.add(u"Templates"_s, SpaceLibrary::shippedTemplates(cat()));
    const QList<TileCoverage> c = SpaceCoverage::ofTrack(track, cat(), sources);
    QCOMPARE(c.size(), 3); // not the filler
    QCOMPARE(c[0].source, u"Templates"_s);
    QVERIFY(!c[0].covered());
    QCOMPARE(c[1].source, u"Mine"_s);
    QVERIFY(c[1].covered());
    QVERIFY(!c[2].course);
    QCOMPARE(SpaceCoverage::uncoveredCourseTiles(c), QList<int>{0});
}

QTEST_GUILESS_MAIN(tst_SpacePack)
#include "tst_spacepack.moc"
