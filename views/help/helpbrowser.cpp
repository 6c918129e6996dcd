// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpbrowser.h"

#include "i18n/translations.h"
#include "rulesreference.h"
#include "shell/screenfit.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

HelpBrowser::HelpBrowser(QWidget *parent) : QDialog(parent), m_browser(new QTextBrowser(this))
{
    setModal(false);
    m_browser->setOpenExternalLinks(true);
    m_browser->setSearchPaths({u":/help"_s});
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    ScreenFit::resize(this, QSize(760, 720));
    showPage(Page::GettingStarted);
}

QString HelpBrowser::html(Page page, const QString &lang)
{
    if (page == Page::RulesReference)
        return RulesReference::html();
    for (const QString &l : {lang, u"en"_s}) {
        QFile f(u":/help/getting-started.%1.html"_s.arg(l));
        if (f.open(QIODevice::ReadOnly))
            return QString::fromUtf8(f.readAll());
    }
    return {};
}

void HelpBrowser::showPage(Page page)
{
    m_page = page;
    setWindowTitle(page == Page::GettingStarted ? tr("Getting Started — Pacenotes") : tr("Rules Quick Reference — Pacenotes"));
    m_browser->setHtml(html(page, Translations::current()));
}

void HelpBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        showPage(m_page);
    QDialog::changeEvent(event);
}

} // namespace Pacenotes
