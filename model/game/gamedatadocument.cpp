// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatadocument.h"

#include "commands/changegamedatacommand.h"
#include "gamedatadiff.h"
#include "gamedatasources.h"
#include "gamedatatext.h"
#include "gamedatavalues.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

struct UndoTr
{
    Q_DECLARE_TR_FUNCTIONS(UndoCommands)
};

constexpr qint64 kMaxImportSize = 4 * 1024 * 1024;
const QString kFocus = u"secondsPerFocusToken"_s;

bool isSolo(const GameDataItem &item)
{
    return item.kind == GameDataKind::SoloTiming;
}

bool isBag(const GameDataItem &item)
{
    return item.kind == GameDataKind::GtDamageBag || item.kind == GameDataKind::DirtDamageBag;
}

/// The corrections in their canonical form (see the class comment), solo timing kept as given.
DataOverrides canonical(const DataOverrides &o)
{
    DataOverrides c = GameDataDiff::between(RulesData::builtin(), o.applied());
    c.soloSeconds = o.soloSeconds;
    c.soloFocusSeconds = o.soloFocusSeconds;
    return c;
}

GameDataItem rowOf(GameDataItem item)
{
    item.field.clear();
    if (item.kind == GameDataKind::TimeCards)
        item.index = -1;
    return item;
}

} // namespace

GameDataDocument::GameDataDocument(QObject *parent)
    : QObject(parent), m_path(DataOverrides::defaultPath()), m_data(RulesData::builtin()), m_timing(SoloTiming::builtin()),
      m_undo(new QUndoStack(this))
{
    m_problems = m_validator.check(m_data, m_timing);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

GameDataDocument::~GameDataDocument() = default;

bool GameDataDocument::load(const QString &path, QString *error)
{
    m_path = path;
    m_loadError.clear();
    const std::optional<DataOverrides> o = DataOverrides::load(path, &m_loadError);
    m_keepUnreadable = !o;
    m_undo->clear();
    applyOverrides(o ? canonical(*o) : DataOverrides{});
    if (!o && error)
        *error = m_loadError;
    return o.has_value();
}

bool GameDataDocument::save(QString *error)
{
    if (m_keepUnreadable && QFileInfo::exists(m_path)) {
        // The file could not be read when the editor opened it: keep it, the user may want it.
        const QString keep = m_path + u".unreadable-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
        if (!QFile::copy(m_path, keep)) {
            if (error)
                *error = tr("Your earlier corrections in %1 could not be read, and no copy of them could be kept, so "
                            "nothing was saved over them.")
                             .arg(QDir::toNativeSeparators(m_path));
            return false;
        }
    }
    if (!m_overrides.save(m_path, error))
        return false;
    m_keepUnreadable = false;
    m_undo->setClean();
    emit saved(m_path);
    return true;
}

bool GameDataDocument::isModified() const
{
    return !m_undo->isClean();
}

bool GameDataDocument::importFile(const QString &path, QString *message)
{
    const QString name = QFileInfo(path).fileName();
    const auto refuse = [&](const QString &why) {
        return reject(message, tr("%1 cannot be imported: %2 Nothing was changed.").arg(name, why));
    };
    QFile f(path);
    if (!QFileInfo(path).isFile() || !f.open(QIODevice::ReadOnly))
        return refuse(tr("the file cannot be read (%1).").arg(f.errorString()));
    if (f.size() > kMaxImportSize)
        return refuse(tr("the file is too large."));
    QString why;
    const std::optional<DataOverrides> theirs = DataOverrides::fromJson(f.read(kMaxImportSize), &why);
    if (!theirs)
        return refuse(why + u'.');
    if (theirs->isEmpty())
        return refuse(tr("it holds no corrections."));

    RulesData edited = m_data;
    int taken = GameDataDiff::take(edited, *theirs);
    DataOverrides solo = m_overrides;
    for (auto it = theirs->soloSeconds.begin(); it != theirs->soloSeconds.end(); ++it, ++taken)
        solo.soloSeconds.insert(it.key(), it.value());
    if (theirs->soloFocusSeconds) {
        solo.soloFocusSeconds = theirs->soloFocusSeconds;
        ++taken;
    }
    // The file on its own (what the referee would read from it) and merged with the corrections here.
    QStringList errors;
    const RulesData alone = theirs->applied();
    const auto collect = [&](const QList<GameDataProblem> &problems, const RulesData &data) {
        for (const GameDataProblem &p : problems) {
            const QString text = tr("%1: %2").arg(GameDataText::itemName(p.item, data), p.message);
            if (p.severity == GameDataProblem::Severity::Error && !errors.contains(text))
                errors << text;
        }
    };
    collect(m_validator.check(alone, theirs->appliedSoloTiming()), alone);
    collect(m_validator.check(edited, solo.appliedSoloTiming()), edited);
    if (!errors.isEmpty()) {
        const QString first = errors.first();
        return refuse(errors.size() == 1 ? first : tr("%1 (and %n more problem(s))", nullptr, int(errors.size() - 1)).arg(first));
    }
    commit(edited, solo, UndoTr::tr("Import corrections from %1").arg(name));
    if (message)
        *message = tr("%n value(s) taken from %1.", nullptr, taken).arg(name);
    return true;
}

bool GameDataDocument::exportFile(const QString &path, QString *error) const
{
    return m_overrides.save(path, error);
}

QList<GameDataProblem> GameDataDocument::problemsOf(const GameDataItem &item) const
{
    QList<GameDataProblem> out;
    for (const GameDataProblem &p : m_problems)
        if (p.item.sameRow(item) && (item.field.isEmpty() || p.item.field == item.field))
            out << p;
    return out;
}

bool GameDataDocument::exists(const GameDataItem &item) const
{
    if (isSolo(item))
        return item.field == kFocus || SoloTiming::endGears().contains(item.field);
    return GameDataValues::exists(m_data, item);
}

std::optional<int> GameDataDocument::value(const GameDataItem &item) const
{
    if (isSolo(item)) {
        if (!exists(item))
            return std::nullopt;
        return item.field == kFocus ? m_timing.secondsPerFocusToken() : m_timing.secondsFor(*GearMarker::fromText(item.field));
    }
    return GameDataValues::value(m_data, item);
}

std::optional<int> GameDataDocument::builtinValue(const GameDataItem &item) const
{
    if (isSolo(item)) {
        if (!exists(item))
            return std::nullopt;
        const SoloTiming &t = SoloTiming::builtin();
        return item.field == kFocus ? t.secondsPerFocusToken() : t.secondsFor(*GearMarker::fromText(item.field));
    }
    return GameDataValues::value(builtin(), item);
}

std::optional<Provenance> GameDataDocument::provenance(const GameDataItem &item) const
{
    if (isSolo(item)) {
        if (!exists(item))
            return std::nullopt;
        const bool mine = item.field == kFocus ? m_overrides.soloFocusSeconds.has_value() : m_overrides.soloSeconds.contains(item.field);
        return mine ? GameDataValues::userProvenance() : GameDataSources::builtin().soloTiming();
    }
    return GameDataValues::provenance(m_data, item);
}

bool GameDataDocument::isUserValue(const GameDataItem &item) const
{
    const std::optional<Provenance> p = provenance(item);
    return p && p->confidence == Confidence::User;
}

int GameDataDocument::placeholderCount(GameDataKind kind) const
{
    QList<GameDataItem> rows;
    switch (kind) {
    case GameDataKind::GtDashboards:
    case GameDataKind::DirtDashboards: {
        const Game g = kind == GameDataKind::GtDashboards ? Game::GT : Game::Dirt;
        for (const DashboardRow &r : m_data.dashboards(g).rows())
            rows << GameDataItem::dashboard(g, r.carClass, r.tyres, r.condition);
        break;
    }
    case GameDataKind::LossOfControl:
        for (const LossOfControlRow &r : m_data.lossOfControl().rows())
            rows << GameDataItem::lossOfControl(r.gear);
        break;
    case GameDataKind::TimeCards:
        for (const TimeCardDeck &d : m_data.timeCards().decks()) {
            rows << GameDataItem::timeCardDeck(d.gear);
            for (int i = 0; i < d.backs.size(); ++i)
                rows << GameDataItem::timeCardBack(d.gear, i);
        }
        break;
    case GameDataKind::GtDamageBag:
    case GameDataKind::DirtDamageBag: {
        const Game g = kind == GameDataKind::GtDamageBag ? Game::GT : Game::Dirt;
        for (int i = 0; i < m_data.damageBag(g).tokens().size(); ++i)
            rows << GameDataItem::bagToken(g, i, {});
        break;
    }
    case GameDataKind::SoloTiming: {
        QStringList fields = SoloTiming::endGears();
        fields << kFocus;
        int n = 0;
        for (const QString &f : std::as_const(fields))
            n += provenance(GameDataItem::soloTiming(f))->confidence == Confidence::Placeholder;
        return n;
    }
    }
    int n = 0;
    for (GameDataItem item : std::as_const(rows)) {
        for (const QString &f : GameDataValues::fields(kind, item.index >= 0 && kind == GameDataKind::TimeCards)) {
            item.field = f;
            if (GameDataValues::applies(m_data, item))
                n += provenance(item)->confidence == Confidence::Placeholder;
        }
    }
    return n;
}

bool GameDataDocument::reject(QString *error, const QString &message)
{
    if (error)
        *error = message;
    emit inputRejected(message);
    return false;
}

bool GameDataDocument::setValue(const GameDataItem &item, int value, QString *error)
{
    if (item.field.isEmpty() || !exists(item) || (!isSolo(item) && !GameDataValues::value(m_data, item)))
        return reject(error, tr("There is no such value to change."));
    if (const std::optional<QString> why = m_validator.refuse(m_data, item, value))
        return reject(error, *why);
    const QString text = UndoTr::tr("Set %1 to %2").arg(GameDataText::itemName(item, m_data), GameDataText::valueText(item, value));
    if (isSolo(item)) {
        DataOverrides next = m_overrides;
        if (item.field == kFocus)
            next.soloFocusSeconds = value;
        else
            next.soloSeconds.insert(item.field, value);
        push(next, text);
        return true;
    }
    const std::optional<Provenance> old = provenance(item);
    RulesData edited = m_data;
    GameDataValues::set(edited, item, value, GameDataValues::userProvenance(old && old->confidence == Confidence::User ? old->note : QString()));
    if (item.kind == GameDataKind::TimeCards && item.field == u"kind") {
        // A card of another kind: clear what only the old kind showed; a SISU card keeps its deck's gear.
        TimeCardDeck deck = *edited.timeCards().deck(item.gear);
        TimeCardBack &back = deck.backs[item.index];
        if (back.kind != TimeCardBackKind::Crash)
            back.damage = {};
        back.gear = back.kind == TimeCardBackKind::Sisu ? (back.gear ? back.gear : item.gear) : 0;
        edited.timeCards().setDeck(deck);
    }
    commit(edited, m_overrides, text);
    return true;
}

bool GameDataDocument::resetValue(const GameDataItem &item, QString *error)
{
    if (!exists(item))
        return reject(error, tr("There is no such value to reset."));
    if (isSolo(item))
        return resetSolo(item);
    if (isBag(item))
        return resetBagToken(item, error);
    const GameDataItem row = rowOf(item);
    if (!GameDataValues::exists(builtin(), row)) {
        // A dashboard the user added: there is no built-in one to go back to.
        DataOverrides next = m_overrides;
        QList<DashboardRow> &rows = item.game() == Game::GT ? next.gtDashboards : next.dirtDashboards;
        rows.removeIf([&](const DashboardRow &r) {
            return GameDataItem::dashboard(item.game(), r.carClass, r.tyres, r.condition).sameRow(row);
        });
        push(next, UndoTr::tr("Remove the dashboard %1").arg(GameDataText::rowName(row, m_data)));
        return true;
    }
    RulesData edited = m_data;
    const bool wholeRow = item.field.isEmpty();
    if (item.kind == GameDataKind::TimeCards && (item.index >= 0 || wholeRow)) {
        TimeCardDeck deck = *edited.timeCards().deck(item.gear);
        const TimeCardDeck &base = *builtin().timeCards().deck(item.gear);
        deck.backs = base.backs;
        deck.provenance.insert(u"backs"_s, base.provenance.value(u"backs"_s));
        edited.timeCards().setDeck(deck);
    }
    if (wholeRow) {
        GameDataItem one = row;
        for (const QString &f : GameDataValues::fields(item.kind)) {
            one.field = f;
            GameDataValues::copy(edited, builtin(), one);
        }
    } else if (item.index < 0) {
        GameDataValues::copy(edited, builtin(), item);
    }
    commit(edited, m_overrides,
           item.index >= 0 ? UndoTr::tr("Reset the 0 sides of the gear %1 deck").arg(item.gear)
                           : UndoTr::tr("Reset %1").arg(GameDataText::itemName(item, m_data)));
    return true;
}

bool GameDataDocument::resetSolo(const GameDataItem &item)
{
    DataOverrides next = m_overrides;
    if (item.field == kFocus)
        next.soloFocusSeconds.reset();
    else
        next.soloSeconds.remove(item.field);
    push(next, UndoTr::tr("Reset %1").arg(GameDataText::itemName(item, m_data)));
    return true;
}

bool GameDataDocument::resetBagToken(const GameDataItem &item, QString *error)
{
    const Game g = item.game();
    QList<DamageTokenSpec> tokens = m_data.damageBag(g).tokens();
    if (item.index < 0 || item.index >= tokens.size())
        return reject(error, tr("There is no such value to reset."));
    const QString what = GameDataText::itemName(item, m_data);
    const DamageTokenSpec &mine = tokens[item.index];
    const QList<DamageTokenSpec> &base = builtin().damageBag(g).tokens();
    const auto same = std::find_if(base.begin(), base.end(), [&](const DamageTokenSpec &b) {
        return b.damage == mine.damage && b.shortcut == mine.shortcut;
    });
    if (same == base.end())
        tokens.removeAt(item.index); // a kind the built-in bag does not have
    else
        tokens[item.index] = *same;
    RulesData edited = m_data;
    edited.damageBag(g).setTokens(tokens);
    commit(edited, m_overrides, UndoTr::tr("Reset %1").arg(what));
    return true;
}

bool GameDataDocument::resetAll(QString *)
{
    push(DataOverrides{}, UndoTr::tr("Reset all game data to the built-in values"));
    return true;
}

bool GameDataDocument::addTimeCardBack(int gear, QString *error)
{
    const TimeCardDeck *found = m_data.timeCards().deck(gear);
    if (!found)
        return reject(error, tr("There is no deck for gear %1.").arg(gear));
    TimeCardDeck deck = *found;
    deck.backs.append(TimeCardBack{TimeCardBackKind::Spinout, 0, {}, 0, 0});
    deck.provenance.insert(u"backs"_s, GameDataValues::userProvenance());
    RulesData edited = m_data;
    edited.timeCards().setDeck(deck);
    commit(edited, m_overrides, UndoTr::tr("Add a 0 side to the gear %1 deck").arg(gear));
    return true;
}

bool GameDataDocument::removeTimeCardBack(int gear, int index, QString *error)
{
    const TimeCardDeck *found = m_data.timeCards().deck(gear);
    if (!found || index < 0 || index >= found->backs.size())
        return reject(error, tr("There is no such 0 side to remove."));
    if (found->backs.size() == 1)
        return reject(error, tr("A deck keeps at least one kind of 0 side: change this one instead."));
    TimeCardDeck deck = *found;
    deck.backs.removeAt(index);
    deck.provenance.insert(u"backs"_s, GameDataValues::userProvenance());
    RulesData edited = m_data;
    edited.timeCards().setDeck(deck);
    commit(edited, m_overrides,
           UndoTr::tr("Remove a 0 side from the gear %1 deck").arg(gear));
    return true;
}

void GameDataDocument::commit(const RulesData &edited, const DataOverrides &solo, const QString &text)
{
    DataOverrides next = GameDataDiff::between(builtin(), edited);
    next.soloSeconds = solo.soloSeconds;
    next.soloFocusSeconds = solo.soloFocusSeconds;
    push(next, text);
}

void GameDataDocument::push(const DataOverrides &next, const QString &text)
{
    if (next == m_overrides)
        return;
    m_undo->push(new ChangeGameDataCommand(this, m_overrides, next, text));
}

void GameDataDocument::applyOverrides(const DataOverrides &overrides)
{
    m_overrides = overrides;
    m_data = overrides.applied(builtin());
    m_timing = overrides.appliedSoloTiming(SoloTiming::builtin());
    m_problems = m_validator.check(m_data, m_timing);
    emit dataChanged();
}

} // namespace Pacenotes
