// SPDX-License-Identifier: GPL-3.0-or-later
// The referee assistant at the table (issue 20), driven through the real game window with key
// and mouse events on the 1024 × 700 offscreen screen: the inputs a turn takes, counted (a plain
// 4-die turn, a Loss of Control on a tile whose colour nobody gave, a DIRT turn with its Time
// card); the headline, the plan and the controls for the next input in view at both sizes and
// in both languages; Brake dice typed after their die; buttons that stay where they are while a
// turn is entered; damaged dice told apart by shape; notes that follow what was entered; a turn
// taken back coming back as it was planned; text that is not clipped; the Russian words.
#include "gamehelpers.h"
#include "keepshot.h"

#include "codriver/codriverpanel.h"
#include "game/dicepadwidget.h"
#include "game/dicepainter.h"
#include "game/gamecodriverview.h"
#include "game/gamelogpanel.h"
#include "game/gamewindow.h"
#include "game/randomcomponentspanel.h"
#include "game/refereepanel.h"
#include "game/resolutionpanel.h"
#include "game/roundtrackerpanel.h"
#include "game/spaceeditor.h"
#include "game/verdictview.h"
#include "i18n/translations.h"
#include "itemmodels/moveplanmodel.h"
#include "itemmodels/gamelogmodel.h"
#include "itemmodels/rulinglistmodel.h"
#include "rules/randomsource.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {

GameWindow *openGame(const GameSetup &setup, const QSize &size)
{
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(setup, &error);
    if (!g)
        qFatal("%s", qPrintable(error));
    auto *w = new GameWindow(std::move(g));
    w->resize(size);
    w->show();
    w->activateWindow();
    return w;
}

/// Every input a player gives the window, counted: a key or a click is one.
struct Inputs
{
    QWidget *window;
    int count = 0;
    /// Keys go where a keyboard sends them: to the widget with the focus (the window's
    /// shortcuts take them first).
    QWidget *target() const { return QApplication::focusWidget() ? QApplication::focusWidget() : window; }
    void keys(const QString &text)
    {
        for (QChar c : text) {
            QTest::keyClick(target(), c.toLatin1());
            ++count;
        }
    }
    void key(Qt::Key key)
    {
        QTest::keyClick(target(), key);
        ++count;
    }
    void click(QWidget *w)
    {
        QVERIFY2(w->isEnabled(), qPrintable(w->objectName()));
        QTest::mouseClick(w, Qt::LeftButton);
        ++count;
    }
};

/// Shown, inside the window and inside every widget around it (a scroll area's viewport, a row
/// squeezed shorter than its buttons): a player sees all of it without scrolling.
bool inView(const QWidget *w)
{
    if (!w || !w->isVisible())
        return false;
    const QWidget *top = w->window();
    const QRect r(w->mapTo(top, QPoint(0, 0)), w->size());
    if (!top->rect().contains(r))
        return false;
    for (const QWidget *p = w->parentWidget(); p && p != top; p = p->parentWidget())
        if (!QRect(p->mapTo(top, QPoint(0, 0)), p->size()).contains(r))
            return false;
    return true;
}

QString where(const QWidget *w)
{
    if (!w)
        return u"(none)"_s;
    const auto rect = [](const QWidget *x) {
        const QPoint at = x->mapTo(x->window(), QPoint(0, 0));
        return u"%1,%2 %3×%4"_s.arg(at.x()).arg(at.y()).arg(x->width()).arg(x->height());
    };
    QString text = u"%1 at %2 visible %3"_s.arg(w->objectName(), rect(w)).arg(w->isVisible());
    // The first widget around it that cuts it, to see why.
    const QRect r(w->mapTo(w->window(), QPoint(0, 0)), w->size());
    for (const QWidget *p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        if (!QRect(p->mapTo(p->window(), QPoint(0, 0)), p->size()).contains(r))
            return text + u", cut by %1 %2 at %3"_s.arg(QString::fromLatin1(p->metaObject()->className()), p->objectName(), rect(p));
    return text;
}

/// The plan table is in view with the space being laid or rolled (its current row).
bool planInView(QTableView *view)
{
    if (!inView(view))
        return false;
    const int row = view->currentIndex().isValid() ? view->currentIndex().row() : view->model()->rowCount() - 1;
    return row < 0 || (view->rowViewportPosition(row) >= 0
                       && view->rowViewportPosition(row) + view->rowHeight(row) <= view->viewport()->height() + 1);
}

void settle()
{
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

} // namespace

class tst_RefereeTable : public QObject
{
    Q_OBJECT

private slots:
    void init() { Translations::install(u"en"_s); }
    void cleanupTestCase() { Translations::install(u"en"_s); }
    void plainTurnTakesNineInputs();
    void lossOfControlWithoutTakingBack_data();
    void lossOfControlWithoutTakingBack();
    void dirtTurnWithItsTimeCard_data();
    void dirtTurnWithItsTimeCard();
    void whatIsNeededStaysInView_data();
    void whatIsNeededStaysInView();
    void brakeDiceTypedAfterTheirDie();
    void buttonsStayUnderTheFinger();
    void damagedDiceToldApartByShape();
    void notesFollowTheTurn();
    void undoBringsThePlanBack();
    void noTextCutShort_data();
    void noTextCutShort();
    void russianWords();
    void screenshots_data();
    void screenshots();
};

/// A GT race with its first round started: Anna's turn.
GameWindow *raceAtFirstTurn(const QSize &size, QStringList names = {u"Anna"_s, u"Boris"_s})
{
    GameWindow *w = openGame(gtRace(names), size);
    if (!QTest::qWaitForWindowActive(w))
        qWarning("the window is not active");
    QTest::keyClick(w, Qt::Key_Return); // the round starts
    settle();
    return w;
}

void tst_RefereeTable::plainTurnTakesNineInputs()
{
    // Four dice, four results, Return (today's 9: kept).
    QScopedPointer<GameWindow> w(raceAtFirstTurn({1024, 700}));
    GameSession *g = w->session();
    QCOMPARE(g->activeCar(), 0);
    Inputs in{w.data()};
    in.keys(u"1234"_s);
    in.keys(u"nnnn"_s);
    in.key(Qt::Key_Return);
    QCOMPARE(g->log().size(), 2);
    QCOMPARE(g->state().cars[0].car.gear.gear, 4);
    QCOMPARE(in.count, 9);
}

void tst_RefereeTable::lossOfControlWithoutTakingBack_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("keyboard");
    QTest::newRow("en-1024-mouse") << u"en"_s << QSize(1024, 700) << false;
    QTest::newRow("en-1280-mouse") << u"en"_s << QSize(1280, 820) << false;
    QTest::newRow("en-1024-keys") << u"en"_s << QSize(1024, 700) << true;
    QTest::newRow("ru-1024-mouse") << u"ru"_s << QSize(1024, 700) << false;
    QTest::newRow("ru-1280-mouse") << u"ru"_s << QSize(1280, 820) << false;
}

void tst_RefereeTable::lossOfControlWithoutTakingBack()
{
    // Four Gear dice rolled one by one, a hazard on the last three: the hazard limit is reached
    // on the fourth space and control is lost on a tile whose colour nobody gave. The referee asks for it
    // there and then; the answer costs one tap, no result is taken back.
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QFETCH(bool, keyboard);
    QCOMPARE(Translations::install(lang), lang);
    QScopedPointer<GameWindow> w(raceAtFirstTurn(size));
    GameSession *g = w->session();
    RefereePanel *ref = w->referee();
    ResolutionPanel *res = ref->resolutionPanel();
    MovePlanModel *plan = ref->planModel();
    Inputs in{w.data()};
    in.keys(u"1234"_s);
    in.keys(u"nhhh"_s);
    QVERIFY(plan->outcome() && plan->outcome()->loss);
    QCOMPARE(plan->lossColourStep(), 3);
    settle();
    QVERIFY2(inView(res->colourRow()), qPrintable(where(res->colourRow())));
    QPushButton *red = res->colourButton(Danger::Red);
    // Every answer, the question and the way back (a result typed wrong) are all in view, not
    // cut by a row squeezed shorter than its buttons.
    for (Danger d : {Danger::Yellow, Danger::Orange, Danger::Red})
        QVERIFY2(inView(res->colourButton(d)), qPrintable(where(res->colourButton(d))));
    QVERIFY2(inView(res->nextDieLabel()), qPrintable(where(res->nextDieLabel())));
    QVERIFY2(res->nextDieLabel()->text().contains(u'4'), qPrintable(res->nextDieLabel()->text()));
    QVERIFY2(inView(res->undoButton()) && res->undoButton()->isEnabled(), qPrintable(where(res->undoButton())));
    QVERIFY(!ref->nextButton()->isEnabled());
    // The space editor's colour field is open too (it was locked once the dice were rolled).
    QVERIFY(ref->spaceEditor()->dangerBox()->isEnabled());
    if (keyboard)
        in.keys(u"r"_s);
    else
        in.click(red);
    QCOMPARE(plan->space(3).danger, Danger::Red);
    QCOMPARE(plan->damageTokensNeeded(), 2); // gear 4 on red (GT p. 14)
    settle();
    RandomComponentsPanel *random = ref->randomPanel();
    QPushButton *gear = random->damageButton(int(DamageToken::Gear));
    QPushButton *green = random->damageButton(int(DamageToken::GreenFlag));
    QVERIFY2(inView(gear), qPrintable(where(gear)));
    in.click(gear);
    settle();
    QVERIFY2(inView(green), qPrintable(where(green)));
    in.click(green);
    QVERIFY2(plan->readyToCommit(), qPrintable(plan->missing()));
    QVERIFY(inView(ref->nextButton()));
    in.key(Qt::Key_Return);
    QCOMPARE(g->log().size(), 2);
    QCOMPARE(g->state().cars[0].car.gear, GearMarker::offTrack());
    QCOMPARE(g->log().constLast().report.drawn.size(), 2);
    QVERIFY2(in.count <= 12, qPrintable(QString::number(in.count)));
    qInfo("a Loss of Control turn: %d inputs", in.count);
}

void tst_RefereeTable::dirtTurnWithItsTimeCard_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_RefereeTable::dirtTurnWithItsTimeCard()
{
    QFETCH(QString, lang);
    QCOMPARE(Translations::install(lang), lang);
    // A DIRT turn that loses control: the seconds box has the keys as soon as the card is asked,
    // a tap on what its 0 side shows enters the card, Return plays the turn.
    QScopedPointer<GameWindow> w(openGame(dirtRally({u"Solo"_s}, 1), {1024, 700}));
    QVERIFY(QTest::qWaitForWindowActive(w.data()));
    GameSession *g = w->session();
    QVERIFY(g->startRound().accepted);
    QVERIFY(g->playTurn(turn(0, u"1 2"_s, u"- -"_s)).accepted);
    QTest::keyClick(w.data(), Qt::Key_Return); // the next round
    settle();
    RefereePanel *ref = w->referee();
    MovePlanModel *plan = ref->planModel();
    Inputs in{w.data()};
    in.keys(u"3ll"_s);
    in.keys(u"hhh"_s);
    QVERIFY(plan->outcome() && plan->outcome()->loss);
    QTRY_COMPARE(QApplication::focusWidget(), ref->randomPanel()->cardSecondsBox());
    QVERIFY2(inView(ref->randomPanel()->cardSecondsBox()), qPrintable(where(ref->randomPanel()->cardSecondsBox())));
    in.keys(u"60"_s);
    QPushButton *spinout = ref->randomPanel()->cardKindButton(TimeCardBackKind::Spinout);
    QVERIFY2(inView(spinout), qPrintable(where(spinout)));
    in.click(spinout);
    QVERIFY2(plan->readyToCommit(), qPrintable(plan->missing()));
    in.key(Qt::Key_Return);
    QCOMPARE(g->log().size(), 4);
    QCOMPARE(g->state().cars[0].timeCards.constLast().seconds, 60);
    QVERIFY2(in.count <= 11, qPrintable(QString::number(in.count)));
    qInfo("a DIRT turn with its Time card: %d inputs", in.count);
}

void tst_RefereeTable::whatIsNeededStaysInView_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QSize>("size");
    QTest::newRow("en-1280") << u"en"_s << QSize(1280, 820);
    QTest::newRow("ru-1280") << u"ru"_s << QSize(1280, 820);
    QTest::newRow("en-1024") << u"en"_s << QSize(1024, 700);
    QTest::newRow("ru-1024") << u"ru"_s << QSize(1024, 700);
}

void tst_RefereeTable::whatIsNeededStaysInView()
{
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QCOMPARE(Translations::install(lang), lang);
    QScopedPointer<GameWindow> w(raceAtFirstTurn(size, {u"Anna"_s, u"Boris"_s, u"Clara"_s}));
    RefereePanel *ref = w->referee();
    MovePlanModel *plan = ref->planModel();
    ResolutionPanel *res = ref->resolutionPanel();
    QLabel *headline = ref->verdictView()->headline();
    const auto check = [&](const char *when) {
        settle();
        QVERIFY2(inView(headline), qPrintable(QString::fromLatin1(when) + u": headline "_s + where(headline)));
        QVERIFY2(inView(ref->verdictView()->oneByOneOdds()), when);
        QVERIFY2(planInView(ref->planView()), qPrintable(QString::fromLatin1(when) + u": plan "_s + where(ref->planView())));
    };
    // Anna: a plan, then its results: the buttons for them are in view from the start.
    for (QChar c : u"123"_s)
        QVERIFY(plan->pressChar(c));
    check("planned");
    QVERIFY2(inView(res->hazardButton()), qPrintable(where(res->hazardButton())));
    QVERIFY2(inView(res->cleanButton()), qPrintable(where(res->cleanButton())));
    QVERIFY(plan->enterResult(false));
    check("rolling");
    QVERIFY(plan->enterResult(false));
    QVERIFY(plan->enterResult(false));
    QVERIFY(plan->commit().accepted);

    // Boris goes Flat Out into a red corner too fast: Damage tokens. The re-layouts and the
    // tokens come into view as they are asked.
    plan->setMode(RollMode::FlatOut);
    for (QChar c : u"123"_s)
        QVERIFY(plan->pressChar(c));
    SpaceInfo red = plan->space(2);
    red.limit = 2;
    red.danger = Danger::Red;
    QVERIFY(plan->setSpace(2, red));
    check("planned Flat Out");
    for (int i = 0; i < 3; ++i)
        QVERIFY(plan->enterResult(false));
    check("lost control");
    settle();
    QVERIFY(plan->damageTokensNeeded() > 0);
    QTRY_VERIFY2(inView(ref->randomPanel()->damageButton(int(DamageToken::Gear))),
                 qPrintable(where(ref->randomPanel()->damageButton(int(DamageToken::Gear)))));
    check("damage asked");
    ScriptedRandom bag({0, 0, 0});
    plan->drawDamageVirtually(bag);
    QVERIFY2(plan->readyToCommit(), qPrintable(plan->missing()));
    QVERIFY(plan->commit().accepted);

    // Clara's turn starts with the headline and her plan in view, not where Boris's ended.
    QCOMPARE(plan->car(), 2);
    QVERIFY(plan->pressChar(u'1'));
    check("next turn");
    // A plan against the rules shows its rows and why.
    QVERIFY(plan->pressChar(u'3'));
    QVERIFY(!plan->verdict().legal());
    check("illegal plan");
    QCOMPARE(ref->planView()->model()->rowCount(), 2);
}

void tst_RefereeTable::brakeDiceTypedAfterTheirDie()
{
    QScopedPointer<GameWindow> w(raceAtFirstTurn({1024, 700}));
    GameSession *g = w->session();
    QVERIFY(g->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s)).accepted);
    QVERIFY(g->playTurn(turn(1, u"1"_s, u"-"_s)).accepted);
    QTest::keyClick(w.data(), Qt::Key_Return); // round 2: Anna in 3rd plays first
    settle();
    MovePlanModel *plan = w->referee()->planModel();
    QCOMPARE(plan->car(), 0);
    Inputs in{w.data()};
    // "1 B", the way "1+B" is read aloud: the Brake die goes with the 1, at once.
    in.keys(u"1b"_s);
    QCOMPARE(plan->rowCount(), 1);
    QCOMPARE(plan->index(0, MovePlanModel::DiceColumn).data().toString(), u"1+B"_s);
    QLabel *echo = w->referee()->padWidget()->echoLabel();
    QVERIFY2(echo->text().contains(u"1+B"_s), qPrintable(echo->text()));
    QVERIFY(inView(echo));
    QVERIFY(plan->verdict().legal());
    // The pad and its Brake die say both orders work.
    QAbstractButton *brake = w->referee()->padWidget()->button(int(DieKey::Brake));
    QVERIFY2(brake->toolTip().contains(u"B B 2"_s), qPrintable(brake->toolTip()));
    QVERIFY(w->referee()->padWidget()->toolTip().contains(u"2 B B"_s));
    // A Brake die typed before the next Gear die waits for it, and the echo says so.
    in.key(Qt::Key_Backspace);
    in.key(Qt::Key_Backspace);
    QCOMPARE(plan->rowCount(), 0);
    in.keys(u"b"_s);
    QVERIFY2(echo->text().contains(u"B"_s), qPrintable(echo->text()));
    in.keys(u"1"_s);
    QCOMPARE(plan->index(0, MovePlanModel::DiceColumn).data().toString(), u"1+B"_s);
}

void tst_RefereeTable::buttonsStayUnderTheFinger()
{
    for (const QSize size : {QSize(1024, 700), QSize(1280, 820)}) {
        QScopedPointer<GameWindow> w(raceAtFirstTurn(size));
        RefereePanel *ref = w->referee();
        ResolutionPanel *res = ref->resolutionPanel();
        MovePlanModel *plan = ref->planModel();
        const auto at = [](QWidget *b) { return b->mapToGlobal(QPoint(0, 0)); };
        for (QChar c : u"1234"_s)
            QVERIFY(plan->pressChar(c));
        settle();
        const QPoint hazard = at(res->hazardButton()), clean = at(res->cleanButton()), secure = at(res->secureButton());
        QTest::mouseClick(res->hazardButton(), Qt::LeftButton);
        settle();
        QCOMPARE(at(res->hazardButton()), hazard);
        QCOMPARE(at(res->cleanButton()), clean);
        QCOMPARE(at(res->secureButton()), secure);
        for (int i = 0; i < 3; ++i) {
            QTest::mouseClick(res->hazardButton(), Qt::LeftButton);
            settle();
            if (plan->nextDie())
                QCOMPARE(at(res->hazardButton()), hazard);
        }
        // Control lost: the colour is asked below the buttons, which stay.
        QVERIFY(res->colourRow()->isVisible());
        QCOMPARE(at(res->hazardButton()), hazard);
        QTest::mouseClick(res->colourButton(Danger::Red), Qt::LeftButton);
        QTRY_VERIFY(ref->randomPanel()->damageButton(int(DamageToken::Gear))->isVisible());
        settle();
        QCOMPARE(at(res->hazardButton()), hazard);
        // The Damage token buttons stay where they are after the first tap.
        RandomComponentsPanel *random = ref->randomPanel();
        QPushButton *gear = random->damageButton(int(DamageToken::Gear));
        QPushButton *green = random->damageButton(int(DamageToken::GreenFlag));
        const QPoint gearAt = at(gear), greenAt = at(green);
        QTest::mouseClick(gear, Qt::LeftButton);
        settle();
        QCOMPARE(at(gear), gearAt);
        QCOMPARE(at(green), greenAt);
    }
}

void tst_RefereeTable::damagedDiceToldApartByShape()
{
    // A die lost to damage must differ from a die in play in lightness, not in hue alone (a red
    // cross on the red Brake die could not be seen).
    const auto draw = [](DieKind kind, bool crossed) {
        QImage image(48, 48, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        DicePainter::paint(&p, QRectF(0, 0, 48, 48), kind, QString(), true, crossed);
        return image;
    };
    const QList<DieKind> kinds{DieKind::Gear, DieKind::Coast, DieKind::Brake, DieKind::Boost, DieKind::Leader};
    QImage sheet(48 * int(kinds.size()), 96, QImage::Format_ARGB32); // in play above, lost below
    QPainter onSheet(&sheet);
    for (int i = 0; i < kinds.size(); ++i) {
        onSheet.drawImage(48 * i, 0, draw(kinds[i], false));
        onSheet.drawImage(48 * i, 48, draw(kinds[i], true));
    }
    onSheet.end();
    keepShot(sheet, u"table-dice-lost.png"_s);
    for (DieKind kind : kinds) {
        const QImage in = draw(kind, false), lost = draw(kind, true);
        int differ = 0;
        for (int y = 0; y < 48; ++y)
            for (int x = 0; x < 48; ++x)
                if (qAbs(qGray(in.pixel(x, y)) - qGray(lost.pixel(x, y))) > 60)
                    ++differ;
        QVERIFY2(differ > 48 * 48 / 6, qPrintable(u"%1: %2 pixels differ in lightness"_s.arg(enumId(kind)).arg(differ)));
    }
}

void tst_RefereeTable::notesFollowTheTurn()
{
    QScopedPointer<GameWindow> w(raceAtFirstTurn({1024, 700}));
    RefereePanel *ref = w->referee();
    MovePlanModel *plan = ref->planModel();
    const auto shown = [](QListView *view) {
        QStringList lines;
        if (view->isVisible())
            for (int r = 0; r < view->model()->rowCount(); ++r)
                lines << view->model()->index(r, 0).data().toString();
        return lines.join(u'\n');
    };
    Inputs in{w.data()};
    in.keys(u"12"_s);
    settle();
    QVERIFY(plan->verdict().legal());
    for (QListView *view : {ref->verdictView()->rulingsView(), ref->resolutionPanel()->rulingsView()})
        QVERIFY2(!shown(view).contains(u"at least one space"_s), qPrintable(shown(view)));
    // Rolled by the app, taken back, typed by the table: not "rolled by the app".
    ScriptedRandom dice({5, 5});
    QVERIFY(plan->rollVirtually(dice) > 0);
    in.keys(u"uu"_s);
    in.keys(u"nn"_s);
    settle();
    QVERIFY(plan->readyToCommit());
    QVERIFY2(!shown(ref->resolutionPanel()->rulingsView()).contains(u"rolled by the app"_s),
             qPrintable(shown(ref->resolutionPanel()->rulingsView())));
}

void tst_RefereeTable::undoBringsThePlanBack()
{
    QScopedPointer<GameWindow> w(raceAtFirstTurn({1024, 700}));
    GameSession *g = w->session();
    MovePlanModel *plan = w->referee()->planModel();
    Inputs in{w.data()};
    in.keys(u"123"_s);
    SpaceInfo corner = plan->space(2);
    corner.limit = 3;
    QVERIFY(plan->setSpace(2, corner));
    in.keys(u"nnn"_s);
    in.key(Qt::Key_Return);
    QCOMPARE(g->activeCar(), 1);
    QTest::keyClick(w.data(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(g->activeCar(), 0);
    // Anna's plan is back as it was laid, to be corrected (here: the third die becomes a Coast die).
    QCOMPARE(plan->rowCount(), 3);
    QCOMPARE(plan->space(2).limit, 3);
    QCOMPARE(w->referee()->planView()->model()->index(2, MovePlanModel::DiceColumn).data().toString(), u"3"_s);
    in.key(Qt::Key_Backspace);
    in.keys(u"c"_s);
    QCOMPARE(plan->index(2, MovePlanModel::DiceColumn).data().toString(), u"C"_s);
}

void tst_RefereeTable::noTextCutShort_data()
{
    whatIsNeededStaysInView_data();
}

void tst_RefereeTable::noTextCutShort()
{
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QCOMPARE(Translations::install(lang), lang);
    QScopedPointer<GameWindow> w(raceAtFirstTurn(size));
    GameSession *g = w->session();
    RefereePanel *ref = w->referee();
    MovePlanModel *plan = ref->planModel();
    for (QChar c : u"123"_s)
        QVERIFY(plan->pressChar(c));
    SpaceInfo corner = plan->space(2);
    corner.limit = 3;
    corner.danger = Danger::Orange;
    corner.tripleLane = true;
    QVERIFY(plan->setSpace(2, corner));
    QVERIFY(plan->enterResult(false));
    settle();

    // The plan table: every column in sight, none narrower than what it shows.
    QTableView *table = ref->planView();
    QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
    for (int c = 0; c < table->model()->columnCount(); ++c) {
        if (table->isColumnHidden(c) || c == MovePlanModel::SpaceColumn)
            continue;
        QVERIFY2(table->columnWidth(c) >= table->horizontalHeader()->sectionSizeHint(c),
                 qPrintable(u"column %1: %2 < %3"_s.arg(c).arg(table->columnWidth(c)).arg(table->horizontalHeader()->sectionSizeHint(c))));
        QVERIFY2(table->columnWidth(c) >= static_cast<QAbstractItemView *>(table)->sizeHintForColumn(c), qPrintable(QString::number(c)));
    }
    const int space = MovePlanModel::SpaceColumn;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QString text = table->model()->index(r, space).data().toString();
        const QRect room = table->fontMetrics().boundingRect(QRect(0, 0, table->columnWidth(space) - 8, 1000), Qt::TextWordWrap, text);
        QVERIFY2(room.height() <= table->rowHeight(r), qPrintable(text));
    }
    // The danger colour list shows whole names.
    QComboBox *danger = ref->spaceEditor()->dangerBox();
    QVERIFY2(danger->width() >= danger->sizeHint().width(), qPrintable(u"%1 < %2"_s.arg(danger->width()).arg(danger->sizeHint().width())));

    // The tabs beside the referee read whole and all fit.
    QVERIFY(plan->enterResult(false));
    QVERIFY(plan->enterResult(false));
    QVERIFY(plan->commit().accepted);
    QTest::qWait(0);
    settle();
    int bars = 0;
    for (QTabBar *bar : w->findChildren<QTabBar *>()) {
        if (!bar->isVisible() || bar->count() < 2)
            continue;
        ++bars;
        QCOMPARE(bar->elideMode(), Qt::ElideNone);
        for (int i = 0; i < bar->count(); ++i) {
            const QRect r = bar->tabRect(i);
            QVERIFY2(bar->rect().contains(r), qPrintable(bar->tabText(i) + u" is out of its bar"_s));
            QVERIFY2(r.width() >= bar->fontMetrics().horizontalAdvance(bar->tabText(i)), qPrintable(bar->tabText(i)));
        }
    }
    QVERIFY(bars > 0);

    // The game log's lines wrap in the dock: nothing runs past its edge.
    auto *logDock = w->findChild<QDockWidget *>(u"logDock"_s);
    logDock->show();
    logDock->raise();
    QTest::qWait(0);
    settle();
    QTableView *log = w->logPanel()->view();
    QCOMPARE(log->horizontalScrollBar()->maximum(), 0);
    int checked = 0;
    for (int r = qMax(0, log->rowAt(0)); r < log->model()->rowCount() && log->rowViewportPosition(r) < log->viewport()->height(); ++r) {
        QVERIFY2(log->rowHeight(r) >= static_cast<QAbstractItemView *>(log)->sizeHintForRow(r), qPrintable(log->model()->index(r, GameLogModel::MessageColumn).data().toString()));
        ++checked;
    }
    QVERIFY(checked > 2);

    // The co-driver's panel fits its dock: its "use this plan" button is in sight.
    QDockWidget *co = w->coDriverDock();
    co->show();
    co->raise();
    QTest::qWait(0);
    settle();
    QWidget *use = w->coDriver()->panel()->useButton();
    auto *scroll = w->coDriver()->findChild<QScrollArea *>(u"coDriverScroll"_s);
    QVERIFY(scroll);
    QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    QVERIFY2(inView(use), qPrintable(where(use)));
    Q_UNUSED(g);
}

void tst_RefereeTable::russianWords()
{
    QCOMPARE(Translations::install(u"ru"_s), u"ru"_s);
    QScopedPointer<GameWindow> w(raceAtFirstTurn({1024, 700}));
    MovePlanModel *plan = w->referee()->planModel();
    // The dice letters are the official names' (кубики поддержания скорости, торможения); the
    // keys stay the keyboard's.
    QCOMPARE(MovePlan::letter(DieKey::Brake), u"Т"_s);
    QCOMPARE(MovePlan::letter(DieKey::Coast), u"П"_s);
    QCOMPARE(MovePlan::keyChar(DieKey::Brake), u'B');
    QVERIFY(plan->pressChar(u'1'));
    QVERIFY(plan->pressChar(u'c'));
    QCOMPARE(plan->index(1, MovePlanModel::DiceColumn).data().toString(), u"П"_s);
    StepDice two;
    two.gear = 2;
    two.brakes = 2;
    QCOMPARE(MovePlan::displayText(two), u"2+ТТ"_s);
    // One thing, one word: the field and the referee's question both say "уровень опасности".
    const QString label = QCoreApplication::translate("Pacenotes::SpaceEditor", "Danger co&lour");
    const QString asked = QCoreApplication::translate("Game", "Give the danger colour of the tile where control was lost: it decides the Damage tokens.");
    QVERIFY2(QString(label).remove(u'&').toLower().contains(u"уровень опасности"_s), qPrintable(label));
    QVERIFY2(asked.contains(u"уровень опасности"_s), qPrintable(asked));
    const QString question = QCoreApplication::translate("Pacenotes::ResolutionPanel", "Control was lost on space %1: the tile's danger colour?");
    QVERIFY2(question.contains(u"уровень опасности"_s), qPrintable(question));
    // The app's roll is said plainly, and a game is a "партия" throughout the Game menu.
    QVERIFY(!QCoreApplication::translate("Pacenotes::ResolutionPanel", "Roll for me (V)").contains(u"клетку"_s));
    for (const auto &[context, source] : {std::pair{"Pacenotes::GameSetupActions", "New &Game…"}, std::pair{"GameMenu", "&Quick Game"},
                                          std::pair{"GameMenu", "&Resume the Last Game"}, std::pair{"Pacenotes::GameSetupActions", "&Sessions…"}})
        QVERIFY2(QCoreApplication::translate(context, source).remove(u'&').toLower().contains(u"парти"_s),
                 qPrintable(QCoreApplication::translate(context, source)));
    // ё wherever Russian spelling has it, in the whole translation.
    QFile ts(QStringLiteral(PACENOTES_SOURCE_DIR "/translations/pacenotes_ru.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ts.readAll());
    static const QRegularExpression translation(u"<(?:translation|numerusform)[^>]*>([^<]*)<"_s);
    static const QRegularExpression withoutYo(
        u"(?<![А-Яа-яЁё])(ее|еще|желт\\w*|зелен\\w*|черн(ый|ого|ые|ым)|идет|дает|ведет|берет|сошел|прошел|удается|остается|все равно|на нем|трех|вперед|подсчета|очередность\\w*)(?![А-Яа-яЁё])"_s,
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    QStringList found;
    for (auto it = translation.globalMatch(text); it.hasNext();) {
        const QString t = it.next().captured(1);
        const QRegularExpressionMatch m = withoutYo.match(t);
        if (m.hasMatch())
            found << m.captured(0) + u" in “"_s + t.left(80) + u"”"_s;
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void tst_RefereeTable::screenshots_data()
{
    whatIsNeededStaysInView_data();
}

void tst_RefereeTable::screenshots()
{
    // The three walks, kept as pictures (PACENOTES_KEEP_SHOTS): a 2-player GT race losing
    // control on a tile of unknown colour, a DIRT stage turn with its Time card, a GT solo lap.
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QCOMPARE(Translations::install(lang), lang);
    const QString tag = lang + (size.width() < 1280 ? u"-1024"_s : QString());
    const auto shot = [&tag](QWidget *w, const QString &name) {
        settle();
        keepShot(w, u"table-%1-%2.png"_s.arg(name, tag));
    };
    {
        QScopedPointer<GameWindow> w(raceAtFirstTurn(size));
        MovePlanModel *plan = w->referee()->planModel();
        for (QChar c : u"1234"_s)
            QVERIFY(plan->pressChar(c));
        shot(w.data(), u"race-plan"_s);
        QVERIFY(plan->enterResult(false));
        for (int i = 0; i < 3; ++i)
            QVERIFY(plan->enterResult(true));
        shot(w.data(), u"race-loss-colour"_s);
        QTest::mouseClick(w->referee()->resolutionPanel()->colourButton(Danger::Red), Qt::LeftButton);
        QTest::mouseClick(w->referee()->randomPanel()->damageButton(int(DamageToken::Gear)), Qt::LeftButton);
        shot(w.data(), u"race-loss-tokens"_s);
    }
    {
        QScopedPointer<GameWindow> w(openGame(dirtRally({u"Dina"_s}, 1), size));
        QVERIFY(QTest::qWaitForWindowExposed(w.data()));
        GameSession *g = w->session();
        QVERIFY(g->startRound().accepted);
        QVERIFY(g->playTurn(turn(0, u"1 2"_s, u"- -"_s)).accepted);
        QVERIFY(g->startRound().accepted);
        MovePlanModel *plan = w->referee()->planModel();
        for (QChar c : u"3LL"_s)
            QVERIFY(plan->pressChar(c));
        for (int i = 0; i < 3; ++i)
            QVERIFY(plan->enterResult(true));
        QTest::qWait(0);
        shot(w.data(), u"dirt-timecard"_s);
    }
    {
        GameSetup solo = gtRace({u"Sol"_s});
        solo.kind = GameKind::GtSolo;
        QScopedPointer<GameWindow> w(openGame(solo, size));
        QVERIFY(QTest::qWaitForWindowExposed(w.data()));
        GameSession *g = w->session();
        QVERIFY(g->startRound().accepted);
        QVERIFY(g->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s)).accepted);
        QVERIFY(g->startRound().accepted);
        MovePlanModel *plan = w->referee()->planModel();
        for (QChar c : u"456"_s)
            QVERIFY(plan->pressChar(c));
        QVERIFY(plan->enterResult(false));
        shot(w.data(), u"solo-lap"_s);
    }
}

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" PACENOTES_TESTDATA "/screens/small-screen.json");
    QApplication app(argc, argv);
    tst_RefereeTable test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_refereetable.moc"
