// SPDX-License-Identifier: GPL-3.0-or-later
// `pacenotes spaces check | coverage | templates` as users run them.
#include "clirun.h"
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "spaces/spacejson.h"
#include "spaces/spacepack.h"
#include "spaces/spacetemplates.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;
using Pacenotes::Test::pacenotes;

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
    void templatesWritesThePack();
    void usage();
    void russian();

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
    const auto templates = pacenotes({u"spaces"_s, u"coverage"_s, m_track});
    QCOMPARE(templates.code, 1);
    QVERIFY2(templates.out.contains(u"template only"_s), qPrintable(templates.out));
    QVERIFY(templates.out.contains(u"0 of 8 course tiles covered"_s));

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

QTEST_GUILESS_MAIN(tst_SpacesCli)
#include "tst_spaces_cli.moc"
