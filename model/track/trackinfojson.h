// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace Pacenotes {

class TileCatalog;
struct Track;
struct TrackReport;

/// The machine-readable summary `pacenotes info --json` prints (fields in README).
namespace TrackInfoJson {
QJsonObject build(const Track &track, const TrackReport &report, const TileCatalog &catalog);
QString courseKindId(const TrackReport &report);
} // namespace TrackInfoJson

} // namespace Pacenotes
