// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace Pacenotes::SaveFile {

/**
 * Writes `data` to `path` atomically (QSaveFile: a temporary file renamed over the old one only
 * when everything was written), so a full disk or a crash never leaves half a file. False with a
 * translated "Cannot write <path>: <reason>" on failure.
 */
bool write(const QString &path, const QByteArray &data, QString *error);

} // namespace Pacenotes::SaveFile
