// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackfiles.h"
#include "savefile.h"

#include "bundledtracks.h"
#include "rekeeformat.h"
#include "rgtformat.h"
#include "trackjson.h"
#include "trackpackage.h"
#include "zipdirectory.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace Pacenotes::TrackFiles {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TrackFiles)
};

/// Where the JSON text starts: after a UTF-8 byte order mark (Windows tools write one) and
/// white space; -1 when the data does not start like a JSON object.
qsizetype jsonStart(const QByteArray &data)
{
    qsizetype i = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < data.size() && (data[i] == ' ' || data[i] == '\t' || data[i] == '\r' || data[i] == '\n'))
        ++i;
    return i < data.size() && data[i] == '{' ? i : -1;
}

TrackReadResult readJson(const QByteArray &data, qsizetype start, const TileCatalog &catalog)
{
    TrackReadResult result;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(start > 0 ? data.mid(start) : data, &pe);
    if (pe.error != QJsonParseError::NoError) {
        result.error = Tr::tr("The file is not valid JSON (%1 at byte %2).").arg(pe.errorString()).arg(pe.offset + start);
        return result;
    }
    if (!doc.isObject()) {
        result.error = Tr::tr("The file is JSON, but not a track (expected an object).");
        return result;
    }
    const QJsonObject root = doc.object();
    if (TrackJson::isTrackJson(root)) {
        result.format = TrackFormat::Json;
        result.track = TrackJson::fromJson(root, catalog, &result.error);
    } else if (RgtFormat::looksLike(root)) {
        result.format = TrackFormat::Rgt;
        result.track = RgtFormat::fromJson(root, catalog, &result.error, &result.notes);
    } else if (RekeeFormat::looksLike(root)) {
        result.format = TrackFormat::Rekee;
        result.track = RekeeFormat::fromJson(root, catalog, &result.error, &result.notes);
    } else if (root.contains("format"_L1)) {
        result.error = Tr::tr("The file is JSON of the kind \"%1\", not a track.").arg(root.value("format"_L1).toString().left(60));
    } else {
        result.error = Tr::tr("The file is JSON, but not a track in a format Pacenotes reads "
                          "(Pacenotes, Rekee or Rallyman Track Editor).");
    }
    return result;
}

} // namespace

TrackFormat formatForPath(const QString &path)
{
    const QString name = QFileInfo(path).fileName().toLower();
    if (name.endsWith(".pacenotes"_L1))
        return TrackFormat::Package;
    if (name.endsWith(".rgt"_L1))
        return TrackFormat::Rgt;
    if (name.endsWith(".rekee.json"_L1))
        return TrackFormat::Rekee;
    if (name.endsWith(".json"_L1))
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

namespace {
PreviewRenderer &previewRenderer()
{
    static PreviewRenderer renderer;
    return renderer;
}
} // namespace

void setPreviewRenderer(PreviewRenderer renderer)
{
    previewRenderer() = std::move(renderer);
}

QImage previewFor(const Track &track)
{
    return previewRenderer() && !track.tiles.isEmpty() ? previewRenderer()(track) : QImage();
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
    result = readData(data, formatForPath(path), catalog);
    // Community files may have no name: the file's own name is the best title there is.
    if (result.track && result.track->title.isEmpty()
        && (result.format == TrackFormat::Rekee || result.format == TrackFormat::Rgt)) {
        QString base = QFileInfo(path).fileName();
        for (const auto suffix : {".rekee.json"_L1, ".json"_L1, ".rgt"_L1})
            if (base.endsWith(suffix, Qt::CaseInsensitive)) {
                base.chop(suffix.size());
                break;
            }
        result.track->title = base;
    }
    if (result.track && BundledTracks::isBundled(path))
        BundledTracks::localize(*result.track);
    return result;
}

TrackReadResult readData(const QByteArray &data, TrackFormat hint, const TileCatalog &catalog)
{
    TrackReadResult result;
    if (data.size() > kMaxFileSize) {
        result.error = Tr::tr("The track data is too large.");
        return result;
    }
    if (data.isEmpty()) {
        result.error = Tr::tr("The file is empty: it holds no track.");
        return result;
    }
    if (ZipDirectory::hasZipSignature(data)) {
        result.format = TrackFormat::Package;
        std::optional<TrackPackageContents> contents = TrackPackage::readData(data, catalog, &result.error);
        if (contents) {
            result.track = std::move(contents->track);
            result.notes = contents->notes;
            result.preview = std::move(contents->preview);
        }
        return result;
    }
    const qsizetype start = jsonStart(data);
    if (start >= 0)
        return readJson(data, start, catalog);
    switch (hint) {
    case TrackFormat::Package:
        result.error = Tr::tr("The file is not a Pacenotes package: it is not a zip archive.");
        break;
    case TrackFormat::Json:
    case TrackFormat::Rekee:
    case TrackFormat::Rgt:
        // Let the JSON parser say where it went wrong.
        return readJson(data, 0, catalog);
    case TrackFormat::Unknown:
        result.error = Tr::tr("The file is not a track in a format Pacenotes reads.");
        break;
    }
    return result;
}

std::optional<QByteArray> serialize(const Track &track, TrackFormat format, const TileCatalog &catalog, QString *error)
{
    switch (format) {
    case TrackFormat::Json:
        return QJsonDocument(TrackJson::toJson(track)).toJson(QJsonDocument::Indented);
    case TrackFormat::Rekee:
        return QJsonDocument(RekeeFormat::toJson(track)).toJson(QJsonDocument::Indented);
    case TrackFormat::Rgt:
        // The editor writes one compact line; so do we.
        return QJsonDocument(RgtFormat::toJson(track, catalog)).toJson(QJsonDocument::Compact);
    case TrackFormat::Package:
        return TrackPackage::serialize(track, previewFor(track), error);
    case TrackFormat::Unknown:
        break;
    }
    if (error)
        *error = Tr::tr("Cannot tell which format to write: use .pacenotes, .json, .rekee.json or .rgt.");
    return std::nullopt;
}

QStringList lossNotes(const Track &track, TrackFormat format)
{
    if (format == TrackFormat::Json || format == TrackFormat::Package || format == TrackFormat::Unknown)
        return {};
    QStringList lost;
    if (track.laps != 1)
        lost << Tr::tr("laps (%1)").arg(track.laps);
    if (track.reverseCourse)
        lost << Tr::tr("the reversed driving direction");
    if (!track.tileList.isEmpty())
        lost << Tr::tr("the tile list");
    if (!track.notes.isEmpty())
        lost << Tr::tr("the notes");
    if (!track.source.isEmpty())
        lost << Tr::tr("the source");
    QStringList out;
    if (!lost.isEmpty())
        out << Tr::tr("%1 files have no place for %2; they are not written.").arg(formatName(format), lost.join(u", "_s));
    if (track.tiles.isEmpty())
        out << Tr::tr("The track has no tiles laid out, so the %1 file is empty.").arg(formatName(format));
    return out;
}

bool write(const QString &path, const Track &track, const TileCatalog &catalog, QString *error)
{
    return write(path, formatForPath(path), track, catalog, error);
}

bool write(const QString &path, TrackFormat format, const Track &track, const TileCatalog &catalog, QString *error)
{
    const std::optional<QByteArray> data = serialize(track, format, catalog, error);
    if (!data)
        return false;
    return SaveFile::write(path, *data, error);
}

} // namespace Pacenotes::TrackFiles
