// SPDX-License-Identifier: GPL-3.0-or-later
#include "gametrackview.h"

#include "catalog/tilecatalog.h"
#include "designer/trackscene.h"
#include "io/trackdocumentfiles.h"
#include "track/trackdocument.h"

#include <QDir>
#include <QEvent>
#include <QGraphicsView>
#include <QLabel>
#include <QStackedLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameTrackView::GameTrackView(const GameSetup &setup, QWidget *parent)
    : QWidget(parent), m_setup(setup), m_document(new TrackDocument(TileCatalog::builtin(), this)),
      m_scene(new TrackScene(m_document, this))
{
    m_stack = new QStackedLayout(this);
    m_view = new QGraphicsView(m_scene, this);
    m_view->setObjectName(u"gameTrackView"_s);
    m_view->setInteractive(false);
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag);
    m_note = new QLabel(this);
    m_note->setObjectName(u"gameTrackNote"_s);
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setWordWrap(true);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_note);
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
    if (m_drive)
        return;
    m_stack->setCurrentWidget(hasTrack() ? static_cast<QWidget *>(m_view) : m_note);
    changeEvent(nullptr);
    fit();
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
        m_stack->setCurrentWidget(hasTrack() ? static_cast<QWidget *>(m_view) : m_note);
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
        else
            m_note->setText(tr("The track “%1” has no tiles laid out yet.").arg(m_ref.title));
    }
    if (event)
        QWidget::changeEvent(event);
}

} // namespace Pacenotes
