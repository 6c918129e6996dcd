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
    o.soloSeconds.insert(u"00"_s, 120);
    return o;
}

/// What the rules see: the values and confidences a file's corrections lead to.
QList<int> effect(const RulesData &d)
{
    const DashboardRow *snow = d.dashboards(Game::Dirt).row(u"Core"_s, u"gravel"_s, u"snow"_s);
    QList<int> out{snow->dice.gear, snow->dice.coast, snow->dice.brake, snow->hazardLimit};
    for (const QString &f : {u"gear"_s, u"coast"_s, u"hazardLimit"_s})
        out << int(snow->provenanceOf(f).confidence);
    const LossOfControlRow *loc = d.lossOfControl().row(3);
    out << loc->tokens[0] << loc->tokens[1] << loc->tokens[2] << int(loc->provenance.value(u"marker"_s).confidence)
        << int(loc->provenance.value(u"yellow"_s).confidence);
    out << d.timeCards().deck(3)->frontSeconds << d.timeCards().deck(3)->cards << d.damageBag(Game::Dirt).total();
    for (const DamageTokenSpec &t : d.damageBag(Game::Dirt).tokens())
        out << int(t.provenance.confidence);
    return out;
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
    void unchangedValuesKeepTheirSource();
    void versionOneRowsAreTheUsersWhole();
    void versionTwoValuesNotEnteredFollowTheBuiltInData();
    void soloTiming();
    void newerOrMixedVersionsAreRefused_data();
    void newerOrMixedVersionsAreRefused();
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
    // The file says which values are the user's: read back, the corrections mean the same and
    // write the same file again.
    QCOMPARE(effect(back->applied()), effect(o.applied()));
    QCOMPARE(back->toJson(), o.toJson());
    QCOMPARE(back->dirtClasses, o.dirtClasses);
    QCOMPARE(back->soloSeconds, o.soloSeconds);
    QCOMPARE(back->timeCards.first().backs, o.timeCards.first().backs);
}

void tst_DataOverrides::unchangedValuesKeepTheirSource()
{
    // A row copied from the built-in data with one value changed: only that value is the user's.
    DataOverrides o;
    LossOfControlRow loc = *RulesData::builtin().lossOfControl().row(4);
    loc.tokens[0] = 1;
    o.lossOfControl << loc;
    const RulesData d = o.applied();
    const LossOfControlRow *applied = d.lossOfControl().row(4);
    QCOMPARE(applied->provenance.value(u"yellow"_s).confidence, Confidence::User);
    QCOMPARE(applied->provenance.value(u"orange"_s).confidence, Confidence::Rulebook); // Jamie's example
    QCOMPARE(applied->provenance.value(u"red"_s).confidence, Confidence::SingleSource);
    // Marked "user", an unchanged value is the user's too (checked against their own dashboard).
    loc.provenance.insert(u"red"_s, Provenance{{u"user"_s}, Confidence::User, {}});
    o.lossOfControl = {loc};
    QCOMPARE(o.applied().lossOfControl().row(4)->provenance.value(u"red"_s).confidence, Confidence::User);
}

void tst_DataOverrides::versionOneRowsAreTheUsersWhole()
{
    // Version 1: a row's values are all the user's, missing dice count as none.
    const std::optional<DataOverrides> o = DataOverrides::fromJson(
        R"({"format":"pacenotes-rules-overrides","formatVersion":1,"dashboards":{"gt":[{"class":"GT5","tyres":"asphalt","condition":"dry",
            "dice":{"gear":5,"coast":3,"brake":3},"hazardLimit":3,
            "provenance":{"coast":{"sources":["dkrees"],"confidence":"single-source"}}}]}})",
        nullptr);
    QVERIFY(o);
    const RulesData d = o->applied();
    const DashboardRow *row = d.dashboards(Game::GT).row(u"GT5"_s, u"asphalt"_s, u"dry"_s);
    QCOMPARE(row->dice.coast, 3);
    QCOMPARE(row->dice.boost, 0); // the built-in GT5 has one Boost die
    QCOMPARE(row->provenanceOf(u"coast"_s).confidence, Confidence::User);
    QCOMPARE(row->provenanceOf(u"gear"_s).confidence, Confidence::User);
}

void tst_DataOverrides::versionTwoValuesNotEnteredFollowTheBuiltInData()
{
    // Written by the editor before a correction of the shipped data: the brake value was not the
    // user's, so it follows today's built-in value; the coast value was.
    const std::optional<DataOverrides> o = DataOverrides::fromJson(
        R"({"format":"pacenotes-rules-overrides","formatVersion":2,"dashboards":{"gt":[{"class":"GT5","tyres":"asphalt","condition":"dry",
            "dice":{"gear":5,"coast":3,"brake":1,"boost":1},"hazardLimit":3,
            "provenance":{"coast":{"sources":["user"],"confidence":"user","note":"my card"},
                          "brake":{"sources":["dkrees"],"confidence":"single-source"}}}]}})",
        nullptr);
    QVERIFY(o);
    const RulesData d = o->applied();
    const DashboardRow *row = d.dashboards(Game::GT).row(u"GT5"_s, u"asphalt"_s, u"dry"_s);
    QCOMPARE(row->dice.coast, 3);
    QCOMPARE(row->provenanceOf(u"coast"_s).note, u"my card"_s);
    QCOMPARE(row->dice.brake, 3);
    QCOMPARE(row->provenanceOf(u"brake"_s).confidence, Confidence::SingleSource);
    QCOMPARE(row->provenanceOf(u"gear"_s).confidence, Confidence::User); // no provenance: the user's
}

void tst_DataOverrides::soloTiming()
{
    DataOverrides o;
    QCOMPARE(o.appliedSoloTiming(), SoloTiming::builtin());
    o.soloSeconds.insert(u"00"_s, 120);
    o.soloFocusSeconds = 2;
    QVERIFY(!o.isEmpty());
    const SoloTiming t = o.appliedSoloTiming();
    QCOMPARE(t.secondsFor(GearMarker::offTrack()), 120);
    QCOMPARE(t.secondsFor(GearMarker{6, false}), 10);
    QCOMPARE(t.finalTime(100, 3), 94);
    const std::optional<DataOverrides> back = DataOverrides::fromJson(o.toJson(), nullptr);
    QVERIFY(back);
    QCOMPARE(back->soloSeconds, o.soloSeconds);
    QCOMPARE(back->soloFocusSeconds, std::optional<int>(2));
}

void tst_DataOverrides::newerOrMixedVersionsAreRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("newer") << QByteArray(R"({"format":"pacenotes-rules-overrides","formatVersion":3})") << u"newer"_s;
    QTest::newRow("solo in version 1") << QByteArray(
        R"({"format":"pacenotes-rules-overrides","formatVersion":1,"soloTiming":{"secondsPerEndGear":{"00":120}}})")
                                       << u"soloTiming"_s;
    QTest::newRow("solo gear 7") << QByteArray(
        R"({"format":"pacenotes-rules-overrides","formatVersion":2,"soloTiming":{"secondsPerEndGear":{"7":10}}})")
                                 << u"soloTiming.secondsPerEndGear.7"_s;
    QTest::newRow("solo negative") << QByteArray(
        R"({"format":"pacenotes-rules-overrides","formatVersion":2,"soloTiming":{"secondsPerEndGear":{"6":-10}}})")
                                   << u"soloTiming.secondsPerEndGear.6"_s;
}

void tst_DataOverrides::newerOrMixedVersionsAreRefused()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    QString error;
    QVERIFY(!DataOverrides::fromJson(content, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void tst_DataOverrides::saveAndLoad()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"deep/folder/rules-overrides.json"_s);
    QString error;
    QVERIFY2(sample().save(path, &error), qPrintable(error));
    const std::optional<DataOverrides> back = DataOverrides::load(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), sample().toJson());
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
