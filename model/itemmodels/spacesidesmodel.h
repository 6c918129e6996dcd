// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

namespace Pacenotes {

class SpaceLibrary;
struct TileSide;

/**
 * Every tile side that can carry spaces, with what the space library has for it: the table
 * of the Tile Spaces editor and its coverage view (which sides have data, of what kind, from
 * which pack, and whether it is consistent). Re-reads the library when it changes.
 */
class SpaceSidesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SideColumn, GameColumn, ShapeColumn, DataColumn, SourceColumn, ProblemsColumn, ColumnCount };
    enum Roles {
        SideIdRole = Qt::UserRole + 1, ///< QString, canonical side id
        CoveredRole,                   ///< bool: the user has data that is not a template
        ErrorsRole,                    ///< int: errors in the data used
    };
    Q_ENUM(Roles)

    explicit SpaceSidesModel(SpaceLibrary *library, QObject *parent = nullptr);

    /// The row of a side, or -1.
    int rowOf(const QString &sideId) const;
    QString sideId(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        const TileSide *side = nullptr;
        QString shape;
        QString source;
        QString data;
        bool covered = false;
        int errors = 0;
        int warnings = 0;
        int doubtful = 0; ///< spaces whose reading stays uncertain
    };
    void refresh();
    void fill(Row &row) const;

    SpaceLibrary *m_library;
    QList<Row> m_rows;
};

} // namespace Pacenotes
