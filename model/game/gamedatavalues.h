// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedataitem.h"
#include "rules/rulesdata.h"

#include <optional>

namespace Pacenotes {

/**
 * Reads and writes one value of the game data by its GameDataItem, so that the editor, its
 * checks and its tables address dashboards, the Loss of Control table, Time cards and the bags
 * alike. Values are numbers; choices are numbered as GameDataValidator::refuse() says. Solo
 * timing is not in RulesData: GameDataDocument handles it.
 */
namespace GameDataValues {

/// The value fields of a row of `kind` (for Time cards: of a deck, or of a 0 side with `back`).
QStringList fields(GameDataKind kind, bool back = false);
/// The row exists in `data`.
bool exists(const RulesData &data, const GameDataItem &item);
/// The field means something for its row: damage marks only on a Crash card, a gear only on a
/// SISU card; every other existing value does.
bool applies(const RulesData &data, const GameDataItem &item);
std::optional<int> value(const RulesData &data, const GameDataItem &item);
/// A value's provenance; the 0 sides of a deck share one ("backs").
std::optional<Provenance> provenance(const RulesData &data, const GameDataItem &item);
/// Sets a value and its provenance; false when the item does not exist.
bool set(RulesData &data, const GameDataItem &item, int value, const Provenance &provenance);
/// Copies the value and provenance of `item` from `from` (the built-in data) into `data`.
bool copy(RulesData &data, const RulesData &from, const GameDataItem &item);

const DashboardRow *dashboardRow(const RulesData &data, const GameDataItem &item);
Provenance userProvenance(const QString &note = {});

} // namespace GameDataValues

} // namespace Pacenotes
