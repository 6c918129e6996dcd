// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipeventsmodel.h"

#include "championship/championshipdocument.h"
#include "i18n/dates.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

ChampionshipEventsModel::ChampionshipEventsModel(ChampionshipDocument *doc, QObject *parent) : QAbstractTableModel(parent), m_doc(doc)
{
    rebuild();
    connect(doc, &ChampionshipDocument::changed, this, &ChampionshipEventsModel::rebuild);
    connect(doc, &QObject::destroyed, this, &ChampionshipEventsModel::rebuild);
}

void ChampionshipEventsModel::rebuild()
{
    beginResetModel();
    m_count = m_doc ? int(m_doc->season().events.size()) : 0;
    endResetModel();
}

int ChampionshipEventsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_count;
}

int ChampionshipEventsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ChampionshipEventsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return {};
    const Championship &season = m_doc->season();
    const ChampionshipEvent &e = season.events[index.row()];
    const EventClassification &ec = m_doc->standings().events()[index.row()];
    if (role == FromAppRole)
        return e.source.fromApp;
    if (role == Qt::ToolTipRole) {
        if (index.column() == SourceColumn && e.source.fromApp)
            return tr("Played in the app: the game “%1”").arg(e.source.sessionTitle);
        if (index.column() == StatusColumn && !ec.notes.isEmpty())
            return ec.notes.join(u'\n');
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NumberColumn: return index.row() + 1;
    case NameColumn: return e.name.isEmpty() ? tr("Event %1").arg(index.row() + 1) : e.name;
    case KindColumn:
        if (e.kind == EventKind::Rally)
            return tr("%1 (%2), %n stage(s)", nullptr, int(e.stages.size()))
                .arg(ChampionshipText::eventKindName(e.kind), ChampionshipText::gameName(e.game));
        return tr("%1 (%2)").arg(ChampionshipText::eventKindName(e.kind), ChampionshipText::gameName(e.game));
    case DateColumn: return e.date.isValid() ? Dates::mediumDate(e.date) : QString();
    case SourceColumn: return e.source.fromApp ? tr("Played in the app") : tr("Entered by hand");
    case StatusColumn:
        if (ec.complete)
            return tr("%n driver(s)", nullptr, int(e.entries.size()));
        return tr("In progress: %1 of %n stage(s) done", nullptr, int(e.stages.size())).arg(ec.completedStages);
    case WinnerColumn:
        if (ec.complete && !ec.lines.isEmpty() && ec.lines.first().driver >= 0) {
            QStringList winners;
            for (const EventLine &l : ec.lines)
                if (l.place == ec.lines.first().place && l.driver >= 0)
                    winners << season.drivers[l.driver].name;
            return winners.join(u", "_s);
        }
        return QString();
    }
    return {};
}

QVariant ChampionshipEventsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NumberColumn: return tr("#");
    case NameColumn: return tr("Event");
    case KindColumn: return tr("Kind");
    case DateColumn: return tr("Date");
    case SourceColumn: return tr("Source");
    case StatusColumn: return tr("Results");
    case WinnerColumn: return tr("Winner");
    }
    return {};
}

} // namespace Pacenotes
