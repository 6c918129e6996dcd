// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageresultsmodel.h"

#include "game/gamerecords.h"
#include "game/gamesession.h"
#include "rules/rulebook.h"
#include "rules/solotiming.h"

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

StageResultsModel::StageResultsModel(GameSession *session, QObject *parent) : QAbstractTableModel(parent), m_session(session)
{
    if (session) {
        connect(session, &GameSession::stateChanged, this, &StageResultsModel::rebuild);
        connect(session, &GameSession::logReset, this, &StageResultsModel::rebuild);
    }
    rebuild();
}

QString StageResultsModel::stageTimeText(const RallyStandings::Cell &cell)
{
    if (cell.retired)
        return cell.stageTime ? tr("RET %1").arg(RaceTime::format(*cell.stageTime)) : tr("RET");
    return cell.stageTime ? RaceTime::format(*cell.stageTime) : tr("—");
}

void StageResultsModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_places.clear();
    m_stage = -1;
    m_standings = RallyStandings();
    if (m_session && m_session->game() == Game::Dirt) {
        const GameSetup &setup = m_session->setup();
        const GameState &state = m_session->state();
        m_standings = RallyStandings::compute(GameRecords::rallySoFar(setup, state));
        // The stage with results: the one just driven once it is over, else the one before.
        for (const CarGame &c : state.cars)
            m_stage = qMax(m_stage, int(c.stages.size()) - 1);
        m_stage = qMin(m_stage, m_standings.stageCount() - 1);
        if (m_stage >= 0) {
            for (int p = 0; p < m_standings.playerCount(); ++p)
                m_rows.append(p);
            const int stage = m_stage;
            const auto seconds = [&](int p) { return m_standings.cell(p, stage).stageTime; };
            // Fastest first; unknown times last; equal times keep the start order of the stage.
            std::stable_sort(m_rows.begin(), m_rows.end(), [&](int a, int b) {
                const std::optional<int> ta = seconds(a), tb = seconds(b);
                if (ta.has_value() != tb.has_value())
                    return ta.has_value();
                return ta && *ta < *tb;
            });
            for (int k = 0; k < m_rows.size(); ++k) {
                const std::optional<int> t = seconds(m_rows[k]);
                m_places.append(k > 0 && t && t == seconds(m_rows[k - 1]) ? m_places[k - 1] : k + 1);
            }
        }
    }
    endResetModel();
}

QString StageResultsModel::title() const
{
    if (!m_session || m_stage < 0)
        return {};
    const StageSetup s = m_session->setup().stages.value(m_stage);
    const QString name = !s.title.isEmpty() ? s.title : s.track.title;
    return name.isEmpty() ? tr("Stage %1: classification").arg(m_stage + 1)
                          : tr("Stage %1 (%2): classification").arg(m_stage + 1).arg(name);
}

bool StageResultsModel::showsTotals() const
{
    return m_session && m_session->setup().stageCount() > 1;
}

int StageResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StageResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StageResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_session)
        return {};
    const int player = m_rows[index.row()];
    const RallyStandings::Cell &c = m_standings.cell(player, m_stage);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PlaceColumn: return c.stageTime ? QString::number(m_places[index.row()]) : QString();
        case PlayerColumn: return m_session->playerName(player);
        case StageTimeColumn: return stageTimeText(c);
        case OverallColumn: return c.overall ? RaceTime::format(*c.overall) : tr("—");
        case PositionColumn: return c.position ? QString::number(*c.position) : QString();
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == StageTimeColumn && c.retired)
            return tr("Retired: the slowest finishing time of the stage plus 1:00 (%1).")
                .arg(RuleBook::referenceText(Rule::Retirement, Game::Dirt));
        if (index.column() == StageTimeColumn && c.penaltySeconds > 0)
            return tr("With %1 of checkpoint penalty.").arg(RaceTime::format(c.penaltySeconds));
        if (index.column() == PositionColumn && c.position && !m_standings.positionsFinal(m_stage))
            return tr("Provisional: not every time is known yet.");
        return {};
    case Qt::DecorationRole:
        return index.column() == PlayerColumn ? QVariant(m_session->setup().players.value(player).colour) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == PlayerColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case PlayerRole: return player;
    case ColourRole: return m_session->setup().players.value(player).colour;
    case SecondsRole: return c.stageTime ? QVariant(*c.stageTime) : QVariant();
    case OverallRole: return c.overall ? QVariant(*c.overall) : QVariant();
    case RetiredRole: return c.retired;
    default: return {};
    }
}

QVariant StageResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PlaceColumn: return tr("Place");
    case PlayerColumn: return tr("Player");
    case StageTimeColumn: return tr("Stage time");
    case OverallColumn: return tr("Overall");
    case PositionColumn: return tr("Position");
    }
    return {};
}

} // namespace Pacenotes
