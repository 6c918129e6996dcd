// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

class QWidget;

namespace Pacenotes {

class GameDataActions;
class GameSession;
class GameStore;
class GameWindow;
class RecordsDatabase;
struct GameSetup;

/**
 * Where games are started and resumed: opens one GameWindow per game, which owns its GameSession.
 * The games file is not its own: it borrows the one GameSetupActions owns (setStoreProvider), so
 * the app holds a single connection to games.sqlite; without a provider games are played unsaved.
 * A new game is saved from its first action; a resumed one goes on in the same entry, exactly
 * where it was left. A game already open is raised instead of opened twice. The New Game wizard
 * and the sessions list call startGame() and resumeGame(); the game windows are top-level windows
 * parented to `dialogParent`.
 */
class GameController : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameController)
public:
    explicit GameController(QWidget *dialogParent);
    ~GameController() override;

    /// The game-data editor the dashboards' low-confidence markers open.
    void setGameDataActions(GameDataActions *actions);
    /// Where finished solo laps and rally stages go (called when a game opens; may return nullptr).
    void setRecords(std::function<RecordsDatabase *()> records) { m_records = std::move(records); }

    /// Where the games file comes from: its owner (the New Game wizard's actions), one connection
    /// to games.sqlite for the whole app.
    void setStoreProvider(std::function<GameStore *()> provider) { m_storeProvider = std::move(provider); }
    /// The owner's games file; nullptr (with storeError()) when there is none or it cannot be opened.
    GameStore *store();
    QString storeError() const { return m_storeError; }

    /// Starts a game from a setup (the wizard's result). nullptr with `error` (translated) when
    /// the setup cannot be played. When the games file cannot be written the game is played
    /// unsaved and notice() says so.
    GameWindow *startGame(const GameSetup &setup, QString *error = nullptr);
    /// Opens a stored game exactly where it was left (or raises its window when it is open).
    /// nullptr with `error` when it cannot be read; a game resumed only up to an action that
    /// could not be replayed opens there and notice() says which.
    GameWindow *resumeGame(qint64 sessionId, QString *error = nullptr);
    /// Opens a session started or resumed elsewhere (the wizard, the sessions list) in its own
    /// window; when that game already has a window, the window is raised and `session` dropped.
    GameWindow *adopt(std::unique_ptr<GameSession> session);
    /// The game in progress played most recently, if any.
    std::optional<qint64> lastGameInProgress();

    /// The open game windows.
    QList<GameWindow *> windows() const;
    GameWindow *windowFor(qint64 sessionId) const;

signals:
    /// Something the user should know that did not stop the game (translated).
    void notice(const QString &text);
    void gameOpened(Pacenotes::GameWindow *window);

private:
    GameWindow *open(std::unique_ptr<GameSession> session);

    QPointer<QWidget> m_parent;
    QString m_storeError;
    QPointer<GameDataActions> m_dataActions;
    std::function<RecordsDatabase *()> m_records;
    std::function<GameStore *()> m_storeProvider;
    QList<QPointer<GameWindow>> m_windows;
};

} // namespace Pacenotes
