// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/rallydocument.h"

#include <QUndoCommand>

namespace Pacenotes {

class ChangeRallyInfoCommand : public QUndoCommand
{
public:
    ChangeRallyInfoCommand(RallyDocument *doc, const RallyInfo &info);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    RallyInfo m_old;
    RallyInfo m_new;
};

/// Adds a stage (with each player's result for it, empty for a new stage).
class InsertStageCommand : public QUndoCommand
{
public:
    InsertStageCommand(RallyDocument *doc, int at, const RallyStage &stage, const QList<StageResult> &results);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    int m_at;
    RallyStage m_stage;
    QList<StageResult> m_results;
};

/// Removes a stage; keeps what was written for it so undo restores it.
class RemoveStageCommand : public QUndoCommand
{
public:
    RemoveStageCommand(RallyDocument *doc, int at);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    int m_at;
    RallyStage m_stage;
    QList<StageResult> m_results;
};

class ChangeStageCommand : public QUndoCommand
{
public:
    ChangeStageCommand(RallyDocument *doc, int at, const RallyStage &stage);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    int m_at;
    RallyStage m_old;
    RallyStage m_new;
};

class InsertPlayerCommand : public QUndoCommand
{
public:
    InsertPlayerCommand(RallyDocument *doc, int at, const RallyPlayer &player);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    int m_at;
    RallyPlayer m_player;
};

class RemovePlayerCommand : public QUndoCommand
{
public:
    RemovePlayerCommand(RallyDocument *doc, int at);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    int m_at;
    RallyPlayer m_player;
};

/// Moves a player on the sheet (the first stage starts in sheet order).
class MovePlayerCommand : public QUndoCommand
{
public:
    MovePlayerCommand(RallyDocument *doc, int from, int to);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    int m_from;
    int m_to;
};

class RenamePlayerCommand : public QUndoCommand
{
public:
    RenamePlayerCommand(RallyDocument *doc, int at, const QString &name);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    int m_at;
    QString m_old;
    QString m_new;
};

/// What one player wrote for one stage: time, penalty, retirement, damage, spare tire.
class ChangeStageResultCommand : public QUndoCommand
{
public:
    ChangeStageResultCommand(RallyDocument *doc, int player, int stage, const StageResult &result, const QString &text);
    void redo() override;
    void undo() override;

private:
    RallyDocument *m_doc;
    int m_player;
    int m_stage;
    StageResult m_old;
    StageResult m_new;
};

} // namespace Pacenotes
