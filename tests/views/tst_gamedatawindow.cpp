// SPDX-License-Identifier: GPL-3.0-or-later
// Tools ▸ Game Data… as a user drives it, offscreen: a page per kind of data with marks for
// each value's confidence, editing a cell in place, a refused value explained without moving
// the table, reset, undo, checks that lead to their value, Save and the unsaved question, and
// the API other windows use to open it at a dashboard. PACENOTES_KEEP_SHOTS keeps pictures.
#include "game/gamedatadocument.h"
#include "gamedata/gamedataactions.h"
#include "gamedata/gamedatapage.h"
#include "gamedata/gamedatawindow.h"
#include "i18n/translations.h"
#include "itemmodels/gamedatamodel.h"
#include "keepshot.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

QTreeView *viewOf(GameDataWindow &w, GameDataKind kind)
{
    return w.page(kind)->viewOf(kind);
}

QModelIndex cellOf(GameDataWindow &w, const GameDataItem &item)
{
    return static_cast<GameDataModel *>(viewOf(w, item.kind)->model())->indexOf(item);
}

/// Types a number into a cell as a user does: double-click it, type, press Return.
void typeInto(QTreeView *view, const QModelIndex &index, const QString &text)
{
    view->scrollTo(index);
    const QPoint at = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    auto *spin = qobject_cast<QSpinBox *>(view->indexWidget(index));
    QVERIFY2(spin, "no spin box opened");
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
    QTRY_VERIFY(!view->indexWidget(index));
}

/// Where a widget is in its window: the tables must not move when a message appears.
QRect placeOf(QWidget *w)
{
    return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}

/// Answers the next message box with `button` (the close question is modal).
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible())
                box->button(button)->click();
    });
}

} // namespace

class tst_GameDataWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path() const { return m_dir.filePath(u"rules-overrides.json"_s); }

private slots:
    void init()
    {
        Translations::install(u"en"_s);
        QFile::remove(path());
    }

    void pagesShowEveryKindOfData()
    {
        GameDataWindow w(path());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.tabs()->count(), 6);
        QStringList tabs;
        for (int i = 0; i < w.tabs()->count(); ++i)
            tabs << w.tabs()->tabText(i);
        QCOMPARE(tabs, QStringList({u"GT dashboards"_s, u"DIRT dashboards"_s, u"Loss of Control (GT)"_s, u"Time cards (DIRT)"_s,
                                    u"Damage tokens"_s, u"Solo timing (GT)"_s}));
        QCOMPARE(viewOf(w, GameDataKind::GtDashboards)->model()->rowCount(), 30);
        QCOMPARE(w.checksList()->count(), 1);
        QCOMPARE(w.checksList()->item(0)->text(), u"Every value agrees with the boxes."_s);
        QVERIFY(w.findChild<QLabel *>(u"gameDataLegend"_s)->text().contains(u"placeholder"_s));
        QVERIFY(w.findChild<QLabel *>(u"gameDataLegend"_s)->toolTip().contains(u"placeholder: a placeholder: not published"_s));
        QVERIFY(w.page(GameDataKind::GtDashboards)->placeholderNote()->text().startsWith(u"10 values on this page are placeholders"_s));
        QVERIFY(w.page(GameDataKind::LossOfControl)->placeholderNote()->text().startsWith(u"No placeholders on this page"_s));
        QVERIFY(w.windowTitle().startsWith(u"Game Data — Pacenotes"_s));
        keepShot(&w, u"gamedata-gt-dashboards-en.png"_s);
        for (GameDataKind k : {GameDataKind::DirtDashboards, GameDataKind::LossOfControl, GameDataKind::TimeCards,
                               GameDataKind::GtDamageBag, GameDataKind::SoloTiming}) {
            w.tabs()->setCurrentWidget(w.page(k));
            keepShot(&w, u"gamedata-%1-en.png"_s.arg(int(k)));
        }
    }

    void editingACellInPlace()
    {
        GameDataWindow w(path());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const GameDataItem coast = GameDataItem::dashboard(Game::GT, u"GT6"_s, u"asphalt"_s, u"dry"_s, u"coast"_s);
        QTreeView *view = viewOf(w, GameDataKind::GtDashboards);
        typeInto(view, cellOf(w, coast), u"3"_s);
        QCOMPARE(w.document()->value(coast), 3);
        QVERIFY(w.document()->isUserValue(coast));
        QVERIFY(w.isWindowModified());
        QVERIFY(w.details()->toPlainText().contains(u"Confidence: entered by you"_s));
        QVERIFY(w.details()->toPlainText().contains(u"Built-in value: 2"_s));
        QVERIFY(w.resetAction()->isEnabled());
        QVERIFY(!w.markCheckedAction()->isEnabled());

        // Reset to the built-in value, then undo it with the keyboard.
        w.resetAction()->trigger();
        QCOMPARE(w.document()->value(coast), 2);
        QVERIFY(w.details()->toPlainText().contains(u"Confidence: from the rulebook"_s));
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->value(coast), 3);
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->value(coast), 2);
        QVERIFY(!w.isWindowModified());
    }

    void aRefusedValueIsExplainedAndNothingMoves()
    {
        GameDataWindow w(path());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTreeView *view = viewOf(w, GameDataKind::GtDashboards);
        const QRect before = placeOf(view);
        const GameDataItem gear = GameDataItem::dashboard(Game::GT, u"GT6"_s, u"asphalt"_s, u"dry"_s, u"gear"_s);
        typeInto(view, cellOf(w, gear), u"7"_s);
        QCOMPARE(w.document()->value(gear), 6);
        QVERIFY2(w.messageLine()->text().contains(u"A dashboard cannot have 7 Gear dice"_s), qPrintable(w.messageLine()->text()));
        QCOMPARE(placeOf(view), before);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        keepShot(&w, u"gamedata-refused-en.png"_s);
        // The next accepted change clears the message, and still nothing moves.
        typeInto(view, cellOf(w, gear), u"5"_s);
        QVERIFY(w.messageLine()->text().isEmpty());
        QCOMPARE(placeOf(view), before);
    }

    void checksLeadToTheirValue()
    {
        GameDataWindow w(path());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showItem(GameDataItem::timeCardDeck(3, u"cards"_s));
        QTreeView *view = viewOf(w, GameDataKind::TimeCards);
        const QRect before = placeOf(view);
        typeInto(view, cellOf(w, GameDataItem::timeCardDeck(3, u"cards"_s)), u"31"_s);
        QCOMPARE(w.checksList()->count(), 2);
        QCOMPARE(w.checksList()->item(0)->text(), u"The gear 3 deck has 31 cards; the box has 32 in each deck."_s);
        QVERIFY(w.checksList()->item(0)->toolTip().contains(u"192 Time cards"_s)); // the fact's source
        QCOMPARE(placeOf(view), before);
        keepShot(&w, u"gamedata-checks-en.png"_s);
        // Clicking a check goes to its value, from another page.
        w.tabs()->setCurrentIndex(0);
        QListWidgetItem *check = w.checksList()->item(1);
        QTest::mouseClick(w.checksList()->viewport(), Qt::LeftButton, {}, w.checksList()->visualItemRect(check).center());
        QCOMPARE(w.tabs()->currentWidget(), w.page(GameDataKind::TimeCards));
        QCOMPARE(view->currentIndex(), cellOf(w, GameDataItem::timeCardDeck(3, u"cards"_s)));
    }

    void choicesAndZeroSides()
    {
        GameDataWindow w(path());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showItem(GameDataItem::timeCardDeck(5)));
        QTreeView *view = viewOf(w, GameDataKind::TimeCards);
        QAction *add = nullptr;
        for (QAction *a : w.findChildren<QAction *>())
            if (a->text() == u"Add a 0 Side"_s)
                add = a;
        QVERIFY(add && add->isEnabled());
        add->trigger();
        QCOMPARE(w.document()->data().timeCards().deck(5)->backs.size(), 4);
        const QModelIndex kind = cellOf(w, GameDataItem::timeCardBack(5, 3, u"kind"_s));
        QCOMPARE(view->currentIndex(), kind);
        // The kind is picked from a list, committed at once.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(kind).center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(kind).center());
        auto *combo = qobject_cast<QComboBox *>(view->indexWidget(kind));
        QVERIFY(combo);
        QCOMPARE(combo->count(), 3);
        combo->setCurrentIndex(1);
        emit combo->activated(1);
        QTRY_COMPARE(w.document()->data().timeCards().deck(5)->backs[3].kind, TimeCardBackKind::Crash);
        // Mark a placeholder as checked: the same number, now the user's.
        QVERIFY(w.showItem(GameDataItem::timeCardDeck(6, u"frontSeconds"_s)));
        QVERIFY(w.markCheckedAction()->isEnabled());
        w.markCheckedAction()->trigger();
        QVERIFY(w.document()->isUserValue(GameDataItem::timeCardDeck(6, u"frontSeconds"_s)));
        QCOMPARE(w.document()->value(GameDataItem::timeCardDeck(6, u"frontSeconds"_s)), 10);
    }

    void openedAtADashboard()
    {
        QWidget main;
        GameDataActions actions(&main, path());
        GameDataWindow *w = actions.showDashboard(Game::Dirt, u"Core"_s, u"gravel"_s, u"snow"_s);
        QVERIFY(w);
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QCOMPARE(w->tabs()->currentWidget(), w->page(GameDataKind::DirtDashboards));
        QTreeView *view = viewOf(*w, GameDataKind::DirtDashboards);
        const GameDataItem at = view->currentIndex().data(GameDataModel::ItemRole).value<GameDataItem>();
        QCOMPARE(at.condition, u"snow"_s);
        QVERIFY(view->selectionModel()->isRowSelected(view->currentIndex().row(), {}));
        QVERIFY(w->page(GameDataKind::DirtDashboards)->placeholderNote()->text().startsWith(u"12 values on this page"_s));
        keepShot(w, u"gamedata-dirt-snow-en.png"_s);
        // Asked again, the same window comes up.
        QCOMPARE(actions.showWindow(), w);
    }

    void saveAndTheUnsavedQuestion()
    {
        auto *w = new GameDataWindow(path());
        QPointer<GameDataWindow> alive(w);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        const GameDataItem snow = GameDataItem::dashboard(Game::Dirt, u"Core"_s, u"gravel"_s, u"snow"_s, u"hazardLimit"_s);
        QVERIFY(w->document()->setValue(snow, 2));
        // Cancel keeps the window and the corrections.
        answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!w->close());
        QVERIFY(alive);
        // Save writes the file the referee reads.
        w->saveAction()->trigger();
        QVERIFY(!w->isWindowModified());
        QVERIFY(QFile::exists(path()));
        QVERIFY(w->statusBar()->currentMessage().contains(u"Saved to"_s));
        QVERIFY(w->close()); // nothing unsaved: no question
        QTRY_VERIFY(!alive);

        // A new window reads them back; Discard drops the unsaved ones.
        w = new GameDataWindow(path());
        alive = w;
        QCOMPARE(w->document()->value(snow), 2);
        QVERIFY(w->document()->setValue(snow, 1));
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(w->close());
        QTRY_VERIFY(!alive);
        GameDataDocument check;
        QVERIFY(check.load(path()));
        QCOMPARE(check.value(snow), 2);
    }

    void closingTheMainWindowAsksAboutUnsavedCorrections()
    {
        QMainWindow main;
        GameDataActions actions(&main, path());
        main.show();
        GameDataWindow *w = actions.showWindow();
        QPointer<GameDataWindow> alive(w);
        QVERIFY(w->document()->setValue(GameDataItem::soloTiming(u"00"_s), 120));
        answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!main.close());
        QVERIFY(alive);
        answerNextMessageBox(QMessageBox::Save);
        QVERIFY(main.close());
        QTRY_VERIFY(!alive);
        GameDataDocument check;
        QVERIFY(check.load(path()));
        QCOMPARE(check.soloTiming().secondsFor(GearMarker::offTrack()), 120);
    }

    void importAndExport()
    {
        GameDataWindow w(path());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString bad = m_dir.filePath(u"bad.json"_s);
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"pacenotes-rules-overrides","dashboards":{"gt":[{"class":"GT4","tyres":"asphalt","condition":"dry","dice":{"gear":6},"hazardLimit":3}]}})");
        f.close();
        QVERIFY(!w.importFile(bad));
        QVERIFY2(w.messageLine()->text().contains(u"Nothing was changed"_s), qPrintable(w.messageLine()->text()));
        QVERIFY(w.document()->overrides().isEmpty());

        QVERIFY(w.document()->setValue(GameDataItem::soloTiming(u"00"_s), 120));
        const QString out = m_dir.filePath(u"shared.json"_s);
        QVERIFY(w.exportFile(out));
        QVERIFY(w.messageLine()->text().contains(u"shared.json"_s));
        GameDataWindow other(m_dir.filePath(u"other.json"_s));
        QVERIFY(other.importFile(out));
        QVERIFY2(other.messageLine()->text().contains(u"1 value taken from shared.json"_s), qPrintable(other.messageLine()->text()));
        QCOMPARE(other.document()->soloTiming().secondsFor(GearMarker::offTrack()), 120);
    }

    void anUnreadableFileIsReported()
    {
        QFile f(path());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ broken");
        f.close();
        GameDataWindow w(path());
        QVERIFY(w.messageLine()->text().contains(u"cannot be read"_s));
        QVERIFY(w.messageLine()->text().contains(u"saving keeps a copy"_s));
    }

    void russian()
    {
        Translations::install(u"ru"_s);
        GameDataWindow w(path());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.tabs()->tabText(0), u"Приборные панели GT"_s);
        QCOMPARE(viewOf(w, GameDataKind::GtDashboards)->model()->headerData(3, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 u"Кубики передач"_s);
        QVERIFY(w.page(GameDataKind::GtDashboards)->placeholderNote()->text().startsWith(u"10 значений"_s));
        keepShot(&w, u"gamedata-gt-dashboards-ru.png"_s);
        const GameDataItem gear = GameDataItem::dashboard(Game::GT, u"GT6"_s, u"asphalt"_s, u"dry"_s, u"gear"_s);
        typeInto(viewOf(w, GameDataKind::GtDashboards), cellOf(w, gear), u"7"_s);
        QVERIFY2(w.messageLine()->text().contains(u"7 кубиков передач"_s), qPrintable(w.messageLine()->text()));
        keepShot(&w, u"gamedata-refused-ru.png"_s);
        for (GameDataKind k : {GameDataKind::DirtDashboards, GameDataKind::LossOfControl, GameDataKind::TimeCards,
                               GameDataKind::GtDamageBag, GameDataKind::SoloTiming}) {
            w.tabs()->setCurrentWidget(w.page(k));
            keepShot(&w, u"gamedata-%1-ru.png"_s.arg(int(k)));
        }
    }
};

QTEST_MAIN(tst_GameDataWindow)
#include "tst_gamedatawindow.moc"
