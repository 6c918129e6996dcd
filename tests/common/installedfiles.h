// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What `cmake --install` and the Debian package put under the prefix (desktop/CMakeLists.txt,
// cmake/packaging.cmake): the install and package tests compare against this one list.

#include <QStringList>

namespace Pacenotes::Test {

inline QList<int> iconSizes()
{
    return {16, 22, 24, 32, 48, 64, 128, 256};
}

inline QStringList installedFiles()
{
    const QString id = QStringLiteral("org.pacenotes.Pacenotes");
    QStringList files = {
        QStringLiteral("bin/pacenotes"),
        QStringLiteral("share/applications/%1.desktop").arg(id),
        QStringLiteral("share/bash-completion/completions/pacenotes"),
        QStringLiteral("share/doc/pacenotes/changelog.gz"),
        QStringLiteral("share/doc/pacenotes/copyright"),
        QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(id),
        QStringLiteral("share/icons/hicolor/scalable/mimetypes/application-x-pacenotes.svg"),
        QStringLiteral("share/man/man1/pacenotes.1.gz"),
        QStringLiteral("share/man/ru/man1/pacenotes.1.gz"),
        QStringLiteral("share/metainfo/%1.metainfo.xml").arg(id),
        QStringLiteral("share/mime/packages/%1.xml").arg(id),
    };
    for (int size : iconSizes())
        files << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(id);
    files.sort();
    return files;
}

} // namespace Pacenotes::Test
