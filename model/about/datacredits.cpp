// SPDX-License-Identifier: GPL-3.0-or-later
#include "datacredits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Pacenotes {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DataCredits)
};

/// Data files are small; anything larger is not ours and is not read.
constexpr qint64 kMaxDataFile = 8 * 1024 * 1024;

/// A file's sources: a "sources" object (id → text), a "sources" array or a "source" text.
QStringList sourcesOf(const QJsonObject &root)
{
    QStringList out;
    const QJsonValue sources = root.value("sources"_L1);
    if (sources.isObject()) {
        const QJsonObject o = sources.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.value().isString())
                out << it.value().toString();
    } else if (sources.isArray()) {
        for (const QJsonValue &v : sources.toArray())
            if (v.isString())
                out << v.toString();
    }
    const QJsonValue source = root.value("source"_L1);
    if (source.isString() && !source.toString().trimmed().isEmpty())
        out << source.toString();
    out.removeDuplicates();
    return out;
}

} // namespace

QString DataCredits::topic(const QString &fileName)
{
    static const struct
    {
        const char *file;
        const char *topic;
    } topics[] = {
        {"tiles.json", QT_TRANSLATE_NOOP("DataCredits", "Tile facts")},
        {"dice-hazards.json", QT_TRANSLATE_NOOP("DataCredits", "Hazard faces of the dice")},
        {"gt-dashboards.json", QT_TRANSLATE_NOOP("DataCredits", "GT dashboards")},
        {"dirt-dashboards.json", QT_TRANSLATE_NOOP("DataCredits", "DIRT dashboards")},
        {"gt-loss-of-control.json", QT_TRANSLATE_NOOP("DataCredits", "GT Loss of Control table")},
        {"gt-damage-bag.json", QT_TRANSLATE_NOOP("DataCredits", "GT Damage tokens")},
        {"dirt-damage-bag.json", QT_TRANSLATE_NOOP("DataCredits", "DIRT Damage tokens")},
        {"dirt-time-cards.json", QT_TRANSLATE_NOOP("DataCredits", "DIRT Time cards")},
        {"gt-solo-timing.json", QT_TRANSLATE_NOOP("DataCredits", "GT solo timing")},
        {"game-data-checks.json", QT_TRANSLATE_NOOP("DataCredits", "Box contents checked by the game-data editor")},
        {"dirt-stage-scoring.json", QT_TRANSLATE_NOOP("DataCredits", "DIRT stage times: retirement and checkpoint penalties")},
        {"championship-scoring.json", QT_TRANSLATE_NOOP("DataCredits", "Championship points tables and Auto Tour seconds")},
    };
    for (const auto &t : topics)
        if (fileName == QLatin1StringView(t.file))
            return QCoreApplication::translate("DataCredits", t.topic);
    return fileName;
}

QList<DataCredit> DataCredits::collect(const QStringList &folders)
{
    QList<DataCredit> credits;
    for (const QString &folder : folders) {
        const bool tracks = folder.endsWith("tracks"_L1);
        QStringList trackSources;
        const QStringList names = QDir(folder).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        for (const QString &name : names) {
            QFile file(folder + u'/' + name);
            if (file.size() > kMaxDataFile || !file.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
            const QStringList sources = sourcesOf(root);
            if (tracks) {
                // one entry for all ready-made tracks: they share a handful of sources
                for (const QString &s : sources)
                    if (!trackSources.contains(s))
                        trackSources << s;
                continue;
            }
            credits << DataCredit{topic(name), file.fileName(), sources};
        }
        if (tracks && !names.isEmpty())
            credits << DataCredit{Tr::tr("Ready-made tracks"), folder, trackSources};
    }
    return credits;
}

} // namespace Pacenotes
