// SPDX-License-Identifier: GPL-3.0-or-later
#include "changegamedatacommand.h"

#include "game/gamedatadocument.h"

namespace Pacenotes {

ChangeGameDataCommand::ChangeGameDataCommand(GameDataDocument *doc, DataOverrides before, DataOverrides after,
                                             const QString &text)
    : m_doc(doc), m_before(std::move(before)), m_after(std::move(after))
{
    setText(text);
}

void ChangeGameDataCommand::redo()
{
    m_doc->applyOverrides(m_after);
}

void ChangeGameDataCommand::undo()
{
    m_doc->applyOverrides(m_before);
}

} // namespace Pacenotes
