// SPDX-License-Identifier: GPL-3.0-or-later
#include "zipentries.h"

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <QCoreApplication>

#include <algorithm>

namespace Pacenotes {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ZipEntries)
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

bool addZipEntry(QuaZip &zip, const QString &name, const QByteArray &data, bool compress, const QDateTime &time,
                 QString *error)
{
    QuaZipNewInfo info{name};
    if (time.isValid())
        info.dateTime = time;
    info.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    QuaZipFile file(&zip);
    const bool written = file.open(QIODevice::WriteOnly, info, nullptr, 0, compress ? Z_DEFLATED : 0,
                                   compress ? Z_DEFAULT_COMPRESSION : 0)
                         && file.write(data) == data.size();
    if (written)
        file.close();
    if (!written || file.getZipError() != UNZ_OK) {
        if (error)
            *error = Tr::tr("Cannot add %1 to the archive (zip error %2).").arg(name).arg(file.getZipError());
        return false;
    }
    return true;
}

} // namespace Pacenotes
