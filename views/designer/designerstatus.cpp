// SPDX-License-Identifier: GPL-3.0-or-later
#include "designerstatus.h"

#include "track/trackdocument.h"

#include <QCoreApplication>
#include <QHash>

namespace Pacenotes::DesignerStatus {

namespace {
// lupdate reads the context from the macro (a plain helper function would not match)
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DesignerStatus)
};

int placedFromList(const Track &track)
{
    QHash<QString, int> want;
    for (const TileCount &c : track.tileList)
        want[c.sideId] += c.count;
    QHash<QString, int> have;
    for (const PlacedTile &t : track.tiles)
        ++have[t.sideId];
    int n = 0;
    for (auto it = want.cbegin(); it != want.cend(); ++it)
        n += std::min(it.value(), have.value(it.key()));
    return n;
}
} // namespace

bool listComplete(const TrackDocument &document)
{
    const Track &t = document.track();
    return !t.tileList.isEmpty() && placedFromList(t) == t.tileListTotal() && document.report().isValid();
}

QString summary(const TrackDocument &document)
{
    const Track &track = document.track();
    const TrackReport &report = document.report();
    const int problems = int(report.problems.size());
    if (!track.tileList.isEmpty()) {
        const int total = track.tileListTotal();
        if (listComplete(document))
            return Tr::tr("Layout complete and valid: all %n tile(s) of the list are placed.", nullptr, total);
        const QString placed = Tr::tr("Tile list: %1 of %2 placed").arg(placedFromList(track)).arg(total);
        if (track.tiles.isEmpty())
            return placed + QStringLiteral(" · ") + Tr::tr("double-click tiles in the palette to lay them out");
        return placed + QStringLiteral(" · ") + Tr::tr("%n problem(s)", nullptr, problems);
    }
    if (track.tiles.isEmpty())
        return Tr::tr("Empty table: double-click a tile in the palette to start the course, or drag it onto the table.");
    const int length = report.stats.courseLength;
    QString state;
    if (report.isValid() && report.course.kind == Course::Kind::Circuit)
        state = Tr::tr("Valid circuit, %n tile(s) on the course", nullptr, length);
    else if (report.isValid() && report.course.kind == Course::Kind::Stage)
        state = Tr::tr("Valid stage, %n tile(s) on the course", nullptr, length);
    else if (report.isValid() && report.course.kind == Course::Kind::RxCircuit)
        state = Tr::tr("Valid RX circuit, %n tile(s) on the course", nullptr, length);
    else
        state = Tr::tr("%n problem(s)", nullptr, problems);
    if (report.isValid() && !report.stats.guidance.text.isEmpty())
        state += QStringLiteral(" · ") + report.stats.guidance.text;
    return state;
}

} // namespace Pacenotes::DesignerStatus
