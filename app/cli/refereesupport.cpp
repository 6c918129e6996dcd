// SPDX-License-Identifier: GPL-3.0-or-later
#include "refereesupport.h"

#include "cli.h"
#include "game/dataoverrides.h"
#include "rules/json/jsonscope.h"
#include "catalog/tilecatalog.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacerequest.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace Pacenotes::Cli {

using namespace Qt::StringLiterals;


std::optional<QByteArray> readInput(const QString &path, QString *error)
{
    QFile f;
    const bool stdinput = path == u"-";
    const bool opened = stdinput ? f.open(stdin, QIODevice::ReadOnly) : (f.setFileName(path), f.open(QIODevice::ReadOnly));
    if (!opened) {
        *error = QCoreApplication::translate("Cli", "%1: cannot be read (%2)").arg(path, f.errorString());
        return std::nullopt;
    }
    // A pipe hands its data over in pieces (64 KiB at a time on Linux): read until the end, or
    // until the request is known to be too large.
    QByteArray data;
    while (data.size() <= kMaxRequestSize) {
        const QByteArray piece = f.read(kMaxRequestSize + 1 - data.size());
        if (piece.isEmpty())
            break;
        data += piece;
    }
    if (data.size() > kMaxRequestSize) {
        *error = QCoreApplication::translate("Cli", "%1: %2").arg(path, JsonText::tooLarge());
        return std::nullopt;
    }
    return data;
}

void addOverridesOption(QCommandLineParser &parser)
{
    parser.addOption({u"overrides"_s,
                      QCoreApplication::translate("Cli", "Your corrections to the game data (default: %1, if it exists).")
                          .arg(DataOverrides::defaultPath()),
                      u"FILE"_s});
}

RulesData rulesData(const QCommandLineParser &parser)
{
    const QString path = parser.isSet(u"overrides"_s) ? parser.value(u"overrides"_s) : DataOverrides::defaultPath();
    QString error;
    const std::optional<DataOverrides> overrides = DataOverrides::load(path, &error);
    if (!overrides) {
        err() << u"pacenotes: "_s << error << u" — "_s
              << QCoreApplication::translate("Cli", "using the built-in data.") << Qt::endl;
        return RulesData::builtin();
    }
    return overrides->applied();
}

void printJson(const QJsonObject &object)
{
    out() << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

std::optional<TrackRequestInput> trackRequest(const QByteArray &json, const QString &file)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject() || !SpaceRequest::drivesOnTrack(doc.object()))
        return std::nullopt;
    SpaceLibrary library(TileCatalog::builtin());
    library.load(SpaceLibrary::defaultPath(), true);
    if (!library.loadMessage().isEmpty())
        err() << library.loadMessage() << Qt::endl;
    return TrackRequestInput{doc.object(), library.sources(),
                             file == "-"_L1 ? QDir::currentPath() : QFileInfo(file).absolutePath()};
}

} // namespace Pacenotes::Cli
