// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipcommands.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {
QString eventLabel(const ChampionshipEvent &e, int index)
{
    return e.name.isEmpty() ? QCoreApplication::translate("UndoCommands", "event %1").arg(index + 1) : e.name;
}
} // namespace

ChangeSeasonSetupCommand::ChangeSeasonSetupCommand(ChampionshipDocument *doc, const SeasonSetup &setup)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Change the season")), m_doc(doc), m_old(doc->setup()), m_new(setup)
{
    // Name the change when it is only one kind.
    const bool info = m_old.name != m_new.name || m_old.notes != m_new.notes;
    const bool rules = m_old.rules != m_new.rules || m_old.game != m_new.game;
    const bool roster = m_old.drivers != m_new.drivers || m_old.teams != m_new.teams;
    if (info && !rules && !roster)
        setText(QCoreApplication::translate("UndoCommands", "Rename the season"));
    else if (rules && !info && !roster)
        setText(QCoreApplication::translate("UndoCommands", "Change the season's rules"));
    else if (roster && !info && !rules)
        setText(QCoreApplication::translate("UndoCommands", "Change the drivers"));
}

void ChangeSeasonSetupCommand::redo()
{
    QUndoCommand::redo();
    m_doc->applySetup(m_new);
}

void ChangeSeasonSetupCommand::undo()
{
    m_doc->applySetup(m_old);
    QUndoCommand::undo();
}

InsertEventCommand::InsertEventCommand(ChampionshipDocument *doc, int index, const ChampionshipEvent &event,
                                       const QList<ChampionshipDriver> &newDrivers)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Add %1").arg(eventLabel(event, index))), m_doc(doc),
      m_index(index), m_event(event), m_newDrivers(newDrivers)
{
}

void InsertEventCommand::redo()
{
    QUndoCommand::redo();
    m_doc->applyInsertEvent(m_index, m_event, m_newDrivers);
}

void InsertEventCommand::undo()
{
    m_doc->applyRemoveEvent(m_index, int(m_newDrivers.size()));
    QUndoCommand::undo();
}

RemoveEventCommand::RemoveEventCommand(ChampionshipDocument *doc, int index)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Remove %1").arg(eventLabel(doc->season().events[index], index))),
      m_doc(doc), m_index(index), m_event(doc->season().events[index])
{
}

void RemoveEventCommand::redo()
{
    QUndoCommand::redo();
    m_doc->applyRemoveEvent(m_index, 0);
}

void RemoveEventCommand::undo()
{
    m_doc->applyInsertEvent(m_index, m_event, {});
    QUndoCommand::undo();
}

ReplaceEventCommand::ReplaceEventCommand(ChampionshipDocument *doc, int index, const ChampionshipEvent &event,
                                         const QList<ChampionshipDriver> &newDrivers)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Change %1").arg(eventLabel(event, index))), m_doc(doc),
      m_index(index), m_old(doc->season().events[index]), m_new(event), m_oldDrivers(doc->season().drivers),
      m_newDrivers(doc->season().drivers + newDrivers)
{
}

void ReplaceEventCommand::redo()
{
    QUndoCommand::redo();
    m_doc->applyReplaceEvent(m_index, m_new, m_newDrivers);
}

void ReplaceEventCommand::undo()
{
    m_doc->applyReplaceEvent(m_index, m_old, m_oldDrivers);
    QUndoCommand::undo();
}

MoveEventCommand::MoveEventCommand(ChampionshipDocument *doc, int from, int to)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Move %1").arg(eventLabel(doc->season().events[from], from))),
      m_doc(doc), m_from(from), m_to(to)
{
}

void MoveEventCommand::redo()
{
    QUndoCommand::redo();
    m_doc->applyMoveEvent(m_from, m_to);
}

void MoveEventCommand::undo()
{
    m_doc->applyMoveEvent(m_to, m_from);
    QUndoCommand::undo();
}

} // namespace Pacenotes
