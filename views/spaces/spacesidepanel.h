// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace Pacenotes {

class SpacesDocument;

/**
 * The side as a whole: where its data comes from (template, estimated, measured), who made it,
 * and how many spaces each lane of each road has (a spin box per road for all its lanes, one per
 * lane for lanes that differ). Changes go to the document as undo steps.
 */
class SpaceSidePanel : public QWidget
{
    Q_OBJECT
public:
    explicit SpaceSidePanel(SpacesDocument *document, QWidget *parent = nullptr);

    /// For tests: the spin box of one lane (road and lane from 0), or nullptr.
    QSpinBox *laneBox(int road, int lane) const;
    QComboBox *provenanceBox() const { return m_provenance; }

private:
    void rebuild();
    void refresh();

    SpacesDocument *m_document;
    bool m_updating = false;
    QLabel *m_title;
    QLabel *m_honesty;
    QComboBox *m_provenance;
    QLineEdit *m_author;
    QPlainTextEdit *m_note;
    QWidget *m_lanes;
    QFormLayout *m_lanesForm;
    struct LaneBox
    {
        int road;
        int lane; ///< -1: every lane of the road
        QSpinBox *box;
    };
    QList<LaneBox> m_boxes;
};

} // namespace Pacenotes
