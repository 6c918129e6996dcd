// SPDX-License-Identifier: GPL-3.0-or-later
// `pacenotes spaces check | coverage | templates | from-readings` as users run them, the
// referee on a track's spaces, and scripts/space-readings.py (check, compare, merge).
#include "clirun.h"
#include "processrun.h"
#include "spacehelpers.h"
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "spaces/spacegraph.h"
#include "spaces/spacejson.h"
#include "spaces/spacepack.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacetemplates.h"
#include "track/trackvalidator.h"
#include "catalog/collection.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;
using Pacenotes::Test::pacenotes;
using Pacenotes::Test::ProcessRun;
using Pacenotes::Test::runProcess;

class tst_SpacesCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void checkShippedTemplates();
    void checkReportsProblems();
    void checkFolder();
    void checkUnreadable();
    void coverage();
    void coverageOfATileList();
    void templatesWritesThePack();
    void usage();
    void russian();
    void refereeOnTrackSpaces();
    void refereeOnTrackErrors();
    void fromReadingsWritesThePack();
    void fromReadingsRefusesBadReadings();
    void refereeNamesUncertainSpaces();
    void gtRulebookListsLaidOutAreCovered_data();
    void gtRulebookListsLaidOutAreCovered();
    void readingsScriptChecks();
    void readingsScriptComparesAndMerges();
    void readingsScriptMergesAnswers();
    void refereeSaysTemplateSpacesAreUnknown();
    void readingsScriptMergesFullSides();
    void refereeOnTrackOneHairpin();

private:
    QTemporaryDir m_dir;
    QString m_track, m_badPack, m_measuredPack;
};

void tst_SpacesCli::initTestCase()
{
    const TileCatalog &cat = TileCatalog::builtin();
    m_track = m_dir.filePath(u"loop.json"_s);
    QVERIFY(TrackFiles::write(m_track, Samples::gtLoop(), cat, nullptr));

    // A pack with one broken side (lane 2 of 103b has no spaces) and one fine side.
    SpacePack bad;
    bad.info.name = u"Broken"_s;
    TileSpaces broken = SpaceTemplates::generate(*cat.sideById(u"103b"_s));
    broken.spaces.erase(std::remove_if(broken.spaces.begin(), broken.spaces.end(), [](const TileSpace &s) { return s.lane == 1; }),
                        broken.spaces.end());
    bad.sides.insert(u"103b"_s, broken);
    bad.sides.insert(u"104b"_s, SpaceTemplates::generate(*cat.sideById(u"104b"_s)));
    m_badPack = m_dir.filePath(u"bad.pnspaces"_s);
    QVERIFY(SpacePackFile::write(m_badPack, bad, cat, nullptr));

    // Every side of the loop "measured" (made up for the test).
    SpacePack measured;
    measured.info.name = u"Club"_s;
    measured.info.provenance = SpaceProvenance::Measured;
    for (const char *id : {"102b", "103b", "105b", "106b", "112b"}) {
        TileSpaces s = SpaceTemplates::generate(*cat.side(QString::fromLatin1(id)));
        s.provenance = SpaceProvenance::Measured;
        measured.sides.insert(s.sideId, s);
    }
    m_measuredPack = m_dir.filePath(u"club.pnspaces"_s);
    QVERIFY(SpacePackFile::write(m_measuredPack, measured, cat, nullptr));
}

void tst_SpacesCli::checkShippedTemplates()
{
    const auto r = pacenotes({u"spaces"_s, u"check"_s, QStringLiteral(PACENOTES_SOURCE_DIR "/resources/spaces/templates.pnspaces")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"261 tile sides checked: 0 errors, 0 warnings"_s), qPrintable(r.out));
}

void tst_SpacesCli::checkReportsProblems()
{
    const auto r = pacenotes({u"spaces"_s, u"check"_s, m_badPack});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains(u"103b: error: Lane 2 of road A–D has no spaces."_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"[lane-uncovered]"_s));
    QVERIFY(!r.out.contains(u"104b"_s));
    const auto j = pacenotes({u"spaces"_s, u"check"_s, u"--json"_s, m_badPack});
    QCOMPARE(j.code, 1);
    const QJsonObject o = j.json();
    QCOMPARE(o.value("sides"_L1).toInt(), 2);
    QVERIFY(o.value("errors"_L1).toInt() >= 1);
    const QJsonObject first = o.value("problems"_L1).toArray().first().toObject();
    QCOMPARE(first.value("side"_L1).toString(), u"103b"_s);
    QCOMPARE(first.value("severity"_L1).toString(), u"error"_s);
}

void tst_SpacesCli::checkFolder()
{
    QTemporaryDir dir;
    const TileCatalog &cat = TileCatalog::builtin();
    for (const char *id : {"105b", "119a"}) {
        const TileSide *side = cat.side(QString::fromLatin1(id));
        QFile f(dir.filePath(QString::fromLatin1(id) + u".json"_s));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(SpaceJson::toJson(SpaceTemplates::generate(*side), *side)).toJson());
    }
    const auto r = pacenotes({u"spaces"_s, u"check"_s, dir.path()});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"2 tile sides checked"_s));
    QFile broken(dir.filePath(u"bad.json"_s));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"pacenotes-tile-spaces\", \"formatVersion\": 1, \"side\": \"105b\", \"provenance\": \"maybe\"}");
    broken.close();
    const auto bad = pacenotes({u"spaces"_s, u"check"_s, dir.path()});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains(u"bad.json"_s) && bad.err.contains(u"provenance"_s), qPrintable(bad.err));
}

void tst_SpacesCli::checkUnreadable()
{
    const auto r = pacenotes({u"spaces"_s, u"check"_s, QStringLiteral(PACENOTES_TESTDATA "/malformed-spaces/zip-slip.pnspaces")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"not a safe relative path"_s));
    QCOMPARE(pacenotes({u"spaces"_s, u"check"_s, m_dir.filePath(u"missing.pnspaces"_s)}).code, 2);
}

void tst_SpacesCli::coverage()
{
    // With the shipped packs: the readings cover what has been read, templates the rest.
    const auto shipped = pacenotes({u"spaces"_s, u"coverage"_s, m_track});
    const int templated = TestSpaces::templateOnly(Samples::gtLoop());
    QCOMPARE(shipped.code, templated > 0 ? 1 : 0);
    QVERIFY2(shipped.out.contains(templated > 0 ? u"template only"_s : u"read-from-picture"_s), qPrintable(shipped.out));
    QVERIFY(shipped.out.contains(u"%1 of 8 course tiles covered"_s.arg(8 - templated)));

    const auto club = pacenotes({u"spaces"_s, u"coverage"_s, m_track, u"--pack"_s, m_measuredPack});
    QCOMPARE(club.code, 0);
    QVERIFY2(club.out.contains(u"measured (Club)"_s), qPrintable(club.out));
    QVERIFY(club.out.contains(u"8 of 8 course tiles covered"_s));

    const auto json = pacenotes({u"spaces"_s, u"coverage"_s, u"--json"_s, m_track, u"--pack"_s, m_badPack});
    QCOMPARE(json.code, 1);
    const QJsonObject o = json.json();
    QCOMPARE(o.value("courseTiles"_L1).toInt(), 8);
    QCOMPARE(o.value("uncovered"_L1).toInt(), 8); // the broken pack holds templates
    const QJsonObject first = o.value("tiles"_L1).toArray().first().toObject();
    QCOMPARE(first.value("provenance"_L1).toString(), u"template"_s);

    QCOMPARE(pacenotes({u"spaces"_s, u"coverage"_s, m_track, u"--pack"_s, m_dir.filePath(u"none"_s)}).code, 2);
    QCOMPARE(pacenotes({u"spaces"_s, u"coverage"_s, m_dir.filePath(u"none.json"_s)}).code, 2);
}

void tst_SpacesCli::coverageOfATileList()
{
    // A track that is only a tile list (as the rulebook tracks are) has nothing laid out: not
    // "0 of 0 course tiles covered" with exit 0, which would read as "every tile covered".
    Track list;
    list.game = Game::GT;
    list.tileList = {{u"101"_s, 1}, {u"102b"_s, 1}, {u"109b"_s, 1}};
    const QString file = m_dir.filePath(u"list.json"_s);
    QVERIFY(TrackFiles::write(file, list, TileCatalog::builtin(), nullptr));
    for (const QStringList &extra : {QStringList{}, QStringList{u"--json"_s}}) {
        const auto r = pacenotes(QStringList{u"spaces"_s, u"coverage"_s, file} + extra);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(u"nothing to cover"_s) && r.err.contains(u"tile list"_s), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    const auto ru = pacenotes({u"--lang"_s, u"ru"_s, u"spaces"_s, u"coverage"_s, file});
    QCOMPARE(ru.code, 2);
    QVERIFY2(!ru.err.contains(u"nothing to cover"_s), qPrintable(ru.err));
}

void tst_SpacesCli::templatesWritesThePack()
{
    const QString out = m_dir.filePath(u"templates.pnspaces"_s);
    const auto r = pacenotes({u"spaces"_s, u"templates"_s, u"--out"_s, out});
    QCOMPARE(r.code, 0);
    // The shipped pack is exactly what the command writes.
    QFile written(out), shipped(QStringLiteral(PACENOTES_SOURCE_DIR "/resources/spaces/templates.pnspaces"));
    QVERIFY(written.open(QIODevice::ReadOnly) && shipped.open(QIODevice::ReadOnly));
    QVERIFY2(written.readAll() == shipped.readAll(),
             "regenerate it: pacenotes spaces templates --out resources/spaces/templates.pnspaces");
}

void tst_SpacesCli::usage()
{
    QCOMPARE(pacenotes({u"spaces"_s}).code, 2);
    QCOMPARE(pacenotes({u"spaces"_s, u"--help"_s}).code, 0);
    const auto unknown = pacenotes({u"spaces"_s, u"tidy"_s});
    QCOMPARE(unknown.code, 2);
    QVERIFY(unknown.err.contains(u"tidy"_s));
    QCOMPARE(pacenotes({u"spaces"_s, u"check"_s}).code, 2);
    QCOMPARE(pacenotes({u"spaces"_s, u"templates"_s}).code, 2);
    QVERIFY(pacenotes({u"--help"_s}).out.contains(u"spaces"_s));
}

void tst_SpacesCli::russian()
{
    const auto r = pacenotes({u"--lang"_s, u"ru"_s, u"spaces"_s, u"check"_s, m_badPack});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains(u"полос"_s), qPrintable(r.out));
}

namespace {

/// GT Track 1 laid out, next to a pack with tile side 109b marked from a stated assumption (not a
/// reading of the tile: limit 3 on its first and last rows, a sharp middle row with limit 2 and
/// dotted lines 1), and the names of the spaces a car drives through from pole position.
struct TrackOneSetup
{
    QString dir;
    QStringList path;
    QString pole, beside;
    bool ok = false;

    explicit TrackOneSetup(const QString &folder) : dir(folder)
    {
        const TileCatalog &cat = TileCatalog::builtin();
        if (!QFile::copy(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"), dir + u"/track.json"_s))
            return;
        const SpacePack pack = TestSpaces::assumedTrackOne(cat);
        if (!SpacePackFile::write(dir + u"/assumed.pnspaces"_s, pack, cat, nullptr))
            return;
        const TrackReadResult read = TrackFiles::read(dir + u"/track.json"_s, cat);
        SpaceSources sources;
        sources.add(u"Assumed"_s, std::make_shared<const SpacePack>(pack));
        SpaceLibrary::addShipped(sources, cat); // after it, as the command
        const SpaceGraph g = SpaceGraph::build(*read.track, TrackValidator::validate(*read.track, cat, Collection::everyBox(cat)).course,
                                               cat, sources.lookup());
        int n = g.grid().value(0, -1);
        if (n < 0)
            return;
        pole = g.name(n);
        beside = g.name(g.grid().value(1));
        const int lane = g.node(n).laneFromLeft;
        for (int i = 0; i < 4; ++i) {
            int next = -1;
            for (const GraphMove &m : g.node(n).moves)
                if (!m.diagonal && g.node(m.to).laneFromLeft == lane)
                    next = m.to;
            if (next < 0)
                return;
            path << g.name(next);
            n = next;
        }
        ok = true;
    }

    QJsonObject request() const
    {
        QJsonArray p;
        for (const QString &name : path)
            p.append(name);
        return QJsonObject{
            {u"game"_s, u"gt"_s},
            {u"track"_s, u"track.json"_s},
            {u"spaces"_s, QJsonArray{u"assumed.pnspaces"_s}},
            {u"car"_s, QJsonObject{{u"gear"_s, u"3"_s}, {u"space"_s, pole}, {u"onGrid"_s, true}}},
            {u"move"_s, QJsonObject{{u"path"_s, p},
                                    {u"steps"_s, QJsonArray{QJsonObject{{u"dice"_s, u"4"_s}}, QJsonObject{{u"dice"_s, u"C"_s}},
                                                            QJsonObject{{u"dice"_s, u"3"_s}}, QJsonObject{{u"dice"_s, u"1+B"_s}}}}}}};
    }

    QString write(const QJsonObject &request, const QString &name = u"request.json"_s) const
    {
        QFile f(dir + u'/' + name);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QJsonDocument(request).toJson());
        return f.fileName();
    }
};

} // namespace

void tst_SpacesCli::refereeOnTrackSpaces()
{
    QTemporaryDir dir;
    TrackOneSetup setup(dir.path());
    QVERIFY(setup.ok);
    const auto r = pacenotes({u"referee"_s, setup.write(setup.request())});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    const QJsonObject answer = r.json();
    QVERIFY(answer.value("legal"_L1).toBool());
    const QJsonArray steps = answer.value("verdict"_L1).toObject().value("plan"_L1).toObject().value("steps"_L1).toArray();
    QCOMPARE(steps.size(), 4);
    QCOMPARE(steps[2].toObject().value("limit"_L1).toInt(), 3);
    QCOMPARE(steps[3].toObject().value("limit"_L1).toInt(), 1); // the dotted line's 1, crossed straight
    QCOMPARE(steps[3].toObject().value("danger"_L1).toString(), u"red"_s);
    const QJsonObject spaces = answer.value("spaces"_L1).toObject();
    QCOMPARE(spaces.value("packs"_L1).toArray().first().toString(), u"Assumed"_s);
    QCOMPARE(spaces.value("templateOnly"_L1).toArray().size(), 13); // said plainly: every tile but 109b
    const QJsonArray read = spaces.value("steps"_L1).toArray();
    QCOMPARE(read.size(), 4);
    QCOMPARE(read[3].toObject().value("space"_L1).toString(), setup.path[3]);
    QCOMPARE(read[3].toObject().value("read"_L1).toObject().value("line"_L1).toInt(), 1);
    QVERIFY(read[3].toObject().value("read"_L1).toObject().value("sharp"_L1).toBool());

    // Another car beside pole (the grid's second spot) is level with the car's start, not with
    // the spaces it moves to: nothing to overtake, whatever its gear.
    QJsonObject withCar = setup.request();
    withCar.insert(u"otherCars"_s, QJsonArray{QJsonObject{{u"id"_s, u"Blue"_s}, {u"gear"_s, u"5"_s}, {u"space"_s, setup.beside}}});
    QCOMPARE(pacenotes({u"referee"_s, setup.write(withCar, u"with-car.json"_s)}).code, 0);
    // Blue on the path's first space: occupied.
    withCar.insert(u"otherCars"_s, QJsonArray{QJsonObject{{u"id"_s, u"Blue"_s}, {u"gear"_s, u"2"_s}, {u"space"_s, setup.path[0]}}});
    const auto blocked = pacenotes({u"referee"_s, setup.write(withCar, u"blocked.json"_s)});
    QCOMPARE(blocked.code, 1);
    QVERIFY(blocked.out.contains(u"\"occupied\""_s));
}

void tst_SpacesCli::refereeOnTrackErrors()
{
    QTemporaryDir dir;
    TrackOneSetup setup(dir.path());
    QVERIFY(setup.ok);
    const auto expectError = [&](QJsonObject request, const QString &text) {
        const auto r = pacenotes({u"referee"_s, setup.write(request, u"bad.json"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(text), qPrintable(r.err));
    };
    QJsonObject r = setup.request();
    QJsonObject move = r.value("move"_L1).toObject();
    move.insert(u"path"_s, QJsonArray{setup.path[0], u"9,9:1"_s});
    r.insert(u"move"_s, move);
    expectError(r, u"move.path[1]"_s);
    r = setup.request();
    move = r.value("move"_L1).toObject();
    move.insert(u"path"_s, QJsonArray{setup.path[1]}); // not one move ahead of the car
    move.insert(u"steps"_s, QJsonArray{QJsonObject{{u"dice"_s, u"4"_s}}});
    r.insert(u"move"_s, move);
    expectError(r, u"not one move ahead"_s);
    r = setup.request();
    move = r.value("move"_L1).toObject();
    QJsonArray steps = move.value("steps"_L1).toArray();
    steps[0] = QJsonObject{{u"dice"_s, u"4"_s}, {u"space"_s, QJsonObject{{u"limit"_s, 2}}}};
    move.insert(u"steps"_s, steps);
    r.insert(u"move"_s, move);
    expectError(r, u"leave out"_s);
    r = setup.request();
    r.insert(u"track"_s, u"missing.json"_s);
    expectError(r, u"track"_s);
    r = setup.request();
    r.insert(u"game"_s, u"dirt"_s);
    expectError(r, u"game"_s);
    r = setup.request();
    r.insert(u"car"_s, QJsonObject{{u"gear"_s, u"3"_s}});
    expectError(r, u"car.space"_s);
    r = setup.request();
    move = r.value("move"_L1).toObject();
    move.insert(u"steps"_s, QJsonArray{QJsonObject{{u"dice"_s, u"4"_s}}});
    r.insert(u"move"_s, move);
    expectError(r, u"do not cover"_s);
    r = setup.request();
    r.insert(u"spaces"_s, QJsonArray{u"nothing.pnspaces"_s});
    expectError(r, u"spaces[0]"_s);
    // An unknown field the ordinary reader refuses, after the expansion.
    r = setup.request();
    r.insert(u"colour"_s, u"red"_s);
    expectError(r, u"colour"_s);
}

namespace {

const QString kEye = QStringLiteral(PACENOTES_TESTDATA "/readings/eye");
const QString kScript = QStringLiteral(PACENOTES_SOURCE_DIR "/scripts/space-readings.py");

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

ProcessRun script(const QStringList &args)
{
    return runProcess(u"python3"_s, QStringList{kScript} + args);
}

} // namespace

void tst_SpacesCli::fromReadingsWritesThePack()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(u"a.pnspaces"_s), b = dir.filePath(u"b.pnspaces"_s);
    const auto r = pacenotes({u"spaces"_s, u"from-readings"_s, kEye, u"--out"_s, a, u"--date"_s, u"2026-11-28"_s});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(u"Wrote 3 tile sides"_s), qPrintable(r.out));
    // The same readings give the same bytes.
    QCOMPARE(pacenotes({u"spaces"_s, u"from-readings"_s, kEye, u"--out"_s, b, u"--date"_s, u"2026-11-28"_s}).code, 0);
    QVERIFY(!bytesOf(a).isEmpty());
    QCOMPARE(bytesOf(a), bytesOf(b));
    QCOMPARE(pacenotes({u"spaces"_s, u"check"_s, a}).code, 0);
    const auto json = pacenotes({u"spaces"_s, u"check"_s, u"--json"_s, a});
    QCOMPARE(json.json().value("errors"_L1).toInt(), 0);
    QCOMPARE(json.json().value("sides"_L1).toInt(), 3);
    // Those sides of a track are covered by it, named as read from a picture.
    const auto coverage = pacenotes({u"spaces"_s, u"coverage"_s, m_track, u"--pack"_s, a});
    QVERIFY2(coverage.out.contains(u"102b: read-from-picture (Tile pictures read for Pacenotes)"_s), qPrintable(coverage.out));
    // Arguments.
    QCOMPARE(pacenotes({u"spaces"_s, u"from-readings"_s, kEye, u"--out"_s, a}).code, 2); // no date
    QCOMPARE(pacenotes({u"spaces"_s, u"from-readings"_s, kEye, u"--out"_s, a, u"--date"_s, u"soon"_s}).code, 2);
    QCOMPARE(pacenotes({u"spaces"_s, u"from-readings"_s, dir.filePath(u"none"_s), u"--out"_s, a, u"--date"_s,
                        u"2026-11-28"_s}).code, 2);
}

void tst_SpacesCli::fromReadingsRefusesBadReadings()
{
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath(u"in"_s));
    QVERIFY(QFile::copy(kEye + u"/109b.json"_s, dir.filePath(u"in/109b.json"_s)));
    QFile bad(dir.filePath(u"in/112b.json"_s));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(bytesOf(kEye + u"/112b.json"_s).replace("\"B-D\"", "\"D-B\""));
    bad.close();
    const QString out = dir.filePath(u"out.pnspaces"_s);
    const auto r = pacenotes({u"spaces"_s, u"from-readings"_s, dir.filePath(u"in"_s), u"--out"_s, out, u"--date"_s, u"2026-11-28"_s});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"112b.json: roads[0].road"_s), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    const auto skip = pacenotes({u"spaces"_s, u"from-readings"_s, dir.filePath(u"in"_s), u"--out"_s, out, u"--date"_s,
                                 u"2026-11-28"_s, u"--skip-bad"_s});
    QCOMPARE(skip.code, 1);
    QVERIFY(QFile::exists(out));
    QVERIFY2(skip.out.contains(u"Wrote 1 tile side"_s), qPrintable(skip.out));
}

void tst_SpacesCli::refereeNamesUncertainSpaces()
{
    // GT Track 1 with its hairpin read uncertain: the referee's verdict names it on the steps
    // that enter the hairpin.
    QTemporaryDir dir;
    TrackOneSetup setup(dir.path());
    QVERIFY(setup.ok);
    const TileCatalog &cat = TileCatalog::builtin();
    SpacePack pack = TestSpaces::assumedTrackOne(cat);
    for (TileSpace &s : pack.sides[u"109b"_s].spaces) {
        s.uncertainMarks.add(MarkField::Limit);
        s.why = u"faint in the picture"_s;
    }
    QVERIFY(SpacePackFile::write(dir.filePath(u"assumed.pnspaces"_s), pack, cat, nullptr));
    const auto r = pacenotes({u"referee"_s, setup.write(setup.request())});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    int notes = 0;
    for (const QJsonValue &v : r.json().value("verdict"_L1).toObject().value("rulings"_L1).toArray()) {
        const QJsonObject ruling = v.toObject();
        if (ruling.value("rule"_L1).toString() != "space-markings"_L1)
            continue;
        // The tiles before the hairpin have templates only: their spaces are unknown, which is one
        // warning of its own (tested in refereeSaysTemplateSpacesAreUnknown), never a note.
        if (ruling.value("kind"_L1).toString() == u"warning"_s) {
            QVERIFY2(ruling.value("message"_L1).toString().contains(u"not checked"_s), qPrintable(r.out));
            continue;
        }
        ++notes;
        QCOMPARE(ruling.value("kind"_L1).toString(), u"note"_s);
        QVERIFY(ruling.value("step"_L1).toInt() >= 2); // the hairpin's spaces: steps 3 and 4
        QVERIFY2(ruling.value("message"_L1).toString().contains(u"faint in the picture"_s), qPrintable(r.out));
    }
    QCOMPARE(notes, 2);
}

void tst_SpacesCli::gtRulebookListsLaidOutAreCovered_data()
{
    QTest::addColumn<QString>("list");
    for (const char *name : {"gt-track-1", "gt-track-2", "gt-track-4", "gt-track-7-or-8"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void tst_SpacesCli::gtRulebookListsLaidOutAreCovered()
{
    QFETCH(QString, list);
    QTemporaryDir dir;
    const QString laidOut = dir.filePath(list + u".json"_s);
    const auto layout = pacenotes({u"layout"_s, QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/") + list + u".json"_s,
                                   u"--max"_s, u"1"_s, u"--out"_s, laidOut});
    QVERIFY2(layout.code == 0, qPrintable(layout.out + layout.err));
    const TrackReadResult read = TrackFiles::read(laidOut, TileCatalog::builtin());
    QVERIFY(read.track);
    const int templated = TestSpaces::templateOnly(*read.track);
    const auto coverage = pacenotes({u"spaces"_s, u"coverage"_s, laidOut});
    if (templated > 0) {
        QCOMPARE(coverage.code, 1);
        QSKIP(qPrintable(u"the shipped readings do not cover %1 course tile(s) yet"_s.arg(templated)));
    }
    QVERIFY2(coverage.code == 0, qPrintable(coverage.out));
}

void tst_SpacesCli::readingsScriptChecks()
{
    ProcessRun r = script({u"check"_s, kEye, QStringLiteral(PACENOTES_TESTDATA "/readings/synthetic")});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(u"9 file(s) checked: 0 error(s), 0 warning(s)"_s), qPrintable(r.out));
    // Mistakes readers make: a road named backwards, a lane too many, a DIRT mark on a GT tile,
    // a grid spot off the start tile.
    QTemporaryDir dir;
    QJsonObject o = QJsonDocument::fromJson(bytesOf(kEye + u"/112b.json"_s)).object();
    QJsonArray roads = o.value("roads"_L1).toArray();
    QJsonObject road = roads[0].toObject();
    road.insert(u"road"_s, u"D-B"_s);
    QJsonArray lanes = road.value("lanes"_L1).toArray();
    lanes.append(QJsonObject{{u"lane"_s, 3}, {u"spaces"_s, 2}});
    QJsonObject first = lanes[0].toObject();
    first.insert(u"marks"_s, QJsonArray{QJsonObject{{u"space"_s, 1}, {u"water"_s, true}},
                                       QJsonObject{{u"space"_s, 2}, {u"grid"_s, true}, {u"limit"_s, 5}}});
    lanes[0] = first;
    road.insert(u"lanes"_s, lanes);
    roads[0] = road;
    o.insert(u"roads"_s, roads);
    QFile f(dir.filePath(u"112b.json"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(o).toJson());
    f.close();
    r = script({u"check"_s, f.fileName()});
    QCOMPARE(r.code, 1);
    for (const char *expected : {"the catalog names it B-D", "a Rallyman: DIRT marking on a Rallyman: GT tile",
                                 "only start/finish tiles have a grid", "road B-D of the catalog is not read"})
        QVERIFY2(r.out.contains(QString::fromLatin1(expected)), qPrintable(r.out));
    // A limit the catalog does not list is a warning: look again, say so in the notes.
    road.insert(u"road"_s, u"B-D"_s);
    lanes.removeLast();
    first.insert(u"marks"_s, QJsonArray{QJsonObject{{u"space"_s, 2}, {u"limit"_s, 5}}});
    lanes[0] = first;
    road.insert(u"lanes"_s, lanes);
    roads[0] = road;
    o.insert(u"roads"_s, roads);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(o).toJson());
    f.close();
    r = script({u"check"_s, f.fileName()});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"limit 5 is read but the catalog does not list it for 112b"_s), qPrintable(r.out));
}

void tst_SpacesCli::readingsScriptComparesAndMerges()
{
    const QString pair = QStringLiteral(PACENOTES_TESTDATA "/readings/pair");
    QTemporaryDir dir;
    ProcessRun r = script({u"compare"_s, pair + u"/A"_s, pair + u"/B"_s, u"--out"_s, dir.filePath(u"cmp.json"_s),
                           u"--settle-dir"_s, dir.filePath(u"to-settle"_s)});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    // Every disagreement (side, road, lane, space, field, A vs B), and the agreed doubts.
    QVERIFY2(r.out.contains(u"112b, road B-D, lane 2: spaces: A 4 vs B 3 (uncertain)"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"112b, road B-D, lane 2, space 3: limit: A 2 vs B —"_s));
    QVERIFY(r.out.contains(u"109b, road C-D, lane 1: spaces: A 5 vs B 5 (uncertain) [agreed, not certain]"_s));
    QVERIFY(r.out.contains(u"read by one reader only: 102b (only A)"_s));
    // The disagreement rate per field; a slide zone read across the road (A) or on its lane spaces
    // (B, 211b) is the same reading.
    QVERIFY(r.out.contains(QRegularExpression(u"spaces\\s+6\\s+1\\s+16.7%"_s)));
    QVERIFY(r.out.contains(QRegularExpression(u"limit\\s+9\\s+1\\s+11.1%"_s)));
    QVERIFY(r.out.contains(QRegularExpression(u"slide\\s+2\\s+0\\s+0.0%"_s)));
    const QJsonObject cmp = QJsonDocument::fromJson(bytesOf(dir.filePath(u"cmp.json"_s))).object();
    QCOMPARE(cmp.value("rates"_L1).toObject().value("spaces"_L1).toObject().value("disagreed"_L1).toInt(), 1);
    QCOMPARE(cmp.value("toSettle"_L1).toArray().size(), 7);
    QVERIFY(QFile::exists(dir.filePath(u"to-settle/112b.json"_s)));

    // Without the third look the disagreements stay, uncertain; with it they are settled.
    r = script({u"merge"_s, pair + u"/A"_s, pair + u"/B"_s, u"--out"_s, dir.filePath(u"open"_s)});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains(u"unsettled: 112b: road B-D, lane 2: spaces A 4 vs B 3"_s), qPrintable(r.out));
    r = script({u"merge"_s, pair + u"/A"_s, pair + u"/B"_s, u"--settled"_s, pair + u"/settled"_s, u"--out"_s,
                dir.filePath(u"final"_s)});
    QVERIFY2(r.out.contains(u"0 disagreement(s) not settled"_s), qPrintable(r.out));
    QCOMPARE(r.code, 1); // 102b was read once only
    const QJsonObject final112 = QJsonDocument::fromJson(bytesOf(dir.filePath(u"final/112b.json"_s))).object();
    const QJsonArray lanes = final112.value("roads"_L1).toArray()[0].toObject().value("lanes"_L1).toArray();
    QCOMPARE(lanes[1].toObject().value("spaces"_L1).toInt(), 4);
    QVERIFY(!lanes[1].toObject().contains("confidence"_L1)); // settled, certain
    QCOMPARE(lanes[1].toObject().value("marks"_L1).toArray().size(), 2);
    // The sharp corner's line that B doubted stays uncertain (agreed, not settled).
    bool doubtful = false;
    for (const QJsonValue &m : lanes[0].toObject().value("marks"_L1).toArray())
        doubtful = doubtful || (m.toObject().value("sharp"_L1).toBool() && m.toObject().value("confidence"_L1).toString() == "uncertain"_L1);
    QVERIFY(doubtful);
    // The final readings make a pack that checks clean, and the merge is deterministic.
    const auto pack = pacenotes({u"spaces"_s, u"from-readings"_s, dir.filePath(u"final"_s), u"--out"_s,
                                 dir.filePath(u"final.pnspaces"_s), u"--date"_s, u"2026-11-28"_s});
    QVERIFY2(pack.code == 0, qPrintable(pack.out + pack.err));
    const QByteArray once = bytesOf(dir.filePath(u"final/112b.json"_s));
    script({u"merge"_s, pair + u"/A"_s, pair + u"/B"_s, u"--settled"_s, pair + u"/settled"_s, u"--out"_s, dir.filePath(u"final"_s)});
    QCOMPARE(bytesOf(dir.filePath(u"final/112b.json"_s)), once);
}

// The third look answers item by item (the ids compare prints): a picked count brings that
// reader's marks along; an agreed doubt confirmed becomes certain; an answer may stay uncertain.
void tst_SpacesCli::readingsScriptMergesAnswers()
{
    const QString pair = QStringLiteral(PACENOTES_TESTDATA "/readings/pair");
    QTemporaryDir dir;
    ProcessRun r = script({u"compare"_s, pair + u"/A"_s, pair + u"/B"_s, u"--out"_s, dir.filePath(u"cmp.json"_s),
                           u"--markdown"_s, dir.filePath(u"cmp.md"_s)});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QStringList ids;
    for (const QJsonValue &v : QJsonDocument::fromJson(bytesOf(dir.filePath(u"cmp.json"_s))).object().value("toSettle"_L1).toArray())
        ids << v.toObject().value("side"_L1).toString() + u' ' + v.toObject().value("id"_L1).toString();
    QVERIFY2(ids.contains(u"112b B-D/2/spaces"_s) && ids.contains(u"112b B-D/2/3/limit"_s) && ids.contains(u"211b C-D/2/3/corner"_s),
             qPrintable(ids.join(u", "_s)));
    const QByteArray page = bytesOf(dir.filePath(u"cmp.md"_s));
    QVERIFY(page.contains("| spaces per lane (`spaces`) | 6 | 1 | 16.7% |"));
    QVERIFY(page.contains("| `B-D/2/spaces` | disagree | 4 | 3 (uncertain) |"));

    r = script({u"merge"_s, pair + u"/A"_s, pair + u"/B"_s, u"--settled"_s, pair + u"/answers"_s, u"--out"_s,
                dir.filePath(u"final"_s)});
    QVERIFY2(r.out.contains(u"0 disagreement(s) not settled"_s), qPrintable(r.out));
    const auto lane2 = [&dir](const QString &side) {
        const QJsonObject o = QJsonDocument::fromJson(bytesOf(dir.filePath(u"final/"_s + side + u".json"_s))).object();
        return o.value("roads"_L1).toArray()[0].toObject().value("lanes"_L1).toArray()[1].toObject();
    };
    QJsonObject lane = lane2(u"112b"_s);
    QCOMPARE(lane.value("spaces"_L1).toInt(), 4);
    QVERIFY(!lane.contains("confidence"_L1));
    QCOMPARE(lane.value("marks"_L1).toArray().size(), 2); // A's limit on space 3 came with A's count
    lane = lane2(u"211b"_s);
    QVERIFY(!lane.contains("confidence"_L1)); // an agreed doubt, confirmed
    int certainLimits = 0;
    QString cornerWhy;
    for (const QJsonValue &v : lane.value("marks"_L1).toArray()) {
        const QJsonObject m = v.toObject();
        if (m.value("space"_L1).toInt() != 3)
            continue;
        if (m.contains("limit"_L1) && !m.contains("confidence"_L1))
            ++certainLimits;
        if (m.contains("corner"_L1) && m.value("confidence"_L1).toString() == "uncertain"_L1)
            cornerWhy = m.value("why"_L1).toString();
    }
    QCOMPARE(certainLimits, 1);
    QCOMPARE(cornerWhy, u"test: the line is smudged"_s);
}

void tst_SpacesCli::refereeSaysTemplateSpacesAreUnknown()
{
    // GT Track 1 with nothing but the shipped templates: 4-5-6-C straight on through the 109b
    // hairpin. No limit is known there, so the move is "legal" — and the verdict must say that
    // the markings of those spaces are unknown and that no corner there was checked.
    QTemporaryDir dir;
    const TileCatalog &cat = TileCatalog::builtin();
    QVERIFY(QFile::copy(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"), dir.filePath(u"track.json"_s)));
    const TrackReadResult read = TrackFiles::read(dir.filePath(u"track.json"_s), cat);
    QVERIFY(read.track);
    SpaceSources sources;
    sources.add(u"templates"_s, SpaceLibrary::shippedTemplates(cat));
    const SpaceGraph g = SpaceGraph::build(*read.track, TrackValidator::validate(*read.track, cat, Collection::everyBox(cat)).course, cat,
                                           sources.lookup());
    int hairpin = -1;
    for (int t = 0; t < read.track->tiles.size(); ++t)
        hairpin = read.track->tiles[t].sideId == u"109b" ? t : hairpin;
    QVERIFY(hairpin >= 0);
    const auto straightOn = [&g](int n) {
        for (const GraphMove &m : g.node(n).moves)
            if (!m.diagonal)
                return m.to;
        return -1;
    };
    // The car two spaces before the hairpin, its four spaces ahead reaching into it.
    QString car;
    QStringList path;
    for (int n = 0; n < g.nodeCount() && car.isEmpty(); ++n) {
        if (!g.node(n).onTrack() || g.node(n).parts.first().tile == hairpin)
            continue;
        QStringList names;
        int at = n, inHairpin = 0;
        for (int i = 0; i < 4 && at >= 0; ++i) {
            at = straightOn(at);
            if (at >= 0) {
                names << g.name(at);
                inHairpin += g.node(at).parts.first().tile == hairpin ? 1 : 0;
            }
        }
        if (names.size() == 4 && inHairpin >= 2) {
            car = g.name(n);
            path = names;
        }
    }
    QVERIFY(!car.isEmpty());
    QJsonArray p;
    for (const QString &name : std::as_const(path))
        p.append(name);
    const QJsonObject request{
        {u"game"_s, u"gt"_s},
        {u"track"_s, u"track.json"_s},
        {u"car"_s, QJsonObject{{u"gear"_s, u"3"_s}, {u"space"_s, car}}},
        {u"move"_s, QJsonObject{{u"path"_s, p},
                                {u"steps"_s, QJsonArray{QJsonObject{{u"dice"_s, u"4"_s}}, QJsonObject{{u"dice"_s, u"5"_s}},
                                                        QJsonObject{{u"dice"_s, u"6"_s}}, QJsonObject{{u"dice"_s, u"C"_s}}}}}}};
    QFile f(dir.filePath(u"request.json"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(request).toJson());
    f.close();
    // The user's own space data would come first: an empty data folder keeps this to the templates.
    const auto r = pacenotes({u"referee"_s, f.fileName()}, {}, {u"XDG_DATA_HOME="_s + dir.filePath(u"data"_s)});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    const QJsonObject verdict = r.json().value("verdict"_L1).toObject();
    for (const QJsonValue &step : verdict.value("plan"_L1).toObject().value("steps"_L1).toArray())
        QCOMPARE(step.toObject().value("markings"_L1).toString(), u"unknown"_s);
    QJsonObject said;
    for (const QJsonValue &v : verdict.value("rulings"_L1).toArray())
        if (v.toObject().value("rule"_L1).toString() == u"space-markings")
            said = v.toObject();
    QVERIFY2(!said.isEmpty(), qPrintable(r.out));
    QCOMPARE(said.value("kind"_L1).toString(), u"warning"_s);
    QCOMPARE(said.value("step"_L1).toInt(), 0);
    const QString message = said.value("message"_L1).toString();
    QVERIFY2(message.contains(u"unknown"_s) && message.contains(u"not checked"_s) && message.contains(u"1, 2, 3, 4"_s),
             qPrintable(message));
    // What the referee was told is in the answer too.
    const QJsonArray read2 = r.json().value("spaces"_L1).toObject().value("steps"_L1).toArray();
    QCOMPARE(read2.first().toObject().value("read"_L1).toObject().value("markings"_L1).toString(), u"unknown"_s);
}

// A side the third look wrote in full (SETTLER.md: lanes beside its answers) is settled, certain
// where it did not say otherwise: 151b, where A's reading breaks the format, and 418a, where both
// A and B added a field of their own for the climb arrows' direction. The direction stays in each
// climb mark's note (the model's `climb` is the printed value; digest p. 4–5, Planning your move: going up is
// moving in the direction of a −1 arrow or against a +1), and reaches the pack's side note.
void tst_SpacesCli::readingsScriptMergesFullSides()
{
    const QString full = QStringLiteral(PACENOTES_TESTDATA "/readings/full");
    QTemporaryDir dir;
    // Without the third look: 151b stays uncertain, 418a is not merged at all.
    ProcessRun r = script({u"merge"_s, full + u"/A"_s, full + u"/B"_s, u"--out"_s, dir.filePath(u"none"_s)});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains(u"not merged: 418a (errors in A and B)"_s) && r.out.contains(u"151b: read by B only"_s),
             qPrintable(r.out));

    r = script({u"merge"_s, full + u"/A"_s, full + u"/B"_s, u"--settled"_s, full + u"/answers"_s, u"--out"_s,
                dir.filePath(u"final"_s), u"--report"_s, dir.filePath(u"merge.json"_s)});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(u"2 final reading(s)"_s) && r.out.contains(u"0 disagreement(s) not settled; 0 side(s) not merged"_s),
             qPrintable(r.out));
    const QJsonObject report = QJsonDocument::fromJson(bytesOf(dir.filePath(u"merge.json"_s))).object();
    QVERIFY(report.value("oneReaderOnly"_L1).toArray().isEmpty());
    const auto roadsOf = [&dir](const QString &side) {
        return QJsonDocument::fromJson(bytesOf(dir.filePath(u"final/"_s + side + u".json"_s))).object().value("roads"_L1).toArray();
    };
    int lanes = 0;
    for (const QString &side : {u"151b"_s, u"418a"_s}) {
        for (const QJsonValue &road : roadsOf(side)) {
            for (const QJsonValue &lane : road.toObject().value("lanes"_L1).toArray()) {
                ++lanes;
                QVERIFY2(!lane.toObject().contains("confidence"_L1), qPrintable(side)); // certain: the settler said so
            }
        }
    }
    QCOMPARE(lanes, 8);
    // 418a, road A-D: lane 1's arrows read −1 pointing back to edge A, lane 2's +1 pointing on to D.
    const QJsonArray climb = roadsOf(u"418a"_s)[0].toObject().value("lanes"_L1).toArray();
    const QJsonObject first = climb[0].toObject().value("marks"_L1).toArray()[0].toObject();
    QCOMPARE(first.value("space"_L1).toInt(), 2);
    QCOMPARE(first.value("climb"_L1).toString(), u"-1"_s);
    QVERIFY2(first.value("note"_L1).toString().contains(u"pointing towards edge A"_s), qPrintable(first.value("note"_L1).toString()));
    const QJsonObject second = climb[1].toObject().value("marks"_L1).toArray()[0].toObject();
    QCOMPARE(second.value("climb"_L1).toString(), u"+1"_s);
    QVERIFY(second.value("note"_L1).toString().contains(u"pointing towards edge D"_s));

    const QString packPath = dir.filePath(u"full.pnspaces"_s);
    const auto pack = pacenotes({u"spaces"_s, u"from-readings"_s, dir.filePath(u"final"_s), u"--out"_s, packPath,
                                 u"--date"_s, u"2026-11-28"_s});
    QVERIFY2(pack.code == 0, qPrintable(pack.out + pack.err));
    QString error;
    const std::optional<SpacePack> read = SpacePackFile::read(packPath, TileCatalog::builtin(), &error);
    QVERIFY2(read, qPrintable(error));
    const TileSpaces &side = read->sides.value(u"418a"_s);
    QCOMPARE(side.provenance, SpaceProvenance::ReadFromPicture);
    int up = 0, down = 0;
    for (const TileSpace &s : side.spaces) {
        QVERIFY(!s.doubtful());
        if (s.marks.climb < 0)
            ++up;
        else if (s.marks.climb > 0)
            ++down;
    }
    QCOMPARE(up, 2);
    QCOMPARE(down, 2);
    QVERIFY2(side.note.contains(u"pointing towards edge A"_s), qPrintable(side.note));
}

// The issue's example, through `pacenotes referee` as a user runs it: on GT Track 1 laid out, a car
// in gear 3 plays 4, 5, 6 and Coast from the start tile into the 109b hairpin (its lane-1 space 5,
// limit 1 as read off the picture). With the shipped readings the last step is an immediate Loss of
// Control citing GT p. 10 (the templates have no markings: nothing would stop it).
void tst_SpacesCli::refereeOnTrackOneHairpin()
{
    QTemporaryDir dir;
    const QString eyePack = dir.filePath(u"eye.pnspaces"_s);
    const auto made = pacenotes({u"spaces"_s, u"from-readings"_s, kEye, u"--out"_s, eyePack, u"--date"_s, u"2026-11-28"_s});
    QVERIFY2(made.code == 0, qPrintable(made.out + made.err));
    const auto request = [&dir](const QString &spaces) {
        const QString path = dir.filePath(u"request.json"_s);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        const QString text = uR"({"game": "gt", "track": "%1", "spaces": [%2],
            "car": {"gear": "3", "space": "0,0:3", "onGrid": true},
            "move": {"path": ["0,0:1", "1,0:9", "1,0:7", "1,0:5"],
                     "steps": [{"dice": "4"}, {"dice": "5"}, {"dice": "6"}, {"dice": "C"}]}})"_s
                                 .arg(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"), spaces);
        f.write(text.toUtf8());
        return path;
    };
    const auto check = [&request](const QString &spaces) {
        const auto r = pacenotes({u"referee"_s, request(spaces)});
        QVERIFY2(r.code <= 1, qPrintable(r.err));
        QJsonObject ruling;
        for (const QJsonValue &v : r.json().value("verdict"_L1).toObject().value("rulings"_L1).toArray())
            if (v.toObject().value("rule"_L1).toString() == "speed-limit"_L1)
                ruling = v.toObject();
        QCOMPARE(ruling.value("step"_L1).toInt(), 3);
        QCOMPARE(ruling.value("kind"_L1).toString(), u"effect"_s);
        QVERIFY2(ruling.value("message"_L1).toString().contains(u"immediate Loss of Control"_s), qPrintable(ruling.value("message"_L1).toString()));
        QVERIFY(ruling.value("reference"_L1).toString().contains(u"p. 10"_s));
        QCOMPARE(r.json().value("verdict"_L1).toObject().value("lossOfControl"_L1).toObject().value("probability"_L1).toDouble(), 1.0);
    };
    check(u"\"%1\""_s.arg(eyePack)); // 109b as checked by eye
    const std::shared_ptr<const SpacePack> readings = SpaceLibrary::shippedReadings(TileCatalog::builtin());
    if (!readings || readings->sides.value(u"109b"_s).provenance != SpaceProvenance::ReadFromPicture)
        QSKIP("the shipped readings lack 109b");
    check(QString()); // the shipped readings
}

QTEST_GUILESS_MAIN(tst_SpacesCli)
#include "tst_spaces_cli.moc"