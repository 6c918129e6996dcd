// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulestypes.h"

#include <QWidget>

namespace Pacenotes {

/**
 * A dashboard's dice as they lie beside it: per kind, in the game's colours, the dice the car
 * may use now, then those damage took away (struck out). Fed with GamePlayersModel::DiceRole.
 */
class DiceStrip : public QWidget
{
    Q_OBJECT
public:
    explicit DiceStrip(QWidget *parent = nullptr);

    /// A DiceRole list: {kind, now, printed, confidence} per die kind.
    void setDice(const QVariantList &dice);
    int diceNow(DieKind kind) const;
    int diceLost(DieKind kind) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Group
    {
        DieKind kind;
        int now;
        int printed;
    };
    int dieSize() const;
    int layout(int width, QList<QRectF> *rects) const;

    QList<Group> m_groups;
};

} // namespace Pacenotes
