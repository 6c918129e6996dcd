// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacesidesmodel.h"

#include <algorithm>

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "spaces/spacecheck.h"
#include "spaces/spacelibrary.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

SpaceSidesModel::SpaceSidesModel(SpaceLibrary *library, QObject *parent) : QAbstractTableModel(parent), m_library(library)
{
    for (const TileSide &side : library->catalog().sides())
        if (side.isCourseTile() || side.role == TileRole::Pit) {
            Row row;
            row.side = &side;
            QStringList roads;
            for (int r = 0; r < side.paths.size(); ++r)
                roads << SpaceText::roadName(side, r) + u' ' + CatalogNames::pathKind(side.paths[r].kind);
            row.shape = side.role == TileRole::Pit ? CatalogNames::role(side.role) : roads.join(u", "_s);
            m_rows.append(row);
        }
    for (Row &row : m_rows)
        fill(row);
    connect(library, &SpaceLibrary::changed, this, &SpaceSidesModel::refresh);
}

int SpaceSidesModel::rowOf(const QString &sideId) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].side->id == sideId)
            return i;
    return -1;
}

QString SpaceSidesModel::sideId(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].side->id : QString();
}

int SpaceSidesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SpaceSidesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void SpaceSidesModel::fill(Row &row) const
{
    const SpaceSources::Found found = m_library->sources().find(row.side->id);
    row.source = found.source;
    row.covered = found.data && found.data->provenance != SpaceProvenance::Template;
    row.errors = row.warnings = row.doubtful = 0;
    if (!found.data) {
        row.data = tr("none");
        return;
    }
    switch (found.data->provenance) {
    case SpaceProvenance::Template: row.data = tr("template"); break;
    case SpaceProvenance::Estimated: row.data = tr("estimated"); break;
    case SpaceProvenance::Measured: row.data = tr("measured"); break;
    case SpaceProvenance::ReadFromPicture: row.data = tr("read from picture"); break;
    }
    // Doubtful readings are named in the list, so "uncertain" finds them in the filter.
    row.doubtful = int(std::count_if(found.data->spaces.cbegin(), found.data->spaces.cend(),
                                     [](const TileSpace &s) { return s.doubtful(); }));
    if (row.doubtful > 0)
        row.data += u", "_s + tr("%n uncertain", nullptr, row.doubtful);
    for (const SpaceProblem &p : SpaceCheck::check(*found.data, *row.side))
        ++(p.severity == SpaceProblem::Severity::Error ? row.errors : row.warnings);
}

void SpaceSidesModel::refresh()
{
    for (Row &row : m_rows)
        fill(row);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

QVariant SpaceSidesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case SideIdRole: return row.side->id;
    case CoveredRole: return row.covered;
    case ErrorsRole: return row.errors;
    case Qt::DisplayRole:
        switch (index.column()) {
        case SideColumn: return row.side->id;
        case GameColumn: return CatalogNames::game(row.side->game);
        case ShapeColumn: return row.shape;
        case DataColumn: return row.data;
        case SourceColumn: return row.source;
        case ProblemsColumn:
            if (row.errors == 0 && row.warnings == 0)
                return QString();
            return row.errors > 0 ? tr("%n error(s)", nullptr, row.errors) : tr("%n warning(s)", nullptr, row.warnings);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == DataColumn && !row.covered)
            return tr("Only a template: the number of spaces is a guess from the tile's shape and it has no markings. "
                      "Count and mark your own tile.");
        if (index.column() == DataColumn && row.doubtful > 0)
            return tr("Some spaces or markings were read uncertain off the picture: check them on your tile.");
        break;
    default: break;
    }
    return {};
}

QVariant SpaceSidesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SideColumn: return tr("Side");
    case GameColumn: return tr("Game");
    case ShapeColumn: return tr("Roads");
    case DataColumn: return tr("Spaces");
    case SourceColumn: return tr("From");
    case ProblemsColumn: return tr("Check");
    }
    return {};
}

} // namespace Pacenotes
