// SPDX-License-Identifier: GPL-3.0-or-later
// MovePlanModel: following the session, planning and the live verdict, the table's columns.
// Resolution and the random components are in moveplanresolution.cpp.
#include "moveplanmodel.h"
#include "rules/spacesummary.h"

#include "game/gamelogjson.h"
#include "game/gamereferee.h"
#include "game/gamesession.h"
#include "rulinglistmodel.h"
#include "rules/moveresolver.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Pacenotes {

using namespace Qt::StringLiterals;

MovePlanModel::MovePlanModel(GameSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session), m_rulingList(new RulingListModel(this)),
      m_outcomeList(new RulingListModel(this))
{
    if (session) {
        connect(session, &GameSession::stateChanged, this, &MovePlanModel::followSession);
        connect(session, &GameSession::logReset, this, &MovePlanModel::followSession);
    }
    followSession();
    if (session && !session->draft().isEmpty())
        restoreDraft(QJsonDocument::fromJson(session->draft()).object());
}

MovePlanModel::~MovePlanModel() = default;

void MovePlanModel::followSession()
{
    const int car = m_session ? m_session->activeCar() : -1;
    const int actions = m_session ? int(m_session->log().size()) : 0;
    if (car == m_car && actions == m_actionCount) {
        update(false);
        return;
    }
    m_car = car;
    m_actionCount = actions;
    restart();
    emit carChanged(car);
}

void MovePlanModel::restart()
{
    beginResetModel();
    m_plan = MovePlan{};
    m_entry = DiceEntry{};
    m_input = TurnInput{};
    m_input.car = m_car;
    endResetModel();
    update(false);
}

void MovePlanModel::clear()
{
    restart();
    if (m_session)
        m_session->saveDraft({});
}

bool MovePlanModel::loadMove(const PlannedMove &move)
{
    if (!editable() || m_car < 0 || move.steps.size() > MovePlan::kMaxSteps)
        return false;
    beginResetModel();
    m_plan = MovePlan{};
    m_plan.move = move;
    endResetModel();
    update();
    return true;
}

void MovePlanModel::setSpaceFree(bool free)
{
    if (m_input.spaceFree == free || !m_entry.isEmpty())
        return;
    m_input.spaceFree = free;
    update();
}

void MovePlanModel::update(bool saveDraft)
{
    if (!m_session)
        return;
    const GameSession &s = *m_session;
    m_planningCar = m_car >= 0 ? s.planningCar(m_car, m_input.spaceFree, &m_turnStart) : CarState{};
    if (m_car < 0)
        m_turnStart = TurnStart{};
    const RulesContext ctx = s.context();
    m_allowance = m_car >= 0 ? diceAllowance(ctx, m_planningCar, {}, nullptr) : std::nullopt;
    const PlannedMove &move = m_plan.move;
    m_verdict = validateMove(ctx, m_planningCar, move);
    PlannedMove other = move;
    other.mode = move.mode == RollMode::FlatOut ? RollMode::OneByOne : RollMode::FlatOut;
    const LossOdds otherOdds = validateMove(ctx, m_planningCar, other).odds;
    m_oddsOneByOne = move.mode == RollMode::OneByOne ? m_verdict.odds : otherOdds;
    m_oddsFlatOut = move.mode == RollMode::FlatOut ? m_verdict.odds : otherOdds;
    m_entry.fit(m_verdict.analysis, move);

    m_input.car = m_car;
    m_input.move = mayMove() ? std::optional<PlannedMove>(move) : std::nullopt;
    m_input.results = mayMove() ? m_entry.results() : RollResults{};
    m_outcome.reset();
    if (mayMove() && m_verdict.legal() && !m_input.results.isEmpty())
        m_outcome = resolveMove(ctx, m_planningCar, move, m_input.results);

    if (m_car < 0) {
        m_preview = ActionVerdict{};
        m_preview.error = tr("No car is playing now.");
    } else {
        m_preview = GameReferee::turn(s.setup(), s.data(), s.state(), m_input);
        // One by one, fewer results than steps is a stop only once the player says so.
        if (m_preview.accepted && m_outcome && m_outcome->end == TurnEnd::Stopped && !m_entry.stopped) {
            m_preview.accepted = false;
            m_preview.error = tr("Roll step %1, or stop here.").arg(m_entry.completeSteps() + 1);
        }
        if (m_preview.accepted && m_plan.pendingBrakes + m_plan.pendingBoosts > 0) {
            m_preview.accepted = false;
            m_preview.error = tr("The Brake or Boost dice laid last wait for a Gear die.");
        }
    }
    m_rulingList->setRulings(m_verdict.rulings());
    m_outcomeList->setRulings(m_preview.rulings);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit changed();
    if (saveDraft)
        m_session->saveDraft(QJsonDocument(draftJson()).toJson(QJsonDocument::Compact));
}

// --- Planning --------------------------------------------------------------------------

std::pair<int, int> MovePlanModel::usage(DieKind kind) const
{
    int used = 0;
    for (const PlannedStep &s : m_plan.move.steps) {
        const StepDice &d = s.dice;
        switch (kind) {
        case DieKind::Gear: used += (d.gear > 0 ? 1 : 0) + (d.redline ? 1 : 0); break;
        case DieKind::Coast: used += d.coast ? 1 : 0; break;
        case DieKind::Brake: used += d.brakes + (d.redline ? 1 : 0); break;
        case DieKind::Boost: used += d.boosts; break;
        case DieKind::Leader: used += d.leader ? 1 : 0; break;
        }
    }
    if (kind == DieKind::Brake)
        used += m_plan.pendingBrakes;
    if (kind == DieKind::Boost)
        used += m_plan.pendingBoosts;
    return {used, m_allowance ? m_allowance->dice[kind] : 0};
}

Game MovePlanModel::game() const
{
    return m_session ? m_session->game() : Game::GT;
}

bool MovePlanModel::redlineInPlay() const
{
    return m_session && m_session->state().rules.redline;
}

bool MovePlanModel::keyEnabled(DieKey key) const
{
    if (!editable() || !m_allowance || m_car < 0)
        return false;
    const bool pending = m_plan.pendingBrakes + m_plan.pendingBoosts > 0;
    const auto left = [this](DieKind k) {
        const auto [used, allowed] = usage(k);
        return used < allowed;
    };
    switch (key) {
    case DieKey::Coast: return !pending && left(DieKind::Coast);
    case DieKey::Leader: return !pending && left(DieKind::Leader);
    case DieKey::Brake: return m_plan.pendingBoosts == 0 && left(DieKind::Brake);
    case DieKey::Boost: return m_plan.pendingBrakes == 0 && left(DieKind::Boost);
    case DieKey::Redline:
        return !pending && m_session && m_session->state().rules.redline && left(DieKind::Brake) && left(DieKind::Gear);
    default: {
        // Each Gear die once per turn, and only the gears the car has (GT p. 8).
        const int gear = int(key) + 1;
        if (gear > m_allowance->maxGear || !left(DieKind::Gear))
            return false;
        for (const PlannedStep &s : m_plan.move.steps)
            if (s.dice.gear == gear)
                return false;
        return true;
    }
    }
}

bool MovePlanModel::press(DieKey key)
{
    if (!keyEnabled(key))
        return false;
    const qsizetype before = m_plan.move.steps.size();
    MovePlan next = m_plan;
    if (!next.press(key))
        return false;
    if (next.move.steps.size() > before) {
        beginInsertRows({}, int(before), int(before));
        m_plan = next;
        endInsertRows();
    } else {
        m_plan = next;
    }
    update();
    return true;
}

bool MovePlanModel::pressChar(QChar c)
{
    const std::optional<DieKey> key = MovePlan::keyFromChar(c);
    return key && press(*key);
}

bool MovePlanModel::backspace()
{
    if (!editable())
        return false;
    const qsizetype before = m_plan.move.steps.size();
    MovePlan next = m_plan;
    if (!next.backspace())
        return false;
    if (next.move.steps.size() < before) {
        beginRemoveRows({}, int(before) - 1, int(before) - 1);
        m_plan = next;
        endRemoveRows();
    } else {
        m_plan = next;
    }
    update();
    return true;
}

void MovePlanModel::setMode(RollMode mode)
{
    if (m_plan.move.mode == mode || !editable())
        return;
    m_plan.move.mode = mode;
    update();
}

void MovePlanModel::setFlyingStart(bool on)
{
    if (m_plan.move.flyingStart == on || !editable())
        return;
    m_plan.move.flyingStart = on;
    update();
}

void MovePlanModel::setSisu(bool on)
{
    // SISU may also be declared after the dice are rolled (DIRT p. 24).
    if (m_plan.move.sisu == on || !mayMove())
        return;
    m_plan.move.sisu = on;
    update();
}

void MovePlanModel::setBlocked(bool on)
{
    if (m_plan.move.blocked == on || !mayMove())
        return;
    m_plan.move.blocked = on;
    update();
}

bool MovePlanModel::setSecured(int step, bool secured)
{
    if (step < 0 || step >= m_plan.move.steps.size())
        return false;
    if (!m_entry.isEmpty())
        return secureStep(step, secured);
    m_plan.move.steps[step].secured = secured;
    update();
    return true;
}

bool MovePlanModel::setSpace(int step, const SpaceInfo &space)
{
    if (step < 0 || step >= m_plan.move.steps.size() || !editable())
        return false;
    m_plan.move.steps[step].space = space;
    update();
    return true;
}

bool MovePlanModel::setLanding(int step, const std::optional<SpaceInfo> &landing)
{
    if (step < 0 || step >= m_plan.move.steps.size() || !editable())
        return false;
    m_plan.move.steps[step].landing = landing;
    update();
    return true;
}

void MovePlanModel::setStart(const StartSpace &start)
{
    if (!editable())
        return;
    m_plan.move.start = start;
    update();
}

// --- The draft ---------------------------------------------------------------------------

QJsonObject MovePlanModel::draftJson() const
{
    if (!m_session || m_car < 0)
        return {};
    TurnInput turn = m_input;
    turn.move = m_plan.move;
    turn.results.clear();
    QJsonObject o{{u"turn"_s, GameLogJson::action(turn, m_session->setup())}};
    if (m_plan.pendingBrakes)
        o.insert(u"pendingBrakes"_s, m_plan.pendingBrakes);
    if (m_plan.pendingBoosts)
        o.insert(u"pendingBoosts"_s, m_plan.pendingBoosts);
    QJsonArray entry;
    for (int i = 0; i < m_entry.hazards.size(); ++i) {
        QString dice;
        for (const std::optional<bool> &h : m_entry.hazards[i])
            dice += h ? (*h ? u'!' : u'-') : u'?';
        entry.append(m_entry.secured.value(i) ? u"secured"_s : dice);
    }
    o.insert(u"entry"_s, entry);
    if (m_entry.stopped)
        o.insert(u"stopped"_s, true);
    return o;
}

bool MovePlanModel::restoreDraft(const QJsonObject &draft)
{
    if (!m_session || m_car < 0 || !draft.value(u"turn"_s).isObject())
        return false;
    const std::optional<ActionInput> action =
        GameLogJson::readAction(draft.value(u"turn"_s).toObject(), m_session->setup(), m_session->data(), nullptr);
    const TurnInput *turn = action ? std::get_if<TurnInput>(&*action) : nullptr;
    if (!turn || turn->car != m_car)
        return false; // a draft for another turn is not this one
    beginResetModel();
    m_input = *turn;
    m_plan.move = turn->move.value_or(PlannedMove{});
    m_plan.pendingBrakes = qBound(0, draft.value(u"pendingBrakes"_s).toInt(), 6);
    m_plan.pendingBoosts = qBound(0, draft.value(u"pendingBoosts"_s).toInt(), 6);
    m_entry = DiceEntry{};
    const QJsonArray entry = draft.value(u"entry"_s).toArray();
    for (const QJsonValue &v : entry) {
        const QString text = v.toString();
        QList<std::optional<bool>> dice;
        if (text != u"secured")
            for (QChar c : text)
                dice.append(c == u'?' ? std::nullopt : std::optional<bool>(c == u'!'));
        m_entry.hazards.append(dice);
        m_entry.secured.append(text == u"secured");
    }
    m_entry.stopped = draft.value(u"stopped"_s).toBool();
    endResetModel();
    update(false);
    return true;
}

// --- Table -----------------------------------------------------------------------------

int MovePlanModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plan.move.steps.size());
}

int MovePlanModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MovePlanModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const PlannedStep &step = m_plan.move.steps[row];
    const AnalysedStep as = m_verdict.analysis.steps.value(row);
    const bool analysed = row < m_verdict.analysis.steps.size();
    Rulings mine;
    for (const Ruling &r : m_verdict.rulings())
        if (r.step == row)
            mine.append(r);
    const auto resultText = [&]() -> QString {
        if (m_entry.secured.value(row))
            return tr("secured");
        QString t;
        for (const std::optional<bool> &h : m_entry.hazards.value(row))
            t += h ? (*h ? u'!' : u'–') : u'·';
        return t;
    };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StepColumn: return row + 1;
        case DiceColumn: return step.dice.text() + (step.secured ? u"*"_s : QString());
        case GearColumn: return analysed ? QVariant(as.gear) : QVariant();
        case SpaceColumn: return SpaceSummary::of(step.space);
        case ChanceColumn: {
            const double p = m_oddsOneByOne.byStep.value(row);
            return analysed ? QVariant(QString::number(p * 100.0, 'f', p > 0 && p < 0.1 ? 1 : 0) + u'%') : QVariant();
        }
        case ResultColumn: return resultText();
        case NoteColumn: {
            for (const Ruling &r : std::as_const(mine))
                if (r.kind == Ruling::Kind::Violation)
                    return r.message;
            return mine.isEmpty() ? QVariant() : QVariant(mine.constFirst().message);
        }
        }
        return {};
    case DiceTextRole: return step.dice.text();
    case GearRole: return analysed ? QVariant(as.gear) : QVariant();
    case LimitRole: return as.limit;
    case DangerRole: return enumId(analysed ? as.danger : step.space.danger);
    case HazardFacesRole: {
        QVariantList faces;
        for (const RolledDie &d : as.dice)
            faces.append(d.hazardFaces);
        return faces;
    }
    case SecuredRole: return m_entry.isEmpty() ? step.secured : m_entry.secured.value(row);
    case LossChanceRole: return m_oddsOneByOne.byStep.value(row);
    case AutoLossRole: return as.autoLoss;
    case TrackHazardsRole: return as.trackHazards;
    case ResultsRole: {
        QVariantList out;
        for (const std::optional<bool> &h : m_entry.hazards.value(row))
            out.append(h ? QVariant(*h) : QVariant());
        return out;
    }
    case RulingsRole: {
        QStringList messages;
        for (const Ruling &r : std::as_const(mine))
            messages << r.message;
        return messages;
    }
    case HasViolationRole: return hasViolation(mine);
    case IsLossStepRole: {
        const std::optional<LossEvent> &loss = m_preview.action.report.loss;
        return loss.has_value() && loss->step == row;
    }
    default: return {};
    }
}

QVariant MovePlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StepColumn: return tr("Space");
    case DiceColumn: return tr("Dice");
    case GearColumn: return tr("Gear");
    case SpaceColumn: return tr("On the space");
    case ChanceColumn: return tr("Loss of Control");
    case ResultColumn: return tr("Rolled");
    case NoteColumn: return tr("Referee");
    }
    return {};
}

} // namespace Pacenotes
