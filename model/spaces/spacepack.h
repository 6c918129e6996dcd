// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"

#include <QByteArray>
#include <QMap>
#include <QStringList>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/// Who made a pack, when, and how far its data can be trusted.
struct SpacePackInfo
{
    QString name;
    QString author;
    QString date;          ///< ISO date
    QString description;
    SpaceProvenance provenance = SpaceProvenance::Estimated; ///< for sides that do not say
    bool templatesOnly = false; ///< nothing in it was read off a tile (the pack shipped with the app)
    bool operator==(const SpacePackInfo &) const = default;
};

/// A user's picture of a tile side, carried in a pack.
struct SpaceScan
{
    QByteArray data;
    QString format; ///< "png" or "jpg"
    bool operator==(const SpaceScan &) const = default;
};

/**
 * A shareable set of tile-side space data: a zip (docs/space-packs.md) holding
 *   pack.json         format "pacenotes-space-pack", version, name, author, date, provenance…
 *   sides/<id>.json   one tile side each (SpaceJson)
 *   scans/<id>.png    optional pictures of the author's tiles (or .jpg)
 *
 * Reading is hardened like the track package: the zip's structure is checked by ZipDirectory
 * before anything is unpacked (sizes, ratios, names: no "..", no absolute paths), every entry is
 * unpacked with a cap and its CRC checked, the whole pack and each entry have size limits, and
 * every JSON file is read strictly. Sides for tiles this catalog does not know and pictures that
 * cannot be decoded are left out with a note; anything else wrong refuses the pack with a
 * message naming the entry. Writing builds the zip in memory and saves it with QSaveFile.
 */
struct SpacePack
{
    SpacePackInfo info;
    QMap<QString, TileSpaces> sides; ///< by canonical side id
    QMap<QString, SpaceScan> scans;  ///< by canonical side id
    QStringList notes;               ///< translated remarks from reading (left-out entries)

    bool operator==(const SpacePack &o) const { return info == o.info && sides == o.sides && scans == o.scans; }
};

namespace SpacePackFile {
inline constexpr QLatin1StringView kFormat{"pacenotes-space-pack"};
constexpr int kFormatVersion = 1;
inline constexpr QLatin1StringView kSuffix{"pnspaces"};
constexpr qint64 kMaxPackSize = 64 * 1024 * 1024;
constexpr qint64 kMaxJsonSize = 1024 * 1024;
constexpr qint64 kMaxScanSize = 8 * 1024 * 1024;
constexpr int kMaxEntries = 1200;
constexpr int kMaxScanSide = 6000;

std::optional<QByteArray> serialize(const SpacePack &pack, const TileCatalog &catalog, QString *error);
bool write(const QString &path, const SpacePack &pack, const TileCatalog &catalog, QString *error);
/// Why a pack was not read: the file could not be opened now, it is written in a newer format
/// (the pack's or a side's formatVersion), or it is damaged or not a pack. Only damage justifies
/// setting the user's file aside; a newer one is never moved or overwritten.
enum class ReadFailure : quint8 { None, Unopened, Newer, Damaged };

std::optional<SpacePack> readData(const QByteArray &data, const TileCatalog &catalog, QString *error,
                                  ReadFailure *failure = nullptr);
std::optional<SpacePack> read(const QString &path, const TileCatalog &catalog, QString *error, ReadFailure *failure = nullptr);
/// A folder of side files (loose, or an unpacked pack: pack.json and sides/), read by the same
/// rule as a pack's sides/ (addSide). At most kMaxLooseFiles files.
constexpr int kMaxLooseFiles = 2000;
std::optional<SpacePack> readFolder(const QString &path, const TileCatalog &catalog, QString *error);
/// One side file `name` (an entry of sides/ or a file of a folder) into `pack`, by one rule for
/// packs and folders: the file is named after the side it holds ("103b.json" holds 103b), no side
/// is given twice, and a side of a tile this catalog does not know is left out with a note.
/// False with `error` (naming the file) otherwise; `failure` says whether the side is newer.
bool addSide(SpacePack &pack, const QString &name, const QByteArray &json, const TileCatalog &catalog, QString *error,
             ReadFailure *failure = nullptr);
} // namespace SpacePackFile

} // namespace Pacenotes
