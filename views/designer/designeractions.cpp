// SPDX-License-Identifier: GPL-3.0-or-later
#include "designeractions.h"

#include "designereditor.h"
#include "designericons.h"
#include "trackscene.h"
#include "trackview.h"
#include "track/trackdocument.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QUndoStack>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using DesignerIcons::Icon;

DesignerActions::DesignerActions(DesignerEditor *editor, TrackView *view, QObject *parent)
    : QObject(parent), m_editor(editor), m_view(view)
{
    QUndoStack *stack = editor->document()->undoStack();
    undo = stack->createUndoAction(this);
    redo = stack->createRedoAction(this);
    undo->setIcon(DesignerIcons::icon(Icon::Undo));
    redo->setIcon(DesignerIcons::icon(Icon::Redo));
    undo->setShortcuts(QKeySequence::Undo);
    redo->setShortcuts(QKeySequence::Redo);

    const auto make = [this](const QIcon &icon, auto slot) {
        auto *a = new QAction(icon, QString(), this);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    cut = make(QIcon(), [this] { m_editor->cutSelection(); });
    cut->setShortcuts(QKeySequence::Cut);
    copy = make(QIcon(), [this] { m_editor->copySelection(); });
    copy->setShortcuts(QKeySequence::Copy);
    paste = make(QIcon(), [this] { m_editor->paste(m_view->pasteTarget()); });
    paste->setShortcuts(QKeySequence::Paste);
    remove = make(DesignerIcons::icon(Icon::Delete), [this] { m_editor->deleteSelection(); });
    remove->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    selectAll = make(QIcon(), [this] { m_editor->selectAll(); });
    selectAll->setShortcuts(QKeySequence::SelectAll);
    rotateClockwise = make(DesignerIcons::icon(Icon::RotateClockwise), [this] { m_editor->rotate(1); });
    rotateClockwise->setShortcut(Qt::Key_R);
    rotateCounterClockwise = make(DesignerIcons::icon(Icon::RotateCounterClockwise), [this] { m_editor->rotate(-1); });
    rotateCounterClockwise->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_R));
    flip = make(DesignerIcons::icon(Icon::Flip), [this] { m_editor->flipSelection(); });
    flip->setShortcut(Qt::Key_F);

    tools = new QActionGroup(this);
    tools->setExclusive(true);
    const auto tool = [this](const QIcon &icon, DesignerEditor::Tool id, const QKeySequence &key) {
        auto *a = new QAction(icon, QString(), tools);
        a->setCheckable(true);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, [this, id] { m_editor->setTool(id); });
        return a;
    };
    selectTool = tool(DesignerIcons::icon(Icon::Select), DesignerEditor::Tool::Select, Qt::Key_S);
    placeTool = tool(DesignerIcons::icon(Icon::Place), DesignerEditor::Tool::Place, Qt::Key_P);
    eraseTool = tool(DesignerIcons::icon(Icon::Erase), DesignerEditor::Tool::Erase, Qt::Key_E);
    selectTool->setChecked(true);
    connect(editor, &DesignerEditor::toolChanged, this, [this](DesignerEditor::Tool t) {
        (t == DesignerEditor::Tool::Select ? selectTool : t == DesignerEditor::Tool::Place ? placeTool : eraseTool)
            ->setChecked(true);
    });

    zoomIn = make(DesignerIcons::icon(Icon::ZoomIn), [this] { m_view->zoomIn(); });
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    zoomOut = make(DesignerIcons::icon(Icon::ZoomOut), [this] { m_view->zoomOut(); });
    zoomOut->setShortcuts(QKeySequence::ZoomOut);
    actualSize = make(QIcon(), [this] { m_view->resetZoom(); });
    actualSize->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    fitToView = make(DesignerIcons::icon(Icon::Fit), [this] { m_view->fitToView(); });
    fitToView->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    showGrid = make(DesignerIcons::icon(Icon::Grid), [this](bool on) { m_view->setGridVisible(on); });
    showGrid->setCheckable(true);
    showGrid->setChecked(true);
    showGrid->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    showLabels = make(DesignerIcons::icon(Icon::Labels), [this](bool on) { m_editor->scene()->setLabelsVisible(on); });
    showLabels->setCheckable(true);
    showLabels->setChecked(true);
    showLabels->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    showCourse = make(DesignerIcons::icon(Icon::Course), [this](bool on) { m_editor->scene()->setCourseVisible(on); });
    showCourse->setCheckable(true);
    showCourse->setChecked(true);

    rotateTrackClockwise = make(QIcon(), [this] { m_editor->rotateTrack(1); });
    rotateTrackClockwise->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    rotateTrackCounterClockwise = make(QIcon(), [this] { m_editor->rotateTrack(-1); });
    rotateTrackCounterClockwise->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_R));
    centreTrack = make(QIcon(), [this] {
        m_editor->centreTrack();
        m_view->fitToView();
    });

    connect(editor, &DesignerEditor::editStateChanged, this, &DesignerActions::updateEnabled);
    connect(editor, &DesignerEditor::toolChanged, this, &DesignerActions::updateEnabled);
    retranslate();
    updateEnabled();
}

void DesignerActions::retranslate()
{
    cut->setText(tr("Cu&t"));
    copy->setText(tr("&Copy"));
    paste->setText(tr("&Paste"));
    remove->setText(tr("&Delete"));
    selectAll->setText(tr("Select &All"));
    rotateClockwise->setText(tr("&Rotate Clockwise"));
    rotateCounterClockwise->setText(tr("Rotate C&ounter-clockwise"));
    flip->setText(tr("&Flip to the Other Side"));
    selectTool->setText(tr("&Select and Move"));
    selectTool->setToolTip(tr("Select and move tiles (S)"));
    placeTool->setText(tr("&Place Tile"));
    placeTool->setToolTip(tr("Place the tile chosen in the palette (P)"));
    eraseTool->setText(tr("&Erase"));
    eraseTool->setToolTip(tr("Remove tiles by clicking or dragging over them (E)"));
    zoomIn->setText(tr("Zoom &In"));
    zoomOut->setText(tr("Zoom &Out"));
    actualSize->setText(tr("&Actual Size"));
    fitToView->setText(tr("&Fit Track in View"));
    showGrid->setText(tr("Hex &Grid"));
    showLabels->setText(tr("Tile &Labels"));
    showCourse->setText(tr("&Course Arrows"));
    rotateTrackClockwise->setText(tr("Rotate Track &Clockwise"));
    rotateTrackCounterClockwise->setText(tr("Rotate Track C&ounter-clockwise"));
    centreTrack->setText(tr("C&entre Track"));
    centreTrack->setToolTip(tr("Move the whole track so that its middle is at the centre of the table"));
}

void DesignerActions::updateEnabled()
{
    const bool selection = m_editor->hasSelection();
    const bool placing = m_editor->tool() == DesignerEditor::Tool::Place;
    const bool tiles = !m_editor->document()->track().tiles.isEmpty();
    cut->setEnabled(selection);
    copy->setEnabled(selection);
    remove->setEnabled(selection);
    paste->setEnabled(m_editor->canPaste());
    selectAll->setEnabled(tiles);
    rotateClockwise->setEnabled(selection || placing);
    rotateCounterClockwise->setEnabled(selection || placing);
    flip->setEnabled(m_editor->canFlipSelection());
    rotateTrackClockwise->setEnabled(tiles);
    rotateTrackCounterClockwise->setEnabled(tiles);
    centreTrack->setEnabled(tiles);
}

void DesignerActions::fillContextMenu(QMenu *menu, int tile) const
{
    if (tile >= 0) {
        menu->addAction(rotateClockwise);
        menu->addAction(rotateCounterClockwise);
        menu->addAction(flip);
        menu->addSeparator();
        menu->addAction(cut);
        menu->addAction(copy);
        menu->addAction(paste);
        menu->addAction(remove);
    } else {
        menu->addAction(paste);
        menu->addAction(selectAll);
        menu->addSeparator();
        menu->addAction(fitToView);
        menu->addAction(rotateTrackClockwise);
        menu->addAction(rotateTrackCounterClockwise);
    }
}

} // namespace Pacenotes
