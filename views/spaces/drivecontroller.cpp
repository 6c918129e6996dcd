// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivecontroller.h"

#include "designer/designereditor.h"
#include "designer/trackscene.h"
#include "driveoverlayitem.h"
#include "drivepanel.h"
#include "drivetool.h"
#include "spaces/drivedocument.h"
#include "spaces/spacelibrary.h"
#include "track/trackdocument.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>

namespace Pacenotes {

using namespace Qt::StringLiterals;

DriveController::DriveController(DesignerEditor *editor, SpaceLibrary *library, QMainWindow *window)
    : QObject(window), m_editor(editor), m_library(library), m_window(window)
{
    m_document = new DriveDocument(editor->document()->catalog(), library->lookup(), this);
    m_document->setTrack(editor->document()->track());
    m_overlay = new DriveOverlayItem(editor->scene(), m_document);
    editor->scene()->addItem(m_overlay);
    m_overlay->hide();
    m_tool = new DriveTool(editor, m_document, m_overlay);
    m_panel = new DrivePanel(m_document);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(u"driveDock"_s);
    m_dock->setWidget(scroll);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    // The co-driver's chart and list need a little more room than the move alone: widen the
    // dock when its section opens rather than scroll it sideways.
    connect(m_panel->coDriverButton(), &QPushButton::toggled, this, [this, scroll](bool open) {
        const int needed = m_panel->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() + 4;
        if (open && m_dock->isVisible() && !m_dock->isFloating() && m_dock->width() < needed)
            m_window->resizeDocks({m_dock}, {needed}, Qt::Horizontal);
    });

    connect(editor->document(), &TrackDocument::reportChanged, this, [this] {
        if (m_enabled)
            syncTrack();
    });
    connect(library, &SpaceLibrary::changed, this, [this] {
        // The graph is rebuilt now when driving, or when Drive mode is next turned on.
        m_stale = true;
        if (m_enabled)
            syncTrack();
    });
    connect(m_document, &DriveDocument::graphChanged, this, [this] {
        m_overlay->syncGraph();
        syncCars();
        updateCoverage();
    });
    connect(m_document, &DriveDocument::stateChanged, this, &DriveController::syncCars);
    connect(m_document, &DriveDocument::planChanged, this, [this] { m_overlay->update(); });
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Closing the panel leaves Drive mode.
        if (!visible && m_enabled && !m_window->isHidden() && m_dock->isHidden())
            setEnabled(false);
    });
    retranslate();
}

DriveController::~DriveController() = default;

void DriveController::setEnabled(bool on)
{
    if (on == m_enabled)
        return;
    m_enabled = on;
    if (on) {
        syncTrack();
        m_overlay->show();
        m_editor->scene()->clearSelection();
        m_editor->scene()->setTool(m_tool);
        m_dock->show();
        m_dock->raise();
    } else {
        m_overlay->hide();
        for (CarMarkerItem *c : std::as_const(m_cars))
            c->hide();
        // Back to the designer's tool of the moment (its own setTool would see no change).
        m_editor->scene()->setTool(m_editor->toolObject());
        m_dock->hide();
    }
    syncCars();
    emit enabledChanged(on);
}

void DriveController::syncTrack()
{
    if (m_stale || m_document->track() != m_editor->document()->track())
        m_document->setTrack(m_editor->document()->track());
    m_stale = false;
}

void DriveController::syncCars()
{
    const int cars = int(m_document->state().cars.size());
    while (m_cars.size() > cars)
        delete m_cars.takeLast();
    while (m_cars.size() < cars) {
        auto *item = new CarMarkerItem(m_overlay, m_document, int(m_cars.size()));
        m_editor->scene()->addItem(item);
        m_cars.append(item);
    }
    for (CarMarkerItem *c : std::as_const(m_cars)) {
        c->syncFromModel();
        if (!m_enabled)
            c->hide();
    }
    m_overlay->update();
}

void DriveController::updateCoverage()
{
    const QList<TileCoverage> coverage = SpaceCoverage::ofTrack(m_document->track(), m_editor->document()->catalog(),
                                                                m_library->sources());
    int course = 0;
    for (const TileCoverage &c : coverage)
        course += c.course ? 1 : 0;
    m_panel->setCoverage(int(SpaceCoverage::uncoveredCourseTiles(coverage).size()), course);
}

void DriveController::retranslate()
{
    m_dock->setWindowTitle(tr("Drive"));
}

} // namespace Pacenotes
