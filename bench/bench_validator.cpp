// SPDX-License-Identifier: GPL-3.0-or-later
// Prints how long TrackValidator::validate takes on large circuits (median of many runs).
#include "catalog/tilecatalog.h"
#include "track/placement.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// A hexagonal loop: six sides of `side` straights joined by six right-hand 60-degree bends.
Track hexLoop(int side)
{
    const TileCatalog &cat = TileCatalog::builtin();
    Track t;
    HexCoord pos;
    int heading = 0;
    Placement::append(t, *cat.side(u"102b"), pos, heading, 0);
    pos = pos.neighbor(heading);
    for (int s = 0; s < 6; ++s) {
        for (int i = (s == 0 ? 1 : 0); i < side; ++i) {
            Placement::append(t, *cat.side(u"103b"), pos, heading, 0);
            pos = pos.neighbor(heading);
        }
        Placement::append(t, *cat.side(u"105b"), pos, heading, 1);
        pos = pos.neighbor(heading);
    }
    return t;
}

double medianMicros(const Track &t, int runs)
{
    const TileCatalog &cat = TileCatalog::builtin();
    const Collection all = Collection::everyBox(cat);
    std::vector<double> us;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const TrackReport r = TrackValidator::validate(t, cat, all);
        us.push_back(double(timer.nsecsElapsed()) / 1000.0);
        if (i == 0 && r.course.kind != Course::Kind::Circuit)
            std::printf("  (warning: the benchmark track is not a closed circuit)\n");
    }
    std::sort(us.begin(), us.end());
    return us[us.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::printf("TrackValidator::validate, median of 200 runs\n");
    std::printf("%8s %12s\n", "tiles", "median µs");
    for (int side : {3, 9, 19, 49, 99}) {
        const Track t = hexLoop(side);
        std::printf("%8lld %12.1f\n", static_cast<long long>(t.tiles.size()), medianMicros(t, 200));
    }
    return 0;
}
