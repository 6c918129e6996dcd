// SPDX-License-Identifier: GPL-3.0-or-later
#include "sololapcommands.h"

#include "commandids.h"
#include "records/sololapdocument.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(UndoCommands)
};
} // namespace

InsertTurnCommand::InsertTurnCommand(SoloLapDocument *doc, int at, const SoloTurn &turn)
    : m_doc(doc), m_at(at), m_turn(turn)
{
    setText(Tr::tr("Turn %1: gear %2").arg(at + 1).arg(turn.endGear.text()));
}

void InsertTurnCommand::redo()
{
    m_doc->applyInsertTurn(m_at, m_turn);
}

void InsertTurnCommand::undo()
{
    m_doc->applyRemoveTurn(m_at);
}

RemoveTurnCommand::RemoveTurnCommand(SoloLapDocument *doc, int at)
    : m_doc(doc), m_at(at), m_turn(doc->lap().turns.value(at))
{
    setText(Tr::tr("Remove turn %1").arg(at + 1));
}

void RemoveTurnCommand::redo()
{
    m_doc->applyRemoveTurn(m_at);
}

void RemoveTurnCommand::undo()
{
    m_doc->applyInsertTurn(m_at, m_turn);
}

ChangeTurnCommand::ChangeTurnCommand(SoloLapDocument *doc, int at, const SoloTurn &turn)
    : m_doc(doc), m_at(at), m_old(doc->lap().turns.value(at)), m_new(turn)
{
    setText(Tr::tr("Correct turn %1").arg(at + 1));
}

void ChangeTurnCommand::redo()
{
    m_doc->applySetTurn(m_at, m_new);
}

void ChangeTurnCommand::undo()
{
    m_doc->applySetTurn(m_at, m_old);
}

ChangeLapHeaderCommand::ChangeLapHeaderCommand(SoloLapDocument *doc, const SoloLapHeader &header)
    : m_doc(doc), m_old(doc->lap().header), m_new(header)
{
    setText(Tr::tr("Change sheet header"));
}

void ChangeLapHeaderCommand::redo()
{
    m_doc->applyHeader(m_new);
}

void ChangeLapHeaderCommand::undo()
{
    m_doc->applyHeader(m_old);
}

ChangeFocusTokensCommand::ChangeFocusTokensCommand(SoloLapDocument *doc, int tokens)
    : m_doc(doc), m_old(doc->lap().focusTokens), m_new(tokens)
{
    setText(Tr::tr("Focus tokens: %1").arg(tokens));
}

void ChangeFocusTokensCommand::redo()
{
    m_doc->applyFocusTokens(m_new);
}

void ChangeFocusTokensCommand::undo()
{
    m_doc->applyFocusTokens(m_old);
}

int ChangeFocusTokensCommand::id() const
{
    return FocusTokensCommandId;
}

bool ChangeFocusTokensCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeFocusTokensCommand *>(other);
    if (o->m_doc != m_doc)
        return false;
    m_new = o->m_new;
    setText(Tr::tr("Focus tokens: %1").arg(m_new));
    setObsolete(m_new == m_old);
    return true;
}

SetLapFinishedCommand::SetLapFinishedCommand(SoloLapDocument *doc, bool finished)
    : m_doc(doc), m_finished(finished)
{
    setText(finished ? Tr::tr("Finish the lap") : Tr::tr("Reopen the lap"));
}

void SetLapFinishedCommand::redo()
{
    m_doc->applyFinished(m_finished);
}

void SetLapFinishedCommand::undo()
{
    m_doc->applyFinished(!m_finished);
}

ChangeLapNotesCommand::ChangeLapNotesCommand(SoloLapDocument *doc, const QString &notes)
    : m_doc(doc), m_old(doc->lap().notes), m_new(notes)
{
    setText(Tr::tr("Change notes"));
}

void ChangeLapNotesCommand::redo()
{
    m_doc->applyNotes(m_new);
}

void ChangeLapNotesCommand::undo()
{
    m_doc->applyNotes(m_old);
}

} // namespace Pacenotes
