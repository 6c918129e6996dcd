// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilespaceswindow.h"

#include "catalog/tilecatalog.h"
#include "copyspacesdialog.h"
#include "exportspacesdialog.h"
#include "itemmodels/spacesidesmodel.h"
#include "markpalette.h"
#include "spaceeditorscene.h"
#include "spacemarkspanel.h"
#include "spacemergedialog.h"
#include "spacesidepanel.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacemerge.h"
#include "spaces/spacesdocument.h"
#include "settings/appsettings.h"
#include "shell/filedialogs.h"

#include <QAction>
#include <QBuffer>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsView>
#include <QHeaderView>
#include <QImageReader>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// Keeps the whole tile in view as the window is resized.
class FittingView : public QGraphicsView
{
public:
    using QGraphicsView::QGraphicsView;

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QGraphicsView::resizeEvent(event);
        if (scene())
            fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
    }
};

QDockWidget *dock(QMainWindow *window, const QString &name, QWidget *content, Qt::DockWidgetArea area)
{
    auto *d = new QDockWidget(window);
    d->setObjectName(name);
    d->setWidget(content);
    window->addDockWidget(area, d);
    return d;
}

} // namespace

TileSpacesWindow::TileSpacesWindow(SpaceLibrary *library, const TileScans *scans, QWidget *parent)
    : QMainWindow(parent), m_library(library), m_appScans(scans)
{
    setWindowTitle(tr("Tile Spaces"));
    m_document = new SpacesDocument(library, this);
    m_scene = new SpaceEditorScene(m_document, this);
    m_view = new FittingView(m_scene, this);
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    m_view->setDragMode(QGraphicsView::RubberBandDrag);
    m_view->setAcceptDrops(true);
    setCentralWidget(m_view);
    m_pictureFolder = AppSettings().spacesPictureFolder();
    refreshScans();

    createDocks();
    createActions();
    statusBar();

    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
        m_marksPanel->setSelection(m_scene->selectedIds());
        updateActions();
    });
    connect(m_scene, &SpaceEditorScene::stampDropped, this, [this](int id, const MarkStamp &stamp) {
        // A marking dropped on a selected space marks the whole selection.
        QList<int> ids = m_scene->selectedIds();
        if (!ids.contains(id))
            ids = {id};
        m_document->applyStamp(ids, stamp);
    });
    connect(m_palette, &MarkPalette::stampClicked, this, [this](const MarkStamp &stamp) {
        const QList<int> ids = m_scene->selectedIds();
        if (ids.isEmpty())
            showMessage(tr("Select the spaces to mark first, or drag the marking onto a space."));
        else
            m_document->applyStamp(ids, stamp);
    });
    connect(m_document, &SpacesDocument::sideChanged, this, [this] {
        if (m_document->side())
            m_palette->setGame(m_document->side()->game);
        updateTitle();
        updateActions();
        m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
        describePicture();
    });
    connect(m_document, &SpacesDocument::spacesChanged, this, [this] {
        refreshProblems();
        updateActions();
    });
    connect(m_document, &SpacesDocument::modifiedChanged, this, [this] { updateTitle(); });
    connect(m_library, &SpaceLibrary::changed, this, &TileSpacesWindow::refreshScans);

    resize(1280, 820);
    if (m_model->rowCount() > 0)
        openSide(m_model->sideId(m_model->rowOf(u"103b"_s) >= 0 ? m_model->rowOf(u"103b"_s) : 0));
}

TileSpacesWindow::~TileSpacesWindow()
{
    // The scene's items go before the panels that listen to its selection.
    m_scene->disconnect(this);
    delete m_view;
    delete m_scene;
}

void TileSpacesWindow::createDocks()
{
    auto *sidesBox = new QWidget(this);
    auto *sidesLayout = new QVBoxLayout(sidesBox);
    sidesLayout->setContentsMargins(2, 2, 2, 2);
    m_filter = new QLineEdit(sidesBox);
    m_filter->setPlaceholderText(tr("Filter: side, road, template, measured…"));
    m_filter->setClearButtonEnabled(true);
    sidesLayout->addWidget(m_filter);
    m_model = new SpaceSidesModel(m_library, this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_sides = new QTableView(sidesBox);
    m_sides->setModel(m_proxy);
    m_sides->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_sides->setSelectionMode(QAbstractItemView::SingleSelection);
    m_sides->verticalHeader()->hide();
    m_sides->horizontalHeader()->setStretchLastSection(true);
    m_sides->setColumnHidden(SpaceSidesModel::ShapeColumn, true);
    m_sides->setColumnHidden(SpaceSidesModel::SourceColumn, true);
    m_sides->resizeColumnsToContents();
    sidesLayout->addWidget(m_sides);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_sides->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current, const QModelIndex &previous) {
                const QString id = m_proxy->data(current, SpaceSidesModel::SideIdRole).toString();
                if (id.isEmpty() || (m_document->side() && id == m_document->side()->id))
                    return;
                if (!openSide(id)) {
                    const QSignalBlocker block(m_sides->selectionModel());
                    m_sides->selectionModel()->setCurrentIndex(previous, QItemSelectionModel::ClearAndSelect
                                                                             | QItemSelectionModel::Rows);
                }
            });
    QDockWidget *sidesDock = dock(this, u"sidesDock"_s, sidesBox, Qt::LeftDockWidgetArea);
    sidesDock->setWindowTitle(tr("Tile Sides"));

    m_sidePanel = new SpaceSidePanel(m_document, this);
    const auto scrolled = [this](QWidget *panel) {
        auto *scroll = new QScrollArea(this);
        scroll->setWidget(panel);
        scroll->setWidgetResizable(true);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        scroll->setFrameShape(QFrame::NoFrame);
        return scroll;
    };
    QDockWidget *sideDock = dock(this, u"sideDock"_s, scrolled(m_sidePanel), Qt::RightDockWidgetArea);
    sideDock->setWindowTitle(tr("This Side"));
    m_marksPanel = new SpaceMarksPanel(m_document, this);
    QDockWidget *marksDock = dock(this, u"marksDock"_s, scrolled(m_marksPanel), Qt::RightDockWidgetArea);
    marksDock->setWindowTitle(tr("Markings"));
    m_problems = new QListWidget(this);
    m_problems->setWordWrap(true);
    QDockWidget *problemsDock = dock(this, u"problemsDock"_s, m_problems, Qt::BottomDockWidgetArea);
    problemsDock->setWindowTitle(tr("Check"));
    connect(m_problems, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (const int id = item->data(Qt::UserRole).toInt(); id > 0)
            m_scene->selectIds({id});
    });
    connect(m_problems, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        if (const int id = item->data(Qt::UserRole).toInt(); id > 0)
            m_scene->selectIds({id});
    });
    resizeDocks({sidesDock, sideDock}, {290, 370}, Qt::Horizontal);
    resizeDocks({sideDock, marksDock}, {440, 300}, Qt::Vertical);
    resizeDocks({problemsDock}, {110}, Qt::Vertical);
}

void TileSpacesWindow::createActions()
{
    QMenu *packMenu = menuBar()->addMenu(tr("&Pack"));
    m_import = packMenu->addAction(tr("&Import Pack…"), this, &TileSpacesWindow::chooseImport);
    m_export = packMenu->addAction(tr("&Export My Tile Spaces…"), this, &TileSpacesWindow::chooseExport);
    packMenu->addSeparator();
    packMenu->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redo->setShortcuts(QKeySequence::Redo);
    m_redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    editMenu->addAction(m_undo);
    editMenu->addAction(m_redo);
    editMenu->addSeparator();
    m_split = editMenu->addAction(tr("&Split Space"), this, [this] {
        QString why;
        const QList<int> ids = m_scene->selectedIds();
        if (ids.size() != 1 || !m_document->split(ids.first(), &why))
            showMessage(why.isEmpty() ? tr("Select one space to split.") : why);
    });
    m_split->setShortcut(Qt::Key_S);
    m_merge = editMenu->addAction(tr("&Merge Spaces"), this, [this] { runOnSelection(&SpacesDocument::merge); });
    m_merge->setShortcut(Qt::Key_M);
    m_slide = editMenu->addAction(tr("Add S&lide Zone"), this, [this] { runOnSelection(&SpacesDocument::addSlideZone); });
    m_shortcut = editMenu->addAction(tr("Add Shor&tcut"), this, [this] { runOnSelection(&SpacesDocument::addShortcut); });
    m_remove = editMenu->addAction(tr("&Remove Slide Zone or Shortcut"), this, [this] { runOnSelection(&SpacesDocument::removeSpaces); });
    m_remove->setShortcut(QKeySequence::Delete);
    m_line = editMenu->addAction(tr("Start/Finish &Line Before This Space"), this, [this] {
        QString why;
        const QList<int> ids = m_scene->selectedIds();
        if (ids.size() != 1 || !m_document->setStartLineAt(ids.first(), &why))
            showMessage(why.isEmpty() ? tr("Select the space just past the line.") : why);
    });
    editMenu->addSeparator();
    m_certain = editMenu->addAction(tr("Mark as &Certain"), this, [this] { m_document->setUncertain(m_scene->selectedIds(), false); });
    m_certain->setToolTip(tr("You checked these spaces on your tile: their count and markings are no longer in doubt."));
    m_uncertain = editMenu->addAction(tr("Mark as U&ncertain"), this, [this] { m_document->setUncertain(m_scene->selectedIds(), true); });
    editMenu->addSeparator();
    editMenu->addAction(tr("Select &All"), QKeySequence::SelectAll, this, [this] {
        QList<int> all;
        for (const TileSpace &s : m_document->spaces().spaces)
            all << s.id;
        m_scene->selectIds(all);
    });

    QMenu *sideMenu = menuBar()->addMenu(tr("&Side"));
    m_save = sideMenu->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save to My Tile Spaces"), this,
                                 &TileSpacesWindow::save);
    m_save->setShortcut(QKeySequence::Save);
    m_reset = sideMenu->addAction(tr("Start Again from the &Template"), m_document, &SpacesDocument::resetToTemplate);
    m_forget = sideMenu->addAction(tr("&Forget My Data for This Side…"), this, [this] {
        if (QMessageBox::question(this, tr("Forget My Data"),
                                  tr("Remove your space data for %1 from your tile spaces? The template applies again.")
                                      .arg(m_document->side()->id))
            != QMessageBox::Yes)
            return;
        QString error;
        if (!m_document->revertToTemplate(&error))
            QMessageBox::warning(this, tr("Forget My Data"), error);
    });
    m_copy = sideMenu->addAction(tr("&Copy to Other Sides…"), this, &TileSpacesWindow::copyToOthers);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(tr("&Picture Under the Spaces from a Folder…"), this, &TileSpacesWindow::choosePictureFolder);
    m_nextPicture = viewMenu->addAction(tr("&Next Picture of This Side"), this, &TileSpacesWindow::nextPicture);
    m_nextPicture->setShortcut(Qt::Key_V);
    m_drawing = viewMenu->addAction(tr("Show the &Drawing"), this, [this] {
        m_pictureFolder.clear();
        AppSettings().setSpacesPictureFolder(QString());
        m_scans.setFolder(QString());
        refreshScans();
        updateActions();
    });

    QToolBar *tools = addToolBar(tr("Editing"));
    tools->setObjectName(u"editingToolBar"_s);
    tools->addAction(m_save);
    tools->addAction(m_undo);
    tools->addAction(m_redo);
    tools->addSeparator();
    tools->addAction(m_split);
    tools->addAction(m_merge);
    tools->addAction(m_slide);
    tools->addAction(m_shortcut);
    tools->addAction(m_line);
    tools->addSeparator();
    tools->addAction(m_copy);
    addToolBarBreak();
    QToolBar *marks = addToolBar(tr("Markings"));
    marks->setObjectName(u"markingsToolBar"_s);
    m_palette = new MarkPalette(marks);
    marks->addWidget(m_palette);
}

void TileSpacesWindow::updateActions()
{
    const TileSide *side = m_document->side();
    const QList<int> ids = m_scene->selectedIds();
    const bool dirt = side && side->game == Game::Dirt;
    m_save->setEnabled(side && (m_document->isModified() || !m_document->isUserData()));
    m_split->setEnabled(ids.size() == 1);
    m_merge->setEnabled(ids.size() >= 2);
    m_slide->setVisible(dirt);
    m_shortcut->setVisible(dirt);
    m_slide->setEnabled(dirt && !ids.isEmpty());
    m_shortcut->setEnabled(dirt && ids.size() >= 2);
    m_remove->setEnabled(!ids.isEmpty());
    m_line->setVisible(side && side->role == TileRole::StartFinish);
    m_line->setEnabled(ids.size() == 1);
    m_reset->setEnabled(side && !side->paths.isEmpty());
    m_forget->setEnabled(side && m_library->hasUserData(side->id));
    m_copy->setEnabled(side && !m_document->sameGeometry().isEmpty());
    m_export->setEnabled(!m_library->userPack().sides.isEmpty());
    bool doubtful = false;
    for (int id : ids)
        if (const TileSpace *s = m_document->spaces().space(id))
            doubtful = doubtful || s->doubtful();
    m_certain->setEnabled(doubtful);
    m_uncertain->setEnabled(!ids.isEmpty());
    m_nextPicture->setEnabled(side && m_scans.files(side->id).size() > 1);
    m_drawing->setEnabled(!m_pictureFolder.isEmpty());
}

void TileSpacesWindow::updateTitle()
{
    const TileSide *side = m_document->side();
    setWindowTitle(side ? tr("%1%2 — Tile Spaces").arg(side->id, m_document->isModified() ? u"*"_s : QString())
                        : tr("Tile Spaces"));
    updateActions();
}

void TileSpacesWindow::refreshProblems()
{
    m_problems->clear();
    const QList<SpaceProblem> &problems = m_document->problems();
    if (problems.isEmpty()) {
        auto *ok = new QListWidgetItem(style()->standardIcon(QStyle::SP_DialogApplyButton),
                                       tr("Consistent with the tile catalog: every lane reaches its edges, every road has "
                                          "spaces."),
                                       m_problems);
        ok->setFlags(Qt::ItemIsEnabled);
        return;
    }
    for (const SpaceProblem &p : problems) {
        auto *item = new QListWidgetItem(style()->standardIcon(p.severity == SpaceProblem::Severity::Error
                                                                   ? QStyle::SP_MessageBoxCritical
                                                                   : QStyle::SP_MessageBoxWarning),
                                         p.message, m_problems);
        item->setData(Qt::UserRole, p.space);
    }
}

void TileSpacesWindow::refreshScans()
{
    const QString folder = !m_pictureFolder.isEmpty() ? m_pictureFolder : m_appScans ? m_appScans->folder() : QString();
    if (folder != m_scans.folder())
        m_scans.setFolder(folder);
    QHash<QString, QImage> pictures;
    for (auto it = m_library->userPack().scans.cbegin(); it != m_library->userPack().scans.cend(); ++it) {
        QImage image;
        if (image.loadFromData(it->data, it->format.toLatin1()))
            pictures.insert(it.key(), image);
    }
    m_scans.setPictures(pictures);
    m_scene->setScans(m_scans.isEnabled() ? &m_scans : nullptr);
}

bool TileSpacesWindow::setPictureFolder(const QString &folder)
{
    if (!folder.isEmpty() && !TileScans(folder).isEnabled())
        return false;
    m_pictureFolder = folder;
    AppSettings().setSpacesPictureFolder(folder);
    refreshScans();
    updateActions();
    describePicture();
    return true;
}

void TileSpacesWindow::choosePictureFolder()
{
    // The folder of the pictures last used, else where outputs go (FileDialogs: never the working folder).
    const QString folder = FileDialogs::folder(this, tr("Pictures of Your Tiles"), FileDialogs::Kind::Outputs,
                                               m_pictureFolder);
    if (folder.isEmpty())
        return;
    if (!setPictureFolder(folder))
        QMessageBox::information(this, tr("No Tile Pictures"),
                                 tr("No pictures named by tile side (like 103b.jpg, 205A.png or tile-112b-1.webp) were "
                                    "found in %1.").arg(QDir::toNativeSeparators(folder)));
}

void TileSpacesWindow::nextPicture()
{
    const TileSide *side = m_document->side();
    if (!side)
        return;
    const int n = int(m_scans.files(side->id).size());
    if (n < 2)
        return;
    m_scans.choose(side->id, (m_scans.chosen(side->id) + 1) % n);
    m_scene->setScans(&m_scans);
    describePicture();
}

void TileSpacesWindow::describePicture()
{
    const TileSide *side = m_document->side();
    if (!side)
        return;
    const QStringList files = m_scans.files(side->id);
    if (files.isEmpty())
        return;
    const int at = m_scans.chosen(side->id);
    showMessage(files.size() > 1 ? tr("Under the spaces: %1 (picture %2 of %3; View ▸ Next Picture shows the next).")
                                       .arg(QFileInfo(files[at]).fileName()).arg(at + 1).arg(files.size())
                                 : tr("Under the spaces: %1.").arg(QFileInfo(files[at]).fileName()));
}

bool TileSpacesWindow::openSide(const QString &sideId)
{
    if (m_document->side() && m_document->side()->id == sideId)
        return true;
    if (!maybeSave())
        return false;
    if (!m_document->open(sideId))
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(m_model->rowOf(m_document->side()->id), 0));
    if (index.isValid() && m_sides->currentIndex().row() != index.row()) {
        const QSignalBlocker block(m_sides->selectionModel());
        m_sides->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_sides->scrollTo(index);
    }
    return true;
}

bool TileSpacesWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved Changes"),
                                              tr("Save your changes to the spaces of %1?").arg(m_document->side()->id),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                              QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        QString error;
        if (!m_document->save(&error)) {
            QMessageBox::warning(this, tr("Cannot Save"), error);
            return false;
        }
    }
    return true;
}

void TileSpacesWindow::runOnSelection(bool (SpacesDocument::*intent)(const QList<int> &, QString *))
{
    QString why;
    if (!(m_document->*intent)(m_scene->selectedIds(), &why))
        showMessage(why);
}

void TileSpacesWindow::showMessage(const QString &text)
{
    statusBar()->showMessage(text, 8000);
}

void TileSpacesWindow::save()
{
    QString error;
    if (!m_document->save(&error)) {
        QMessageBox::warning(this, tr("Cannot Save"), error);
        return;
    }
    showMessage(tr("Saved the spaces of %1 to your tile spaces.").arg(m_document->side()->id));
    updateActions();
}

void TileSpacesWindow::copyToOthers()
{
    const QList<const TileSide *> targets = m_document->sameGeometry();
    if (!m_document->side() || targets.isEmpty())
        return;
    CopySpacesDialog dialog(*m_document->side(), targets, this);
    if (dialog.exec() != QDialog::Accepted || dialog.chosen().isEmpty())
        return;
    QString error;
    if (!m_document->copyTo(dialog.chosen(), dialog.withMarks(), &error)) {
        QMessageBox::warning(this, tr("Cannot Copy"), error);
        return;
    }
    showMessage(tr("Copied to %1.").arg(dialog.chosen().join(u", "_s)));
}

void TileSpacesWindow::chooseImport()
{
    const QString path = FileDialogs::openFile(this, tr("Import Tile Spaces"), tr("Tile space packs (*.pnspaces);;All files (*)"),
                                               FileDialogs::Kind::Outputs);
    if (!path.isEmpty())
        importPack(path);
}

bool TileSpacesWindow::importPack(const QString &path)
{
    if (!maybeSave())
        return false;
    QString error;
    const std::optional<SpacePack> theirs = SpacePackFile::read(path, m_library->catalog(), &error);
    if (!theirs) {
        QMessageBox::warning(this, tr("Cannot Import"), error);
        return false;
    }
    const QList<SpaceMergeItem> plan = SpaceMerge::plan(m_library->userPack(), *theirs);
    QHash<QString, MergeChoice> choices;
    if (!plan.isEmpty()) {
        SpaceMergeDialog dialog(plan, theirs->info.name, m_library->catalog(), &m_scans, this);
        if (dialog.exec() != QDialog::Accepted)
            return false;
        choices = dialog.choices();
    }
    const SpacePack merged = SpaceMerge::apply(m_library->userPack(), *theirs, plan, choices);
    if (!m_library->replaceUserPack(merged, &error)) {
        QMessageBox::warning(this, tr("Cannot Import"), error);
        return false;
    }
    if (m_document->side())
        m_document->open(m_document->side()->id);
    QString message = tr("Imported %n tile side(s) from “%1”.", nullptr, int(plan.size())).arg(theirs->info.name);
    if (!theirs->notes.isEmpty())
        message += u' ' + theirs->notes.join(u' ');
    showMessage(message);
    return true;
}

void TileSpacesWindow::chooseExport()
{
    ExportSpacesDialog dialog(m_library->userPack(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString path = FileDialogs::saveFile(this, tr("Export Tile Spaces"), dialog.info().name + u".pnspaces"_s,
                                         tr("Tile space packs (*.pnspaces)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(u".pnspaces"_s, Qt::CaseInsensitive))
        path += u".pnspaces"_s;
    // The name and author are remembered for the next export.
    QString error;
    if (!m_library->setInfo(dialog.info(), &error))
        showMessage(error);
    if (!exportPack(path, dialog.sides(), dialog.withPictures()))
        return;
    showMessage(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
}

bool TileSpacesWindow::exportPack(const QString &path, const QStringList &sides, bool withPictures)
{
    SpacePack pack;
    pack.info = m_library->userPack().info;
    if (pack.info.provenance == SpaceProvenance::Template)
        pack.info.provenance = SpaceProvenance::Estimated;
    pack.info.templatesOnly = false;
    for (auto it = m_library->userPack().sides.cbegin(); it != m_library->userPack().sides.cend(); ++it) {
        if (!sides.isEmpty() && !sides.contains(it.key()))
            continue;
        pack.sides.insert(it.key(), *it);
        if (!withPictures)
            continue;
        const QImage picture = m_scans.image(it.key());
        if (picture.isNull())
            continue;
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        if (picture.save(&buffer, "PNG") && png.size() <= SpacePackFile::kMaxScanSize)
            pack.scans.insert(it.key(), {png, u"png"_s});
    }
    QString error;
    if (!SpacePackFile::write(path, pack, m_library->catalog(), &error)) {
        QMessageBox::warning(this, tr("Cannot Export"), error);
        return false;
    }
    return true;
}

void TileSpacesWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    event->accept();
}

} // namespace Pacenotes
