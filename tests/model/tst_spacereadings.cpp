// SPDX-License-Identifier: GPL-3.0-or-later
// Readings of the tile pictures (docs/space-packs.md, "Readings"): the reading format read
// strictly, turned into space data (counts cut evenly, marks on their spaces, confidence, slide
// zones, shortcuts, the start line, junction spaces), the side format's version 2 and its
// confidence in the check, the merge and the referee's verdict.
//
// tests/data/readings/eye/ holds sides read by the developers and checked by eye on the picture
// enlarged 160-300 %: 109b (the hairpin), 112b (a sharp corner), 102b (start/finish and grid).
// tests/data/readings/synthetic/ is made-up data for the conversion (not a reading of a tile).
#include "catalog/tilecatalog.h"
#include "rules/movevalidator.h"
#include "rules/json/requestjsonwriter.h"
#include "rules/rulesdata.h"
#include "spaces/readingconversion.h"
#include "spaces/spacecheck.h"
#include "spaces/spacejson.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacemerge.h"
#include "spaces/spacereading.h"
#include "spaces/spacetemplates.h"

#include "rulestesthelpers.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

QByteArray file(const QString &path)
{
    QFile f(QStringLiteral(PACENOTES_TESTDATA "/readings/") + path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

TileSpaces converted(const QString &path, QStringList *notes = nullptr)
{
    QString error;
    const std::optional<SpaceReading> r = SpaceReading::fromJson(file(path), cat(), &error);
    if (!r)
        qFatal("%s: %s", qPrintable(path), qPrintable(error));
    const std::optional<TileSpaces> s
        = ReadingConversion::toSpaces(*r, *cat().side(r->side), {u"Test readers"_s, u"2026-11-28"_s}, &error, notes);
    if (!s)
        qFatal("%s: %s", qPrintable(path), qPrintable(error));
    return *s;
}

/// The spaces of a lane in driving order from the road's first edge.
QList<const TileSpace *> lane(const TileSpaces &s, int road, int laneIndex)
{
    QList<const TileSpace *> out;
    for (int i : s.laneSpaces(road, laneIndex))
        if (s.spaces[i].span == 1)
            out.append(&s.spaces[i]);
    return out;
}

QStringList errors(const QList<SpaceProblem> &problems)
{
    QStringList out;
    for (const SpaceProblem &p : problems)
        if (p.severity == SpaceProblem::Severity::Error)
            out << p.code + u": "_s + p.message;
    return out;
}

bool hasCode(const QList<SpaceProblem> &problems, const QString &code)
{
    return std::any_of(problems.begin(), problems.end(), [&code](const SpaceProblem &p) { return p.code == code; });
}

QJsonObject eyeObject(const QString &side)
{
    return QJsonDocument::fromJson(file(u"eye/"_s + side + u".json"_s)).object();
}

} // namespace

class tst_SpaceReadings : public QObject
{
    Q_OBJECT
private slots:
    void eyeReadingsConvertWithoutErrors_data();
    void eyeReadingsConvertWithoutErrors();
    void hairpin109b();
    void sharpCorner112b();
    void startLineAndGrid102b();
    void confidenceSlideZoneAndShortcut();
    void junctionSharedSpaces();
    void spacesAcrossLanes();
    void dottedLineAtOneEnd();
    void hiddenLanesAndSeveralLines();
    void assistanceKeepsItsTemplate();
    void unsupportedMarkingsGoToTheNote();
    void refusesBadReadings_data();
    void refusesBadReadings();
    void folderToPackIsDeterministic();
    void pictureOfAReading();
    void sideFormatVersion2RoundTrip();
    void versionOneFilesStillRead();
    void checkComparesEveryCatalogMarking();
    void checkFindsBadSameSpaces();
    void mergeSeesConfidence();
    void libraryTakesUserThenReadingsThenTemplates();
    void refereeNotesUncertainSpaces();
    void uncertainMarkingsInRequests();
};

void tst_SpaceReadings::eyeReadingsConvertWithoutErrors_data()
{
    QTest::addColumn<QString>("path");
    for (const char *p : {"eye/109b.json", "eye/112b.json", "eye/102b.json", "synthetic/211b.json", "synthetic/402a.json",
                          "synthetic/113a.json", "synthetic/153a.json", "synthetic/139b.json"})
        QTest::newRow(p) << QString::fromLatin1(p);
}

void tst_SpaceReadings::eyeReadingsConvertWithoutErrors()
{
    QFETCH(QString, path);
    const TileSpaces s = converted(path);
    QCOMPARE(s.provenance, SpaceProvenance::ReadFromPicture);
    QCOMPARE(s.author, u"Test readers"_s);
    QCOMPARE(s.date, u"2026-11-28"_s);
    const QList<SpaceProblem> problems = SpaceCheck::check(s, cat());
    QVERIFY2(!SpaceCheck::hasErrors(problems), qPrintable(errors(problems).join(u'\n')));
    // The readings agree with the catalog's tile-level markings: no warning about them.
    QVERIFY(!hasCode(problems, u"missing-marking"_s));
    QVERIFY(!hasCode(problems, u"not-in-catalog"_s));
}

void tst_SpaceReadings::hairpin109b()
{
    // Checked by eye: the inside lane has a cross line on each leg and its apex is one space
    // (limit 1); the outside lane has one cross line at the top, with a limit 1 on each side of it.
    const TileSpaces s = converted(u"eye/109b.json"_s);
    QCOMPARE(SpaceTemplates::countsOf(s, *cat().side(u"109b"_s)), (LaneCounts{{5, 4}}));
    const QList<const TileSpace *> inside = lane(s, 0, 0), outside = lane(s, 0, 1);
    QList<int> insideLimits, outsideLimits;
    for (const TileSpace *x : inside)
        insideLimits << x->marks.limit;
    for (const TileSpace *x : outside)
        outsideLimits << x->marks.limit;
    QCOMPARE(insideLimits, (QList<int>{0, 0, 1, 0, 0}));
    QCOMPARE(outsideLimits, (QList<int>{0, 1, 1, 0}));
    // Evenly cut from edge C to edge D; nothing is uncertain.
    QVERIFY(inside.first()->t0 <= 0.0 + 1e-9 && inside.last()->t1 >= 1.0 - 1e-9);
    for (const TileSpace &x : s.spaces)
        QVERIFY(!x.doubtful());
    QCOMPARE(s.picture, u"tile-109b.webp"_s);
    QCOMPARE(s.variant, 0);
}

void tst_SpaceReadings::sharpCorner112b()
{
    // Checked by eye: the inside lane's corner space has dotted lines numbered 1 at both ends and a
    // limit 2; the outside lane has limits 2 on its second and third spaces.
    const TileSpaces s = converted(u"eye/112b.json"_s);
    QCOMPARE(SpaceTemplates::countsOf(s, *cat().side(u"112b"_s)), (LaneCounts{{3, 4}}));
    const TileSpace &corner = *lane(s, 0, 0)[1];
    QCOMPARE(corner.marks.limit, 2);
    QVERIFY(corner.marks.sharp);
    QCOMPARE(corner.marks.line, 1);
    QCOMPARE(lane(s, 0, 1)[1]->marks.limit, 2);
    QCOMPARE(lane(s, 0, 1)[2]->marks.limit, 2);
    QVERIFY(lane(s, 0, 1)[0]->marks.isPlain());
    QCOMPARE(s.picture, u"tile-112b-1.webp"_s);
    QCOMPARE(s.variant, 1);
    QVERIFY(s.note.contains(u"tile-112b-2.png"_s)); // the other copy looked at, same markings
}

void tst_SpaceReadings::startLineAndGrid102b()
{
    const TileSpaces s = converted(u"eye/102b.json"_s);
    QVERIFY(s.startFinish);
    const QList<const TileSpace *> first = lane(s, 0, 0);
    QCOMPARE(first.size(), 4);
    QCOMPARE(s.startFinish->t, first[0]->t1); // after the first space from A
    for (int l = 0; l < 2; ++l) {
        const QList<const TileSpace *> spaces = lane(s, 0, l);
        QCOMPARE(spaces[0]->marks.grid, false);
        for (int k = 1; k < 4; ++k)
            QVERIFY(spaces[k]->marks.grid);
    }
    QVERIFY(!hasCode(SpaceCheck::check(s, cat()), u"line-in-space"_s));
}

void tst_SpaceReadings::confidenceSlideZoneAndShortcut()
{
    const TileSpaces s = converted(u"synthetic/211b.json"_s);
    // An uncertain count: every space of that lane is uncertain, with the reason.
    for (const TileSpace *x : lane(s, 0, 1)) {
        QVERIFY(x->uncertain);
        QVERIFY(x->why.contains(u"no line at the apex"_s));
    }
    for (const TileSpace *x : lane(s, 0, 0))
        QVERIFY(!x->uncertain);
    // An uncertain mark entry: its fields are uncertain, the others of the lane are not.
    const TileSpace &smudged = *lane(s, 0, 1)[2];
    QVERIFY(smudged.uncertainMarks.has(MarkField::Limit));
    QVERIFY(smudged.uncertainMarks.has(MarkField::Corner));
    QVERIFY(!smudged.uncertainMarks.has(MarkField::Slide));
    QVERIFY(lane(s, 0, 1)[1]->uncertainMarks.isEmpty());
    QCOMPARE(lane(s, 0, 1)[1]->marks.corner, u"1"_s);
    QCOMPARE(lane(s, 0, 1)[1]->marks.cornerLine, CornerLine::Outside);
    // The slide zone: one space read across the road is the zone cut in two (DIRT p. 11), over
    // the lane spaces marked with its id.
    QList<const TileSpace *> across;
    for (const TileSpace &x : s.spaces)
        if (x.span > 1)
            across << &x;
    QCOMPARE(across.size(), 2);
    for (const TileSpace *x : across) {
        QCOMPARE(x->lane, 0);
        QCOMPARE(x->span, 2);
        QCOMPARE(x->marks.slide, u"1"_s);
    }
    QCOMPARE(across[0]->t1, across[1]->t0);
    QCOMPARE(lane(s, 0, 0)[0]->marks.slide, u"1"_s);
    QCOMPARE(lane(s, 0, 1)[0]->marks.slide, u"1"_s);
    // The shortcut: beside the road, linked to the spaces it leaves and rejoins.
    const auto off = std::find_if(s.spaces.cbegin(), s.spaces.cend(), [](const TileSpace &x) { return x.offRoad; });
    QVERIFY(off != s.spaces.cend());
    QVERIFY(off->marks.shortcut);
    QCOMPARE(off->marks.limit, 2);
    QVERIFY(off->outline.size() >= 3);
    QList<int> linked;
    for (const SpaceLink &l : off->links)
        linked << l.to;
    std::sort(linked.begin(), linked.end());
    QList<int> ends{lane(s, 0, 0)[0]->id, lane(s, 0, 0)[2]->id};
    std::sort(ends.begin(), ends.end());
    QCOMPARE(linked, ends);
    QVERIFY(!SpaceCheck::hasErrors(SpaceCheck::check(s, cat())));
}

void tst_SpaceReadings::junctionSharedSpaces()
{
    const TileSpaces s = converted(u"synthetic/402a.json"_s);
    // A-D is road 0, A-F road 1 (the catalog's order).
    const TileSpace &a = *lane(s, 0, 0)[0];
    QCOMPARE(a.same, QList<int>{lane(s, 1, 0)[0]->id});
    QCOMPARE(lane(s, 0, 1)[0]->same, QList<int>{lane(s, 1, 1)[0]->id});
    QVERIFY(!hasCode(SpaceCheck::check(s, cat()), u"bad-same"_s));
}

void tst_SpaceReadings::spacesAcrossLanes()
{
    // A GT triple-lane corner: the two inside lanes' second spaces are one double space, counted
    // in both lanes, its "!" dotted lines across the inside lane only.
    QStringList notes;
    const TileSpaces s = converted(u"synthetic/113a.json"_s, &notes);
    QCOMPARE(SpaceTemplates::countsOf(s, *cat().side(u"113a"_s)), (LaneCounts{{3, 3, 4}}));
    const TileSpace &inside = *lane(s, 0, 0)[1], &middle = *lane(s, 0, 1)[1];
    for (const TileSpace *x : {&inside, &middle}) {
        QCOMPARE(x->marks.limit, 2);
        QVERIFY(x->marks.tripleLane);
    }
    QVERIFY(inside.marks.sharp && inside.marks.lineHazard);
    QVERIFY(!middle.marks.sharp);
    QCOMPARE(inside.same, QList<int>{middle.id});
    // A double outside space whose number differs between its lanes ("at"), uncertain.
    const TileSpace &a = *lane(s, 0, 1)[2], &b = *lane(s, 0, 2)[3];
    QCOMPARE(a.same, QList<int>{b.id});
    QVERIFY(a.uncertain && b.uncertain);
    QVERIFY(a.why.contains(u"no lane line visible"_s));
    // Words and remarks go to the note, without making anything uncertain.
    QVERIFY(s.note.contains(u"a double outside space"_s));
    QVERIFY(s.note.contains(u"cut short by the edge"_s));
    QVERIFY(!lane(s, 0, 2)[0]->uncertain);
    // The check accepts spaces beside each other on one road as one printed space.
    QVERIFY(!SpaceCheck::hasErrors(SpaceCheck::check(s, cat())));
}

void tst_SpaceReadings::dottedLineAtOneEnd()
{
    // GT p. 12: entering and leaving across a line are separate rules, so where the line is matters.
    const TileSpaces s = converted(u"synthetic/113a.json"_s);
    const SpaceMarks &m = lane(s, 0, 2)[1]->marks;
    QVERIFY(m.sharp && m.lineHazard);
    QCOMPARE(m.lineEnds, SharpEnds::End);
    // Driven from the road's first edge, the line is at the space's front; the other way, its back.
    QVERIFY(!m.lineAt(+1, true));
    QVERIFY(m.lineAt(+1, false));
    QVERIFY(m.lineAt(-1, true));
    QVERIFY(!m.lineAt(-1, false));
    SpaceMarks both = m;
    both.lineEnds = SharpEnds::Both;
    QVERIFY(both.lineAt(+1, true) && both.lineAt(-1, false));
    // Written in version 2 and read back.
    QString error;
    const std::optional<TileSpaces> back = SpaceJson::fromJson(SpaceJson::toJson(s, *cat().side(u"113a"_s)), cat(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(lane(*back, 0, 2)[1]->marks.lineEnds, SharpEnds::End);
    // Only on a sharp-corner space.
    TileSpaces bad = s;
    bad.space(lane(s, 0, 0)[0]->id)->marks.lineEnds = SharpEnds::Start;
    QVERIFY(hasCode(SpaceCheck::check(bad, cat()), u"bad-mark"_s));
}

void tst_SpaceReadings::hiddenLanesAndSeveralLines()
{
    // A road under a bridge: its lanes get the editor's count, every space uncertain.
    const TileSpaces bridge = converted(u"synthetic/153a.json"_s);
    const TileSide &side = *cat().side(u"153a"_s);
    QCOMPARE(SpaceTemplates::countsOf(bridge, side).value(1),
             QList<int>(2, SpaceTemplates::defaultCount(side, 1)));
    for (const TileSpace *x : lane(bridge, 1, 0) + lane(bridge, 1, 1)) {
        QVERIFY(x->uncertain);
        QVERIFY(x->why.contains(u"cannot be seen"_s));
        QVERIFY(x->why.contains(u"under the bridge"_s));
    }
    for (const TileSpace *x : lane(bridge, 0, 0))
        QVERIFY(!x->uncertain);
    // Two start/finish lines: the first is the side's, the other is named in the note.
    const TileSpaces start = converted(u"synthetic/139b.json"_s);
    QVERIFY(start.startFinish);
    QCOMPARE(start.startFinish->road, 0);
    QCOMPARE(start.startFinish->t, lane(start, 0, 0)[0]->t1);
    QVERIFY(start.note.contains(u"Another start/finish line on road C-E"_s));
    QVERIFY(start.note.contains(u"from edge F"_s));
}

void tst_SpaceReadings::assistanceKeepsItsTemplate()
{
    const ReadingConversion::FolderResult r = ReadingConversion::packFromFolder(
        QStringLiteral(PACENOTES_TESTDATA "/readings/synthetic"), cat(), {u"Test"_s, u"2026-11-28"_s});
    QVERIFY2(r.refused.isEmpty(), qPrintable(r.refused.join(u'\n')));
    QVERIFY(!r.pack.sides.contains(u"201a"_s)); // no driving spaces: the template stays
    QVERIFY(r.notes.contains(u"201a: no driving spaces to read; its template stays."_s));
    QCOMPARE(r.pack.sides.size(), 5);
}

void tst_SpaceReadings::unsupportedMarkingsGoToTheNote()
{
    QJsonObject o = eyeObject(u"109b"_s);
    QJsonArray roads = o.value("roads"_L1).toArray();
    QJsonObject road = roads[0].toObject();
    QJsonArray lanes = road.value("lanes"_L1).toArray();
    QJsonObject l = lanes[0].toObject();
    QJsonArray marks = l.value("marks"_L1).toArray();
    marks.append(QJsonObject{{u"space"_s, 1}, {u"other"_s, u"a painted arrow"_s}});
    marks.append(QJsonObject{{u"space"_s, 2}, {u"hazard"_s, true}});
    l.insert(u"marks"_s, marks);
    lanes[0] = l;
    road.insert(u"lanes"_s, lanes);
    roads[0] = road;
    o.insert(u"roads"_s, roads);
    QString error;
    const std::optional<SpaceReading> r = SpaceReading::fromJson(o, cat(), &error);
    QVERIFY2(r, qPrintable(error));
    QStringList notes;
    const std::optional<TileSpaces> s = ReadingConversion::toSpaces(*r, *cat().side(u"109b"_s), {}, &error, &notes);
    QVERIFY(s);
    QCOMPARE(notes.size(), 2);
    QVERIFY(s->note.contains(u"a painted arrow"_s));
    QVERIFY(!lane(*s, 0, 0)[0]->uncertain); // a marking in words is a remark
    QVERIFY(lane(*s, 0, 0)[1]->uncertain);  // a "!" the referee cannot apply is a doubt
    QVERIFY(!lane(*s, 0, 0)[2]->uncertain);
}

void tst_SpaceReadings::refusesBadReadings_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown field") << u"top:colour"_s << u"colour"_s;
    QTest::newRow("format") << u"format"_s << u"pacenotes-space-reading"_s;
    QTest::newRow("road of another side") << u"road:A-D"_s << u"roads[0].road"_s;
    QTest::newRow("lane count") << u"drop lane"_s << u"roads[0].lanes"_s;
    QTest::newRow("mark beyond the lane") << u"mark space 9"_s << u"marks[0].space"_s;
    QTest::newRow("limit out of range") << u"limit 7"_s << u"limit"_s;
    QTest::newRow("confidence") << u"confidence maybe"_s << u"confidence"_s;
}

void tst_SpaceReadings::refusesBadReadings()
{
    QFETCH(QString, change);
    QFETCH(QString, expected);
    QJsonObject o = eyeObject(u"109b"_s);
    QJsonArray roads = o.value("roads"_L1).toArray();
    QJsonObject road = roads[0].toObject();
    QJsonArray lanes = road.value("lanes"_L1).toArray();
    QJsonObject first = lanes[0].toObject();
    if (change == "top:colour"_L1)
        o.insert(u"colour"_s, u"red"_s);
    else if (change == "format"_L1)
        o.insert(u"format"_s, u"something else"_s);
    else if (change == "road:A-D"_L1)
        road.insert(u"road"_s, u"A-D"_s);
    else if (change == "drop lane"_L1)
        lanes.removeAt(1);
    else if (change == "mark space 9"_L1)
        first.insert(u"marks"_s, QJsonArray{QJsonObject{{u"space"_s, 9}, {u"limit"_s, 2}}});
    else if (change == "limit 7"_L1)
        first.insert(u"marks"_s, QJsonArray{QJsonObject{{u"space"_s, 1}, {u"limit"_s, 7}}});
    else if (change == "confidence maybe"_L1)
        first.insert(u"confidence"_s, u"maybe"_s);
    if (lanes.size() == 2)
        lanes[0] = first;
    road.insert(u"lanes"_s, lanes);
    roads[0] = road;
    o.insert(u"roads"_s, roads);
    QString error;
    QVERIFY(!SpaceReading::fromJson(o, cat(), &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void tst_SpaceReadings::folderToPackIsDeterministic()
{
    const ReadingConversion::Options options{u"Test readers"_s, u"2026-11-28"_s};
    const ReadingConversion::FolderResult a
        = ReadingConversion::packFromFolder(QStringLiteral(PACENOTES_TESTDATA "/readings/eye"), cat(), options);
    const ReadingConversion::FolderResult b
        = ReadingConversion::packFromFolder(QStringLiteral(PACENOTES_TESTDATA "/readings/eye"), cat(), options);
    QVERIFY2(a.refused.isEmpty(), qPrintable(a.refused.join(u'\n')));
    QCOMPARE(a.pack.sides.keys(), (QList<QString>{u"102b"_s, u"109b"_s, u"112b"_s}));
    QCOMPARE(a.pack.info.provenance, SpaceProvenance::ReadFromPicture);
    QVERIFY(a.pack.info.description.contains(u"Rekee"_s));
    QString error;
    const std::optional<QByteArray> bytesA = SpacePackFile::serialize(a.pack, cat(), &error);
    const std::optional<QByteArray> bytesB = SpacePackFile::serialize(b.pack, cat(), &error);
    QVERIFY(bytesA && bytesB);
    QCOMPARE(*bytesA, *bytesB);
    // And it reads back to the same pack, which writes the same bytes again.
    const std::optional<SpacePack> back = SpacePackFile::readData(*bytesA, cat(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->sides.keys(), a.pack.sides.keys());
    QCOMPARE(*SpacePackFile::serialize(*back, cat(), &error), *bytesA); // positions kept to a millionth
}

void tst_SpaceReadings::pictureOfAReading()
{
    SpaceReading r;
    r.pictures = {u"tile-103a-2.png"_s, u"tile-103a-1.png"_s};
    QCOMPARE(ReadingConversion::pictureOf(r), (std::pair<QString, int>{u"tile-103a-2.webp"_s, 2}));
    r.pictures = {u"tile-101.png"_s};
    QCOMPARE(ReadingConversion::pictureOf(r), (std::pair<QString, int>{u"tile-101.webp"_s, 0}));
}

void tst_SpaceReadings::sideFormatVersion2RoundTrip()
{
    TileSpaces s = converted(u"synthetic/211b.json"_s);
    s.spaces[0].marks.climb = 0;
    const TileSide &side = *cat().side(u"211b"_s);
    const QJsonObject json = SpaceJson::toJson(s, side);
    QCOMPARE(json.value("formatVersion"_L1).toInt(), 2);
    QCOMPARE(json.value("provenance"_L1).toString(), u"read-from-picture"_s);
    QCOMPARE(json.value("picture"_L1).toString(), u"tile-211b.webp"_s);
    QString error;
    const std::optional<TileSpaces> back = SpaceJson::fromJson(json, cat(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(SpaceJson::toJson(*back, side), json); // positions are kept to a millionth
    QCOMPARE(back->spaces.size(), s.spaces.size());
    for (int i = 0; i < s.spaces.size(); ++i) {
        QCOMPARE(back->spaces[i].uncertain, s.spaces[i].uncertain);
        QCOMPARE(back->spaces[i].uncertainMarks, s.spaces[i].uncertainMarks);
        QCOMPARE(back->spaces[i].why, s.spaces[i].why);
        QCOMPARE(back->spaces[i].marks, s.spaces[i].marks);
    }
    // Climb arrows and same spaces travel too.
    TileSpaces c = SpaceTemplates::generate(*cat().side(u"325a"_s));
    c.provenance = SpaceProvenance::Measured;
    c.spaces[1].marks.climb = -1;
    const std::optional<TileSpaces> climb = SpaceJson::fromJson(SpaceJson::toJson(c, *cat().side(u"325a"_s)), cat(), &error);
    QVERIFY2(climb, qPrintable(error));
    QCOMPARE(climb->spaces[1].marks.climb, -1);
}

void tst_SpaceReadings::versionOneFilesStillRead()
{
    // Data without version-2 content is still written as version 1, and read.
    TileSpaces t = SpaceTemplates::generate(*cat().side(u"115b"_s));
    t.provenance = SpaceProvenance::Measured;
    QCOMPARE(SpaceJson::toJson(t, *cat().side(u"115b"_s)).value("formatVersion"_L1).toInt(), 1);
    const QByteArray v1 = R"({"format": "pacenotes-tile-spaces", "formatVersion": 1, "side": "103b", "provenance": "measured",
        "spaces": [{"id": 1, "road": "A-D", "lane": 1, "start": 0, "end": 1, "limit": 3}]})";
    QString error;
    QVERIFY2(SpaceJson::fromJson(v1, cat(), &error), qPrintable(error));
    // Version-2 fields in a version-1 file are unknown fields there.
    QByteArray bad = v1;
    bad.replace("\"limit\": 3", "\"limit\": 3, \"confidence\": \"uncertain\"");
    QVERIFY(!SpaceJson::fromJson(bad, cat(), &error));
    QVERIFY2(error.contains(u"confidence"_s), qPrintable(error));
    bad = v1;
    bad.replace("\"measured\"", "\"read-from-picture\"");
    QVERIFY(!SpaceJson::fromJson(bad, cat(), &error));
    QVERIFY2(error.contains(u"version 2"_s), qPrintable(error));
    // Bad confidence values in version 2 are refused naming the field.
    QByteArray v2 = v1;
    v2.replace("\"formatVersion\": 1", "\"formatVersion\": 2");
    v2.replace("\"limit\": 3", "\"limit\": 3, \"uncertainMarks\": [\"colour\"]");
    QVERIFY(!SpaceJson::fromJson(v2, cat(), &error));
    QVERIFY2(error.contains(u"uncertainMarks[0]"_s), qPrintable(error));
}

void tst_SpaceReadings::checkComparesEveryCatalogMarking()
{
    // 107a: the catalog lists a limit 1 and an automatic hazard (the "!" on sharp corners' dotted lines).
    const TileSide &side = *cat().side(u"107a"_s);
    TileSpaces s = SpaceTemplates::generate(side);
    s.provenance = SpaceProvenance::ReadFromPicture;
    s.picture = u"tile-107a-1.webp"_s;
    s.spaces[0].marks.limit = 1;
    QList<SpaceProblem> problems = SpaceCheck::check(s, side);
    QVERIFY(hasCode(problems, u"missing-marking"_s)); // the hazard
    s.spaces[1].marks.sharp = true;
    s.spaces[1].marks.lineHazard = true;
    problems = SpaceCheck::check(s, side);
    QVERIFY2(!hasCode(problems, u"missing-marking"_s) && !hasCode(problems, u"not-in-catalog"_s),
             qPrintable(problems.value(0).message));
    // A dotted line's number counts as a limit of the side (112b lists 1 for its lines).
    TileSpaces sharp = converted(u"eye/112b.json"_s);
    for (TileSpace &x : sharp.spaces)
        x.marks.line = x.marks.sharp ? 3 : 0;
    QVERIFY(hasCode(SpaceCheck::check(sharp, cat()), u"not-in-catalog"_s));
    // Climb arrows are compared too; a picture must be named.
    TileSpaces climb = SpaceTemplates::generate(*cat().side(u"325a"_s));
    climb.provenance = SpaceProvenance::ReadFromPicture;
    problems = SpaceCheck::check(climb, cat());
    QVERIFY(hasCode(problems, u"missing-marking"_s));
    QVERIFY(hasCode(problems, u"no-picture"_s));
    climb.spaces[0].marks.climb = 1;
    QVERIFY(!hasCode(SpaceCheck::check(climb, cat()), u"missing-marking"_s));
}

void tst_SpaceReadings::checkFindsBadSameSpaces()
{
    TileSpaces s = converted(u"synthetic/402a.json"_s);
    TileSpace &a = *s.space(lane(s, 0, 0)[0]->id);
    a.same = {lane(s, 0, 0)[1]->id}; // the next space of its own lane: not one printed space
    QVERIFY(hasCode(SpaceCheck::check(s, cat()), u"bad-same"_s));
    a.same = {lane(s, 0, 1)[2]->id}; // the next lane, further along the road: lanes are cut evenly
    QVERIFY(!hasCode(SpaceCheck::check(s, cat()), u"bad-same"_s));
    QVERIFY(hasCode(SpaceCheck::check(s, cat()), u"same-apart"_s));
    a.same = {lane(s, 0, 1)[0]->id}; // beside it in the next lane: one space across two lanes
    QVERIFY(!hasCode(SpaceCheck::check(s, cat()), u"bad-same"_s));
    a.same = {lane(s, 1, 0)[0]->id};
    a.marks.limit = 3;
    QVERIFY(hasCode(SpaceCheck::check(s, cat()), u"same-differs"_s));
}

void tst_SpaceReadings::mergeSeesConfidence()
{
    SpacePack mine, theirs;
    TileSpaces s = converted(u"eye/112b.json"_s);
    mine.sides.insert(s.sideId, s);
    s.spaces[3].uncertainMarks.add(MarkField::Limit);
    theirs.sides.insert(s.sideId, s);
    QCOMPARE(SpaceMerge::plan(mine, theirs).value(0).kind, SpaceMergeItem::Kind::Conflict);
    theirs.sides[s.sideId].spaces[3].uncertainMarks = {};
    QCOMPARE(SpaceMerge::plan(mine, theirs).value(0).kind, SpaceMergeItem::Kind::Same);
}

void tst_SpaceReadings::libraryTakesUserThenReadingsThenTemplates()
{
    SpaceLibrary library(cat());
    const auto &packs = library.sources().packs();
    QCOMPARE(packs.size(), 3);
    QCOMPARE(packs[0].first, SpaceLibrary::userPackName());
    QCOMPARE(packs[1].first, SpaceLibrary::readingsPackName());
    QCOMPARE(packs[2].first, SpaceLibrary::templatesPackName());
    // A side nobody read keeps its template; a side the shipped pack has comes from it.
    for (const TileSide &side : cat().sides()) {
        if (!side.isCourseTile())
            continue;
        const SpaceSources::Found found = library.sources().find(side.id);
        QVERIFY(found.data);
        QCOMPARE(found.source, library.readings().sides.contains(side.id) ? SpaceLibrary::readingsPackName()
                                                                          : SpaceLibrary::templatesPackName());
    }
    // The pack shipped with the app is all read from pictures (or empty in a build without it).
    for (const TileSpaces &s : library.readings().sides)
        QCOMPARE(s.provenance, SpaceProvenance::ReadFromPicture);
}

void tst_SpaceReadings::refereeNotesUncertainSpaces()
{
    const RulesData &data = RulesData::builtin();
    const RulesContext ctx{data, TestRules::gtRules()};
    PlannedMove move = TestRules::plan(u"4 5 4"_s);
    const Rulings plain = validateMove(ctx, TestRules::gtCar(3), move).rulings();
    QVERIFY(std::none_of(plain.begin(), plain.end(), [](const Ruling &r) { return r.rule == Rule::SpaceMarkings; }));
    move.steps[1].space.markings = SpaceMarkings::Uncertain;
    move.steps[1].space.uncertain = {u"limit"_s};
    move.steps[1].space.uncertainWhy = u"a smudge"_s;
    move.steps[2].space.markings = SpaceMarkings::Unknown;
    const MoveVerdict v = validateMove(ctx, TestRules::gtCar(3), move);
    QCOMPARE(v.legal(), validateMove(ctx, TestRules::gtCar(3), TestRules::plan(u"4 5 4"_s)).legal()); // a note only
    QList<const Ruling *> notes;
    for (const Ruling &r : v.rulings())
        if (r.rule == Rule::SpaceMarkings)
            notes << &r;
    QCOMPARE(notes.size(), 2);
    QCOMPARE(notes[0]->kind, Ruling::Kind::Note);
    QCOMPARE(notes[0]->step, 1);
    QVERIFY(notes[0]->message.contains(u"speed limit"_s));
    QVERIFY(notes[0]->message.contains(u"a smudge"_s));
    QCOMPARE(notes[1]->step, 2);
    QCOMPARE(notes[0]->code(), u"space-markings"_s);
}

void tst_SpaceReadings::uncertainMarkingsInRequests()
{
    SpaceInfo info;
    info.limit = 2;
    info.markings = SpaceMarkings::Uncertain;
    info.uncertain = {u"space"_s, u"limit"_s};
    const QJsonObject o = RequestJsonWriter::space(info, Game::GT);
    QCOMPARE(o.value("markings"_L1).toString(), u"uncertain"_s);
    QCOMPARE(o.value("uncertain"_L1).toArray().size(), 2);
    QVERIFY(!RequestJsonWriter::space(SpaceInfo{}, Game::GT).contains("markings"_L1));
}

QTEST_GUILESS_MAIN(tst_SpaceReadings)
#include "tst_spacereadings.moc"
