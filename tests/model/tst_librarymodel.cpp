// SPDX-License-Identifier: GPL-3.0-or-later
// LibraryModel and LibraryFilterProxy under QAbstractItemModelTester: rows follow the
// library's changes one by one, the columns' texts, search by title/author/tile id, the game
// and origin filters, rulebook tracks first in natural order.
#include "itemmodels/libraryfilterproxy.h"
#include "itemmodels/librarymodel.h"
#include "library/tracklibrary.h"
#include "catalog/tilecatalog.h"
#include "i18n/translations.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

LibraryEntry entry(const QString &path, const QString &title, Game game, LibrarySource source,
                   LibraryKind kind = LibraryKind::Circuit, int problems = 0)
{
    LibraryEntry e;
    e.path = path;
    e.title = title;
    e.author = u"Jean"_s;
    e.hasGame = true;
    e.game = game;
    e.source = source;
    e.kind = kind;
    e.tileCount = 12;
    e.tileIds = game == Game::GT ? u"102b 106b"_s : u"202a 217a"_s;
    e.problemCount = problems;
    return e;
}

QStringList titles(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, LibraryModel::TitleColumn).data().toString();
    return out;
}

} // namespace

class tst_LibraryModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { Translations::install(u"en"_s); }
    void rowsFollowChanges();
    void columnsAndRoles();
    void filtersAndOrder();
    void searchRanksTheBestMatchFirst();
    void followsLibrary();
};

void tst_LibraryModel::rowsFollowChanges()
{
    LibraryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEntries({entry(u"/a.json"_s, u"A"_s, Game::GT, LibrarySource::Folder),
                      entry(u"/b.json"_s, u"B"_s, Game::GT, LibrarySource::Folder)});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(LibraryModel::ColumnCount));

    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    LibraryEntry b2 = entry(u"/b.json"_s, u"B2"_s, Game::Dirt, LibrarySource::Folder);
    model.apply({b2, entry(u"/c.json"_s, u"C"_s, Game::GT, LibrarySource::Opened)}, {u"/a.json"_s, u"/gone"_s});
    QCOMPARE(removed.size(), 1);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(titles(model), (QStringList{u"B2"_s, u"C"_s}));
    QCOMPARE(model.rowOf(u"/c.json"_s), 1);
    QCOMPARE(model.rowOf(u"/a.json"_s), -1);
    model.apply({}, {u"/b.json"_s, u"/c.json"_s});
    QCOMPARE(model.rowCount(), 0);
}

void tst_LibraryModel::columnsAndRoles()
{
    LibraryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    LibraryEntry bad;
    bad.path = u"/tracks/bad.json"_s;
    bad.firstProblem = u"Cannot parse"_s;
    LibraryEntry listed = entry(u":/tracks/gt-track-1.json"_s, u"GT Track 1"_s, Game::GT, LibrarySource::Bundled,
                                LibraryKind::List);
    LibraryEntry open = entry(u"/tracks/open.json"_s, u""_s, Game::Dirt, LibrarySource::Folder,
                              LibraryKind::Incomplete, 2);
    open.firstProblem = u"Open end"_s;
    model.setEntries({bad, listed, open});

    const QModelIndex b = model.index(0, LibraryModel::TitleColumn);
    QCOMPARE(b.data().toString(), u"bad.json"_s); // no title: the file's name
    QCOMPARE(model.index(0, LibraryModel::GameColumn).data().toString(), u"—"_s);
    QCOMPARE(model.index(0, LibraryModel::TilesColumn).data().toString(), u"—"_s);
    QCOMPARE(model.index(0, LibraryModel::ValidityColumn).data().toString(), u"Unreadable"_s);
    QVERIFY(b.data(Qt::ToolTipRole).toString().contains(u"Cannot parse"_s));
    QCOMPARE(b.data(LibraryModel::GameRole).toInt(), -1);
    QVERIFY(!b.data(LibraryModel::ValidRole).toBool());
    QVERIFY(b.data(LibraryModel::ThumbnailRole).value<QImage>().isNull());

    const QModelIndex l = model.index(1, LibraryModel::TitleColumn);
    QCOMPARE(model.index(1, LibraryModel::WhereColumn).data().toString(), u"Rulebook"_s);
    QCOMPARE(model.index(1, LibraryModel::ValidityColumn).data().toString(), u"Tile list, not laid out"_s);
    QCOMPARE(model.index(1, LibraryModel::TilesColumn).data().toInt(), 12);
    QVERIFY(l.data(LibraryModel::ValidRole).toBool());
    QVERIFY(l.data(Qt::ToolTipRole).toString().contains(u"Built into Pacenotes"_s));
    QVERIFY(l.data(LibraryModel::SearchTextRole).toString().contains(u"106b"_s));
    QVERIFY(l.data(LibraryModel::SubtitleRole).toString().contains(u"12 tiles"_s));

    QCOMPARE(model.index(2, LibraryModel::ValidityColumn).data().toString(), u"Incomplete · 2 problems"_s);
    QCOMPARE(model.index(2, LibraryModel::WhereColumn).data().toString(), u"/tracks"_s);
    QVERIFY(model.index(2, 0).data(Qt::ToolTipRole).toString().contains(u"Open end"_s));

    // The thumbnail is decoded from the PNG bytes.
    QImage img(16, 12, QImage::Format_ARGB32);
    img.fill(Qt::red);
    QByteArray png;
    {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(img.save(&buffer, "PNG"));
    }
    listed.thumbnail = png;
    model.apply({listed}, {});
    QCOMPARE(model.index(1, 0).data(LibraryModel::ThumbnailRole).value<QImage>().size(), QSize(16, 12));
    QCOMPARE(model.headerData(LibraryModel::TilesColumn, Qt::Horizontal).toString(), u"Tiles"_s);
}

void tst_LibraryModel::filtersAndOrder()
{
    LibraryModel model;
    LibraryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEntries({entry(u"/m/z.json"_s, u"Zandvoort"_s, Game::GT, LibrarySource::Folder),
                      entry(u":/tracks/d10.json"_s, u"DIRT SS10"_s, Game::Dirt, LibrarySource::Bundled),
                      entry(u":/tracks/d2.json"_s, u"DIRT SS2"_s, Game::Dirt, LibrarySource::Bundled),
                      entry(u"/m/a.json"_s, u"alpine"_s, Game::Dirt, LibrarySource::Opened)});
    QCOMPARE(titles(proxy), (QStringList{u"DIRT SS2"_s, u"DIRT SS10"_s, u"alpine"_s, u"Zandvoort"_s}));

    proxy.setOrigin(LibraryFilterProxy::Origin::Mine);
    QCOMPARE(titles(proxy), (QStringList{u"alpine"_s, u"Zandvoort"_s}));
    proxy.setOrigin(LibraryFilterProxy::Origin::Rulebook);
    QCOMPARE(proxy.rowCount(), 2);
    proxy.setOrigin(LibraryFilterProxy::Origin::Any);

    proxy.setGame(Game::GT);
    QCOMPARE(titles(proxy), QStringList{u"Zandvoort"_s});
    proxy.setGame(std::nullopt);

    proxy.setText(u"  217A  "_s); // a tile id, any case
    QCOMPARE(proxy.rowCount(), 3);
    proxy.setText(u"ss1 dirt"_s); // every word, in any order
    QCOMPARE(titles(proxy), QStringList{u"DIRT SS10"_s});
    proxy.setText(u"jean zand"_s); // author and title
    QCOMPARE(titles(proxy), QStringList{u"Zandvoort"_s});
    proxy.setText(u"a.json"_s); // file name
    QCOMPARE(titles(proxy), QStringList{u"alpine"_s});
    proxy.setText(u"nothing like it"_s);
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setText({});

    // Rows added later land in order.
    model.apply({entry(u"/m/b.json"_s, u"Brands"_s, Game::GT, LibrarySource::Folder)}, {});
    QCOMPARE(titles(proxy).indexOf(u"Brands"_s), 3);

    // Sorting by tiles compares numbers.
    LibraryEntry big = entry(u"/m/big.json"_s, u"Big"_s, Game::GT, LibrarySource::Folder);
    big.tileCount = 100;
    LibraryEntry small = entry(u"/m/small.json"_s, u"Small"_s, Game::GT, LibrarySource::Folder);
    small.tileCount = 9;
    model.setEntries({big, small});
    proxy.sort(LibraryModel::TilesColumn);
    QCOMPARE(titles(proxy), (QStringList{u"Small"_s, u"Big"_s}));
}

void tst_LibraryModel::searchRanksTheBestMatchFirst()
{
    // Issue 16: "GT Track 2" listed all four GT tracks, Track 1 first.
    LibraryModel model;
    LibraryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto gt = [](const QString &path, const QString &title, LibrarySource source, const QString &tiles) {
        LibraryEntry e = entry(path, title, Game::GT, source);
        e.tileIds = tiles;
        return e;
    };
    const QString tiles = u"101 102b 105b 112b 120b"_s;
    model.setEntries({gt(u":/tracks/gt-track-1.json"_s, u"GT Track 1"_s, LibrarySource::Bundled, tiles),
                      gt(u":/tracks/gt-track-2.json"_s, u"GT Track 2"_s, LibrarySource::Bundled, tiles),
                      gt(u":/tracks/gt-track-4.json"_s, u"GT Track 4"_s, LibrarySource::Bundled, tiles),
                      gt(u"/m/copy.json"_s, u"My copy of GT Track 2"_s, LibrarySource::Folder, tiles),
                      gt(u"/m/long.json"_s, u"GT Track 21 long"_s, LibrarySource::Folder, tiles),
                      gt(u"/m/gt-track-2-notes.json"_s, u"Sunday"_s, LibrarySource::Folder, tiles)});
    proxy.setText(u"gt track 2"_s);
    QCOMPARE(titles(proxy), (QStringList{u"GT Track 2"_s, u"GT Track 21 long"_s, u"My copy of GT Track 2"_s, u"Sunday"_s}));
    QCOMPARE(proxy.rank(model.index(model.rowOf(u":/tracks/gt-track-2.json"_s), 0)), 0);
    QCOMPARE(proxy.rank(model.index(model.rowOf(u"/m/gt-track-2-notes.json"_s), 0)), 3); // by its file name
    proxy.setText(u"120"_s); // a tile id still finds every track with the tile
    QCOMPARE(proxy.rowCount(), 6);
}

void tst_LibraryModel::followsLibrary()
{
    TrackLibrary library(TileCatalog::builtin());
    library.open(u":memory:"_s);
    LibraryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLibrary(&library);
    QCOMPARE(model.rowCount(), 0);
    QSignalSpy finished(&library, &TrackLibrary::scanFinished);
    library.rescan();
    QVERIFY(finished.wait(20000));
    QCOMPARE(model.rowCount(), int(library.entries().size()));
    QVERIFY(model.rowCount() > 0);
    QVERIFY(model.rowOf(u":/tracks/gt-track-1.json"_s) >= 0);
    library.open(u":memory:"_s); // reopened: the model resets to the new (empty) rows
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(tst_LibraryModel)
#include "tst_librarymodel.moc"
