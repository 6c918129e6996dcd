// SPDX-License-Identifier: GPL-3.0-or-later
#include "roundordermodel.h"

#include "gameplayersmodel.h"

#include "game/gamesession.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

RoundOrderModel::RoundOrderModel(GameSession *session, QObject *parent) : QAbstractTableModel(parent), m_session(session)
{
    if (session) {
        connect(session, &GameSession::stateChanged, this, &RoundOrderModel::rebuild);
        connect(session, &GameSession::logReset, this, &RoundOrderModel::rebuild);
    }
    rebuild();
}

void RoundOrderModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    QString title;
    if (m_session) {
        const GameSession &s = *m_session;
        const GameState &st = s.state();
        const GamePhase phase = s.phase();
        m_preview = phase == GamePhase::RoundStart;
        const PlayOrder order = m_preview ? s.previewOrder() : st.order;
        const int active = s.activeCar();
        QList<int> listed;
        for (int i = 0; i < order.order.size(); ++i) {
            const int car = st.indexOf(order.order[i], s.setup());
            if (car < 0 || st.cars[car].status == CarStatus::Retired)
                continue;
            Row r;
            r.car = car;
            const CarGame &c = st.cars[car];
            if (c.status == CarStatus::Finished)
                r.status = RowStatus::Finished;
            else if (m_preview)
                r.status = RowStatus::ToPlay;
            else if (car == active)
                r.status = RowStatus::Playing;
            else
                r.status = c.playedRound == st.round ? RowStatus::Played : RowStatus::ToPlay;
            if (i < order.reasons.size())
                r.reason = order.reasons[i];
            m_rows.append(r);
            listed.append(car);
        }
        for (const QString &name : order.waiting) {
            const int car = st.indexOf(name, s.setup());
            if (car >= 0 && !listed.contains(car)) {
                m_rows.append(Row{car, RowStatus::Waiting, std::nullopt});
                listed.append(car);
            }
        }
        for (int car = 0; car < st.cars.size(); ++car) {
            if (listed.contains(car))
                continue;
            const CarStatus status = st.cars[car].status;
            if (status == CarStatus::Racing && !m_preview && st.cars[car].startOrder > st.round)
                m_rows.append(Row{car, RowStatus::Waiting, std::nullopt});
            else if (status == CarStatus::Finished)
                m_rows.append(Row{car, RowStatus::Finished, std::nullopt});
            else if (status == CarStatus::Retired)
                m_rows.append(Row{car, RowStatus::Retired, std::nullopt});
        }
        const bool dirt = s.game() == Game::Dirt;
        const int round = m_preview ? st.round + 1 : st.round;
        if (phase == GamePhase::GameOver)
            title = tr("The game is over");
        else if (phase == GamePhase::StageOver)
            title = tr("Stage %1 is over").arg(st.stage + 1);
        else if (dirt)
            title = m_preview ? tr("Next: stage %1, round %2").arg(st.stage + 1).arg(round)
                              : tr("Stage %1, round %2").arg(st.stage + 1).arg(round);
        else {
            const QString colour = round % 2 == 1 ? tr("white") : tr("black");
            title = m_preview ? tr("Next: round %1 (%2)").arg(round).arg(colour) : tr("Round %1 (%2)").arg(round).arg(colour);
        }
    }
    endResetModel();
    if (title != m_title) {
        m_title = title;
        emit titleChanged(title);
    }
}

int RoundOrderModel::activeRow() const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].status == RowStatus::Playing)
            return i;
    return -1;
}

int RoundOrderModel::ties() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(),
                             [](const Row &r) { return r.reason && r.reason->criterion == OrderCriterion::Tie; }));
}

ActionVerdict RoundOrderModel::advance()
{
    if (!m_session) {
        ActionVerdict v;
        v.error = tr("No game is open.");
        return v;
    }
    return m_session->advance();
}

int RoundOrderModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RoundOrderModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RoundOrderModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_session)
        return {};
    const Row &r = m_rows[index.row()];
    const GameSession &s = *m_session;
    const CarGame &c = s.state().cars[r.car];
    const Game game = s.game();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PlaceColumn:
            return r.status == RowStatus::Waiting || r.status == RowStatus::Finished || r.status == RowStatus::Retired
                ? QVariant()
                : QVariant(index.row() + 1);
        case CarColumn: return s.playerName(r.car);
        case GearColumn: return c.car.gear.text();
        case StatusColumn:
            switch (r.status) {
            case RowStatus::Played: return tr("played");
            case RowStatus::Playing: return tr("playing now");
            case RowStatus::ToPlay: return tr("to play");
            case RowStatus::Waiting: return tr("waiting to start");
            case RowStatus::Finished: return GamePlayersModel::finishedText(s, r.car);
            case RowStatus::Retired: return tr("retired");
            }
            return {};
        case ReasonColumn: return r.reason ? r.reason->explanation : QString();
        }
        return {};
    case Qt::DecorationRole: return index.column() == CarColumn ? QVariant(s.setup().players[r.car].colour) : QVariant();
    case Qt::ToolTipRole:
        return r.reason ? QVariant(RuleBook::referenceText(r.reason->rule, game)) : QVariant();
    case PlayerRole: return r.car;
    case ColourRole: return s.setup().players[r.car].colour;
    case RowStatusRole: return int(r.status);
    case ActiveRole: return r.status == RowStatus::Playing;
    case CriterionRole: return r.reason ? enumId(r.reason->criterion) : QString();
    case RuleRole: return r.reason ? RuleBook::code(r.reason->rule) : QString();
    case ReferenceRole: return r.reason ? RuleBook::referenceText(r.reason->rule, game) : QString();
    default: return {};
    }
}

QVariant RoundOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PlaceColumn: return tr("#");
    case CarColumn: return tr("Car");
    case GearColumn: return tr("Gear");
    case StatusColumn: return tr("This round");
    case ReasonColumn: return tr("Why before the next");
    }
    return {};
}

} // namespace Pacenotes
