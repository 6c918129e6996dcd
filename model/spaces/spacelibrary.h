// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spacesources.h"

#include <QObject>

namespace Pacenotes {

/**
 * The space data the app works with, in order of preference: the user's own pack ("My tile
 * spaces", a .pnspaces file in the app's data folder, written atomically after every change),
 * the readings of the tile pictures shipped with the app (:/spaces/readings.pnspaces), then the
 * templates shipped with it (:/spaces/templates.pnspaces), which stay for sides nobody has read.
 * The editor changes the user's pack only through here; views listen to changed().
 *
 * A user pack that cannot be read is renamed aside (never overwritten) and the library starts
 * with an empty one, saying so in loadMessage().
 */
class SpaceLibrary : public QObject
{
    Q_OBJECT
public:
    explicit SpaceLibrary(const TileCatalog &catalog, QObject *parent = nullptr);

    /// <AppDataLocation>/spaces/my-spaces.pnspaces
    static QString defaultPath();
    /// The templates shipped with the app (read once).
    static std::shared_ptr<const SpacePack> shippedTemplates(const TileCatalog &catalog);
    /// The readings of the tile pictures shipped with the app (read once; empty when the build
    /// has none).
    static std::shared_ptr<const SpacePack> shippedReadings(const TileCatalog &catalog);
    /// The packs shipped with the app, in order: readings, then templates (for commands that
    /// take the user's packs first).
    static void addShipped(SpaceSources &sources, const TileCatalog &catalog);

    /// Loads the user's pack from `path` (a missing file is an empty pack). `readOnly`: for
    /// commands that only read it — a damaged file is left where it is and nothing can be saved.
    void load(const QString &path, bool readOnly = false);
    QString path() const { return m_path; }
    QString loadMessage() const { return m_loadMessage; }

    const TileCatalog &catalog() const { return m_catalog; }
    const SpacePack &userPack() const { return *m_user; }
    const SpacePack &templates() const { return *m_templates; }
    const SpacePack &readings() const { return *m_readings; }
    const SpaceSources &sources() const { return m_sources; }
    SpaceLookup lookup() const { return m_sources.lookup(); }
    /// The user's data for the side, else the shipped reading, else the template.
    const TileSpaces *find(const QString &sideId) const { return m_sources.find(sideId).data; }
    bool hasUserData(const QString &sideId) const { return m_user->sides.contains(sideId); }
    static QString userPackName();     ///< translated
    static QString templatesPackName(); ///< translated
    static QString readingsPackName();  ///< translated

    bool setSide(const TileSpaces &spaces, QString *error);
    /// Drops the user's data for a side (the shipped reading or the template applies again).
    bool removeSide(const QString &sideId, QString *error);
    bool setScan(const QString &sideId, const SpaceScan &scan, QString *error);
    bool setInfo(const SpacePackInfo &info, QString *error);
    /// Replaces the whole user pack (after a merge).
    bool replaceUserPack(const SpacePack &pack, QString *error);
    /// Uses other readings in place of the shipped ones (an empty pack: templates under the
    /// user's data); for tests that need data of their own.
    void setShippedReadings(std::shared_ptr<const SpacePack> readings);

signals:
    void changed();

private:
    bool save(std::shared_ptr<SpacePack> pack, QString *error);
    void rebuildSources();

    const TileCatalog &m_catalog;
    QString m_path;
    QString m_loadMessage;
    std::shared_ptr<const SpacePack> m_user;
    std::shared_ptr<const SpacePack> m_templates;
    std::shared_ptr<const SpacePack> m_readings;
    SpaceSources m_sources;
};

} // namespace Pacenotes
