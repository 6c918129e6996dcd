// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sqlite/sqlitefile.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Pacenotes {

/**
 * The records database's schema history. Version N is reached from N-1 by running
 * `steps[N-1].statements` in one transaction; a new database runs them all. Never edit a
 * shipped step: add a new one (tests/data/records/ keeps old databases to migrate from).
 *
 *  1  the rulebook sheets: laps with turns, rallies with stages, players and results
 *  2  the advanced rules and notes: checkpoint penalties, retirements, lap and rally notes,
 *     an index for personal bests
 */
namespace RecordsSchema {
/// `PRAGMA application_id` of our files: "PCNT".
constexpr int kApplicationId = 0x50434E54;

using Step = SqliteStep;

const QList<Step> &steps();
int currentVersion();
} // namespace RecordsSchema

} // namespace Pacenotes
