// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/commands/placetilescommand.h"
#include "track/trackfitting.h"
#include "track/trackproperties.h"

#include <QObject>
#include <QPointF>

#include <optional>

class QMimeData;

namespace Pacenotes {

class AbstractTool;
class EraseTool;
class PlaceTool;
class SelectTool;
class TrackDocument;
class TrackScene;

/**
 * The designer's editing logic between the scene and the document: it owns the scene and the
 * tools, turns the user's intents (append here, turn these, paste there...) into undo
 * commands, and keeps the append point — where a double-click in the palette puts the next
 * tile. Each intent is at most one undo step. It holds no track state of its own.
 */
class DesignerEditor : public QObject
{
    Q_OBJECT
public:
    enum class Tool { Select, Place, Erase };
    Q_ENUM(Tool)

    static constexpr const char *kClipboardMime = "application/x-pacenotes-tiles";

    explicit DesignerEditor(TrackDocument *document, QObject *parent = nullptr);
    ~DesignerEditor() override;

    TrackDocument *document() const { return m_document; }
    TrackScene *scene() const { return m_scene; }

    void setTool(Tool tool);
    Tool tool() const { return m_toolId; }
    AbstractTool *toolObject() const;
    /// The side the place tool lays (chosen in the palette).
    void setPlaceSide(const QString &sideId);
    QString placeSide() const { return m_placeSide; }

    // --- Intents -----------------------------------------------------------------------
    /// Appends a tile at the open end of the course, turned to continue the road. Leaves the
    /// place tool: the next click on the table must not replace a tile by surprise.
    bool appendTile(const QString &sideId, TurnHint hint = TurnHint::Any);
    /// Puts a tile on a hex (replacing what is there: callers make sure the user asked for
    /// that — a drop onto the tile, Shift+click) as one undo step; selects it.
    bool placeTile(const QString &sideId, HexCoord pos, int rotation,
                   PlaceTilesCommand::Kind kind = PlaceTilesCommand::Kind::Place);
    /// The turn that best suits the neighbours of `pos`.
    int autoRotation(const QString &sideId, HexCoord pos, int preferred = 0) const;
    /// R / Shift+R / the wheel: turns the place tool's preview, else the selection.
    void rotate(int steps);
    /// The wheel over the scene: as rotate(), but a tile under the pointer that is not
    /// selected is turned (and selected) instead.
    void rotateAt(int steps, QPointF scenePos);
    void rotateTiles(const QList<int> &indices, int steps);
    void flipSelection();
    void deleteSelection();
    void removeTiles(const QList<int> &indices);
    /// Moves tiles by a hex offset; refuses (with a message) when one would land on another.
    bool moveTiles(const QList<int> &indices, HexCoord delta);
    void copySelection();
    void cutSelection();
    /// Pastes the clipboard's tiles around `at` (the nearest free spot). False when the
    /// clipboard holds no tiles.
    bool paste(HexCoord at);
    void selectAll();
    void rotateTrack(int steps);
    /// Moves the whole track so that its middle is at the origin.
    void centreTrack();
    void changeProperties(const TrackProperties &properties);

    // --- State the actions and views ask for --------------------------------------------
    QList<int> selection() const;
    bool hasSelection() const;
    bool canFlipSelection() const;
    bool canPaste() const;
    std::optional<AppendPoint> appendPoint() const { return m_appendPoint; }
    /// Reads tiles from clipboard data (ours, or a Pacenotes track as JSON text).
    QList<PlacedTile> tilesFromMime(const QMimeData *mime) const;

    /// The right-click that cancels placing opens no menu.
    void swallowNextContextMenu() { m_swallowContextMenu = true; }

signals:
    void toolChanged(Pacenotes::DesignerEditor::Tool tool);
    void placeSideChanged(const QString &sideId);
    void selectionChanged();
    /// Something for the status bar.
    void message(const QString &text);
    /// Please bring this scene area into view.
    void ensureVisibleRequested(const QRectF &sceneRect);
    /// What can be done changed (selection, clipboard, track).
    void editStateChanged();
    /// Right-click on the table (not the one that cancels placing): `tile` or -1.
    void contextMenuRequested(const QPoint &screenPos, int tile);

private:
    void updateAppendPoint();
    /// Pushes the placement; on an empty free design whose first tiles belong to the other
    /// game, switches the track's game in the same undo step and returns the new game.
    std::optional<Game> pushPlace(const QList<PlacedTile> &tiles, PlaceTilesCommand::Kind kind);
    QString gameSwitchMessage(Game game) const;
    QMimeData *mimeFor(const QList<int> &indices) const;

    TrackDocument *m_document;
    TrackScene *m_scene;
    SelectTool *m_selectTool;
    PlaceTool *m_placeTool;
    EraseTool *m_eraseTool;
    Tool m_toolId = Tool::Select;
    QString m_placeSide;
    /// Where the last appended tile leaves: (its hex, world edge). By hex, not index, so
    /// that it survives edits that shift indices.
    std::optional<std::pair<HexCoord, int>> m_lastExit;
    std::optional<AppendPoint> m_appendPoint;
    /// Where the tile that placing (a drop, the place tool) selected lies: that selection does
    /// not move the append point.
    std::optional<HexCoord> m_autoSelected;
    bool m_swallowContextMenu = false;
};

} // namespace Pacenotes
