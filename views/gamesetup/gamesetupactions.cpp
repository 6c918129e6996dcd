// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesetupactions.h"

#include "newgamewizard.h"
#include "offerresume.h"
#include "sessionsdialog.h"

#include "game/gamesession.h"
#include "game/gamestore.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QWidget>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameSetupActions::GameSetupActions(QWidget *dialogParent, const QString &storePath)
    : QObject(dialogParent), m_parent(dialogParent), m_storePath(storePath.isEmpty() ? GameStore::defaultPath() : storePath),
      m_newGame(new QAction(this)), m_sessions(new QAction(this))
{
    m_newGame->setObjectName(u"newGameAction"_s);
    m_sessions->setObjectName(u"sessionsAction"_s);
    m_newGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_newGame, &QAction::triggered, this, &GameSetupActions::newGame);
    connect(m_sessions, &QAction::triggered, this, &GameSetupActions::showSessions);
    retranslate();
}

GameSetupActions::~GameSetupActions() = default;

GameStore *GameSetupActions::store()
{
    if (m_store)
        return m_store.get();
    if (m_storeFailed)
        return nullptr;
    QDir().mkpath(QFileInfo(m_storePath).absolutePath());
    auto store = std::make_unique<GameStore>();
    QString error;
    QString report;
    if (!store->open(m_storePath, &error, &report)) {
        m_storeFailed = true;
        warn(tr("The games file %1 cannot be opened: %2\nGames can be played, but they are not saved.").arg(QDir::toNativeSeparators(m_storePath), error));
        return nullptr;
    }
    if (!report.isEmpty())
        warn(report);
    m_store = std::move(store);
    return m_store.get();
}

void GameSetupActions::newGame()
{
    if (m_wizard) {
        m_wizard->raise();
        m_wizard->activateWindow();
        return;
    }
    m_wizard = new NewGameWizard(m_context ? m_context() : NewGameContext{}, m_parent);
    m_wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_wizard, &QDialog::accepted, this, [this] {
        if (m_wizard)
            startGame(m_wizard->setup());
    });
    m_wizard->open();
}

bool GameSetupActions::startGame(const GameSetup &setup)
{
    QString error;
    std::unique_ptr<GameSession> session = GameSession::create(setup, &error);
    if (!session) {
        warn(tr("The game cannot start: %1").arg(error));
        return false;
    }
    if (GameStore *games = store()) {
        if (!session->attachStore(games, 0, &error))
            warn(tr("The game cannot be saved: %1\nIt can be played, but it is lost when the window closes.").arg(error));
    }
    if (m_records)
        session->attachRecords(m_records());
    open(std::move(session));
    return true;
}

void GameSetupActions::showSessions()
{
    GameStore *games = store();
    if (!games)
        return;
    auto *dialog = new SessionsDialog(games, m_parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setOpenCheck(m_hasWindow);
    // Resumed once the dialog is gone, so that a game window never opens under it.
    connect(dialog, &SessionsDialog::resumeRequested, this, [this](qint64 id) { QMetaObject::invokeMethod(this, [this, id] { resume(id); }, Qt::QueuedConnection); });
    dialog->open();
}

bool GameSetupActions::resume(qint64 sessionId)
{
    if (m_isOpen && m_isOpen(sessionId))
        return true;
    GameStore *games = store();
    if (!games)
        return false;
    QString problem;
    std::unique_ptr<GameSession> session = GameSession::resume(games, sessionId, &problem);
    if (!session) {
        warn(tr("The game cannot be resumed: %1").arg(problem));
        return false;
    }
    // A game whose later actions cannot be replayed resumes before them; say where.
    if (!problem.isEmpty())
        warn(tr("The game resumes before an action that cannot be replayed: %1").arg(problem));
    if (m_records) {
        const std::optional<StoredSession> stored = games->load(sessionId);
        session->attachRecords(m_records(), stored ? stored->recordId : 0);
    }
    open(std::move(session));
    return true;
}

void GameSetupActions::offerResumeAtStart()
{
    GameStore *games = store();
    if (!games)
        return;
    if (const std::optional<qint64> id = offerResume(m_parent, *games))
        resume(*id);
}

void GameSetupActions::open(std::unique_ptr<GameSession> session)
{
    const qint64 id = session->storeId();
    const QString title = session->setup().title;
    if (m_opener) {
        m_opener(std::move(session));
    } else {
        // No game window in this build: the game is saved and waits in the sessions list.
        emit message(tr("“%1” is saved: Game ▸ Sessions… lists it.").arg(title));
    }
    emit gameOpened(id);
}

void GameSetupActions::warn(const QString &text)
{
    QMessageBox::warning(m_parent, tr("Games"), text);
}

void GameSetupActions::retranslate()
{
    m_newGame->setText(tr("New &Game…"));
    m_newGame->setToolTip(tr("Set up a game at the table: the kind, the track, the players and their cars, the rules"));
    m_sessions->setText(tr("&Sessions…"));
    m_sessions->setToolTip(tr("The games played and in progress: resume, delete, export the log"));
}

} // namespace Pacenotes
