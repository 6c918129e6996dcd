// SPDX-License-Identifier: GPL-3.0-or-later
// Lists the solver cannot lay out, and what it says about them.
#include "solverhelpers.h"

#include "i18n/translations.h"

#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Pacenotes::Game)
Q_DECLARE_METATYPE(Pacenotes::LayoutResult::Status)

class tst_SolverProblems : public QObject
{
    Q_OBJECT
private slots:
    void reasons_data();
    void reasons();
    void badOptions();
    void warningsStillSolve_data();
    void warningsStillSolve();
    void tableTooSmall();
    void messagesAreTranslated();
};

void tst_SolverProblems::reasons_data()
{
    QTest::addColumn<QString>("tiles");
    QTest::addColumn<Game>("game");
    QTest::addColumn<LayoutResult::Status>("status");
    QTest::addColumn<QString>("code");
    using S = LayoutResult::Status;

    QTest::newRow("empty") << QString() << Game::GT << S::Invalid << u"empty-list"_s;
    QTest::newRow("only the pit") << u"101"_s << Game::GT << S::Invalid << u"empty-list"_s;
    QTest::newRow("no start") << u"103b,105b,106b"_s << Game::GT << S::Invalid << u"no-start-finish"_s;
    QTest::newRow("unknown tile") << u"102b,999z,105b"_s << Game::GT << S::Invalid << u"unknown-tile"_s;
    QTest::newRow("junction") << u"102a,151a,105a,106a,111a"_s << Game::GT << S::Invalid << u"junction-unsupported"_s;
    QTest::newRow("two-road start tile") << u"139b,105a,106a,111a"_s << Game::GT << S::Invalid << u"multi-path-unsupported"_s;
    QTest::newRow("assistance on a circuit") << u"201a,401a,208a"_s << Game::Dirt << S::Invalid << u"assistance-without-stage"_s;
    QTest::newRow("two tiles") << u"102b,103b"_s << Game::GT << S::NoSolution << u"too-few-tiles"_s;
    QTest::newRow("odd turn sum") << u"102b,105b,111b,114b,109b"_s << Game::GT << S::NoSolution << u"odd-turn-sum"_s;
    QTest::newRow("too few corners") << u"102b,103b,105b,106b"_s << Game::GT << S::NoSolution << u"too-few-corners"_s;
    QTest::newRow("120s never make 360") << u"102b,111b,114b,109b,107b"_s << Game::GT << S::NoSolution
                                         << u"turns-cannot-close"_s;
    QTest::newRow("widths, no change") << u"102a,105a,106a,112a,115a,117a,118a,107b"_s << Game::GT << S::NoSolution
                                       << u"lane-changes-unpaired"_s;
    QTest::newRow("one lane change") << u"102a,119a,2x105a,2x106b,107b,108b,111a,114a"_s << Game::GT << S::NoSolution
                                     << u"lane-changes-unpaired"_s;
    QTest::newRow("stage, one lane change") << u"202a,203a,411a,208a,209a"_s << Game::Dirt << S::NoSolution
                                            << u"lane-changes-unpaired"_s;
    QTest::newRow("no way back") << u"102b,122b,127b,2x121b,111b,114b"_s << Game::GT << S::NoSolution
                                 << u"no-closed-course"_s;
    QTest::newRow("always overlaps") << u"102b,111b,114b,109b,107b,105b,106b"_s << Game::GT << S::NoSolution
                                     << u"always-overlaps"_s;
}

void tst_SolverProblems::reasons()
{
    QFETCH(QString, tiles);
    QFETCH(Game, game);
    QFETCH(LayoutResult::Status, status);
    QFETCH(QString, code);
    const LayoutResult r = LayoutSolver::solve(request(tiles, game), TileCatalog::builtin());
    QCOMPARE(r.status, status);
    QVERIFY(r.shapes.isEmpty());
    QVERIFY2(issueCodes(r).contains(code), qPrintable(issueCodes(r).join(u", "_s)));
    for (const SolverIssue &i : r.issues)
        QVERIFY(!i.message.isEmpty());
}

void tst_SolverProblems::badOptions()
{
    const auto check = [](LayoutRequest r) {
        const LayoutResult res = LayoutSolver::solve(r, TileCatalog::builtin());
        QCOMPARE(res.status, LayoutResult::Status::Invalid);
        QCOMPARE(issueCodes(res), QStringList{u"bad-option"_s});
    };
    LayoutRequest r = request(u"102b,2x105b,2x106b,103b,2x112b"_s);
    r.tileWidthCm = 0;
    check(r);
    r = request(u"102b,2x105b,2x106b,103b,2x112b"_s);
    r.maxTable = TableSize{100, -1};
    check(r);
    r = request(u"102b,2x105b,2x106b,103b,2x112b"_s);
    r.keepBest = -1;
    check(r);
    r = request(u"102b,2x105b,2x106b,103b,2x112b"_s);
    r.minCourseTiles = 12; // more than the list has
    const LayoutResult res = LayoutSolver::solve(r, TileCatalog::builtin());
    QCOMPARE(res.status, LayoutResult::Status::Invalid);
    QVERIFY(issueCodes(res).contains(u"bad-option"_s));
}

void tst_SolverProblems::warningsStillSolve_data()
{
    QTest::addColumn<QString>("tiles");
    QTest::addColumn<Game>("game");
    QTest::addColumn<QString>("code");
    // DIRT rally 3, SS2 lists both sides of tile 224: one box holds one copy.
    QTest::newRow("both sides of one tile") << u"201a,202b,203b,206a,209a,212b,213b,214a,216b,219a,220a,221b,222a,224a,224b"_s
                                            << Game::Dirt << u"list-needs-more-copies"_s;
    QTest::newRow("tile of the other game") << u"102b,2x105b,2x106b,204a,2x112b"_s << Game::GT << u"other-game"_s;
}

void tst_SolverProblems::warningsStillSolve()
{
    QFETCH(QString, tiles);
    QFETCH(Game, game);
    QFETCH(QString, code);
    LayoutRequest req = request(tiles, game);
    req.keepBest = 5;
    req.exactCount = false;
    const LayoutResult r = LayoutSolver::solve(req, TileCatalog::builtin());
    QVERIFY2(issueCodes(r).contains(code), qPrintable(issueCodes(r).join(u", "_s)));
    for (const SolverIssue &i : r.issues)
        QCOMPARE(i.severity, SolverIssue::Severity::Warning);
    QCOMPARE(r.status, LayoutResult::Status::Solved);
    QVERIFY(!r.shapes.isEmpty());
}

void tst_SolverProblems::tableTooSmall()
{
    LayoutRequest r = request(u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s);
    r.maxTable = TableSize{60, 50};
    const LayoutResult res = LayoutSolver::solve(r, TileCatalog::builtin());
    QCOMPARE(res.status, LayoutResult::Status::NoSolution);
    QCOMPARE(issueCodes(res), QStringList{u"table-too-small"_s});
    QVERIFY(res.issues.first().message.contains(u"60"_s));

    // An impossible list stays impossible for its own reason, whatever the table.
    r = request(u"102b,111b,114b,109b,107b,105b,106b"_s);
    r.maxTable = TableSize{60, 50};
    QCOMPARE(issueCodes(LayoutSolver::solve(r, TileCatalog::builtin())), QStringList{u"always-overlaps"_s});
}

void tst_SolverProblems::messagesAreTranslated()
{
    const LayoutResult en = LayoutSolver::solve(request(u"102b,105b,111b,114b,109b"_s), TileCatalog::builtin());
    QCOMPARE(Translations::install(u"ru"_s), u"ru"_s);
    const LayoutResult ru = LayoutSolver::solve(request(u"102b,105b,111b,114b,109b"_s), TileCatalog::builtin());
    Translations::install(u"en"_s);
    QCOMPARE(issueCodes(ru), issueCodes(en));
    QVERIFY(ru.issues.first().message != en.issues.first().message);
    QVERIFY(ru.issues.first().message.contains(u"360°"_s));
}

QTEST_GUILESS_MAIN(tst_SolverProblems)
#include "tst_solverproblems.moc"
