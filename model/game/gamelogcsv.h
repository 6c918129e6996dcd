// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace Pacenotes {

class GameSession;

/**
 * The game log as CSV, one row per line of the log view: each action's headline, then each of
 * its rulings (kind, rule code, message, rulebook reference), with the round, stage and car.
 * Same conventions as RecordsCsv (RFC 4180, UTF-8 with a byte-order mark, column titles in the
 * current language, formula-looking text neutralised); written with RecordsCsv::write.
 */
namespace GameLogCsv {
QByteArray write(const GameSession &session);
} // namespace GameLogCsv

} // namespace Pacenotes
