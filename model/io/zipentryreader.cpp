// SPDX-License-Identifier: GPL-3.0-or-later
#include "zipentryreader.h"

#include <quazip.h>
#include <quazipfile.h>

#include <QCoreApplication>

#include <algorithm>

namespace Pacenotes {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ZipEntryReader)
};
} // namespace

std::optional<QByteArray> readZipEntry(QuaZip &zip, const ZipEntry &entry, qint64 cap, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<QByteArray> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (entry.uncompressedSize > cap)
        return fail(Tr::tr("%1 would unpack to %2 bytes; at most %3 are accepted.").arg(entry.name).arg(entry.uncompressedSize).arg(cap));
    if (!zip.setCurrentFile(entry.name, QuaZip::csSensitive))
        return fail(Tr::tr("The archive is damaged: %1 cannot be found in it.").arg(entry.name));
    QuaZipFile file(&zip);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Tr::tr("The archive is damaged: %1 cannot be unpacked (zip error %2).").arg(entry.name).arg(file.getZipError()));
    QByteArray out;
    out.reserve(qsizetype(std::min(entry.uncompressedSize, cap)));
    char buffer[64 * 1024];
    for (;;) {
        const qint64 n = file.read(buffer, sizeof buffer);
        if (n == 0 || (n < 0 && file.atEnd()))
            break;
        if (n < 0)
            return fail(Tr::tr("The archive is damaged: %1 cannot be unpacked.").arg(entry.name));
        if (out.size() + n > cap || out.size() + n > entry.uncompressedSize)
            return fail(Tr::tr("The archive is damaged or hostile: %1 unpacks to more than it declares.").arg(entry.name));
        out.append(buffer, qsizetype(n));
    }
    file.close();
    if (file.getZipError() != UNZ_OK)
        return fail(Tr::tr("The archive is damaged: %1 fails its checksum.").arg(entry.name));
    if (out.size() != entry.uncompressedSize)
        return fail(Tr::tr("The archive is damaged: %1 is shorter than it declares.").arg(entry.name));
    return out;
}

} // namespace Pacenotes
