// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionlistmodel.h"

#include "game/gamelogcsv.h"
#include "game/gamelogjson.h"
#include "game/gamesession.h"
#include "records/recordscsv.h"

#include <QJsonDocument>
#include <QLocale>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SessionListModel::SessionListModel(GameStore *store, QObject *parent) : QAbstractTableModel(parent), m_store(store)
{
    if (store)
        connect(store, &GameStore::sessionsChanged, this, &SessionListModel::refresh);
    refresh();
}

void SessionListModel::refresh()
{
    beginResetModel();
    m_sessions.clear();
    m_error.clear();
    if (m_store) {
        const std::optional<QList<SessionInfo>> list = m_store->sessions(&m_error);
        if (list)
            m_sessions = *list;
    }
    endResetModel();
}

int SessionListModel::resumableRow() const
{
    for (int i = 0; i < m_sessions.size(); ++i)
        if (m_sessions[i].status == SessionInfo::Status::InProgress)
            return i;
    return -1;
}

std::unique_ptr<GameSession> SessionListModel::resume(int row, QString *problem, QObject *parent) const
{
    if (!m_store || row < 0 || row >= m_sessions.size()) {
        if (problem)
            *problem = tr("There is no such game.");
        return nullptr;
    }
    return GameSession::resume(m_store, m_sessions[row].id, problem, parent);
}

bool SessionListModel::remove(int row, QString *error)
{
    if (!m_store || row < 0 || row >= m_sessions.size()) {
        if (error)
            *error = tr("There is no such game.");
        return false;
    }
    return m_store->remove(m_sessions[row].id, error);
}

bool SessionListModel::exportJson(int row, const QString &path, QString *error) const
{
    QString problem;
    // Export without saving anything: the resumed copy is discarded.
    const std::unique_ptr<GameSession> game = resume(row, &problem);
    if (!game) {
        if (error)
            *error = problem;
        return false;
    }
    return RecordsCsv::write(path, QJsonDocument(GameLogJson::document(*game)).toJson(QJsonDocument::Indented), error);
}

bool SessionListModel::exportCsv(int row, const QString &path, QString *error) const
{
    QString problem;
    const std::unique_ptr<GameSession> game = resume(row, &problem);
    if (!game) {
        if (error)
            *error = problem;
        return false;
    }
    return RecordsCsv::write(path, GameLogCsv::write(*game), error);
}

int SessionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sessions.size());
}

int SessionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SessionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SessionInfo &s = m_sessions[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn: return s.title.isEmpty() ? tr("Untitled game") : s.title;
        case KindColumn: {
            const std::optional<GameKind> k = GameSetup::kindFromId(s.kind);
            return k ? GameSetup::kindName(*k) : s.kind;
        }
        case PlayersColumn: return s.players;
        case StatusColumn:
            switch (s.status) {
            case SessionInfo::Status::InProgress: return tr("in progress");
            case SessionInfo::Status::Finished: return tr("finished");
            case SessionInfo::Status::Damaged: return tr("damaged");
            }
            return {};
        case RoundColumn: return s.round > 0 ? QVariant(s.round) : QVariant();
        case PlayedColumn: return QLocale().toString(s.modified.toLocalTime(), QLocale::ShortFormat);
        }
        return {};
    case Qt::ToolTipRole: return s.problem.isEmpty() ? QVariant() : QVariant(s.problem);
    case SessionIdRole: return s.id;
    case StatusRole: return SessionInfo::statusId(s.status);
    case KindRole: return s.kind;
    case ProblemRole: return s.problem;
    default: return {};
    }
}

QVariant SessionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn: return tr("Game");
    case KindColumn: return tr("Kind");
    case PlayersColumn: return tr("Players");
    case StatusColumn: return tr("Status");
    case RoundColumn: return tr("Round");
    case PlayedColumn: return tr("Last played");
    }
    return {};
}

} // namespace Pacenotes
