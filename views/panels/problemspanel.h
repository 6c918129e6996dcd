// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QListView;

namespace Pacenotes {

class ProblemListModel;
class TrackDocument;

/**
 * The live list of what is wrong with the track, errors first. Clicking a problem that
 * concerns a tile asks for that tile to be selected and shown.
 */
class ProblemsPanel : public QWidget
{
    Q_OBJECT
public:
    ProblemsPanel(TrackDocument *document, QWidget *parent = nullptr);

    ProblemListModel *model() const { return m_model; }
    QListView *listView() const { return m_list; }

signals:
    /// The user picked a problem about tile `tile` (and `otherTile`, or -1).
    void tileRequested(int tile, int otherTile);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    TrackDocument *m_document;
    ProblemListModel *m_model;
    QLabel *m_summary;
    QListView *m_list;
};

} // namespace Pacenotes
