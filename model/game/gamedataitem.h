// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h" // Game

#include <QMetaType>
#include <QString>

namespace Pacenotes {

/// The kinds of game data the user can correct: one page each in the game-data editor.
enum class GameDataKind : quint8 {
    GtDashboards,
    DirtDashboards,
    LossOfControl, ///< GT
    TimeCards,     ///< DIRT
    GtDamageBag,
    DirtDamageBag,
    SoloTiming     ///< GT solo mode
};
inline constexpr int GameDataKindCount = int(GameDataKind::SoloTiming) + 1;

/**
 * One value of the game data (or a whole row when `field` is empty), as the editor, its checks
 * and other windows ("open the data editor at this dashboard") point at it.
 *
 * Fields, by kind: dashboards "gear", "coast", "brake", "boost", "leader", "hazardLimit"; Loss
 * of Control (by `gear`) "marker", "yellow", "orange", "red"; a Time-card deck (by `gear`)
 * "cards", "frontSeconds", and its 0 sides (by `index`) "kind", "seconds", "yellow", "orange",
 * "red", "gear", "count"; a bag's token kind (by `index`) "count"; solo timing the end gear
 * "6".."1", "0", "00" and "secondsPerFocusToken".
 */
struct GameDataItem
{
    GameDataKind kind = GameDataKind::GtDashboards;
    QString carClass;
    QString tyres;
    QString condition;
    int gear = 0;
    int index = -1;
    QString field;

    static GameDataItem dashboard(Game game, const QString &carClass, const QString &tyres, const QString &condition,
                                  const QString &field = {})
    {
        GameDataItem i;
        i.kind = game == Game::GT ? GameDataKind::GtDashboards : GameDataKind::DirtDashboards;
        i.carClass = carClass;
        i.tyres = tyres;
        i.condition = condition;
        i.field = field;
        return i;
    }
    static GameDataItem lossOfControl(int gear, const QString &field = {}) { return {GameDataKind::LossOfControl, {}, {}, {}, gear, -1, field}; }
    static GameDataItem timeCardDeck(int gear, const QString &field = {}) { return {GameDataKind::TimeCards, {}, {}, {}, gear, -1, field}; }
    static GameDataItem timeCardBack(int gear, int index, const QString &field = {})
    {
        return {GameDataKind::TimeCards, {}, {}, {}, gear, index, field};
    }
    static GameDataItem bagToken(Game game, int index, const QString &field = QStringLiteral("count"))
    {
        return {game == Game::GT ? GameDataKind::GtDamageBag : GameDataKind::DirtDamageBag, {}, {}, {}, 0, index, field};
    }
    static GameDataItem soloTiming(const QString &field) { return {GameDataKind::SoloTiming, {}, {}, {}, 0, -1, field}; }

    Game game() const
    {
        return kind == GameDataKind::DirtDashboards || kind == GameDataKind::TimeCards || kind == GameDataKind::DirtDamageBag
            ? Game::Dirt
            : Game::GT;
    }
    /// The same row (dashboard, gear, 0 side or token), whatever the field.
    bool sameRow(const GameDataItem &o) const
    {
        return kind == o.kind && carClass.compare(o.carClass, Qt::CaseInsensitive) == 0 && tyres == o.tyres
            && condition == o.condition && gear == o.gear && index == o.index;
    }
    bool operator==(const GameDataItem &) const = default;
};

} // namespace Pacenotes

Q_DECLARE_METATYPE(Pacenotes::GameDataItem)
