// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacelibrary.h"

#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SpaceLibrary::SpaceLibrary(const TileCatalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_user(std::make_shared<SpacePack>()), m_templates(shippedTemplates(catalog))
{
    rebuildSources();
}

QString SpaceLibrary::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/spaces/my-spaces."_s
        + SpacePackFile::kSuffix;
}

std::shared_ptr<const SpacePack> SpaceLibrary::shippedTemplates(const TileCatalog &catalog)
{
    static const std::shared_ptr<const SpacePack> pack = [&catalog] {
        QString error;
        std::optional<SpacePack> p = SpacePackFile::read(u":/spaces/templates.pnspaces"_s, catalog, &error);
        if (!p)
            qWarning("Pacenotes: the shipped space templates failed to load: %s", qUtf8Printable(error));
        return std::make_shared<const SpacePack>(p.value_or(SpacePack{}));
    }();
    return pack;
}

QString SpaceLibrary::userPackName()
{
    return tr("My tile spaces");
}

QString SpaceLibrary::templatesPackName()
{
    return tr("Templates shipped with Pacenotes");
}

void SpaceLibrary::load(const QString &path, bool readOnly)
{
    m_path = readOnly ? QString() : path;
    m_loadMessage.clear();
    auto pack = std::make_shared<SpacePack>();
    if (QFileInfo::exists(path)) {
        QString error;
        SpacePackFile::ReadFailure failure = SpacePackFile::ReadFailure::None;
        std::optional<SpacePack> read = SpacePackFile::read(path, m_catalog, &error, &failure);
        const QString where = QDir::toNativeSeparators(path);
        if (read) {
            *pack = *read;
            if (!read->notes.isEmpty())
                m_loadMessage = read->notes.join(u'\n');
        } else if (failure == SpacePackFile::ReadFailure::Newer) {
            // Another Pacenotes's data: never moved, never written over (issue 25).
            m_path.clear();
            m_loadMessage = tr("Your tile space data %1 was written by a newer Pacenotes (%2). It is left as it is and not used: "
                               "only the templates are, and changes cannot be saved until you open it with that Pacenotes.")
                                .arg(where, error);
        } else if (readOnly || failure == SpacePackFile::ReadFailure::Unopened) {
            // Nothing said the file is damaged (it may be locked or unreadable just now): left alone.
            m_path.clear();
            m_loadMessage = readOnly ? tr("Your tile space data could not be read (%1); only the templates are used.").arg(error)
                                     : tr("Your tile space data %1 cannot be opened now (%2). It is left as it is: only the "
                                          "templates are used, and changes cannot be saved until it can be read again.")
                                           .arg(where, error);
        } else {
            // Damaged: keep the file for whoever wants to look at it; never write over it.
            const QString aside = path + u".damaged-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
            const bool moved = QFile::rename(path, aside);
            m_loadMessage = moved ? tr("Your tile space data could not be read (%1). It was kept as %2, and you start with "
                                       "empty data.").arg(error, QDir::toNativeSeparators(aside))
                                  : tr("Your tile space data could not be read (%1), nor set aside; it is left as it is "
                                       "and changes cannot be saved.").arg(error);
            if (!moved)
                m_path.clear();
        }
    }
    if (pack->info.name.isEmpty())
        pack->info.name = userPackName();
    m_user = pack;
    rebuildSources();
    emit changed();
}

bool SpaceLibrary::save(std::shared_ptr<SpacePack> pack, QString *error)
{
    if (m_path.isEmpty()) {
        if (error)
            *error = tr("Your tile space data has no file it can be saved to.");
        return false;
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    if (!SpacePackFile::write(m_path, *pack, m_catalog, error))
        return false;
    m_user = std::move(pack);
    rebuildSources();
    emit changed();
    return true;
}

bool SpaceLibrary::setSide(const TileSpaces &spaces, QString *error)
{
    auto pack = std::make_shared<SpacePack>(*m_user);
    TileSpaces s = spaces;
    if (s.date.isEmpty())
        s.date = QDate::currentDate().toString(Qt::ISODate);
    pack->sides.insert(s.sideId, s);
    return save(pack, error);
}

bool SpaceLibrary::removeSide(const QString &sideId, QString *error)
{
    auto pack = std::make_shared<SpacePack>(*m_user);
    pack->sides.remove(sideId);
    return save(pack, error);
}

bool SpaceLibrary::setScan(const QString &sideId, const SpaceScan &scan, QString *error)
{
    auto pack = std::make_shared<SpacePack>(*m_user);
    if (scan.data.isEmpty())
        pack->scans.remove(sideId);
    else
        pack->scans.insert(sideId, scan);
    return save(pack, error);
}

bool SpaceLibrary::setInfo(const SpacePackInfo &info, QString *error)
{
    auto pack = std::make_shared<SpacePack>(*m_user);
    pack->info = info;
    return save(pack, error);
}

bool SpaceLibrary::replaceUserPack(const SpacePack &replacement, QString *error)
{
    return save(std::make_shared<SpacePack>(replacement), error);
}

void SpaceLibrary::rebuildSources()
{
    m_sources = SpaceSources();
    m_sources.add(m_user->info.name.isEmpty() ? userPackName() : m_user->info.name, m_user);
    m_sources.add(templatesPackName(), m_templates);
}

} // namespace Pacenotes
