// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/collection.h"

#include <QDialog>
#include <QMap>

class QLabel;
class QSpinBox;

namespace Pacenotes {

class TileCatalog;

/**
 * "My boxes": how many of each core box and expansion the user owns. Decides the copies
 * the palette shows as free and the over-used tiles the validator reports.
 */
class BoxesDialog : public QDialog
{
    Q_OBJECT
public:
    BoxesDialog(const TileCatalog &catalog, const Collection &collection, QWidget *parent = nullptr);

    Collection collection() const;
    void setCollection(const Collection &collection);
    QSpinBox *spinBoxFor(const QString &boxId) const { return m_spins.value(boxId); }

private:
    void updateSummary();

    const TileCatalog &m_catalog;
    QMap<QString, QSpinBox *> m_spins;
    QLabel *m_summary;
};

} // namespace Pacenotes
