// SPDX-License-Identifier: GPL-3.0-or-later
// The user's corrections to the game data: applied over the shipped values as "user" values,
// saved atomically, read back, and broken files refused without touching anything.
#include "game/dataoverrides.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
DataOverrides sample()
{
    DataOverrides o;
    DashboardRow row;
    row.carClass = u"Core"_s;
    row.tyres = u"gravel"_s;
    row.condition = u"snow"_s;
    row.dice = {6, 1, 2, 0, 0};
    row.hazardLimit = 2;
    row.provenance.insert(u"hazardLimit"_s, Provenance{{}, Confidence::User, u"read off my dashboard"_s});
    o.dirtDashboards << row;
    o.dirtClasses << CarClass{u"R4"_s, 4};
    TimeCardDeck deck;
    deck.gear = 3;
    deck.cards = 32;
    deck.frontSeconds = 33;
    deck.backs = {TimeCardBack{TimeCardBackKind::Crash, 70, {0, 1, 2}, 0, 20}, TimeCardBack{TimeCardBackKind::Spinout, 65, {}, 0, 12}};
    o.timeCards << deck;
    LossOfControlRow loc = *RulesData::builtin().lossOfControl().row(3);
    loc.tokens = {1, 1, 2};
    o.lossOfControl << loc;
    o.dirtBag = RulesData::builtin().damageBag(Game::Dirt).tokens();
    o.dirtBag[0].count = 10;
    return o;
}
} // namespace

class tst_DataOverrides : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void emptyByDefault();
    void appliedValuesAreMarkedAsTheUsers();
    void jsonRoundTrip();
    void saveAndLoad();
    void missingFileIsNoCorrections();
    void brokenFileIsAnErrorAndLeftAlone_data();
    void brokenFileIsAnErrorAndLeftAlone();
    void unwritablePlaceIsAnError();
    void defaultPathIsInAppData();
};

void tst_DataOverrides::emptyByDefault()
{
    DataOverrides o;
    QVERIFY(o.isEmpty());
    QVERIFY(!sample().isEmpty());
}

void tst_DataOverrides::appliedValuesAreMarkedAsTheUsers()
{
    const RulesData d = sample().applied();
    const DashboardRow *snow = d.dashboards(Game::Dirt).row(u"Core"_s, u"gravel"_s, u"snow"_s);
    QVERIFY(snow);
    QCOMPARE(snow->hazardLimit, 2);
    QCOMPARE(snow->provenanceOf(u"hazardLimit"_s).confidence, Confidence::User);
    QCOMPARE(snow->provenanceOf(u"hazardLimit"_s).note, u"read off my dashboard"_s);
    QCOMPARE(snow->provenanceOf(u"gear"_s).confidence, Confidence::User);
    QCOMPARE(d.dashboards(Game::Dirt).carClass(u"R4"_s)->maxGear, 4);
    QCOMPARE(d.timeCards().deck(3)->frontSeconds, 33);
    QCOMPARE(d.timeCards().deck(3)->provenance.value(u"backs"_s).confidence, Confidence::User);
    QCOMPARE(d.timeCards().deck(4)->frontSeconds, RulesData::builtin().timeCards().deck(4)->frontSeconds);
    QCOMPARE(d.lossOfControl().row(3)->tokensFor(Danger::Yellow), 1);
    QCOMPARE(d.damageBag(Game::Dirt).total(), 47);
    // The built-in data is untouched.
    QCOMPARE(RulesData::builtin().dashboards(Game::Dirt).row(u"Core"_s, u"gravel"_s, u"snow"_s)->hazardLimit, 3);
}

void tst_DataOverrides::jsonRoundTrip()
{
    const DataOverrides o = sample();
    QString error;
    const std::optional<DataOverrides> back = DataOverrides::fromJson(o.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->dirtDashboards, o.dirtDashboards);
    QCOMPARE(back->timeCards, o.timeCards);
    QCOMPARE(back->lossOfControl, o.lossOfControl);
    QCOMPARE(back->dirtBag, o.dirtBag);
    QCOMPARE(back->dirtClasses, o.dirtClasses);
}

void tst_DataOverrides::saveAndLoad()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"deep/folder/rules-overrides.json"_s);
    QString error;
    QVERIFY2(sample().save(path, &error), qPrintable(error));
    const std::optional<DataOverrides> back = DataOverrides::load(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->timeCards, sample().timeCards);
    // Saving again replaces the file whole.
    DataOverrides smaller;
    smaller.dirtClasses << CarClass{u"R6"_s, 6};
    QVERIFY(smaller.save(path, &error));
    QCOMPARE(DataOverrides::load(path, &error)->dirtClasses, smaller.dirtClasses);
    QVERIFY(DataOverrides::load(path, &error)->timeCards.isEmpty());
}

void tst_DataOverrides::missingFileIsNoCorrections()
{
    QTemporaryDir dir;
    QString error;
    const std::optional<DataOverrides> o = DataOverrides::load(dir.filePath(u"none.json"_s), &error);
    QVERIFY(o);
    QVERIFY(o->isEmpty());
}

void tst_DataOverrides::brokenFileIsAnErrorAndLeftAlone_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("truncated") << QByteArray(R"({"format":"pacenotes-rules-overrides","dashboards":{"dirt":[)");
    QTest::newRow("wrong format") << QByteArray(R"({"format":"pacenotes-track"})");
    QTest::newRow("unknown field") << QByteArray(R"({"format":"pacenotes-rules-overrides","timecards":[]})");
    QTest::newRow("bad value") << QByteArray(
        R"({"format":"pacenotes-rules-overrides","timeCards":[{"gear":9,"cards":32,"frontSeconds":10,"backs":[]}]})");
    QTest::newRow("bad bag token") << QByteArray(R"({"format":"pacenotes-rules-overrides","damageBag":{"dirt":[{"token":"engine","count":3}]}})");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02\xff", 4);
}

void tst_DataOverrides::brokenFileIsAnErrorAndLeftAlone()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"rules-overrides.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    QString error;
    QVERIFY(!DataOverrides::load(path, &error));
    QVERIFY(error.contains(u"rules-overrides.json"_s));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), content);
}

void tst_DataOverrides::unwritablePlaceIsAnError()
{
    QTemporaryDir dir;
    // A file where the folder should be: the folder cannot be made.
    QFile blocker(dir.filePath(u"blocked"_s));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QString error;
    QVERIFY(!sample().save(dir.filePath(u"blocked/rules-overrides.json"_s), &error));
    QVERIFY(!error.isEmpty());
}

void tst_DataOverrides::defaultPathIsInAppData()
{
    QVERIFY(DataOverrides::defaultPath().startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    QVERIFY(DataOverrides::defaultPath().endsWith(u"rules-overrides.json"_s));
}

QTEST_GUILESS_MAIN(tst_DataOverrides)
#include "tst_dataoverrides.moc"
