// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Pacenotes {

class SpacesDocument;

/**
 * The markings of the selected spaces, one control per field the referee reads. Showing the
 * first selected space; a change sets that field on every selected space (one undo step per
 * field, successive steps of a spin box merged). Fields of the other game are hidden.
 */
class SpaceMarksPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SpaceMarksPanel(SpacesDocument *document, QWidget *parent = nullptr);

    void setSelection(const QList<int> &ids);
    QList<int> selection() const { return m_ids; }

    // For tests: the controls.
    QSpinBox *limitBox() const { return m_limit; }
    QCheckBox *dangerousBox() const { return m_dangerous; }
    QComboBox *lineBox() const { return m_line; }
    QCheckBox *uncertainBox() const { return m_uncertain; }

private:
    void refresh();
    void retranslate();
    template<typename F>
    void change(const char *text, quint64 field, F &&f);

    SpacesDocument *m_document;
    QList<int> m_ids;
    bool m_updating = false;
    QLabel *m_title;
    QSpinBox *m_limit;
    QCheckBox *m_dangerous;
    QComboBox *m_line;
    QCheckBox *m_triple;
    QComboBox *m_danger;
    QComboBox *m_terrain;
    QLineEdit *m_corner;
    QComboBox *m_cornerLine;
    QLineEdit *m_slide;
    QCheckBox *m_shortcut;
    QSpinBox *m_jump;
    QCheckBox *m_water;
    QCheckBox *m_grid;
    QComboBox *m_pit;
    QComboBox *m_climb;
    QComboBox *m_lineEnds;
    QCheckBox *m_uncertain;
    QLabel *m_doubt;
    QList<QWidget *> m_gtOnly;
    QList<QWidget *> m_dirtOnly;
    QList<QLabel *> m_labels;
};

} // namespace Pacenotes
