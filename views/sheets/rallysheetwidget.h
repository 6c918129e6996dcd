// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QTableView;

namespace Pacenotes {

class RallyDocument;
class RallySheetModel;
class RallyStartOrderModel;
class SheetMessageBar;

/**
 * The digital DIRT rally sheet: the rally's name, date and the Checkpoints rule; the sheet
 * as a table (rows as on paper, one column per player) where times are typed as m:ss and the
 * overall times and positions follow live; and beside it who starts the next stage. Players
 * and stages are added, renamed, moved and removed from the headers' menus; every change is
 * an undo command on the document.
 */
class RallySheetWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RallySheetWidget(RallyDocument *doc, QWidget *parent = nullptr);
    ~RallySheetWidget() override;

    /// Hands what is still being typed (the name, date or notes field, a cell's editor) to the
    /// document: before printing, saving a PDF or closing, so that nothing typed is lost.
    void commitPendingEdits();

    RallyDocument *document() const { return m_doc; }
    QTableView *table() const { return m_table; }
    QTableView *startOrderView() const { return m_order; }
    RallySheetModel *model() const { return m_model; }
    SheetMessageBar *messageBar() const { return m_message; }
    QLabel *startOrderTitle() const { return m_orderTitle; }

    void renamePlayer(int player);
    void editStageName(int stage);

private:
    void syncInfo();
    void commitInfo();
    void playerMenu(const QPoint &pos);
    void stageMenu(const QPoint &pos);
    void syncNotes();

    RallyDocument *m_doc;
    RallySheetModel *m_model;
    RallyStartOrderModel *m_orderModel;
    SheetMessageBar *m_message;
    QLineEdit *m_name;
    QDateEdit *m_date;
    QCheckBox *m_checkpoints;
    QTableView *m_table;
    QLabel *m_orderTitle;
    QTableView *m_order;
    QLabel *m_standingsNotes;
    QLineEdit *m_notes;
};

} // namespace Pacenotes
