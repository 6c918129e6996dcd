// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

namespace Pacenotes {

/**
 * Lays its items out left to right and wraps to a new line when the width runs out: a row of
 * toggles that stays one row on a wide screen and still fits a 1024-pixel one. Heights follow
 * the width (heightForWidth), so the panel around it grows by whole lines.
 */
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int arrange(const QRect &rect, bool apply) const;
    int gap() const;

    QList<QLayoutItem *> m_items;
    int m_spacing;
};

} // namespace Pacenotes
