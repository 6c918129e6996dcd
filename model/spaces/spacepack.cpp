// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacepack.h"
#include "io/savefile.h"

#include "catalog/tilecatalog.h"
#include "io/zipdirectory.h"
#include "io/zipentries.h"
#include "spacejson.h"

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace Pacenotes::SpacePackFile {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SpacePack)
};

const QString kPackEntry = u"pack.json"_s;
constexpr int kScanAllocationLimitMb = 160;

QJsonObject infoJson(const SpacePackInfo &info)
{
    QJsonObject o{{u"format"_s, QString(kFormat)},
                  {u"formatVersion"_s, kFormatVersion},
                  {u"name"_s, info.name},
                  {u"provenance"_s, enumId(info.provenance)}};
    if (!info.author.isEmpty())
        o.insert(u"author"_s, info.author);
    if (!info.date.isEmpty())
        o.insert(u"date"_s, info.date);
    if (!info.description.isEmpty())
        o.insert(u"description"_s, info.description);
    if (info.templatesOnly)
        o.insert(u"templatesOnly"_s, true);
    return o;
}

std::optional<SpacePackInfo> readInfo(const QByteArray &json, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<SpacePackInfo> {
        *error = Tr::tr("pack.json: %1").arg(why);
        return std::nullopt;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(Tr::tr("not valid JSON (%1 at byte %2)").arg(pe.errorString()).arg(pe.offset));
    if (!doc.isObject())
        return fail(Tr::tr("expected a JSON object"));
    const QJsonObject o = doc.object();
    static const QStringList allowed{u"format"_s, u"formatVersion"_s, u"name"_s, u"author"_s, u"date"_s,
                                     u"description"_s, u"provenance"_s, u"templatesOnly"_s};
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!allowed.contains(it.key()))
            return fail(Tr::tr("%1: unknown field; expected one of: %2").arg(it.key(), allowed.join(u", "_s)));
    if (o.value("format"_L1).toString() != kFormat)
        return fail(Tr::tr("this is not a Pacenotes space pack (the \"format\" is not \"%1\")").arg(kFormat));
    const QJsonValue version = o.value("formatVersion"_L1);
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
        return fail(Tr::tr("formatVersion: expected a whole number from 1"));
    if (version.toDouble() > kFormatVersion)
        return fail(Tr::tr("the pack is in format version %1; this Pacenotes reads up to version %2")
                        .arg(version.toDouble()).arg(kFormatVersion));
    SpacePackInfo info;
    const auto text = [&](const char *key, int max, QString *out) {
        const QJsonValue v = o.value(QLatin1StringView(key));
        if (v.isUndefined())
            return true;
        if (!v.isString() || v.toString().size() > max)
            return false;
        *out = v.toString();
        return true;
    };
    if (!text("name", 200, &info.name) || !text("author", 200, &info.author) || !text("date", 40, &info.date)
        || !text("description", 4000, &info.description))
        return fail(Tr::tr("name, author, date and description are short texts"));
    const std::optional<SpaceProvenance> p = enumFromId<SpaceProvenance>(o.value("provenance"_L1).toString());
    if (!p)
        return fail(Tr::tr("provenance: expected one of: template, estimated, measured"));
    info.provenance = *p;
    const QJsonValue templates = o.value("templatesOnly"_L1);
    if (!templates.isUndefined() && !templates.isBool())
        return fail(Tr::tr("templatesOnly: expected true or false"));
    info.templatesOnly = templates.toBool();
    if (info.templatesOnly && info.provenance != SpaceProvenance::Template)
        return fail(Tr::tr("a pack of templates only cannot say its data is measured or estimated"));
    return info;
}

bool scanDecodes(const QByteArray &bytes, const QString &format, QString *why)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, format.toLatin1());
    reader.setAutoDetectImageFormat(false);
    reader.setAllocationLimit(kScanAllocationLimitMb);
    const QSize size = reader.size();
    if (!size.isValid() || size.width() > kMaxScanSide || size.height() > kMaxScanSide) {
        *why = Tr::tr("its size is missing or larger than %1 × %1 pixels").arg(kMaxScanSide);
        return false;
    }
    if (reader.read().isNull()) {
        *why = reader.errorString();
        return false;
    }
    return true;
}

} // namespace

std::optional<QByteArray> serialize(const SpacePack &pack, const TileCatalog &catalog, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QuaZip zip(&buffer);
    zip.setUtf8Enabled(true);
    if (!zip.open(QuaZip::mdCreate)) {
        if (error)
            *error = Tr::tr("Cannot create the pack (zip error %1).").arg(zip.getZipError());
        return std::nullopt;
    }
    zip.setComment(u"Pacenotes tile space pack"_s);
    // Entries carry the pack's date (a fixed one when it has none), so writing the same pack
    // twice gives the same bytes.
    const QDate date = QDate::fromString(pack.info.date, Qt::ISODate);
    const QDateTime time(date.isValid() ? date : QDate(2000, 1, 1), QTime(12, 0));
    if (!addZipEntry(zip, kPackEntry, QJsonDocument(infoJson(pack.info)).toJson(QJsonDocument::Indented), true, time, error))
        return std::nullopt;
    for (auto it = pack.sides.cbegin(); it != pack.sides.cend(); ++it) {
        const TileSide *side = catalog.sideById(it.key());
        if (!side) {
            if (error)
                *error = Tr::tr("Tile side %1 is not in the tile catalog.").arg(it.key());
            return std::nullopt;
        }
        const QByteArray json = QJsonDocument(SpaceJson::toJson(*it, *side)).toJson(QJsonDocument::Indented);
        if (!addZipEntry(zip, u"sides/%1.json"_s.arg(it.key()), json, true, time, error))
            return std::nullopt;
    }
    for (auto it = pack.scans.cbegin(); it != pack.scans.cend(); ++it)
        if (!addZipEntry(zip, u"scans/%1.%2"_s.arg(it.key(), it->format), it->data, false, time, error))
            return std::nullopt;
    zip.close();
    if (zip.getZipError() != UNZ_OK) {
        if (error)
            *error = Tr::tr("Cannot finish the pack (zip error %1).").arg(zip.getZipError());
        return std::nullopt;
    }
    return bytes;
}

bool write(const QString &path, const SpacePack &pack, const TileCatalog &catalog, QString *error)
{
    const std::optional<QByteArray> data = serialize(pack, catalog, error);
    if (!data)
        return false;
    return SaveFile::write(path, *data, error);
}

/// The JSON's "formatVersion" is above `known`: written by a newer Pacenotes, not damaged.
static bool isNewer(const QByteArray &json, int known)
{
    const QJsonValue v = QJsonDocument::fromJson(json).object().value("formatVersion"_L1);
    return v.isDouble() && v.toDouble() > known;
}

std::optional<SpacePack> readData(const QByteArray &data, const TileCatalog &catalog, QString *error, ReadFailure *failure)
{
    ReadFailure ignored = ReadFailure::None;
    ReadFailure &kind = failure ? *failure : ignored;
    kind = ReadFailure::Damaged;
    const auto fail = [error](const QString &why) -> std::optional<SpacePack> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (data.size() > kMaxPackSize)
        return fail(Tr::tr("The pack is larger than %1 MB; no space pack is that big.").arg(kMaxPackSize / (1024 * 1024)));
    ZipLimits limits;
    limits.maxEntries = kMaxEntries;
    limits.maxEntrySize = std::max(kMaxJsonSize, kMaxScanSize);
    limits.maxTotalSize = 4 * kMaxPackSize;
    QString why;
    const std::optional<ZipDirectory> dir = ZipDirectory::parse(data, limits, &why);
    if (!dir)
        return fail(Tr::tr("This is not a readable space pack: %1").arg(why));
    const ZipEntry *infoEntry = dir->find(kPackEntry);
    if (!infoEntry)
        return fail(Tr::tr("The pack has no pack.json: it is not a Pacenotes space pack, or it is damaged."));

    QBuffer buffer;
    buffer.setData(data);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdUnzip))
        return fail(Tr::tr("The pack cannot be opened (zip error %1).").arg(zip.getZipError()));
    const std::optional<QByteArray> infoJson = readZipEntry(zip, *infoEntry, kMaxJsonSize, &why);
    if (!infoJson)
        return fail(why);
    std::optional<SpacePackInfo> info = readInfo(*infoJson, &why);
    if (!info) {
        if (isNewer(*infoJson, kFormatVersion))
            kind = ReadFailure::Newer;
        return fail(why);
    }

    SpacePack pack;
    pack.info = *info;
    for (const ZipEntry &e : dir->entries()) {
        if (e.name == kPackEntry || e.name.endsWith(u'/'))
            continue;
        const QString file = e.name.section(u'/', -1);
        const QString folder = e.name.section(u'/', 0, -2);
        const QString stem = file.section(u'.', 0, 0), suffix = file.section(u'.', 1).toLower();
        if (folder == "sides"_L1 && suffix == "json"_L1) {
            const std::optional<QByteArray> json = readZipEntry(zip, e, kMaxJsonSize, &why);
            if (!json)
                return fail(why);
            if (!addSide(pack, e.name, *json, catalog, &why, &kind))
                return fail(why);
        } else if (folder == "scans"_L1 && (suffix == "png"_L1 || suffix == "jpg"_L1 || suffix == "jpeg"_L1)) {
            const TileSide *side = catalog.side(stem);
            const std::optional<QByteArray> bytes = readZipEntry(zip, e, kMaxScanSize, &why);
            if (!bytes)
                return fail(why);
            const QString format = suffix == "png"_L1 ? u"png"_s : u"jpg"_s;
            if (!side)
                pack.notes << Tr::tr("%1 is a picture of a tile this version of Pacenotes does not know; it was left out.").arg(e.name);
            else if (!scanDecodes(*bytes, format, &why))
                pack.notes << Tr::tr("The picture %1 could not be read (%2); it was left out.").arg(e.name, why);
            else
                pack.scans.insert(side->id, {*bytes, format});
        } else {
            pack.notes << Tr::tr("%1 is not part of a space pack; it was left out.").arg(e.name.left(80));
        }
    }
    zip.close();
    kind = ReadFailure::None;
    return pack;
}

bool addSide(SpacePack &pack, const QString &name, const QByteArray &json, const TileCatalog &catalog, QString *error,
             ReadFailure *failure)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QString stem = name.section(u'/', -1).section(u'.', 0, 0);
    QString why;
    std::optional<TileSpaces> side = SpaceJson::fromJson(json, catalog, &why);
    if (!side) {
        // A side of a tile this catalog does not know is no damage: leave it out. Which side the
        // file is for is what it says, not its name (a damaged "notes.json" is still damage).
        const QString said = QJsonDocument::fromJson(json).object().value("side"_L1).toString();
        if (!said.isEmpty() && !catalog.side(said)) {
            pack.notes << Tr::tr("%1 is for a tile this version of Pacenotes does not know; it was left out.").arg(name);
            return true;
        }
        if (failure && isNewer(json, SpaceJson::kFormatVersion))
            *failure = ReadFailure::Newer;
        return fail(Tr::tr("%1: %2").arg(name, why));
    }
    if (side->sideId != stem)
        return fail(Tr::tr("%1 holds the data of tile side %2.").arg(name, side->sideId));
    if (pack.sides.contains(side->sideId))
        return fail(Tr::tr("%1: tile side %2 is given twice.").arg(name, side->sideId));
    if (pack.info.templatesOnly && side->provenance != SpaceProvenance::Template)
        return fail(Tr::tr("%1 says it is %2, but the pack holds templates only.").arg(name, enumId(side->provenance)));
    pack.sides.insert(side->sideId, *side);
    return true;
}

std::optional<SpacePack> readFolder(const QString &path, const TileCatalog &catalog, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<SpacePack> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QDir dir(path);
    if (dir.exists(kPackEntry) && dir.exists(u"sides"_s))
        dir.cd(u"sides"_s);
    const QStringList files = dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    if (files.size() > kMaxLooseFiles)
        return fail(Tr::tr("%1 holds %2 files; at most %3 are read.").arg(path).arg(files.size()).arg(kMaxLooseFiles));
    SpacePack pack;
    pack.info.name = QFileInfo(path).fileName();
    for (const QString &name : files) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly) || f.size() > kMaxJsonSize)
            return fail(Tr::tr("%1: cannot be read or larger than %2 bytes").arg(f.fileName()).arg(kMaxJsonSize));
        QString why;
        if (!addSide(pack, name, f.readAll(), catalog, &why))
            return fail(Tr::tr("%1: %2").arg(QDir::toNativeSeparators(path), why));
    }
    if (pack.sides.isEmpty())
        return fail(Tr::tr("%1 holds no tile side data (*.json).").arg(path));
    return pack;
}

std::optional<SpacePack> read(const QString &path, const TileCatalog &catalog, QString *error, ReadFailure *failure)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("Cannot open %1: %2").arg(path, file.errorString());
        if (failure)
            *failure = ReadFailure::Unopened;
        return std::nullopt;
    }
    return readData(file.read(kMaxPackSize + 1), catalog, error, failure);
}

} // namespace Pacenotes::SpacePackFile
