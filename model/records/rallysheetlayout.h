// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Pacenotes {

/**
 * The rows of the DIRT rally sheet for a number of stages, in the rulebook's order
 * ("RALLY SHEET"): for each stage its time, then (except after the last stage) the damage
 * carried and the spare tire, and from the second stage on the overall time; at the end the
 * final time and the position. The screen adds a Retired row per stage, and a Penalty row
 * between stages when the Checkpoints rule is on. Shared by the screen table and the printer.
 */
class RallySheetLayout
{
public:
    enum class RowKind { StageTime, Penalty, Retired, Damage, SpareTire, Overall, FinalTime, Position };
    struct Row
    {
        RowKind kind;
        int stage; ///< -1 for FinalTime and Position
        bool operator==(const Row &) const = default;
    };
    struct Options
    {
        bool checkpoints = false;
        bool retiredRows = false; ///< the screen has them; paper writes "RET" in the time box
    };

    static QList<Row> rows(int stageCount, Options options);
    /// The label the rulebook sheet prints, upper case and translated ("STAGE 2", "DAMAGE"...).
    static QString label(const Row &row);
    /// "G: Gear / C: Coast / B: Brake", translated.
    static QString damageLegend();
};

} // namespace Pacenotes
