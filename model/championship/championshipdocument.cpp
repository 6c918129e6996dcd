// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipdocument.h"

#include "championshipstore.h"
#include "championshiptr.h"
#include "commands/championshipcommands.h"

#include <QUndoStack>

namespace Pacenotes {

ChampionshipDocument::ChampionshipDocument(const Championship &season, QObject *parent)
    : QObject(parent), m_season(season), m_undo(new QUndoStack(this))
{
}

ChampionshipDocument::~ChampionshipDocument() = default;

const ChampionshipStandings &ChampionshipDocument::standings() const
{
    if (!m_standings)
        m_standings = ChampionshipStandings::compute(m_season);
    return *m_standings;
}

bool ChampionshipDocument::attachStore(ChampionshipStore *store, QString *error)
{
    m_store = store;
    if (!store)
        return true;
    const std::optional<qint64> id = store->save(m_season, error);
    if (!id)
        return false;
    m_season.id = *id;
    return true;
}

ChampionshipStore *ChampionshipDocument::store() const
{
    return m_store;
}

int ChampionshipDocument::eventOfSession(const QString &uuid) const
{
    if (uuid.isEmpty())
        return -1;
    for (int i = 0; i < m_season.events.size(); ++i)
        if (m_season.events[i].source.fromApp && m_season.events[i].source.sessionUuid == uuid)
            return i;
    return -1;
}

bool ChampionshipDocument::reject(QString *error, const QString &message)
{
    if (error)
        *error = message;
    emit inputRejected(message);
    return false;
}

bool ChampionshipDocument::accept(const Championship &candidate, QString *error, SeasonProblems *warnings)
{
    const SeasonProblems problems = ChampionshipCheck::problems(candidate);
    if (ChampionshipCheck::hasErrors(problems))
        return reject(error, ChampionshipCheck::firstError(problems));
    if (warnings)
        *warnings = ChampionshipCheck::warnings(problems);
    return true;
}

SeasonSetup ChampionshipDocument::setup() const
{
    return {m_season.name, m_season.notes, m_season.game, m_season.rules, m_season.drivers, m_season.teams};
}

bool ChampionshipDocument::setSetup(const SeasonSetup &setup, QString *error, SeasonProblems *warnings)
{
    Championship c = m_season;
    c.name = setup.name;
    c.notes = setup.notes;
    c.game = setup.game;
    c.rules = setup.rules;
    c.drivers = setup.drivers;
    c.teams = setup.teams;
    // A driver with results cannot leave: their results would lose their driver.
    for (const ChampionshipDriver &old : m_season.drivers) {
        if (c.driverIndex(old.id) >= 0)
            continue;
        for (int e = 0; e < m_season.events.size(); ++e)
            if (m_season.events[e].indexOf(old.id) >= 0)
                return reject(error, ChampionshipTr::tr("%1 has a result in event %2: remove that result first.")
                                         .arg(old.name.isEmpty() ? old.id : old.name)
                                         .arg(e + 1));
    }
    // The events already held must still belong to the season as it becomes.
    if (!accept(c, error, warnings))
        return false;
    if (setup != this->setup())
        m_undo->push(new ChangeSeasonSetupCommand(this, setup));
    return true;
}

bool ChampionshipDocument::setInfo(const QString &name, const QString &notes, QString *error)
{
    SeasonSetup s = setup();
    s.name = name;
    s.notes = notes;
    return setSetup(s, error);
}

bool ChampionshipDocument::setRules(const SeasonRules &rules, QString *error, SeasonProblems *warnings)
{
    SeasonSetup s = setup();
    s.rules = rules;
    return setSetup(s, error, warnings);
}

bool ChampionshipDocument::setRoster(const QList<ChampionshipDriver> &drivers, const QList<ChampionshipTeam> &teams, QString *error)
{
    SeasonSetup s = setup();
    s.drivers = drivers;
    s.teams = teams;
    return setSetup(s, error);
}

bool ChampionshipDocument::addEvent(const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers, QString *error)
{
    if (m_season.events.size() >= Championship::kMaxEvents)
        return reject(error, ChampionshipTr::tr("A season has at most %1 events.").arg(Championship::kMaxEvents));
    if (const int at = eventOfSession(event.source.fromApp ? event.source.sessionUuid : QString()); at >= 0)
        return reject(error, ChampionshipTr::tr("This game is in the season already: event %1.").arg(at + 1));
    Championship c = m_season;
    c.drivers += newDrivers;
    c.events.append(event);
    if (!accept(c, error))
        return false;
    m_undo->push(new InsertEventCommand(this, int(m_season.events.size()), event, newDrivers));
    return true;
}

bool ChampionshipDocument::replaceEvent(int index, const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers,
                                        QString *error)
{
    if (index < 0 || index >= m_season.events.size())
        return reject(error, ChampionshipTr::tr("There is no such event."));
    Championship c = m_season;
    c.drivers += newDrivers;
    c.events[index] = event;
    if (!accept(c, error))
        return false;
    if (event != m_season.events[index] || !newDrivers.isEmpty())
        m_undo->push(new ReplaceEventCommand(this, index, event, newDrivers));
    return true;
}

bool ChampionshipDocument::removeEvent(int index, QString *error)
{
    if (index < 0 || index >= m_season.events.size())
        return reject(error, ChampionshipTr::tr("There is no such event."));
    m_undo->push(new RemoveEventCommand(this, index));
    return true;
}

bool ChampionshipDocument::moveEvent(int from, int to, QString *error)
{
    if (from < 0 || from >= m_season.events.size() || to < 0 || to >= m_season.events.size())
        return reject(error, ChampionshipTr::tr("There is no such event."));
    if (from != to)
        m_undo->push(new MoveEventCommand(this, from, to));
    return true;
}

void ChampionshipDocument::applySetup(const SeasonSetup &setup)
{
    emit aboutToChange();
    const SeasonSetup before = this->setup();
    m_season.name = setup.name;
    m_season.notes = setup.notes;
    m_season.game = setup.game;
    m_season.rules = setup.rules;
    m_season.drivers = setup.drivers;
    m_season.teams = setup.teams;
    if (before.name != setup.name || before.notes != setup.notes)
        emit infoChanged();
    if (before.rules != setup.rules || before.game != setup.game)
        emit rulesChanged();
    if (before.drivers != setup.drivers || before.teams != setup.teams)
        emit rosterChanged();
    afterChange();
}

void ChampionshipDocument::applyInsertEvent(int index, const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers)
{
    emit aboutToChange();
    m_season.drivers += newDrivers;
    m_season.events.insert(index, event);
    if (!newDrivers.isEmpty())
        emit rosterChanged();
    emit eventInserted(index);
    afterChange();
}

void ChampionshipDocument::applyRemoveEvent(int index, int dropDrivers)
{
    emit aboutToChange();
    emit eventAboutToBeRemoved(index);
    m_season.events.removeAt(index);
    if (dropDrivers > 0)
        m_season.drivers.resize(std::max<qsizetype>(0, m_season.drivers.size() - dropDrivers));
    emit eventRemoved(index);
    if (dropDrivers > 0)
        emit rosterChanged();
    afterChange();
}

void ChampionshipDocument::applyReplaceEvent(int index, const ChampionshipEvent &event, const QList<ChampionshipDriver> &drivers)
{
    emit aboutToChange();
    const bool roster = drivers != m_season.drivers;
    m_season.drivers = drivers;
    m_season.events[index] = event;
    if (roster)
        emit rosterChanged();
    emit eventChanged(index);
    afterChange();
}

void ChampionshipDocument::applyMoveEvent(int from, int to)
{
    emit aboutToChange();
    m_season.events.move(from, to);
    emit eventMoved(from, to);
    afterChange();
}

void ChampionshipDocument::afterChange()
{
    m_standings.reset();
    if (m_store) {
        QString error;
        if (const std::optional<qint64> id = m_store->save(m_season, &error))
            m_season.id = *id;
        else
            emit saveFailed(error);
    }
    emit changed();
}

} // namespace Pacenotes
