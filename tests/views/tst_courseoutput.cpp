// SPDX-License-Identifier: GPL-3.0-or-later
// The course in the outputs (issue 13): the direction arrows and start/finish/joker flags that the
// designer and the exported pictures share (CourseMarks), the printout's numbered badges placed
// where they hide nothing, and an RX circuit's build order with its joker branch.
#include "catalog/tilecatalog.h"
#include "export/trackexporter.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "keepshot.h"
#include "print/buildorder.h"
#include "print/trackpicture.h"
#include "render/coursemarks.h"
#include "render/tilerenderer.h"
#include "track/trackvalidator.h"

#include <QDir>
#include <QImage>
#include <QLineF>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &catalog()
{
    return TileCatalog::builtin();
}

Track load(const QString &path)
{
    const TrackReadResult r = TrackFiles::read(path, catalog());
    if (!r.track)
        qWarning("%s: %s", qPrintable(path), qPrintable(r.error));
    return r.track.value_or(Track());
}

Track data(const QString &name)
{
    return load(QStringLiteral(PACENOTES_TESTDATA "/tracks/") + name);
}

TrackReport reportOf(const Track &track)
{
    return TrackValidator::validate(track, catalog(), Collection::everyBox(catalog()));
}

double distanceTo(QPointF p, const QRectF &rect)
{
    const QPointF nearest(std::clamp(p.x(), rect.left(), rect.right()), std::clamp(p.y(), rect.top(), rect.bottom()));
    return QLineF(p, nearest).length();
}

/// Pixels of exactly this colour (the flags' fills are drawn opaque).
int pixelsOf(const QImage &image, QRgb colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += (image.pixel(x, y) & 0xffffff) == (colour & 0xffffff);
    return n;
}

} // namespace

class tst_CourseOutput : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { Translations::install(u"en"_s); } // English plurals: "1 lap"
    void marksOfAStage();
    void marksOfAnRxCircuit();
    void noMarksWithoutACourse();
    void exportedPictureShowsTheDirection();
    void badgesHideNothing_data();
    void badgesHideNothing();
    void buildOrderOfAnRxCircuit();
    void buildOrderCountsErrorsOnly();
};

void tst_CourseOutput::marksOfAStage()
{
    // A filler lies after the finish line: the flags still mark both ends.
    const Track t = data(u"dirt-stage-scenery-after-finish.json"_s);
    const TrackReport r = reportOf(t);
    const CourseMarks m = CourseMarks::of(t, r.course, catalog(), HexLayout(40));
    QCOMPARE(m.arrowCount, r.course.steps.size());
    QVERIFY(m.jokerArrows.isEmpty());
    QCOMPARE(m.flags.size(), 2);
    QCOMPARE(m.flags[0].kind, CourseMarks::FlagKind::Start);
    QCOMPARE(m.flags[0].text, u"Start"_s);
    QCOMPARE(m.flags[1].kind, CourseMarks::FlagKind::Finish);
    QCOMPARE(m.flags[1].text, u"Finish"_s);
    // each flag beside its own tile: in a free hex next to it, clear of the tile's markings, or
    // on its rim when no neighbour is free (a hex's neighbours are √3 × 40 ≈ 69 px away)
    const HexLayout l(40);
    QVERIFY(QLineF(m.flags[0].at, l.toPixel(t.tiles[r.course.startTile].pos)).length() < 40 * 1.8);
    QVERIFY(QLineF(m.flags[1].at, l.toPixel(t.tiles[r.course.finishTile].pos)).length() < 40 * 1.8);
}

void tst_CourseOutput::marksOfAnRxCircuit()
{
    const Track t = data(u"dirt-rx-grid-joker.json"_s);
    const TrackReport r = reportOf(t);
    QCOMPARE(r.course.kind, Course::Kind::RxCircuit);
    const CourseMarks m = CourseMarks::of(t, r.course, catalog(), HexLayout(40));
    // every pass, the grid's and the joker's too
    QCOMPARE(m.arrowCount, r.course.steps.size() + r.course.joker.size());
    QCOMPARE(m.jokerArrows.toSubpathPolygons().size(), r.course.joker.size());
    QCOMPARE(m.flags.size(), 2);
    QCOMPARE(m.flags[0].text, u"Start · 1 lap"_s);
    QCOMPARE(m.flags[1].kind, CourseMarks::FlagKind::Joker);
}

void tst_CourseOutput::noMarksWithoutACourse()
{
    Track t = data(u"dirt-rx-grid-joker.json"_s);
    t.tiles.removeAt(5); // a hole in the lap
    const TrackReport r = reportOf(t);
    QVERIFY(!r.course.isComplete());
    QVERIFY(CourseMarks::of(t, r.course, catalog(), HexLayout(40)).isEmpty());
}

void tst_CourseOutput::exportedPictureShowsTheDirection()
{
    // Start and finish told apart without the Assistance tile: the flags' fills are in the
    // exported picture, and an RX joker's amber arrows.
    const Track stage = data(u"dirt-stage-scenery-after-finish.json"_s);
    const QImage picture = TrackExporter(stage, reportOf(stage), catalog()).image();
    QVERIFY(pixelsOf(picture, qRgb(0x15, 0x6d, 0x3b)) > 50); // the start flag
    QVERIFY(pixelsOf(picture, qRgb(0x1f, 0x24, 0x2b)) > 50); // the finish flag
    keepShot(picture, u"export-stage-arrows.png"_s);

    const Track rx = data(u"dirt-rx-grid-joker.json"_s);
    const QImage rxPicture = TrackExporter(rx, reportOf(rx), catalog()).image();
    QVERIFY(pixelsOf(rxPicture, qRgb(0xb3, 0x6b, 0x00)) > 50); // the joker flag
    keepShot(rxPicture, u"export-rx-joker.png"_s);

    // An SVG names them too.
    QTemporaryDir dir;
    const QString svg = dir.filePath(u"stage.svg"_s);
    QVERIFY(TrackExporter(stage, reportOf(stage), catalog()).write(svg, TrackExporter::Format::Svg,
                                                                   QPageSize::A4, nullptr));
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("Start"));
    QVERIFY(text.contains("Finish"));
}

void tst_CourseOutput::badgesHideNothing_data()
{
    QTest::addColumn<QString>("path");
    const QString tracks = QStringLiteral(PACENOTES_TESTDATA "/tracks/");
    for (const char *f : {"gt-lakeside-ring.json", "gt-diagonal-park.json", "dirt-col-de-braus.json",
                          "dirt-rx-grid-joker.json", "dirt-rx-joker-valley.json"})
        QTest::newRow(f) << tracks + QString::fromLatin1(f);
    const QDir rulebook(tracks + u"dirt-rulebook-layouts"_s);
    for (const QString &f : rulebook.entryList({u"*.rekee.json"_s}, QDir::Files))
        QTest::newRow(qPrintable(f)) << rulebook.filePath(f);
}

void tst_CourseOutput::badgesHideNothing()
{
    QFETCH(QString, path);
    const Track t = load(path);
    const TrackReport report = reportOf(t);
    const BuildOrder order = BuildOrder::of(t, report, catalog());
    TrackPicture picture(t, catalog());
    picture.setNumbers(order.numbers);
    picture.setCourse(report.course);
    // the printout's layout page, A4 landscape, as a picture
    QImage page(2800, 1900, QImage::Format_ARGB32_Premultiplied);
    page.fill(Qt::white);
    QPainter painter(&page);
    const QRectF target(60, 250, 2000, 1600);
    const HexLayout layout = picture.layoutFor(target);
    const QList<TrackPicture::BadgePlace> places = picture.badgePlaces(&painter, layout);
    QCOMPARE(places.size(), t.tiles.size()); // every tile has its number

    const CourseMarks marks = CourseMarks::of(t, report.course, catalog(), layout);
    QList<QRectF> flags;
    for (const CourseMarks::Flag &f : marks.flags)
        flags.append(marks.flagRect(&painter, f, layout.size()));
    int leaders = 0;
    for (const TrackPicture::BadgePlace &b : places) {
        const PlacedTile &tile = t.tiles[b.tile];
        const QString where = u"%1 %2"_s.arg(tile.sideId, tile.pos.toString());
        // Clear of what the tile shows: its id label, its markings (speed limits...).
        const TileRenderer::Upright u = TileRenderer::uprightLayout(&painter, *catalog().sideById(tile.sideId),
                                                                    layout.toPixel(tile.pos), layout.size(), tile.rotation);
        QVERIFY2(u.label.isNull() || distanceTo(b.at, u.label) >= b.radius, qPrintable(where + u": label"_s));
        QVERIFY2(u.text.isNull() || distanceTo(b.at, u.text) >= b.radius, qPrintable(where + u": text"_s));
        for (const QPointF m : u.markings)
            QVERIFY2(QLineF(b.at, m).length() >= b.radius + u.markingRadius, qPrintable(where + u": marking"_s));
        // ... of the flags, and of the other badges.
        for (const QRectF &f : std::as_const(flags))
            QVERIFY2(distanceTo(b.at, f) >= b.radius, qPrintable(where + u": flag"_s));
        for (const TrackPicture::BadgePlace &o : places)
            if (o.tile != b.tile)
                QVERIFY2(QLineF(b.at, o.at).length() >= 2 * b.radius, qPrintable(where + u": badge"_s));
        if (b.leader) {
            // beside the tile, over no tile at all
            ++leaders;
            QCOMPARE(t.tileAt(layout.fromPixel(b.at)), -1);
        } else {
            QCOMPARE(t.tileAt(layout.fromPixel(b.at)), b.tile);
        }
    }
    QVERIFY(leaders <= places.size() / 3); // a leader line is the exception
}

void tst_CourseOutput::buildOrderOfAnRxCircuit()
{
    const Track t = data(u"dirt-rx-grid-joker.json"_s);
    const TrackReport r = reportOf(t);
    const BuildOrder order = BuildOrder::of(t, r, catalog());
    QVERIFY(order.traced);
    QCOMPARE(order.kind, Course::Kind::RxCircuit);
    // the grid and one lap, then the joker branch; scenery beside
    QCOMPARE(order.course.size(), r.course.steps.size());
    QCOMPARE(order.course.first().sideId, u"401b"_s);
    QVERIFY(order.course.first().start);
    QVERIFY(order.course[r.course.gridSteps - 1].gridJoin);
    QVERIFY(order.course[r.course.jokerLeaves].jokerLeaves);
    QVERIFY(order.course[r.course.jokerRejoins].jokerRejoins);
    QCOMPARE(order.joker.size(), 4);
    QVERIFY(order.joker.first().repeat && order.joker.first().jokerLeaves);
    QVERIFY(order.joker.last().repeat && order.joker.last().jokerRejoins);
    QCOMPARE(order.joker.first().number, order.course[r.course.jokerLeaves].number);
    QVERIFY(!order.joker[1].repeat); // the branch's own tiles get numbers of their own
    QCOMPARE(order.beside.size(), 3);
    // one number per tile
    QCOMPARE(order.numbers.size(), t.tiles.size());
}

void tst_CourseOutput::buildOrderCountsErrorsOnly()
{
    // A junction used as a corner: a warning, which is no problem for the printout.
    const Track t = data(u"dirt-stage-junction-corner.json"_s);
    const TrackReport r = reportOf(t);
    QCOMPARE(r.problems.size(), 1);
    QCOMPARE(BuildOrder::of(t, r, catalog()).problems, 0);
}

QTEST_MAIN(tst_CourseOutput)
#include "tst_courseoutput.moc"
