// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "buildinfo.h"
#include "catalog/tilecatalog.h"
#include "designer/designeractions.h"
#include "designer/designereditor.h"
#include "designer/designericons.h"
#include "designer/designerstatus.h"
#include "designer/trackscene.h"
#include "designer/trackview.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/boxesdialog.h"
#include "dialogs/trackpropertiesdialog.h"
#include "help/helpactions.h"
#include "i18n/translations.h"
#include "library/librarypanel.h"
#include "library/tracklibrary.h"
#include "panels/palettepanel.h"
#include "panels/problemspanel.h"
#include "panels/trackinfopanel.h"
#include "export/trackoutputactions.h"

#include "championshipmenu.h"
#include "codrivermenu.h"
#include "gamemenu.h"
#include "newgamemenu.h"
#include "recordsmenu.h"
#include "spacesmenu.h"
#include "game/gamecontroller.h"
#include "game/gamewindow.h"
#include "spaces/spacesactions.h"
#include "spaces/spacelibrary.h"
#include "sheets/recordsactions.h"
#include "gamesetup/gamesetupactions.h"
#include "gamesetup/newgamewizard.h"
#include "shell/filecontroller.h"
#include "shell/welcomepanel.h"
#include "shell/screenfit.h"
#include "solver/layoutcontroller.h"
#include "toolsmenu.h"
#include "track/trackdocument.h"
#include "shell/filedialogs.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUrl>
#include <QUndoStack>
#include <QUndoView>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using DesignerIcons::Icon;

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    const TileCatalog &catalog = TileCatalog::builtin();
    m_document = new TrackDocument(catalog, this);
    m_document->setCollection(m_settings.collection(catalog));
    m_editor = new DesignerEditor(m_document, this);
    m_view = new TrackView(m_editor, this);
    m_actions = new DesignerActions(m_editor, m_view, this);
    m_files = new FileController(m_document, &m_settings, this);
    m_output = new TrackOutputActions(m_document, &m_settings, this);
    setCentralWidget(m_view);
    setAcceptDrops(true);
    setDockNestingEnabled(true);

    createDocks();
    m_layout = new LayoutController(m_document, m_palette->listView()->model(), this);
    createMenus();
    // A new solo sheet offers the GT track open in the designer.
    RecordsActions *records = installRecordsMenu(this);
    records->setCurrentTrack([this] { return m_document->track().game == Game::GT ? m_document->track().title : QString(); });
    GameDataActions *gameData = installToolsMenu(this);
    installCoDriverMenu(this);
    GameController *games = installGameMenu(this, gameData, records, m_document);
    // The New Game wizard and the sessions list open their games in the game windows.
    GameSetupActions *gameSetup = installNewGameMenu(this, m_fileMenu, m_document, m_library);
    connectGameSetup(games, gameSetup);
    // Seasons: Game ▸ Championships…, and every finished game offered to one.
    installChampionshipMenu(this, games, gameSetup);
    // A first start, and any empty track, offers the three uses of the app.
    auto *welcome = new WelcomePanel(m_document, m_view);
    welcome->setActions({gameSetup->newGameAction(), m_libraryAction,
                         {records->newSoloAction(), records->newRallyAction(), nullptr, records->blankSoloAction(),
                          records->blankRallyAction()},
                         m_help->gettingStarted});
    SpacesActions *spaces = installSpacesMenu(this);
    // A game's Track tab drives on the same space data as the designer's Drive mode.
    connect(games, &GameController::gameOpened, spaces, [spaces](GameWindow *w) { w->setSpaceLibrary(spaces->library()); });
    createToolBar();
    connectParts();
    retranslate();
    restoreSettings();
    updateTitle();
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    m_palette = new PalettePanel(m_document, this);
    m_paletteDock = new QDockWidget(this);
    m_paletteDock->setObjectName(u"paletteDock"_s);
    m_paletteDock->setWidget(m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, m_paletteDock);

    m_info = new TrackInfoPanel(m_document, this);
    m_infoDock = new QDockWidget(this);
    m_infoDock->setObjectName(u"infoDock"_s);
    m_infoDock->setWidget(m_info);
    addDockWidget(Qt::RightDockWidgetArea, m_infoDock);

    m_problems = new ProblemsPanel(m_document, this);
    m_problemsDock = new QDockWidget(this);
    m_problemsDock->setObjectName(u"problemsDock"_s);
    m_problemsDock->setWidget(m_problems);
    addDockWidget(Qt::RightDockWidgetArea, m_problemsDock);

    m_history = new QUndoView(m_document->undoStack(), this);
    m_history->setAlternatingRowColors(true);
    m_historyDock = new QDockWidget(this);
    m_historyDock->setObjectName(u"historyDock"_s);
    m_historyDock->setWidget(m_history);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);

    // The library's index, its scan and its pictures wait until the window is on screen (the
    // panel starts hidden): they took a good part of the start-up.
    m_library = new TrackLibrary(m_document->catalog(), this);
    m_libraryPanel = new LibraryPanel(m_library, &m_settings, this);
    m_libraryDock = new QDockWidget(this);
    m_libraryDock->setObjectName(u"libraryDock"_s);
    m_libraryDock->setWidget(m_libraryPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_libraryDock);
    m_libraryDock->hide(); // File > Track Library… shows it; restoreState() remembers it
    if (ScreenFit::isSmall(this)) {
        // A small screen (1024 × 700): the right-hand panels share one column as tabs and the
        // palette shows two columns of tiles, so that the table keeps half the width.
        tabifyDockWidget(m_infoDock, m_problemsDock);
        tabifyDockWidget(m_problemsDock, m_historyDock);
        m_problemsDock->raise();
        resizeDocks({m_paletteDock, m_problemsDock}, {228, 256}, Qt::Horizontal);
    } else {
        resizeDocks({m_paletteDock, m_problemsDock}, {330, 300}, Qt::Horizontal);
        resizeDocks({m_infoDock, m_problemsDock, m_historyDock}, {260, 200, 160}, Qt::Vertical);
    }
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_files->newAction);
    m_fileMenu->addAction(m_files->openAction);
    m_fileMenu->addMenu(m_files->recentMenu);
    m_libraryAction = m_fileMenu->addAction(QString(), this, [this] {
        m_libraryDock->show();
        m_libraryDock->raise();
        m_libraryPanel->focusSearch();
    });
    m_libraryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_fileMenu->addAction(m_files->importAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_files->saveAction);
    m_fileMenu->addAction(m_files->saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addMenu(m_output->exportMenu);
    m_fileMenu->addAction(m_output->printPreview);
    m_fileMenu->addAction(m_output->print);
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcuts(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_actions->undo);
    m_editMenu->addAction(m_actions->redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_actions->cut);
    m_editMenu->addAction(m_actions->copy);
    m_editMenu->addAction(m_actions->paste);
    m_editMenu->addAction(m_actions->remove);
    m_editMenu->addAction(m_actions->selectAll);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_actions->rotateClockwise);
    m_editMenu->addAction(m_actions->rotateCounterClockwise);
    m_editMenu->addAction(m_actions->flip);
    m_editMenu->addSeparator();
    m_editMenu->addActions(m_actions->tools->actions());

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_actions->zoomIn);
    m_viewMenu->addAction(m_actions->zoomOut);
    m_viewMenu->addAction(m_actions->actualSize);
    m_viewMenu->addAction(m_actions->fitToView);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_actions->showGrid);
    m_viewMenu->addAction(m_actions->showLabels);
    m_viewMenu->addAction(m_actions->showCourse);
    m_viewMenu->addSeparator();
    m_scansAction = m_viewMenu->addAction(QString(), this, &MainWindow::chooseScans);
    m_drawnAction = m_viewMenu->addAction(QString(), this, &MainWindow::useDrawnTiles);
    m_viewMenu->addSeparator();
    m_panelsMenu = m_viewMenu->addMenu(QString());
    m_panelsMenu->addAction(m_paletteDock->toggleViewAction());
    m_panelsMenu->addAction(m_infoDock->toggleViewAction());
    m_panelsMenu->addAction(m_problemsDock->toggleViewAction());
    m_panelsMenu->addAction(m_historyDock->toggleViewAction());
    m_panelsMenu->addAction(m_libraryDock->toggleViewAction());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languages = new QActionGroup(this);
    for (const QString &lang : QStringList{QString(), u"en"_s, u"ru"_s}) {
        QAction *a = m_languageMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(lang);
        a->setChecked(lang == m_settings.language());
        m_languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, lang] { setLanguage(lang); });
    }

    m_trackMenu = menuBar()->addMenu(QString());
    m_properties = m_trackMenu->addAction(DesignerIcons::icon(Icon::Properties), QString(), this,
                                          &MainWindow::editProperties);
    m_boxes = m_trackMenu->addAction(DesignerIcons::icon(Icon::Boxes), QString(), this, &MainWindow::editBoxes);
    m_trackMenu->addSeparator();
    m_trackMenu->addAction(m_actions->rotateTrackClockwise);
    m_trackMenu->addAction(m_actions->rotateTrackCounterClockwise);
    m_trackMenu->addAction(m_actions->centreTrack);
    m_trackMenu->addSeparator();
    m_trackMenu->addAction(m_layout->action());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(u"helpMenu"_s); // installRecordsMenu() inserts before it
    m_help = new HelpActions(this);
    m_helpMenu->addAction(m_help->gettingStarted);
    m_helpMenu->addAction(m_help->shortcuts);
    m_helpMenu->addAction(m_help->rulesReference);
    m_helpMenu->addSeparator();
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::about);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(u"mainToolBar"_s);
    m_toolBar->setIconSize(QSize(22, 22));
    m_toolBar->addAction(m_files->newAction);
    m_toolBar->addAction(m_files->openAction);
    m_toolBar->addAction(m_files->saveAction);
    m_toolBar->addAction(m_libraryDock->toggleViewAction());
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_actions->undo);
    m_toolBar->addAction(m_actions->redo);
    m_toolBar->addSeparator();
    m_toolBar->addActions(m_actions->tools->actions());
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_actions->rotateCounterClockwise);
    m_toolBar->addAction(m_actions->rotateClockwise);
    m_toolBar->addAction(m_actions->flip);
    m_toolBar->addAction(m_actions->remove);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_actions->zoomOut);
    m_toolBar->addAction(m_actions->zoomIn);
    m_toolBar->addAction(m_actions->fitToView);
    m_toolBar->addAction(m_actions->showGrid);
    m_toolBar->addAction(m_actions->showCourse);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_properties);
    m_toolBar->addAction(m_boxes);
    m_toolBar->addAction(m_layout->action());

    m_summary = new QLabel(this);
    m_zoomLabel = new QLabel(this);
    m_zoomLabel->setMinimumWidth(52);
    m_zoomLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // A normal widget, not a permanent one: a message (why a double-click appended nothing,
    // where an export went) takes its place for a while instead of being squeezed out.
    statusBar()->addWidget(m_summary, 1);
    // After an export: the status bar says where the file went and offers its folder.
    m_openFolder = new QToolButton(this);
    m_openFolder->setObjectName(u"openFolder"_s);
    m_openFolder->setAutoRaise(true);
    m_openFolder->hide();
    m_openFolderTimer = new QTimer(this);
    m_openFolderTimer->setSingleShot(true);
    m_openFolderTimer->setInterval(15000);
    connect(m_openFolderTimer, &QTimer::timeout, m_openFolder, &QWidget::hide);
    connect(m_openFolder, &QToolButton::clicked, this, [this] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(m_openFolder->property("folder").toString()));
    });
    statusBar()->addPermanentWidget(m_openFolder);
    statusBar()->addPermanentWidget(m_zoomLabel);
}

void MainWindow::connectParts()
{
    connect(m_document, &TrackDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &TrackDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &TrackDocument::propertiesChanged, this, &MainWindow::updateTitle);
    connect(m_document, &TrackDocument::reportChanged, this, &MainWindow::updateStatus);
    connect(m_files, &FileController::documentReplaced, this, [this] {
        m_editor->setTool(DesignerEditor::Tool::Select);
        // after the layout settles, so the view knows its size
        QTimer::singleShot(0, m_view, &TrackView::fitToView);
    });
    connect(m_files, &FileController::message, this, [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_editor, &DesignerEditor::message, this, [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_output, &TrackOutputActions::message, this, [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_output, &TrackOutputActions::exported, this, &MainWindow::showExported);
    connect(m_editor, &DesignerEditor::contextMenuRequested, this, &MainWindow::showContextMenu);
    connect(m_view, &TrackView::zoomChanged, this,
            [this](double zoom) { m_zoomLabel->setText(tr("%1 %").arg(qRound(zoom * 100))); });
    connect(m_palette, &PalettePanel::appendRequested, m_editor,
            [this](const QString &side, TurnHint hint) { m_editor->appendTile(side, hint); });
    connect(m_palette, &PalettePanel::currentSideChanged, this, [this](const QString &side) {
        m_editor->setPlaceSide(side);
        if (!side.isEmpty() && m_palette->listView()->hasFocus())
            m_editor->setTool(DesignerEditor::Tool::Place);
    });
    connect(m_palette, &PalettePanel::boxesRequested, this, &MainWindow::editBoxes);
    m_files->setNewTrackGame([this] { return m_palette->gameFilter(); });
    connect(m_palette, &PalettePanel::layOutRequested, m_layout, &LayoutController::open);
    connect(m_layout, &LayoutController::layoutApplied, m_view, &TrackView::fitToView);
    connect(m_problems, &ProblemsPanel::tileRequested, this, [this](int tile, int other) {
        m_editor->scene()->selectIndices(other >= 0 ? QList<int>{tile, other} : QList<int>{tile});
        m_view->centreOnTile(tile);
        m_view->setFocus();
    });
    connect(m_libraryPanel, &LibraryPanel::openRequested, m_files, &FileController::openPath);
    // Files the user opens or saves join the library (and a saved change is read again).
    connect(m_document, &TrackDocument::filePathChanged, m_library, &TrackLibrary::addFile);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, m_library, [this](bool clean) {
        if (clean)
            m_library->addFile(m_document->filePath());
    });
    m_view->viewport()->installEventFilter(this);
    connect(m_libraryDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            startLibrary();
    });
    connect(m_actions->showGrid, &QAction::toggled, this, [this](bool on) { m_settings.setGridVisible(on); });
    connect(m_actions->showLabels, &QAction::toggled, this, [this](bool on) { m_settings.setLabelsVisible(on); });
    connect(m_actions->showCourse, &QAction::toggled, this, [this](bool on) { m_settings.setCourseVisible(on); });
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_trackMenu->setTitle(tr("&Track"));
    m_helpMenu->setTitle(tr("&Help"));
    m_panelsMenu->setTitle(tr("&Panels"));
    m_languageMenu->setTitle(tr("&Language"));
    for (QAction *a : m_languages->actions()) {
        const QString lang = a->data().toString();
        a->setText(lang.isEmpty() ? tr("System Language") : lang == "ru"_L1 ? u"Русский"_s : u"English"_s);
    }
    m_quit->setText(tr("&Quit"));
    m_scansAction->setText(tr("Use My Tile &Pictures…"));
    m_scansAction->setToolTip(tr("Show your own pictures of your tiles, from a folder of files named by tile side (103b.png)"));
    m_drawnAction->setText(tr("Use &Drawn Tiles"));
    m_properties->setText(tr("Track &Properties…"));
    m_boxes->setText(tr("My &Boxes…"));
    m_aboutAction->setText(tr("&About Pacenotes"));
    m_toolBar->setWindowTitle(tr("Toolbar"));
    m_paletteDock->setWindowTitle(tr("Tiles"));
    m_infoDock->setWindowTitle(tr("Track"));
    m_problemsDock->setWindowTitle(tr("Problems"));
    m_historyDock->setWindowTitle(tr("History"));
    m_libraryDock->setWindowTitle(tr("Track Library"));
    m_libraryDock->toggleViewAction()->setIcon(style()->standardIcon(QStyle::SP_DirHomeIcon));
    m_libraryDock->toggleViewAction()->setToolTip(tr("Track library: the rulebook's tracks and yours"));
    m_libraryAction->setText(tr("Track &Library…"));
    m_openFolder->setText(tr("Open Folder"));
    m_history->setEmptyLabel(tr("<start>"));
    m_actions->retranslate();
    m_files->retranslate();
    m_layout->retranslate();
    m_output->retranslate();
    m_help->retranslate();
    m_zoomLabel->setText(tr("%1 %").arg(qRound(m_view->zoom() * 100)));
}

void MainWindow::restoreSettings()
{
    m_actions->showGrid->setChecked(m_settings.gridVisible());
    m_actions->showLabels->setChecked(m_settings.labelsVisible());
    m_actions->showCourse->setChecked(m_settings.courseVisible());
    if (const QString folder = m_settings.scansFolder(); !folder.isEmpty()) {
        m_scans.setFolder(folder);
        m_editor->scene()->setScans(&m_scans);
        m_palette->setScans(&m_scans);
    }
    m_drawnAction->setEnabled(m_scans.isEnabled());
    if (!restoreGeometry(m_settings.windowGeometry()))
        ScreenFit::resize(this, QSize(1280, 820));
    restoreState(m_settings.windowState());
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Paint && !m_libraryStarted) {
        m_view->viewport()->removeEventFilter(this);
        QTimer::singleShot(0, this, &MainWindow::startLibrary); // once this first frame is out
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::startLibrary()
{
    if (m_libraryStarted)
        return;
    m_libraryStarted = true;
    LibraryPanel::startLibrary(m_library, m_settings);
    // a track opened before (from the command line) joins the library now
    m_library->addFile(m_document->filePath());
}

void MainWindow::updateTitle()
{
    setWindowFilePath(m_document->filePath());
    setWindowTitle(tr("%1[*] — Pacenotes").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::showExported(const QString &path)
{
    statusBar()->showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(path)), 15000);
    m_openFolder->setProperty("folder", QFileInfo(path).absolutePath());
    m_openFolder->setToolTip(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
    m_openFolder->show();
    m_openFolderTimer->start();
}

void MainWindow::updateStatus()
{
    m_summary->setText(DesignerStatus::summary(*m_document));
}

bool MainWindow::openFile(const QString &path)
{
    return m_files->openPath(path);
}

void MainWindow::openFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    for (const QString &path : paths.mid(1))
        m_library->addFile(QFileInfo(path).absoluteFilePath());
    if (paths.size() > 1) {
        m_libraryDock->show();
        m_libraryDock->raise();
    }
    openFile(paths.constFirst());
}

void MainWindow::editProperties()
{
    TrackPropertiesDialog dialog(TrackProperties::of(m_document->track()), this);
    if (dialog.exec() == QDialog::Accepted)
        m_editor->changeProperties(dialog.properties());
}

void MainWindow::editBoxes()
{
    BoxesDialog dialog(m_document->catalog(), m_document->collection(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_settings.setCollection(dialog.collection());
    m_document->setCollection(dialog.collection());
}

void MainWindow::chooseScans()
{
    const QString folder = FileDialogs::folder(this, tr("Folder of Tile Pictures"), FileDialogs::Kind::Tracks, m_scans.folder());
    if (folder.isEmpty())
        return;
    TileScans probe(folder);
    if (!probe.isEnabled()) {
        QMessageBox::information(this, tr("No Tile Pictures"),
                                 tr("No pictures named by tile side (like 103b.png or 205A.jpg) were found in %1.")
                                     .arg(QDir::toNativeSeparators(folder)));
        return;
    }
    m_scans.setFolder(folder);
    m_settings.setScansFolder(folder);
    m_editor->scene()->setScans(&m_scans);
    m_palette->setScans(&m_scans);
    m_drawnAction->setEnabled(true);
    statusBar()->showMessage(tr("Showing your pictures of %n tile side(s); the others are drawn.", nullptr, m_scans.count()),
                             6000);
}

void MainWindow::useDrawnTiles()
{
    m_scans.setFolder(QString());
    m_settings.setScansFolder(QString());
    m_editor->scene()->setScans(nullptr);
    m_palette->setScans(nullptr);
    m_drawnAction->setEnabled(false);
}

void MainWindow::setLanguage(const QString &language)
{
    if (language == m_settings.language())
        return;
    m_settings.setLanguage(language);
    QMessageBox::information(this, tr("Language"), tr("The new language is used from the next start of Pacenotes."));
}

void MainWindow::showContextMenu(const QPoint &screenPos, int tile)
{
    if (tile >= 0 && !m_editor->selection().contains(tile))
        m_editor->scene()->selectIndices({tile});
    QMenu menu(this);
    m_actions->fillContextMenu(&menu, tile);
    menu.exec(screenPos);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    // after the drop returns: a modal question inside the drop would block the source
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::about()
{
    AboutDialog dialog(currentBuildInfo(), this);
    dialog.exec();
}

} // namespace Pacenotes
