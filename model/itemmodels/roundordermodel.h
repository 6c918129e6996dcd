// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/turnorder.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class GameSession;
struct ActionVerdict;

/**
 * The round tracker: the cars in the order of play of the current round, as TurnOrder decided it,
 * each with why it plays before the next one (in words, with the rule: GT speed > distance >
 * position, DIRT distance > speed > position, the staggered start, the leader) and where it
 * stands this round (played, playing now, to play); then the cars waiting to start (DIRT), the
 * finished and the retired. Between two rounds it shows the order the next round would have, as a
 * preview. "Next" (advance()) starts the round when one is due. Rebuilt on every change.
 */
class RoundOrderModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { PlaceColumn, CarColumn, GearColumn, StatusColumn, ReasonColumn, ColumnCount };
    enum class RowStatus { Played, Playing, ToPlay, Waiting, Finished, Retired };
    Q_ENUM(RowStatus)
    enum Roles {
        PlayerRole = Qt::UserRole + 1, ///< player index
        ColourRole,
        RowStatusRole,                 ///< RowStatus as int
        ActiveRole,
        CriterionRole,                 ///< why before the next: "speed", "distance", "position", "tie"...
        RuleRole,                      ///< the rule code of the reason
        ReferenceRole                  ///< where the rule is written (translated)
    };

    explicit RoundOrderModel(GameSession *session, QObject *parent = nullptr);

    /// "Round 3 (black)", "Stage 2, round 4", or "Next round" for the preview.
    QString title() const { return m_title; }
    /// True between two rounds: the rows are the order the next round would start in.
    bool isPreview() const { return m_preview; }
    /// The row of the car whose turn it is, or -1.
    int activeRow() const;
    /// Pairs the rules do not separate (the players decide; a note says so).
    int ties() const;
    /// "Next player": starts the next round when one is due.
    ActionVerdict advance();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void titleChanged(const QString &title);

private:
    struct Row
    {
        int car = -1;
        RowStatus status = RowStatus::ToPlay;
        std::optional<OrderReason> reason; ///< why it plays before the next row
    };
    void rebuild();

    QPointer<GameSession> m_session;
    QList<Row> m_rows;
    QString m_title;
    bool m_preview = false;
};

} // namespace Pacenotes
