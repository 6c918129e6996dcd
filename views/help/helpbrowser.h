// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace Pacenotes {

/**
 * A window for the help pages, in the app's language: Getting Started (hand-written HTML in
 * resources/help/ with pictures the test suite takes, scripts/help-pictures.sh) and the rules
 * quick reference (written from the rulebook references in the code, RulesReference).
 */
class HelpBrowser : public QDialog
{
    Q_OBJECT
public:
    enum class Page { GettingStarted, RulesReference };

    explicit HelpBrowser(QWidget *parent = nullptr);

    void showPage(Page page);
    Page page() const { return m_page; }
    QTextBrowser *browser() const { return m_browser; }
    /// The HTML of a page in language `lang` ("en", "ru"); English when there is none.
    static QString html(Page page, const QString &lang);

protected:
    void changeEvent(QEvent *event) override;

private:
    QTextBrowser *m_browser;
    Page m_page = Page::GettingStarted;
};

} // namespace Pacenotes
