// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameplayersmodel.h"

#include "game/gamerecords.h"
#include "game/gamesession.h"
#include "rules/stagerules.h"
#include "stageresultsmodel.h"
#include "rules/json/requestjsonwriter.h"
#include "rules/solotiming.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

int weakness(Confidence c)
{
    switch (c) {
    case Confidence::SingleSource: return 1;
    case Confidence::Placeholder: return 2;
    default: return 0;
    }
}

/// The least trustworthy of two values' provenance.
Provenance weaker(const Provenance &a, const Provenance &b)
{
    return weakness(b.confidence) > weakness(a.confidence) ? b : a;
}

Provenance solid()
{
    return Provenance{{}, Confidence::Rulebook, {}};
}

constexpr DieKind kKinds[] = {DieKind::Gear, DieKind::Coast, DieKind::Brake, DieKind::Boost, DieKind::Leader};

} // namespace

GamePlayersModel::GamePlayersModel(GameSession *session, QObject *parent) : QAbstractTableModel(parent), m_session(session)
{
    if (session) {
        connect(session, &GameSession::stateChanged, this, &GamePlayersModel::refresh);
        connect(session, &GameSession::logReset, this, &GamePlayersModel::refresh);
        m_rows = int(session->state().cars.size());
    }
    refresh();
}

void GamePlayersModel::refresh()
{
    m_standings = m_session && m_session->game() == Game::Dirt
        ? RallyStandings::compute(GameRecords::rallySoFar(m_session->setup(), m_session->state()))
        : RallyStandings();
    const int rows = m_session ? int(m_session->state().cars.size()) : 0;
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
}

int GamePlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int GamePlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Provenance GamePlayersModel::provenance(int car, int column) const
{
    const GameSession &s = *m_session;
    const CarGame &c = s.state().cars[car];
    const std::optional<DiceAllowance> a = s.allowance(car);
    switch (column) {
    case DiceColumn: {
        Provenance p = solid();
        if (a && a->row)
            for (DieKind k : kKinds)
                if (a->row->dice[k] > 0)
                    p = weaker(p, a->row->provenanceOf(enumId(k)));
        return p;
    }
    case HazardLimitColumn:
        if (a && a->softTyreWear)
            return s.data().dashboards(s.game()).softTyreWearProvenance();
        return a && a->row ? a->row->provenanceOf(u"hazardLimit"_s) : solid();
    case ProgressColumn: {
        Provenance p = solid();
        for (const TimeCardTaken &t : c.timeCards)
            if (!t.entered)
                p = weaker(p, Provenance{{}, t.confidence,
                                         tr("Time card values are not published: enter your own cards' seconds in the game "
                                            "data, or as each card is taken.")});
        return p;
    }
    default: return solid();
    }
}

std::optional<int> GamePlayersModel::stageSeconds(int car) const
{
    const GameState &state = m_session->state();
    const CarGame &c = state.cars[car];
    // Once the stage is over its times are the rally sheet's (a retirement counts the slowest
    // finisher's time + 1:00, DIRT p. 21); before, the running Σ Time cards − Second tokens.
    if (c.stages.size() > state.stage && car < m_standings.playerCount() && state.stage < m_standings.stageCount())
        return m_standings.cell(car, state.stage).stageTime;
    if (c.status == CarStatus::Retired)
        return std::nullopt;
    return stageTime(StageEntry{{}, {c.timeCardSeconds()}, c.car.focus, 0, false});
}

QString GamePlayersModel::stageTimeText(int car, bool brief) const
{
    const GameState &state = m_session->state();
    const CarGame &c = state.cars[car];
    if (c.stages.size() > state.stage && car < m_standings.playerCount() && state.stage < m_standings.stageCount())
        return StageResultsModel::stageTimeText(m_standings.cell(car, state.stage));
    if (c.status == CarStatus::Retired)
        return brief ? StageResultsModel::stageTimeText(RallyStandings::Cell{std::nullopt, std::nullopt, std::nullopt, true, 0, false})
                     : tr("RET (the slowest finisher's time + 1:00, known at the end of the stage)");
    return RaceTime::format(*stageSeconds(car));
}

QString GamePlayersModel::finishedText(const GameSession &session, int car)
{
    // Alone on the track a place says nothing: the lap's final time does (GT p. 21).
    if (const std::optional<GameRecords::SoloFigures> f =
            GameRecords::soloFigures(session.setup(), session.state(), session.data().soloTiming()))
        return tr("finished, final time %1").arg(RaceTime::format(f->finalTime));
    // DIRT: the stage is won on time, not by who crosses the line first; the classification
    // comes at the end of the stage.
    if (session.game() == Game::Dirt)
        return tr("finished");
    return tr("finished, place %1").arg(session.state().cars.value(car).finishPlace);
}

QVariantMap GamePlayersModel::soloFigures() const
{
    const std::optional<GameRecords::SoloFigures> f =
        GameRecords::soloFigures(m_session->setup(), m_session->state(), m_session->data().soloTiming());
    if (!f)
        return {};
    return {{u"turns"_s, f->turns},
            {u"trackTime"_s, f->trackTime},
            {u"focus"_s, f->focus},
            {u"finalTime"_s, f->finalTime},
            {u"finished"_s, f->finished}};
}

QVariant GamePlayersModel::display(int car, int column) const
{
    const GameSession &s = *m_session;
    const CarGame &c = s.state().cars[car];
    const bool gt = s.game() == Game::GT;
    const std::optional<DiceAllowance> a = s.allowance(car);
    switch (column) {
    case NameColumn: return s.playerName(car);
    case ClassColumn: return c.car.carClass;
    case TyresColumn: return RulesText::tyresName(c.car.tyres);
    case SideColumn: return a ? RulesText::conditionName(a->condition) : QString();
    case GearColumn: return c.car.gear.text();
    case LocationColumn:
        switch (c.car.location) {
        case CarLocation::OnTrack: return tr("on the track");
        case CarLocation::OffTrack: return gt ? tr("off the track") : tr("beside the track (crash)");
        case CarLocation::InPits: return gt ? tr("in the pits") : tr("changing a tyre");
        }
        return {};
    case DiceColumn: {
        if (!a)
            return tr("no dashboard in the data");
        QStringList dice;
        for (DieKind k : kKinds)
            if (a->row && a->row->dice[k] > 0)
                dice << RulesText::dieKindName(k, a->dice[k]);
        return dice.join(u", "_s);
    }
    case HazardLimitColumn: return a ? QVariant(a->hazardLimit) : QVariant();
    case DamageColumn: {
        const DamageCounts &d = c.car.damage;
        QStringList parts;
        const std::pair<int, DamageToken> kinds[] = {{d.gear, DamageToken::Gear}, {d.brake, DamageToken::Brake},
                                                     {d.coast, DamageToken::Coast}, {d.boost, DamageToken::Boost}};
        for (const auto &[n, token] : kinds)
            if (n > 0)
                parts << tr("%1 × %2").arg(n).arg(DamageText::name(token));
        return parts.isEmpty() ? tr("none") : parts.join(u", "_s);
    }
    case TokensColumn: return c.car.focus;
    case ProgressColumn:
        if (const QVariantMap solo = soloFigures(); !solo.isEmpty())
            // The solo score sheet's running figures (GT p. 21): Σ seconds per end gear, less Focus.
            return tr("%n turn(s), track time %1, final time %2", nullptr, solo.value(u"turns"_s).toInt())
                .arg(RaceTime::format(solo.value(u"trackTime"_s).toInt()), RaceTime::format(solo.value(u"finalTime"_s).toInt()));
        if (gt)
            return tr("lap %1 of %2").arg(qMin(c.car.lapsDone + 1, s.state().rules.laps)).arg(s.state().rules.laps);
        return tr("%n Time card(s), %1", nullptr, int(c.timeCards.size())).arg(stageTimeText(car, true));
    case SpareTyreColumn: return gt ? QVariant() : QVariant(c.car.spareTyre ? tr("yes") : tr("used"));
    case SisuColumn: return s.state().rules.sisu ? QVariant(c.car.sisu ? tr("yes") : tr("used")) : QVariant();
    case StatusColumn:
        switch (c.status) {
        case CarStatus::Finished: return finishedText(s, car);
        case CarStatus::Retired: return tr("retired");
        case CarStatus::Racing: return s.activeCar() == car ? tr("playing now") : tr("racing");
        }
        return {};
    }
    return {};
}

QVariant GamePlayersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_session)
        return {};
    const GameSession &s = *m_session;
    const int car = index.row();
    const CarGame &c = s.state().cars[car];
    switch (role) {
    case Qt::DisplayRole: return display(car, index.column());
    case Qt::DecorationRole:
        return index.column() == NameColumn ? QVariant(s.setup().players[car].colour) : QVariant();
    case PlayerRole: return car;
    case ColourRole: return s.setup().players[car].colour;
    case ActiveRole: return s.activeCar() == car;
    case StatusRole: return carStatusId(c.status);
    case ConfidenceRole: return enumId(provenance(car, index.column()).confidence);
    case LowConfidenceRole: return !provenance(car, index.column()).isSolid();
    case SourceRole:
    case Qt::ToolTipRole: {
        const Provenance p = provenance(car, index.column());
        if (p.isSolid())
            return role == SourceRole ? QVariant() : display(car, index.column());
        QStringList sources;
        const QMap<QString, QString> &known = s.data().dashboards(s.game()).sources();
        for (const QString &key : p.sources)
            sources << known.value(key, key);
        QStringList text{RulesText::confidenceName(p.confidence)};
        if (!sources.isEmpty())
            text << sources.join(u"; "_s);
        if (!p.note.isEmpty())
            text << p.note;
        return text.join(u" — "_s);
    }
    case DiceRole: {
        QVariantList out;
        const std::optional<DiceAllowance> a = s.allowance(car);
        if (a && a->row)
            for (DieKind k : kKinds)
                if (a->row->dice[k] > 0)
                    out.append(QVariantMap{{u"kind"_s, enumId(k)},
                                           {u"now"_s, a->dice[k]},
                                           {u"printed"_s, a->row->dice[k]},
                                           {u"confidence"_s, enumId(a->row->provenanceOf(enumId(k)).confidence)}});
        return out;
    }
    case LossTableRole: {
        QVariantList out;
        if (s.game() != Game::GT)
            return out;
        for (const LossOfControlRow &r : s.data().lossOfControl().rows()) {
            Provenance p = solid();
            for (const Provenance &q : r.provenance)
                p = weaker(p, q);
            out.append(QVariantMap{{u"gear"_s, r.gear},
                                   {u"marker"_s, r.marker.text()},
                                   {u"yellow"_s, r.tokens[0]},
                                   {u"orange"_s, r.tokens[1]},
                                   {u"red"_s, r.tokens[2]},
                                   {u"current"_s, !c.car.gear.isOffTrack() && c.car.gear.gear == r.gear},
                                   {u"confidence"_s, enumId(p.confidence)}});
        }
        return out;
    }
    case DamageRole:
        return QVariantMap{{u"gear"_s, c.car.damage.gear},
                           {u"brake"_s, c.car.damage.brake},
                           {u"coast"_s, c.car.damage.coast},
                           {u"boost"_s, c.car.damage.boost}};
    case TimeCardsRole: {
        QVariantList out;
        for (const TimeCardTaken &t : c.timeCards)
            out.append(QVariantMap{{u"gear"_s, t.gear},
                                   {u"side"_s, TimeCardTaken::sideId(t.side)},
                                   {u"seconds"_s, t.seconds},
                                   {u"entered"_s, t.entered},
                                   {u"confidence"_s, enumId(t.confidence)}});
        return out;
    }
    case StageTimeRole: {
        if (s.game() != Game::Dirt)
            return {};
        const std::optional<int> t = stageSeconds(car);
        return t ? QVariant(*t) : QVariant();
    }
    case StageTimeTextRole: return s.game() == Game::Dirt ? QVariant(stageTimeText(car, false)) : QVariant();
    case SoloFiguresRole: return soloFigures();
    case GearMarkerRole: return c.car.gear.text();
    case LocationRole:
        return enumId(c.car.location);
    case YellowFlagsRole: return s.state().marksOf(TrackMark::Kind::YellowFlag, car);
    default: return {};
    }
}

QVariant GamePlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool gt = !m_session || m_session->game() == Game::GT;
    switch (section) {
    case NameColumn: return tr("Player");
    case ClassColumn: return tr("Class");
    case TyresColumn: return tr("Tyres");
    case SideColumn: return gt ? tr("Weather") : tr("Column");
    case GearColumn: return tr("Gear");
    case LocationColumn: return tr("Where");
    case DiceColumn: return tr("Dice this turn");
    case HazardLimitColumn: return tr("Hazard limit");
    case DamageColumn: return tr("Damage");
    case TokensColumn: return gt ? tr("Focus") : tr("Seconds");
    case ProgressColumn: return gt ? tr("Lap") : tr("Stage time");
    case SpareTyreColumn: return tr("Spare tyre");
    case SisuColumn: return tr("SISU");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace Pacenotes
