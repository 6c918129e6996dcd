// SPDX-License-Identifier: GPL-3.0-or-later
#include "changedrivecommand.h"

#include "spaces/drivedocument.h"

namespace Pacenotes {

ChangeDriveCommand::ChangeDriveCommand(DriveDocument *document, DriveState before, DriveState after, const QString &text,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_before(std::move(before)), m_after(std::move(after))
{
}

void ChangeDriveCommand::redo()
{
    QUndoCommand::redo();
    m_document->setState(m_after);
}

void ChangeDriveCommand::undo()
{
    m_document->setState(m_before);
    QUndoCommand::undo();
}

} // namespace Pacenotes
