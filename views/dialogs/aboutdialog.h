// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTabWidget;
class QTextBrowser;

namespace Pacenotes {

/// What the About dialog says about this build; app/ fills it (it knows the build date).
struct BuildInfo
{
    QString version;
    QString buildDate;   ///< YYYY-MM-DD (SOURCE_DATE_EPOCH when set)
    QString qtBuilt;     ///< the Qt version the app was compiled against
};

/**
 * Help ▸ About: the version, licence, build date and Qt versions, and the credits for every
 * outside fact the app uses, read from the data files (DataCredits), with addresses as text.
 */
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(const BuildInfo &info, QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    QTextBrowser *creditsView() const { return m_credits; }

private:
    QTabWidget *m_tabs;
    QTextBrowser *m_credits;
};

} // namespace Pacenotes
