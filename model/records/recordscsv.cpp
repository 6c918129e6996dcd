// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordscsv.h"

#include "rallystandings.h"
#include "rules/solotiming.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace Pacenotes::RecordsCsv {

using namespace Qt::StringLiterals;

namespace {
QString tr(const char *s)
{
    return QCoreApplication::translate("RecordsCsv", s);
}

QString row(const QStringList &cells)
{
    return cells.join(u',') + u"\r\n"_s;
}

QString number(std::optional<int> v)
{
    return v ? QString::number(*v) : QString();
}

QString time(std::optional<int> v)
{
    return v ? RaceTime::format(*v) : QString();
}

QString date(const QDate &d)
{
    return d.isValid() ? d.toString(Qt::ISODate) : QString();
}

QString yesNo(bool v)
{
    return v ? tr("yes") : tr("no");
}

QByteArray finish(const QString &text)
{
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}
} // namespace

QString cell(const QString &text, bool isText)
{
    QString t = text;
    if (isText && !t.isEmpty() && QStringView(u"=+-@\t\r").contains(t.front()))
        t.prepend(u'\'');
    if (t.contains(u',') || t.contains(u'"') || t.contains(u'\n') || t.contains(u'\r')) {
        t.replace(u"\""_s, u"\"\""_s);
        t = u'"' + t + u'"';
    }
    return t;
}

QByteArray laps(const QList<SoloLap> &laps, const SoloTiming &timing)
{
    QString out = row({cell(tr("Lap")), cell(tr("Date")), cell(tr("Track")), cell(tr("Driver")),
                       cell(tr("Car category")), cell(tr("Tires")), cell(tr("Weather")), cell(tr("Finished")),
                       cell(tr("Turns")), cell(tr("Track time")), cell(tr("Track time (s)")),
                       cell(tr("Focus tokens")), cell(tr("Final time")), cell(tr("Final time (s)")),
                       cell(tr("End gears")), cell(tr("Notes"))});
    for (const SoloLap &lap : laps) {
        QStringList gears;
        for (const SoloTurn &t : lap.turns)
            gears << t.endGear.text() + (lap.header.weather == LapWeather::Random && t.weather != TurnWeather::None
                                             ? SoloLapOptions::boxMark(t.weather)
                                             : QString());
        const int track = lap.trackTime(timing);
        const int final = lap.finalTime(timing);
        out += row({QString::number(lap.id), date(lap.header.date), cell(lap.header.track), cell(lap.header.driver),
                    cell(SoloLapOptions::name(lap.header.category)), cell(SoloLapOptions::name(lap.header.tyres)),
                    cell(SoloLapOptions::name(lap.header.weather)), cell(yesNo(lap.finished)),
                    QString::number(lap.turns.size()), time(track), number(track), QString::number(lap.focusTokens),
                    time(final), number(final), cell(gears.join(u' '), false), cell(lap.notes)});
    }
    return finish(out);
}

QByteArray rallies(const QList<Rally> &rallies)
{
    QString out = row({cell(tr("Rally")), cell(tr("Name")), cell(tr("Date")), cell(tr("Stage")),
                       cell(tr("Stage name")), cell(tr("Assistance")), cell(tr("Player")), cell(tr("Time")),
                       cell(tr("Retired")), cell(tr("Penalty tokens")), cell(tr("Stage time")),
                       cell(tr("Stage time (s)")), cell(tr("Overall time")), cell(tr("Overall time (s)")),
                       cell(tr("Position")), cell(tr("Damage")), cell(tr("Spare tire"))});
    for (const Rally &r : rallies) {
        const RallyStandings st = RallyStandings::compute(r);
        for (int s = 0; s < r.stages.size(); ++s) {
            for (int p = 0; p < r.players.size(); ++p) {
                const StageResult &res = r.result(p, s);
                const RallyStandings::Cell &c = st.cell(p, s);
                const QString spare = res.spareTire ? yesNo(*res.spareTire) : QString();
                out += row({QString::number(r.id), cell(r.name), date(r.date), QString::number(s + 1),
                            cell(r.stages[s].name), cell(yesNo(r.stages[s].assistance)), cell(r.players[p].name),
                            time(res.time), cell(yesNo(res.retired)), QString::number(res.penaltyTokens),
                            time(c.stageTime), number(c.stageTime), time(c.overall), number(c.overall),
                            number(c.position), cell(c.repaired ? QString() : res.damage.text(), false),
                            cell(spare)});
            }
        }
    }
    return finish(out);
}

bool write(const QString &path, const QByteArray &csv, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(csv) != csv.size() || !f.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    return true;
}

} // namespace Pacenotes::RecordsCsv
