// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markstamp.h"
#include "spacecheck.h"
#include "spacetemplates.h"

#include <QObject>

#include <functional>

class QUndoStack;

namespace Pacenotes {

class SpaceLibrary;

/**
 * The Tile Spaces editor's document: the space data of one tile side being edited, its undo
 * stack and its live consistency check. It starts from the user's data for the side (else the
 * reading shipped with the app, else the template) and goes back into the user's pack only on
 * save(). A change to data read from a picture makes the side "measured": a correction by the user.
 *
 * Views change it through the intents below; each pushes one ChangeSpacesCommand. Facts go out
 * as signals: sideChanged() when another side is opened, spacesChanged() after every change.
 */
class SpacesDocument : public QObject
{
    Q_OBJECT
public:
    explicit SpacesDocument(SpaceLibrary *library, QObject *parent = nullptr);
    ~SpacesDocument() override;

    SpaceLibrary *library() const { return m_library; }
    QUndoStack *undoStack() const { return m_undo; }
    /// The side being edited (nullptr before open()).
    const TileSide *side() const { return m_side; }
    const TileSpaces &spaces() const { return m_spaces; }
    const QList<SpaceProblem> &problems() const { return m_problems; }
    bool isModified() const;
    /// The data came from the user's pack (false: a template shown for editing).
    bool isUserData() const { return m_fromUser; }

    /// Opens a side: the user's data for it, or its template. Clears the undo history.
    bool open(const QString &sideId);
    /// Puts the data into the user's pack (saved to disk) and marks the document clean.
    bool save(QString *error);
    /// Drops the user's data for the side: back to the template (asks nothing; the view does).
    bool revertToTemplate(QString *error);

    // Intents. Each is one undo step; a false return leaves everything as it was.
    void setLaneCount(int road, int lane, int count);
    /// Sets the same count on every lane of a road.
    void setRoadCount(int road, int count);
    void changeMarks(const QList<int> &ids, const std::function<void(SpaceMarks &)> &change, const QString &text,
                     quint64 mergeKey = 0);
    void applyStamp(const QList<int> &ids, const MarkStamp &stamp);
    /// Marks the spaces (their count and all their marks) certain, or the spaces uncertain.
    void setUncertain(const QList<int> &ids, bool uncertain);
    bool split(int id, QString *why = nullptr);
    bool merge(const QList<int> &ids, QString *why = nullptr);
    /// DIRT: a slide zone over the stretch of road the spaces cover (two spaces across the road).
    bool addSlideZone(const QList<int> &ids, QString *why = nullptr);
    /// DIRT: a shortcut space beside the road, linked to these spaces.
    bool addShortcut(const QList<int> &ids, QString *why = nullptr);
    /// Removes spaces added on top of the lanes (slide zones, shortcuts); lane spaces go by counts.
    bool removeSpaces(const QList<int> &ids, QString *why = nullptr);
    /// Start/finish tiles: the line at the back edge of space `id` (on its road).
    bool setStartLineAt(int id, QString *why = nullptr);
    void setProvenance(SpaceProvenance provenance);
    void setAuthor(const QString &author);
    void setNote(const QString &note);
    /// Starts again from the template (one undo step).
    void resetToTemplate();

    /// Sides whose roads, lanes and skew are exactly this side's (candidates for a copy).
    QList<const TileSide *> sameGeometry() const;
    /**
     * Copies this side's spaces to other sides of the same geometry, straight into the user's
     * pack: with or without the markings. The copies are "estimated" (a layout counted on one
     * tile is not a reading of another) and say where they come from.
     */
    bool copyTo(const QStringList &sideIds, bool withMarks, QString *error);

    /// Used by ChangeSpacesCommand only.
    void setSpaces(const TileSpaces &spaces);

signals:
    void sideChanged();
    void spacesChanged();
    void modifiedChanged(bool modified);

private:
    void push(const TileSpaces &after, const QString &text, quint64 mergeKey = 0);
    void recheck();

    SpaceLibrary *m_library;
    QUndoStack *m_undo;
    const TileSide *m_side = nullptr;
    TileSpaces m_spaces;
    QList<SpaceProblem> m_problems;
    bool m_fromUser = false;
};

} // namespace Pacenotes
