// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace Pacenotes {

class TileCatalog;
struct Track;
struct TrackReport;

/**
 * Read-only summary of a track: title, kind, validation problems, tile list and statistics.
 * Shows what it is given; it never changes the track.
 */
class TrackReportView : public QWidget
{
    Q_OBJECT
public:
    explicit TrackReportView(QWidget *parent = nullptr);

    void showReport(const Track &track, const TrackReport &report, const TileCatalog &catalog);
    void clear();

    QTreeWidget *problemList() const { return m_problems; }
    QTreeWidget *tileList() const { return m_tiles; }

private:
    QLabel *m_heading;
    QLabel *m_summary;
    QTreeWidget *m_problems;
    QTreeWidget *m_tiles;
};

} // namespace Pacenotes
