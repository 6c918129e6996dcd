// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sqlite/sqlitefile.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/// One line of the sessions list.
struct SessionInfo
{
    enum class Status : quint8 { InProgress, Finished, Damaged };
    qint64 id = 0;
    QString uuid;
    QString kind;                ///< GameSetup::kindId
    QString title;
    QString players;             ///< the names, comma-separated
    Status status = Status::InProgress;
    int actions = 0;             ///< actions in the log (up to the undo position)
    int round = 0;
    QDateTime created;
    QDateTime modified;
    QString problem;             ///< Damaged: why (translated)

    static QString statusId(Status status); ///< "in-progress", "finished", "damaged"
};

/// What a session leaves in the file: its setup and every action, as JSON (docs/game-log.md).
struct StoredSession
{
    SessionInfo info;
    QByteArray setup;            ///< the "setup" object
    QList<QByteArray> actions;   ///< every action entered, oldest first (also those undone)
    int cursor = 0;              ///< actions[0, cursor) are played; the rest can be redone
    QString recordKind;          ///< "lap" or "rally" once the game made a record
    qint64 recordId = 0;
    QByteArray draft;            ///< the turn being entered, when there is one
    /// Rows stored after a gap in the actions (an older Pacenotes skipped an action it could not
    /// save): kept in the file, but not in `actions`, which is the contiguous prefix.
    int unreachable = 0;
    QString problem;             ///< what load() could not bring back, or empty (translated)
};

/// The state written with every action, for the sessions list.
struct SessionSummary
{
    SessionInfo::Status status = SessionInfo::Status::InProgress;
    int round = 0;
};

/**
 * The game companion's SQLite file (games.sqlite in QStandardPaths::AppDataLocation): every
 * session's setup and its actions, written after each action in one transaction (WAL,
 * synchronous=FULL), so that a killed process loses nothing that was confirmed. The file is opened
 * through SqliteFile: one that is not a database, fails SQLite's check or belongs to another
 * application is set aside under another name (never deleted) and a new one started, the sessions
 * that can still be read from it copied over; a newer file, a full disk or a locked file is left
 * as it is and open() fails saying what to do. A session whose content cannot be read is listed as
 * damaged; the others open normally. Use from one thread.
 */
class GameStore : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameStore)
public:
    static constexpr int kSchemaVersion = 1;

    explicit GameStore(QObject *parent = nullptr);
    ~GameStore() override;

    static QString defaultPath();
    /// Opens (or creates) `path`; ":memory:" for tests. A damaged file is set aside and
    /// `report` says so (translated); false only when no usable file could be made.
    bool open(const QString &path, QString *error = nullptr, QString *report = nullptr);
    void close();
    bool isOpen() const;
    QString path() const;

    std::optional<qint64> createSession(const QString &uuid, const QString &kind, const QString &title, const QString &players,
                                        const QByteArray &setup, QString *error = nullptr);
    /// Replaces the actions from `seq` on by `json` (a new action after undo drops the undone
    /// ones) and moves the cursor past it: one transaction.
    bool writeAction(qint64 id, int seq, const QByteArray &json, const SessionSummary &summary, QString *error = nullptr);
    /// Replaces the actions from `seq` on by `actions` and sets the cursor, in one transaction.
    /// Refused, changing nothing, unless actions 0..seq-1 are all in the file: the log never gets
    /// a hole (a session that could not save keeps its first unsaved action and writes from there).
    bool writeActions(qint64 id, int seq, const QList<QByteArray> &actions, int cursor, const SessionSummary &summary,
                      QString *error = nullptr);
    /// Undo / redo: only the cursor moves.
    bool setCursor(qint64 id, int cursor, const SessionSummary &summary, QString *error = nullptr);
    bool setRecord(qint64 id, const QString &kind, qint64 recordId, QString *error = nullptr);
    bool setDraft(qint64 id, const QByteArray &draft, QString *error = nullptr);

    /// Every session, most recently played first.
    std::optional<QList<SessionInfo>> sessions(QString *error = nullptr) const;
    std::optional<StoredSession> load(qint64 id, QString *error = nullptr) const;
    bool remove(qint64 id, QString *error = nullptr);
    /// Marks a session that cannot be replayed as damaged (it stays, with the reason).
    bool markDamaged(qint64 id, const QString &problem, QString *error = nullptr);
    /// Copies a session with every stored row (also those after a gap or that cannot be read) to
    /// a new entry titled `title`, listed as damaged with `problem`: what a resumed game is about
    /// to overwrite is kept. The new entry's id.
    std::optional<qint64> copySession(qint64 id, const QString &title, const QString &problem, QString *error = nullptr);

signals:
    void sessionsChanged();

private:
    bool salvage(const QString &damagedPath, QString *report);

    SqliteFile m_file;
};

} // namespace Pacenotes
