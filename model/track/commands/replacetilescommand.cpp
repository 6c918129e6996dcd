// SPDX-License-Identifier: GPL-3.0-or-later
#include "replacetilescommand.h"

#include "track/trackdocument.h"

#include <QCoreApplication>

namespace Pacenotes {

ReplaceTilesCommand::ReplaceTilesCommand(TrackDocument *document, const Track &layout, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Lay out tiles"), parent), m_document(document),
      m_before(document->track()), m_after(layout)
{
}

void ReplaceTilesCommand::redo()
{
    QUndoCommand::redo();
    m_document->replaceLayout(m_after);
}

void ReplaceTilesCommand::undo()
{
    m_document->replaceLayout(m_before);
    QUndoCommand::undo();
}

} // namespace Pacenotes
