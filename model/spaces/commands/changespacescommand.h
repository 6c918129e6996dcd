// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spaces/tilespaces.h"

#include <QUndoCommand>

namespace Pacenotes {

class SpacesDocument;

/**
 * Replaces the spaces of the side being edited by a new version and back. Every editor change
 * is one of these: a side's data is small, so keeping both versions is simpler and safer than a
 * command per kind of change. Successive changes with the same merge key (a spin box turned
 * step by step on the same spaces) become one undo step.
 */
class ChangeSpacesCommand : public QUndoCommand
{
public:
    /// mergeKey: 0 never merges; equal non-zero keys merge.
    ChangeSpacesCommand(SpacesDocument *document, TileSpaces before, TileSpaces after, const QString &text,
                        quint64 mergeKey = 0, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return m_mergeKey ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    SpacesDocument *m_document;
    TileSpaces m_before;
    TileSpaces m_after;
    quint64 m_mergeKey;
};

} // namespace Pacenotes
