// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/tilescans.h"

#include <QMainWindow>

class QAction;
class QLineEdit;
class QListWidget;
class QSortFilterProxyModel;
class QTableView;
class QGraphicsView;

namespace Pacenotes {

class MarkPalette;
class SpaceEditorScene;
class SpaceLibrary;
class SpaceMarksPanel;
class SpaceSidePanel;
class SpaceSidesModel;
class SpacesDocument;

/**
 * The Tile Spaces editor: pick a tile side from the list (which also shows which sides have your
 * data, of what kind and from which pack), see it drawn large — or your own picture of it —
 * with its spaces numbered, set the spaces per lane, split and merge spaces, mark them (click a
 * space and set its fields, or drag a marking from the toolbar onto it), undo and redo, with the
 * consistency check live; save into your own pack, copy to the other side or to tiles of the same
 * shape, import (merging conflicts side by side) and export packs.
 */
class TileSpacesWindow : public QMainWindow
{
    Q_OBJECT
public:
    TileSpacesWindow(SpaceLibrary *library, const TileScans *scans, QWidget *parent = nullptr);
    ~TileSpacesWindow() override;

    SpacesDocument *document() const { return m_document; }
    SpaceEditorScene *scene() const { return m_scene; }
    QGraphicsView *view() const { return m_view; }
    SpaceSidePanel *sidePanel() const { return m_sidePanel; }
    SpaceMarksPanel *marksPanel() const { return m_marksPanel; }
    MarkPalette *palette() const { return m_palette; }
    QListWidget *problemsList() const { return m_problems; }
    QTableView *sidesView() const { return m_sides; }

    /// Opens a side (asking about unsaved changes first); false when the user cancelled.
    bool openSide(const QString &sideId);
    /// Imports a pack file: merges it into the user's pack, asking about conflicts.
    bool importPack(const QString &path);
    /// Exports the user's sides (all when `sides` is empty) as a pack.
    bool exportPack(const QString &path, const QStringList &sides, bool withPictures);
    /// Shows the pictures of a folder under the spaces (empty: the app's tile pictures folder, if
    /// any); false when the folder holds no picture named by tile side.
    bool setPictureFolder(const QString &folder);
    QString pictureFolder() const { return m_pictureFolder; }
    /// Shows the side's next picture (its next copy, "-2"…), when the folder has several.
    void nextPicture();
    const TileScans &scans() const { return m_scans; }
    QAction *saveAction() const { return m_save; }
    QAction *certainAction() const { return m_certain; }
    QAction *splitAction() const { return m_split; }
    QAction *mergeAction() const { return m_merge; }

public slots:
    void chooseImport();
    void chooseExport();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void updateActions();
    void updateTitle();
    void refreshProblems();
    void refreshScans();
    bool maybeSave();
    void showMessage(const QString &text);
    /// An edit of the selected spaces; its refusal ("why") goes to the status line.
    void runOnSelection(bool (SpacesDocument::*intent)(const QList<int> &, QString *));
    void save();
    void copyToOthers();
    void choosePictureFolder();
    void describePicture();

    SpaceLibrary *m_library;
    const TileScans *m_appScans;
    TileScans m_scans; ///< the chosen folder (or the app's) plus the pictures of the user's pack
    QString m_pictureFolder; ///< the editor's own picture folder; empty: the app's
    SpacesDocument *m_document;
    SpaceEditorScene *m_scene;
    QGraphicsView *m_view;
    SpaceSidesModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_sides;
    QLineEdit *m_filter;
    SpaceSidePanel *m_sidePanel;
    SpaceMarksPanel *m_marksPanel;
    QListWidget *m_problems;
    MarkPalette *m_palette;
    QAction *m_save = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_split = nullptr;
    QAction *m_merge = nullptr;
    QAction *m_slide = nullptr;
    QAction *m_shortcut = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_line = nullptr;
    QAction *m_reset = nullptr;
    QAction *m_forget = nullptr;
    QAction *m_copy = nullptr;
    QAction *m_import = nullptr;
    QAction *m_export = nullptr;
    QAction *m_certain = nullptr;
    QAction *m_uncertain = nullptr;
    QAction *m_nextPicture = nullptr;
    QAction *m_drawing = nullptr;
};

} // namespace Pacenotes
