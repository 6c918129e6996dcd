// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Pacenotes {

/// Where one part of the shipped data comes from: a topic ("Tile facts") and its sources, as the
/// data file itself names them.
struct DataCredit
{
    QString topic;        ///< translated
    QString file;         ///< the resource it was read from, e.g. ":/rules/gt-dashboards.json"
    QStringList sources;  ///< the file's own source texts (untranslated: titles, names, addresses)
    bool operator==(const DataCredit &) const = default;
};

/**
 * The credits for every outside fact the app uses, read from the data files themselves (the
 * tile catalog, the rules data and the bundled tracks each name their sources), so that the
 * About dialog can never forget a source a data file lists.
 */
namespace DataCredits {
/// Every data file under the given resource folders, in a stable order; a file without sources
/// is still listed (with none), so a missing credit shows.
QList<DataCredit> collect(const QStringList &folders = {QStringLiteral(":/catalog"), QStringLiteral(":/rules"),
                                                        QStringLiteral(":/tracks")});
/// The translated topic of a data file, by its name ("gt-dashboards.json" → "GT dashboards").
QString topic(const QString &fileName);
} // namespace DataCredits

} // namespace Pacenotes
