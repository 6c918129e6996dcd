// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/rallystandings.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class GameSession;

/**
 * A DIRT stage's classification in the game window: the cars by stage time, fastest first (a
 * retired car with the slowest finisher's time + 1:00, "RET"), with the rally's running totals —
 * the overall time after the stage and the overall position. Every time comes from
 * RallyStandings over the game's rally sheet (GameRecords::rallySoFar), the same figures the
 * rally sheet shows; this model only ranks and words them. It follows the game: the stage just
 * finished (or, between two stages, the one before), rebuilt on every change.
 */
class StageResultsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { PlaceColumn, PlayerColumn, StageTimeColumn, OverallColumn, PositionColumn, ColumnCount };
    enum Roles {
        PlayerRole = Qt::UserRole + 1, ///< player index
        ColourRole,                    ///< the player's colour
        SecondsRole,                   ///< the stage time in seconds (retirement and penalty included); invalid when unknown
        OverallRole,                   ///< the overall time after the stage in seconds; invalid when unknown
        RetiredRole                    ///< retired from the stage
    };

    explicit StageResultsModel(GameSession *session, QObject *parent = nullptr);

    /// The stage shown (0-based): the last one with results; -1 before any stage is over.
    int stage() const { return m_stage; }
    /// "Stage 1 (SS1): classification".
    QString title() const;
    /// More than one stage: the overall time and position are worth showing.
    bool showsTotals() const;
    /// The standings the rows come from.
    const RallyStandings &standings() const { return m_standings; }

    /// A stage time as the rally sheet words it: "2:15", "RET 3:14" (retired), "—" (unknown).
    static QString stageTimeText(const RallyStandings::Cell &cell);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QPointer<GameSession> m_session;
    RallyStandings m_standings;
    int m_stage = -1;
    QList<int> m_rows;   ///< player indices, fastest on the stage first
    QList<int> m_places; ///< the stage place of each row (equal times share it)
};

} // namespace Pacenotes
