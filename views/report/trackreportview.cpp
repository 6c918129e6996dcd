// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackreportview.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "track/track.h"
#include "track/trackvalidator.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TrackReportView::TrackReportView(QWidget *parent)
    : QWidget(parent), m_heading(new QLabel(this)), m_summary(new QLabel(this)),
      m_problems(new QTreeWidget(this)), m_tiles(new QTreeWidget(this))
{
    QFont f = m_heading->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    m_heading->setFont(f);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_problems->setHeaderLabels({tr("Problem"), tr("Where")});
    m_problems->setRootIsDecorated(false);
    m_problems->setWordWrap(true);
    m_problems->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tiles->setHeaderLabels({tr("Tile"), tr("Count"), tr("Kind"), tr("Danger level"), tr("Terrain")});
    m_tiles->setRootIsDecorated(false);
    m_tiles->setSortingEnabled(true);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_problems);
    split->addWidget(m_tiles);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    clear();
}

void TrackReportView::clear()
{
    m_heading->setText(tr("No track open"));
    m_summary->setText(tr("Open a track file (.pacenotes, .json or .rgt) to see its checks and tile list."));
    m_problems->clear();
    m_tiles->clear();
}

void TrackReportView::showReport(const Track &track, const TrackReport &report, const TileCatalog &catalog)
{
    m_heading->setText(track.title.isEmpty() ? tr("Untitled track") : track.title);
    QString kind;
    switch (report.course.kind) {
    case Course::Kind::Circuit: kind = tr("circuit"); break;
    case Course::Kind::Stage: kind = tr("stage"); break;
    default: kind = tr("incomplete"); break;
    }
    QStringList lines;
    lines << tr("%1 · %2 · %n tile(s) on the course", nullptr, report.stats.courseLength)
                 .arg(CatalogNames::game(track.game), kind);
    if (report.isValid())
        lines << tr("The track is valid.");
    else
        lines << tr("%n problem(s) found.", nullptr, int(report.problems.size()));
    if (report.stats.guidance.category != LengthGuidance::Category::None)
        lines << tr("Nearest guideline: %1").arg(report.stats.guidance.text);
    if (!track.source.isEmpty())
        lines << tr("Source: %1").arg(track.source);
    m_summary->setText(lines.join(u'\n'));

    m_problems->clear();
    for (const TrackProblem &p : report.problems) {
        auto *item = new QTreeWidgetItem(m_problems);
        item->setText(0, p.message);
        item->setToolTip(0, p.message);
        if (p.hasPos)
            item->setText(1, p.edge >= 0 ? tr("%1 edge %2").arg(p.pos.toString()).arg(HexDir::letter(p.edge)) : p.pos.toString());
        item->setIcon(0, style()->standardIcon(p.severity == Severity::Error ? QStyle::SP_MessageBoxCritical
                                                                             : QStyle::SP_MessageBoxWarning));
        item->setData(0, Qt::UserRole, p.tile);
    }

    m_tiles->clear();
    const QList<TileCount> counts = track.tiles.isEmpty() ? track.tileList : track.placedCounts();
    for (const TileCount &c : counts) {
        auto *item = new QTreeWidgetItem(m_tiles);
        item->setText(0, c.sideId);
        item->setData(1, Qt::DisplayRole, c.count);
        if (const TileSide *s = catalog.sideById(c.sideId)) {
            item->setText(2, CatalogNames::role(s->role));
            item->setText(3, s->danger == Danger::None ? QString() : CatalogNames::danger(s->danger));
            item->setText(4, s->terrain == Terrain::None ? QString() : CatalogNames::terrain(s->terrain));
        }
    }
    m_tiles->sortByColumn(0, Qt::AscendingOrder);
    for (int c = 0; c < m_tiles->columnCount(); ++c)
        m_tiles->resizeColumnToContents(c);
}

} // namespace Pacenotes
