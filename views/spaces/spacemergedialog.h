// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spaces/spacemerge.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QRadioButton;

namespace Pacenotes {

class SpacesPreview;
class TileCatalog;
class TileScans;

/**
 * Merging a pack into the user's own: what is new and what is the same, and every tile side both
 * have but differently shown side by side (drawn with its spaces, who made it, how it was made),
 * to keep yours or take theirs. Yours is kept unless you choose otherwise.
 */
class SpaceMergeDialog : public QDialog
{
    Q_OBJECT
public:
    SpaceMergeDialog(const QList<SpaceMergeItem> &plan, const QString &packName, const TileCatalog &catalog,
                     const TileScans *scans, QWidget *parent = nullptr);

    QHash<QString, MergeChoice> choices() const { return m_choices; }
    void choose(const QString &sideId, MergeChoice choice);
    QListWidget *conflictList() const { return m_list; }

private:
    void show(int row);
    QString describe(const TileSpaces &s) const;

    QList<SpaceMergeItem> m_conflicts;
    QHash<QString, MergeChoice> m_choices;
    const TileCatalog &m_catalog;
    QListWidget *m_list;
    SpacesPreview *m_mine;
    SpacesPreview *m_theirs;
    QLabel *m_mineText;
    QLabel *m_theirsText;
    QRadioButton *m_keep;
    QRadioButton *m_take;
};

} // namespace Pacenotes
