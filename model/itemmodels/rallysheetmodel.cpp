// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallysheetmodel.h"

#include "records/rallydocument.h"
#include "rules/solotiming.h"

#include <QFont>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using RowKind = RallySheetLayout::RowKind;

RallySheetModel::RallySheetModel(RallyDocument *doc, QObject *parent)
    : QAbstractTableModel(parent), m_doc(doc), m_rows(layout())
{
    connect(doc, &RallyDocument::structureAboutToChange, this, [this] { beginResetModel(); });
    connect(doc, &RallyDocument::structureChanged, this, [this] {
        m_rows = layout();
        endResetModel();
    });
    connect(doc, &RallyDocument::infoChanged, this, &RallySheetModel::relayout);
    // One result can move every overall time, position and retirement time: refresh all.
    connect(doc, &RallyDocument::resultChanged, this, &RallySheetModel::refreshAll);
    connect(doc, &RallyDocument::stageChanged, this, [this](int stage) {
        refreshAll();
        for (int r = 0; r < m_rows.size(); ++r)
            if (m_rows[r].stage == stage)
                emit headerDataChanged(Qt::Vertical, r, r);
    });
    connect(doc, &RallyDocument::playerChanged, this, [this](int p) { emit headerDataChanged(Qt::Horizontal, p, p); });
    connect(doc, &QObject::destroyed, this, [this] {
        beginResetModel();
        m_rows.clear();
        endResetModel();
    });
}

QList<RallySheetLayout::Row> RallySheetModel::layout() const
{
    if (!m_doc)
        return {};
    return RallySheetLayout::rows(int(m_doc->rally().stages.size()), {m_doc->rally().checkpoints, true});
}

void RallySheetModel::relayout()
{
    const QList<RallySheetLayout::Row> rows = layout();
    if (rows == m_rows)
        return;
    // The Checkpoints rule adds or removes the penalty rows.
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

void RallySheetModel::refreshAll()
{
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int RallySheetModel::rowOf(RowKind kind, int stage) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].kind == kind && (m_rows[r].stage == stage || stage < 0))
            return r;
    return -1;
}

int RallySheetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_doc ? 0 : int(m_rows.size());
}

int RallySheetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_doc ? 0 : int(m_doc->rally().players.size());
}

QVariant RallySheetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return {};
    const RallySheetLayout::Row row = m_rows[index.row()];
    const int p = index.column();
    const Rally &rally = m_doc->rally();
    const RallyStandings &st = m_doc->standings();
    const int lastStage = int(rally.stages.size()) - 1;
    const int s = row.stage >= 0 ? row.stage : lastStage;
    const StageResult &res = rally.result(p, s);
    const RallyStandings::Cell &cell = st.cell(p, s);
    const auto timeText = [](std::optional<int> t) { return t ? RaceTime::format(*t) : QString(); };

    switch (role) {
    case RowKindRole: return int(row.kind);
    case StageRole: return row.stage;
    case ComputedRole:
        return row.kind == RowKind::Overall || row.kind == RowKind::FinalTime || row.kind == RowKind::Position
            || (row.kind == RowKind::StageTime && res.retired)
            || ((row.kind == RowKind::Damage || row.kind == RowKind::SpareTire) && cell.repaired);
    case SecondsRole:
        switch (row.kind) {
        case RowKind::StageTime: return cell.stageTime ? QVariant(*cell.stageTime) : QVariant();
        case RowKind::Overall:
        case RowKind::FinalTime: return cell.overall ? QVariant(*cell.overall) : QVariant();
        case RowKind::Penalty: return cell.penaltySeconds;
        default: return {};
        }
    case PositionRole:
        if (row.kind == RowKind::Overall || row.kind == RowKind::FinalTime || row.kind == RowKind::Position
            || row.kind == RowKind::StageTime)
            return cell.position ? QVariant(*cell.position) : QVariant();
        return {};
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::FontRole:
        if (row.kind == RowKind::FinalTime || row.kind == RowKind::Position) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::CheckStateRole:
        if (row.kind == RowKind::Retired)
            return res.retired ? Qt::Checked : Qt::Unchecked;
        return {};
    default: break;
    }

    if (role == Qt::EditRole) {
        switch (row.kind) {
        case RowKind::StageTime: return timeText(res.time);
        case RowKind::Penalty: return res.penaltyTokens;
        case RowKind::Damage: return res.damage.text();
        case RowKind::SpareTire: return res.spareTire ? (*res.spareTire ? u"Y"_s : u"N"_s) : QString();
        default: return {};
        }
    }
    if (role == Qt::DisplayRole) {
        switch (row.kind) {
        case RowKind::StageTime:
            if (res.retired)
                //: A retired player's counted stage time (RET = retired).
                return cell.stageTime ? tr("RET %1").arg(RaceTime::format(*cell.stageTime)) : tr("RET");
            if (res.time && cell.penaltySeconds > 0)
                return u"%1 → %2"_s.arg(RaceTime::format(*res.time), timeText(cell.stageTime));
            return timeText(res.time);
        case RowKind::Retired: return QString();
        case RowKind::Penalty:
            return res.penaltyTokens > 0 ? tr("%1 × 5 s = +%2").arg(res.penaltyTokens).arg(RaceTime::format(cell.penaltySeconds))
                                         : QString();
        case RowKind::Damage:
            if (cell.repaired)
                return rally.stages[s].assistance ? tr("Assistance") : tr("Repaired");
            return res.damage.isNone() ? QString() : res.damage.text();
        case RowKind::SpareTire:
            if (cell.repaired)
                return tr("Y");
            return res.spareTire ? (*res.spareTire ? tr("Y") : tr("N")) : QString();
        case RowKind::Overall: {
            if (!cell.overall)
                return QString();
            const QString rank = tr("#%1").arg(cell.position.value_or(0));
            return u"%1 %2"_s.arg(RaceTime::format(*cell.overall),
                                  st.positionsFinal(s) ? rank : u"(%1)"_s.arg(rank));
        }
        case RowKind::FinalTime: return timeText(cell.overall);
        case RowKind::Position: {
            if (!cell.position)
                return QString();
            const QString rank = tr("#%1").arg(*cell.position);
            return st.positionsFinal(s) ? rank : u"(%1)"_s.arg(rank);
        }
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (row.kind) {
        case RowKind::StageTime:
            if (res.retired)
                return st.slowestFinish(s) ? tr("Retired: the slowest finishing time (%1) plus 1:00, plus any penalty.")
                                                 .arg(RaceTime::format(*st.slowestFinish(s)))
                                           : tr("Retired: the time is known once a player has finished this stage.");
            return tr("The stage's final time as m:ss (time cards minus Second tokens).");
        case RowKind::Retired: return tr("Retired from this stage: slowest time + 1 minute; repaired for the next stage.");
        case RowKind::Penalty: return tr("Checkpoint penalty: 5-second tokens taken after the stage.");
        case RowKind::Damage:
            return cell.repaired ? tr("No damage is carried: the car is repaired before the next stage.")
                                 : tr("Damage tokens carried to the next stage. %1").arg(RallySheetLayout::damageLegend());
        case RowKind::SpareTire: return tr("Spare tyre available for the next stage (Y/N).");
        case RowKind::Overall:
        case RowKind::Position:
            if (!st.positionsFinal(s))
                return tr("Provisional: some times of this stage are not written yet.");
            return row.kind == RowKind::Overall ? tr("Overall time after this stage and the position it gives.")
                                                : tr("Final position; equal times share a position.");
        case RowKind::FinalTime: return tr("Sum of every stage time.");
        }
    }
    return {};
}

QVariant RallySheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_doc)
        return {};
    const Rally &rally = m_doc->rally();
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= rally.players.size())
            return {};
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return rally.players[section].name;
        if (role == Qt::ToolTipRole)
            return tr("Double-click to rename");
        return {};
    }
    if (section < 0 || section >= m_rows.size())
        return {};
    const RallySheetLayout::Row row = m_rows[section];
    if (role == Qt::DisplayRole) {
        QString label = RallySheetLayout::label(row);
        if (row.kind == RowKind::StageTime) {
            const RallyStage &stage = rally.stages[row.stage];
            if (!stage.name.isEmpty())
                label += u" · "_s + stage.name;
            if (stage.assistance)
                label += u" · "_s + tr("Assistance");
        }
        return label;
    }
    if (role == RowKindRole)
        return int(row.kind);
    if (role == StageRole)
        return row.stage;
    return {};
}

Qt::ItemFlags RallySheetModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return Qt::NoItemFlags;
    const RallySheetLayout::Row row = m_rows[index.row()];
    const Qt::ItemFlags base = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const int s = row.stage;
    switch (row.kind) {
    case RowKind::StageTime:
        return m_doc->rally().result(index.column(), s).retired ? base : base | Qt::ItemIsEditable;
    case RowKind::Retired: return base | Qt::ItemIsUserCheckable;
    case RowKind::Penalty: return base | Qt::ItemIsEditable;
    case RowKind::Damage:
    case RowKind::SpareTire:
        return m_doc->standings().cell(index.column(), s).repaired ? base : base | Qt::ItemIsEditable;
    default: return base;
    }
}

bool RallySheetModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return false;
    const RallySheetLayout::Row row = m_rows[index.row()];
    const int p = index.column();
    const int s = row.stage;
    if (role == Qt::CheckStateRole && row.kind == RowKind::Retired)
        return m_doc->setRetired(p, s, value.toInt() == Qt::Checked);
    if (role != Qt::EditRole)
        return false;
    switch (row.kind) {
    case RowKind::StageTime: return m_doc->setStageTime(p, s, value.toString());
    case RowKind::Penalty:
        return value.typeId() == QMetaType::Int ? m_doc->setPenaltyTokens(p, s, value.toInt())
                                                : m_doc->setPenaltyText(p, s, value.toString());
    case RowKind::Damage: return m_doc->setDamageText(p, s, value.toString());
    case RowKind::SpareTire: {
        if (value.typeId() == QMetaType::Bool)
            return m_doc->setSpareTire(p, s, value.toBool());
        const QString t = value.toString().trimmed();
        if (t.isEmpty())
            return m_doc->setSpareTire(p, s, std::nullopt);
        if (t.compare(u"Y"_s, Qt::CaseInsensitive) == 0 || t.compare(tr("Y"), Qt::CaseInsensitive) == 0)
            return m_doc->setSpareTire(p, s, true);
        if (t.compare(u"N"_s, Qt::CaseInsensitive) == 0 || t.compare(tr("N"), Qt::CaseInsensitive) == 0)
            return m_doc->setSpareTire(p, s, false);
        return false;
    }
    default: return false;
    }
}

bool RallySheetModel::setHeaderData(int section, Qt::Orientation orientation, const QVariant &value, int role)
{
    if (orientation != Qt::Horizontal || role != Qt::EditRole || !m_doc)
        return false;
    return m_doc->renamePlayer(section, value.toString());
}

} // namespace Pacenotes
