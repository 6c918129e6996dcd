// SPDX-License-Identifier: GPL-3.0-or-later
#include "changepropertiescommand.h"

#include "track/trackdocument.h"

#include <QCoreApplication>

namespace Pacenotes {

ChangePropertiesCommand::ChangePropertiesCommand(TrackDocument *document, const TrackProperties &properties,
                                                 QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Change track properties"), parent),
      m_document(document), m_before(TrackProperties::of(document->track())), m_after(properties)
{
}

void ChangePropertiesCommand::redo()
{
    QUndoCommand::redo();
    m_document->setProperties(m_after);
}

void ChangePropertiesCommand::undo()
{
    m_document->setProperties(m_before);
    QUndoCommand::undo();
}

} // namespace Pacenotes
