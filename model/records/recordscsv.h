// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rally.h"
#include "sololap.h"

#include <QByteArray>
#include <QList>

namespace Pacenotes {

class SoloTiming;

/**
 * CSV export of the records (RFC 4180: comma, CRLF, double quotes), UTF-8 with a byte-order
 * mark so spreadsheet programs read Cyrillic names right. Column titles and option names are
 * in the current language; times come both as m:ss and in seconds. Text cells that a
 * spreadsheet would run as a formula (= + - @) are prefixed with an apostrophe.
 */
namespace RecordsCsv {
/// One row per lap.
QByteArray laps(const QList<SoloLap> &laps, const SoloTiming &timing);
/// One row per rally × player × stage, with the counted stage time, overall and position.
QByteArray rallies(const QList<Rally> &rallies);
/// Writes atomically (QSaveFile); false with a translated message on failure.
bool write(const QString &path, const QByteArray &csv, QString *error);
/// One CSV cell, quoted and neutralised as needed (exposed for tests).
QString cell(const QString &text, bool isText = true);
} // namespace RecordsCsv

} // namespace Pacenotes
