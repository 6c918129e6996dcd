// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QWidget;

namespace Pacenotes {

class ChampionshipStore;
class ChampionshipWindow;
class ChampionshipsDialog;
class GameSession;
class GameStore;
struct Championship;
struct ChampionshipEvent;

/**
 * The championships' entry points: Game ▸ Championships… (the list), New Championship… (the
 * season dialog), the offer of a finished game when it ends and Game ▸ Sessions… ▸ Add to
 * Championship…. Owns the championships file (ChampionshipStore, opened on first use in the
 * user's data location) and the open season windows (a season opens once; asking again raises it).
 */
class ChampionshipActions : public QObject
{
    Q_OBJECT
public:
    /// `storePath` empty: ChampionshipStore::defaultPath(). `dialogParent` parents the windows.
    explicit ChampionshipActions(QWidget *dialogParent, const QString &storePath = {});
    ~ChampionshipActions() override;

    QAction *championshipsAction() const { return m_list; }
    QAction *newChampionshipAction() const { return m_new; }
    /// Where finished games are read from (the app's games file).
    void setGameStore(std::function<GameStore *()> provider) { m_games = std::move(provider); }

    /// The championships file; nullptr after telling the user why it cannot be opened.
    ChampionshipStore *store();
    QString storeError() const { return m_storeError; }

    ChampionshipsDialog *showChampionships();
    /// The season dialog; OK saves the new season and opens it.
    ChampionshipWindow *newChampionship();
    /// Saves `season` as a new one and opens it (the dialog's work, and Import).
    ChampionshipWindow *createSeason(const Championship &season, QString *error = nullptr);
    ChampionshipWindow *openSeason(qint64 id, QString *error = nullptr);
    bool importSeason(const QString &path, QString *error = nullptr);
    QList<ChampionshipWindow *> windows() const;

    /// A game's event offered to a season: the user picks which season (or a new one), whose
    /// window then opens with the event added (one undo step). False when cancelled or refused.
    bool addGameEvent(const ChampionshipEvent &event, QWidget *parent);
    /// Game ▸ Sessions… ▸ Add to Championship…: the stored game `sessionId`.
    bool addSession(qint64 sessionId, QWidget *parent);
    /// When a game ends: asks (non-blocking, over the game's window) whether to add it.
    void offerFinishedGame(GameSession *session, QWidget *gameWindow);

    /// Chooses the season for a game (tests replace the question): a season id, -1 for a new
    /// season, 0 to cancel.
    using SeasonChooser = std::function<qint64(const QStringList &names, const QList<qint64> &ids, QWidget *parent)>;
    void setSeasonChooser(SeasonChooser chooser) { m_chooser = std::move(chooser); }
    void retranslate();

signals:
    void message(const QString &text);

private:
    ChampionshipWindow *track(ChampionshipWindow *window);

    QPointer<QWidget> m_parent;
    QString m_path;
    std::unique_ptr<ChampionshipStore> m_store;
    bool m_storeTried = false;
    QString m_storeError;
    QAction *m_list;
    QAction *m_new;
    std::function<GameStore *()> m_games;
    SeasonChooser m_chooser;
    QList<QPointer<ChampionshipWindow>> m_windows;
    QPointer<ChampionshipsDialog> m_dialog;
};

} // namespace Pacenotes
