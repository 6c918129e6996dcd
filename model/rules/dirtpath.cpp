// SPDX-License-Identifier: GPL-3.0-or-later
#include "dirtpath.h"
#include "trcontexts.h"

#include <QCoreApplication>

namespace Pacenotes {

DirtPath::DirtPath(const StartSpace &start)
    : m_cornerId(start.cornerId), m_cornerLine(start.cornerLine), m_slideId(start.slideId),
      m_sliding(start.sliding), m_slideSteps(start.slideId.isEmpty() ? 0 : 1), m_shortcut(start.shortcut)
{
}

void DirtPath::enter(const SpaceInfo &next, int step, Rulings &rulings)
{
    const auto add = [&](Rule rule, Ruling::Kind kind, const QString &message) {
        rulings.append({rule, kind, step, message, Game::Dirt});
    };
    using K = Ruling::Kind;

    if (next.isCorner()) {
        if (next.cornerLine == CornerLine::None)
            add(Rule::CornerLine, K::Violation, RulesTr::tr("Say how the car takes this corner: cutting through the inside or "
                                                    "drifting round the outside."));
        else if (next.cornerId == m_cornerId && m_cornerLine != CornerLine::None && next.cornerLine != m_cornerLine)
            add(Rule::CornerLine, K::Violation, RulesTr::tr("The way through a corner is chosen on entry: the car cannot switch "
                                                    "between the inside and the outside mid-corner."));
    }

    if (next.shortcut) {
        if (!m_cornerId.isEmpty() && !m_shortcut)
            add(Rule::Shortcut, K::Violation, RulesTr::tr("A shortcut cannot be entered from a corner space."));
        add(Rule::Shortcut, K::Effect, RulesTr::tr("Entering a shortcut: draw a Damage token; its shortcut side is resolved at the "
                                           "end of the turn."));
    } else if (m_shortcut && next.isCorner()) {
        add(Rule::Shortcut, K::Violation, RulesTr::tr("A shortcut cannot be left into a corner space."));
    }

    if (!next.slideId.isEmpty()) {
        if (next.slideId == m_slideId) {
            ++m_slideSteps;
            if (next.sliding != m_sliding)
                add(Rule::Slide, K::Violation, RulesTr::tr("Sliding or not is chosen on entering a slide zone and cannot change "
                                                  "inside it."));
            else if (next.sliding && m_slideSteps > 2)
                add(Rule::Slide, K::Violation, RulesTr::tr("A slide counts the zone as two spaces, not more."));
        } else {
            m_slideSteps = 1;
        }
    } else {
        m_slideSteps = 0;
    }

    m_cornerId = next.cornerId;
    m_cornerLine = next.cornerLine;
    m_slideId = next.slideId;
    m_sliding = next.sliding;
    m_shortcut = next.shortcut;
}

} // namespace Pacenotes
