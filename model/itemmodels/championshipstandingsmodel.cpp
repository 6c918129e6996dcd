// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipstandingsmodel.h"

#include "championship/championshipdocument.h"
#include "rules/solotiming.h"

#include <QFont>

namespace Pacenotes {

ChampionshipStandingsModel::ChampionshipStandingsModel(ChampionshipDocument *doc, QObject *parent)
    : QAbstractTableModel(parent), m_doc(doc)
{
    rebuild();
    connect(doc, &ChampionshipDocument::changed, this, &ChampionshipStandingsModel::rebuild);
    connect(doc, &QObject::destroyed, this, &ChampionshipStandingsModel::rebuild);
}

void ChampionshipStandingsModel::rebuild()
{
    beginResetModel();
    m_rows = m_doc ? m_doc->standings().rows() : QList<StandingRow>{};
    m_events = m_doc ? int(m_doc->season().events.size()) : 0;
    m_teams = m_doc && !m_doc->season().teams.isEmpty();
    endResetModel();
}

int ChampionshipStandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ChampionshipStandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : gapColumn() + 1;
}

QVariant ChampionshipStandingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return {};
    const StandingRow &r = m_rows[index.row()];
    const Championship &season = m_doc->season();
    const ChampionshipStandings &st = m_doc->standings();
    const Scoring scoring = st.scoring();
    const int c = index.column();
    const ChampionshipDriver &driver = season.drivers[r.driver];
    const int event = c >= firstEventColumn() && c < totalColumn() ? c - firstEventColumn() : -1;
    const bool eventComplete = event >= 0 && st.events().value(event).complete;

    if (role == DriverIndexRole)
        return r.driver;
    if (role == Qt::TextAlignmentRole)
        return int((c == driverColumn() || c == teamColumn() ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    if (role == SortRole) {
        // Numbers, so that sorting any column is by value; what was not driven sorts last.
        if (c == positionColumn())
            return r.position;
        if (c == driverColumn())
            return driver.name.isEmpty() ? driver.id : driver.name;
        if (c == teamColumn())
            return driver.team;
        if (event >= 0) {
            const StandingCell &cell = r.cells[event];
            if (!cell.drove || !eventComplete)
                return scoring == Scoring::Points ? -1.0 : 1e12;
            return scoring == Scoring::Points ? double(cell.score) : double(cell.time.value_or(0));
        }
        if (c == totalColumn())
            return scoring == Scoring::Points ? double(r.points) : (r.time ? double(*r.time) + 1e9 * r.missed : 1e12);
        return r.position;
    }
    if (role == Qt::ToolTipRole) {
        if (c == positionColumn() || c == driverColumn() || c == totalColumn())
            return r.tieNote.isEmpty() ? QVariant() : QVariant(r.tieNote);
        if (event >= 0 && eventComplete && r.cells[event].drove) {
            const EventLine *line = st.events()[event].lineOf(r.driver);
            QStringList tip;
            if (line && line->place)
                tip << tr("Place %1").arg(*line->place);
            if (line && line->time)
                tip << tr("Time %1").arg(RaceTime::format(*line->time));
            if (line && line->powerStage)
                tip << tr("Power Stage bonus %1").arg(line->powerStage);
            if (line && line->bonus)
                tip << (line->bonusReason.isEmpty() ? tr("Bonus %1").arg(line->bonus) : tr("Bonus %1: %2").arg(line->bonus).arg(line->bonusReason));
            if (line && !line->note.isEmpty())
                tip << line->note;
            if (r.cells[event].dropped)
                tip << tr("Dropped: only the best %n result(s) count", nullptr, season.rules.countBest);
            return tip.join(u'\n');
        }
        return {};
    }
    if (role == Qt::FontRole && c == totalColumn()) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role != Qt::DisplayRole)
        return {};
    if (c == positionColumn())
        return r.sharedPosition ? tr("%1=", "a shared position").arg(r.position) : QString::number(r.position);
    if (c == driverColumn())
        return driver.name.isEmpty() ? driver.id : driver.name;
    if (c == teamColumn()) {
        const int team = season.teamIndex(driver.team);
        return team >= 0 ? season.teams[team].name : QString();
    }
    if (event >= 0)
        return eventComplete ? ChampionshipText::cellText(r.cells[event], scoring) : QString();
    if (c == totalColumn())
        return ChampionshipText::totalText(r, scoring);
    if (c == gapColumn())
        return ChampionshipText::gapText(r.gap, scoring);
    return {};
}

QVariant ChampionshipStandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || !m_doc || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const int event = section >= firstEventColumn() && section < totalColumn() ? section - firstEventColumn() : -1;
    if (role == Qt::ToolTipRole && event >= 0) {
        const ChampionshipEvent &e = m_doc->season().events[event];
        return tr("%1 · %2%3").arg(ChampionshipText::eventKindName(e.kind), e.source.fromApp ? tr("played in the app") : tr("entered"),
                                   m_doc->standings().events().value(event).complete ? QString() : tr(" · in progress"));
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == positionColumn())
        return tr("Pos");
    if (section == driverColumn())
        return tr("Driver");
    if (section == teamColumn())
        return tr("Team");
    if (event >= 0) {
        const QString &name = m_doc->season().events[event].name;
        return name.isEmpty() ? tr("Event %1").arg(event + 1) : name;
    }
    if (section == totalColumn())
        return m_doc->season().rules.scoring == Scoring::Points ? tr("Points") : tr("Time");
    if (section == gapColumn())
        return tr("Gap");
    return {};
}

} // namespace Pacenotes
