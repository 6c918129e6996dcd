// SPDX-License-Identifier: GPL-3.0-or-later
#include "solverissue.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString SolverIssue::code(Kind kind)
{
    switch (kind) {
    case Kind::EmptyList: return u"empty-list"_s;
    case Kind::UnknownTile: return u"unknown-tile"_s;
    case Kind::OtherGame: return u"other-game"_s;
    case Kind::NoStartFinish: return u"no-start-finish"_s;
    case Kind::JunctionUnsupported: return u"junction-unsupported"_s;
    case Kind::MultiPathUnsupported: return u"multi-path-unsupported"_s;
    case Kind::AssistanceWithoutStage: return u"assistance-without-stage"_s;
    case Kind::TooManyTiles: return u"too-many-tiles"_s;
    case Kind::TooFewTiles: return u"too-few-tiles"_s;
    case Kind::OddTurnSum: return u"odd-turn-sum"_s;
    case Kind::TooFewCorners: return u"too-few-corners"_s;
    case Kind::TurnsCannotClose: return u"turns-cannot-close"_s;
    case Kind::LaneChangesUnpaired: return u"lane-changes-unpaired"_s;
    case Kind::NoClosedCourse: return u"no-closed-course"_s;
    case Kind::AlwaysOverlaps: return u"always-overlaps"_s;
    case Kind::NoStageFits: return u"no-stage-fits"_s;
    case Kind::TableTooSmall: return u"table-too-small"_s;
    case Kind::TooManyShapes: return u"too-many-shapes"_s;
    case Kind::KeptTileProblem: return u"kept-tile-problem"_s;
    case Kind::KeptTilesApart: return u"kept-tiles-apart"_s;
    case Kind::ListNeedsMoreCopies: return u"list-needs-more-copies"_s;
    case Kind::BadOption: return u"bad-option"_s;
    }
    return {};
}

} // namespace Pacenotes
