// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackdocument.h"

#include "catalog/tilecatalog.h"
#include "hex/hexlayout.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRectF>
#include <QSet>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TrackDocument::TrackDocument(const TileCatalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_collection(Collection::everyBox(catalog))
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    revalidate();
}

TrackDocument::~TrackDocument()
{
    // Commands hold a pointer to this document; drop them before the track goes.
    m_undo.clear();
}

void TrackDocument::setCollection(const Collection &collection)
{
    if (collection == m_collection)
        return;
    m_collection = collection;
    revalidate();
}

QString TrackDocument::displayName() const
{
    if (!m_track.title.trimmed().isEmpty())
        return m_track.title.trimmed();
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return tr("Untitled");
}

void TrackDocument::reset(const Track &track, const QString &filePath)
{
    m_undo.clear();
    m_track = track;
    const bool pathChanged = filePath != m_filePath;
    m_filePath = filePath;
    m_undo.setClean();
    emit documentReplaced();
    emit trackReset();
    emit propertiesChanged();
    if (pathChanged)
        emit filePathChanged(m_filePath);
    revalidate();
}

void TrackDocument::markSaved(const QString &path)
{
    if (path != m_filePath) {
        m_filePath = path;
        emit filePathChanged(m_filePath);
    }
    m_undo.setClean();
}

void TrackDocument::insertTiles(const QList<int> &indices, const QList<PlacedTile> &tiles)
{
    Q_ASSERT(indices.size() == tiles.size());
    for (int k = 0; k < indices.size(); ++k) {
        const int at = std::clamp(indices[k], 0, int(m_track.tiles.size()));
        m_track.tiles.insert(at, tiles[k]);
        emit tileInserted(at);
    }
    revalidate();
}

void TrackDocument::removeTiles(const QList<int> &indices)
{
    QList<int> sorted = indices;
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    for (int i : std::as_const(sorted)) {
        if (i < 0 || i >= m_track.tiles.size())
            continue;
        emit tileAboutToBeRemoved(i);
        m_track.tiles.removeAt(i);
        emit tileRemoved(i);
    }
    revalidate();
}

void TrackDocument::setTiles(const QList<int> &indices, const QList<PlacedTile> &tiles)
{
    Q_ASSERT(indices.size() == tiles.size());
    for (int k = 0; k < indices.size(); ++k) {
        const int i = indices[k];
        if (i < 0 || i >= m_track.tiles.size() || m_track.tiles[i] == tiles[k])
            continue;
        m_track.tiles[i] = tiles[k];
        emit tileChanged(i);
    }
    revalidate();
}

void TrackDocument::setProperties(const TrackProperties &properties)
{
    if (TrackProperties::of(m_track) == properties)
        return;
    properties.applyTo(m_track);
    emit propertiesChanged();
    revalidate();
}

void TrackDocument::replaceLayout(const Track &layout)
{
    if (m_track.tiles == layout.tiles && m_track.tileList == layout.tileList && m_track.game == layout.game
        && m_track.reverseCourse == layout.reverseCourse)
        return;
    const bool propertiesChange = m_track.game != layout.game || m_track.reverseCourse != layout.reverseCourse;
    m_track.tiles = layout.tiles;
    m_track.tileList = layout.tileList;
    m_track.game = layout.game;
    m_track.reverseCourse = layout.reverseCourse;
    emit trackReset();
    if (propertiesChange)
        emit propertiesChanged();
    revalidate();
}

bool TrackDocument::moveWouldOverlap(const QList<int> &indices, HexCoord delta) const
{
    QSet<int> moving(indices.cbegin(), indices.cend());
    QSet<HexCoord> staying;
    for (int i = 0; i < m_track.tiles.size(); ++i)
        if (!moving.contains(i))
            staying.insert(m_track.tiles[i].pos);
    return std::any_of(indices.cbegin(), indices.cend(), [&](int i) {
        return i >= 0 && i < m_track.tiles.size() && staying.contains(m_track.tiles[i].pos + delta);
    });
}

HexCoord TrackDocument::centreHex() const
{
    if (m_track.tiles.isEmpty())
        return {};
    // The middle of the bounding box on screen, so that turning the track keeps it in place.
    const HexLayout layout;
    QRectF box;
    for (const PlacedTile &t : m_track.tiles) {
        const QPointF p = layout.toPixel(t.pos);
        box = box.isNull() ? QRectF(p, QSizeF(0.001, 0.001)) : box.united(QRectF(p, QSizeF(0.001, 0.001)));
    }
    return layout.fromPixel(box.center());
}

void TrackDocument::revalidate()
{
    m_report = TrackValidator::validate(m_track, m_catalog, m_collection);
    emit reportChanged();
}

} // namespace Pacenotes
