// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship.h"

#include <QByteArray>
#include <QString>

namespace Pacenotes {

class ChampionshipStandings;

/**
 * The standings to take elsewhere, in the current language: CSV for a spreadsheet (RFC 4180,
 * UTF-8 with a byte-order mark, the cells of RecordsCsv), and text ready to paste into a forum
 * post — a Markdown table, or plain text lined up in a fixed-width font — with the next starting
 * order, the rules in force and the notes.
 */
namespace ChampionshipExport {
/// One row per driver: position, driver, team, car, one column per event, total, gap; then the
/// next starting order.
QByteArray csv(const Championship &season, const ChampionshipStandings &standings);
QString markdown(const Championship &season, const ChampionshipStandings &standings);
QString plainText(const Championship &season, const ChampionshipStandings &standings);
} // namespace ChampionshipExport

} // namespace Pacenotes
