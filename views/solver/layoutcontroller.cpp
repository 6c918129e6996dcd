// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutcontroller.h"

#include "designer/designericons.h"
#include "layoutdialog.h"

#include <QAction>

namespace Pacenotes {

LayoutController::LayoutController(TrackDocument *document, const QAbstractItemModel *palette, QWidget *window)
    : QObject(window), m_document(document), m_palette(palette), m_window(window),
      m_action(new QAction(DesignerIcons::icon(DesignerIcons::Icon::LayOut), QString(), this))
{
    connect(m_action, &QAction::triggered, this, &LayoutController::open);
    retranslate();
}

LayoutDialog *LayoutController::dialog() const
{
    return m_dialog;
}

void LayoutController::open()
{
    if (!m_dialog) {
        m_dialog = new LayoutDialog(m_document, m_palette, m_window);
        connect(m_dialog, &LayoutDialog::layoutApplied, this, &LayoutController::layoutApplied);
    } else if (!m_dialog->isRunning() && !m_dialog->isVisible()) {
        m_dialog->followDocument();
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

void LayoutController::retranslate()
{
    m_action->setText(tr("Lay &Out for Me…"));
    m_action->setToolTip(tr("Find the layouts a tile list makes and put one on the table"));
}

} // namespace Pacenotes
