// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Sessions… and the offer to resume at start, offscreen: games in progress, finished and
// damaged listed and filtered; resume, delete (asked first), export the log as JSON and CSV (a
// file that cannot be written is said, not a crash); and a game whose process was killed in the
// middle (a child process, SIGKILL) offered at the next start and resumed exactly where it was.
// PACENOTES_KEEP_SHOTS keeps pictures of the dialog and the question in English and Russian.
#include "gamehelpers.h"
#include "keepshot.h"
#include "killedchild.h"

#include "game/gamestore.h"
#include "gamesetup/offerresume.h"
#include "gamesetup/sessionsdialog.h"
#include "i18n/translations.h"
#include "itemmodels/sessionlistmodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <cstdio>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {

/// The child of killedGameIsOfferedAtStart(): plays and saves until it is killed.
int runGameWriter(const QString &path)
{
    GameStore store;
    QString error;
    if (!store.open(path, &error))
        return 3;
    std::unique_ptr<GameSession> game = GameSession::create(endlessSoloLap(u"Morning lap"_s), &error);
    if (!game || !game->attachStore(&store, 0, &error))
        return 4;
    std::printf("session %lld\n", static_cast<long long>(game->storeId()));
    std::fflush(stdout);
    for (;;) {
        if (!game->apply(nextSoloAction(*game)).accepted)
            return 5;
        std::printf("saved %lld\n", static_cast<long long>(game->log().size()));
        std::fflush(stdout);
    }
}

/// Calls `act` on the first visible top-level widget of type T once one is shown (a modal
/// dialog's own event loop runs the timer).
template<typename T>
void whenShown(std::function<void(T *)> act)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, act, tries] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *t = qobject_cast<T *>(w); t && t->isVisible()) {
                timer->stop();
                timer->deleteLater();
                act(t);
                return;
            }
        if (++*tries > 500) { // nothing came: do not leave a timer behind
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
}

void clickNamed(QMessageBox *box, const QString &name)
{
    if (auto *b = box->findChild<QPushButton *>(name))
        b->click();
}

} // namespace

class tst_SessionsDialog : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    /// Three games: a finished GT race, a DIRT stage and a solo lap in progress (played last).
    struct Games
    {
        qint64 race = 0, stage = 0, lap = 0;
    };
    Games fill(GameStore &store);

private slots:
    void cleanup() { Translations::install(u"en"_s); }
    void listsAndFilters();
    void resumeAsksForTheGame();
    void deleteAsksFirst();
    void openGameIsNotDeleted();
    void exportWritesTheLog();
    void damagedGameCannotBeResumed();
    void nothingToOfferWithoutAGameInProgress();
    void killedGameIsOfferedAtStart();
    void screenshots_data();
    void screenshots();
};

tst_SessionsDialog::Games tst_SessionsDialog::fill(GameStore &store)
{
    Games g;
    QString error;
    {
        std::unique_ptr<GameSession> race = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
        race->attachStore(&store, 0, &error);
        race->startRound();
        race->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s));
        race->endGame();
        g.race = race->storeId();
    }
    {
        std::unique_ptr<GameSession> stage = GameSession::create(dirtRally({u"Kalle"_s, u"Petter"_s}, 1), &error);
        stage->attachStore(&store, 0, &error);
        stage->startRound();
        g.stage = stage->storeId();
    }
    {
        std::unique_ptr<GameSession> lap = GameSession::create(endlessSoloLap(u"Morning lap"_s), &error);
        lap->attachStore(&store, 0, &error);
        for (int i = 0; i < 4; ++i)
            lap->apply(nextSoloAction(*lap));
        g.lap = lap->storeId();
    }
    return g;
}

void tst_SessionsDialog::listsAndFilters()
{
    GameStore store;
    QVERIFY(store.open(m_dir.filePath(u"list.sqlite"_s)));
    const Games g = fill(store);
    SessionsDialog dialog(&store);
    QAbstractItemModelTester tester(dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    dialog.show();
    QCOMPARE(dialog.view()->model()->rowCount(), 3);
    QCOMPARE(dialog.currentSessionId(), g.lap); // the most recently played first, selected
    QVERIFY(dialog.resumeButton()->isEnabled());
    dialog.setFilter(SessionsDialog::Filter::InProgress);
    QCOMPARE(dialog.view()->model()->rowCount(), 2);
    dialog.setFilter(SessionsDialog::Filter::Finished);
    QCOMPARE(dialog.view()->model()->rowCount(), 1);
    QCOMPARE(dialog.view()->model()->index(0, SessionListModel::StatusColumn).data().toString(), u"finished"_s);
    QVERIFY(dialog.selectSession(g.race));
    dialog.setFilter(SessionsDialog::Filter::All);
    QCOMPARE(dialog.view()->model()->rowCount(), 3);
    QVERIFY(dialog.selectSession(g.stage));
    QCOMPARE(dialog.currentSessionId(), g.stage);
}

void tst_SessionsDialog::resumeAsksForTheGame()
{
    GameStore store;
    QVERIFY(store.open(m_dir.filePath(u"resume.sqlite"_s)));
    const Games g = fill(store);
    SessionsDialog dialog(&store);
    QSignalSpy resume(&dialog, &SessionsDialog::resumeRequested);
    dialog.show();
    QVERIFY(dialog.selectSession(g.stage));
    QTest::mouseClick(dialog.resumeButton(), Qt::LeftButton);
    QCOMPARE(resume.count(), 1);
    QCOMPARE(resume.first().first().toLongLong(), g.stage);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    // A finished game resumes too: its log can be read and corrected.
    SessionsDialog again(&store);
    QSignalSpy resumeAgain(&again, &SessionsDialog::resumeRequested);
    QVERIFY(again.selectSession(g.race));
    emit again.view()->activated(again.view()->currentIndex()); // a double-click or Return
    QCOMPARE(resumeAgain.count(), 1);
    QCOMPARE(resumeAgain.first().first().toLongLong(), g.race);
}

void tst_SessionsDialog::deleteAsksFirst()
{
    GameStore store;
    QVERIFY(store.open(m_dir.filePath(u"delete.sqlite"_s)));
    const Games g = fill(store);
    SessionsDialog dialog(&store);
    dialog.show();
    QVERIFY(dialog.selectSession(g.race));
    whenShown<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Cancel)->click(); });
    QVERIFY(!dialog.deleteCurrent());
    QCOMPARE(store.sessions()->size(), 3);
    whenShown<QMessageBox>([](QMessageBox *box) {
        QVERIFY(box->text().contains(u"Test Grand Prix"_s));
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                b->click();
    });
    QVERIFY(dialog.deleteCurrent());
    QCOMPARE(store.sessions()->size(), 2);
    QCOMPARE(dialog.view()->model()->rowCount(), 2);
    QVERIFY(dialog.messageLabel()->text().contains(u"is deleted"_s));
    QVERIFY(!store.load(g.race));
    QVERIFY(dialog.currentSessionId() != 0); // another game is selected
}

void tst_SessionsDialog::openGameIsNotDeleted()
{
    // Issue 25: a game deleted under its open window failed every later save ("Game Not Saved").
    GameStore store;
    QVERIFY(store.open(m_dir.filePath(u"open.sqlite"_s)));
    const Games g = fill(store);
    SessionsDialog dialog(&store);
    dialog.setOpenCheck([&g](qint64 id) { return id == g.lap; });
    dialog.show();
    QVERIFY(dialog.selectSession(g.lap));
    // Were the question asked, it would be answered "Delete" (the timer runs in its event loop).
    QTimer::singleShot(0, [] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible())
                for (QAbstractButton *b : box->buttons())
                    if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                        b->click();
    });
    QVERIFY(!dialog.deleteCurrent());
    QCoreApplication::processEvents();
    QVERIFY(store.load(g.lap));
    QVERIFY2(dialog.messageLabel()->text().contains(u"close that window first"_s), qPrintable(dialog.messageLabel()->text()));
    keepShot(&dialog, u"sessions-open-game-en.png"_s);
    // A game without a window goes as before.
    QVERIFY(dialog.selectSession(g.race));
    whenShown<QMessageBox>([](QMessageBox *box) {
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                b->click();
    });
    QVERIFY(dialog.deleteCurrent());
    QVERIFY(!store.load(g.race));
}

void tst_SessionsDialog::exportWritesTheLog()
{
    GameStore store;
    QVERIFY(store.open(m_dir.filePath(u"export.sqlite"_s)));
    const Games g = fill(store);
    SessionsDialog dialog(&store);
    dialog.show();
    QVERIFY(dialog.selectSession(g.lap));
    QString asked;
    QString target = m_dir.filePath(u"lap.json"_s);
    dialog.setFileChooser([&](const QString &, const QString &suggested, const QString &) {
        asked = suggested;
        return target;
    });
    QVERIFY(dialog.exportCurrent(false));
    QVERIFY2(asked.endsWith(u"Morning lap.json"_s), qPrintable(asked));
    QFile json(target);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject log = QJsonDocument::fromJson(json.readAll()).object();
    QVERIFY(log.contains(u"setup"_s));
    QCOMPARE(log.value(u"actions"_s).toArray().size(), 4);
    QVERIFY(dialog.messageLabel()->text().contains(u"is written to"_s));

    target = m_dir.filePath(u"lap.csv"_s);
    QVERIFY(dialog.exportCurrent(true));
    QFile csv(target);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readAll().count('\n') >= 4);

    // A folder that does not exist: said in the dialog, nothing else happens.
    target = m_dir.filePath(u"no/such/folder/lap.json"_s);
    QVERIFY(!dialog.exportCurrent(false));
    QVERIFY(dialog.messageLabel()->isVisible());
    QVERIFY2(dialog.messageLabel()->text().contains(u"could not be written"_s), qPrintable(dialog.messageLabel()->text()));
    // Cancelled: nothing written, nothing said.
    target.clear();
    QVERIFY(!dialog.exportCurrent(false));
}

void tst_SessionsDialog::damagedGameCannotBeResumed()
{
    GameStore store;
    QVERIFY(store.open(m_dir.filePath(u"damaged.sqlite"_s)));
    const Games g = fill(store);
    QVERIFY(store.markDamaged(g.stage, u"The setup cannot be read."_s));
    SessionsDialog dialog(&store);
    QSignalSpy resume(&dialog, &SessionsDialog::resumeRequested);
    dialog.show();
    QVERIFY(dialog.selectSession(g.stage));
    QVERIFY(!dialog.resumeButton()->isEnabled());
    QVERIFY(dialog.deleteButton()->isEnabled()); // it can go, though
    QVERIFY(!dialog.resumeCurrent());
    QCOMPARE(resume.count(), 0);
    QCOMPARE(dialog.view()->currentIndex().data(Qt::ToolTipRole).toString(), u"The setup cannot be read."_s);
}

void tst_SessionsDialog::nothingToOfferWithoutAGameInProgress()
{
    GameStore store;
    QVERIFY(store.open(m_dir.filePath(u"none.sqlite"_s)));
    QCOMPARE(offerResume(nullptr, store), std::nullopt); // an empty file: no question at all
    QString error;
    std::unique_ptr<GameSession> race = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
    race->attachStore(&store, 0, &error);
    race->endGame();
    QCOMPARE(offerResume(nullptr, store), std::nullopt); // only finished games
}

void tst_SessionsDialog::killedGameIsOfferedAtStart()
{
    const QString file = m_dir.filePath(u"killed/games.sqlite"_s);
    {
        GameStore store; // the schema first, so the child only writes its game
        QVERIFY(store.open(file));
        fill(store);
    }
    const Test::KilledChild child = Test::runUntilKilled({u"--game-writer"_s, file},
                                                         [](const Test::KilledChild &c) { return c.last.value("saved").toInt() >= 25; });
    QVERIFY2(child.killed, child.errors.constData());
    const qint64 id = child.last.value("session").toLongLong();
    const int confirmed = child.last.value("saved").toInt();
    QVERIFY(id > 0);

    // The next start: the killed game is the one offered, and Resume gives it back.
    GameStore store;
    QString error;
    QVERIFY2(store.open(file, &error), qPrintable(error));
    QString text;
    whenShown<QMessageBox>([&text](QMessageBox *box) {
        text = box->text() + u'\n' + box->informativeText();
        clickNamed(box, u"resumeButton"_s);
    });
    const std::optional<qint64> chosen = offerResume(nullptr, store);
    QCOMPARE(chosen, std::optional<qint64>(id));
    QVERIFY2(text.contains(u"Morning lap"_s) && text.contains(u"Sol"_s), qPrintable(text));
    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&store, id, &problem);
    QVERIFY2(resumed && problem.isEmpty(), qPrintable(problem));
    const int n = int(resumed->log().size());
    QVERIFY2(n >= confirmed && n <= confirmed + 1, qPrintable(u"%1 resumed, %2 confirmed"_s.arg(n).arg(confirmed)));
    std::unique_ptr<GameSession> reference = GameSession::create(endlessSoloLap(u"Morning lap"_s), &error);
    while (reference->log().size() < n)
        QVERIFY(reference->apply(nextSoloAction(*reference)).accepted);
    QCOMPARE(snapshot(*resumed), snapshot(*reference)); // exactly where it was
    resumed.reset();

    // Later: nothing now (the game stays for the next time).
    whenShown<QMessageBox>([](QMessageBox *box) { clickNamed(box, u"laterButton"_s); });
    QCOMPARE(offerResume(nullptr, store), std::nullopt);
    // Sessions…: the list, the game selected; choosing another one there resumes that one.
    const qint64 stage = store.sessions()->at(2).id;
    whenShown<QMessageBox>([stage](QMessageBox *box) {
        whenShown<SessionsDialog>([stage](SessionsDialog *d) {
            QCOMPARE(d->view()->model()->rowCount(), 4);
            d->selectSession(stage);
            d->resumeCurrent();
        });
        clickNamed(box, u"sessionsButton"_s);
    });
    QCOMPARE(offerResume(nullptr, store), std::optional<qint64>(stage));
    // ...and closing the list resumes nothing.
    whenShown<QMessageBox>([](QMessageBox *box) {
        whenShown<SessionsDialog>([](SessionsDialog *d) { d->reject(); });
        clickNamed(box, u"sessionsButton"_s);
    });
    QCOMPARE(offerResume(nullptr, store), std::nullopt);
}

void tst_SessionsDialog::screenshots_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_SessionsDialog::screenshots()
{
    QFETCH(QString, lang);
    Translations::install(lang);
    GameStore store;
    QVERIFY(store.open(m_dir.filePath(u"shots-%1.sqlite"_s.arg(lang))));
    const Games g = fill(store);
    QVERIFY(store.markDamaged(g.stage, tr("The setup cannot be read.")));
    SessionsDialog dialog(&store);
    dialog.resize(1024, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    keepShot(&dialog, u"sessions-%1.png"_s.arg(lang));
    whenShown<QMessageBox>([lang](QMessageBox *box) {
        keepShot(box, u"offer-resume-%1.png"_s.arg(lang));
        clickNamed(box, u"laterButton"_s);
    });
    QCOMPARE(offerResume(nullptr, store), std::nullopt);
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--game-writer") == 0) {
        QCoreApplication app(argc, argv);
        return runGameWriter(QString::fromLocal8Bit(argv[2]));
    }
    QApplication app(argc, argv);
    tst_SessionsDialog tc;
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_sessionsdialog.moc"
