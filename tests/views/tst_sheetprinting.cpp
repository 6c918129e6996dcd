// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/translations.h"
#include "pdftools.h"
#include "rules/solotiming.h"
#include "sheets/sheetprintdialog.h"
#include "sheets/sheetprinting.h"

#include <QPrintPreviewDialog>
#include <QPrinter>

#include <memory>

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
SoloLap sampleLap()
{
    SoloLap lap;
    lap.id = 3;
    lap.header = {u"Monza Solo"_s, u"Павел Иванов"_s, CarCategory::GT5Bop, Tyres::Soft, LapWeather::Dry, QDate(2025, 4, 12)};
    // JC's example: sixth gear on turns 1, 7 and 8.
    for (int g : {6, 5, 4, 3, 4, 5, 6, 6, 0, 2, 3, 4})
        lap.turns.append(SoloTurn{{g, false}, TurnWeather::None});
    lap.turns.append(SoloTurn{GearMarker::offTrack(), TurnWeather::None});
    lap.focusTokens = 4;
    lap.finished = true;
    return lap;
}

Rally sampleRally(int players)
{
    Rally r = Rally::create(3, players);
    r.name = u"Rallye des Neiges"_s;
    r.date = QDate(2025, 1, 20);
    r.checkpoints = true;
    r.stages[0].name = u"Col de Turini"_s;
    r.stages[1].assistance = true;
    const QStringList names = {u"Kayla"_s, u"Joelle"_s, u"Юля"_s, u"Marc"_s, u"Sami"_s, u"Olli"_s, u"Petter"_s};
    for (int p = 0; p < players; ++p) {
        r.players[p].name = names.value(p, u"P%1"_s.arg(p + 1));
        r.players[p].results[0] = {170 + p * 7, p == 1 ? 2 : 0, false, {p % 2, 1, 0}, p % 2 == 0};
        r.players[p].results[1] = {260 + p * 3, 0, false, {}, true};
        r.players[p].results[2] = {200 - p, 0, false, {}, std::nullopt};
    }
    r.players[players - 1].results[2] = {std::nullopt, 0, true, {}, std::nullopt}; // retired
    return r;
}
} // namespace

class tst_SheetPrinting : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    /// Writes the PDF (kept in $PACENOTES_KEEP_SHEETS when set, to look at).
    QString write(const QString &name, const SheetRequest &request)
    {
        const QString keep = qEnvironmentVariable("PACENOTES_KEEP_SHEETS");
        const QString path = keep.isEmpty() ? m_dir.filePath(name) : QDir(keep).filePath(name);
        QString error;
        if (!SheetPrinting::writePdf(path, request, &error))
            qWarning("%s", qPrintable(error));
        return path;
    }

private slots:
    void initTestCase()
    {
        if (!PdfTools::available())
            QFAIL("pdftotext/pdfinfo/pdffonts/pdfimages not found: install poppler-utils (scripts/deps.sh).");
    }

    void cleanup()
    {
        Translations::install(u"en"_s);
    }

    void blankSheets_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("solo en") << u"en"_s << 0
                                 << QStringList{u"SCORE SHEET"_s, u"SOLO MODE"_s, u"TRACK"_s, u"DRIVER"_s, u"TRACK TIME"_s,
                                                u"FOCUS TOKENS"_s, u"FINAL TIME"_s, u"GT6 B.O.P."_s, u"Asphalt"_s,
                                                u"T40"_s, u"0:10"_s, u"1:00"_s, u"00"_s};
        QTest::newRow("solo ru") << u"ru"_s << 0
                                 << QStringList{u"ТАБЛИЦА ПОДСЧЁТА"_s, u"РЕЖИМ ДЛЯ ОДНОГО ИГРОКА"_s, u"ВРЕМЯ ТРАССЫ"_s,
                                                u"РЕЗУЛЬТАТ ГОНКИ"_s, u"ЖЕТОНЫ КОНЦЕНТРАЦИИ"_s, u"Шоссейные"_s,
                                                u"Дождевые"_s, u"Мягкие"_s, u"ТРАССА"_s};
        QTest::newRow("rally en") << u"en"_s << 1
                                  << QStringList{u"RALLY SHEET"_s, u"STAGE 1"_s, u"STAGE 3"_s, u"DAMAGE"_s, u"SPARE TYRE"_s,
                                                 u"OVERALL TIME"_s, u"FINAL TIME"_s, u"POSITION"_s,
                                                 u"G: Gear / C: Coast / B: Brake"_s};
        QTest::newRow("rally ru") << u"ru"_s << 1
                                  << QStringList{u"ЛИСТ РАЛЛИ"_s, u"СУ 1"_s, u"ПОВРЕЖДЕНИЯ"_s, u"ЗАПАСНОЕ КОЛЕСО"_s,
                                                 u"ОБЩЕЕ ВРЕМЯ"_s, u"ИТОГОВОЕ ВРЕМЯ"_s, u"МЕСТО"_s};
    }

    void blankSheets()
    {
        QFETCH(QString, lang);
        QFETCH(int, kind);
        QFETCH(QStringList, expected);
        Translations::install(lang);
        SheetRequest request;
        request.kind = kind == 0 ? SheetRequest::Kind::Solo : SheetRequest::Kind::Rally;
        const QString pdf = write(u"blank-%1-%2.pdf"_s.arg(kind == 0 ? u"solo"_s : u"rally"_s, lang), request);
        const QString text = PdfTools::text(pdf);
        for (const QString &e : expected)
            QVERIFY2(text.contains(e), qPrintable(u"missing \"%1\" in:\n%2"_s.arg(e, text)));
        QCOMPARE(PdfTools::pages(pdf), 1);
        QVERIFY(PdfTools::info(pdf, u"Page size"_s).contains(u"A4"_s));
        QVERIFY(PdfTools::images(pdf).isEmpty()); // vector only: no raster images
        const QStringList fonts = PdfTools::fonts(pdf);
        QVERIFY(!fonts.isEmpty());
        for (const QString &f : fonts)
            QVERIFY2(f.contains(u" yes "_s), qPrintable(u"font not embedded: "_s + f));
    }

    void filledSolo_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("en") << u"en"_s << QStringList{u"Monza Solo"_s, u"Павел Иванов"_s, u"GT5 B.O.P."_s, u"5:10"_s, u"5:06"_s,
                                                     u"−0:04"_s, u"0:30"_s};
        QTest::newRow("ru") << u"ru"_s << QStringList{u"Monza Solo"_s, u"Павел Иванов"_s, u"5:10"_s, u"5:06"_s, u"РЕЗУЛЬТАТ ГОНКИ"_s};
    }

    void filledSolo()
    {
        QFETCH(QString, lang);
        QFETCH(QStringList, expected);
        Translations::install(lang);
        SheetRequest request;
        request.lap = sampleLap();
        // 10+15+20+30+20+15+10+10+60+40+30+20+30 = 310 s = 5:10; minus 4 Focus tokens = 5:06.
        QCOMPARE(request.lap->trackTime(SoloTiming::builtin()), 310);
        const QString pdf = write(u"filled-solo-%1.pdf"_s.arg(lang), request);
        const QString text = PdfTools::text(pdf);
        for (const QString &e : expected)
            QVERIFY2(text.contains(e), qPrintable(u"missing \"%1\" in:\n%2"_s.arg(e, text)));
        QCOMPARE(PdfTools::pages(pdf), 1);
    }

    void longLapContinues()
    {
        SheetRequest request;
        request.lap = sampleLap();
        request.lap->turns = QList<SoloTurn>(SoloLap::kMaxTurns, SoloTurn{{5, false}, TurnWeather::None});
        const QString pdf = write(u"long-solo.pdf"_s, request);
        QVERIFY(PdfTools::pages(pdf) > 1);
        QCOMPARE(PdfTools::pages(pdf), SheetPrinting::pageCount(request));
        const QString text = PdfTools::text(pdf);
        QVERIFY(text.contains(u"T300"_s));
        QVERIFY(text.contains(u"1:15:00"_s)); // 300 turns × 0:15
    }

    void filledRally_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("pages");
        QTest::newRow("3 players en") << u"en"_s << 3 << 1;
        QTest::newRow("5 players en") << u"en"_s << 5 << 1;
        QTest::newRow("6 players en") << u"en"_s << 6 << 2;
        QTest::newRow("7 players ru") << u"ru"_s << 7 << 2;
    }

    void filledRally()
    {
        QFETCH(QString, lang);
        QFETCH(int, players);
        QFETCH(int, pages);
        Translations::install(lang);
        SheetRequest request;
        request.kind = SheetRequest::Kind::Rally;
        request.rally = sampleRally(players);
        const QString pdf = write(u"filled-rally-%1-%2.pdf"_s.arg(players).arg(lang), request);
        QCOMPARE(PdfTools::pages(pdf), pages);
        QCOMPARE(SheetPrinting::pageCount(request), pages);
        const QStringList pageTexts = PdfTools::text(pdf).split(u'\f');
        QVERIFY(pageTexts.size() >= pages);
        // Every player's name is on some page; the first page holds the first five.
        const QString all = pageTexts.join(u'\n');
        for (const RallyPlayer &p : request.rally->players)
            QVERIFY2(all.contains(p.name), qPrintable(p.name));
        if (players > 5)
            QVERIFY(!pageTexts[0].contains(request.rally->players[5].name));
        QVERIFY(all.contains(u"2:50"_s)); // Kayla, stage 1
        QVERIFY(all.contains(u"+0:10"_s)); // Joelle's checkpoint penalty
        QVERIFY(all.contains(lang == "ru"_L1 ? u"СХОД"_s : u"RET"_s));
        QVERIFY(all.contains(lang == "ru"_L1 ? u"№1"_s : u"#1"_s));
        if (pages > 1)
            QVERIFY(pageTexts[1].contains(lang == "ru"_L1 ? u"Страница 2 из 2"_s : u"Page 2 of 2"_s));
    }

    void manyStagesContinueRows()
    {
        SheetRequest request;
        request.kind = SheetRequest::Kind::Rally;
        request.blankStages = 12;
        request.blankCheckpoints = true;
        const QString pdf = write(u"blank-rally-12.pdf"_s, request);
        QCOMPARE(PdfTools::pages(pdf), 3);
        QCOMPARE(SheetPrinting::pageCount(request), 3);
        const QStringList pages = PdfTools::text(pdf).split(u'\f');
        QVERIFY(pages[0].contains(u"STAGE 1 "_s) || pages[0].contains(u"STAGE 1\n"_s));
        // Pages break between stages: each continues with a stage's time, under the names row.
        for (int p = 1; p < 3; ++p) {
            const qsizetype player = pages[p].indexOf(u"PLAYER"_s);
            const qsizetype stage = pages[p].indexOf(u"STAGE "_s);
            const qsizetype damage = pages[p].indexOf(u"DAMAGE"_s);
            QVERIFY(player >= 0 && stage > player && damage > stage);
        }
        QVERIFY(pages[2].contains(u"STAGE 12"_s));
        QVERIFY(pages[2].contains(u"POSITION"_s));
        QVERIFY(pages[0].contains(u"PENALTY"_s));
    }

    void letterPaper()
    {
        SheetRequest request;
        request.paper = QPageSize::Letter;
        const QString pdf = write(u"blank-solo-letter.pdf"_s, request);
        QVERIFY(PdfTools::info(pdf, u"Page size"_s).contains(u"letter"_s));
        QCOMPARE(PdfTools::pages(pdf), 1);
        request.kind = SheetRequest::Kind::Rally;
        const QString rally = write(u"blank-rally-letter.pdf"_s, request);
        QVERIFY(PdfTools::info(rally, u"Page size"_s).contains(u"letter"_s));
    }

    void previewPaintsThroughThePrinter()
    {
        SheetRequest request;
        request.kind = SheetRequest::Kind::Rally;
        request.rally = sampleRally(6);
        std::unique_ptr<QPrintPreviewDialog> dialog(SheetPrintDialog::createPreview(request, nullptr));
        QVERIFY(dialog);
        // What the preview (and Print) does: paint on the printer it hands over.
        QPrinter printer(QPrinter::HighResolution);
        SheetPrinting::setUpPrinter(printer, request);
        printer.setOutputFormat(QPrinter::PdfFormat);
        const QString pdf = m_dir.filePath(u"through-printer.pdf"_s);
        printer.setOutputFileName(pdf);
        emit dialog->paintRequested(&printer);
        QCOMPARE(PdfTools::pages(pdf), 2);
        QVERIFY(PdfTools::text(pdf).contains(u"RALLY SHEET"_s));
        QCOMPARE(printer.docName(), u"Rally sheet — Rallye des Neiges"_s);
    }

    void paperNames()
    {
        QCOMPARE(SheetPrinting::paperFromName(u"A4"), QPageSize::A4);
        QCOMPARE(SheetPrinting::paperFromName(u"letter"), QPageSize::Letter);
        QVERIFY(!SheetPrinting::paperFromName(u"a5"));
    }

    void unwritablePath()
    {
        QString error;
        QVERIFY(!SheetPrinting::writePdf(m_dir.filePath(u"missing/dir/x.pdf"_s), SheetRequest{}, &error));
        QVERIFY(error.contains(u"Cannot write"_s));
    }
};

QTEST_MAIN(tst_SheetPrinting)
#include "tst_sheetprinting.moc"
