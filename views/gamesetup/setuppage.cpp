// SPDX-License-Identifier: GPL-3.0-or-later
#include "setuppage.h"

#include "newgamewizard.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SetupPage::SetupPage(NewGameWizard *wizard) : QWizardPage(wizard), m_wizard(wizard), m_body(new QVBoxLayout), m_problems(new QLabel(this))
{
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setObjectName(u"setupProblems"_s);
    m_problems->setStyleSheet(u"color: #b00020;"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_body, 1);
    layout->addWidget(m_problems);
    connect(wizard, &NewGameWizard::setupChanged, this, [this] {
        showProblems();
        emit completeChanged();
    });
}

void SetupPage::initializePage()
{
    sync();
    showProblems();
}

void SetupPage::showProblems()
{
    // The page's own problems first: they are what stops Next; then what stops Finish.
    QStringList lines = ownProblems();
    for (const QString &p : m_wizard->problems())
        if (!lines.contains(p))
            lines << p;
    QStringList bullets;
    for (const QString &l : lines)
        bullets << u"• "_s + l;
    m_problems->setText(bullets.join(u'\n'));
    m_problems->setVisible(!lines.isEmpty());
}

} // namespace Pacenotes
