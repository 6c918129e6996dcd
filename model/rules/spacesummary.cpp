// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacesummary.h"

#include "rulestypes.h"

#include <QCoreApplication>
#include <QStringList>

namespace Pacenotes::SpaceSummary {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SpaceSummary)
};
} // namespace

QString of(const SpaceInfo &s)
{
    QStringList parts;
    // First: whatever follows is only as good as the reading of the tile.
    if (s.markings == SpaceMarkings::Unknown)
        parts << Tr::tr("markings unknown (template): not checked");
    else if (s.markings == SpaceMarkings::Uncertain)
        parts << Tr::tr("markings uncertain");
    if (s.limit > 0)
        parts << (s.dangerous ? Tr::tr("limit %1!").arg(s.limit) : Tr::tr("limit %1").arg(s.limit));
    if (s.sharp) {
        if (s.sharpLines.hazard)
            parts << Tr::tr("sharp corner, “!” lines");
        else if (s.sharpLines.limit > 0)
            parts << Tr::tr("sharp corner, lines %1").arg(s.sharpLines.limit);
        else
            parts << Tr::tr("sharp corner");
    }
    if (s.line == LineCrossing::Limit)
        parts << Tr::tr("dotted line %1 crossed straight").arg(s.lineLimit);
    else if (s.line == LineCrossing::Hazard)
        parts << Tr::tr("dotted line “!” crossed straight");
    if (s.direction == MoveDirection::Diagonal)
        parts << Tr::tr("diagonal");
    else if (s.direction == MoveDirection::Outward)
        parts << Tr::tr("outwards into a triple-lane corner");
    if (s.tripleLane)
        parts << Tr::tr("triple lane");
    if (s.isCorner())
        parts << (s.cornerLine == CornerLine::Outside ? Tr::tr("corner, outside") : Tr::tr("corner, inside"));
    if (!s.slideId.isEmpty())
        parts << (s.sliding ? Tr::tr("sliding") : Tr::tr("slide zone"));
    if (s.shortcut)
        parts << Tr::tr("shortcut");
    if (s.jump > 0)
        parts << Tr::tr("jump %1").arg(s.jump);
    if (s.water)
        parts << Tr::tr("water");
    if (s.finishLine)
        parts << Tr::tr("finish line");
    if (s.occupied)
        parts << Tr::tr("occupied");
    for (const Alongside &a : s.alongside)
        parts << (a.offTrack ? Tr::tr("a car beside the track") : Tr::tr("alongside a car in gear %1").arg(a.gear));
    if (s.yellowFlag)
        parts << Tr::tr("Yellow Flag zone");
    if (s.danger != Danger::None)
        parts << RulesText::dangerName(s.danger);
    if (!s.terrain.isEmpty())
        parts << RulesText::conditionName(s.terrain);
    if (s.markings == SpaceMarkings::Uncertain)
        parts << Tr::tr("read uncertain");
    else if (s.markings == SpaceMarkings::Unknown)
        parts << Tr::tr("markings unknown");
    return parts.join(u", "_s);
}

QString markingsCaveat(const MoveAnalysis &analysis)
{
    int unknown = 0, uncertain = 0;
    for (const AnalysedStep &s : analysis.steps) {
        unknown += s.markings == SpaceMarkings::Unknown ? 1 : 0;
        uncertain += s.markings == SpaceMarkings::Uncertain ? 1 : 0;
    }
    QStringList out;
    if (unknown > 0)
        out << Tr::tr("The markings of %n space(s) are unknown (template data): speed limits and corners there were not "
                      "checked.", nullptr, unknown);
    if (uncertain > 0)
        out << Tr::tr("The markings of %n space(s) were read with doubt: check them on the tiles.", nullptr, uncertain);
    return out.join(u' ');
}

} // namespace Pacenotes::SpaceSummary
