// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/sololap.h"

#include <QUndoCommand>

namespace Pacenotes {

class SoloLapDocument;

/// Writes a turn into the sheet at `at` (appending fills the next box).
class InsertTurnCommand : public QUndoCommand
{
public:
    InsertTurnCommand(SoloLapDocument *doc, int at, const SoloTurn &turn);
    void redo() override;
    void undo() override;

private:
    SoloLapDocument *m_doc;
    int m_at;
    SoloTurn m_turn;
};

/// Crosses a turn out; undo puts it back where it was.
class RemoveTurnCommand : public QUndoCommand
{
public:
    RemoveTurnCommand(SoloLapDocument *doc, int at);
    void redo() override;
    void undo() override;

private:
    SoloLapDocument *m_doc;
    int m_at;
    SoloTurn m_turn;
};

/// Corrects a turn's end gear or weather letter.
class ChangeTurnCommand : public QUndoCommand
{
public:
    ChangeTurnCommand(SoloLapDocument *doc, int at, const SoloTurn &turn);
    void redo() override;
    void undo() override;

private:
    SoloLapDocument *m_doc;
    int m_at;
    SoloTurn m_old;
    SoloTurn m_new;
};

class ChangeLapHeaderCommand : public QUndoCommand
{
public:
    ChangeLapHeaderCommand(SoloLapDocument *doc, const SoloLapHeader &header);
    void redo() override;
    void undo() override;

private:
    SoloLapDocument *m_doc;
    SoloLapHeader m_old;
    SoloLapHeader m_new;
};

/// Focus tokens left; consecutive changes (spin box clicks) merge into one step.
class ChangeFocusTokensCommand : public QUndoCommand
{
public:
    ChangeFocusTokensCommand(SoloLapDocument *doc, int tokens);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    SoloLapDocument *m_doc;
    int m_old;
    int m_new;
};

class SetLapFinishedCommand : public QUndoCommand
{
public:
    SetLapFinishedCommand(SoloLapDocument *doc, bool finished);
    void redo() override;
    void undo() override;

private:
    SoloLapDocument *m_doc;
    bool m_finished;
};

class ChangeLapNotesCommand : public QUndoCommand
{
public:
    ChangeLapNotesCommand(SoloLapDocument *doc, const QString &notes);
    void redo() override;
    void undo() override;

private:
    SoloLapDocument *m_doc;
    QString m_old;
    QString m_new;
};

} // namespace Pacenotes
