// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship.h"
#include "championshipcheck.h"
#include "championshipstandings.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QUndoStack;

namespace Pacenotes {

class ChampionshipStore;

/// Everything about a season but its events: changed together by one undo command.
struct SeasonSetup
{
    QString name;
    QString notes;
    SeasonGame game = SeasonGame::GT;
    SeasonRules rules;
    QList<ChampionshipDriver> drivers;
    QList<ChampionshipTeam> teams;
    bool operator==(const SeasonSetup &) const = default;
};

/**
 * An open season: owns the Championship, its QUndoStack and the standings derived from it.
 * Views call the intents, which check the change with ChampionshipCheck against the whole
 * season (an unknown driver, two drivers in one place, a time that cannot be, an event of another
 * game…) and push an undo command; a refused change alters nothing and is reported through the
 * return value and inputRejected(). The `apply…` functions are for the commands only.
 * With a store attached, the season is saved after every change in one transaction; a failed
 * save keeps the change on screen and says so (saveFailed), nothing is written half-way.
 */
class ChampionshipDocument : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChampionshipDocument)
public:
    explicit ChampionshipDocument(const Championship &season = {}, QObject *parent = nullptr);
    ~ChampionshipDocument() override;

    const Championship &season() const { return m_season; }
    /// Derived from the season; recomputed after each change.
    const ChampionshipStandings &standings() const;
    QUndoStack *undoStack() const { return m_undo; }

    /// Saves into `store` from now on (now too); false with the reason when that save fails.
    bool attachStore(ChampionshipStore *store, QString *error = nullptr);
    ChampionshipStore *store() const;

    SeasonSetup setup() const;
    /// The event made from the game `uuid`, or -1.
    int eventOfSession(const QString &uuid) const;

    // Intents: false with `error` (translated, with the field's path) when refused. `warnings`
    // gets what is kept but worth saying (a points table that is not decreasing).
    /// Name, rules, drivers and teams at once (the season dialog): the events must still belong.
    bool setSetup(const SeasonSetup &setup, QString *error = nullptr, SeasonProblems *warnings = nullptr);
    bool setInfo(const QString &name, const QString &notes, QString *error = nullptr);
    bool setRules(const SeasonRules &rules, QString *error = nullptr, SeasonProblems *warnings = nullptr);
    bool setRoster(const QList<ChampionshipDriver> &drivers, const QList<ChampionshipTeam> &teams, QString *error = nullptr);
    /// Adds an event after the others; `newDrivers` join the season with it (one undo step).
    bool addEvent(const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers = {}, QString *error = nullptr);
    bool replaceEvent(int index, const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers = {},
                      QString *error = nullptr);
    bool removeEvent(int index, QString *error = nullptr);
    bool moveEvent(int from, int to, QString *error = nullptr);

    // For the undo commands.
    void applySetup(const SeasonSetup &setup);
    void applyInsertEvent(int index, const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers);
    /// Removes the event and the last `dropDrivers` drivers (those its insertion added).
    void applyRemoveEvent(int index, int dropDrivers);
    void applyReplaceEvent(int index, const ChampionshipEvent &event, const QList<ChampionshipDriver> &drivers);
    void applyMoveEvent(int from, int to);

signals:
    /// Before every change (item models that show the whole season reset between the two).
    void aboutToChange();
    /// After every change; season() and standings() are up to date.
    void changed();
    void infoChanged();
    void rulesChanged();
    void rosterChanged();
    void eventInserted(int index);
    void eventAboutToBeRemoved(int index);
    void eventRemoved(int index);
    void eventChanged(int index);
    void eventMoved(int from, int to);
    void inputRejected(const QString &message);
    void saveFailed(const QString &message);

private:
    bool reject(QString *error, const QString &message);
    /// Checks `candidate` whole; rejects with the first error.
    bool accept(const Championship &candidate, QString *error, SeasonProblems *warnings = nullptr);
    void afterChange();

    Championship m_season;
    QUndoStack *m_undo;
    mutable std::optional<ChampionshipStandings> m_standings;
    QPointer<ChampionshipStore> m_store;
};

} // namespace Pacenotes
