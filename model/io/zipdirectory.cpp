// SPDX-License-Identifier: GPL-3.0-or-later
#include "zipdirectory.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <climits>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ZipDirectory)
};

/// Sizes in messages: "12.5 MB" reads at a glance and needs no plural of "byte".
QString megabytes(qint64 bytes)
{
    return QLocale().toString(double(bytes) / (1024 * 1024), 'f', 1);
}

constexpr quint32 kLocalHeaderSig = 0x04034b50;
constexpr quint32 kCentralHeaderSig = 0x02014b50;
constexpr quint32 kEndRecordSig = 0x06054b50;
constexpr quint32 kZip64LocatorSig = 0x07064b50;
constexpr qint64 kEndRecordSize = 22;
constexpr qint64 kCentralHeaderSize = 46;
constexpr qint64 kLocalHeaderSize = 30;
constexpr qint64 kMaxCommentSize = 0xffff;

/// Little-endian reads that never leave the buffer: callers check the range first.
class Reader
{
public:
    explicit Reader(const QByteArray &data) : m_data(data) {}
    qint64 size() const { return m_data.size(); }
    quint16 u16(qint64 pos) const
    {
        return quint16(byte(pos) | (byte(pos + 1) << 8));
    }
    quint32 u32(qint64 pos) const
    {
        return quint32(byte(pos)) | (quint32(byte(pos + 1)) << 8) | (quint32(byte(pos + 2)) << 16)
            | (quint32(byte(pos + 3)) << 24);
    }
    QByteArray bytes(qint64 pos, qint64 len) const { return m_data.mid(pos, len); }

private:
    quint32 byte(qint64 pos) const { return quint8(m_data.at(pos)); }
    const QByteArray &m_data;
};

} // namespace

bool ZipDirectory::hasZipSignature(const QByteArray &data)
{
    return data.startsWith(QByteArrayView("PK\x03\x04", 4)) || data.startsWith(QByteArrayView("PK\x05\x06", 4));
}

bool ZipDirectory::isSafeName(const QString &name)
{
    if (name.isEmpty() || name.size() > 255)
        return false;
    if (name.startsWith(u'/') || name.contains(u'\\'))
        return false;
    if (name.size() >= 2 && name[1] == u':')
        return false; // "C:..." drive paths
    for (const QChar c : name)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return false;
    const QStringList parts = name.split(u'/');
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] == ".."_L1 || parts[i] == "."_L1)
            return false;
        if (parts[i].isEmpty() && i != parts.size() - 1)
            return false; // "a//b"; a trailing "/" marks a folder entry
    }
    return true;
}

const ZipEntry *ZipDirectory::find(const QString &name) const
{
    for (const ZipEntry &e : m_entries)
        if (e.name == name)
            return &e;
    return nullptr;
}

std::optional<ZipDirectory> ZipDirectory::parse(const QByteArray &data, const ZipLimits &limits, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<ZipDirectory> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const Reader in(data);
    if (in.size() < kEndRecordSize)
        return fail(Tr::tr("The file is too short to be a zip archive."));

    // The end record sits at the very end, followed only by its comment. Unzip code takes the
    // last signature it finds, so one that does not fit (a decoy in the comment) would make it
    // read another directory than the one checked here: refuse such archives.
    qint64 end = -1;
    bool decoy = false;
    const qint64 lowest = std::max<qint64>(0, in.size() - kEndRecordSize - kMaxCommentSize);
    for (qint64 p = in.size() - kEndRecordSize; p >= lowest; --p) {
        if (in.u32(p) != kEndRecordSig)
            continue;
        if (p + kEndRecordSize + in.u16(p + 20) == in.size()) {
            end = p;
            break;
        }
        decoy = true;
    }
    if (end < 0)
        return fail(Tr::tr("The file is not a zip archive, or it is truncated (no end of archive record)."));
    if (decoy)
        return fail(Tr::tr("The archive is damaged: it has more than one end of archive record."));
    if (end >= 20 && in.u32(end - 20) == kZip64LocatorSig)
        return fail(Tr::tr("The archive uses the zip64 extension, which a track package never needs."));

    const quint16 diskNumber = in.u16(end + 4);
    const quint16 directoryDisk = in.u16(end + 6);
    const quint16 entriesHere = in.u16(end + 8);
    const quint16 entriesTotal = in.u16(end + 10);
    const qint64 directorySize = in.u32(end + 12);
    const qint64 directoryOffset = in.u32(end + 16);
    if (diskNumber != 0 || directoryDisk != 0 || entriesHere != entriesTotal)
        return fail(Tr::tr("The archive is split over several disks, which is not supported."));
    if (entriesTotal == 0xffff || directorySize == 0xffffffff || directoryOffset == 0xffffffff)
        return fail(Tr::tr("The archive uses the zip64 extension, which a track package never needs."));
    if (entriesTotal > limits.maxEntries)
        return fail(Tr::tr("The archive has %n entry(ies); a track package has only a few (at most %1 are accepted).", nullptr,
                           int(std::min<qint64>(entriesTotal, INT_MAX)))
                        .arg(limits.maxEntries));
    if (directoryOffset + directorySize > end)
        return fail(Tr::tr("The archive is damaged: its directory lies outside the file."));
    // Unzip code takes any gap before the end record for data prepended to the archive and
    // shifts every offset by it, which would make it read other bytes than those checked here.
    if (directoryOffset + directorySize != end)
        return fail(Tr::tr("The archive is damaged: its directory does not end where the end record begins."));

    ZipDirectory dir;
    QSet<QString> names;
    qint64 pos = directoryOffset;
    const qint64 directoryEnd = directoryOffset + directorySize;
    qint64 total = 0;
    for (int i = 0; i < entriesTotal; ++i) {
        if (pos + kCentralHeaderSize > directoryEnd || in.u32(pos) != kCentralHeaderSig)
            return fail(Tr::tr("The archive is damaged: directory entry %1 is broken.").arg(i + 1));
        const quint16 flags = in.u16(pos + 8);
        ZipEntry e;
        e.method = in.u16(pos + 10);
        e.crc = in.u32(pos + 16);
        e.compressedSize = in.u32(pos + 20);
        e.uncompressedSize = in.u32(pos + 24);
        const qint64 nameLength = in.u16(pos + 28);
        const qint64 extraLength = in.u16(pos + 30);
        const qint64 commentLength = in.u16(pos + 32);
        const quint16 startDisk = in.u16(pos + 34);
        e.localHeaderOffset = in.u32(pos + 42);
        const qint64 next = pos + kCentralHeaderSize + nameLength + extraLength + commentLength;
        if (next > directoryEnd)
            return fail(Tr::tr("The archive is damaged: directory entry %1 is broken.").arg(i + 1));
        const QByteArray rawName = in.bytes(pos + kCentralHeaderSize, nameLength);
        // Bit 11: the name is UTF-8; otherwise it is in the old DOS code page, and Latin-1 is
        // close enough to judge whether it is safe.
        e.name = (flags & 0x0800) ? QString::fromUtf8(rawName) : QString::fromLatin1(rawName);
        const QString shownName = e.name.left(60);

        if (!isSafeName(e.name))
            return fail(Tr::tr("The archive contains the entry \"%1\", whose name is not a safe relative path.").arg(shownName));
        if (names.contains(e.name))
            return fail(Tr::tr("The archive contains the entry \"%1\" twice.").arg(shownName));
        names.insert(e.name);
        if (flags & 0x0041)
            return fail(Tr::tr("The entry \"%1\" is encrypted.").arg(shownName));
        if (e.method != 0 && e.method != 8)
            return fail(Tr::tr("The entry \"%1\" uses compression method %2; only stored and deflated entries are read.")
                            .arg(shownName).arg(e.method));
        if (startDisk != 0 || e.compressedSize == 0xffffffff || e.uncompressedSize == 0xffffffff
            || e.localHeaderOffset == 0xffffffff)
            return fail(Tr::tr("The archive uses the zip64 extension, which a track package never needs."));
        if (e.method == 0 && e.compressedSize != e.uncompressedSize)
            return fail(Tr::tr("The archive is damaged: the stored entry \"%1\" has two different sizes.").arg(shownName));
        if (e.uncompressedSize > limits.maxEntrySize)
            return fail(Tr::tr("The entry \"%1\" would unpack to %2 MB; at most %3 MB are accepted.")
                            .arg(shownName, megabytes(e.uncompressedSize), megabytes(limits.maxEntrySize)));
        if (e.uncompressedSize > limits.ratioCheckAbove && e.uncompressedSize / std::max<qint64>(1, e.compressedSize) > limits.maxRatio)
            return fail(Tr::tr("The entry \"%1\" is compressed more than %2 times: it looks like a decompression bomb.")
                            .arg(shownName).arg(limits.maxRatio));
        total += e.uncompressedSize;
        if (total > limits.maxTotalSize)
            return fail(Tr::tr("The archive would unpack to more than %1 MB.").arg(megabytes(limits.maxTotalSize)));

        // The local header must agree with the directory and the data must fit before it.
        const qint64 local = e.localHeaderOffset;
        if (local + kLocalHeaderSize > directoryOffset || in.u32(local) != kLocalHeaderSig)
            return fail(Tr::tr("The archive is damaged: the data of \"%1\" is missing.").arg(shownName));
        const qint64 localNameLength = in.u16(local + 26);
        const qint64 localExtraLength = in.u16(local + 28);
        const qint64 dataStart = local + kLocalHeaderSize + localNameLength + localExtraLength;
        if (in.bytes(local + kLocalHeaderSize, localNameLength) != rawName || in.u16(local + 8) != e.method)
            return fail(Tr::tr("The archive is damaged: the headers of \"%1\" disagree.").arg(shownName));
        if (dataStart + e.compressedSize > directoryOffset)
            return fail(Tr::tr("The archive is truncated: the data of \"%1\" is cut short.").arg(shownName));
        dir.m_entries.append(e);
        pos = next;
    }
    if (pos != directoryEnd)
        return fail(Tr::tr("The archive is damaged: its directory size is wrong."));

    // Entries must not share bytes: overlapping entries are how some zip bombs multiply.
    QList<const ZipEntry *> byOffset;
    for (const ZipEntry &e : dir.m_entries)
        byOffset.append(&e);
    std::sort(byOffset.begin(), byOffset.end(),
              [](const ZipEntry *a, const ZipEntry *b) { return a->localHeaderOffset < b->localHeaderOffset; });
    for (qsizetype i = 0; i + 1 < byOffset.size(); ++i) {
        const ZipEntry &a = *byOffset[i];
        const qint64 aEnd = a.localHeaderOffset + kLocalHeaderSize + in.u16(a.localHeaderOffset + 26)
            + in.u16(a.localHeaderOffset + 28) + a.compressedSize;
        if (aEnd > byOffset[i + 1]->localHeaderOffset)
            return fail(Tr::tr("The archive is damaged: the entries \"%1\" and \"%2\" overlap.")
                            .arg(a.name.left(60), byOffset[i + 1]->name.left(60)));
    }
    return dir;
}

} // namespace Pacenotes
