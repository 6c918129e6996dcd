// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/trackproblem.h"

#include <QAbstractListModel>
#include <QIcon>

namespace Pacenotes {

struct TrackReport;

/**
 * The problems of a track's report as a list, errors before warnings in the validator's
 * order, for the designer's problems panel. An adapter over a copy of the report's problems.
 */
class ProblemListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        SeverityRole = Qt::UserRole + 1, ///< int (Severity)
        CodeRole,                        ///< QString, TrackProblem::code()
        TileRole,                        ///< int, index into Track::tiles or -1
        OtherTileRole,                   ///< int, or -1
        EdgeRole,                        ///< int, world edge or -1
        PositionRole,                    ///< QPoint(q, r), valid when HasPositionRole
        HasPositionRole,                 ///< bool
        IsHintRole,                      ///< bool: what to do next (nothing on the table yet), not a fault
    };
    Q_ENUM(Roles)

    explicit ProblemListModel(QObject *parent = nullptr);

    void setReport(const TrackReport &report);
    /// Icons the views want next to errors and warnings (the model has no style of its own).
    void setIcons(const QIcon &error, const QIcon &warning, const QIcon &hint = {});

    const TrackProblem &problem(int row) const { return m_problems.at(row); }
    /// Errors and warnings; hints (an empty table) count as neither.
    int errorCount() const;
    int warningCount() const;
    int hintCount() const;
    /// An empty track is a start, not a fault: the validator's "no tiles" reads as a hint here
    /// (the command line still calls such a file invalid).
    static bool isHint(const TrackProblem &problem);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QList<TrackProblem> m_problems;
    QIcon m_errorIcon;
    QIcon m_warningIcon;
    QIcon m_hintIcon;
};

} // namespace Pacenotes
