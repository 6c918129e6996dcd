// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackpackage.h"
#include "savefile.h"
#include "zipentries.h"

#include "trackjson.h"
#include "zipdirectory.h"

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QImageReader>
#include <QLocale>
#include <QJsonDocument>
#include <QJsonObject>

namespace Pacenotes::TrackPackage {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TrackPackage)
};

/// Whole packages beyond this are refused before they are looked at.
constexpr qint64 kMaxPackageSize = 16 * 1024 * 1024;
/// Decoding the preview may allocate at most this many megabytes.
constexpr int kPreviewAllocationLimitMb = 80;

QImage decodePreview(const QByteArray &png, QString *why)
{
    QBuffer buffer;
    buffer.setData(png);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, "png");
    reader.setAutoDetectImageFormat(false);
    reader.setAllocationLimit(kPreviewAllocationLimitMb);
    const QSize size = reader.size();
    if (!size.isValid() || size.width() > kMaxPreviewSide || size.height() > kMaxPreviewSide) {
        *why = Tr::tr("its size is missing or larger than %1 × %1 pixels").arg(kMaxPreviewSide);
        return {};
    }
    QImage image = reader.read();
    if (image.isNull())
        *why = reader.errorString();
    return image;
}

} // namespace

std::optional<QByteArray> serialize(const Track &track, const QImage &preview, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QuaZip zip(&buffer);
    zip.setUtf8Enabled(true);
    if (!zip.open(QuaZip::mdCreate)) {
        if (error)
            *error = Tr::tr("Cannot create the package (zip error %1).").arg(zip.getZipError());
        return std::nullopt;
    }
    zip.setComment(u"Pacenotes track package"_s);
    const QByteArray json = QJsonDocument(TrackJson::toJson(track)).toJson(QJsonDocument::Indented);
    if (!addZipEntry(zip, QString(kTrackEntry), json, true, {}, error))
        return std::nullopt;
    if (!preview.isNull()) {
        QByteArray png;
        QBuffer pngBuffer(&png);
        if (!pngBuffer.open(QIODevice::WriteOnly) || !preview.save(&pngBuffer, "PNG")) {
            if (error)
                *error = Tr::tr("Cannot encode the preview image.");
            return std::nullopt;
        }
        if (!addZipEntry(zip, QString(kPreviewEntry), png, false, {}, error))
            return std::nullopt;
    }
    zip.close();
    if (zip.getZipError() != UNZ_OK) {
        if (error)
            *error = Tr::tr("Cannot finish the package (zip error %1).").arg(zip.getZipError());
        return std::nullopt;
    }
    return bytes;
}

bool write(const QString &path, const Track &track, const QImage &preview, QString *error)
{
    const std::optional<QByteArray> data = serialize(track, preview, error);
    if (!data)
        return false;
    return SaveFile::write(path, *data, error);
}

std::optional<TrackPackageContents> readData(const QByteArray &data, const TileCatalog &catalog, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<TrackPackageContents> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (data.size() > kMaxPackageSize)
        return fail(Tr::tr("The package is larger than %1 MB; no track package is that big.").arg(kMaxPackageSize / (1024 * 1024)));
    ZipLimits limits;
    limits.maxEntries = kMaxEntries;
    limits.maxEntrySize = std::max(kMaxTrackJsonSize, kMaxPreviewSize);
    limits.maxTotalSize = kMaxPackageSize;
    QString why;
    const std::optional<ZipDirectory> dir = ZipDirectory::parse(data, limits, &why);
    if (!dir)
        return fail(Tr::tr("This is not a readable Pacenotes package: %1").arg(why));
    const ZipEntry *trackEntry = dir->find(kTrackEntry);
    if (!trackEntry)
        return fail(Tr::tr("The package has no track.json: it is not a Pacenotes track, or it is damaged."));
    if (trackEntry->uncompressedSize > kMaxTrackJsonSize)
        return fail(Tr::tr("The package's track.json is %1 MB; at most %2 MB are accepted.")
                        .arg(QLocale().toString(trackEntry->uncompressedSize / 1048576.0, 'f', 1),
                             QLocale().toString(kMaxTrackJsonSize / 1048576.0, 'f', 1)));

    QBuffer buffer;
    buffer.setData(data);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdUnzip))
        return fail(Tr::tr("The package cannot be opened (zip error %1).").arg(zip.getZipError()));
    const std::optional<QByteArray> json = readZipEntry(zip, *trackEntry, kMaxTrackJsonSize, &why);
    if (!json)
        return fail(why);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(*json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(Tr::tr("The package's track.json is not valid JSON (%1 at byte %2).").arg(pe.errorString()).arg(pe.offset));
    if (!doc.isObject())
        return fail(Tr::tr("The package's track.json is not a track (expected an object)."));
    std::optional<Track> track = TrackJson::fromJson(doc.object(), catalog, &why);
    if (!track)
        return fail(why);

    TrackPackageContents contents;
    contents.track = std::move(*track);
    // A damaged preview costs the user nothing they made: keep the track and say so.
    if (const ZipEntry *previewEntry = dir->find(kPreviewEntry)) {
        const std::optional<QByteArray> png = readZipEntry(zip, *previewEntry, kMaxPreviewSize, &why);
        if (png)
            contents.preview = decodePreview(*png, &why);
        if (contents.preview.isNull())
            contents.notes << Tr::tr("The preview image in the package could not be read (%1); it was left out.").arg(why);
    }
    zip.close();
    return contents;
}

std::optional<TrackPackageContents> read(const QString &path, const TileCatalog &catalog, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("Cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return readData(file.read(kMaxPackageSize + 1), catalog, error);
}

} // namespace Pacenotes::TrackPackage
