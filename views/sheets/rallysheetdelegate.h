// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace Pacenotes {

/**
 * Editors for the rally sheet's cells, by row kind: a line edit for m:ss times, a spin box for
 * penalty tokens, three spin boxes (G, C, B) for damage, Y/N for the spare tire. The value goes
 * back through the model to the document, which refuses bad input with a message. Computed
 * cells (overall, final time, position, retirement times) are drawn in grey.
 */
class RallySheetDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Pacenotes
