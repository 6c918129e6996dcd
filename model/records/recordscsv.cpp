// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordscsv.h"
#include "io/savefile.h"

#include "rallystandings.h"
#include "rules/solotiming.h"

#include <QCoreApplication>
#include <QDir>

namespace Pacenotes::RecordsCsv {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RecordsCsv)
};

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
    return v ? Tr::tr("yes") : Tr::tr("no");
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
    QString out = row({cell(Tr::tr("Lap")), cell(Tr::tr("Date")), cell(Tr::tr("Track")), cell(Tr::tr("Driver")),
                       cell(Tr::tr("Car category")), cell(Tr::tr("Tyres")), cell(Tr::tr("Weather")), cell(Tr::tr("Finished")),
                       cell(Tr::tr("Turns")), cell(Tr::tr("Track time")), cell(Tr::tr("Track time (s)")),
                       cell(Tr::tr("Focus tokens")), cell(Tr::tr("Final time")), cell(Tr::tr("Final time (s)")),
                       cell(Tr::tr("End gears")), cell(Tr::tr("Notes"))});
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
    QString out = row({cell(Tr::tr("Rally")), cell(Tr::tr("Name")), cell(Tr::tr("Date")), cell(Tr::tr("Stage")),
                       cell(Tr::tr("Stage name")), cell(Tr::tr("Assistance")), cell(Tr::tr("Player")), cell(Tr::tr("Time")),
                       cell(Tr::tr("Retired")), cell(Tr::tr("Penalty tokens")), cell(Tr::tr("Stage time")),
                       cell(Tr::tr("Stage time (s)")), cell(Tr::tr("Overall time")), cell(Tr::tr("Overall time (s)")),
                       cell(Tr::tr("Position")), cell(Tr::tr("Damage")), cell(Tr::tr("Spare tyre"))});
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
    return SaveFile::write(path, csv, error);
}

} // namespace Pacenotes::RecordsCsv
