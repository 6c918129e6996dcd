// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship.h"

#include <QList>
#include <QString>

namespace Pacenotes {

/// One thing wrong with a season, at the path of the JSON field that holds it
/// ("events[2].results[1].place"), so the command line, the dialogs and the store say the same.
struct SeasonProblem
{
    QString path;
    QString message;                 ///< translated
    bool warning = false;            ///< kept, but said (a points table that is not decreasing)
    QString text() const { return path.isEmpty() ? message : path + QStringLiteral(": ") + message; }
};
using SeasonProblems = QList<SeasonProblem>;

/**
 * The checks of a season, shared by the JSON reader, the document's intents, the dialogs and the
 * store's reader: unknown drivers, two drivers in one place, places beyond the field, negative or
 * impossible times, events of another game than the season's, rules that contradict each other.
 * Errors stop a change (nothing is saved half-way); warnings are said and kept.
 */
namespace ChampionshipCheck {
SeasonProblems rulesProblems(const SeasonRules &rules, const QString &path = QStringLiteral("rules"));
SeasonProblems driverProblems(const Championship &season);
/// `event` as the season's event at `path` ("events[3]"); `season` gives the drivers and rules.
SeasonProblems eventProblems(const Championship &season, const ChampionshipEvent &event, const QString &path);
SeasonProblems problems(const Championship &season);

bool hasErrors(const SeasonProblems &problems);
/// The first error as "path: message", or empty.
QString firstError(const SeasonProblems &problems);
SeasonProblems warnings(const SeasonProblems &problems);
} // namespace ChampionshipCheck

} // namespace Pacenotes
