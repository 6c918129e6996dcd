// SPDX-License-Identifier: GPL-3.0-or-later
// Export (PNG, SVG, PDF), the printout and its build sheet, and the File menu's output actions.
#include "catalog/tilecatalog.h"
#include "export/trackexporter.h"
#include "i18n/translations.h"
#include "keepshot.h"
#include "pdftools.h"
#include "io/trackfiles.h"
#include "print/buildorder.h"
#include "print/buildsheet.h"
#include "export/trackoutputactions.h"
#include "print/trackpicture.h"
#include "print/trackprintout.h"
#include "render/coursemarks.h"
#include "hex/hexlayout.h"
#include "realtracks.h"
#include "settings/appsettings.h"
#include "track/trackdocument.h"
#include "track/trackvalidator.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QRegularExpression>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
const TileCatalog &catalog()
{
    return TileCatalog::builtin();
}

TrackReport reportOf(const Track &track)
{
    return TrackValidator::validate(track, catalog(), Collection::everyBox(catalog()));
}

Track trackNamed(const QString &name)
{
    if (name == "gt"_L1)
        return RealTracks::gtCoreCircuit();
    if (name == "dirt"_L1)
        return RealTracks::dirtStage();
    if (name == "open"_L1) { // the circuit with a gap: not closed
        Track t = RealTracks::gtCoreCircuit();
        t.tiles.removeAt(8);
        return t;
    }
    return Track();
}

/// `count` straight tiles in rows, none joined: a long list for the build sheet to page.
Track scattered(int count)
{
    Track t;
    t.title = u"Scattered"_s;
    for (int i = 0; i < count; ++i)
        t.tiles.append({i % 2 ? u"104a"_s : u"105b"_s, 0, {(i % 10) * 2, (i / 10) * 2}, 0});
    return t;
}

/// The fraction of pixels that are not (nearly) white.
double inkedFraction(const QImage &image)
{
    qint64 inked = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            if (qGray(image.pixel(x, y)) < 240)
                ++inked;
    return double(inked) / ((image.height() / 2) * (image.width() / 2));
}
} // namespace

class tst_TrackOutput : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    /// Writes the file (kept in $PACENOTES_KEEP_EXPORTS when set, to look at).
    QString write(const Track &track, const QString &name, QPageSize::PageSizeId paper = QPageSize::A4)
    {
        const QString keep = qEnvironmentVariable("PACENOTES_KEEP_EXPORTS");
        const QString path = keep.isEmpty() ? m_dir.filePath(name) : QDir(keep).filePath(name);
        const std::optional<TrackExporter::Format> format = TrackExporter::formatForPath(path);
        QString error;
        const TrackExporter exporter(track, reportOf(track), catalog());
        if (!format || !exporter.write(path, *format, paper, &error)) {
            qWarning() << "writing" << path << "failed:" << error;
            return QString();
        }
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!PdfTools::available())
            QFAIL("pdftotext/pdfinfo not found: install poppler-utils (scripts/deps.sh).");
        Translations::install(u"en"_s);
    }
    void cleanup() { Translations::install(u"en"_s); }

    void buildOrderFollowsTheCircuit()
    {
        const Track track = RealTracks::gtCoreCircuit();
        const BuildOrder order = BuildOrder::of(track, reportOf(track), catalog());
        QVERIFY(order.traced);
        QCOMPARE(order.kind, Course::Kind::Circuit);
        QCOMPARE(order.total, 19);
        QVERIFY(!order.course.isEmpty());
        QCOMPARE(order.course.first().sideId, u"102a"_s); // the start/finish tile first
        QCOMPARE(order.course.first().number, 1);
        QVERIFY(order.course.first().start);
        // every tile has one number, 1..19, and consecutive along the course
        QCOMPARE(order.numbers.size(), 19);
        QSet<int> numbers(order.numbers.cbegin(), order.numbers.cend());
        QCOMPARE(numbers.size(), 19);
        QCOMPARE(*std::max_element(numbers.cbegin(), numbers.cend()), 19);
        int expected = 1;
        for (const BuildStep &s : order.course) {
            QVERIFY(s.hasTurn);
            if (!s.repeat)
                QCOMPARE(s.number, expected++);
        }
        // the pit tile is off the course, beside the start
        QCOMPARE(order.beside.size(), 1);
        QCOMPARE(order.beside.first().sideId, u"101"_s);
        QCOMPARE(order.beside.first().number, 19);
        QVERIFY(order.beside.first().besideNumber >= 1);
        int copies104a = 0;
        int total = 0;
        for (const TileCount &c : order.counts) {
            total += c.count;
            if (c.sideId == "104a"_L1)
                copies104a = c.count;
        }
        QCOMPARE(copies104a, 3);
        QCOMPARE(total, 19);
        QCOMPARE(order.counts.first().sideId, u"101"_s); // by tile number
    }

    void buildOrderOfAStage()
    {
        const Track track = RealTracks::dirtStage();
        const BuildOrder order = BuildOrder::of(track, reportOf(track), catalog());
        QVERIFY(order.traced);
        QCOMPARE(order.kind, Course::Kind::Stage);
        QVERIFY(order.course.first().start);
        QVERIFY(order.course.last().finish);
        QCOMPARE(order.course.size(), 12);
        QCOMPARE(order.beside.size(), 1);
        QCOMPARE(order.beside.first().sideId, u"201a"_s); // the Assistance tile
        QCOMPARE(order.beside.first().besideNumber, 12);  // after the finish
    }

    void assistanceIsBesideTheTileItsRoadJoins()
    {
        // DIRT Rally 2 SS1 as the solver laid it out: the Assistance tile also touches course
        // tile 7, but its road joins the finish (12); the sheet must send the builder there.
        const TrackReadResult r = TrackFiles::read(
            QStringLiteral(PACENOTES_SOURCE_DIR "/tests/data/tracks/dirt-rally-2-ss1-laid-out.json"), catalog());
        QVERIFY(r.track);
        const Track &track = *r.track;
        const BuildOrder order = BuildOrder::of(track, reportOf(track), catalog());
        QVERIFY(order.traced);
        QCOMPARE(order.course.size(), 12);
        QVERIFY(order.course.last().finish);
        QCOMPARE(order.beside.size(), 1);
        QCOMPARE(order.beside.first().sideId, u"201a"_s);
        QCOMPARE(order.beside.first().besideNumber, 12);
        bool touchesAnEarlierTile = false; // what makes this case worth a test
        for (int d = 0; d < 6; ++d) {
            const int other = track.tileAt(track.tiles.at(order.beside.first().tile).pos.neighbor(d));
            touchesAnEarlierTile |= other >= 0 && order.numbers.value(other) < 12
                                    && order.numbers.value(other) >= 1;
        }
        QVERIFY(touchesAnEarlierTile);
    }

    void buildOrderOfAnOpenTrackIsByPosition()
    {
        const Track track = trackNamed(u"open"_s);
        const TrackReport report = reportOf(track);
        QVERIFY(!report.course.isComplete());
        const BuildOrder order = BuildOrder::of(track, report, catalog());
        QVERIFY(!order.traced);
        QVERIFY(order.problems > 0);
        QCOMPARE(order.numbers.size(), track.tiles.size());
        // top to bottom: the rows (r) never go back up along the list
        int lastRow = -1000000;
        for (const BuildStep &s : order.course) {
            QVERIFY(!s.hasTurn);
            QVERIFY(track.tiles.at(s.tile).pos.r >= lastRow);
            lastRow = track.tiles.at(s.tile).pos.r;
        }
    }

    void turnTexts_data()
    {
        QTest::addColumn<int>("turn");
        QTest::addColumn<QString>("text");
        QTest::newRow("straight") << 0 << u"straight on"_s;
        QTest::newRow("right 60") << 1 << u"right 60°"_s;
        QTest::newRow("right 120") << 2 << u"right 120°"_s;
        QTest::newRow("left 60") << -1 << u"left 60°"_s;
        QTest::newRow("left 120") << -2 << u"left 120°"_s;
        QTest::newRow("dead end") << 3 << u"dead end"_s;
    }
    void turnTexts()
    {
        QFETCH(int, turn);
        QFETCH(QString, text);
        BuildStep step;
        step.turn = turn;
        QVERIFY(BuildOrder::turnText(step).isEmpty()); // unknown pass: nothing
        step.hasTurn = true;
        QCOMPARE(BuildOrder::turnText(step), text);
    }

    void pdf_data()
    {
        QTest::addColumn<QString>("track");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("paper");
        for (const QString &track : {u"gt"_s, u"dirt"_s})
            for (const QString &lang : {u"en"_s, u"ru"_s})
                for (int paper : {int(QPageSize::A4), int(QPageSize::Letter)})
                    QTest::addRow("%s-%s-%s", qPrintable(track), qPrintable(lang), paper == QPageSize::A4 ? "a4" : "letter")
                        << track << lang << paper;
    }
    void pdf()
    {
        QFETCH(QString, track);
        QFETCH(QString, lang);
        QFETCH(int, paper);
        QCOMPARE(Translations::install(lang), lang);
        const Track t = trackNamed(track);
        const QString path = write(t, u"%1-%2-%3.pdf"_s.arg(track, lang, paper == QPageSize::A4 ? u"a4"_s : u"letter"_s),
                                   QPageSize::PageSizeId(paper));
        QVERIFY(!path.isEmpty());
        QCOMPARE(PdfTools::pages(path), 2);
        QCOMPARE(TrackPrintout(t, reportOf(t), catalog()).pageCount(QPageSize::PageSizeId(paper)), 2);
        const QString size = PdfTools::info(path, u"Page size"_s);
        QVERIFY2(size.contains(paper == QPageSize::A4 ? u"A4"_s : u"letter"_s), qPrintable(size));
        const QString text = PdfTools::text(path);
        const QStringList pages = text.split(u'\f');
        QVERIFY(pages.size() >= 2);
        QVERIFY(text.contains(t.title));
        QVERIFY(text.contains(t.author));
        // the build sheet's headings, in the language asked for
        const QString heading = BuildSheet::tr("Course order from the start");
        const QString tiles = BuildSheet::tr("Tiles to take out");
        if (lang == "ru"_L1) {
            QVERIFY2(heading != u"Course order from the start"_s, "no Russian translation");
            QVERIFY(!text.contains(u"Course order"_s));
        }
        QVERIFY2(pages.at(1).contains(heading), qPrintable(pages.at(1)));
        QVERIFY(pages.at(1).contains(tiles));
        // every tile side used, and each course row: its number then its tile
        const BuildOrder order = BuildOrder::of(t, reportOf(t), catalog());
        for (const TileCount &c : order.counts)
            QVERIFY2(pages.at(1).contains(c.sideId), qPrintable(c.sideId));
        for (const BuildStep &s : order.course) {
            if (s.repeat)
                continue;
            const QRegularExpression row(u"(^|\\s)%1\\s+%2\\s"_s.arg(s.number).arg(s.sideId));
            QVERIFY2(row.match(pages.at(1)).hasMatch(), qPrintable(u"no row %1 %2"_s.arg(s.number).arg(s.sideId)));
        }
        // the layout page carries the game line
        QVERIFY(pages.at(0).contains(t.game == Game::GT ? u"GT"_s : u"DIRT"_s));
    }

    void pdfOfAnOpenTrackSaysSo()
    {
        const Track t = trackNamed(u"open"_s);
        const QString path = write(t, u"open.pdf"_s);
        QVERIFY(!path.isEmpty());
        const QString text = PdfTools::text(path);
        QVERIFY(text.contains(BuildSheet::tr("Tiles by position")));
        QVERIFY(!text.contains(BuildSheet::tr("Course order from the start")));
        QVERIFY(text.contains(u"not closed"_s));
    }

    void pickListBeforeAnythingIsLaidOut()
    {
        // Issue 16: print the tile list (what to take out of the boxes) before laying it out.
        const TrackReadResult read = TrackFiles::read(u":/tracks/gt-track-2.json"_s, catalog());
        QVERIFY(read.track);
        const Track list = *read.track;
        QVERIFY(list.tiles.isEmpty());
        const TrackPrintout printout(list, reportOf(list), catalog());
        QVERIFY(!printout.isEmpty());
        QVERIFY(printout.isPickList());
        QCOMPARE(printout.pageCount(QPageSize::A4), 1);
        const QString path = write(list, u"pick-list.pdf"_s);
        QVERIFY(!path.isEmpty());
        QCOMPARE(PdfTools::pages(path), 1);
        const QString text = PdfTools::text(path);
        QVERIFY(text.contains(BuildSheet::tr("Tiles to take out")));
        for (const TileCount &c : list.tileList)
            QVERIFY2(text.contains(c.sideId), qPrintable(c.sideId));
        QVERIFY(text.contains(u"16 tiles"_s)); // the list's total
        // no picture of a layout that does not exist
        const TrackExporter exporter(list, reportOf(list), catalog());
        QString error;
        QVERIFY(!exporter.write(m_dir.filePath(u"pick-list.png"_s), TrackExporter::Format::Png, QPageSize::A4, &error));
    }

    void longListsTakeMorePages()
    {
        const Track t = scattered(150);
        const TrackPrintout printout(t, reportOf(t), catalog());
        const int expected = printout.pageCount(QPageSize::A4);
        QVERIFY(expected >= 3);
        const QString path = write(t, u"scattered.pdf"_s);
        QVERIFY(!path.isEmpty());
        QCOMPARE(PdfTools::pages(path), expected);
        const QString text = PdfTools::text(path);
        QVERIFY(text.contains(BuildSheet::tr("%1 (continued)").arg(BuildSheet::tr("Tiles by position"))));
        for (int n : {1, 75, 150})
            QVERIFY2(QRegularExpression(u"(^|\\s)%1\\s+10[45][ab]\\s"_s.arg(n)).match(text).hasMatch(), qPrintable(QString::number(n)));
    }

    void printerGetsTheSamePages()
    {
        // What the preview and the print dialog paint on: a QPrinter, orientation kept.
        const Track t = RealTracks::gtCoreCircuit();
        const TrackPrintout printout(t, reportOf(t), catalog());
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        const QString path = m_dir.filePath(u"printer.pdf"_s);
        printer.setOutputFileName(path);
        printout.setUpPrinter(printer, QPageSize::Letter);
        QCOMPARE(printer.pageLayout().orientation(), printout.layoutOrientation());
        QPainter painter;
        QVERIFY(painter.begin(&printer));
        printout.paint(painter, printer, false);
        painter.end();
        QVERIFY(PdfTools::pages(path) >= 2);
        QVERIFY(PdfTools::text(path).contains(u"Lakeside Ring"_s));
    }

    void flagsStayClearOfTheTitleBand()
    {
        // Issue 20: the exported PNG had its Start flag on the title band. The flags stand in a
        // free hex beside their tile: the picture's extent makes room for them.
        int outside = 0;
        QList<Track> tracks{trackNamed(u"gt"_s), trackNamed(u"dirt"_s)};
        for (const QString &file : QDir(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks")).entryList({u"dirt-*.json"_s}))
            tracks << *TrackFiles::read(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/") + file, catalog()).track;
        for (const Track &t : std::as_const(tracks)) {
            const QString name = t.title;
            const TrackReport report = reportOf(t);
            TrackPicture picture(t, catalog());
            picture.setCourse(report.course);
            const HexLayout unit(1.0);
            QRectF tiles;
            for (const PlacedTile &p : t.tiles)
                tiles |= unit.polygon(p.pos).boundingRect();
            QImage scratch(10, 10, QImage::Format_ARGB32);
            QPainter painter(&scratch);
            const CourseMarks marks = CourseMarks::of(t, report.course, catalog(), unit);
            QVERIFY(!marks.flags.isEmpty());
            for (const CourseMarks::Flag &f : marks.flags) {
                const QRectF flag = marks.flagRect(&painter, f, 1.0);
                QVERIFY2(picture.unitBounds().contains(flag), qPrintable(name + u": "_s + f.text));
                outside += !tiles.contains(flag);
            }
        }
        QVERIFY(outside > 0); // a flag does stand beyond the tiles
    }

    void png()
    {
        const Track t = RealTracks::gtCoreCircuit();
        const QString path = write(t, u"gt.png"_s);
        QVERIFY(!path.isEmpty());
        const QImage image(path);
        QVERIFY(!image.isNull());
        const TrackExporter exporter(t, reportOf(t), catalog());
        QCOMPARE(image.size(), exporter.imageSize());
        // 200 dpi: a picture a few hundred millimetres wide is over a thousand pixels
        QVERIFY(image.width() > 1000 && image.height() > 800);
        QVERIFY(image.width() <= TrackExporter::kMaxPixels && image.height() <= TrackExporter::kMaxPixels);
        const double inked = inkedFraction(image);
        QVERIFY2(inked > 0.2 && inked < 0.9, qPrintable(QString::number(inked)));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 20);
    }

    void svg()
    {
        Track t = RealTracks::dirtStage();
        t.title = u"Спецучасток Col de Braus"_s;
        const QString path = write(t, u"dirt.svg"_s);
        QVERIFY(!path.isEmpty());
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        QVERIFY(!renderer.defaultSize().isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        QVERIFY(svg.contains(t.title));
        QVERIFY(svg.contains(u"203a"_s)); // the tile list box
    }

    void emptyTrackWritesNothing_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("png") << u"empty.png"_s;
        QTest::newRow("svg") << u"empty.svg"_s;
        QTest::newRow("pdf") << u"empty.pdf"_s;
    }
    void emptyTrackWritesNothing()
    {
        QFETCH(QString, name);
        const Track empty;
        const TrackExporter exporter(empty, reportOf(empty), catalog());
        const QString path = m_dir.filePath(name);
        QString error;
        QVERIFY(!exporter.write(path, *TrackExporter::formatForPath(path), QPageSize::A4, &error));
        QVERIFY(error.contains(u"no tiles"_s));
        QVERIFY(!QFileInfo::exists(path));
    }

    void unwritablePathLeavesNoFile_data() { emptyTrackWritesNothing_data(); }
    void unwritablePathLeavesNoFile()
    {
        QFETCH(QString, name);
        const Track t = RealTracks::gtCoreCircuit();
        const TrackExporter exporter(t, reportOf(t), catalog());
        const QString path = m_dir.filePath(u"no-such-folder/"_s + name);
        QString error;
        QVERIFY(!exporter.write(path, *TrackExporter::formatForPath(path), QPageSize::A4, &error));
        QVERIFY2(error.contains(u"Cannot write"_s), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"no-such-folder"_s)));
    }

    void formatsByExtension()
    {
        QVERIFY(TrackExporter::formatForPath(u"a/b.PNG"_s) == TrackExporter::Format::Png);
        QVERIFY(TrackExporter::formatForPath(u"b.svg"_s) == TrackExporter::Format::Svg);
        QVERIFY(TrackExporter::formatForPath(u"b.Pdf"_s) == TrackExporter::Format::Pdf);
        QVERIFY(!TrackExporter::formatForPath(u"b.jpg"_s));
        QVERIFY(!TrackExporter::formatForPath(u"pdf"_s));
    }

    void actionsExportTheDocument()
    {
        QWidget window;
        AppSettings settings;
        TrackDocument document(catalog());
        TrackOutputActions actions(&document, &settings, &window);
        QStringList errors;
        actions.setErrorReporter([&](const QString &, const QString &text) { errors << text; });
        QVERIFY(actions.print->shortcuts().contains(QKeySequence(QKeySequence::Print)));
        QCOMPARE(actions.exportMenu->actions().size(), 3);

        const QString path = m_dir.filePath(u"actions.png"_s);
        QVERIFY(!actions.exportTo(path, TrackExporter::Format::Png)); // empty: refused
        QCOMPARE(errors.size(), 1);
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!actions.createPreview());
        QCOMPARE(errors.size(), 2);

        document.reset(RealTracks::gtCoreCircuit());
        QVERIFY(actions.exportTo(path, TrackExporter::Format::Png));
        QVERIFY(!QImage(path).isNull());
        QVERIFY(!actions.exportTo(m_dir.filePath(u"missing/x.pdf"_s), TrackExporter::Format::Pdf));
        QCOMPARE(errors.size(), 3);
        QVERIFY(errors.last().contains(u"missing"_s));

        std::unique_ptr<QPrintPreviewDialog> preview(actions.createPreview());
        QVERIFY(preview);
        QVERIFY(preview->windowTitle().contains(u"Lakeside Ring"_s));
        // Showing the preview paints the pages: the layout page and the build sheet.
        preview->resize(900, 700);
        preview->show();
        auto *pages = preview->findChild<QPrintPreviewWidget *>();
        QVERIFY(pages);
        QCOMPARE(pages->pageCount(), 2);
        keepShot(preview.get(), u"print-preview.png"_s);
    }
};

QTEST_MAIN(tst_TrackOutput)
#include "tst_trackoutput.moc"
