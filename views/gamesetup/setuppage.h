// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWizardPage>

class QLabel;
class QVBoxLayout;

namespace Pacenotes {

class NewGameWizard;

/**
 * A page of the New Game wizard: shows its part of the wizard's GameSetup and changes it only
 * through NewGameWizard::edit(). Below its own widgets, every page lists what still keeps the
 * game from starting, so the reason Finish is disabled is always in sight. Next is enabled when
 * the page's own part is complete (ownProblems() empty).
 */
class SetupPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit SetupPage(NewGameWizard *wizard);

    /// Shows the setup as it is now (on entering the page, after a change of kind).
    virtual void sync() = 0;
    virtual void retranslate() = 0;
    /// What the page still needs that the setup cannot tell (nothing picked yet…), translated.
    virtual QStringList pendingChoices() const { return {}; }
    /// What must be fixed on this page before Next, translated.
    virtual QStringList ownProblems() const { return pendingChoices(); }

    bool isComplete() const override { return ownProblems().isEmpty(); }
    void initializePage() override;
    /// The list of problems under the page (for tests).
    QLabel *problemsLabel() const { return m_problems; }

protected:
    NewGameWizard *game() const { return m_wizard; }
    /// Where a page puts its widgets.
    QVBoxLayout *body() const { return m_body; }

private:
    void showProblems();

    NewGameWizard *m_wizard;
    QVBoxLayout *m_body;
    QLabel *m_problems;
};

} // namespace Pacenotes
