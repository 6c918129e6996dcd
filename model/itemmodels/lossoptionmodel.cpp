// SPDX-License-Identifier: GPL-3.0-or-later
#include "lossoptionmodel.h"

#include "moveplanmodel.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

LossOptionModel::LossOptionModel(MovePlanModel *plan, QObject *parent) : QAbstractListModel(parent), m_plan(plan)
{
    if (plan)
        connect(plan, &MovePlanModel::changed, this, &LossOptionModel::rebuild);
    rebuild();
}

void LossOptionModel::rebuild()
{
    const bool lost = m_plan && m_plan->outcome() && m_plan->outcome()->loss && m_plan->plan().move.mode == RollMode::FlatOut;
    const int rows = lost ? 1 + int(m_plan->lossOptions().size()) : 0;
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (rows > 0) {
        emit dataChanged(index(0), index(rows - 1));
    }
}

bool LossOptionModel::choose(int row)
{
    if (!m_plan || row < 0 || row >= m_rows)
        return false;
    m_plan->chooseLossOption(row - 1);
    return true;
}

int LossOptionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant LossOptionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_plan || !m_plan->outcome())
        return {};
    const TurnOutcome &o = *m_plan->outcome();
    const int option = index.row() - 1;
    if (option >= o.options.size() || !o.loss)
        return {};
    const LossEvent event = option < 0 ? *o.loss : o.options[option].event;
    const GearMarker marker = option < 0 ? o.lossMarker : o.options[option].marker;
    const int tokens = option < 0 ? o.damageTokens : o.options[option].damageTokens;
    QStringList dice;
    if (option >= 0)
        for (const auto &[d, r] : o.options[option].arrangement)
            dice << d.text();
    const bool gt = m_plan->game() == Game::GT;
    switch (role) {
    case Qt::DisplayRole: {
        QString where = option < 0 ? tr("As laid out: step %1, gear %2").arg(event.step + 1).arg(event.gear)
                                   : tr("%1: step %2, gear %3").arg(dice.join(u' ')).arg(event.step + 1).arg(event.gear);
        if (event.danger != Danger::None)
            where += u", "_s + RulesText::dangerName(event.danger);
        if (gt)
            where += u" — "_s + (tokens >= 0 ? tr("marker %1, %n Damage token(s)", nullptr, tokens).arg(marker.text())
                                             : tr("marker %1").arg(marker.text()));
        return where;
    }
    case OptionRole: return option;
    case StepRole: return event.step;
    case GearRole: return event.gear;
    case DangerRole: return enumId(event.danger);
    case MarkerRole: return marker.text();
    case TokensRole: return tokens;
    case DiceRole: return dice.join(u' ');
    case CurrentRole: return m_plan->lossOption() == option;
    default: return {};
    }
}

} // namespace Pacenotes
