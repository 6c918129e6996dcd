// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackproblem.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString TrackProblem::code(ProblemKind kind)
{
    switch (kind) {
    case ProblemKind::EmptyTrack: return u"empty-track"_s;
    case ProblemKind::UnknownTile: return u"unknown-tile"_s;
    case ProblemKind::Overlap: return u"overlap"_s;
    case ProblemKind::OpenEnd: return u"open-end"_s;
    case ProblemKind::LaneMismatch: return u"lane-mismatch"_s;
    case ProblemKind::SkewMismatch: return u"skew-mismatch"_s;
    case ProblemKind::FacesClosedSide: return u"faces-closed-side"_s;
    case ProblemKind::OverUsed: return u"over-used"_s;
    case ProblemKind::ListOverUsed: return u"list-over-used"_s;
    case ProblemKind::NoStartFinish: return u"no-start-finish"_s;
    case ProblemKind::CourseNotClosed: return u"course-not-closed"_s;
    case ProblemKind::StageNotFinished: return u"stage-not-finished"_s;
    case ProblemKind::OffCourse: return u"off-course"_s;
    case ProblemKind::AssistanceMisplaced: return u"assistance-misplaced"_s;
    case ProblemKind::PitDetached: return u"pit-detached"_s;
    case ProblemKind::OtherGame: return u"other-game"_s;
    case ProblemKind::NotPlacedFromList: return u"not-placed-from-list"_s;
    case ProblemKind::NotInList: return u"not-in-list"_s;
    case ProblemKind::UnusedBranch: return u"unused-branch"_s;
    case ProblemKind::DirectionAssumed: return u"direction-assumed"_s;
    case ProblemKind::NoJoker: return u"no-joker"_s;
    }
    return {};
}

QString TrackProblem::toLine() const
{
    QString where;
    if (hasPos) {
        where = pos.toString();
        if (edge >= 0)
            where += u' ' + QCoreApplication::translate("TrackProblem", "edge %1").arg(HexDir::letter(edge));
        where += u": "_s;
    }
    const QString level = severity == Severity::Error
        ? QCoreApplication::translate("TrackProblem", "error")
        : QCoreApplication::translate("TrackProblem", "warning");
    return level + u": "_s + where + message;
}

} // namespace Pacenotes
