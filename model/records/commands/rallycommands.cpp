// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallycommands.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(UndoCommands)
};
} // namespace

ChangeRallyInfoCommand::ChangeRallyInfoCommand(RallyDocument *doc, const RallyInfo &info)
    : m_doc(doc), m_old(doc->info()), m_new(info)
{
    setText(Tr::tr("Change rally details"));
}

void ChangeRallyInfoCommand::redo()
{
    m_doc->applyInfo(m_new);
}

void ChangeRallyInfoCommand::undo()
{
    m_doc->applyInfo(m_old);
}

InsertStageCommand::InsertStageCommand(RallyDocument *doc, int at, const RallyStage &stage,
                                       const QList<StageResult> &results)
    : m_doc(doc), m_at(at), m_stage(stage), m_results(results)
{
    setText(Tr::tr("Add stage %1").arg(at + 1));
}

void InsertStageCommand::redo()
{
    m_doc->applyInsertStage(m_at, m_stage, m_results);
}

void InsertStageCommand::undo()
{
    m_doc->applyRemoveStage(m_at);
}

RemoveStageCommand::RemoveStageCommand(RallyDocument *doc, int at)
    : m_doc(doc), m_at(at), m_stage(doc->rally().stages.value(at))
{
    for (const RallyPlayer &p : doc->rally().players)
        m_results.append(p.results.value(at));
    setText(Tr::tr("Remove stage %1").arg(at + 1));
}

void RemoveStageCommand::redo()
{
    m_doc->applyRemoveStage(m_at);
}

void RemoveStageCommand::undo()
{
    m_doc->applyInsertStage(m_at, m_stage, m_results);
}

ChangeStageCommand::ChangeStageCommand(RallyDocument *doc, int at, const RallyStage &stage)
    : m_doc(doc), m_at(at), m_old(doc->rally().stages.value(at)), m_new(stage)
{
    setText(Tr::tr("Change stage %1").arg(at + 1));
}

void ChangeStageCommand::redo()
{
    m_doc->applySetStage(m_at, m_new);
}

void ChangeStageCommand::undo()
{
    m_doc->applySetStage(m_at, m_old);
}

InsertPlayerCommand::InsertPlayerCommand(RallyDocument *doc, int at, const RallyPlayer &player)
    : m_doc(doc), m_at(at), m_player(player)
{
    setText(Tr::tr("Add player %1").arg(player.name));
}

void InsertPlayerCommand::redo()
{
    m_doc->applyInsertPlayer(m_at, m_player);
}

void InsertPlayerCommand::undo()
{
    m_doc->applyRemovePlayer(m_at);
}

RemovePlayerCommand::RemovePlayerCommand(RallyDocument *doc, int at)
    : m_doc(doc), m_at(at), m_player(doc->rally().players.value(at))
{
    setText(Tr::tr("Remove player %1").arg(m_player.name));
}

void RemovePlayerCommand::redo()
{
    m_doc->applyRemovePlayer(m_at);
}

void RemovePlayerCommand::undo()
{
    m_doc->applyInsertPlayer(m_at, m_player);
}

MovePlayerCommand::MovePlayerCommand(RallyDocument *doc, int from, int to) : m_doc(doc), m_from(from), m_to(to)
{
    setText(Tr::tr("Move player %1").arg(doc->rally().players.value(from).name));
}

void MovePlayerCommand::redo()
{
    m_doc->applyMovePlayer(m_from, m_to);
}

void MovePlayerCommand::undo()
{
    m_doc->applyMovePlayer(m_to, m_from);
}

RenamePlayerCommand::RenamePlayerCommand(RallyDocument *doc, int at, const QString &name)
    : m_doc(doc), m_at(at), m_old(doc->rally().players.value(at).name), m_new(name)
{
    setText(Tr::tr("Rename player %1").arg(m_old));
}

void RenamePlayerCommand::redo()
{
    m_doc->applyRenamePlayer(m_at, m_new);
}

void RenamePlayerCommand::undo()
{
    m_doc->applyRenamePlayer(m_at, m_old);
}

ChangeStageResultCommand::ChangeStageResultCommand(RallyDocument *doc, int player, int stage,
                                                   const StageResult &result, const QString &text)
    : m_doc(doc), m_player(player), m_stage(stage), m_old(doc->rally().result(player, stage)), m_new(result)
{
    setText(text);
}

void ChangeStageResultCommand::redo()
{
    m_doc->applyResult(m_player, m_stage, m_new);
}

void ChangeStageResultCommand::undo()
{
    m_doc->applyResult(m_player, m_stage, m_old);
}

} // namespace Pacenotes
