// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/dataoverrides.h"

#include <QUndoCommand>

namespace Pacenotes {

class GameDataDocument;

/// One change of the user's game-data corrections (an edit, a reset, an import): the
/// corrections before and after, both small, so undo and redo swap them whole.
class ChangeGameDataCommand : public QUndoCommand
{
public:
    ChangeGameDataCommand(GameDataDocument *doc, DataOverrides before, DataOverrides after, const QString &text);
    void redo() override;
    void undo() override;

private:
    GameDataDocument *m_doc;
    DataOverrides m_before;
    DataOverrides m_after;
};

} // namespace Pacenotes
