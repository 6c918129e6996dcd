// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/collection.h"
#include "track.h"
#include "trackproperties.h"
#include "trackvalidator.h"

#include <QObject>
#include <QUndoStack>

namespace Pacenotes {

class TileCatalog;

/**
 * The track being designed: owns the Track value, its undo stack, the file it lives in and the
 * live TrackReport, recomputed after every change.
 *
 * Views never change the track directly: they push undo commands (model/track/commands/),
 * and the commands call the mutators below. Every mutator emits fine-grained facts (for
 * scene items and item models) and then revalidates once, so a command that touches a
 * hundred tiles costs one validation.
 *
 * Tile indices are positions in Track::tiles. Inserting or removing shifts the indices after
 * it, exactly as in a QList; listeners keep parallel lists.
 */
class TrackDocument : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrackDocument)
public:
    explicit TrackDocument(const TileCatalog &catalog, QObject *parent = nullptr);
    ~TrackDocument() override;

    const Track &track() const { return m_track; }
    const TileCatalog &catalog() const { return m_catalog; }
    QUndoStack *undoStack() { return &m_undo; }
    const TrackReport &report() const { return m_report; }

    /// The boxes the user owns: decides over-used tiles. Not part of the track, not undoable.
    const Collection &collection() const { return m_collection; }
    void setCollection(const Collection &collection);

    /// The file the track was read from or last saved to; empty for a new or imported track.
    QString filePath() const { return m_filePath; }
    /// The title, else the file name, else "Untitled" (translated).
    QString displayName() const;
    bool isModified() const { return !m_undo.isClean(); }

    /// Replaces the whole track (New, Open): clears the undo history, not undoable.
    void reset(const Track &track, const QString &filePath = {});
    /// The track was written to `path` (io/TrackDocumentFiles::save): the path becomes the
    /// document's and the undo stack is marked clean. Reading a file is reset() with its path.
    void markSaved(const QString &path);

    // --- Mutators: for undo commands only ---------------------------------------------
    /// Inserts `tiles[k]` at `indices[k]`, in order; indices are ascending and final.
    void insertTiles(const QList<int> &indices, const QList<PlacedTile> &tiles);
    /// Removes the tiles at `indices` (any order, no duplicates).
    void removeTiles(const QList<int> &indices);
    /// Replaces the tiles at `indices` by `tiles` (same length).
    void setTiles(const QList<int> &indices, const QList<PlacedTile> &tiles);
    void setProperties(const TrackProperties &properties);
    /// Replaces the whole layout at once (the solver's "Lay out for me"): every tile, the
    /// tile list, the game and the race direction of `layout`; the other metadata stay.
    /// Emits trackReset() (and propertiesChanged() when the game or direction changes) rather
    /// than one signal per tile: listeners rebuild once.
    void replaceLayout(const Track &layout);

    // --- Questions the tools ask ------------------------------------------------------
    /// True when moving the tiles at `indices` by `delta` puts one onto a tile that stays.
    bool moveWouldOverlap(const QList<int> &indices, HexCoord delta) const;
    /// The centre hex of the bounding box of the placed tiles ((0, 0) when empty).
    HexCoord centreHex() const;

signals:
    void tileInserted(int index);
    void tileAboutToBeRemoved(int index);
    void tileRemoved(int index);
    void tileChanged(int index);
    /// Everything changed (reset, load): rebuild from track().
    void trackReset();
    /// Another track took the document's place (New, Open, revert): not an edit of this one.
    void documentReplaced();
    void propertiesChanged();
    /// report() was recomputed.
    void reportChanged();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    void revalidate();

    const TileCatalog &m_catalog;
    Track m_track;
    QUndoStack m_undo;
    TrackReport m_report;
    Collection m_collection;
    QString m_filePath;
};

} // namespace Pacenotes
