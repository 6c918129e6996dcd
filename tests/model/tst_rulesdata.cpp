// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped game data: it loads, every value carries its source and confidence, the rulebook's
// own figures are there, and every rule has a reference.
#include "i18n/translations.h"
#include "rules/rulebook.h"
#include "rules/rulesdata.h"

#include <QFile>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_RulesData : public QObject
{
    Q_OBJECT

private slots:
    void loads();
    void standardDashboardFromTheRulebook();
    void everyValueHasProvenance();
    void dashboardsCoverEveryClassTyreAndWeather();
    void lossOfControlTable();
    void diceHazardFaces();
    void damageBags();
    void dirtTimeCardsArePlaceholders();
    void everyRuleHasAReference();
    void referencesAreTranslated();
    void brokenFilesAreRejected_data();
    void brokenFilesAreRejected();
};

void tst_RulesData::loads()
{
    QString error;
    QVERIFY2(RulesData::load(&error), qPrintable(error));
}

void tst_RulesData::standardDashboardFromTheRulebook()
{
    // GT p. 7: six Gear dice, two Coast, three Brake; Loss of Control at 3 hazards.
    const DashboardRow *row = RulesData::builtin().dashboards(Game::GT).row(u"GT6"_s, u"asphalt"_s, u"dry"_s);
    QVERIFY(row);
    QCOMPARE(row->dice, (DiceCounts{6, 2, 3, 0, 0}));
    QCOMPARE(row->hazardLimit, 3);
    for (const QString &f : {u"gear"_s, u"coast"_s, u"brake"_s, u"hazardLimit"_s})
        QCOMPARE(row->provenanceOf(f).confidence, Confidence::Rulebook);
}

void tst_RulesData::everyValueHasProvenance()
{
    const RulesData &d = RulesData::builtin();
    for (Game g : {Game::GT, Game::Dirt}) {
        for (const DashboardRow &r : d.dashboards(g).rows()) {
            for (const QString &f : {u"gear"_s, u"coast"_s, u"brake"_s, u"boost"_s, u"hazardLimit"_s}) {
                QVERIFY2(r.provenance.contains(f), qPrintable(r.carClass + u' ' + r.tyres + u' ' + r.condition + u' ' + f));
                const Provenance p = r.provenanceOf(f);
                // A value with sources names them; a placeholder says why it is one.
                QVERIFY(p.confidence == Confidence::Placeholder ? !p.note.isEmpty() : !p.sources.isEmpty());
                for (const QString &s : p.sources)
                    QVERIFY2(d.dashboards(g).sources().contains(s), qPrintable(s));
            }
        }
    }
    for (const LossOfControlRow &r : d.lossOfControl().rows())
        for (const QString &f : {u"marker"_s, u"yellow"_s, u"orange"_s, u"red"_s})
            QVERIFY(!r.provenance.value(f).sources.isEmpty());
}

void tst_RulesData::dashboardsCoverEveryClassTyreAndWeather()
{
    const Dashboards &gt = RulesData::builtin().dashboards(Game::GT);
    QCOMPARE(gt.classes().size(), 5);
    for (const CarClass &c : gt.classes())
        for (const QString &tyres : {u"asphalt"_s, u"rain"_s, u"soft"_s})
            for (const QString &w : {u"dry"_s, u"wet"_s})
                QVERIFY2(gt.row(c.id, tyres, w), qPrintable(c.id + u' ' + tyres + u' ' + w));
    QCOMPARE(gt.carClass(u"gt5 bop"_s)->maxGear, 5);
    QCOMPARE(gt.softTyreWear(), (QList<int>{4, 4, 4, 3, 3, 3}));
    const Dashboards &dirt = RulesData::builtin().dashboards(Game::Dirt);
    for (const QString &c : {u"gravel"_s, u"gravel-leader"_s, u"asphalt"_s, u"snow"_s})
        QVERIFY(dirt.row(u"Core"_s, u"gravel"_s, c));
    QCOMPARE(dirt.row(u"Core"_s, u"gravel"_s, u"gravel-leader"_s)->dice.leader, 2);
    QCOMPARE(dirt.row(u"Core"_s, u"gravel"_s, u"snow"_s)->provenanceOf(u"gear"_s).confidence, Confidence::Placeholder);
}

void tst_RulesData::lossOfControlTable()
{
    const LossOfControlTable &t = RulesData::builtin().lossOfControl();
    // Jamie (GT p. 17): 4th gear on orange -> 00 and one token; the only row cell from the book.
    QCOMPARE(t.row(4)->marker, GearMarker::offTrack());
    QCOMPARE(t.row(4)->tokensFor(Danger::Orange), 1);
    QCOMPARE(t.row(4)->provenance.value(u"orange"_s).confidence, Confidence::Rulebook);
    QCOMPARE(t.row(1)->marker, (GearMarker{0, false}));
    QCOMPARE(t.row(6)->tokensFor(Danger::Red), 4);
    QVERIFY(!t.row(0));
    QVERIFY(!t.row(7));
}

void tst_RulesData::diceHazardFaces()
{
    const DiceHazards &h = RulesData::builtin().diceHazards();
    QCOMPARE(h.faces(DieKind::Gear, 1), 1);
    QCOMPARE(h.faces(DieKind::Gear, 2), 1);
    for (int v = 3; v <= 6; ++v)
        QCOMPARE(h.faces(DieKind::Gear, v), 2);
    QCOMPARE(h.faces(DieKind::Coast), 1);
    QCOMPARE(h.faces(DieKind::Brake), 2);
    QCOMPARE(h.faces(DieKind::Boost), 1);
    QCOMPARE(h.faces(DieKind::Leader), 2);
}

void tst_RulesData::damageBags()
{
    QCOMPARE(RulesData::builtin().damageBag(Game::GT).total(), 42);
    QCOMPARE(RulesData::builtin().damageBag(Game::Dirt).total(), 48);
    for (const DamageTokenSpec &t : RulesData::builtin().damageBag(Game::Dirt).tokens())
        QVERIFY(t.shortcut.has_value());
}

void tst_RulesData::dirtTimeCardsArePlaceholders()
{
    const TimeCards &t = RulesData::builtin().timeCards();
    int cards = 0;
    for (int g = 1; g <= 6; ++g) {
        QVERIFY(t.deck(g));
        cards += t.deck(g)->cards;
        QCOMPARE(t.deck(g)->provenance.value(u"frontSeconds"_s).confidence, Confidence::Placeholder);
        QVERIFY(t.deck(6)->frontSeconds <= t.deck(g)->frontSeconds); // higher gears add fewer seconds
    }
    QCOMPARE(cards, 192);
}

void tst_RulesData::everyRuleHasAReference()
{
    for (int i = 0; i < RuleCount; ++i) {
        const Rule r = Rule(i);
        QCOMPARE(RuleBook::fromCode(RuleBook::code(r)), std::optional<Rule>(r));
        for (Game g : {Game::GT, Game::Dirt}) {
            const RuleReference ref = RuleBook::reference(r, g);
            QVERIFY(ref.section);
            QVERIFY(ref.page >= 3 && ref.page <= 24);
        }
    }
    QVERIFY(!RuleBook::fromCode(u"no-such-rule"));
    QCOMPARE(RuleBook::referenceText(Rule::Overtaking, Game::GT), u"GT rulebook, p. 13, “Overtaking”"_s);
}

void tst_RulesData::referencesAreTranslated()
{
    Translations::install(u"ru"_s);
    const QString text = RuleBook::referenceText(Rule::Overtaking, Game::GT);
    Translations::install(u"en"_s);
    QVERIFY2(text.contains(u"Обгон"_s), qPrintable(text));
}

void tst_RulesData::brokenFilesAreRejected_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("not JSON") << QByteArray("{");
    QTest::newRow("wrong format") << QByteArray(R"({"format":"something-else"})");
    QTest::newRow("unknown key") << QByteArray(R"({"format":"pacenotes-dashboards","game":"gt","colour":1})");
    QTest::newRow("unknown class") << QByteArray(
        R"({"format":"pacenotes-dashboards","game":"gt","classes":[],"dashboards":[{"class":"X","tyres":"a","condition":"dry","dice":{"gear":6},"hazardLimit":3}]})");
    QTest::newRow("dice out of range") << QByteArray(
        R"({"format":"pacenotes-dashboards","game":"gt","classes":[{"id":"X"}],"dashboards":[{"class":"X","tyres":"a","condition":"dry","dice":{"gear":60},"hazardLimit":3}]})");
}

void tst_RulesData::brokenFilesAreRejected()
{
    QFETCH(QByteArray, json);
    QString error;
    QVERIFY(!Dashboards::fromJson(json, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(tst_RulesData)
#include "tst_rulesdata.moc"
