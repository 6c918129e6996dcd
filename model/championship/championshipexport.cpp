// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipexport.h"

#include "championshipstandings.h"
#include "championshiptr.h"
#include "records/recordscsv.h"

#include <algorithm>

namespace Pacenotes::ChampionshipExport {

using namespace Qt::StringLiterals;

namespace {

/// The table every export shows: header and one row per driver, as plain strings.
struct Table
{
    QStringList header;
    QList<QStringList> rows;
    QList<bool> numeric;             ///< per column: right-aligned
};

QString eventTitle(const Championship &season, int e)
{
    const QString &name = season.events[e].name;
    return name.isEmpty() ? ChampionshipTr::tr("Event %1").arg(e + 1) : name;
}

QString positionText(const StandingRow &r)
{
    return r.sharedPosition ? ChampionshipTr::tr("%1=", "a shared position").arg(r.position) : QString::number(r.position);
}

Table standingsTable(const Championship &season, const ChampionshipStandings &st)
{
    Table t;
    const bool teams = !season.teams.isEmpty();
    t.header << ChampionshipTr::tr("Pos") << ChampionshipTr::tr("Driver");
    t.numeric << true << false;
    if (teams) {
        t.header << ChampionshipTr::tr("Team");
        t.numeric << false;
    }
    for (int e = 0; e < season.events.size(); ++e) {
        t.header << eventTitle(season, e);
        t.numeric << true;
    }
    t.header << (st.scoring() == Scoring::Points ? ChampionshipTr::tr("Points") : ChampionshipTr::tr("Time")) << ChampionshipTr::tr("Gap");
    t.numeric << true << true;
    for (const StandingRow &r : st.rows()) {
        const ChampionshipDriver &d = season.drivers[r.driver];
        QStringList row{positionText(r), d.name.isEmpty() ? d.id : d.name};
        if (teams) {
            const int team = season.teamIndex(d.team);
            row << (team >= 0 ? season.teams[team].name : QString());
        }
        for (int e = 0; e < r.cells.size(); ++e)
            row << (st.events()[e].complete ? ChampionshipText::cellText(r.cells[e], st.scoring()) : QString());
        row << ChampionshipText::totalText(r, st.scoring()) << ChampionshipText::gapText(r.gap, st.scoring());
        t.rows << row;
    }
    return t;
}

QStringList startLines(const Championship &season, const ChampionshipStandings &st)
{
    QStringList out;
    const NextStart &n = st.nextStart();
    out << n.explanation;
    for (int i = 0; i < n.order.size(); ++i) {
        const int d = n.order[i].driver;
        const QString name = d >= 0 ? (season.drivers[d].name.isEmpty() ? season.drivers[d].id : season.drivers[d].name) : QString();
        out << ChampionshipTr::tr("%1. %2 — %3").arg(i + 1).arg(name, n.order[i].reason);
    }
    return out;
}

QString heading(const Championship &season, const ChampionshipStandings &st)
{
    const QString name = season.name.isEmpty() ? ChampionshipTr::tr("Championship") : season.name;
    return ChampionshipTr::tr("%1 — standings after %n event(s)", nullptr, st.completeEvents()).arg(name);
}

QString nextTitle(const ChampionshipStandings &st)
{
    return st.nextStart().kind == NextStart::Kind::NextStage ? ChampionshipTr::tr("Next stage: starting order")
                                                             : ChampionshipTr::tr("Next event: starting order");
}

QString mdEscape(QString s)
{
    s.replace(u'\\', u"\\\\"_s);
    s.replace(u'|', u"\\|"_s);
    s.replace(u'\n', u' ');
    return s;
}

} // namespace

QByteArray csv(const Championship &season, const ChampionshipStandings &st)
{
    const Table t = standingsTable(season, st);
    QString out;
    const auto line = [&out](const QStringList &cells, const QList<bool> &numeric) {
        QStringList quoted;
        for (int i = 0; i < cells.size(); ++i)
            quoted << RecordsCsv::cell(cells[i], !numeric.value(i));
        out += quoted.join(u',') + u"\r\n"_s;
    };
    line(t.header, {});
    for (const QStringList &r : t.rows)
        line(r, t.numeric);
    out += u"\r\n"_s;
    line({nextTitle(st), ChampionshipTr::tr("Driver"), ChampionshipTr::tr("Reason")}, {});
    const NextStart &n = st.nextStart();
    if (n.order.isEmpty())
        line({QString(), QString(), n.explanation}, {});
    for (int i = 0; i < n.order.size(); ++i) {
        const int d = n.order[i].driver;
        line({QString::number(i + 1), d >= 0 ? season.drivers[d].name : QString(), n.order[i].reason}, {true, false, false});
    }
    return QByteArray("\xEF\xBB\xBF") + out.toUtf8();
}

QString markdown(const Championship &season, const ChampionshipStandings &st)
{
    const Table t = standingsTable(season, st);
    QString out = u"### "_s + mdEscape(heading(season, st)) + u"\n\n"_s;
    QStringList head, rule;
    for (int i = 0; i < t.header.size(); ++i) {
        head << mdEscape(t.header[i]);
        rule << (t.numeric[i] ? u"---:"_s : u"---"_s);
    }
    out += u"| "_s + head.join(u" | "_s) + u" |\n| "_s + rule.join(u" | "_s) + u" |\n"_s;
    for (const QStringList &r : t.rows) {
        QStringList cells;
        for (const QString &c : r)
            cells << mdEscape(c);
        out += u"| "_s + cells.join(u" | "_s) + u" |\n"_s;
    }
    for (const QString &tie : st.ties())
        out += u"\n*"_s + mdEscape(tie) + u"*\n"_s;
    out += u"\n**"_s + mdEscape(nextTitle(st)) + u"**\n\n"_s;
    const QStringList start = startLines(season, st);
    out += start.constFirst() + u"\n\n"_s;
    for (int i = 1; i < start.size(); ++i)
        out += start[i] + u'\n';
    out += u"\n**"_s + mdEscape(ChampionshipTr::tr("Rules")) + u"**\n\n"_s;
    for (const QString &r : ChampionshipText::rulesSummary(season))
        out += u"- "_s + r + u'\n';
    for (const QString &n : st.notes())
        out += u"- "_s + n + u'\n';
    return out;
}

QString plainText(const Championship &season, const ChampionshipStandings &st)
{
    const Table t = standingsTable(season, st);
    QList<int> widths;
    for (int i = 0; i < t.header.size(); ++i) {
        int w = int(t.header[i].size());
        for (const QStringList &r : t.rows)
            w = std::max(w, int(r.value(i).size()));
        widths << w;
    }
    const auto line = [&](const QStringList &cells) {
        QStringList padded;
        for (int i = 0; i < cells.size(); ++i)
            padded << (t.numeric[i] ? cells[i].rightJustified(widths[i]) : cells[i].leftJustified(widths[i]));
        QString l = padded.join(u"  "_s);
        while (l.endsWith(u' '))
            l.chop(1);
        return l + u'\n';
    };
    const QString title = heading(season, st);
    QString out = title + u'\n' + QString(title.size(), u'=') + u"\n\n"_s;
    out += line(t.header);
    int total = 0;
    for (int w : std::as_const(widths))
        total += w + 2;
    out += QString(std::max(0, total - 2), u'-') + u'\n';
    for (const QStringList &r : t.rows)
        out += line(r);
    for (const QString &tie : st.ties())
        out += tie + u'\n';
    out += u'\n' + nextTitle(st) + u'\n';
    for (const QString &s : startLines(season, st))
        out += s + u'\n';
    out += u'\n' + ChampionshipTr::tr("Rules") + u'\n';
    for (const QString &r : ChampionshipText::rulesSummary(season))
        out += u"* "_s + r + u'\n';
    for (const QString &n : st.notes())
        out += u"* "_s + n + u'\n';
    return out;
}

} // namespace Pacenotes::ChampionshipExport
