// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QMenu;

namespace Pacenotes {

class DesignerEditor;
class DriveController;
class SpaceCoverageItem;
class SpaceLibrary;
class TileScans;
class TileSpacesWindow;

/**
 * The Spaces menu of the main window: the Tile Spaces editor, importing and exporting packs,
 * the designer's overlay of tiles without space data, and Drive mode (DriveController). It owns the space library
 * (the user's pack over the shipped templates) for as long as the window lives.
 */
class SpacesActions : public QObject
{
    Q_OBJECT
public:
    SpacesActions(DesignerEditor *editor, const TileScans *scans, QMainWindow *window);
    ~SpacesActions() override;

    QMenu *menu() const { return m_menu; }
    SpaceLibrary *library() const { return m_library; }
    /// The editor window, created on first use.
    TileSpacesWindow *editorWindow();
    QAction *coverageAction() const { return m_coverage; }
    QAction *driveAction() const { return m_drive; }
    DriveController *drive() const { return m_driveController; }
    SpaceCoverageItem *coverageItem() const { return m_coverageItem; }
    void retranslate();

signals:
    void message(const QString &text);

private:
    void updateCoverage();

    DesignerEditor *m_editor;
    const TileScans *m_scans;
    QMainWindow *m_window;
    SpaceLibrary *m_library;
    QPointer<TileSpacesWindow> m_editorWindow;
    SpaceCoverageItem *m_coverageItem;
    QMenu *m_menu;
    QAction *m_openEditor;
    QAction *m_import;
    QAction *m_export;
    QAction *m_coverage;
    QAction *m_drive;
    DriveController *m_driveController;
};

} // namespace Pacenotes
