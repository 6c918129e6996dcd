// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/trackproperties.h"

#include <QUndoCommand>

namespace Pacenotes {

class TrackDocument;

/// Changes the track's title, author, notes, source, game, laps or direction as one step.
class ChangePropertiesCommand : public QUndoCommand
{
public:
    ChangePropertiesCommand(TrackDocument *document, const TrackProperties &properties,
                            QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    TrackDocument *m_document;
    TrackProperties m_before;
    TrackProperties m_after;
};

} // namespace Pacenotes
