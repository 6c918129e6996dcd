// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/dates.h"
#include "i18n/translations.h"
#include "itemmodels/lapsbestsmodel.h"
#include "itemmodels/lapshistorymodel.h"
#include "itemmodels/rallyhistorymodel.h"
#include "records/personalbests.h"
#include "records/recordsdatabase.h"
#include "rules/solotiming.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
SoloLap lap(const QString &driver, const QString &track, CarCategory c, Tyres t, QList<int> gears, int focus,
            QDate date, bool finished = true)
{
    SoloLap l;
    l.header = {track, driver, c, t, LapWeather::Dry, date};
    for (int g : gears)
        l.turns.append(SoloTurn{{g, false}, TurnWeather::None});
    l.focusTokens = focus;
    l.finished = finished;
    return l;
}
} // namespace

class tst_LapsHistoryModel : public QObject
{
    Q_OBJECT
private slots:
    void personalBests()
    {
        QList<SoloLap> laps = {
            lap(u"Ann"_s, u"Monza"_s, CarCategory::GT6, Tyres::Soft, {6, 6, 5}, 0, QDate(2025, 1, 3)),   // 35
            lap(u"ann "_s, u"monza"_s, CarCategory::GT6, Tyres::Soft, {6, 6, 6}, 2, QDate(2025, 1, 5)),  // 28 best
            lap(u"Ann"_s, u"Monza"_s, CarCategory::GT6, Tyres::Soft, {6, 6, 6}, 2, QDate(2025, 1, 9)),   // 28 later tie
            lap(u"Ann"_s, u"Monza"_s, CarCategory::GT6, Tyres::Rain, {5}, 0, QDate(2025, 1, 1)),         // other tyres
            lap(u"Ann"_s, u"Monza"_s, CarCategory::GT6, Tyres::Soft, {6}, 5, QDate(2025, 1, 2), false),  // unfinished
            lap(u"Ben"_s, u"Monza"_s, CarCategory::GT6, Tyres::Soft, {4}, 0, QDate(2025, 1, 1)),
        };
        for (int i = 0; i < laps.size(); ++i)
            laps[i].id = i + 1;
        const QList<PersonalBest> bests = PersonalBests::compute(laps, SoloTiming::builtin());
        QCOMPARE(bests.size(), 3);
        const auto ann = std::find_if(bests.begin(), bests.end(), [](const PersonalBest &b) {
            return b.driver == u"Ann"_s && b.tyres == Tyres::Soft;
        });
        QVERIFY(ann != bests.end());
        QCOMPARE(ann->lapId, 2);
        QCOMPARE(ann->finalTime, 28);
        QCOMPARE(ann->laps, 3);
        QCOMPARE(PersonalBests::holders(bests), (QSet<qint64>{2, 4, 6}));
    }

    void lapsFollowTheDatabase()
    {
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        const qint64 a = *db.saveLap(lap(u"Ann"_s, u"Monza"_s, CarCategory::GT5, Tyres::Asphalt, {6, 5}, 1, QDate(2025, 2, 1)));
        LapsHistoryModel model(&db);
        LapsBestsModel bests(&model);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester bestsTester(&bests, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, LapsHistoryModel::FinalTimeColumn).data().toString(), u"0:24"_s);
        QCOMPARE(model.index(0, LapsHistoryModel::TrackTimeColumn).data(LapsHistoryModel::SortRole).toInt(), 25);
        QVERIFY(model.index(0, 0).data(LapsHistoryModel::PersonalBestRole).toBool());
        QCOMPARE(bests.rowCount(), 1);
        QCOMPARE(bests.index(0, LapsBestsModel::BestColumn).data().toString(), u"0:24"_s);

        // A faster lap takes the record; the model updates in place.
        const qint64 b = *db.saveLap(lap(u"Ann"_s, u"Monza"_s, CarCategory::GT5, Tyres::Asphalt, {6, 6}, 0, QDate(2025, 2, 2)));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(model.rowOfLap(b), 0).data(LapsHistoryModel::PersonalBestRole).toBool(), true);
        QCOMPARE(model.index(model.rowOfLap(a), 0).data(LapsHistoryModel::PersonalBestRole).toBool(), false);
        QCOMPARE(model.index(model.rowOfLap(b), LapsHistoryModel::StatusColumn).data().toString(), u"Personal best"_s);
        QCOMPARE(bests.index(0, LapsBestsModel::BestColumn).data().toString(), u"0:20"_s);
        QCOMPARE(bests.index(0, LapsBestsModel::LapsColumn).data().toInt(), 2);

        SoloLap changed = *db.lap(a);
        changed.header.track = u"Spa"_s;
        QVERIFY(db.saveLap(changed));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(model.rowOfLap(a), LapsHistoryModel::TrackColumn).data().toString(), u"Spa"_s);
        QCOMPARE(bests.rowCount(), 2);

        QVERIFY(db.removeLap(b));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(bests.rowCount(), 1);
        QVERIFY(model.reload());
        QCOMPARE(model.rowCount(), 1);
    }

    void unreadableDatabase()
    {
        RecordsDatabase db; // never opened
        LapsHistoryModel model(&db);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.reload());
        QVERIFY(model.lastError().contains(u"not open"_s));
    }

    void ralliesFollowTheDatabase()
    {
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        Rally r = Rally::create(2, 2);
        r.name = u"Rallye"_s;
        r.players[0].results[0].time = 100;
        r.players[1].results[0].time = 90;
        const qint64 id = *db.saveRally(r);
        RallyHistoryModel model(&db);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, RallyHistoryModel::StagesColumn).data().toString(), u"1 of 2"_s);
        QCOMPARE(model.index(0, RallyHistoryModel::LeaderColumn).data().toString(), u"Player 2"_s);
        QCOMPARE(model.index(0, RallyHistoryModel::StatusColumn).data().toString(), u"In progress"_s);

        r = *db.rally(id);
        r.players[0].results[1].time = 100;
        r.players[1].results[1].time = 110;
        QVERIFY(db.saveRally(r));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, RallyHistoryModel::LeaderColumn).data().toString(), u"Player 1, Player 2"_s); // tie
        QCOMPARE(model.index(0, RallyHistoryModel::TimeColumn).data().toString(), u"3:20"_s);
        QVERIFY(model.index(0, 0).data(RallyHistoryModel::CompleteRole).toBool());

        QVERIFY(db.saveRally(Rally::create(1, 1)));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, RallyHistoryModel::NameColumn).data().toString(), u"Untitled rally"_s);
        QVERIFY(db.removeRally(id));
        QCOMPARE(model.rowCount(), 1);
    }

    void datesInTheLocalesLongFormat_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("inTables");
        QTest::newRow("en") << u"en"_s << u"January 3, 2025"_s << u"Jan 3, 2025"_s;
        QTest::newRow("ru") << u"ru"_s << u"3 января 2025 г."_s << u"3 янв. 2025 г."_s;
    }

    void datesInTheLocalesLongFormat()
    {
        // Issue 16: "03.01.2025" or "1/3/25" read differently from country to country.
        QFETCH(QString, lang);
        QFETCH(QString, expected);
        QFETCH(QString, inTables);
        Translations::install(lang);
        const QString shown = Dates::longDate(QDate(2025, 1, 3));
        const QString format = Dates::longFormat();
        Translations::install(u"en"_s);
        QCOMPARE(shown, expected);
        QVERIFY(!format.contains(u"ddd"_s)); // no weekday
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        QVERIFY(db.saveLap(lap(u"Ann"_s, u"Monza"_s, CarCategory::GT6, Tyres::Soft, {6}, 0, QDate(2025, 1, 3))));
        Translations::install(lang);
        LapsHistoryModel model(&db);
        const QString cell = model.index(0, LapsHistoryModel::DateColumn).data().toString();
        Translations::install(u"en"_s);
        QCOMPARE(cell, inTables);
        QCOMPARE(model.index(0, LapsHistoryModel::DateColumn).data(Qt::ToolTipRole).toString().isEmpty(), false);
    }
};

QTEST_GUILESS_MAIN(tst_LapsHistoryModel)
#include "tst_lapshistorymodel.moc"
