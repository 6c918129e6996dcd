// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/hexcoord.h"
#include "hex/hexlayout.h"

#include <QTest>

#include <cmath>

using namespace Pacenotes;

class tst_HexCoord : public QObject
{
    Q_OBJECT
private slots:
    void neighbours_data();
    void neighbours();
    void directionLetters();
    void rotation_data();
    void rotation();
    void rotationIsAGroup();
    void distance_data();
    void distance();
    void pixelRoundTrip();
    void pickingNearEdges_data();
    void pickingNearEdges();
    void edgesFaceTheirNeighbours();
};

void tst_HexCoord::neighbours_data()
{
    QTest::addColumn<int>("dir");
    QTest::addColumn<int>("dq");
    QTest::addColumn<int>("dr");
    // The convention of the Rekee JSON and .rgt formats (issue 2).
    QTest::newRow("A") << 0 << 1 << 0;
    QTest::newRow("B") << 1 << 0 << 1;
    QTest::newRow("C") << 2 << -1 << 1;
    QTest::newRow("D") << 3 << -1 << 0;
    QTest::newRow("E") << 4 << 0 << -1;
    QTest::newRow("F") << 5 << 1 << -1;
    QTest::newRow("wraps 6 -> A") << 6 << 1 << 0;
    QTest::newRow("wraps -1 -> F") << -1 << 1 << -1;
}

void tst_HexCoord::neighbours()
{
    QFETCH(int, dir);
    QFETCH(int, dq);
    QFETCH(int, dr);
    const HexCoord origin{3, -2};
    QCOMPARE(origin.neighbor(dir), (HexCoord{3 + dq, -2 + dr}));
    QCOMPARE(origin.neighbor(dir).distanceTo(origin), 1);
    QCOMPARE(origin.directionTo(origin.neighbor(dir)), HexDir::normalize(dir));
    QCOMPARE(origin.neighbor(dir).neighbor(HexDir::opposite(dir)), origin);
}

void tst_HexCoord::directionLetters()
{
    QCOMPARE(HexDir::letter(0), QChar(u'A'));
    QCOMPARE(HexDir::letter(5), QChar(u'F'));
    QCOMPARE(HexDir::fromLetter(u'c'), 2);
    QCOMPARE(HexDir::fromLetter(u'F'), 5);
    QCOMPARE(HexDir::fromLetter(u'G'), -1);
    QCOMPARE(HexDir::opposite(1), 4);
    QCOMPARE(HexDir::rotate(5, 2), 1);
}

void tst_HexCoord::rotation_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("r");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("eq");
    QTest::addColumn<int>("er");
    QTest::newRow("A by 1 is B") << 1 << 0 << 1 << 0 << 1;
    QTest::newRow("B by 1 is C") << 0 << 1 << 1 << -1 << 1;
    QTest::newRow("A by 3 is D") << 1 << 0 << 3 << -1 << 0;
    QTest::newRow("A by -1 is F") << 1 << 0 << -1 << 1 << -1;
    QTest::newRow("(2,-1) by 2") << 2 << -1 << 2 << -1 << 2;
    QTest::newRow("origin fixed") << 0 << 0 << 4 << 0 << 0;
}

void tst_HexCoord::rotation()
{
    QFETCH(int, q);
    QFETCH(int, r);
    QFETCH(int, steps);
    QFETCH(int, eq);
    QFETCH(int, er);
    QCOMPARE((HexCoord{q, r}).rotated(steps), (HexCoord{eq, er}));
}

void tst_HexCoord::rotationIsAGroup()
{
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r) {
            const HexCoord h{q, r};
            QCOMPARE(h.rotated(6), h);
            QCOMPARE(h.rotated(2).rotated(4), h);
            QCOMPARE(h.rotated(1).length(), h.length());
            for (int d = 0; d < 6; ++d) // rotating a neighbour turns its direction with it
                QCOMPARE(h.rotated(1).directionTo(h.neighbor(d).rotated(1)), HexDir::rotate(d, 1));
            const HexCoord c{1, 2};
            QCOMPARE(h.rotatedAround(c, 3).rotatedAround(c, 3), h);
        }
}

void tst_HexCoord::distance_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("r");
    QTest::addColumn<int>("expected");
    QTest::newRow("origin") << 0 << 0 << 0;
    QTest::newRow("two east") << 2 << 0 << 2;
    QTest::newRow("diagonal") << 2 << -1 << 2;
    QTest::newRow("mixed") << 3 << -5 << 5;
    QTest::newRow("far") << -4 << 7 << 7;
}

void tst_HexCoord::distance()
{
    QFETCH(int, q);
    QFETCH(int, r);
    QFETCH(int, expected);
    QCOMPARE((HexCoord{q, r}).length(), expected);
    QCOMPARE((HexCoord{1, 1}).distanceTo(HexCoord{1 + q, 1 + r}), expected);
}

void tst_HexCoord::pixelRoundTrip()
{
    const HexLayout layout(40.0, QPointF(10, -5));
    for (int q = -6; q <= 6; ++q)
        for (int r = -6; r <= 6; ++r) {
            const HexCoord h{q, r};
            QCOMPARE(layout.fromPixel(layout.toPixel(h)), h);
        }
    // pointy-top: east neighbour is one width to the right, south-east one is 1.5 sizes down
    QCOMPARE(layout.toPixel(HexCoord{1, 0}) - layout.toPixel(HexCoord{0, 0}), QPointF(layout.width(), 0));
    QCOMPARE(layout.toPixel(HexCoord{0, 1}).y() - layout.toPixel(HexCoord{0, 0}).y(), 60.0);
}

void tst_HexCoord::pickingNearEdges_data()
{
    QTest::addColumn<int>("dir");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<bool>("inside");
    for (int d = 0; d < 6; ++d) {
        QTest::addRow("edge %d just inside", d) << d << 0.97 << true;
        QTest::addRow("edge %d just outside", d) << d << 1.03 << false;
    }
}

void tst_HexCoord::pickingNearEdges()
{
    QFETCH(int, dir);
    QFETCH(double, fraction);
    QFETCH(bool, inside);
    const HexLayout layout(50.0);
    const HexCoord h{2, -1};
    const QPointF centre = layout.toPixel(h);
    const QPointF p = centre + (layout.edgeMidpoint(h, dir) - centre) * fraction;
    QCOMPARE(layout.fromPixel(p), inside ? h : h.neighbor(dir));
}

void tst_HexCoord::edgesFaceTheirNeighbours()
{
    const HexLayout layout(30.0);
    const HexCoord h{-1, 2};
    for (int d = 0; d < 6; ++d) {
        // the edge midpoint is halfway to the neighbour's centre
        const QPointF mid = (layout.toPixel(h) + layout.toPixel(h.neighbor(d))) / 2;
        QVERIFY(QLineF(mid, layout.edgeMidpoint(h, d)).length() < 1e-9);
        // and it lies between corners d-1 and d
        const QPointF cornerMid = (layout.corner(h, d - 1 + 6) + layout.corner(h, d)) / 2;
        QVERIFY(QLineF(cornerMid, mid).length() < 1e-9);
    }
    QCOMPARE(layout.polygon(h).size(), 6);
}

QTEST_GUILESS_MAIN(tst_HexCoord)
#include "tst_hexcoord.moc"
