// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spaces/drivestate.h"

#include <QUndoCommand>

namespace Pacenotes {

class DriveDocument;

/// Replaces the cars on the table (a DriveState) by a new version and back: every Drive mode
/// change that is worth undoing (a car placed, a turn applied, a gear set).
class ChangeDriveCommand : public QUndoCommand
{
public:
    ChangeDriveCommand(DriveDocument *document, DriveState before, DriveState after, const QString &text,
                       QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DriveDocument *m_document;
    DriveState m_before;
    DriveState m_after;
};

} // namespace Pacenotes
