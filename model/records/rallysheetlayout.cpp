// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallysheetlayout.h"

#include <QCoreApplication>

namespace Pacenotes {

QList<RallySheetLayout::Row> RallySheetLayout::rows(int stageCount, Options options)
{
    QList<Row> out;
    for (int s = 0; s < stageCount; ++s) {
        const bool last = s == stageCount - 1;
        out.append({RowKind::StageTime, s});
        if (options.retiredRows)
            out.append({RowKind::Retired, s});
        if (options.checkpoints && !last)
            out.append({RowKind::Penalty, s});
        if (!last) {
            out.append({RowKind::Damage, s});
            out.append({RowKind::SpareTire, s});
            if (s > 0)
                out.append({RowKind::Overall, s});
        }
    }
    if (stageCount > 0) {
        out.append({RowKind::FinalTime, -1});
        out.append({RowKind::Position, -1});
    }
    return out;
}

QString RallySheetLayout::label(const Row &row)
{
    const auto tr = [](const char *s) { return QCoreApplication::translate("RallySheet", s); };
    switch (row.kind) {
    case RowKind::StageTime: return tr("STAGE %1").arg(row.stage + 1);
    case RowKind::Penalty: return tr("PENALTY");
    case RowKind::Retired: return tr("RETIRED");
    case RowKind::Damage: return tr("DAMAGE");
    case RowKind::SpareTire: return tr("SPARE TIRE");
    case RowKind::Overall: return tr("OVERALL TIME");
    case RowKind::FinalTime: return tr("FINAL TIME");
    case RowKind::Position: return tr("POSITION");
    }
    return {};
}

QString RallySheetLayout::damageLegend()
{
    return QCoreApplication::translate("RallySheet", "G: Gear / C: Coast / B: Brake");
}

} // namespace Pacenotes
