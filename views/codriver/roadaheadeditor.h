// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver/roadahead.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace Pacenotes {

class SpaceCell;

/**
 * The road ahead typed in by the players, for the co-driver on its own: a number of lanes and
 * of spaces, and for each space its speed limit, whether it is a dangerous corner (GT) or a
 * jump or water (DIRT), the tile's danger colour and whether a car is on it. Moves go straight
 * on or diagonally to a neighbouring lane. (Sharp corners, DIRT corner lines and slides are
 * given as a space graph — on the command line, or read off a digital track.)
 */
class RoadAheadEditor : public QWidget, public RoadAheadSource
{
    Q_OBJECT
public:
    explicit RoadAheadEditor(QWidget *parent = nullptr);

    RoadAhead road() const;
    /// The typed road (all of it: it is short).
    RoadAhead roadAhead(int maxSpaces) const override;
    void setGame(Game game);
    void setShape(int spaces, int lanes, int startLane);
    /// The space at `row` (0 = the next one) in `lane`.
    SpaceInfo space(int row, int lane) const;
    void setSpace(int row, int lane, const SpaceInfo &space);

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void saveCells();
    void rebuild();
    void retranslate();

    Game m_game = Game::GT;
    QSpinBox *m_spaces;
    QSpinBox *m_lanes;
    QComboBox *m_start;
    QLabel *m_spacesLabel;
    QLabel *m_lanesLabel;
    QLabel *m_startLabel;
    QTableWidget *m_table;
    QList<QList<SpaceInfo>> m_grid; ///< kept when the table shrinks and grows again
};

} // namespace Pacenotes
