// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spaces/tilespaces.h"

#include <QWidget>

namespace Pacenotes {

class TileScans;

/// A tile side drawn with a set of its spaces, fitted to the widget (merge and copy dialogs).
class SpacesPreview : public QWidget
{
    Q_OBJECT
public:
    explicit SpacesPreview(QWidget *parent = nullptr);
    void setSpaces(const TileSide *side, const std::optional<TileSpaces> &spaces);
    void setScans(const TileScans *scans);
    QSize sizeHint() const override { return {280, 280}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    const TileSide *m_side = nullptr;
    std::optional<TileSpaces> m_spaces;
    const TileScans *m_scans = nullptr;
};

} // namespace Pacenotes
