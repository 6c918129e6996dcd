// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;

namespace Pacenotes {

class DesignerEditor;
class TrackView;

/**
 * The designer's commands as QActions (Edit, tools, View, Track) with their standard
 * shortcuts, wired to the editor and the view and enabled as the selection, clipboard and
 * undo stack allow. The main window only puts them into menus and toolbars.
 */
class DesignerActions : public QObject
{
    Q_OBJECT
public:
    DesignerActions(DesignerEditor *editor, TrackView *view, QObject *parent = nullptr);

    // Edit
    QAction *undo;
    QAction *redo;
    QAction *cut;
    QAction *copy;
    QAction *paste;
    QAction *remove;
    QAction *selectAll;
    QAction *rotateClockwise;
    QAction *rotateCounterClockwise;
    QAction *flip;
    // Tools
    QActionGroup *tools;
    QAction *selectTool;
    QAction *placeTool;
    QAction *eraseTool;
    // View
    QAction *zoomIn;
    QAction *zoomOut;
    QAction *actualSize;
    QAction *fitToView;
    QAction *showGrid;
    QAction *showLabels;
    QAction *showCourse;
    // Track
    QAction *rotateTrackClockwise;
    QAction *rotateTrackCounterClockwise;
    QAction *centreTrack;

    /// A context menu for the table: about `tile` (selected) or the empty table (-1).
    void fillContextMenu(QMenu *menu, int tile) const;
    void retranslate();

private:
    void updateEnabled();

    DesignerEditor *m_editor;
    TrackView *m_view;
};

} // namespace Pacenotes
