// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Pacenotes {

class TrackDocument;

/// The one-line state of the track for the status bar: what the course is, or how much of a
/// rulebook list is placed and whether the layout is complete and valid.
namespace DesignerStatus {
QString summary(const TrackDocument &document);
/// True when the track has a tile list, every tile of it is placed and the report is clean.
bool listComplete(const TrackDocument &document);
} // namespace DesignerStatus

} // namespace Pacenotes
