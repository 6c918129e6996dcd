// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackfiles.h"

#include "trackjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace Pacenotes::TrackFiles {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TrackFiles)
};
} // namespace

TrackFormat formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "pacenotes"_L1)
        return TrackFormat::Package;
    if (suffix == "rgt"_L1)
        return TrackFormat::Rgt;
    if (suffix == "json"_L1)
        return TrackFormat::Json; // ours or Rekee's: decided by content when reading
    return TrackFormat::Unknown;
}

QString formatName(TrackFormat format)
{
    switch (format) {
    case TrackFormat::Unknown: return Tr::tr("unknown format");
    case TrackFormat::Package: return Tr::tr("Pacenotes track");
    case TrackFormat::Json: return Tr::tr("Pacenotes track JSON");
    case TrackFormat::Rekee: return Tr::tr("Rekee track");
    case TrackFormat::Rgt: return Tr::tr("Rallyman Track Editor (.rgt)");
    }
    return {};
}

TrackReadResult read(const QString &path, const TileCatalog &catalog)
{
    TrackReadResult result;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        result.error = Tr::tr("Cannot open %1: %2").arg(path, f.errorString());
        return result;
    }
    if (f.size() > kMaxFileSize) {
        result.error = Tr::tr("%1 is %2 MB; track files over %3 MB are refused.")
                           .arg(path).arg(f.size() / (1024 * 1024)).arg(kMaxFileSize / (1024 * 1024));
        return result;
    }
    const QByteArray data = f.read(kMaxFileSize + 1);
    return readData(data, formatForPath(path), catalog);
}

TrackReadResult readData(const QByteArray &data, TrackFormat hint, const TileCatalog &catalog)
{
    TrackReadResult result;
    if (data.size() > kMaxFileSize) {
        result.error = Tr::tr("The track data is too large.");
        return result;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        result.error = pe.error != QJsonParseError::NoError
            ? Tr::tr("The file is not valid JSON (%1 at byte %2).").arg(pe.errorString()).arg(pe.offset)
            : Tr::tr("The file is JSON, but not a track (expected an object).");
        return result;
    }
    const QJsonObject root = doc.object();
    if (TrackJson::isTrackJson(root)) {
        result.format = TrackFormat::Json;
        result.track = TrackJson::fromJson(root, catalog, &result.error);
        return result;
    }
    Q_UNUSED(hint);
    result.error = Tr::tr("The file is not a track in a format Pacenotes reads.");
    return result;
}

std::optional<QByteArray> serialize(const Track &track, TrackFormat format, const TileCatalog &catalog, QString *error)
{
    Q_UNUSED(catalog);
    switch (format) {
    case TrackFormat::Json:
        return QJsonDocument(TrackJson::toJson(track)).toJson(QJsonDocument::Indented);
    default:
        if (error)
            *error = Tr::tr("Writing %1 files is not supported.").arg(formatName(format));
        return std::nullopt;
    }
}

bool write(const QString &path, const Track &track, const TileCatalog &catalog, QString *error)
{
    const std::optional<QByteArray> data = serialize(track, formatForPath(path), catalog, error);
    if (!data)
        return false;
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(*data) != data->size() || !f.commit()) {
        if (error)
            *error = Tr::tr("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace Pacenotes::TrackFiles
