// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "newgamecontext.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QWidget;

namespace Pacenotes {

class GameSession;
class GameStore;
class NewGameWizard;
class RecordsDatabase;

/**
 * The way into a game: File ▸ New Game… (the wizard; Finish creates the game, saves it in the
 * games file and opens it), Game ▸ Sessions… (resume, delete, export) and the offer to resume a
 * game left in progress at start. The one owner of the games file (GameStore, opened on first
 * use): the game windows' GameController borrows it (connectGameSetup), never opens its own.
 *
 * The window that plays a game plugs in with setGameOpener(): it receives every session
 * started or resumed here. Until one is installed a started game is saved and listed in the
 * sessions, and the status line says so.
 */
class GameSetupActions : public QObject
{
    Q_OBJECT
public:
    using ContextProvider = std::function<NewGameContext()>;
    using GameOpener = std::function<void(std::unique_ptr<GameSession>)>;
    using RecordsProvider = std::function<RecordsDatabase *()>;

    /// `storePath` empty: GameStore::defaultPath(). `dialogParent` parents the dialogs.
    explicit GameSetupActions(QWidget *dialogParent, const QString &storePath = {});
    ~GameSetupActions() override;

    QAction *newGameAction() const { return m_newGame; }
    QAction *sessionsAction() const { return m_sessions; }

    /// What the wizard is given (the designer's track, the library, the data corrections…).
    void setContextProvider(ContextProvider provider) { m_context = std::move(provider); }
    void setGameOpener(GameOpener opener) { m_opener = std::move(opener); }
    /// Asked before resuming a game: true when that game is open already (and was raised), so
    /// that a game never has two windows.
    void setOpenCheck(std::function<bool(qint64)> isOpen) { m_isOpen = std::move(isOpen); }
    /// Only asks whether a game is open in a window (nothing is raised): the sessions list does
    /// not delete such a game.
    void setOpenQuery(std::function<bool(qint64)> hasWindow) { m_hasWindow = std::move(hasWindow); }
    /// Where finished solo laps and DIRT stages are recorded (the Records menu's database).
    void setRecords(RecordsProvider records) { m_records = std::move(records); }

    /// The games file, opened on first use; nullptr (after telling the user) when it cannot be.
    /// The app's only connection to games.sqlite.
    GameStore *store();
    /// The wizard being shown, if any.
    NewGameWizard *wizard() const { return m_wizard; }

    /// Opens the wizard (window-modal); Finish starts the game.
    void newGame();
    /// Creates the game, saves it and hands it to the opener; false after telling the user why not.
    bool startGame(const GameSetup &setup);
    void showSessions();
    /// Resumes a stored game where it was and hands it to the opener.
    bool resume(qint64 sessionId);
    /// The question at start: a game left in progress is offered for resuming.
    void offerResumeAtStart();
    void retranslate();

signals:
    /// A line for the status bar.
    void message(const QString &text);
    /// A game was started or resumed (its id in the games file).
    void gameOpened(qint64 sessionId);

private:
    void open(std::unique_ptr<GameSession> session);
    void warn(const QString &text);

    QWidget *m_parent;
    QString m_storePath;
    std::unique_ptr<GameStore> m_store;
    bool m_storeFailed = false;
    QAction *m_newGame;
    QAction *m_sessions;
    ContextProvider m_context;
    GameOpener m_opener;
    std::function<bool(qint64)> m_isOpen;
    std::function<bool(qint64)> m_hasWindow;
    RecordsProvider m_records;
    QPointer<NewGameWizard> m_wizard;
};

} // namespace Pacenotes
