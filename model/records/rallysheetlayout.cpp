// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallysheetlayout.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RallySheet)
};
} // namespace

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
    switch (row.kind) {
    case RowKind::StageTime: return Tr::tr("STAGE %1").arg(row.stage + 1);
    case RowKind::Penalty: return Tr::tr("PENALTY");
    case RowKind::Retired: return Tr::tr("RETIRED");
    case RowKind::Damage: return Tr::tr("DAMAGE");
    case RowKind::SpareTire: return Tr::tr("SPARE TYRE");
    case RowKind::Overall: return Tr::tr("OVERALL TIME");
    case RowKind::FinalTime: return Tr::tr("FINAL TIME");
    case RowKind::Position: return Tr::tr("POSITION");
    }
    return {};
}

QString RallySheetLayout::damageLegend()
{
    return Tr::tr("G: Gear / C: Coast / B: Brake");
}

} // namespace Pacenotes
