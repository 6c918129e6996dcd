// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallystartordermodel.h"

#include "records/rallydocument.h"
#include "rules/solotiming.h"

#include <algorithm>

namespace Pacenotes {

RallyStartOrderModel::RallyStartOrderModel(RallyDocument *doc, QObject *parent)
    : QAbstractTableModel(parent), m_doc(doc)
{
    rebuild();
    connect(doc, &RallyDocument::changed, this, &RallyStartOrderModel::rebuild);
    connect(doc, &QObject::destroyed, this, &RallyStartOrderModel::rebuild);
}

void RallyStartOrderModel::rebuild()
{
    beginResetModel();
    m_order.clear();
    QString title;
    if (m_doc) {
        const RallyStandings &st = m_doc->standings();
        const int stages = st.stageCount();
        if (st.completedStages() >= stages && stages > 0) {
            m_stage = -1;
            m_order = st.startOrder(stages - 1).value_or(QList<int>{});
            std::stable_sort(m_order.begin(), m_order.end(),
                             [&](int a, int b) { return *st.finalTime(a) < *st.finalTime(b); });
            title = tr("Final classification");
        } else {
            m_stage = st.completedStages();
            m_order = st.startOrder(m_stage).value_or(QList<int>{});
            title = tr("Start order, stage %1").arg(m_stage + 1);
        }
    }
    endResetModel();
    if (title != m_title) {
        m_title = title;
        emit titleChanged(m_title);
    }
}

int RallyStartOrderModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int RallyStartOrderModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RallyStartOrderModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return {};
    const int player = m_order[index.row()];
    const RallyStandings &st = m_doc->standings();
    // Before the first stage nobody has a time: the order is the sheet's.
    const int after = m_stage < 0 ? st.stageCount() - 1 : m_stage - 1;
    // -1: no time yet (plain ints: GCC 12 misreads std::optional here as uninitialised).
    const int overall = after >= 0 ? st.cell(player, after).overall.value_or(-1) : -1;
    const int leader = after >= 0 && !m_order.isEmpty() ? st.cell(m_order.first(), after).overall.value_or(-1) : -1;
    if (role == PlayerIndexRole)
        return player;
    if (role == Qt::TextAlignmentRole)
        return int(index.column() == PlayerColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case OrderColumn:
        if (m_stage < 0)
            return tr("#%1").arg(*st.finalPosition(player));
        return index.row() + 1;
    case PlayerColumn: return m_doc->rally().players[player].name;
    case OverallColumn: return overall >= 0 ? RaceTime::format(overall) : QString();
    case GapColumn:
        if (overall < 0 || leader < 0 || index.row() == 0)
            return QString();
        return tr("+%1").arg(RaceTime::format(overall - leader));
    }
    return {};
}

QVariant RallyStartOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OrderColumn: return m_stage < 0 ? tr("Pos.") : tr("Start");
    case PlayerColumn: return tr("Player");
    case OverallColumn: return tr("Overall");
    case GapColumn: return tr("Gap");
    }
    return {};
}

} // namespace Pacenotes
