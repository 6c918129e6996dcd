// SPDX-License-Identifier: GPL-3.0-or-later
#include "designereditor.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "io/trackjson.h"
#include "tileitem.h"
#include "tools/erasetool.h"
#include "tools/placetool.h"
#include "tools/selecttool.h"
#include "track/commands/changepropertiescommand.h"
#include "track/commands/fliptilescommand.h"
#include "track/commands/movetilescommand.h"
#include "track/commands/removetilescommand.h"
#include "track/commands/rotatetilescommand.h"
#include "track/commands/rotatetrackcommand.h"
#include "track/trackdocument.h"
#include "trackscene.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QMimeData>

namespace Pacenotes {

using namespace Qt::StringLiterals;

DesignerEditor::DesignerEditor(TrackDocument *document, QObject *parent)
    : QObject(parent), m_document(document), m_scene(new TrackScene(document, this))
{
    m_selectTool = new SelectTool(this);
    m_placeTool = new PlaceTool(this);
    m_eraseTool = new EraseTool(this);
    m_scene->setTool(m_selectTool);

    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
        // A selection the user makes replaces the one placing made.
        if (m_autoSelected && selection() != QList<int>{m_document->track().tileAt(*m_autoSelected)})
            m_autoSelected.reset();
        updateAppendPoint();
        emit selectionChanged();
        emit editStateChanged();
    });
    connect(m_document, &TrackDocument::reportChanged, this, [this] {
        updateAppendPoint();
        emit editStateChanged();
    });
    connect(m_document, &TrackDocument::trackReset, this, [this] { m_lastExit.reset(); });
    connect(m_scene, &TrackScene::contextMenuRequested, this, [this](const QPoint &screenPos, int tile) {
        if (m_swallowContextMenu)
            m_swallowContextMenu = false;
        else
            emit contextMenuRequested(screenPos, tile);
    });
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        connect(clipboard, &QClipboard::dataChanged, this, &DesignerEditor::editStateChanged);
    updateAppendPoint();
}

DesignerEditor::~DesignerEditor()
{
    m_scene->setTool(nullptr);
}

AbstractTool *DesignerEditor::toolObject() const
{
    switch (m_toolId) {
    case Tool::Select: return m_selectTool;
    case Tool::Place: return m_placeTool;
    case Tool::Erase: return m_eraseTool;
    }
    return m_selectTool;
}

void DesignerEditor::setTool(Tool tool)
{
    if (tool == Tool::Place && m_placeSide.isEmpty()) {
        emit message(tr("Choose a tile in the palette first."));
        tool = Tool::Select;
    }
    if (tool == m_toolId)
        return;
    m_toolId = tool;
    m_scene->setTool(toolObject());
    emit toolChanged(tool);
}

void DesignerEditor::setPlaceSide(const QString &sideId)
{
    if (sideId == m_placeSide)
        return;
    m_placeSide = sideId;
    emit placeSideChanged(sideId);
}

bool DesignerEditor::appendTile(const QString &sideId, TurnHint hint)
{
    const TileSide *side = m_document->catalog().sideById(sideId);
    if (!side)
        return false;
    if (!m_appendPoint) {
        emit message(tr("The course has no open end. Select a tile with an open road end, or drag the tile onto "
                        "the table."));
        return false;
    }
    const auto fit = TrackFitting::fitAt(m_document->track(), m_document->catalog(), *side, *m_appendPoint, hint);
    if (!fit) {
        emit message(tr("Tile %1 has no road to continue the course with; drag it onto the table instead.").arg(sideId));
        return false;
    }
    // Appending is not placing: no tool that replaces tiles on the next click stays armed.
    setTool(Tool::Select);
    const std::optional<Game> switched = pushPlace({fit->tile}, PlaceTilesCommand::Kind::Append);
    if (fit->exitHeading >= 0)
        m_lastExit = std::make_pair(fit->tile.pos, fit->exitHeading);
    else
        m_lastExit.reset();
    const int index = int(m_document->track().tiles.size()) - 1;
    m_scene->selectIndices({index});
    if (TileItem *item = m_scene->tileItem(index))
        emit ensureVisibleRequested(item->sceneBoundingRect());
    if (!fit->hintMet)
        emit message(tr("Tile %1 cannot turn that way here; it was placed the way it fits.").arg(sideId));
    else if (!fit->joins)
        emit message(tr("Tile %1 does not match the open end (lanes or skew); see the marks.").arg(sideId));
    else
        emit message(tr("Appended %1.").arg(sideId));
    if (switched)
        emit message(gameSwitchMessage(*switched));
    return true;
}

bool DesignerEditor::placeTile(const QString &sideId, HexCoord pos, int rotation, PlaceTilesCommand::Kind kind)
{
    if (!m_document->catalog().sideById(sideId))
        return false;
    const PlacedTile tile{sideId, 0, pos, HexDir::normalize(rotation)};
    const int occupant = m_document->track().tileAt(pos);
    QUndoStack *stack = m_document->undoStack();
    if (occupant >= 0) {
        if (m_document->track().tiles[occupant] == tile)
            return false;
        const QString old = m_document->track().tiles[occupant].sideId;
        stack->beginMacro(tr("Replace tile %1 with %2").arg(old, sideId));
        stack->push(new RemoveTilesCommand(m_document, {occupant}));
        stack->push(new PlaceTilesCommand(m_document, {tile}, kind));
        stack->endMacro();
        emit message(tr("Replaced tile %1 with %2 (Undo brings it back).").arg(old, sideId));
    } else if (const std::optional<Game> switched = pushPlace({tile}, kind)) {
        emit message(gameSwitchMessage(*switched));
    }
    // Selected for R and F, but not chosen by the user: the next double-click in the palette
    // still goes to the course's open end, not to a tile dropped aside.
    m_autoSelected = pos;
    m_scene->selectIndices({int(m_document->track().tiles.size()) - 1});
    return true;
}

int DesignerEditor::autoRotation(const QString &sideId, HexCoord pos, int preferred) const
{
    const TileSide *side = m_document->catalog().sideById(sideId);
    if (!side)
        return preferred;
    QSet<int> ignore;
    if (const int occupant = m_document->track().tileAt(pos); occupant >= 0)
        ignore.insert(occupant);
    return TrackFitting::bestRotation(m_document->track(), m_document->catalog(), *side, pos, preferred, ignore);
}

void DesignerEditor::rotate(int steps)
{
    if (m_toolId == Tool::Place) {
        m_placeTool->rotatePreview(steps);
        return;
    }
    rotateTiles(selection(), steps);
}

void DesignerEditor::rotateAt(int steps, QPointF scenePos)
{
    if (m_toolId == Tool::Place) {
        m_placeTool->rotatePreview(steps);
        return;
    }
    const int under = m_scene->tileIndexAt(scenePos);
    const QList<int> selected = selection();
    if (under >= 0 && !selected.contains(under)) {
        m_scene->selectIndices({under});
        rotateTiles({under}, steps);
        return;
    }
    rotateTiles(selected, steps);
}

void DesignerEditor::rotateTiles(const QList<int> &indices, int steps)
{
    if (indices.isEmpty() || HexDir::normalize(steps) == 0)
        return;
    m_document->undoStack()->push(new RotateTilesCommand(m_document, indices, steps));
}

void DesignerEditor::flipSelection()
{
    const QList<int> indices = selection();
    if (!FlipTilesCommand::canFlip(*m_document, indices)) {
        if (!indices.isEmpty())
            emit message(tr("This tile is the same on both sides."));
        return;
    }
    m_document->undoStack()->push(new FlipTilesCommand(m_document, indices));
}

void DesignerEditor::deleteSelection()
{
    removeTiles(selection());
}

void DesignerEditor::removeTiles(const QList<int> &indices)
{
    if (indices.isEmpty())
        return;
    m_document->undoStack()->push(new RemoveTilesCommand(m_document, indices));
}

bool DesignerEditor::moveTiles(const QList<int> &indices, HexCoord delta)
{
    if (indices.isEmpty() || delta == HexCoord{})
        return false;
    if (m_document->moveWouldOverlap(indices, delta)) {
        emit message(tr("There is a tile in the way: tiles cannot lie on top of each other."));
        return false;
    }
    const bool whole = indices.size() == m_document->track().tiles.size();
    m_document->undoStack()->push(new MoveTilesCommand(
        m_document, indices, delta, whole ? MoveTilesCommand::Kind::WholeTrack : MoveTilesCommand::Kind::Tiles));
    return true;
}

QMimeData *DesignerEditor::mimeFor(const QList<int> &indices) const
{
    // Copied tiles keep their layout, anchored at the first one: pasting puts that one
    // where the user points and the rest around it.
    Track clip;
    clip.game = m_document->track().game;
    const HexCoord anchor = m_document->track().tiles[indices.first()].pos;
    for (int i : indices) {
        PlacedTile t = m_document->track().tiles[i];
        t.pos = t.pos - anchor;
        clip.tiles.append(t);
    }
    const QByteArray json = QJsonDocument(TrackJson::toJson(clip)).toJson(QJsonDocument::Compact);
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kClipboardMime), json);
    mime->setText(QString::fromUtf8(json)); // a Pacenotes track other programs can keep
    return mime;
}

void DesignerEditor::copySelection()
{
    QList<int> indices = selection();
    if (indices.isEmpty())
        return;
    std::sort(indices.begin(), indices.end());
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setMimeData(mimeFor(indices));
    emit message(tr("Copied %n tile(s).", nullptr, int(indices.size())));
}

void DesignerEditor::cutSelection()
{
    QList<int> indices = selection();
    if (indices.isEmpty())
        return;
    std::sort(indices.begin(), indices.end());
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setMimeData(mimeFor(indices));
    m_document->undoStack()->push(new RemoveTilesCommand(m_document, indices, RemoveTilesCommand::Kind::Cut));
}

QList<PlacedTile> DesignerEditor::tilesFromMime(const QMimeData *mime) const
{
    if (!mime)
        return {};
    QByteArray data = mime->data(QString::fromLatin1(kClipboardMime));
    if (data.isEmpty() && mime->hasText())
        data = mime->text().toUtf8();
    if (data.isEmpty() || data.size() > TrackFiles::kMaxFileSize)
        return {};
    // The clipboard is input like any file: parsed by the same strict reader.
    const TrackReadResult read = TrackFiles::readData(data, TrackFormat::Json, m_document->catalog());
    return read.track ? read.track->tiles : QList<PlacedTile>{};
}

bool DesignerEditor::canPaste() const
{
    const QClipboard *clipboard = QGuiApplication::clipboard();
    const QMimeData *mime = clipboard ? clipboard->mimeData() : nullptr;
    return mime && (mime->hasFormat(QString::fromLatin1(kClipboardMime))
                    || (mime->hasText() && mime->text().contains(u"pacenotes-track"_s)));
}

bool DesignerEditor::paste(HexCoord at)
{
    const QClipboard *clipboard = QGuiApplication::clipboard();
    QList<PlacedTile> tiles = tilesFromMime(clipboard ? clipboard->mimeData() : nullptr);
    if (tiles.isEmpty()) {
        emit message(tr("The clipboard holds no tiles."));
        return false;
    }
    // The nearest offset from `at`, ring by ring, where no pasted tile lands on another.
    const Track &track = m_document->track();
    const auto fits = [&](HexCoord offset) {
        return std::none_of(tiles.cbegin(), tiles.cend(), [&](const PlacedTile &t) { return track.tileAt(t.pos + offset) >= 0; });
    };
    std::optional<HexCoord> offset;
    for (int ring = 0; ring <= 30 && !offset; ++ring) {
        HexCoord h = at + HexCoord::direction(4) * ring;
        for (int side = 0; side < 6 && !offset; ++side)
            for (int step = 0; step < std::max(ring, 1) && !offset; ++step) {
                if (fits(h))
                    offset = h;
                h = h.neighbor(side);
            }
    }
    if (!offset) {
        emit message(tr("There is no free room near here for the pasted tiles."));
        return false;
    }
    for (PlacedTile &t : tiles)
        t.pos = t.pos + *offset;
    const int first = int(track.tiles.size());
    const std::optional<Game> switched = pushPlace(tiles, PlaceTilesCommand::Kind::Paste);
    QList<int> pasted;
    for (int i = first; i < m_document->track().tiles.size(); ++i)
        pasted.append(i);
    m_scene->selectIndices(pasted);
    if (switched)
        emit message(gameSwitchMessage(*switched));
    return true;
}

std::optional<Game> DesignerEditor::pushPlace(const QList<PlacedTile> &tiles, PlaceTilesCommand::Kind kind)
{
    auto *place = new PlaceTilesCommand(m_document, tiles, kind);
    QUndoStack *stack = m_document->undoStack();
    // The first tiles of an empty free design say which game it is for: a DIRT track started
    // after a GT one must not call every tile "of the other game". A list decides by itself.
    const Track &track = m_document->track();
    std::optional<Game> game;
    if (track.tiles.isEmpty() && track.tileList.isEmpty()) {
        for (const PlacedTile &t : tiles) {
            const TileSide *side = m_document->catalog().sideById(t.sideId);
            if (!side || side->role == TileRole::Filler)
                continue;
            if (game && *game != side->game) {
                game.reset(); // both games: nothing to follow
                break;
            }
            game = side->game;
        }
    }
    if (!game || *game == track.game) {
        stack->push(place);
        return std::nullopt;
    }
    TrackProperties properties = TrackProperties::of(track);
    properties.game = *game;
    stack->beginMacro(place->text());
    stack->push(new ChangePropertiesCommand(m_document, properties));
    stack->push(place);
    stack->endMacro();
    return game;
}

QString DesignerEditor::gameSwitchMessage(Game game) const
{
    return tr("The track is now for %1, the game of its first tile.").arg(CatalogNames::game(game));
}

void DesignerEditor::selectAll()
{
    QList<int> all;
    for (int i = 0; i < m_document->track().tiles.size(); ++i)
        all.append(i);
    m_scene->selectIndices(all);
}

void DesignerEditor::rotateTrack(int steps)
{
    if (m_document->track().tiles.isEmpty())
        return;
    m_document->undoStack()->push(new RotateTrackCommand(m_document, steps, m_document->centreHex()));
    m_lastExit.reset();
}

void DesignerEditor::centreTrack()
{
    const HexCoord centre = m_document->centreHex();
    if (m_document->track().tiles.isEmpty() || centre == HexCoord{})
        return;
    QList<int> all;
    for (int i = 0; i < m_document->track().tiles.size(); ++i)
        all.append(i);
    m_document->undoStack()->push(
        new MoveTilesCommand(m_document, all, HexCoord{} - centre, MoveTilesCommand::Kind::WholeTrack));
    m_lastExit.reset();
}

void DesignerEditor::changeProperties(const TrackProperties &properties)
{
    if (properties == TrackProperties::of(m_document->track()))
        return;
    m_document->undoStack()->push(new ChangePropertiesCommand(m_document, properties));
}

QList<int> DesignerEditor::selection() const
{
    return m_scene->selectedIndices();
}

bool DesignerEditor::hasSelection() const
{
    return !m_scene->selectedItems().isEmpty();
}

bool DesignerEditor::canFlipSelection() const
{
    return FlipTilesCommand::canFlip(*m_document, selection());
}

void DesignerEditor::updateAppendPoint()
{
    const Track &track = m_document->track();
    const TileCatalog &catalog = m_document->catalog();
    std::optional<AppendPoint> point;
    const int lastTile = m_lastExit ? track.tileAt(m_lastExit->first) : -1;
    const QList<int> selected = selection();
    const bool chosen = selected.size() == 1 && !(m_autoSelected && track.tileAt(*m_autoSelected) == selected.first());
    if (chosen)
        point = TrackFitting::openEndOf(track, catalog, selected.first(),
                                        selected.first() == lastTile ? m_lastExit->second : -1);
    if (!point && lastTile >= 0)
        point = TrackFitting::openEndOf(track, catalog, lastTile, m_lastExit->second);
    if (!point) {
        point = TrackFitting::appendPoint(track, catalog, m_document->report());
        // A finished course has nothing to continue unless the user picks a tile: only
        // the end after a stage's finish (for the Assistance tile) is offered then.
        const Course &course = m_document->report().course;
        if (point && course.isComplete()
            && !(course.kind == Course::Kind::Stage && !course.steps.isEmpty() && point->fromTile == course.steps.last().tile
                 && point->heading == course.steps.last().exit))
            point.reset();
    }
    m_appendPoint = point;
    m_scene->setAppendPoint(point);
}

} // namespace Pacenotes
