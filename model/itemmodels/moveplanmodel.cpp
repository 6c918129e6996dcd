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
        // A turn taken back comes back as it was planned, to be corrected rather than typed again.
        connect(session, &GameSession::actionAboutToBeRemoved, this, [this](int index) {
            const TurnInput *t = std::get_if<TurnInput>(&m_session->log().at(index).input);
            m_undone.reset();
            if (t && t->move)
                m_undone = *t;
        });
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
    const std::optional<TurnInput> undone = std::exchange(m_undone, std::nullopt);
    if (undone && undone->car == car && car >= 0 && m_session->phase() == GamePhase::Turn) {
        beginResetModel();
        m_plan.move = *undone->move;
        m_input.spaceFree = undone->spaceFree;
        endResetModel();
        update();
    }
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
    m_input.virtualDice = mayMove() && m_entry.anyByApp();
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
    // The rulings beside the plan say what the plan does: nothing for a car that may not move
    // (the turn's start says why), and no "must move" beside an empty plan the headline asks to
    // lay. Beside the results, a refusal's rulings only once results are in: before that they
    // restate what is missing (said once, under the plan).
    Rulings planRulings;
    if (mayMove())
        for (const Ruling &r : m_verdict.rulings())
            if (!(r.rule == Rule::MustMove && m_plan.move.steps.isEmpty()))
                planRulings.append(r);
    Rulings outcomeRulings;
    if (m_preview.accepted || !m_input.results.isEmpty())
        for (const Ruling &r : std::as_const(m_preview.rulings))
            if (m_preview.accepted || (r.rule != Rule::MustMove && !(r.rule == Rule::LossOfControl && lossColourStep() >= 0)))
                outcomeRulings.append(r);
    m_rulingList->setRulings(planRulings);
    m_outcomeList->setRulings(outcomeRulings);
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

int MovePlanModel::skipDiceWanted(DieKey key) const
{
    const QList<PlannedStep> &steps = m_plan.move.steps;
    if (steps.isEmpty() || steps.size() > m_verdict.analysis.steps.size())
        return 0;
    const StepDice &d = steps.constLast().dice;
    if (d.gear == 0 || d.redline)
        return 0;
    // The gear the Gear die follows: the space before it, or the car's at the start of the turn.
    const qsizetype n = steps.size();
    const int prev = n > 1 ? m_verdict.analysis.steps[n - 2].gear : (m_planningCar.gear.isOffTrack() ? 0 : m_planningCar.gear.gear);
    // One Brake die per gear skipped down, one Boost die per gear skipped up; from gear 0 the
    // Boost dice lift the car straight to their Gear die (dicestep.cpp says the same).
    if (key == DieKey::Brake)
        return d.boosts > 0 || prev == 0 ? 0 : qMax(0, prev - d.gear - 1 - d.brakes);
    if (key == DieKey::Boost)
        return d.brakes > 0 ? 0 : qMax(0, (prev == 0 ? d.gear - 1 : d.gear - prev - 1) - d.boosts);
    return 0;
}

bool MovePlanModel::press(DieKey key)
{
    if (!keyEnabled(key))
        return false;
    const qsizetype before = m_plan.move.steps.size();
    MovePlan next = m_plan;
    // A Brake or Boost die typed just after the Gear die that needs it goes with that die
    // ("2 B B" is "2+BB"); otherwise it waits for the next Gear die ("B B 2").
    const bool attached = skipDiceWanted(key) > 0 && next.attach(key);
    if (!attached && !next.press(key))
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

bool MovePlanModel::setDanger(int step, Danger danger)
{
    // The colour is asked when control is lost, after the dice: it changes no die and no odds,
    // only what the Loss of Control costs, so it stays open while the results are entered.
    if (step < 0 || step >= m_plan.move.steps.size() || !mayMove())
        return false;
    if (m_plan.move.steps[step].space.danger == danger)
        return true;
    m_plan.move.steps[step].space.danger = danger;
    if (m_input.layout && step < m_input.layout->steps.size())
        m_input.layout->steps[step].space.danger = danger;
    update();
    return true;
}

int MovePlanModel::lossColourStep() const
{
    const TurnReport &report = m_preview.action.report;
    if (!report.loss || report.loss->danger != Danger::None)
        return -1;
    if (game() == Game::GT)
        return report.damageTokens < 0 ? report.loss->step : -1;
    // DIRT: only a Crash card counts its Damage tokens by the tile's colour (DIRT p. 13).
    return m_input.lossCard && m_input.lossCard->kind == TimeCardBackKind::Crash ? report.loss->step : -1;
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
    // The draft keeps one flag for the turn: every result in it counts as the app's roll.
    for (const QList<std::optional<bool>> &dice : std::as_const(m_entry.hazards))
        m_entry.byApp.append(QList<bool>(dice.size(), turn->virtualDice));
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
        case DiceColumn: return MovePlan::displayText(step.dice) + (step.secured ? u"*"_s : QString());
        case GearColumn: return analysed ? QVariant(as.gear) : QVariant();
        case SpaceColumn: {
            const QString summary = SpaceSummary::of(step.space);
            if (!colourWanted(row))
                return summary;
            return summary.isEmpty() ? tr("danger colour?") : tr("%1, danger colour?").arg(summary);
        }
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
    case Qt::ToolTipRole:
        if (index.column() == SpaceColumn && colourWanted(row))
            return row == lossColourStep() ? tr("Control was lost here: give the tile's danger colour, it decides the Damage tokens.")
                                           : tr("A Loss of Control is possible here: give the tile's danger colour now and the "
                                                "referee will not have to ask.");
        return {};
    case DiceTextRole: return step.dice.text();
    case ColourWantedRole: return colourWanted(row);
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

bool MovePlanModel::colourWanted(int row) const
{
    const PlannedStep &step = m_plan.move.steps.value(row);
    if (step.space.danger != Danger::None || !mayMove())
        return false;
    if (row == lossColourStep())
        return true;
    // Before the dice: every space where control can be lost, as long as nothing is rolled.
    return m_entry.isEmpty() && (m_verdict.analysis.steps.value(row).autoLoss || m_oddsOneByOne.byStep.value(row) > 0
                                 || m_oddsFlatOut.byStep.value(row) > 0);
}

QVariant MovePlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ChanceColumn)
        return tr("The chance of a Loss of Control on this space, rolling one by one");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StepColumn: return tr("Space");
    case DiceColumn: return tr("Dice");
    case GearColumn: return tr("Gear");
    case SpaceColumn: return tr("On the space");
    case ChanceColumn: return tr("Risk", "the chance of a Loss of Control");
    case ResultColumn: return tr("Rolled");
    case NoteColumn: return tr("Referee");
    }
    return {};
}

} // namespace Pacenotes
