// SPDX-License-Identifier: GPL-3.0-or-later
#include "gametrackview.h"

#include "catalog/tilecatalog.h"
#include "designer/trackscene.h"
#include "io/trackdocumentfiles.h"
#include "library/librarythumbnail.h"
#include "track/trackdocument.h"

#include <QDir>
#include <QEvent>
#include <QGraphicsView>
#include <QLabel>
#include <QStackedLayout>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameTrackView::GameTrackView(const GameSetup &setup, QWidget *parent)
    : QWidget(parent), m_setup(setup), m_document(new TrackDocument(TileCatalog::builtin(), this)),
      m_scene(new TrackScene(m_document, this))
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    m_driveNote = new QLabel(this);
    m_driveNote->setObjectName(u"gameTrackDriveNote"_s);
    m_driveNote->setWordWrap(true);
    m_driveNote->setContentsMargins(6, 3, 6, 3);
    m_driveNote->hide();
    column->addWidget(m_driveNote);
    m_stack = new QStackedLayout;
    column->addLayout(m_stack, 1);
    m_view = new QGraphicsView(m_scene, this);
    m_view->setObjectName(u"gameTrackView"_s);
    m_view->setInteractive(false);
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag);
    m_notePage = new QWidget(this);
    auto *notes = new QVBoxLayout(m_notePage);
    notes->addStretch(1);
    m_listPicture = new QLabel(m_notePage);
    m_listPicture->setObjectName(u"gameTrackListPicture"_s);
    m_listPicture->setAlignment(Qt::AlignCenter);
    m_listPicture->hide();
    notes->addWidget(m_listPicture);
    m_note = new QLabel(m_notePage);
    m_note->setObjectName(u"gameTrackNote"_s);
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setWordWrap(true);
    notes->addWidget(m_note);
    notes->addStretch(1);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_notePage);
    load(setup.game() == Game::Dirt ? setup.stages.value(0).track : setup.track);
}

GameTrackView::~GameTrackView() = default;

void GameTrackView::setStage(int stage)
{
    if (m_setup.game() == Game::Dirt && stage >= 0 && stage < m_setup.stages.size() && !(m_setup.stages[stage].track == m_ref))
        load(m_setup.stages[stage].track);
}

bool GameTrackView::hasTrack() const
{
    return m_document->track().tiles.size() > 0 && m_error.isEmpty();
}

void GameTrackView::load(const TrackRef &ref)
{
    m_ref = ref;
    m_error.clear();
    m_document->reset(Track{});
    if (ref.source != TrackRef::Source::None && !ref.location.isEmpty() && !TrackDocumentFiles::load(*m_document, ref.location, &m_error))
        m_document->reset(Track{});
    // A tile list shows its tiles apart, as in the library: nothing is laid out to draw.
    const Track &track = m_document->track();
    const bool list = m_error.isEmpty() && track.tiles.isEmpty() && !track.tileList.isEmpty();
    m_listPicture->setPixmap(list ? QPixmap::fromImage(LibraryThumbnail::image(track, m_document->catalog(), devicePixelRatioF()))
                                  : QPixmap());
    m_listPicture->setVisible(list);
    emit trackChanged();
    if (m_drive)
        return;
    m_stack->setCurrentWidget(hasTrack() ? static_cast<QWidget *>(m_view) : m_notePage);
    changeEvent(nullptr);
    fit();
}

void GameTrackView::setDriveNote(const QString &text)
{
    m_driveNote->setText(text);
    m_driveNote->setVisible(!text.isEmpty());
}

void GameTrackView::setDriveView(QWidget *view)
{
    if (m_drive)
        m_stack->removeWidget(m_drive);
    m_drive = view;
    if (view) {
        m_stack->addWidget(view);
        m_stack->setCurrentWidget(view);
    } else {
        m_stack->setCurrentWidget(hasTrack() ? static_cast<QWidget *>(m_view) : m_notePage);
    }
}

void GameTrackView::fit()
{
    if (hasTrack())
        m_view->fitInView(m_scene->tilesBoundingRect().adjusted(-40, -40, 40, 40), Qt::KeepAspectRatio);
}

void GameTrackView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fit();
}

void GameTrackView::changeEvent(QEvent *event)
{
    if (!event || event->type() == QEvent::LanguageChange) {
        if (m_ref.source == TrackRef::Source::None || m_ref.location.isEmpty())
            m_note->setText(m_ref.title.isEmpty() ? tr("No digital track: the players read the real tiles.")
                                                  : tr("“%1” has no digital track here: the players read the real tiles.").arg(m_ref.title));
        else if (!m_error.isEmpty())
            m_note->setText(tr("The track “%1” cannot be shown: %2").arg(m_ref.title, m_error));
        else if (!m_document->track().tileList.isEmpty())
            m_note->setText(tr("“%1” is a tile list, not a track laid out: build it on the table as the rulebook shows, and "
                               "the players read the real tiles. To follow the cars here, lay it out in the designer (Track ▸ "
                               "Lay Out for Me…), save it and start the game on that track.")
                                .arg(m_ref.title));
        else
            m_note->setText(tr("The track “%1” has no tiles laid out yet.").arg(m_ref.title));
    }
    if (event)
        QWidget::changeEvent(event);
}

} // namespace Pacenotes
