// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver/codriver.h"

#include <QWidget>

class QLabel;

namespace Pacenotes {

class CoDriverPanel;
class DriveDocument;

/**
 * Drive mode's co-driver: while shown, it asks the co-driver about the active car where its
 * marker stands (the road read off the track's spaces by TrackRoadAhead, the other markers
 * included), off the GUI thread through the CoDriverPanel's job; any change to the cars (a
 * marker moved, a gear set, another car active, the track or its space data changed) asks
 * again, which cancels the search still running. Taking a plan ("Use this plan") puts its
 * path, dice, roll mode and Flying Start into the DriveDocument, whose referee judges it like
 * any path clicked on the table. Hidden, it asks nothing.
 */
class DriveCoDriver : public QWidget
{
    Q_OBJECT
public:
    explicit DriveCoDriver(DriveDocument *document, QWidget *parent = nullptr);

    CoDriverPanel *panel() const { return m_panel; }
    /// The question last asked (its road names the track's spaces).
    const CoDriverRequest &request() const { return m_request; }
    /// Why there is nothing to ask (no active car, not on the track), or an empty string.
    QString problem() const;

    /// Asks about the active car now.
    void ask();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void usePlan();

    DriveDocument *m_document;
    CoDriverPanel *m_panel;
    QLabel *m_problem;
    CoDriverRequest m_request;
    QString m_problemText;
};

} // namespace Pacenotes
