// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "zipdirectory.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

class QuaZip;

namespace Pacenotes {

/**
 * Unpacks one entry that ZipDirectory has vetted, never holding more than `cap` bytes and
 * insisting on the declared size and the CRC: declared sizes are what a zip bomb lies about.
 * `zip` must be open for unzipping; QuaZip stays private to the model library.
 */
std::optional<QByteArray> readZipEntry(QuaZip &zip, const ZipEntry &entry, qint64 cap, QString *error);

/**
 * Adds one entry to `zip` (open for writing), readable by everyone, dated `time` (null: now).
 * `compress` false stores it as it is (PNG and JPEG are compressed already).
 */
bool addZipEntry(QuaZip &zip, const QString &name, const QByteArray &data, bool compress, const QDateTime &time,
                 QString *error);

} // namespace Pacenotes
