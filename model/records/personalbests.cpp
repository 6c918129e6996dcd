// SPDX-License-Identifier: GPL-3.0-or-later
#include "personalbests.h"

#include "rules/solotiming.h"

#include <QHash>

#include <algorithm>
#include <tuple>

namespace Pacenotes::PersonalBests {

using namespace Qt::StringLiterals;

namespace {
QString key(const SoloLap &lap)
{
    return lap.header.driver.trimmed().toCaseFolded() + u'\x1f' + lap.header.track.trimmed().toCaseFolded() + u'\x1f'
        + SoloLapOptions::key(lap.header.category) + u'\x1f' + SoloLapOptions::key(lap.header.tyres);
}

bool setEarlier(const SoloLap &a, const SoloLap &b)
{
    // An undated lap counts as later than a dated one.
    const QDate da = a.header.date.isValid() ? a.header.date : QDate(9999, 12, 31);
    const QDate db = b.header.date.isValid() ? b.header.date : QDate(9999, 12, 31);
    return std::tie(da, a.id) < std::tie(db, b.id);
}
} // namespace

QList<PersonalBest> compute(const QList<SoloLap> &laps, const SoloTiming &timing)
{
    QHash<QString, qsizetype> index;
    QList<PersonalBest> bests;
    QList<const SoloLap *> holder;
    for (const SoloLap &lap : laps) {
        if (!lap.finished)
            continue;
        const QString k = key(lap);
        const int time = lap.finalTime(timing);
        auto it = index.find(k);
        if (it == index.end()) {
            index.insert(k, bests.size());
            bests.append({lap.header.driver.trimmed(), lap.header.track.trimmed(), lap.header.category,
                          lap.header.tyres, lap.id, time, lap.header.date, 1});
            holder.append(&lap);
            continue;
        }
        PersonalBest &b = bests[*it];
        ++b.laps;
        if (time < b.finalTime || (time == b.finalTime && setEarlier(lap, *holder[*it]))) {
            b.lapId = lap.id;
            b.finalTime = time;
            b.date = lap.header.date;
            holder[*it] = &lap;
        }
    }
    std::sort(bests.begin(), bests.end(), [](const PersonalBest &a, const PersonalBest &b) {
        const int t = QString::localeAwareCompare(a.track, b.track);
        if (t != 0)
            return t < 0;
        const int d = QString::localeAwareCompare(a.driver, b.driver);
        if (d != 0)
            return d < 0;
        return std::tie(a.category, a.tyres) < std::tie(b.category, b.tyres);
    });
    return bests;
}

QSet<qint64> holders(const QList<PersonalBest> &bests)
{
    QSet<qint64> ids;
    for (const PersonalBest &b : bests)
        ids.insert(b.lapId);
    return ids;
}

} // namespace Pacenotes::PersonalBests
