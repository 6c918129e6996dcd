// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace Pacenotes {

class CarMarkerItem;
class DesignerEditor;
class DriveDocument;
class DriveOverlayItem;
class DrivePanel;
class DriveTool;
class SpaceLibrary;

/**
 * Drive mode in the designer: while it is on, the table shows the track's spaces, the car
 * markers, the active car's reach and path (DriveOverlayItem, CarMarkerItems), the mouse plans
 * moves (DriveTool), and the Drive panel docks beside. It follows the track and the space
 * library as they change; the DriveDocument underneath holds the cars and the plan.
 */
class DriveController : public QObject
{
    Q_OBJECT
public:
    DriveController(DesignerEditor *editor, SpaceLibrary *library, QMainWindow *window);
    ~DriveController() override;

    void setEnabled(bool on);
    bool isEnabled() const { return m_enabled; }
    DriveDocument *document() const { return m_document; }
    DriveOverlayItem *overlay() const { return m_overlay; }
    DriveTool *tool() const { return m_tool; }
    DrivePanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    const QList<CarMarkerItem *> &carItems() const { return m_cars; }
    void retranslate();

signals:
    void enabledChanged(bool on);

private:
    void syncTrack();
    void syncCars();
    void updateCoverage();

    DesignerEditor *m_editor;
    SpaceLibrary *m_library;
    QMainWindow *m_window;
    DriveDocument *m_document;
    DriveOverlayItem *m_overlay;
    DriveTool *m_tool;
    DrivePanel *m_panel;
    QDockWidget *m_dock;
    QList<CarMarkerItem *> m_cars;
    bool m_enabled = false;
    bool m_stale = false; ///< the space data changed since the graph was built
};

} // namespace Pacenotes
