// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamemenu.h"

#include "game/dataoverrides.h"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"
#include "game/gamewindow.h"
#include "game/gamesession.h"
#include "gamesetup/gamesetupactions.h"
#include "gamesetup/newgamewizard.h"
#include "sheets/recordsactions.h"
#include "track/trackdocument.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(GameMenu)
};

/// The designer's track, when a game of `game` can name it: saved to a file (or a bundled
/// rulebook track) and of that game.
TrackRef currentTrack(const TrackDocument *document, Game game)
{
    if (!document || document->filePath().isEmpty() || document->track().game != game)
        return {};
    const QString path = document->filePath();
    const QString title = document->track().title.isEmpty() ? path.section(u'/', -1) : document->track().title;
    return TrackRef{path.startsWith(":/"_L1) ? TrackRef::Source::Rulebook : TrackRef::Source::File, path, title};
}

/// The menu's texts, again when the language changes.
class GameMenuTexts : public QObject
{
public:
    GameMenuTexts(QMainWindow *window, QMenu *menu, QMenu *quick, QList<QAction *> kinds, QAction *resume)
        : QObject(menu), m_menu(menu), m_quick(quick), m_kinds(std::move(kinds)), m_resume(resume)
    {
        window->installEventFilter(this);
        retranslate();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        return QObject::eventFilter(watched, event);
    }

    void retranslate()
    {
        m_menu->setTitle(Tr::tr("&Game"));
        m_quick->setTitle(Tr::tr("&Quick Game"));
        m_quick->setToolTip(Tr::tr("A game with the default players and rules, on the designer's track when it suits"));
        const QStringList names{Tr::tr("&GT Race, Two Players"), Tr::tr("GT &Solo Lap"), Tr::tr("&DIRT Stage, Two Players"),
                                Tr::tr("DIRT &Rally of Three Stages, Two Players")};
        for (int i = 0; i < m_kinds.size(); ++i)
            m_kinds[i]->setText(names.value(i));
        m_resume->setText(Tr::tr("&Resume the Last Game"));
        m_resume->setToolTip(Tr::tr("Go on with the game in progress played last, exactly where it was left"));
    }

private:
    QMenu *m_menu;
    QMenu *m_quick;
    QList<QAction *> m_kinds;
    QAction *m_resume;
};

void startQuickGame(QMainWindow *window, GameController *games, const TrackDocument *document, GameKind kind)
{
    // A game plays with the user's data corrections in force when it starts (and keeps them).
    QString error;
    const std::optional<DataOverrides> overrides = DataOverrides::load(DataOverrides::defaultPath(), &error);
    if (!overrides)
        QMessageBox::warning(window, Tr::tr("Game Data"), Tr::tr("%1\nThe game is played with the built-in data.").arg(error));
    const DataOverrides corrections = overrides.value_or(DataOverrides{});
    const int players = kind == GameKind::GtSolo ? 1 : 2;
    GameSetup setup = GameSetup::defaults(kind, players, corrections.applied(), kind == GameKind::DirtRally ? 3 : 1);
    setup.overrides = corrections;
    const Game game = setup.game();
    if (game == Game::GT) {
        setup.track = currentTrack(document, Game::GT);
        if (!setup.track.title.isEmpty())
            setup.title = setup.track.title;
    } else if (setup.stages.size() == 1) {
        setup.stages[0].track = currentTrack(document, Game::Dirt);
    }
    if (!games->startGame(setup, &error))
        QMessageBox::warning(window, Tr::tr("New Game"), error);
}

} // namespace

GameController *installGameMenu(QMainWindow *window, GameDataActions *data, RecordsActions *records, const TrackDocument *document)
{
    auto *games = new GameController(window);
    games->setGameDataActions(data);
    if (records) {
        const QPointer<RecordsActions> keep(records);
        games->setRecords([keep]() -> RecordsDatabase * { return keep ? keep->database() : nullptr; });
    }
    QObject::connect(games, &GameController::notice, window,
                     [window](const QString &text) { QMessageBox::information(window, Tr::tr("Game"), text); });

    QMenuBar *bar = window->menuBar();
    auto *menu = new QMenu(bar);
    menu->setObjectName(u"gameMenu"_s);
    // Before the records a game writes, the tools and Help.
    QAction *before = nullptr;
    for (QAction *a : bar->actions()) {
        const QString name = a->menu() ? a->menu()->objectName() : QString();
        if (name == "recordsMenu"_L1 || name == "toolsMenu"_L1 || name == "helpMenu"_L1) {
            before = a;
            break;
        }
    }
    bar->insertMenu(before, menu);

    auto *quick = menu->addMenu(QString());
    quick->setObjectName(u"quickGameMenu"_s);
    QList<QAction *> kinds;
    const QPointer<const TrackDocument> doc(document);
    for (GameKind kind : {GameKind::GtRace, GameKind::GtSolo, GameKind::DirtStage, GameKind::DirtRally}) {
        QAction *a = quick->addAction(QString());
        a->setObjectName(u"quickGame-"_s + GameSetup::kindId(kind));
        QObject::connect(a, &QAction::triggered, games, [window, games, doc, kind] { startQuickGame(window, games, doc, kind); });
        kinds.append(a);
    }
    QAction *resume = menu->addAction(QString());
    resume->setObjectName(u"resumeGameAction"_s);
    QObject::connect(resume, &QAction::triggered, games, [window, games] {
        QString error;
        const std::optional<qint64> id = games->lastGameInProgress();
        if (!id)
            QMessageBox::information(window, Tr::tr("Resume"), Tr::tr("No game is in progress."));
        else if (!games->resumeGame(*id, &error))
            QMessageBox::warning(window, Tr::tr("Resume"), error);
    });
    // Only offered when there is a game to go on with (the file is opened on first look).
    QObject::connect(menu, &QMenu::aboutToShow, resume, [games, resume] { resume->setEnabled(games->lastGameInProgress().has_value()); });
    new GameMenuTexts(window, menu, quick, kinds, resume);
    return games;
}

void connectGameSetup(GameController *games, GameSetupActions *setup)
{
    if (!games || !setup)
        return;
    games->setStoreProvider([setup] { return setup->store(); });
    setup->setGameOpener([games](std::unique_ptr<GameSession> session) { games->adopt(std::move(session)); });
    setup->setOpenQuery([games](qint64 id) { return games->windowFor(id) != nullptr; });
    setup->setOpenCheck([games](qint64 id) {
        GameWindow *w = games->windowFor(id);
        if (w) {
            w->show();
            w->raise();
            w->activateWindow();
        }
        return w != nullptr;
    });
    auto *parent = qobject_cast<QWidget *>(games->parent());
    auto *menu = parent ? parent->findChild<QMenu *>(u"gameMenu"_s) : nullptr;
    if (menu)
        menu->insertAction(menu->actions().value(0), setup->newGameAction());
}

} // namespace Pacenotes
