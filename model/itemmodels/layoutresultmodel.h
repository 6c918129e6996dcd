// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "solver/layoutresult.h"

#include <QAbstractListModel>

namespace Pacenotes {

/**
 * The layouts of a solve, best first, for the "Lay out for me" results: one row per distinct
 * shape with its rank figures (table footprint, compactness, longest straight, corners) and
 * counts (arrangements, tile assignments). An adapter over a copy of the LayoutResult (copies
 * share the solver's context); the track of a row is built on demand by layout().
 */
class LayoutResultModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        RankRole = Qt::UserRole + 1, ///< int, 1 for the best
        WidthCmRole,                 ///< double, table rectangle (the orientation needing least area)
        DepthCmRole,                 ///< double
        AreaCm2Role,                 ///< double
        CompactnessRole,             ///< double, 0..1: share of the rectangle covered by tiles
        CourseTilesRole,             ///< int, tiles on the course
        LongestStraightRole,         ///< int, tiles in a row without turning
        CornersInRowRole,            ///< int, turning tiles in a row
        CornersRole,                 ///< int, turning tiles
        ArrangementsRole,            ///< int, ways the lane-width tiles can lie on the same cells
        AssignmentsRole,             ///< qulonglong, orders of the interchangeable tiles (saturating)
        TurnsRole,                   ///< QString, "S R RR L …" from the start, the letters translated
        InterchangeableRole,         ///< QString, translated: the classes of interchangeable tiles
    };
    Q_ENUM(Roles)

    explicit LayoutResultModel(QObject *parent = nullptr);

    void setResult(const LayoutResult &result);
    void clear();
    const LayoutResult &result() const { return m_result; }
    /// The layout of `row` as a track (empty for a row out of range).
    Track layout(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QString interchangeable(int row) const;
    QString turns(int row) const;

    LayoutResult m_result;
};

} // namespace Pacenotes
