// SPDX-License-Identifier: GPL-3.0-or-later
// The track library panel offscreen: thumbnails drawn by TileRenderer into the index, the
// icon and table views over one selection, search and filters, Enter opening a rulebook
// track in the designer through the file controller (with the unsaved-changes question),
// folders added and removed, and pictures of the panel in English and Russian.
#include "keepshot.h"
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "itemmodels/libraryfilterproxy.h"
#include "itemmodels/librarymodel.h"
#include "library/librarypanel.h"
#include "library/librarythumbnail.h"
#include "library/tracklibrary.h"
#include "settings/appsettings.h"
#include "shell/filecontroller.h"
#include "track/trackdocument.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListView>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

bool writeTrack(const QString &path, Track track, const QString &title)
{
    track.title = title;
    return TrackFiles::write(path, track, cat(), nullptr);
}

bool waitForScan(TrackLibrary &library)
{
    if (!library.isBusy())
        return true;
    QSignalSpy finished(&library, &TrackLibrary::scanFinished);
    return finished.wait(30000);
}

/// Distinct colours in an image: a blank or one-colour picture has one or two.
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace

class tst_LibraryPanel : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void thumbnails();
    void savedPackagesCarryAPreview();
    void viewsShareSelectionAndFilter();
    void enterOpensTrackInDesigner();
    void foldersAddedAndRemoved();
    void screenshots_data();
    void screenshots();

private:
    void fillLibrary(TrackLibrary &library);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_tracks;
};

void tst_LibraryPanel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_tracks = m_dir->filePath(u"My Tracks"_s);
    QVERIFY(QDir().mkpath(m_tracks));
    QVERIFY(writeTrack(m_tracks + u"/loop.pacenotes"_s, Samples::gtLoop(), u"Sunday Loop"_s));
    QVERIFY(writeTrack(m_tracks + u"/stage.json"_s, Samples::dirtStage(), u"Forest Stage"_s));
    Track open = Samples::gtLoop();
    open.tiles.removeLast();
    QVERIFY(writeTrack(m_tracks + u"/open.json"_s, open, u"Unfinished"_s));
    QFile bad(m_tracks + u"/damaged.json"_s);
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"format": "pacenotes-track", "tiles": [)");
}

void tst_LibraryPanel::cleanup()
{
    Translations::install(u"en"_s);
}

void tst_LibraryPanel::fillLibrary(TrackLibrary &library)
{
    library.setThumbnailer([](const Track &t, const QImage &preview) { return LibraryThumbnail::png(t, cat(), preview); });
    library.open(m_dir->filePath(u"library.sqlite"_s));
    library.setFolders({m_tracks});
    library.rescan();
    QVERIFY(waitForScan(library));
}

void tst_LibraryPanel::thumbnails()
{
    // A layout and a list both give a picture of the expected size with real content.
    const QImage layout = LibraryThumbnail::image(Samples::gtLoop(), cat(), 1.0);
    QCOMPARE(layout.size(), LibraryThumbnail::kSize);
    QVERIFY(colourCount(layout) > 10);
    Track list;
    list.tileList = {{u"102a"_s, 1}, {u"103a"_s, 4}, {u"106a"_s, 2}};
    QVERIFY(colourCount(LibraryThumbnail::image(list, cat(), 1.0)) > 10);
    QCOMPARE(colourCount(LibraryThumbnail::image(Track{}, cat(), 1.0)), 1); // nothing to draw: transparent

    TrackLibrary library(cat());
    fillLibrary(library);
    for (const LibraryEntry &e : library.entries()) {
        if (!e.isReadable()) {
            QVERIFY(e.thumbnail.isEmpty());
            continue;
        }
        QImage img;
        QVERIFY2(img.loadFromData(e.thumbnail, "PNG"), qPrintable(e.path));
        QCOMPARE(img.size(), LibraryThumbnail::kSize * 2);
    }
}

void tst_LibraryPanel::savedPackagesCarryAPreview()
{
    // Issue 16: packages saved by the app had no preview, although the format has one.
    LibraryThumbnail::installPackagePreviews();
    const QString path = m_dir->filePath(u"saved.pacenotes"_s);
    QString error;
    QVERIFY2(TrackFiles::write(path, Samples::gtLoop(), cat(), &error), qPrintable(error));
    Track list; // a list with nothing laid out has no picture to carry
    list.tileList = {{u"102a"_s, 1}};
    QVERIFY(TrackFiles::previewFor(list).isNull());
    TrackFiles::setPreviewRenderer({}); // the other tests write packages as before
    const TrackReadResult read = TrackFiles::read(path, cat());
    QVERIFY2(read.track, qPrintable(read.error));
    QCOMPARE(read.preview.size(), LibraryThumbnail::kPreviewSize);
    QVERIFY(colourCount(read.preview) > 10); // the layout, drawn
    // and the library's picture of it is made from that preview
    const QImage fromPreview = LibraryThumbnail::fromPreview(read.preview, 1.0);
    QCOMPARE(fromPreview.size(), LibraryThumbnail::kSize);
    QVERIFY(colourCount(fromPreview) > 10);
}

void tst_LibraryPanel::viewsShareSelectionAndFilter()
{
    AppSettings settings;
    TrackLibrary library(cat());
    fillLibrary(library);
    LibraryPanel panel(&library, &settings);
    panel.resize(760, 520);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const int all = panel.proxy()->rowCount();
    QCOMPARE(all, int(library.entries().size()));
    QVERIFY(all >= 22 + 4);

    panel.setIconView(true);
    QVERIFY(panel.isIconView());
    panel.listView()->setCurrentIndex(panel.proxy()->index(3, 0));
    panel.setIconView(false);
    QVERIFY(!panel.isIconView());
    QCOMPARE(panel.tableView()->currentIndex().row(), 3);
    QVERIFY(!settings.libraryIconView()); // remembered
    panel.setIconView(true);

    QTest::keyClicks(panel.searchField(), u"forest"_s);
    QCOMPARE(panel.proxy()->rowCount(), 1);
    panel.searchField()->clear();
    auto *origin = panel.findChildren<QComboBox *>().at(1);
    origin->setCurrentIndex(2); // my tracks
    QCOMPARE(panel.proxy()->rowCount(), 4);
    origin->setCurrentIndex(1); // the rulebook's
    QCOMPARE(panel.proxy()->rowCount(), all - 4);
    origin->setCurrentIndex(0);
    auto *game = panel.findChildren<QComboBox *>().at(0);
    game->setCurrentIndex(2); // DIRT
    for (int r = 0; r < panel.proxy()->rowCount(); ++r)
        QCOMPARE(panel.proxy()->index(r, 0).data(LibraryModel::GameRole).toInt(), int(Game::Dirt));
}

void tst_LibraryPanel::enterOpensTrackInDesigner()
{
    AppSettings settings;
    TrackLibrary library(cat());
    fillLibrary(library);
    LibraryPanel panel(&library, &settings);
    TrackDocument document(cat());
    QWidget window;
    FileController files(&document, &settings, &window);
    QStringList errors;
    files.setErrorReporter([&](const QString &, const QString &text) { errors << text; });
    int questions = 0;
    files.setSaveQuestion([&] {
        ++questions;
        return QMessageBox::Cancel;
    });
    connect(&panel, &LibraryPanel::openRequested, &files, &FileController::openPath);
    panel.resize(700, 500);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    // A rulebook track: a tile list, opened like an import (it cannot be saved back).
    const int row = panel.proxy()->mapFromSource(panel.model()->index(panel.model()->rowOf(u":/tracks/gt-track-2.json"_s), 0)).row();
    QVERIFY(row >= 0);
    panel.listView()->setFocus();
    panel.listView()->setCurrentIndex(panel.proxy()->index(row, 0));
    QTest::keyClick(panel.listView(), Qt::Key_Return);
    QCOMPARE(document.track().title, u"GT Track 2"_s);
    QVERIFY(!document.track().tileList.isEmpty());
    QVERIFY(document.filePath().isEmpty());
    QVERIFY(errors.isEmpty());
    QVERIFY(!settings.lastFolder().startsWith(u":/"_s)); // file dialogs never start inside the app

    // Unsaved changes: the question comes first, and Cancel keeps the document.
    Track changed = document.track();
    changed.tiles = Samples::gtLoop().tiles;
    document.reset(changed);
    document.undoStack()->resetClean();
    const QString path = m_tracks + u"/loop.pacenotes"_s;
    const QModelIndex mine = panel.proxy()->mapFromSource(panel.model()->index(panel.model()->rowOf(path), 0));
    emit panel.listView()->activated(mine);
    QCOMPARE(questions, 1);
    QCOMPARE(document.track().title, u"GT Track 2"_s);

    // Saved: a double-click opens the user's own file in place.
    document.undoStack()->setClean();
    QVERIFY(!document.isModified());
    panel.searchField()->setText(u"sunday"_s);
    QCOMPARE(panel.proxy()->rowCount(), 1);
    QCoreApplication::processEvents(); // the icon view lays its items out later
    const QPoint centre = panel.listView()->visualRect(panel.proxy()->index(0, 0)).center();
    QVERIFY(panel.listView()->viewport()->rect().contains(centre));
    QTest::mouseClick(panel.listView()->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(document.track().title, u"GT Track 2"_s); // a single click only selects
    QTest::mouseDClick(panel.listView()->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(document.track().title, u"Sunday Loop"_s);
    QCOMPARE(document.filePath(), path);

    // Issue 16: "GT Track 2" finds GT Track 2 (not all four GT tracks), and Enter opens it.
    document.undoStack()->setClean();
    panel.searchField()->setText(u"GT Track 2"_s);
    QCOMPARE(panel.proxy()->rowCount(), 1);
    QCOMPARE(panel.proxy()->index(0, 0).data(LibraryModel::PathRole).toString(), u":/tracks/gt-track-2.json"_s);
    panel.searchField()->setFocus();
    QTest::keyClick(panel.searchField(), Qt::Key_Return);
    QCOMPARE(document.track().title, u"GT Track 2"_s);

    // An unreadable file says why and leaves the document alone.
    panel.searchField()->clear();
    const QModelIndex damaged = panel.proxy()->mapFromSource(
        panel.model()->index(panel.model()->rowOf(m_tracks + u"/damaged.json"_s), 0));
    emit panel.tableView()->activated(damaged);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(document.track().title, u"GT Track 2"_s);
}

void tst_LibraryPanel::foldersAddedAndRemoved()
{
    AppSettings settings;
    settings.setLibraryFolders({});
    TrackLibrary library(cat());
    library.setBundledFolder({});
    library.open(u":memory:"_s);
    LibraryPanel panel(&library, &settings);
    QCOMPARE(panel.model()->rowCount(), 0);
    panel.setFolderChooser([this] { return m_tracks; });
    QSignalSpy finished(&library, &TrackLibrary::scanFinished);
    panel.addFolder(m_tracks);
    QVERIFY(finished.wait(30000));
    QCOMPARE(panel.model()->rowCount(), 4);
    QCOMPARE(settings.libraryFolders(), QStringList{QDir::cleanPath(m_tracks)});
    panel.removeFolder(QDir::cleanPath(m_tracks));
    QVERIFY(finished.wait(30000));
    QCOMPARE(panel.model()->rowCount(), 0);
    QVERIFY(settings.libraryFolders().isEmpty());
    QVERIFY(QFileInfo::exists(m_tracks + u"/loop.pacenotes"_s));
}

void tst_LibraryPanel::screenshots_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("mode");
    for (const QString &lang : {u"en"_s, u"ru"_s})
        for (const QString &mode : {u"icons"_s, u"mine"_s, u"table"_s})
            QTest::newRow(qPrintable(lang + u'-' + mode)) << lang << mode;
}

void tst_LibraryPanel::screenshots()
{
    QFETCH(QString, lang);
    QFETCH(QString, mode);
    Translations::install(lang);
    AppSettings settings;
    TrackLibrary library(cat());
    // Texts are stored translated: a fresh index per language, as the app's signature does.
    library.setThumbnailer([](const Track &t, const QImage &preview) { return LibraryThumbnail::png(t, cat(), preview); });
    library.open(u":memory:"_s);
    library.setFolders({m_tracks});
    library.rescan();
    QVERIFY(waitForScan(library));
    LibraryPanel panel(&library, &settings);
    panel.setIconView(mode != "table"_L1);
    panel.resize(860, 560);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    if (mode == "mine"_L1)
        panel.findChildren<QComboBox *>().at(1)->setCurrentIndex(2);
    panel.listView()->setCurrentIndex(panel.proxy()->index(1, 0));
    const QImage shot = panel.grab().toImage();
    QCOMPARE(shot.size(), panel.size() * shot.devicePixelRatio());
    QVERIFY(colourCount(shot) > 20);
    keepShot(&panel, u"library-%1-%2.png"_s.arg(lang, mode));
}

QTEST_MAIN(tst_LibraryPanel)
#include "tst_librarypanel.moc"
