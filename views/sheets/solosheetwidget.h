// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace Pacenotes {

class GearPad;
class SheetMessageBar;
class SoloLapDocument;
class SoloSheetModel;
class SoloTallyModel;

/**
 * The digital GT solo score sheet: the header fields, a gear pad (tap the gear a turn ends in
 * and it fills the next box), the turn grid (click a box to correct a turn; right-click to
 * remove one), the per-gear tally and live totals. Every change goes through the document's
 * undo stack; refused input shows in a message bar and changes nothing.
 */
class SoloSheetWidget : public QWidget
{
    Q_OBJECT
public:
    explicit SoloSheetWidget(SoloLapDocument *doc, QWidget *parent = nullptr);
    ~SoloSheetWidget() override;

    /// Hands what is still being typed (track, driver, date, notes) to the document: before
    /// printing, saving a PDF or closing, so that nothing typed is lost.
    void commitPendingEdits();
    /// Offers `name` for the track field (placeholder and completion) without writing it in:
    /// an untouched sheet stays blank and is not saved.
    void suggestTrack(const QString &name);

    SoloLapDocument *document() const { return m_doc; }
    GearPad *gearPad() const { return m_pad; }
    QTableView *grid() const { return m_grid; }
    SheetMessageBar *messageBar() const { return m_message; }
    QLabel *trackTimeLabel() const { return m_trackTime; }
    QLabel *finalTimeLabel() const { return m_finalTime; }
    QSpinBox *focusSpin() const { return m_focus; }
    QLineEdit *trackEdit() const { return m_track; }
    QComboBox *weatherCombo() const { return m_weather; }
    QCheckBox *finishedCheck() const { return m_finished; }

private:
    void syncHeader();
    void syncTotals();
    void commitHeader();
    void gridContextMenu(const QPoint &pos);
    void scrollToNext();

    SoloLapDocument *m_doc;
    SoloSheetModel *m_model;
    SoloTallyModel *m_tally;
    SheetMessageBar *m_message;
    QLineEdit *m_track;
    QLineEdit *m_driver;
    QDateEdit *m_date;
    QComboBox *m_category;
    QComboBox *m_tyres;
    QComboBox *m_weather;
    GearPad *m_pad;
    QTableView *m_grid;
    QTableView *m_tallyView;
    QLabel *m_trackTime;
    QSpinBox *m_focus;
    QLabel *m_focusSeconds;
    QLabel *m_finalTime;
    QCheckBox *m_finished;
    QLineEdit *m_notes;
    bool m_syncing = false;
};

} // namespace Pacenotes
