// SPDX-License-Identifier: GPL-3.0-or-later
#include "changespacescommand.h"

#include "spaces/spacesdocument.h"

namespace Pacenotes {

ChangeSpacesCommand::ChangeSpacesCommand(SpacesDocument *document, TileSpaces before, TileSpaces after,
                                         const QString &text, quint64 mergeKey, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_before(std::move(before)), m_after(std::move(after)),
      m_mergeKey(mergeKey)
{
}

void ChangeSpacesCommand::redo()
{
    QUndoCommand::redo();
    m_document->setSpaces(m_after);
}

void ChangeSpacesCommand::undo()
{
    m_document->setSpaces(m_before);
    QUndoCommand::undo();
}

bool ChangeSpacesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeSpacesCommand *>(other);
    if (o->m_document != m_document || o->m_mergeKey != m_mergeKey || m_mergeKey == 0)
        return false;
    m_after = o->m_after;
    setText(o->text());
    if (m_after == m_before)
        setObsolete(true);
    return true;
}

} // namespace Pacenotes
