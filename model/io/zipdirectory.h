// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace Pacenotes {

/// What a zip may hold before ZipDirectory refuses it.
struct ZipLimits
{
    int maxEntries = 64;
    qint64 maxEntrySize = 16 * 1024 * 1024;     ///< declared uncompressed size of any one entry
    qint64 maxTotalSize = 32 * 1024 * 1024;     ///< sum of the declared uncompressed sizes
    /// Entries that inflate beyond this size may not be more than maxRatio times their packed size.
    qint64 ratioCheckAbove = 1024 * 1024;
    int maxRatio = 200;
};

/// One entry of a zip's central directory, as declared there and checked against the archive.
struct ZipEntry
{
    QString name;
    quint16 method = 0;          ///< 0 stored, 8 deflated (nothing else is accepted)
    quint32 crc = 0;
    qint64 compressedSize = 0;
    qint64 uncompressedSize = 0;
    qint64 localHeaderOffset = 0;
};

/**
 * A strict reading of a zip archive's structure (end record, central directory, local headers)
 * done before any decompression, so that a hostile or damaged file is refused with a clear,
 * translated reason instead of reaching the unzip code: offsets out of the file, overlapping
 * or truncated records, multi-disk and zip64 archives, encryption, unknown compression methods,
 * names with ".." or absolute paths, duplicate names, too many entries, and entries whose
 * declared size or compression ratio marks them as a decompression bomb.
 *
 * It reads only; decompression is left to QuaZip, which the caller still checks (actual sizes,
 * CRC) since declared sizes can lie.
 */
class ZipDirectory
{
public:
    /// Bytes of a zip's local file header signature, "PK\3\4".
    static bool hasZipSignature(const QByteArray &data);
    static std::optional<ZipDirectory> parse(const QByteArray &data, const ZipLimits &limits, QString *error);

    const QList<ZipEntry> &entries() const { return m_entries; }
    const ZipEntry *find(const QString &name) const;
    /// A safe relative entry name: not empty, no "..", no absolute or drive path, no backslash
    /// or control characters.
    static bool isSafeName(const QString &name);

private:
    QList<ZipEntry> m_entries;
};

} // namespace Pacenotes
