// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/tilescans.h"
#include "settings/appsettings.h"

#include <QMainWindow>

class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTimer;
class QToolBar;
class QToolButton;
class QUndoView;

namespace Pacenotes {

class DesignerActions;
class DesignerEditor;
class FileController;
class HelpActions;
class LayoutController;
class LibraryPanel;
class TrackLibrary;
class PalettePanel;
class ProblemsPanel;
class TrackInfoPanel;
class TrackOutputActions;
class TrackDocument;
class TrackView;

/**
 * The main window: puts the designer (view, palette, problems, history), the file commands
 * and the settings together into menus, toolbars and docks. It holds no logic of its own:
 * editing lives in DesignerEditor, files in FileController, state in TrackDocument.
 *
 * Other parts add their menus with menuBar()->insertMenu(helpMenu()->menuAction(), ...).
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a track file; false (after telling the user) when it could not be read.
    bool openFile(const QString &path);
    /// Files given on the command line or by the desktop: the first opens in the designer, the
    /// others join the track library (shown), so that none is lost behind a question.
    void openFiles(const QStringList &paths);
    QMenu *helpMenu() const { return m_helpMenu; }
    TrackDocument *document() const { return m_document; }
    TrackView *view() const { return m_view; }
    /// The user's own tile pictures (empty when none are chosen).
    const TileScans *scans() const { return &m_scans; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createDocks();
    void startLibrary();
    void createMenus();
    void createToolBar();
    void connectParts();
    void retranslate();
    void restoreSettings();
    void updateTitle();
    void updateStatus();
    void editProperties();
    void editBoxes();
    void chooseScans();
    void useDrawnTiles();
    void setLanguage(const QString &language);
    void showContextMenu(const QPoint &screenPos, int tile);
    void showExported(const QString &path);
    void about();

    AppSettings m_settings;
    TileScans m_scans;
    TrackDocument *m_document;
    DesignerEditor *m_editor;
    TrackView *m_view;
    DesignerActions *m_actions;
    FileController *m_files;
    LayoutController *m_layout;
    TrackOutputActions *m_output;
    HelpActions *m_help;
    PalettePanel *m_palette;
    ProblemsPanel *m_problems;
    TrackInfoPanel *m_info;
    QUndoView *m_history;
    TrackLibrary *m_library;
    LibraryPanel *m_libraryPanel;
    QDockWidget *m_libraryDock;
    bool m_libraryStarted = false;
    QAction *m_libraryAction;
    QDockWidget *m_paletteDock;
    QDockWidget *m_problemsDock;
    QDockWidget *m_infoDock;
    QDockWidget *m_historyDock;
    QToolBar *m_toolBar;
    QLabel *m_summary;
    QLabel *m_zoomLabel;
    QToolButton *m_openFolder;
    QTimer *m_openFolderTimer;
    QMenu *m_fileMenu;
    QMenu *m_editMenu;
    QMenu *m_viewMenu;
    QMenu *m_panelsMenu;
    QMenu *m_languageMenu;
    QMenu *m_trackMenu;
    QMenu *m_helpMenu;
    QActionGroup *m_languages;
    QAction *m_quit;
    QAction *m_properties;
    QAction *m_boxes;
    QAction *m_scansAction;
    QAction *m_drawnAction;
    QAction *m_aboutAction;
};

} // namespace Pacenotes
