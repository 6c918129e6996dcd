// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacesactions.h"

#include "designer/designereditor.h"
#include "designer/trackscene.h"
#include "drivecontroller.h"
#include "spacecoverageitem.h"
#include "spaces/spacelibrary.h"
#include "tilespaceswindow.h"
#include "track/trackdocument.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QTimer>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SpacesActions::SpacesActions(DesignerEditor *editor, const TileScans *scans, QMainWindow *window)
    : QObject(window), m_editor(editor), m_scans(scans), m_window(window)
{
    TrackDocument *doc = editor->document();
    m_library = new SpaceLibrary(doc->catalog(), this);
    m_library->load(SpaceLibrary::defaultPath());
    if (!m_library->loadMessage().isEmpty())
        QTimer::singleShot(0, this, [this] { emit message(m_library->loadMessage()); });

    m_coverageItem = new SpaceCoverageItem(editor->scene());
    editor->scene()->addItem(m_coverageItem);
    m_coverageItem->hide();

    m_menu = new QMenu(window);
    m_menu->setObjectName(u"spacesMenu"_s);
    m_openEditor = m_menu->addAction(QString(), this, [this] {
        TileSpacesWindow *w = editorWindow();
        // Start from the tile chosen on the table, if any.
        const QList<int> selected = m_editor->scene()->selectedIndices();
        const Track &track = m_editor->document()->track();
        if (selected.size() == 1 && selected.first() < track.tiles.size())
            w->openSide(track.tiles[selected.first()].sideId);
        w->show();
        w->raise();
        w->activateWindow();
    });
    m_openEditor->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_import = m_menu->addAction(QString(), this, [this] {
        TileSpacesWindow *w = editorWindow();
        w->show();
        QMetaObject::invokeMethod(w, "chooseImport", Qt::QueuedConnection);
    });
    m_export = m_menu->addAction(QString(), this, [this] {
        TileSpacesWindow *w = editorWindow();
        w->show();
        QMetaObject::invokeMethod(w, "chooseExport", Qt::QueuedConnection);
    });
    m_menu->addSeparator();
    m_coverage = m_menu->addAction(QString());
    m_coverage->setCheckable(true);
    connect(m_coverage, &QAction::toggled, this, [this](bool on) {
        m_coverageItem->setVisible(on);
        updateCoverage();
    });
    m_driveController = new DriveController(editor, m_library, window);
    m_drive = m_menu->addAction(QString());
    m_drive->setCheckable(true);
    m_drive->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_drive, &QAction::toggled, this, [this](bool on) {
        m_driveController->setEnabled(on);
        if (on)
            m_coverage->setChecked(true); // which tiles are only templates matters when driving
    });
    connect(m_driveController, &DriveController::enabledChanged, m_drive, &QAction::setChecked);
    connect(doc, &TrackDocument::reportChanged, this, &SpacesActions::updateCoverage);
    connect(m_library, &SpaceLibrary::changed, this, &SpacesActions::updateCoverage);
    retranslate();
}

SpacesActions::~SpacesActions() = default;

TileSpacesWindow *SpacesActions::editorWindow()
{
    if (!m_editorWindow) {
        m_editorWindow = new TileSpacesWindow(m_library, m_scans, m_window);
        m_editorWindow->setWindowFlag(Qt::Window);
        m_editorWindow->setAttribute(Qt::WA_DeleteOnClose);
    }
    return m_editorWindow;
}

void SpacesActions::updateCoverage()
{
    if (!m_coverageItem->isVisible())
        return;
    const TrackDocument *doc = m_editor->document();
    m_coverageItem->update(SpaceCoverage::ofTrack(doc->track(), doc->catalog(), m_library->sources()));
}

void SpacesActions::retranslate()
{
    m_menu->setTitle(tr("&Spaces"));
    m_openEditor->setText(tr("&Tile Spaces Editor…"));
    m_openEditor->setToolTip(tr("Count and mark the spaces of your tiles: speed limits, dotted lines, corners…"));
    m_import->setText(tr("&Import Tile Space Pack…"));
    m_export->setText(tr("&Export My Tile Spaces…"));
    m_coverage->setText(tr("Show Tiles &Without Space Data"));
    m_drive->setText(tr("&Drive Mode"));
    m_drive->setToolTip(tr("Put cars on the track's spaces, click their moves and let the referee rule on them"));
    m_driveController->retranslate();
}

} // namespace Pacenotes
