// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilecatalogmodel.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"

#include <QMimeData>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TileCatalogModel::TileCatalogModel(const TileCatalog &catalog, QObject *parent)
    : QAbstractListModel(parent), m_catalog(catalog), m_collection(Collection::everyBox(catalog))
{
    rebuildRows();
}

void TileCatalogModel::setCollection(const Collection &collection)
{
    if (collection == m_collection)
        return;
    m_collection = collection;
    m_ownedCache.clear();
    countsChanged();
}

void TileCatalogModel::setTrack(const Track &track)
{
    QHash<QString, int> placed;
    QMap<int, int> used;
    for (const PlacedTile &t : track.tiles) {
        ++placed[t.sideId];
        if (const TileSide *s = m_catalog.sideById(t.sideId))
            ++used[s->number];
    }
    const bool listChanged = track.tileList != m_tileList;
    m_tileList = track.tileList;
    if (listChanged) {
        m_placed = placed;
        m_used = used;
        rebuildRows();
        return;
    }
    if (placed == m_placed && used == m_used)
        return;
    m_placed = placed;
    m_used = used;
    countsChanged();
}

void TileCatalogModel::setShowWholeCatalog(bool whole)
{
    if (whole == m_showWhole)
        return;
    m_showWhole = whole;
    rebuildRows();
}

int TileCatalogModel::listPlaced() const
{
    if (!m_listMode)
        return 0;
    QHash<QString, int> want;
    for (const TileCount &c : m_tileList)
        want[c.sideId] += c.count;
    int n = 0;
    for (auto it = want.cbegin(); it != want.cend(); ++it)
        n += std::min(it.value(), m_placed.value(it.key()));
    return n;
}

int TileCatalogModel::listRequired() const
{
    if (!m_listMode)
        return 0;
    int n = 0;
    for (const TileCount &c : m_tileList)
        n += c.count;
    return n;
}

void TileCatalogModel::rebuildRows()
{
    const bool listMode = !m_tileList.isEmpty() && !m_showWhole;
    QList<int> rows;
    if (listMode) {
        QSet<int> seen;
        for (const TileCount &c : std::as_const(m_tileList)) {
            const TileSide *s = m_catalog.sideById(c.sideId);
            if (!s)
                continue; // the validator reports unknown tiles of the list
            const int index = int(s - m_catalog.sides().data());
            if (!seen.contains(index)) {
                seen.insert(index);
                rows.append(index);
            }
        }
    } else {
        for (int i = 0; i < m_catalog.sides().size(); ++i)
            rows.append(i);
    }
    beginResetModel();
    m_rows = rows;
    const bool modeChanged = listMode != m_listMode;
    m_listMode = listMode;
    endResetModel();
    if (modeChanged)
        emit listModeChanged(m_listMode);
}

void TileCatalogModel::countsChanged()
{
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(int(m_rows.size()) - 1),
                         {OwnedRole, UsedRole, FreeRole, PlacedRole, RequiredRole, Qt::ToolTipRole});
}

int TileCatalogModel::rowOf(const QString &sideId) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_catalog.sides()[m_rows[r]].id == sideId)
            return r;
    return -1;
}

QString TileCatalogModel::sideIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_catalog.sides()[m_rows[row]].id : QString();
}

int TileCatalogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant TileCatalogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int sideIndex = m_rows[index.row()];
    const TileSide &s = m_catalog.sides()[sideIndex];
    const auto owned = [&] {
        auto it = m_ownedCache.constFind(s.number);
        if (it == m_ownedCache.cend())
            it = m_ownedCache.insert(s.number, m_collection.copiesOf(s.number, m_catalog));
        return *it;
    };
    const auto required = [&] {
        int n = 0;
        for (const TileCount &c : m_tileList)
            if (c.sideId == s.id)
                n += c.count;
        return n;
    };
    switch (role) {
    case Qt::DisplayRole:
    case SideIdRole:
        return s.id;
    case Qt::ToolTipRole:
        return toolTip(sideIndex);
    case NumberRole:
        return s.number;
    case GameRole:
        return int(s.game);
    case TerrainRole:
        return int(s.terrain);
    case DangerRole:
        return int(s.danger);
    case TileRoleRole:
        return int(s.role);
    case LanesRole: {
        QList<int> lanes;
        for (const EdgeSpec &e : s.edges)
            if (e.isOpen() && !lanes.contains(e.lanes))
                lanes.append(e.lanes);
        std::sort(lanes.begin(), lanes.end());
        return QVariant::fromValue(lanes);
    }
    case BoxesRole: {
        QStringList ids;
        for (const Box *b : m_catalog.boxesContaining(s.number))
            ids << b->id;
        return ids;
    }
    case OwnedRole:
        return owned();
    case UsedRole:
        return m_used.value(s.number);
    case FreeRole:
        return owned() - m_used.value(s.number);
    case PlacedRole:
        return m_placed.value(s.id);
    case RequiredRole:
        return m_listMode ? required() : 0;
    case SearchTextRole: {
        // the id is matched on its own, from its start (see TileFilterProxy)
        QStringList words{CatalogNames::terrain(s.terrain), CatalogNames::danger(s.danger),
                          CatalogNames::role(s.role), CatalogNames::structure(s.structure), s.fillerScene};
        for (const Marking &m : s.markings)
            words << CatalogNames::marking(m);
        return words.join(u' ');
    }
    default:
        return {};
    }
}

QString TileCatalogModel::toolTip(int sideIndex) const
{
    const TileSide &s = m_catalog.sides()[sideIndex];
    QStringList lines;
    lines << u"<b>%1</b> — %2"_s.arg(s.id, CatalogNames::role(s.role).toHtmlEscaped());
    QStringList facts{CatalogNames::game(s.game)};
    if (s.terrain != Terrain::None)
        facts << CatalogNames::terrain(s.terrain);
    if (s.danger != Danger::None)
        facts << tr("danger level: %1").arg(CatalogNames::danger(s.danger));
    lines << facts.join(u", "_s).toHtmlEscaped();
    QStringList roads;
    for (const TilePath &p : s.paths) {
        const int lanes = std::max(s.edges[size_t(p.from)].lanes, s.edges[size_t(p.to)].lanes);
        roads << tr("%1–%2 %3, %n lane(s)", nullptr, lanes)
                     .arg(HexDir::letter(p.from), HexDir::letter(p.to), CatalogNames::pathKind(p.kind));
    }
    if (!roads.isEmpty())
        lines << roads.join(u"; "_s).toHtmlEscaped();
    if (!s.markings.isEmpty()) {
        QStringList marks;
        for (const Marking &m : s.markings)
            marks << CatalogNames::marking(m);
        lines << tr("Markings: %1").arg(marks.join(u", "_s)).toHtmlEscaped();
    }
    if (!s.fillerScene.isEmpty())
        lines << tr("Picture: %1").arg(s.fillerScene).toHtmlEscaped();
    QStringList boxes;
    for (const Box *b : m_catalog.boxesContaining(s.number))
        boxes << tr("%1 × %2").arg(CatalogNames::box(*b)).arg(b->copies.value(s.number));
    lines << tr("In: %1").arg(boxes.join(u", "_s)).toHtmlEscaped();
    const int owned = m_collection.copiesOf(s.number, m_catalog);
    const int used = m_used.value(s.number);
    lines << tr("Your boxes hold %1; on the table: %2; free: %3").arg(owned).arg(used).arg(owned - used).toHtmlEscaped();
    if (m_listMode) {
        int required = 0;
        for (const TileCount &c : m_tileList)
            if (c.sideId == s.id)
                required += c.count;
        lines << tr("Tile list: %1 of %2 placed").arg(m_placed.value(s.id)).arg(required).toHtmlEscaped();
    }
    if (!s.note.isEmpty())
        lines << u"<i>%1</i>"_s.arg(s.note.toHtmlEscaped());
    return lines.join(u"<br>"_s);
}

QHash<int, QByteArray> TileCatalogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(SideIdRole, "sideId");
    names.insert(NumberRole, "number");
    names.insert(GameRole, "game");
    names.insert(TerrainRole, "terrain");
    names.insert(DangerRole, "danger");
    names.insert(TileRoleRole, "tileRole");
    names.insert(LanesRole, "lanes");
    names.insert(BoxesRole, "boxes");
    names.insert(OwnedRole, "owned");
    names.insert(UsedRole, "used");
    names.insert(FreeRole, "free");
    names.insert(PlacedRole, "placed");
    names.insert(RequiredRole, "required");
    names.insert(SearchTextRole, "searchText");
    return names;
}

Qt::ItemFlags TileCatalogModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemNeverHasChildren;
}

QStringList TileCatalogModel::mimeTypes() const
{
    return {QString::fromLatin1(kMimeType)};
}

QMimeData *TileCatalogModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &i : indexes)
        if (i.isValid() && i.model() == this) {
            auto *mime = new QMimeData;
            mime->setData(QString::fromLatin1(kMimeType), sideIdAt(i.row()).toUtf8());
            return mime;
        }
    return nullptr;
}

Qt::DropActions TileCatalogModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

QString TileCatalogModel::sideIdFromMime(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kMimeType)))
        return {};
    const QByteArray data = mime->data(QString::fromLatin1(kMimeType));
    return data.size() <= 16 ? QString::fromUtf8(data) : QString();
}

} // namespace Pacenotes
