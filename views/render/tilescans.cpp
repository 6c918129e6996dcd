// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilescans.h"

#include "catalog/tileid.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

void TileScans::setFolder(const QString &folder)
{
    m_folder = folder;
    m_variants.clear();
    m_chosen.clear();
    m_cache.clear();
    if (folder.isEmpty())
        return;
    QStringList filters;
    for (const QByteArray &format : QImageReader::supportedImageFormats())
        filters << u"*."_s + QString::fromLatin1(format);
    const QFileInfoList files = QDir(folder).entryInfoList(filters, QDir::Files | QDir::Readable, QDir::Name);
    for (const QFileInfo &fi : files) {
        QString name = fi.completeBaseName();
        if (name.startsWith("tile-"_L1, Qt::CaseInsensitive)) // Rekee's tile pictures
            name = name.mid(5);
        const auto id = TileId::parse(name);
        if (!id)
            continue;
        // In name order: "103b" before "103b-2"; the first stands for the side unless another is chosen.
        m_variants[id->sideId()].append(fi.absoluteFilePath());
    }
}

void TileScans::choose(const QString &sideId, int index)
{
    m_chosen.insert(sideId, std::clamp(index, 0, std::max(0, int(m_variants.value(sideId).size()) - 1)));
    m_cache.remove(sideId);
}

void TileScans::setPictures(const QHash<QString, QImage> &pictures)
{
    m_pictures = pictures;
    m_cache.clear();
}

QImage TileScans::image(const QString &sideId) const
{
    const auto it = m_cache.constFind(sideId);
    if (it != m_cache.cend())
        return *it;
    QImage img;
    if (const QString path = m_variants.value(sideId).value(chosen(sideId)); !path.isEmpty()) {
        QImageReader reader(path);
        reader.setAutoTransform(true);
        // A scan needs no more than a few hundred pixels per tile; refuse absurd images.
        if (reader.size().isValid() && reader.size().width() <= 8000 && reader.size().height() <= 8000)
            img = reader.read();
    }
    if (img.isNull())
        img = m_pictures.value(sideId);
    m_cache.insert(sideId, img);
    return img;
}

bool TileScans::isFlatTopped(const QImage &image)
{
    return image.width() > image.height() * 1.05;
}

} // namespace Pacenotes
