// SPDX-License-Identifier: GPL-3.0-or-later
// TileCatalogModel and TileFilterProxy under QAbstractItemModelTester: rows, counts of free
// copies from boxes owned × count, the rulebook-list mode, filters and drag data.
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "itemmodels/tilecatalogmodel.h"
#include "itemmodels/tilefilterproxy.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

QVariant roleOf(const TileCatalogModel &m, const QString &id, int role)
{
    return m.index(m.rowOf(id)).data(role);
}

QStringList ids(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, 0).data(TileCatalogModel::SideIdRole).toString();
    return out;
}
} // namespace

class tst_TileCatalogModel : public QObject
{
    Q_OBJECT
private slots:
    void wholeCatalog();
    void copiesFromBoxesAndCounts();
    void usageCountsBothSides();
    void listMode();
    void filters_data();
    void filters();
    void textFilterAndOwnedOnly();
    void dragData();
};

void tst_TileCatalogModel::wholeCatalog()
{
    TileCatalogModel model(cat());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), int(cat().sides().size()));
    QVERIFY(!model.isListMode());
    QCOMPARE(model.index(0).data().toString(), u"101"_s);
    QCOMPARE(roleOf(model, u"151a"_s, TileCatalogModel::LanesRole).value<QList<int>>(), QList<int>{3});
    QCOMPARE(roleOf(model, u"119a"_s, TileCatalogModel::LanesRole).value<QList<int>>(), (QList<int>{2, 3}));
    QCOMPARE(roleOf(model, u"122a"_s, TileCatalogModel::BoxesRole).toStringList(),
             (QStringList{u"gt-championship"_s, u"gt-world-tour"_s}));
    QVERIFY(roleOf(model, u"117a"_s, Qt::ToolTipRole).toString().contains(u"117a"_s));
    QCOMPARE(model.flags(model.index(3)) & Qt::ItemIsDragEnabled, Qt::ItemIsDragEnabled);
}

void tst_TileCatalogModel::copiesFromBoxesAndCounts()
{
    TileCatalogModel model(cat());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // one of every box: 103 comes three times in the core box
    QCOMPARE(roleOf(model, u"103a"_s, TileCatalogModel::OwnedRole).toInt(), 3);
    QCOMPARE(roleOf(model, u"122b"_s, TileCatalogModel::OwnedRole).toInt(), 2); // Championship + World Tour
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    Collection two;
    two.setCount(u"gt-core"_s, 2);
    model.setCollection(two);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(roleOf(model, u"103a"_s, TileCatalogModel::OwnedRole).toInt(), 6);
    QCOMPARE(roleOf(model, u"122b"_s, TileCatalogModel::OwnedRole).toInt(), 0);
    QCOMPARE(roleOf(model, u"122b"_s, TileCatalogModel::FreeRole).toInt(), 0);
    model.setCollection(two);
    QCOMPARE(changed.size(), 1); // nothing changed, no signal
}

void tst_TileCatalogModel::usageCountsBothSides()
{
    TileCatalogModel model(cat());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Track t = Samples::gtLoop(); // 105b twice, 106b twice, 112b twice, 102b, 103b
    t.tiles.append(PlacedTile{u"105a"_s, 0, {20, 20}, 0});
    model.setTrack(t);
    QCOMPARE(roleOf(model, u"105a"_s, TileCatalogModel::UsedRole).toInt(), 3);
    QCOMPARE(roleOf(model, u"105b"_s, TileCatalogModel::UsedRole).toInt(), 3);
    QCOMPARE(roleOf(model, u"105b"_s, TileCatalogModel::PlacedRole).toInt(), 2);
    QCOMPARE(roleOf(model, u"105a"_s, TileCatalogModel::PlacedRole).toInt(), 1);
    QCOMPARE(roleOf(model, u"105a"_s, TileCatalogModel::OwnedRole).toInt(), 2);
    QCOMPARE(roleOf(model, u"105a"_s, TileCatalogModel::FreeRole).toInt(), -1); // over-used
    QCOMPARE(roleOf(model, u"103b"_s, TileCatalogModel::FreeRole).toInt(), 2);
    QCOMPARE(roleOf(model, u"105a"_s, TileCatalogModel::RequiredRole).toInt(), 0);
}

void tst_TileCatalogModel::listMode()
{
    TileCatalogModel model(cat());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy mode(&model, &TileCatalogModel::listModeChanged);
    Track t;
    t.game = Game::Dirt;
    t.tileList = {{u"202a"_s, 1}, {u"204a"_s, 2}, {u"208a"_s, 1}, {u"999x"_s, 1}, {u"204a"_s, 1}};
    model.setTrack(t);
    QVERIFY(model.isListMode());
    QCOMPARE(mode.size(), 1);
    QCOMPARE(ids(model), (QStringList{u"202a"_s, u"204a"_s, u"208a"_s})); // unknown ids left out
    QCOMPARE(roleOf(model, u"204a"_s, TileCatalogModel::RequiredRole).toInt(), 3);
    QCOMPARE(model.listRequired(), 6);
    QCOMPARE(model.listPlaced(), 0);

    t.tiles = {PlacedTile{u"204a"_s, 0, {0, 0}, 0}, PlacedTile{u"204a"_s, 0, {1, 0}, 0}, PlacedTile{u"208a"_s, 0, {2, 0}, 0},
               PlacedTile{u"208a"_s, 0, {3, 0}, 0}};
    model.setTrack(t);
    QCOMPARE(roleOf(model, u"204a"_s, TileCatalogModel::PlacedRole).toInt(), 2);
    QCOMPARE(model.listPlaced(), 3); // a second 208a beyond the list does not count
    QCOMPARE(mode.size(), 1);

    model.setShowWholeCatalog(true);
    QVERIFY(!model.isListMode());
    QCOMPARE(model.rowCount(), int(cat().sides().size()));
    QCOMPARE(roleOf(model, u"204a"_s, TileCatalogModel::RequiredRole).toInt(), 0);
    QCOMPARE(mode.size(), 2);
    model.setShowWholeCatalog(false);
    QCOMPARE(model.rowCount(), 3);

    model.setTrack(Track{});
    QVERIFY(!model.isListMode());
    QCOMPARE(mode.size(), 4);
}

void tst_TileCatalogModel::filters_data()
{
    QTest::addColumn<int>("game");     // -1 any
    QTest::addColumn<QString>("box");
    QTest::addColumn<int>("lanes");
    QTest::addColumn<int>("terrain");  // -1 any
    QTest::addColumn<int>("danger");   // -1 any
    QTest::addColumn<QStringList>("mustHave");
    QTest::addColumn<QStringList>("mustNotHave");
    QTest::newRow("GT") << int(Game::GT) << QString() << 0 << -1 << -1
                        << QStringList{u"101"_s, u"154b"_s, u"901a"_s} << QStringList{u"201a"_s, u"419b"_s};
    QTest::newRow("DIRT") << int(Game::Dirt) << QString() << 0 << -1 << -1
                          << QStringList{u"201a"_s, u"905b"_s} << QStringList{u"101"_s, u"102a"_s};
    QTest::newRow("core box") << -1 << u"gt-core"_s << 0 << -1 << -1
                              << QStringList{u"101"_s, u"120b"_s} << QStringList{u"121a"_s, u"201a"_s};
    QTest::newRow("4 lanes") << -1 << QString() << 4 << -1 << -1
                             << QStringList{u"139a"_s, u"149a"_s} << QStringList{u"139b"_s, u"103a"_s};
    QTest::newRow("snow") << -1 << QString() << 0 << int(Terrain::Snow) << -1
                          << QStringList{u"301b"_s} << QStringList{u"301a"_s, u"204a"_s};
    QTest::newRow("red") << int(Game::GT) << QString() << 0 << -1 << int(Danger::Red)
                         << QStringList{u"104b"_s, u"154a"_s} << QStringList{u"104a"_s, u"204a"_s};
    QTest::newRow("combined") << int(Game::GT) << u"gt-team-challenge"_s << 3 << -1 << int(Danger::Yellow)
                              << QStringList{u"141b"_s, u"139b"_s} << QStringList{u"139a"_s, u"147b"_s};
}

void tst_TileCatalogModel::filters()
{
    QFETCH(int, game);
    QFETCH(QString, box);
    QFETCH(int, lanes);
    QFETCH(int, terrain);
    QFETCH(int, danger);
    QFETCH(QStringList, mustHave);
    QFETCH(QStringList, mustNotHave);
    TileCatalogModel model(cat());
    TileFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setGame(game < 0 ? std::nullopt : std::optional<Game>(Game(game)));
    proxy.setBox(box);
    proxy.setLanes(lanes);
    proxy.setTerrain(terrain < 0 ? std::nullopt : std::optional<Terrain>(Terrain(terrain)));
    proxy.setDanger(danger < 0 ? std::nullopt : std::optional<Danger>(Danger(danger)));
    const QStringList shown = ids(proxy);
    for (const QString &id : mustHave)
        QVERIFY2(shown.contains(id), qPrintable(id));
    for (const QString &id : mustNotHave)
        QVERIFY2(!shown.contains(id), qPrintable(id));
}

void tst_TileCatalogModel::textFilterAndOwnedOnly()
{
    TileCatalogModel model(cat());
    TileFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setText(u"  10"_s);
    QCOMPARE(ids(proxy).first(), u"101"_s);
    QVERIFY(!ids(proxy).contains(u"110a"_s));
    QVERIFY(ids(proxy).contains(u"109b"_s));
    proxy.setText(u"jump 5"_s);
    QVERIFY(ids(proxy).contains(u"416a"_s));
    QVERIFY(!ids(proxy).contains(u"416b"_s)); // jump 4
    proxy.setText(u"lake"_s);
    QCOMPARE(ids(proxy), (QStringList{u"903a"_s, u"903b"_s}));
    proxy.setText({});

    Collection gtOnly;
    gtOnly.setCount(u"gt-core"_s, 1);
    model.setCollection(gtOnly);
    proxy.setOwnedOnly(true);
    QCOMPARE(proxy.rowCount(), 39); // 101 + 19 double-sided tiles of the core box
    model.setCollection(Collection::everyBox(cat()));
    QCOMPARE(proxy.rowCount(), int(cat().sides().size())); // the proxy follows data changes
}

void tst_TileCatalogModel::dragData()
{
    TileCatalogModel model(cat());
    QCOMPARE(model.mimeTypes(), QStringList{QString::fromLatin1(TileCatalogModel::kMimeType)});
    std::unique_ptr<QMimeData> mime(model.mimeData({model.index(model.rowOf(u"133b"_s))}));
    QVERIFY(mime);
    QCOMPARE(TileCatalogModel::sideIdFromMime(mime.get()), u"133b"_s);
    QMimeData other;
    other.setText(u"133b"_s);
    QCOMPARE(TileCatalogModel::sideIdFromMime(&other), QString());
    QCOMPARE(TileCatalogModel::sideIdFromMime(nullptr), QString());
}

QTEST_GUILESS_MAIN(tst_TileCatalogModel)
#include "tst_tilecatalogmodel.moc"
