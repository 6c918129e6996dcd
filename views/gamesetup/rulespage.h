// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setuppage.h"

#include "game/ruleoptions.h"

class QCheckBox;
class QLabel;

namespace Pacenotes {

/// The optional rules of the kind of game (RuleOptions::forKind), each with a one-line
/// explanation and the page it is written on.
class RulesPage : public SetupPage
{
    Q_OBJECT
public:
    explicit RulesPage(NewGameWizard *wizard);

    void sync() override;
    void retranslate() override;
    /// The box of the option with this id ("flyingStart"…), nullptr when the kind has none.
    QCheckBox *box(const QString &id) const;

private:
    void rebuild();

    GameKind m_kind = GameKind::GtRace;
    bool m_built = false;
    QList<RuleOption> m_options;
    QList<QCheckBox *> m_boxes;
    QList<QLabel *> m_labels;
    QWidget *m_list;
    QLabel *m_none;
};

} // namespace Pacenotes
