// SPDX-License-Identifier: GPL-3.0-or-later
#include "savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace Pacenotes::SaveFile {

bool write(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("SaveFile", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace Pacenotes::SaveFile
