// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelogmodel.h"

#include "game/gamesession.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameLogModel::GameLogModel(GameSession *session, QObject *parent) : QAbstractTableModel(parent), m_session(session)
{
    if (session) {
        connect(session, &GameSession::actionAppended, this, &GameLogModel::appended);
        connect(session, &GameSession::actionAboutToBeRemoved, this, &GameLogModel::aboutToRemove);
        connect(session, &GameSession::actionRemoved, this, &GameLogModel::removed);
        connect(session, &GameSession::logReset, this, &GameLogModel::reset);
    }
    reset();
}

int GameLogModel::linesOf(int action) const
{
    return 1 + int(m_session->log()[action].rulings.size());
}

void GameLogModel::reset()
{
    beginResetModel();
    m_firstRow.clear();
    m_rows = 0;
    if (m_session)
        for (int a = 0; a < m_session->log().size(); ++a) {
            m_firstRow.append(m_rows);
            m_rows += linesOf(a);
        }
    endResetModel();
}

void GameLogModel::appended(int action)
{
    if (action != m_firstRow.size()) {
        reset();
        return;
    }
    const int lines = linesOf(action);
    beginInsertRows({}, m_rows, m_rows + lines - 1);
    m_firstRow.append(m_rows);
    m_rows += lines;
    endInsertRows();
}

void GameLogModel::aboutToRemove(int action)
{
    if (action != m_firstRow.size() - 1)
        return; // removed() resets
    beginRemoveRows({}, m_firstRow[action], m_rows - 1);
}

void GameLogModel::removed(int action)
{
    if (action != m_firstRow.size() - 1) {
        reset();
        return;
    }
    m_rows = m_firstRow.takeLast();
    endRemoveRows();
}

int GameLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int GameLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_session)
        return {};
    const auto it = std::upper_bound(m_firstRow.begin(), m_firstRow.end(), index.row());
    const int action = int(it - m_firstRow.begin()) - 1;
    if (action < 0 || action >= m_session->log().size())
        return {};
    const GameAction &a = m_session->log()[action];
    const int line = index.row() - m_firstRow[action];
    const bool headline = line == 0;
    const Ruling *r = headline ? nullptr : &a.rulings[line - 1];
    const bool dirt = m_session->game() == Game::Dirt;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RoundColumn:
            if (!headline)
                return {};
            if (a.round == 0)
                return QString();
            return dirt ? tr("SS%1 R%2").arg(a.stage + 1).arg(a.round) : QString::number(a.round);
        case CarColumn: return headline && a.car >= 0 ? m_session->playerName(a.car) : QString();
        case RuleColumn: return headline ? QString() : r->code();
        case MessageColumn: return headline ? a.headline : r->message;
        case ReferenceColumn: return headline ? QString() : r->reference();
        }
        return {};
    case Qt::ToolTipRole: return headline ? a.headline : r->reference();
    case Qt::DecorationRole:
        return headline && a.car >= 0 && index.column() == CarColumn ? QVariant(m_session->setup().players[a.car].colour) : QVariant();
    case ActionRole: return action;
    case PlayerRole: return a.car;
    case KindRole: return headline ? u"action"_s : enumId(r->kind);
    case RuleRole: return headline ? actionTypeId(a.type()) : r->code();
    case StageRole: return a.stage + 1;
    case RoundRole: return a.round;
    case IsHeadlineRole: return headline;
    default: return {};
    }
}

QVariant GameLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RoundColumn: return tr("Round");
    case CarColumn: return tr("Car");
    case RuleColumn: return tr("Rule");
    case MessageColumn: return tr("What happened");
    case ReferenceColumn: return tr("Rulebook");
    }
    return {};
}

// --- GameLogFilterProxy ------------------------------------------------------------------

GameLogFilterProxy::GameLogFilterProxy(QObject *parent) : QSortFilterProxyModel(parent) {}

void GameLogFilterProxy::setCar(int car)
{
    if (m_car == car)
        return;
    m_car = car;
    invalidateFilter();
}

void GameLogFilterProxy::setShowGeneral(bool show)
{
    if (m_general == show)
        return;
    m_general = show;
    invalidateFilter();
}

void GameLogFilterProxy::setShowNotes(bool show)
{
    if (m_notes == show)
        return;
    m_notes = show;
    invalidateFilter();
}

bool GameLogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_notes && i.data(GameLogModel::KindRole).toString() == "note"_L1)
        return false;
    if (m_car < 0)
        return true;
    const int car = i.data(GameLogModel::PlayerRole).toInt();
    return car == m_car || (car < 0 && m_general);
}

} // namespace Pacenotes
