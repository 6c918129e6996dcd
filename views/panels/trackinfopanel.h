// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace Pacenotes {

class TrackDocument;

/**
 * What the track is, at a glance and live: title and author, game, course kind and length
 * against the rulebooks' race-length guidance, tiles on the table, the boxes it needs and its
 * mix of danger levels and terrain. A ready-made list names its source; what is uncertain
 * about the list (its notes) opens from "About this list…" rather than filling the panel.
 */
class TrackInfoPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TrackInfoPanel(TrackDocument *document, QWidget *parent = nullptr);

    /// The text shown (for tests).
    QString text() const;
    /// "About this list…": the notes of a ready-made list (empty when there is none).
    QString aboutListText() const;
    void showAboutList();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    TrackDocument *m_document;
    QLabel *m_label;
};

} // namespace Pacenotes
