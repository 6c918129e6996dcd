// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/rallystandings.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <optional>

namespace Pacenotes {

class GameSession;
struct Provenance;

/**
 * The dashboards: one row per car (in player order) with everything the table reads off a
 * dashboard — class, tyres, the side or column in use, the gear marker, where the car is, the
 * dice it may use now after damage, the hazard limit, damage tokens, Focus or Second tokens,
 * laps (GT) or Time cards and the running stage time (DIRT), spare tyre and SISU, its status.
 * Values that come from game data of low confidence (single source, placeholder) carry it in
 * ConfidenceRole and their source in SourceRole / the tooltip, for the view's marker. Structured
 * roles give what a large dashboard draws: the dice per kind, the GT Loss of Control table with the
 * current gear's row, the Time cards. Read-only: every value comes from the session's state.
 */
class GamePlayersModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NameColumn, ClassColumn, TyresColumn, SideColumn, GearColumn, LocationColumn, DiceColumn, HazardLimitColumn,
        DamageColumn, TokensColumn, ProgressColumn, SpareTyreColumn, SisuColumn, StatusColumn, ColumnCount
    };
    enum Roles {
        PlayerRole = Qt::UserRole + 1, ///< player index
        ColourRole,                    ///< QColor
        ActiveRole,                    ///< it is this car's turn
        StatusRole,                    ///< "racing", "finished", "retired"
        ConfidenceRole,                ///< the value's data confidence id ("rulebook", "single-source", "placeholder"...)
        LowConfidenceRole,             ///< true: show the placeholder/single-source marker
        SourceRole,                    ///< where the value comes from (translated), for the marker's tooltip
        DiceRole,                      ///< QVariantList of {kind, now, printed, confidence} per die kind the dashboard has
        LossTableRole,                 ///< GT: QVariantList of {gear, marker, yellow, orange, red, current, confidence}
        DamageRole,                    ///< QVariantMap {gear, brake, coast, boost}
        TimeCardsRole,                 ///< DIRT: QVariantList of {gear, side, seconds, entered, confidence}
        StageTimeRole,                 ///< DIRT: seconds (Σ Time cards − Second tokens; once the stage is over, the
                                       ///< rally sheet's time: a retired car's is the slowest finisher's + 1:00);
                                       ///< invalid for a retired car before the stage is over
        StageTimeTextRole,             ///< DIRT: the stage time in words: "1:23", "RET 1:44", "RET (…)"
        SoloFiguresRole,               ///< GT solo: QVariantMap {turns, trackTime, focus, finalTime, finished} (the sheet's figures)
        GearMarkerRole,                ///< "0".."6", "00"
        LocationRole,                  ///< "track", "off-track", "pits"
        YellowFlagsRole                ///< GT: Yellow Flags this car drew that lie on the track
    };

    explicit GamePlayersModel(GameSession *session, QObject *parent = nullptr);

    /// A finished car in words: "finished, place 2" (GT race); a solo lap: "finished, final time
    /// 1:02"; DIRT: "finished" (a stage is won on time: its classification says the places).
    static QString finishedText(const GameSession &session, int car);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();
    QVariant display(int car, int column) const;
    Provenance provenance(int car, int column) const;
    /// DIRT: the car's stage time (see StageTimeRole).
    std::optional<int> stageSeconds(int car) const;
    /// `brief`: "RET" alone while a retired car's time is not known yet (the compact rows).
    QString stageTimeText(int car, bool brief) const;
    QVariantMap soloFigures() const;

    QPointer<GameSession> m_session;
    int m_rows = 0;
    RallyStandings m_standings; ///< DIRT: the rally sheet's figures, derived on every change
};

} // namespace Pacenotes
