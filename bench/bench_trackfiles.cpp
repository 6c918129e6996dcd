// SPDX-License-Identifier: GPL-3.0-or-later
// Prints how long writing and reading a track takes in each file format, and the file sizes.
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "io/trackpackage.h"
#include "track/placement.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QImage>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// A hexagonal loop of 6 × side tiles (as in bench_validator).
Track hexLoop(int side)
{
    const TileCatalog &cat = TileCatalog::builtin();
    Track t;
    t.title = u"Benchmark loop"_s;
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

double medianMicros(const std::function<void()> &f, int runs)
{
    std::vector<double> us;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        f();
        us.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    std::sort(us.begin(), us.end());
    return us[us.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const TileCatalog &cat = TileCatalog::builtin();
    std::printf("Write (serialize) and read (TrackFiles::readData) one track, median of 50 runs\n");
    std::printf("%8s %-12s %10s %12s %12s\n", "tiles", "format", "bytes", "write µs", "read µs");
    for (int side : {3, 19, 99}) {
        const Track t = hexLoop(side);
        for (const auto &[name, format] : {std::pair{"pacenotes", TrackFormat::Package}, std::pair{"json", TrackFormat::Json},
                                           std::pair{"rekee", TrackFormat::Rekee}, std::pair{"rgt", TrackFormat::Rgt}}) {
            const QByteArray bytes = *TrackFiles::serialize(t, format, cat, nullptr);
            const double write = medianMicros([&] { (void)TrackFiles::serialize(t, format, cat, nullptr); }, 50);
            const double read = medianMicros([&] { (void)TrackFiles::readData(bytes, format, cat); }, 50);
            std::printf("%8lld %-12s %10lld %12.1f %12.1f\n", static_cast<long long>(t.tiles.size()), name,
                        static_cast<long long>(bytes.size()), write, read);
        }
    }

    // A package with a preview the size the designer is likely to render.
    QImage preview(1200, 900, QImage::Format_ARGB32);
    preview.fill(QColor(40, 90, 160));
    for (int y = 0; y < preview.height(); y += 7)
        for (int x = 0; x < preview.width(); ++x)
            preview.setPixelColor(x, y, QColor(x % 256, y % 256, 120));
    const Track t = hexLoop(19);
    const QByteArray bytes = *TrackPackage::serialize(t, preview, nullptr);
    const double write = medianMicros([&] { (void)TrackPackage::serialize(t, preview, nullptr); }, 20);
    const double read = medianMicros([&] { (void)TrackPackage::readData(bytes, cat, nullptr); }, 20);
    std::printf("\nPackage with a 1200 × 900 preview (%lld tiles): %lld bytes, write %.1f µs, read %.1f µs (median of 20)\n",
                static_cast<long long>(t.tiles.size()), static_cast<long long>(bytes.size()), write, read);
    return 0;
}
