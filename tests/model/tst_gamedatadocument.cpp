// SPDX-License-Identifier: GPL-3.0-or-later
// The game-data editor's document: every edit, reset and import is one undo step; a value
// entered becomes the user's, a reset brings back the built-in value and its source; values no
// box can have are refused with a message, values that differ from the box are kept with a
// warning; imports of broken or hostile files change nothing; saves are atomic.
#include "game/dataoverrides.h"
#include "game/gamedatadocument.h"
#include "game/gamedatatext.h"
#include "i18n/translations.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;
using Severity = GameDataProblem::Severity;

namespace {

const GameDataItem kGt6Coast = GameDataItem::dashboard(Game::GT, u"GT6"_s, u"asphalt"_s, u"dry"_s, u"coast"_s);
const GameDataItem kGt6Gear = GameDataItem::dashboard(Game::GT, u"GT6"_s, u"asphalt"_s, u"dry"_s, u"gear"_s);
const GameDataItem kSnowLimit = GameDataItem::dashboard(Game::Dirt, u"Core"_s, u"gravel"_s, u"snow"_s, u"hazardLimit"_s);

QString writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList messages(const QList<GameDataProblem> &problems, Severity severity)
{
    QStringList out;
    for (const GameDataProblem &p : problems)
        if (p.severity == severity)
            out << p.message;
    return out;
}

} // namespace

class tst_GameDataDocument : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Translations::install(u"en"_s); // English plural forms
    }

    void startsAsTheBuiltInData()
    {
        GameDataDocument doc;
        QVERIFY(doc.overrides().isEmpty());
        QCOMPARE(doc.path(), DataOverrides::defaultPath());
        QCOMPARE(doc.value(kGt6Coast), 2);
        QCOMPARE(doc.provenance(kGt6Coast)->confidence, Confidence::Rulebook);
        QVERIFY(!doc.isUserValue(kGt6Coast));
        // The shipped data agrees with the boxes: no problem at all.
        QVERIFY2(doc.problems().isEmpty(), qPrintable(doc.problems().value(0).message));
        QVERIFY(!doc.isModified());
    }

    void anEditBecomesTheUsersAndUndoes()
    {
        GameDataDocument doc;
        QSignalSpy changed(&doc, &GameDataDocument::dataChanged);
        QVERIFY(doc.setValue(kGt6Coast, 3));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(doc.value(kGt6Coast), 3);
        QCOMPARE(doc.builtinValue(kGt6Coast), 2);
        QCOMPARE(doc.provenance(kGt6Coast)->confidence, Confidence::User);
        QCOMPARE(doc.provenance(kGt6Coast)->sources, QStringList{u"user"_s});
        // The row's other values keep their sources.
        QCOMPARE(doc.provenance(kGt6Gear)->confidence, Confidence::Rulebook);
        QCOMPARE(doc.overrides().gtDashboards.size(), 1);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), u"Set Coast dice (GT6, asphalt tyres, dry weather) to 3"_s);

        doc.undoStack()->undo();
        QCOMPARE(doc.value(kGt6Coast), 2);
        QCOMPARE(doc.provenance(kGt6Coast)->confidence, Confidence::Rulebook);
        QVERIFY(doc.overrides().isEmpty());
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.value(kGt6Coast), 3);
        QVERIFY(doc.isUserValue(kGt6Coast));
    }

    void enteringTheSameValueConfirmsIt()
    {
        // A placeholder the user checked on their own dashboard: same number, now the user's.
        GameDataDocument doc;
        QCOMPARE(doc.provenance(kSnowLimit)->confidence, Confidence::Placeholder);
        QVERIFY(doc.setValue(kSnowLimit, 3));
        QCOMPARE(doc.value(kSnowLimit), 3);
        QCOMPARE(doc.provenance(kSnowLimit)->confidence, Confidence::User);
        QCOMPARE(doc.undoStack()->count(), 1);
        // Entering it again changes nothing: no empty undo step.
        QVERIFY(doc.setValue(kSnowLimit, 3));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void resetBringsBackTheBuiltInValue()
    {
        GameDataDocument doc;
        QVERIFY(doc.setValue(kGt6Coast, 3));
        QVERIFY(doc.setValue(kGt6Gear, 5));
        QVERIFY(doc.resetValue(kGt6Coast));
        QCOMPARE(doc.value(kGt6Coast), 2);
        QCOMPARE(doc.provenance(kGt6Coast)->confidence, Confidence::Rulebook);
        QVERIFY(doc.isUserValue(kGt6Gear));
        QCOMPARE(doc.undoStack()->undoText(), u"Reset Coast dice (GT6, asphalt tyres, dry weather)"_s);
        // A whole row.
        GameDataItem row = kGt6Gear;
        row.field.clear();
        QVERIFY(doc.resetValue(row));
        QVERIFY(doc.overrides().isEmpty());
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.value(kGt6Coast), 3);
        QCOMPARE(doc.value(kGt6Gear), 5);
    }

    void resetAll()
    {
        GameDataDocument doc;
        QVERIFY(doc.setValue(kGt6Coast, 3));
        QVERIFY(doc.setValue(GameDataItem::soloTiming(u"00"_s), 120));
        QVERIFY(doc.setValue(GameDataItem::bagToken(Game::GT, 5), 11));
        QVERIFY(doc.resetAll());
        QVERIFY(doc.overrides().isEmpty());
        QCOMPARE(doc.soloTiming().secondsFor(GearMarker::offTrack()), 30);
        doc.undoStack()->undo();
        QCOMPARE(doc.soloTiming().secondsFor(GearMarker::offTrack()), 120);
        QCOMPARE(doc.data().damageBag(Game::GT).total(), 41);
    }

    void valuesNoBoxCanHaveAreRefused_data()
    {
        QTest::addColumn<GameDataItem>("item");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("7 Gear dice") << kGt6Gear << 7 << u"cannot have 7 Gear dice: the game has 6, numbered 1 to 6"_s;
        QTest::newRow("GT5 with 6 Gear dice") << GameDataItem::dashboard(Game::GT, u"GT5"_s, u"rain"_s, u"wet"_s, u"gear"_s) << 6
                                              << u"highest gear of a GT5 car is 5"_s;
        QTest::newRow("negative dice") << kGt6Coast << -1 << u"fewer than no dice"_s;
        QTest::newRow("7 Coast dice") << kGt6Coast << 7 << u"at most 6"_s;
        QTest::newRow("Leader dice in GT") << GameDataItem::dashboard(Game::GT, u"GT6"_s, u"asphalt"_s, u"dry"_s, u"leader"_s) << 1
                                           << u"only in Rallyman: DIRT"_s;
        QTest::newRow("hazard limit 0") << kSnowLimit << 0 << u"hazard limit"_s;
        QTest::newRow("10 tokens") << GameDataItem::lossOfControl(6, u"red"_s) << 10 << u"from 0 to 9"_s;
        QTest::newRow("empty deck") << GameDataItem::timeCardDeck(2, u"cards"_s) << 0 << u"from 1 to 200"_s;
        QTest::newRow("SISU gear 7") << GameDataItem::timeCardBack(3, 2, u"gear"_s) << 7 << u"from 1 to 6"_s;
        QTest::newRow("damage on a Spinout") << GameDataItem::timeCardBack(3, 0, u"red"_s) << 1 << u"Only a Crash card"_s;
        QTest::newRow("bag -1") << GameDataItem::bagToken(Game::Dirt, 0) << -1 << u"from 0 to 100"_s;
        QTest::newRow("solo 2 hours") << GameDataItem::soloTiming(u"6"_s) << 7200 << u"3600"_s;
        QTest::newRow("no such value") << GameDataItem::dashboard(Game::GT, u"GT9"_s, u"asphalt"_s, u"dry"_s, u"gear"_s) << 3
                                       << u"no such value"_s;
    }

    void valuesNoBoxCanHaveAreRefused()
    {
        QFETCH(GameDataItem, item);
        QFETCH(int, value);
        QFETCH(QString, mentions);
        GameDataDocument doc;
        QSignalSpy rejected(&doc, &GameDataDocument::inputRejected);
        QString error;
        QVERIFY(!doc.setValue(item, value, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(rejected.first().first().toString(), error);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.overrides().isEmpty());
    }

    void valuesThatDifferFromTheBoxAreKeptWithAWarning()
    {
        GameDataDocument doc;
        const GameDataItem cards = GameDataItem::timeCardDeck(3, u"cards"_s);
        QVERIFY(doc.setValue(cards, 31));
        QCOMPARE(doc.value(cards), 31);
        const QStringList warnings = messages(doc.problems(), Severity::Warning);
        QVERIFY2(warnings.contains(u"The gear 3 deck has 31 cards; the box has 32 in each deck."_s), qPrintable(warnings.join(u'\n')));
        QVERIFY(warnings.contains(u"The 0 sides of the gear 3 deck add up to 32 cards, but the deck has 31."_s));
        QVERIFY(messages(doc.problems(), Severity::Error).isEmpty());
        QCOMPARE(doc.problemsOf(cards).size(), 2);
        QCOMPARE(doc.problemsOf(GameDataItem::timeCardDeck(4)).size(), 0);
        // The box fact comes with its source.
        QCOMPARE(doc.problemsOf(cards).first().basis, std::optional(GameDataChecks::Fact::TimeCardsPerDeck));

        QVERIFY(doc.setValue(GameDataItem::bagToken(Game::GT, 0), 5));
        QVERIFY(messages(doc.problems(), Severity::Warning).contains(u"The GT bag holds 41 Damage tokens; the box has 42."_s));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.problems().isEmpty());
    }

    void timeCardZeroSides()
    {
        GameDataDocument doc;
        QVERIFY(doc.addTimeCardBack(4));
        QCOMPARE(doc.data().timeCards().deck(4)->backs.size(), 4);
        QVERIFY(doc.isUserValue(GameDataItem::timeCardBack(4, 0, u"count"_s))); // the deck's 0 sides share a source
        const GameDataItem kind = GameDataItem::timeCardBack(4, 3, u"kind"_s);
        QVERIFY(doc.setValue(kind, int(TimeCardBackKind::Sisu)));
        QCOMPARE(doc.value(GameDataItem::timeCardBack(4, 3, u"gear"_s)), 4); // a SISU card of the 4th-gear deck
        QVERIFY(doc.setValue(kind, int(TimeCardBackKind::Crash)));
        QCOMPARE(doc.value(GameDataItem::timeCardBack(4, 3, u"gear"_s)), 0);
        QVERIFY(doc.setValue(GameDataItem::timeCardBack(4, 3, u"orange"_s), 2));
        QVERIFY(doc.setValue(GameDataItem::timeCardBack(4, 3, u"count"_s), 2));
        QCOMPARE(doc.data().timeCards().deck(4)->backs[3].damage[1], 2);
        QVERIFY(messages(doc.problems(), Severity::Warning).contains(u"The 0 sides of the gear 4 deck add up to 34 cards, but the deck has 32."_s));
        QVERIFY(doc.removeTimeCardBack(4, 3));
        QCOMPARE(doc.data().timeCards().deck(4)->backs.size(), 3);
        // Back to the built-in 0 sides, all at once.
        QVERIFY(doc.resetValue(GameDataItem::timeCardBack(4, 1, u"seconds"_s)));
        QCOMPARE(doc.data().timeCards().deck(4)->backs, RulesData::builtin().timeCards().deck(4)->backs);
        QVERIFY(doc.overrides().timeCards.isEmpty());
        // A deck keeps one 0 side at least.
        for (int i = 0; i < 2; ++i)
            QVERIFY(doc.removeTimeCardBack(1, 0));
        QString error;
        QVERIFY(!doc.removeTimeCardBack(1, 0, &error));
        QVERIFY(error.contains(u"at least one"_s));
    }

    void soloTiming()
    {
        GameDataDocument doc;
        const GameDataItem offTrack = GameDataItem::soloTiming(u"00"_s);
        QCOMPARE(doc.value(offTrack), 30);
        QCOMPARE(doc.provenance(offTrack)->confidence, Confidence::Rulebook);
        QVERIFY(doc.setValue(offTrack, 120));
        QCOMPARE(doc.soloTiming().secondsFor(GearMarker::offTrack()), 120);
        QVERIFY(doc.isUserValue(offTrack));
        QCOMPARE(doc.overrides().soloSeconds.value(u"00"_s), 120);
        QVERIFY(doc.setValue(GameDataItem::soloTiming(u"secondsPerFocusToken"_s), 2));
        QCOMPARE(doc.soloTiming().finalTime(100, 5), 90);
        QVERIFY(doc.resetValue(offTrack));
        QCOMPARE(doc.value(offTrack), 30);
        QVERIFY(!doc.isUserValue(offTrack));
    }

    void placeholdersAreCounted()
    {
        GameDataDocument doc;
        QCOMPARE(doc.placeholderCount(GameDataKind::DirtDashboards), 12); // asphalt and snow columns
        QCOMPARE(doc.placeholderCount(GameDataKind::GtDashboards), 10);   // soft-tyre hazard limits
        QCOMPARE(doc.placeholderCount(GameDataKind::LossOfControl), 0);
        QCOMPARE(doc.placeholderCount(GameDataKind::SoloTiming), 0);
        // Front seconds and the 0 sides (kind, cards, seconds; a Crash's 3 marks, a SISU's gear).
        QCOMPARE(doc.placeholderCount(GameDataKind::TimeCards), 6 * (1 + 3 + 6 + 4));
        QVERIFY(doc.setValue(kSnowLimit, 2));
        QCOMPARE(doc.placeholderCount(GameDataKind::DirtDashboards), 11);
    }

    void savesAtomicallyAndReadsBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"rules-overrides.json"_s);
        GameDataDocument doc;
        QVERIFY(doc.load(path)); // no file yet: no corrections
        QVERIFY(doc.setValue(kSnowLimit, 2));
        QVERIFY(doc.setValue(GameDataItem::soloTiming(u"00"_s), 120));
        QSignalSpy saved(&doc, &GameDataDocument::saved);
        QString error;
        QVERIFY2(doc.save(&error), qPrintable(error));
        QCOMPARE(saved.size(), 1);
        QVERIFY(!doc.isModified());
        // What the referee reads from the file is what the editor showed.
        const std::optional<DataOverrides> file = DataOverrides::load(path, &error);
        QVERIFY2(file, qPrintable(error));
        const RulesData d = file->applied();
        QCOMPARE(d.dashboards(Game::Dirt).row(u"Core"_s, u"gravel"_s, u"snow"_s)->hazardLimit, 2);
        QCOMPARE(file->appliedSoloTiming().secondsFor(GearMarker::offTrack()), 120);

        GameDataDocument again;
        QVERIFY(again.load(path));
        QCOMPARE(again.overrides(), doc.overrides());
        QVERIFY(!again.isModified());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"rules-overrides.json"_s}); // no temporary left
    }

    void aFailedSaveKeepsTheOldFile()
    {
        QTemporaryDir dir;
        // A file where the folder should be: nothing can be written there.
        writeFile(dir.filePath(u"blocked"_s), "x");
        GameDataDocument doc;
        QVERIFY(doc.load(dir.filePath(u"blocked/rules-overrides.json"_s)));
        QVERIFY(doc.setValue(kSnowLimit, 2));
        QString error;
        QVERIFY(!doc.save(&error));
        QVERIFY2(error.contains(u"could not be saved"_s), qPrintable(error));
        QVERIFY(doc.isModified());

        // A folder where the file should be: it is left as it was.
        QDir(dir.path()).mkdir(u"folder.json"_s);
        writeFile(dir.filePath(u"folder.json/keep.txt"_s), "mine");
        doc.load(dir.filePath(u"folder.json"_s)); // whether a folder reads as no corrections does not matter here
        QVERIFY(doc.setValue(kSnowLimit, 2));
        QVERIFY(!doc.save(&error));
        QCOMPARE(readFile(dir.filePath(u"folder.json/keep.txt"_s)), QByteArray("mine"));
    }

    void anUnreadableFileIsKeptBeforeItIsReplaced()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(u"rules-overrides.json"_s), "{ not json");
        GameDataDocument doc;
        QString error;
        QVERIFY(!doc.load(path, &error));
        QVERIFY(error.contains(u"rules-overrides.json"_s));
        QCOMPARE(doc.loadError(), error);
        QVERIFY(doc.overrides().isEmpty());
        QCOMPARE(readFile(path), QByteArray("{ not json")); // left alone
        QVERIFY(doc.setValue(kSnowLimit, 2));
        QVERIFY2(doc.save(&error), qPrintable(error));
        const QStringList kept = QDir(dir.path()).entryList({u"rules-overrides.json.unreadable-*"_s}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(readFile(dir.filePath(kept.first())), QByteArray("{ not json"));
        QVERIFY(DataOverrides::load(path, &error));
    }

    void importTakesTheFilesValuesAsOneStep()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(u"friend.json"_s), R"({"format":"pacenotes-rules-overrides","formatVersion":2,
            "dashboards":{"dirt":[{"class":"Core","tyres":"gravel","condition":"snow","dice":{"gear":6,"coast":1,"brake":2},"hazardLimit":2,
                "provenance":{"coast":{"sources":["user"],"confidence":"user"},"hazardLimit":{"sources":["user"],"confidence":"user","note":"box 2"},
                              "brake":{"sources":[],"confidence":"placeholder"}}}]},
            "lossOfControl":[{"gear":5,"marker":"00","tokens":{"yellow":2,"orange":2,"red":3}}],
            "soloTiming":{"secondsPerEndGear":{"00":120}}})");
        GameDataDocument doc;
        QVERIFY(doc.setValue(kGt6Coast, 3)); // the user's own correction stays
        QString message;
        QVERIFY2(doc.importFile(path, &message), qPrintable(message));
        QVERIFY2(message.contains(u"friend.json"_s), qPrintable(message));
        QCOMPARE(doc.value(kSnowLimit), 2);
        QCOMPARE(doc.provenance(kSnowLimit)->note, u"box 2"_s);
        QCOMPARE(doc.value(GameDataItem::dashboard(Game::Dirt, u"Core"_s, u"gravel"_s, u"snow"_s, u"coast"_s)), 1);
        // Not marked as the user's in a version 2 file: the built-in value stays.
        QCOMPARE(doc.value(GameDataItem::dashboard(Game::Dirt, u"Core"_s, u"gravel"_s, u"snow"_s, u"brake"_s)), 1);
        QVERIFY(!doc.isUserValue(GameDataItem::dashboard(Game::Dirt, u"Core"_s, u"gravel"_s, u"snow"_s, u"brake"_s)));
        QCOMPARE(doc.value(GameDataItem::lossOfControl(5, u"yellow"_s)), 2);
        QCOMPARE(doc.soloTiming().secondsFor(GearMarker::offTrack()), 120);
        QCOMPARE(doc.value(kGt6Coast), 3);
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.undoStack()->undoText(), u"Import corrections from friend.json"_s);
        doc.undoStack()->undo();
        QCOMPARE(doc.value(kSnowLimit), 3);
        QCOMPARE(doc.soloTiming().secondsFor(GearMarker::offTrack()), 30);
        QCOMPARE(doc.value(kGt6Coast), 3);
    }

    void importedClassesAndDashboards()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(u"r4.json"_s), R"({"format":"pacenotes-rules-overrides",
            "classes":{"dirt":[{"id":"R4","maxGear":4}]},
            "dashboards":{"dirt":[{"class":"R4","tyres":"gravel","condition":"gravel","dice":{"gear":4,"coast":2,"brake":1},"hazardLimit":3}]}})");
        GameDataDocument doc;
        QVERIFY(doc.importFile(path));
        const GameDataItem r4 = GameDataItem::dashboard(Game::Dirt, u"R4"_s, u"gravel"_s, u"gravel"_s, u"gear"_s);
        QCOMPARE(doc.value(r4), 4);
        QVERIFY(!doc.builtinValue(r4));
        QVERIFY(doc.isUserValue(r4));
        // Resetting a row the built-in data does not have removes it.
        QVERIFY(doc.resetValue(r4));
        QVERIFY(!doc.exists(r4));
        QCOMPARE(doc.undoStack()->undoText(), u"Remove the dashboard R4, gravel tyres, on gravel"_s);
    }

    void brokenOrHostileImportsChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not JSON") << QByteArray("{ \"format\": ") << u"JSON"_s;
        QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\x00\x00", 10) << u"JSON"_s;
        QTest::newRow("a track") << QByteArray(R"({"format":"pacenotes-track","tiles":[]})") << u"pacenotes-rules-overrides"_s;
        QTest::newRow("newer") << QByteArray(R"({"format":"pacenotes-rules-overrides","formatVersion":99})") << u"newer"_s;
        QTest::newRow("empty") << QByteArray(R"({"format":"pacenotes-rules-overrides"})") << u"no corrections"_s;
        QTest::newRow("unknown field") << QByteArray(R"({"format":"pacenotes-rules-overrides","engine":{}})") << u"engine"_s;
        QTest::newRow("7 gear dice") << QByteArray(
            R"({"format":"pacenotes-rules-overrides","dashboards":{"gt":[{"class":"GT6","tyres":"asphalt","condition":"dry","dice":{"gear":7},"hazardLimit":3}]}})")
                                     << u"dashboards.gt[0].dice.gear"_s;
        QTest::newRow("GT4 with 6 gear dice") << QByteArray(
            R"({"format":"pacenotes-rules-overrides","dashboards":{"gt":[{"class":"GT4","tyres":"asphalt","condition":"dry","dice":{"gear":6,"coast":3,"brake":2},"hazardLimit":3}]}})")
                                              << u"highest gear of a GT4 car is 4"_s;
        QTest::newRow("a class lowered under its dashboards") << QByteArray(
            R"({"format":"pacenotes-rules-overrides","classes":{"gt":[{"id":"GT6","maxGear":3}]}})")
                                                             << u"highest gear of a GT6 car is 3"_s;
        QTest::newRow("Leader dice in GT") << QByteArray(
            R"({"format":"pacenotes-rules-overrides","dashboards":{"gt":[{"class":"GT6","tyres":"asphalt","condition":"dry","dice":{"gear":6,"coast":2,"brake":3,"leader":2},"hazardLimit":3}]}})")
                                           << u"only in Rallyman: DIRT"_s;
        QTest::newRow("unknown class") << QByteArray(
            R"({"format":"pacenotes-rules-overrides","dashboards":{"gt":[{"class":"GT9","tyres":"asphalt","condition":"dry","dice":{"gear":6},"hazardLimit":3}]}})")
                                       << u"no car class “GT9”"_s;
        QTest::newRow("unknown road") << QByteArray(
            R"({"format":"pacenotes-rules-overrides","dashboards":{"dirt":[{"class":"Core","tyres":"gravel","condition":"mud","dice":{"gear":6},"hazardLimit":3}]}})")
                                      << u"not “mud”"_s;
        QTest::newRow("SISU without a gear") << QByteArray(
            R"({"format":"pacenotes-rules-overrides","timeCards":[{"gear":2,"cards":32,"frontSeconds":40,"backs":[{"kind":"sisu","seconds":40,"count":32}]}]})")
                                             << u"SISU card shows a gear from 1 to 6"_s;
        QTest::newRow("huge number") << QByteArray(
            R"({"format":"pacenotes-rules-overrides","lossOfControl":[{"gear":3,"marker":"00","tokens":{"red":1e300}}]})")
                                     << u"lossOfControl[0].tokens.red"_s;
        QTest::newRow("too many rows") << QByteArray(R"({"format":"pacenotes-rules-overrides","lossOfControl":[)"
                                                     + QByteArray("{},").repeated(7) + QByteArray("{}]}"))
                                       << u"lossOfControl"_s;
        QByteArray deep(200000, '[');
        QTest::newRow("deep nesting") << deep << u"JSON"_s;
        // (Not a raw string: moc cannot read one that ends in a quote.)
        const QByteArray big = "{\"format\":\"pacenotes-rules-overrides\",\"about\":\"" + QByteArray(5 * 1024 * 1024, 'x') + "\"}";
        QTest::newRow("5 MB") << big << u"too large"_s;
    }

    void brokenOrHostileImportsChangeNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(u"import.json"_s), content);
        GameDataDocument doc;
        QVERIFY(doc.setValue(kGt6Coast, 3));
        const DataOverrides before = doc.overrides();
        QSignalSpy rejected(&doc, &GameDataDocument::inputRejected);
        QString message;
        QVERIFY(!doc.importFile(path, &message));
        QVERIFY2(message.contains(mentions), qPrintable(message));
        QVERIFY2(message.contains(u"import.json"_s) && message.contains(u"Nothing was changed"_s), qPrintable(message));
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(doc.overrides(), before);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(readFile(path), content);
    }

    void importOfAMissingFile()
    {
        GameDataDocument doc;
        QString message;
        QVERIFY(!doc.importFile(u"/nonexistent/x.json"_s, &message));
        QVERIFY2(message.contains(u"x.json"_s), qPrintable(message));
        QTemporaryDir dir;
        QVERIFY(!doc.importFile(dir.path(), &message)); // a folder
    }

    void exportRoundTrip()
    {
        QTemporaryDir dir;
        GameDataDocument doc;
        QVERIFY(doc.setValue(kSnowLimit, 2));
        QVERIFY(doc.setValue(GameDataItem::timeCardDeck(3, u"frontSeconds"_s), 33));
        QVERIFY(doc.addTimeCardBack(3));
        QVERIFY(doc.setValue(GameDataItem::bagToken(Game::Dirt, 1), 8));
        QVERIFY(doc.setValue(GameDataItem::soloTiming(u"secondsPerFocusToken"_s), 2));
        const QString path = dir.filePath(u"sub/export.json"_s);
        QString error;
        QVERIFY2(doc.exportFile(path, &error), qPrintable(error));
        QVERIFY(doc.isModified()); // exporting is not saving
        GameDataDocument other;
        QVERIFY(other.importFile(path));
        QCOMPARE(other.overrides(), doc.overrides());
        QCOMPARE(other.placeholderCount(GameDataKind::TimeCards), doc.placeholderCount(GameDataKind::TimeCards));
        QVERIFY(!doc.exportFile(dir.path(), &error)); // a folder: refused, with a reason
        QVERIFY(!error.isEmpty());
    }

    void textsNameTheValue()
    {
        QCOMPARE(GameDataText::itemName(GameDataItem::lossOfControl(4, u"orange"_s)), u"Tokens, orange tile (Loss of Control in gear 4)"_s);
        QCOMPARE(GameDataText::itemName(GameDataItem::bagToken(Game::Dirt, 0)), u"Green flag / stones and mud (−1 on the corner), DIRT bag"_s);
        QCOMPARE(GameDataText::valueText(GameDataItem::lossOfControl(4, u"marker"_s), 1), u"00"_s);
        QCOMPARE(GameDataText::valueText(GameDataItem::timeCardBack(4, 1, u"kind"_s), int(TimeCardBackKind::Crash)), u"Crash"_s);
    }
};

QTEST_GUILESS_MAIN(tst_GameDataDocument)
#include "tst_gamedatadocument.moc"
