// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setuppage.h"

#include <QList>

class QButtonGroup;
class QLabel;
class QRadioButton;

namespace Pacenotes {

/// The wizard's first page: what is played — a GT race, a GT solo lap, a DIRT stage or a DIRT
/// rally of several stages — each with a line saying what it means.
class KindPage : public SetupPage
{
    Q_OBJECT
public:
    explicit KindPage(NewGameWizard *wizard);

    void sync() override;
    void retranslate() override;
    QRadioButton *button(int kind) const { return m_buttons.value(kind); }

private:
    QButtonGroup *m_group;
    QList<QRadioButton *> m_buttons;
    QList<QLabel *> m_notes;
};

} // namespace Pacenotes
