// SPDX-License-Identifier: GPL-3.0-or-later
// The game-data editor's tables, each under QAbstractItemModelTester: every value shows where it
// comes from, the user's values and the placeholders are marked, edits and resets go through
// the document (undo commands), refused values change nothing.
#include "game/gamedatadocument.h"
#include "i18n/translations.h"
#include "itemmodels/damagebagdatamodel.h"
#include "itemmodels/dashboarddatamodel.h"
#include "itemmodels/lossofcontroldatamodel.h"
#include "itemmodels/solotimingdatamodel.h"
#include "itemmodels/timecarddatamodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;
using R = GameDataModel::Roles;

namespace {

QStringList headers(const QAbstractItemModel &m)
{
    QStringList out;
    for (int c = 0; c < m.columnCount(); ++c)
        out << m.headerData(c, Qt::Horizontal).toString();
    return out;
}

int rowOf(const QAbstractItemModel &m, int column, const QString &text, const QModelIndex &parent = {})
{
    for (int r = 0; r < m.rowCount(parent); ++r)
        if (m.index(r, column, parent).data().toString() == text)
            return r;
    return -1;
}

/// Every cell's item leads back to the same cell.
void checkItemsRoundTrip(const GameDataModel &m, const QModelIndex &parent = {})
{
    for (int r = 0; r < m.rowCount(parent); ++r) {
        for (int c = 0; c < m.columnCount(parent); ++c) {
            const QModelIndex i = m.index(r, c, parent);
            const GameDataItem item = m.itemAt(i);
            QCOMPARE(i.data(R::ItemRole).value<GameDataItem>(), item);
            if (!item.field.isEmpty())
                QCOMPARE(m.indexOf(item), i);
        }
        checkItemsRoundTrip(m, m.index(r, 0, parent));
    }
}

} // namespace

class tst_GameDataModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { Translations::install(u"en"_s); }

    void gtDashboards()
    {
        GameDataDocument doc;
        DashboardDataModel m(&doc, Game::GT);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m.rowCount(), 30); // 5 classes x 3 tyres x 2 weathers
        QCOMPARE(headers(m), QStringList({u"Class"_s, u"Tyres"_s, u"Weather"_s, u"Gear dice"_s, u"Coast dice"_s,
                                          u"Brake dice"_s, u"Boost dice"_s, u"Hazard limit"_s}));
        checkItemsRoundTrip(m);
        QCOMPARE(m.index(0, 0).data().toString(), u"GT6"_s);
        QCOMPARE(m.index(0, 1).data().toString(), u"asphalt tyres"_s);
        QCOMPARE(m.index(0, 2).data().toString(), u"dry weather"_s);
        QVERIFY(!(m.flags(m.index(0, 0)) & Qt::ItemIsEditable));

        // The standard dashboard of the rulebook, p. 7.
        const QModelIndex coast = m.index(0, 4);
        QCOMPARE(coast.data().toString(), u"2"_s);
        QCOMPARE(coast.data(Qt::EditRole).toInt(), 2);
        QCOMPARE(coast.data(R::ConfidenceRole).toInt(), int(Confidence::Rulebook));
        QVERIFY(coast.data(R::ProvenanceRole).toString().contains(u"Rallyman: GT rulebook (English edition), p. 7"_s));
        QVERIFY(coast.data(Qt::ToolTipRole).toString().startsWith(u"Coast dice (GT6, asphalt tyres, dry weather): 2\nConfidence: from the rulebook"_s));
        QVERIFY(!coast.data(R::UserValueRole).toBool());
        QVERIFY(!coast.data(Qt::FontRole).isValid());
        QVERIFY(m.flags(coast) & Qt::ItemIsEditable);
        QVERIFY(!m.canReset(coast));

        // A soft-tyre hazard limit is not published: a placeholder, in italics.
        const int soft = rowOf(m, 1, u"soft tyres"_s);
        const QModelIndex limit = m.index(soft, 7);
        QVERIFY(limit.data(R::PlaceholderRole).toBool());
        QVERIFY(limit.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(limit.data(Qt::ToolTipRole).toString().contains(u"Please enter the value printed on your own components"_s));

        // Edit in place: an undo command; the cell becomes the user's, bold, with the shipped value.
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QVERIFY(m.setData(coast, 3));
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(coast.data().toString(), u"3"_s);
        QVERIFY(coast.data(R::UserValueRole).toBool());
        QVERIFY(coast.data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(coast.data(R::BuiltinValueRole).toString(), u"2"_s);
        QVERIFY(coast.data(Qt::ToolTipRole).toString().contains(u"Built-in value: 2"_s));
        QVERIFY(coast.data(R::ProvenanceRole).toString().contains(u"entered by you"_s));
        QVERIFY(m.canReset(coast));
        QVERIFY(m.canReset(m.index(0, 0))); // the row has a value of the user's

        // Refused: nothing changes, the document says why.
        QSignalSpy rejected(&doc, &GameDataDocument::inputRejected);
        QVERIFY(!m.setData(m.index(0, 3), 7));
        QCOMPARE(rejected.size(), 1);
        QVERIFY(rejected.first().first().toString().contains(u"7 Gear dice"_s));
        QCOMPARE(m.index(0, 3).data().toInt(), 6);
        QVERIFY(!m.setData(coast, u"three"_s));
        QCOMPARE(rejected.size(), 2);

        QVERIFY(m.reset(coast));
        QCOMPARE(coast.data().toString(), u"2"_s);
        QCOMPARE(coast.data(R::ConfidenceRole).toInt(), int(Confidence::Rulebook));
        QVERIFY(!m.reset(coast)); // nothing of the user's left
        doc.undoStack()->undo();
        QCOMPARE(coast.data().toString(), u"3"_s);
    }

    void dirtDashboardsAndAddedRows()
    {
        GameDataDocument doc;
        DashboardDataModel m(&doc, Game::Dirt);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m.rowCount(), 4);
        QCOMPARE(headers(m), QStringList({u"Class"_s, u"Tyres"_s, u"Road"_s, u"Gear dice"_s, u"Coast dice"_s, u"Leader dice"_s,
                                          u"Brake dice"_s, u"Boost dice"_s, u"Hazard limit"_s}));
        checkItemsRoundTrip(m);
        const int leader = rowOf(m, 2, u"on gravel, as the leader"_s);
        QCOMPARE(m.index(leader, 5).data().toInt(), 2);
        const int snow = rowOf(m, 2, u"on snow"_s);
        QVERIFY(m.index(snow, 3).data(R::PlaceholderRole).toBool());

        // An imported class adds rows: the model resets (the tester checks the signals).
        DataOverrides o;
        o.dirtClasses << CarClass{u"R4"_s, 4};
        DashboardRow r4{u"R4"_s, u"gravel"_s, u"gravel"_s, {4, 2, 1, 0, 0}, 3, {}};
        o.dirtDashboards << r4;
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        doc.applyOverrides(o);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(m.rowCount(), 5);
        QCOMPARE(m.index(4, 0).data().toString(), u"R4"_s);
        QVERIFY(m.index(4, 0).data(Qt::ToolTipRole).toString().contains(u"Added by you"_s));
        QVERIFY(!m.index(4, 3).data(R::BuiltinValueRole).isValid());
        QVERIFY(m.canReset(m.index(4, 0)));
        QVERIFY(m.reset(m.index(4, 0)));
        QCOMPARE(m.rowCount(), 4);
    }

    void lossOfControl()
    {
        GameDataDocument doc;
        LossOfControlDataModel m(&doc);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m.rowCount(), 6);
        QCOMPARE(headers(m), QStringList({u"Gear at the Loss of Control"_s, u"Gear marker"_s, u"Tokens, yellow tile"_s,
                                          u"Tokens, orange tile"_s, u"Tokens, red tile"_s}));
        checkItemsRoundTrip(m);
        QCOMPARE(m.index(3, 0).data().toString(), u"Gear 4"_s);
        // Jamie's example (GT p. 17): 4th gear on orange, 00 and one token, from the rulebook.
        QCOMPARE(m.index(3, 1).data().toString(), u"00"_s);
        QCOMPARE(m.index(3, 3).data().toString(), u"1"_s);
        QCOMPARE(m.index(3, 3).data(R::ConfidenceRole).toInt(), int(Confidence::Rulebook));
        QCOMPARE(m.index(3, 2).data(R::ConfidenceRole).toInt(), int(Confidence::SingleSource));
        const QVariantList choices = m.index(3, 1).data(R::ChoicesRole).toList();
        QCOMPARE(choices.size(), 2);
        QCOMPARE(choices[1].toMap().value(u"text"_s).toString(), u"00"_s);
        QVERIFY(!m.index(3, 2).data(R::ChoicesRole).isValid());

        QVERIFY(m.setData(m.index(1, 1), 1));
        QCOMPARE(m.index(1, 1).data().toString(), u"00"_s);
        QCOMPARE(doc.data().lossOfControl().row(2)->marker, GearMarker::offTrack());
        QVERIFY(!m.setData(m.index(1, 1), 2));
    }

    void timeCards()
    {
        GameDataDocument doc;
        TimeCardDataModel m(&doc);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m.rowCount(), 6);
        QCOMPARE(m.columnCount(), 7);
        QCOMPARE(headers(m), QStringList({u"Deck / 0 side"_s, u"Cards"_s, u"Seconds"_s, u"Tokens, yellow tile"_s,
                                          u"Tokens, orange tile"_s, u"Tokens, red tile"_s, u"SISU gear"_s}));
        checkItemsRoundTrip(m);
        const QModelIndex deck3 = m.index(2, 0);
        QCOMPARE(deck3.data().toString(), u"Gear 3 deck"_s);
        QCOMPARE(m.rowCount(deck3), 3);
        QCOMPARE(m.index(2, 1).data().toString(), u"32"_s);
        QCOMPARE(m.index(2, 1).data(R::ConfidenceRole).toInt(), int(Confidence::SingleSource));
        QVERIFY(m.index(2, 2).data(R::PlaceholderRole).toBool()); // front seconds: not published
        QVERIFY(!(m.flags(m.index(2, 3)) & Qt::ItemIsEditable));  // a deck has no damage marks

        const QModelIndex spin = m.index(0, 0, deck3);
        const QModelIndex crash = m.index(1, 0, deck3);
        QCOMPARE(spin.data().toString(), u"Spinout"_s);
        QCOMPARE(crash.data().toString(), u"Crash"_s);
        QCOMPARE(crash.data(R::ChoicesRole).toList().size(), 3);
        QCOMPARE(m.index(1, 5, deck3).data().toString(), u"2"_s);
        QVERIFY(m.flags(m.index(1, 5, deck3)) & Qt::ItemIsEditable);
        QVERIFY(!(m.flags(m.index(0, 5, deck3)) & Qt::ItemIsEditable)); // a Spinout shows no damage
        QVERIFY(!m.index(0, 5, deck3).data().isValid());
        QCOMPARE(m.index(2, 6, deck3).data().toString(), u"3"_s); // the SISU card's gear

        QVERIFY(m.setData(m.index(1, 2, deck3), 70));
        QCOMPARE(doc.data().timeCards().deck(3)->backs[1].seconds, 70);
        QVERIFY(m.index(0, 1, deck3).data(R::UserValueRole).toBool()); // the 0 sides share a source
        QVERIFY(m.canReset(deck3));

        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        QVERIFY(doc.addTimeCardBack(3));
        QCOMPARE(reset.size(), 1);
        QCOMPARE(m.rowCount(m.index(2, 0)), 4);
        QVERIFY(m.setData(m.index(3, 0, m.index(2, 0)), int(TimeCardBackKind::Crash)));
        QVERIFY(m.flags(m.index(3, 4, m.index(2, 0))) & Qt::ItemIsEditable);
        checkItemsRoundTrip(m);
        QVERIFY(m.reset(m.index(2, 0)));
        QCOMPARE(m.rowCount(m.index(2, 0)), 3);
        QVERIFY(doc.overrides().timeCards.isEmpty());
    }

    void damageBags()
    {
        GameDataDocument doc;
        DamageBagDataModel gt(&doc, Game::GT);
        DamageBagDataModel dirt(&doc, Game::Dirt);
        QAbstractItemModelTester t1(&gt, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&dirt, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(gt.rowCount(), 6);
        QCOMPARE(headers(gt), QStringList({u"Damage side"_s, u"Tokens"_s}));
        QCOMPARE(headers(dirt), QStringList({u"Damage side"_s, u"Shortcut side"_s, u"Tokens"_s}));
        checkItemsRoundTrip(gt);
        checkItemsRoundTrip(dirt);
        QCOMPARE(gt.index(5, 0).data().toString(), u"Green flag"_s);
        QCOMPARE(gt.index(5, 1).data().toString(), u"12"_s);
        QCOMPARE(dirt.index(0, 1).data().toString(), u"stones and mud (−1 on the corner)"_s);
        QCOMPARE(dirt.index(0, 2).data(R::ConfidenceRole).toInt(), int(Confidence::SingleSource));
        QVERIFY(dirt.index(0, 2).data(R::ProvenanceRole).toString().contains(u"Roger BW"_s));

        QVERIFY(gt.setData(gt.index(5, 1), 11));
        QCOMPARE(doc.data().damageBag(Game::GT).total(), 41);
        QVERIFY(gt.index(5, 1).data(R::ProblemRole).toString().isEmpty()); // the bag's total, not this token
        QVERIFY(!gt.setData(gt.index(5, 1), 101));
        QVERIFY(gt.reset(gt.index(5, 1)));
        QVERIFY(doc.overrides().gtBag.isEmpty());
    }

    void soloTiming()
    {
        GameDataDocument doc;
        SoloTimingDataModel m(&doc);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m.rowCount(), 9);
        QCOMPARE(headers(m), QStringList({u"End of the turn"_s, u"Seconds"_s}));
        checkItemsRoundTrip(m);
        QCOMPARE(m.index(0, 0).data().toString(), u"In gear 6"_s);
        QCOMPARE(m.index(0, 1).data().toString(), u"10"_s);
        QCOMPARE(m.index(7, 0).data().toString(), u"In gear 00"_s);
        QCOMPARE(m.index(7, 1).data().toString(), u"30"_s);
        QCOMPARE(m.index(7, 1).data(R::ConfidenceRole).toInt(), int(Confidence::Rulebook));
        QVERIFY(m.index(7, 1).data(R::ProvenanceRole).toString().contains(u"Solo Mode"_s));
        QCOMPARE(m.index(8, 1).data().toString(), u"1"_s);
        QCOMPARE(m.indexOf(GameDataItem::soloTiming(u"00"_s)), m.index(7, 1));

        QVERIFY(m.setData(m.index(7, 1), 120));
        QCOMPARE(doc.soloTiming().secondsFor(GearMarker::offTrack()), 120);
        QVERIFY(m.index(7, 1).data(R::UserValueRole).toBool());
        QCOMPARE(m.index(7, 1).data(R::BuiltinValueRole).toString(), u"30"_s);
        QVERIFY(m.canReset(m.index(7, 0)));
        QVERIFY(m.reset(m.index(7, 0)));
        QCOMPARE(m.index(7, 1).data().toString(), u"30"_s);
        QVERIFY(!m.setData(m.index(8, 1), 61));
    }

    void problemsOnTheirCells()
    {
        GameDataDocument doc;
        TimeCardDataModel m(&doc);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(m.setData(m.index(2, 1), 31));
        const QModelIndex cards = m.index(2, 1);
        QVERIFY(cards.data(R::ProblemRole).toString().contains(u"the box has 32 in each deck"_s));
        QCOMPARE(cards.data(R::ProblemSeverityRole).toInt(), int(GameDataProblem::Severity::Warning));
        QVERIFY(cards.data(Qt::ToolTipRole).toString().contains(u"add up to 32 cards, but the deck has 31"_s));
        QVERIFY(!m.index(3, 1).data(R::ProblemRole).isValid());
    }
};

QTEST_GUILESS_MAIN(tst_GameDataModels)
#include "tst_gamedatamodels.moc"
