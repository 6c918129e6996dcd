// SPDX-License-Identifier: GPL-3.0-or-later
#include "codriverfrontmodel.h"

#include "codriver/codriverformat.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

CoDriverFrontModel::CoDriverFrontModel(QObject *parent) : QAbstractTableModel(parent) {}

void CoDriverFrontModel::setResult(const CoDriverResult &result, Game game)
{
    beginResetModel();
    m_plans = result.front;
    m_suggestions = result.suggestions;
    m_game = game;
    endResetModel();
}

void CoDriverFrontModel::setPartial(const QList<CoDriverPlan> &front, Game game)
{
    beginResetModel();
    m_plans = front;
    m_suggestions.clear();
    m_game = game;
    endResetModel();
}

void CoDriverFrontModel::clear()
{
    beginResetModel();
    m_plans.clear();
    m_suggestions.clear();
    endResetModel();
}

int CoDriverFrontModel::suggestedRow(Attitude a) const
{
    for (const Suggestion &s : m_suggestions)
        if (s.attitude == a)
            return s.plan;
    return -1;
}

int CoDriverFrontModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plans.size());
}

int CoDriverFrontModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CoDriverFrontModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool tip = role == Qt::ToolTipRole;
    switch (Column(section)) {
    case DiceColumn: return tip ? tr("The dice to lay out, space by space") : tr("Dice");
    case StyleColumn: return tip ? tr("How to roll them") : tr("Rolling");
    case DistanceColumn: return tip ? tr("Expected distance at the end of the turn, in spaces") : tr("Distance");
    case RiskColumn: return tip ? tr("Chance of a Loss of Control, played this way") : tr("Risk");
    case TokensColumn:
        if (tip)
            return m_game == Game::GT ? tr("Focus tokens gained (Flat Out) or spent securing, on average")
                                      : tr("Second tokens gained (Flat Out) or spent securing, on average");
        return m_game == Game::GT ? tr("Focus") : tr("Seconds");
    case DamageColumn: return tip ? tr("Damage tokens drawn, on average") : tr("Damage");
    case SecondsColumn:
        return tip ? tr("DIRT: seconds this turn adds to the stage time — its Time card less the Second tokens gained, plus "
                        "those spent — on average")
                   : tr("Time");
    case EndColumn: return tip ? tr("The most likely gear marker at the end of the turn") : tr("Ends in");
    case ColumnCount: break;
    }
    return {};
}

QString CoDriverFrontModel::toolTip(const CoDriverPlan &p) const
{
    QStringList lines;
    lines << p.style.instruction();
    if (p.paths > 1)
        lines << tr("Paths across the lanes with exactly the same outcome: %n.", nullptr, int(qMin<quint32>(p.paths, 1000000)));
    if (p.checked && !p.style.rollsEverything())
        lines << tr("Rolling every die: %1 chance of a Loss of Control.").arg(CoDriverFormat::percent(p.verdict.odds.probability));
    if (p.nextTurn == NextTurn::ForcedLoss)
        lines << tr("Played through, it leaves the car too fast: every first die of the next turn loses control.");
    else if (p.nextTurn == NextTurn::Blocked)
        lines << tr("Played through, it leaves the car with no legal first die next turn (blocked).");
    if (p.outcome.lossUnknownDamage > 0)
        lines << tr("The danger colour of some tiles is not given: their Damage tokens are not counted.");
    if (p.outcome.placeholder)
        lines << tr("Time-card seconds from placeholder data: correct them from your cards.");
    return lines.join(u'\n');
}

QVariant CoDriverFrontModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= m_plans.size() || index.column() >= ColumnCount)
        return {};
    const CoDriverPlan &p = m_plans[index.row()];
    const PlanFigures &f = p.figures;
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case DiceColumn: return CoDriverFormat::dice(p.steps);
        case StyleColumn: return p.style.name();
        case DistanceColumn: return CoDriverFormat::distance(f.distance);
        case RiskColumn: return CoDriverFormat::percent(f.loss);
        case TokensColumn:
            if (m_game == Game::Dirt && !p.checked)
                return QString(); // the Seconds are in the time until the referee has seen the plan
            return CoDriverFormat::tokens(m_game == Game::GT ? f.tokens : p.outcome.tokensGained - p.outcome.tokensSpent);
        case DamageColumn: return CoDriverFormat::number(f.damage, 2);
        case SecondsColumn: return m_game == Game::Dirt ? CoDriverFormat::number(f.seconds, 1) : QString();
        case EndColumn: return p.checked ? CoDriverFormat::likelyEnd(p) : QString();
        case ColumnCount: break;
        }
        return {};
    case Qt::ToolTipRole: return toolTip(p);
    case Qt::TextAlignmentRole:
        return index.column() >= DistanceColumn && index.column() <= SecondsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                                  : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case DistanceRole: return f.distance;
    case RiskRole: return f.loss;
    case TokensRole: return m_game == Game::GT || !p.checked ? f.tokens : p.outcome.tokensGained - p.outcome.tokensSpent;
    case DamageRole: return f.damage;
    case SecondsRole: return f.seconds;
    case FlatOutRole: return p.style.mode == RollMode::FlatOut;
    case RiskProgressFrontRole: return p.riskProgressFront;
    case SuggestedRole: {
        QStringList ids;
        for (const Suggestion &s : m_suggestions)
            if (s.plan == index.row())
                ids << enumId(s.attitude);
        return ids;
    }
    case InstructionRole: return p.style.instruction();
    case CheckedRole: return p.checked;
    default: return {};
    }
}

QHash<int, QByteArray> CoDriverFrontModel::roleNames() const
{
    QHash<int, QByteArray> r = QAbstractTableModel::roleNames();
    r.insert(DistanceRole, "distance");
    r.insert(RiskRole, "risk");
    r.insert(TokensRole, "tokens");
    r.insert(DamageRole, "damage");
    r.insert(SecondsRole, "seconds");
    r.insert(FlatOutRole, "flatOut");
    r.insert(RiskProgressFrontRole, "riskProgressFront");
    r.insert(SuggestedRole, "suggested");
    r.insert(InstructionRole, "instruction");
    r.insert(CheckedRole, "checked");
    return r;
}

} // namespace Pacenotes
