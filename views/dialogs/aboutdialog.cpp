// SPDX-License-Identifier: GPL-3.0-or-later
#include "aboutdialog.h"

#include "about/datacredits.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Pacenotes {

namespace {

QString creditsHtml()
{
    QString html = u"<p>"_s
        + AboutDialog::tr("Every game fact Pacenotes uses comes from one of these sources, as each data "
                          "file records it value by value. Addresses are given as text.")
              .toHtmlEscaped()
        + u"</p>"_s;
    for (const DataCredit &credit : DataCredits::collect()) {
        html += u"<h4>"_s + credit.topic.toHtmlEscaped() + u"</h4><ul>"_s;
        if (credit.sources.isEmpty())
            html += u"<li><i>"_s + AboutDialog::tr("No source is recorded for this data.").toHtmlEscaped()
                + u"</i></li>"_s;
        for (const QString &source : credit.sources)
            html += u"<li>"_s + source.toHtmlEscaped() + u"</li>"_s;
        html += u"</ul>"_s;
    }
    html += u"<h4>"_s + AboutDialog::tr("Tile spaces").toHtmlEscaped() + u"</h4><p>"_s
        + AboutDialog::tr("The lanes, spaces and markings of every tile side were read off the tile pictures of "
                          "Rekee by Tobias Rapp (github.com/t-rapp/rekee; the artwork is Holy Grail Games'), each "
                          "side twice and independently, every disagreement settled by a third look. Only these "
                          "facts are kept: no picture is part of Pacenotes. What stays uncertain is marked so.")
              .toHtmlEscaped()
        + u"</p>"_s;
    html += u"<h4>"_s + AboutDialog::tr("Rules").toHtmlEscaped() + u"</h4><p>"_s
        + AboutDialog::tr("Rallyman: GT and Rallyman: DIRT rulebooks (Holy Grail Games): every ruling "
                          "names its book, page and section.")
              .toHtmlEscaped()
        + u"</p>"_s;
    return html;
}

} // namespace

AboutDialog::AboutDialog(const BuildInfo &info, QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_credits(new QTextBrowser(this))
{
    setWindowTitle(tr("About Pacenotes"));

    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(u":/icons/org.pacenotes.Pacenotes.svg"_s).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);

    auto *about = new QLabel(this);
    about->setWordWrap(true);
    about->setTextInteractionFlags(Qt::TextSelectableByMouse);
    about->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    about->setText(
        u"<h2>Pacenotes %1</h2><p>%2</p><p>%3</p><p>%4</p><p>%5</p>"_s.arg(
            info.version.toHtmlEscaped(),
            tr("A track designer and table companion for the board games Rallyman: GT and Rallyman: DIRT.")
                .toHtmlEscaped(),
            tr("Built on %1 with Qt %2; running on Qt %3.")
                .arg(info.buildDate, info.qtBuilt, QString::fromLatin1(qVersion()))
                .toHtmlEscaped(),
            tr("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program "
               "comes with no warranty.")
                .toHtmlEscaped(),
            tr("Pacenotes is an unofficial fan tool. Rallyman is a trademark of Holy Grail Games. No "
               "publisher artwork is used: tiles are drawn from their facts.")
                .toHtmlEscaped()));

    auto *aboutPage = new QWidget(this);
    auto *aboutLayout = new QHBoxLayout(aboutPage);
    aboutLayout->addWidget(icon);
    aboutLayout->addWidget(about, 1);

    m_credits->setOpenLinks(false);
    m_credits->setHtml(creditsHtml());

    m_tabs->addTab(aboutPage, tr("About"));
    m_tabs->addTab(m_credits, tr("Credits"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
    resize(640, 460);
}

} // namespace Pacenotes
