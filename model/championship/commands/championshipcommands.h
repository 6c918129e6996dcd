// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championshipdocument.h"

#include <QUndoCommand>

namespace Pacenotes {

/// The season's name, rules, drivers and teams.
class ChangeSeasonSetupCommand : public QUndoCommand
{
public:
    ChangeSeasonSetupCommand(ChampionshipDocument *doc, const SeasonSetup &setup);
    void redo() override;
    void undo() override;

private:
    ChampionshipDocument *m_doc;
    SeasonSetup m_old, m_new;
};

/// Adds an event and the drivers that first appear in it.
class InsertEventCommand : public QUndoCommand
{
public:
    InsertEventCommand(ChampionshipDocument *doc, int index, const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers);
    void redo() override;
    void undo() override;

private:
    ChampionshipDocument *m_doc;
    int m_index;
    ChampionshipEvent m_event;
    QList<ChampionshipDriver> m_newDrivers;
};

/// Removes an event; keeps it so undo puts it back.
class RemoveEventCommand : public QUndoCommand
{
public:
    RemoveEventCommand(ChampionshipDocument *doc, int index);
    void redo() override;
    void undo() override;

private:
    ChampionshipDocument *m_doc;
    int m_index;
    ChampionshipEvent m_event;
};

/// Replaces an event's results (corrected by hand, or new drivers added with them).
class ReplaceEventCommand : public QUndoCommand
{
public:
    ReplaceEventCommand(ChampionshipDocument *doc, int index, const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers);
    void redo() override;
    void undo() override;

private:
    ChampionshipDocument *m_doc;
    int m_index;
    ChampionshipEvent m_old, m_new;
    QList<ChampionshipDriver> m_oldDrivers, m_newDrivers;
};

class MoveEventCommand : public QUndoCommand
{
public:
    MoveEventCommand(ChampionshipDocument *doc, int from, int to);
    void redo() override;
    void undo() override;

private:
    ChampionshipDocument *m_doc;
    int m_from, m_to;
};

} // namespace Pacenotes
