// SPDX-License-Identifier: GPL-3.0-or-later
// TileRenderer: every catalog side draws, its roads reach exactly its open edges at every turn,
// start/finish tiles carry the line, the user's scans replace the drawing the right way up.
// Set PACENOTES_SHOTS=<folder> to also write a contact sheet of every side there.
#include "catalog/tilecatalog.h"
#include "hex/hexlayout.h"
#include "render/tilegeometry.h"
#include "render/tilerenderer.h"
#include "render/tilescans.h"
#include "render/tilestyle.h"

#include <QPainter>
#include <QTemporaryDir>
#include <QLineF>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

int colourDistance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

/// How far `c` is from every blend of `a` and `b` (anti-aliasing mixes a line with what is under it).
int mixDistance(QColor c, QColor a, QColor b)
{
    int best = colourDistance(c, a);
    for (int t = 1; t <= 16; ++t) {
        const auto mix = [t](int x, int y) { return x + (y - x) * t / 16; };
        best = std::min(best, colourDistance(c, QColor(mix(a.red(), b.red()), mix(a.green(), b.green()), mix(a.blue(), b.blue()))));
    }
    return best;
}

/// A road between the two neighbours of a closed edge that is straight or leaves through a
/// skewed edge runs parallel to that closed edge, close beside it.
bool runsAlong(const TileSide &side, int edge)
{
    for (const TilePath &p : side.paths)
        if ((p.kind == PathKind::SkewStraight || side.edges[size_t(p.from)].skewed || side.edges[size_t(p.to)].skewed)
            && ((p.from == HexDir::rotate(edge, -1) && p.to == HexDir::rotate(edge, 1))
                || (p.to == HexDir::rotate(edge, -1) && p.from == HexDir::rotate(edge, 1))))
            return true;
    return false;
}

int opaquePixels(const QImage &img)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            n += qAlpha(img.pixel(x, y)) > 200;
    return n;
}
} // namespace

class tst_TileRenderer : public QObject
{
    Q_OBJECT
private slots:
    void everySideDraws();
    void roadsReachOpenEdgesOnly_data();
    void roadsReachOpenEdgesOnly();
    void startLineOnStartTilesOnly();
    void markingsHaveRoom();
    void unknownTilePlaceholder();
    void scansReplaceDrawing();
    void flatTopScanIsTurned();
    void contactSheet();
};

void tst_TileRenderer::everySideDraws()
{
    const double hexArea = 3.0 * std::sqrt(3.0) / 2.0 * std::pow(96.0 / 2.0 * 0.98, 2); // image() fits 2 × size into the height
    for (const TileSide &side : cat().sides()) {
        const QImage img = TileRenderer::image(side, QSize(96, 96));
        QCOMPARE(img.size(), QSize(96, 96));
        const int opaque = opaquePixels(img);
        QVERIFY2(opaque > hexArea * 0.9 && opaque < hexArea * 1.1, qPrintable(side.id + u" %1 of %2"_s.arg(opaque).arg(hexArea)));
        const TileGeometry &g = TileGeometry::of(side);
        QCOMPARE(g.centrelines.size(), side.paths.size());
        QCOMPARE(g.roads.isEmpty(), side.paths.isEmpty());
    }
}

void tst_TileRenderer::roadsReachOpenEdgesOnly_data()
{
    QTest::addColumn<int>("rotation");
    for (int r = 0; r < 6; ++r)
        QTest::addRow("rotation %d", r) << r;
}

void tst_TileRenderer::roadsReachOpenEdgesOnly()
{
    QFETCH(int, rotation);
    const int px = 240;
    TileRenderOptions plain;
    plain.labels = false;
    plain.markings = false;
    for (const TileSide &side : cat().sides()) {
        if (side.role != TileRole::Track && side.role != TileRole::StartFinish)
            continue;
        const QImage img = TileRenderer::image(side, QSize(px, px), 1.0, rotation, plain);
        const double size = px / 2.0 * 0.98;
        const HexLayout layout(size, QPointF(px / 2.0, px / 2.0));
        const QColor road = TileStyle::road(side.terrain);
        const QColor ground = TileStyle::ground(side.terrain, side.role);
        for (int world = 0; world < 6; ++world) {
            const int local = HexDir::rotate(world, -rotation);
            const EdgeSpec &e = side.edges[size_t(local)];
            // a point 17% in from the edge midpoint (past the danger strip and the ticks), in
            // the middle of the lane nearest the road's centre (clear of lane lines)
            static constexpr double widths[] = {0.54, 0.54, 0.54, 0.70, 0.82};
            const int lanes = std::max(e.lanes, 2);
            const double offset = lanes % 2 ? 0.0 : widths[std::min(lanes, 4)] / (2 * lanes);
            const QPointF mid = layout.edgeMidpoint({}, world);
            const QPointF centre = layout.toPixel(HexCoord{});
            const QPointF inward = (centre - mid) / layout.inradius();
            const QPointF along(-inward.y(), inward.x());
            const QPointF probe = mid + inward * (0.17 * size) + along * (offset * size);
            const QColor c = img.pixelColor(probe.toPoint());
            const QString what = u"%1 rotation %2 world edge %3"_s.arg(side.id).arg(rotation).arg(HexDir::letter(world));
            if (e.isOpen())
                QVERIFY2(colourDistance(c, road) < 60, qPrintable(what + u": no road at an open edge "_s + c.name()));
            else if (!runsAlong(side, local))
                // The tile's ground there; a road bending close by may lay its kerb over it.
                QVERIFY2(colourDistance(c, road) > 60 && mixDistance(c, ground, TileStyle::kerb(side.terrain)) < 40,
                         qPrintable(what + u": not the tile's ground at a closed edge "_s + c.name() + u" (ground "_s
                                    + ground.name() + u')'));
        }
    }
}

void tst_TileRenderer::startLineOnStartTilesOnly()
{
    for (const TileSide &side : cat().sides()) {
        const TileGeometry &g = TileGeometry::of(side);
        QCOMPARE(!g.startDark.isEmpty(), side.role == TileRole::StartFinish);
        QCOMPARE(!g.serviceArea.isEmpty(), side.role == TileRole::Assistance);
    }
}

void tst_TileRenderer::markingsHaveRoom()
{
    // Markings and the label need one spot each; a tile with roads everywhere may have fewer
    // clear spots, but every side with markings has at least as many spots as markings + 1.
    for (const TileSide &side : cat().sides()) {
        const TileGeometry &g = TileGeometry::of(side);
        if (side.paths.isEmpty())
            continue;
        QVERIFY2(g.freeSpots.size() >= side.markings.size() + 1, qPrintable(side.id));
    }
}

void tst_TileRenderer::unknownTilePlaceholder()
{
    QImage img(120, 120, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    TileRenderer::paint(&p, nullptr, u"999z"_s, QPointF(60, 60), 55, 0);
    p.end();
    QVERIFY(opaquePixels(img) > 5000);
}

void tst_TileRenderer::scansReplaceDrawing()
{
    QTemporaryDir dir;
    QImage scan(200, 230, QImage::Format_RGB32);
    scan.fill(QColor(255, 0, 255));
    QVERIFY(scan.save(dir.filePath(u"103B-2.png"_s)));
    QVERIFY(scan.save(dir.filePath(u"not-a-tile.png"_s)));
    TileScans scans(dir.path());
    QCOMPARE(scans.count(), 1);
    QVERIFY(!scans.image(u"103b"_s).isNull());
    QVERIFY(scans.image(u"103a"_s).isNull());
    TileRenderOptions o;
    o.scans = &scans;
    o.labels = false;
    const QImage withScan = TileRenderer::image(*cat().sideById(u"103b"_s), QSize(100, 100), 1.0, 0, o);
    QCOMPARE(withScan.pixelColor(50, 50), QColor(255, 0, 255));
    // sides without a scan are drawn as usual
    const QImage drawn = TileRenderer::image(*cat().sideById(u"103a"_s), QSize(100, 100), 1.0, 0, o);
    QVERIFY(colourDistance(drawn.pixelColor(50, 50), QColor(255, 0, 255)) > 100);
}

void tst_TileRenderer::flatTopScanIsTurned()
{
    QTemporaryDir dir;
    QImage scan(230, 200, QImage::Format_RGB32); // wider than tall: edge A on top
    QPainter p(&scan);
    p.fillRect(0, 0, 230, 100, Qt::red);
    p.fillRect(0, 100, 230, 100, Qt::blue);
    p.end();
    QVERIFY(scan.save(dir.filePath(u"105a.png"_s)));
    TileScans scans(dir.path());
    TileRenderOptions o;
    o.scans = &scans;
    o.labels = false;
    const QImage img = TileRenderer::image(*cat().sideById(u"105a"_s), QSize(100, 100), 1.0, 0, o);
    QCOMPARE(img.pixelColor(75, 50), QColor(Qt::red));  // top of the picture is now east
    QCOMPARE(img.pixelColor(25, 50), QColor(Qt::blue));
    const QImage turned = TileRenderer::image(*cat().sideById(u"105a"_s), QSize(100, 100), 1.0, 3, o);
    QCOMPARE(turned.pixelColor(25, 50), QColor(Qt::red));
}

void tst_TileRenderer::contactSheet()
{
    const QList<TileSide> &sides = cat().sides();
    const int cell = 150, cols = 12;
    const double size = cell / std::sqrt(3.0) * 0.96;
    const int rowHeight = int(2 * size) + 4;
    const int rows = int((sides.size() + cols - 1) / cols);
    QImage sheet(cols * cell, rows * rowHeight, QImage::Format_RGB32);
    sheet.fill(QColor(0xf4, 0xf4, 0xf2));
    QPainter p(&sheet);
    for (int i = 0; i < sides.size(); ++i) {
        const QPointF c((i % cols + 0.5) * cell, (i / cols + 0.5) * rowHeight);
        TileRenderer::paint(&p, &sides[i], sides[i].id, c, size, 0);
    }
    p.end();
    QVERIFY(sheet.pixelColor(cell / 2, rowHeight / 2) != QColor(0xf4, 0xf4, 0xf2));
    if (const QByteArray out = qgetenv("PACENOTES_SHOTS"); !out.isEmpty()) {
        QVERIFY(sheet.save(QString::fromLocal8Bit(out) + u"/tiles-contact-sheet.png"_s));
        // a few sides large: curves must stay smooth when zoomed far in
        QImage big(4 * 460, 2 * 520, QImage::Format_RGB32);
        big.fill(Qt::white);
        QPainter bp(&big);
        const char *ids[] = {"122a", "123a", "128a", "134a", "151a", "150b", "119a", "201a"};
        for (int i = 0; i < 8; ++i)
            TileRenderer::paint(&bp, cat().side(QString::fromLatin1(ids[i])), QString(),
                                QPointF((i % 4 + 0.5) * 460, (i / 4 + 0.5) * 520), 255, 0);
        bp.end();
        QVERIFY(big.save(QString::fromLocal8Bit(out) + u"/tiles-large.png"_s));
    }
}

QTEST_MAIN(tst_TileRenderer)
#include "tst_tilerenderer.moc"
