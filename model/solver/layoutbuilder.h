// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shaperecord.h"
#include "track/track.h"

#include <QList>
#include <QStringList>

namespace Pacenotes {

struct SolverContext;

/**
 * Turns a found shape into a Track: walks its ways through from the anchor, puts the chosen
 * tile of each class on each cell in the rotation that drives that way (Placement), then the
 * pit tile(s) beside the start, the Assistance tile after a stage's finish and any fillers
 * where they widen the table least. The track carries the request's tile list.
 */
namespace LayoutBuilder {
Track build(const SolverContext &context, const ShapeRecord &record, const quint8 *steps, quint64 assignment);
/// The order in which each class's tiles go along the course for an assignment index.
QList<QStringList> classOrders(const SolverContext &context, quint64 assignment);
quint64 assignmentCount(const SolverContext &context);
} // namespace LayoutBuilder

} // namespace Pacenotes
