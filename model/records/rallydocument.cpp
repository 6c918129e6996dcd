// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallydocument.h"

#include "commands/rallycommands.h"
#include "recordsdatabase.h"
#include "rules/solotiming.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// Undo step names share one context with the commands' own.
struct UndoText
{
    Q_DECLARE_TR_FUNCTIONS(UndoCommands)
};
} // namespace

RallyDocument::RallyDocument(QObject *parent) : RallyDocument(Rally::create(3, 2), parent)
{
    m_rally.date = QDate::currentDate();
}

RallyDocument::RallyDocument(const Rally &rally, QObject *parent)
    : QObject(parent), m_rally(rally), m_undo(new QUndoStack(this))
{
    m_rally.normalize();
    m_standings = RallyStandings::compute(m_rally);
}

RallyDocument::~RallyDocument() = default;

RallyInfo RallyDocument::info() const
{
    return {m_rally.name, m_rally.date, m_rally.checkpoints, m_rally.notes};
}

bool RallyDocument::isBlank() const
{
    if (!m_rally.name.isEmpty() || !m_rally.notes.isEmpty())
        return false;
    for (const RallyPlayer &p : m_rally.players)
        for (const StageResult &r : p.results)
            if (!(r == StageResult{}))
                return false;
    return true;
}

std::optional<int> RallyDocument::parseStageTime(QStringView text, bool *ok, QString *error)
{
    const QString t = text.trimmed().toString();
    *ok = true;
    if (t.isEmpty())
        return std::nullopt;
    QString normal = t;
    normal.replace(u'.', u':');
    std::optional<int> seconds;
    if (normal.contains(u':'))
        seconds = RaceTime::parse(normal);
    if (!seconds) {
        *ok = false;
        if (error)
            *error = tr("“%1” is not a stage time: write minutes and seconds as m:ss, for example 4:07.").arg(t);
        return std::nullopt;
    }
    if (const QString p = RallyCheck::timeProblem(seconds); !p.isEmpty()) {
        *ok = false;
        if (error)
            *error = tr("“%1” is not a stage time: %2").arg(t, p);
        return std::nullopt;
    }
    return seconds;
}

bool RallyDocument::reject(QString *error, const QString &message)
{
    if (error)
        *error = message;
    emit inputRejected(message);
    return false;
}

bool RallyDocument::checkCell(int player, int stage, QString *error)
{
    if (player < 0 || player >= m_rally.players.size() || stage < 0 || stage >= m_rally.stages.size())
        return reject(error, tr("There is no such player or stage on this sheet."));
    return true;
}

bool RallyDocument::setInfo(const RallyInfo &value, QString *error)
{
    if (value == info())
        return true;
    Rally check = m_rally;
    check.name = value.name;
    check.date = value.date;
    check.notes = value.notes;
    if (const QStringList p = check.problems(); !p.isEmpty())
        return reject(error, p.join(u' '));
    m_undo->push(new ChangeRallyInfoCommand(this, value));
    return true;
}

bool RallyDocument::addStage(QString *error)
{
    if (m_rally.stages.size() >= Rally::kMaxStages)
        return reject(error, tr("A rally has at most %n stage(s).", nullptr, Rally::kMaxStages));
    const int at = int(m_rally.stages.size());
    m_undo->push(new InsertStageCommand(this, at, RallyStage{}, QList<StageResult>(m_rally.players.size())));
    return true;
}

bool RallyDocument::removeStage(int stage, QString *error)
{
    if (stage < 0 || stage >= m_rally.stages.size())
        return reject(error, tr("There is no stage %1 on this sheet.").arg(stage + 1));
    if (m_rally.stages.size() == 1)
        return reject(error, tr("A rally needs at least one stage."));
    m_undo->push(new RemoveStageCommand(this, stage));
    return true;
}

bool RallyDocument::setStage(int stage, const RallyStage &value, QString *error)
{
    if (stage < 0 || stage >= m_rally.stages.size())
        return reject(error, tr("There is no stage %1 on this sheet.").arg(stage + 1));
    if (value.name.size() > Rally::kMaxTextLength)
        return reject(error, tr("The stage name is too long (at most %1 characters).").arg(Rally::kMaxTextLength));
    if (value != m_rally.stages[stage])
        m_undo->push(new ChangeStageCommand(this, stage, value));
    return true;
}

bool RallyDocument::addPlayer(const QString &name, QString *error)
{
    if (m_rally.players.size() >= Rally::kMaxPlayers)
        return reject(error, tr("A rally has at most %n player(s).", nullptr, Rally::kMaxPlayers));
    const QString n = name.trimmed().isEmpty() ? tr("Player %1").arg(m_rally.players.size() + 1) : name.trimmed();
    if (n.size() > Rally::kMaxTextLength)
        return reject(error, tr("The name is too long (at most %1 characters).").arg(Rally::kMaxTextLength));
    m_undo->push(new InsertPlayerCommand(this, int(m_rally.players.size()),
                                         RallyPlayer{n, QList<StageResult>(m_rally.stages.size())}));
    return true;
}

bool RallyDocument::removePlayer(int player, QString *error)
{
    if (player < 0 || player >= m_rally.players.size())
        return reject(error, tr("There is no player %1 on this sheet.").arg(player + 1));
    if (m_rally.players.size() == 1)
        return reject(error, tr("A rally needs at least one player."));
    m_undo->push(new RemovePlayerCommand(this, player));
    return true;
}

bool RallyDocument::renamePlayer(int player, const QString &name, QString *error)
{
    if (player < 0 || player >= m_rally.players.size())
        return reject(error, tr("There is no player %1 on this sheet.").arg(player + 1));
    const QString n = name.trimmed();
    if (n.isEmpty())
        return reject(error, tr("A player needs a name."));
    if (n.size() > Rally::kMaxTextLength)
        return reject(error, tr("The name is too long (at most %1 characters).").arg(Rally::kMaxTextLength));
    if (n != m_rally.players[player].name)
        m_undo->push(new RenamePlayerCommand(this, player, n));
    return true;
}

bool RallyDocument::movePlayer(int from, int to, QString *error)
{
    const int n = int(m_rally.players.size());
    if (from < 0 || from >= n || to < 0 || to >= n)
        return reject(error, tr("There is no such player on this sheet."));
    if (from != to)
        m_undo->push(new MovePlayerCommand(this, from, to));
    return true;
}

bool RallyDocument::setResult(int player, int stage, const StageResult &result, QString *error)
{
    if (!checkCell(player, stage, error))
        return false;
    for (const QString &p : {RallyCheck::timeProblem(result.time), RallyCheck::penaltyProblem(result.penaltyTokens),
                             RallyCheck::damageProblem(result.damage)}) {
        if (!p.isEmpty())
            return reject(error, p);
    }
    if (result == m_rally.result(player, stage))
        return true;
    m_undo->push(new ChangeStageResultCommand(this, player, stage, result,
                                              UndoText::tr("%1, stage %2").arg(m_rally.players[player].name).arg(stage + 1)));
    return true;
}

bool RallyDocument::setStageTime(int player, int stage, const QString &text, QString *error)
{
    if (!checkCell(player, stage, error))
        return false;
    bool ok = false;
    QString why;
    const std::optional<int> seconds = parseStageTime(text, &ok, &why);
    if (!ok)
        return reject(error, why);
    StageResult r = m_rally.result(player, stage);
    if (r.time == seconds)
        return true;
    r.time = seconds;
    m_undo->push(new ChangeStageResultCommand(
        this, player, stage, r,
        seconds ? UndoText::tr("%1, stage %2: %3").arg(m_rally.players[player].name).arg(stage + 1).arg(RaceTime::format(*seconds))
                : UndoText::tr("%1, stage %2: clear the time").arg(m_rally.players[player].name).arg(stage + 1)));
    return true;
}

bool RallyDocument::setPenaltyTokens(int player, int stage, int tokens, QString *error)
{
    if (!checkCell(player, stage, error))
        return false;
    if (const QString p = RallyCheck::penaltyProblem(tokens); !p.isEmpty())
        return reject(error, p);
    if (!m_rally.checkpoints && tokens != 0)
        return reject(error, tr("Penalty tokens need the Checkpoints rule: switch it on for this rally first."));
    StageResult r = m_rally.result(player, stage);
    if (r.penaltyTokens == tokens)
        return true;
    r.penaltyTokens = tokens;
    m_undo->push(new ChangeStageResultCommand(
        this, player, stage, r, UndoText::tr("%1, stage %2: %n penalty token(s)", nullptr, tokens).arg(m_rally.players[player].name).arg(stage + 1)));
    return true;
}

bool RallyDocument::setPenaltyText(int player, int stage, const QString &text, QString *error)
{
    const QString t = text.trimmed();
    bool ok = true;
    const int tokens = t.isEmpty() ? 0 : t.toInt(&ok);
    if (!ok)
        return reject(error, tr("“%1” is not a number of penalty tokens.").arg(t));
    return setPenaltyTokens(player, stage, tokens, error);
}

bool RallyDocument::setRetired(int player, int stage, bool retired, QString *error)
{
    if (!checkCell(player, stage, error))
        return false;
    StageResult r = m_rally.result(player, stage);
    if (r.retired == retired)
        return true;
    r.retired = retired;
    m_undo->push(new ChangeStageResultCommand(
        this, player, stage, r,
        retired ? UndoText::tr("%1 retires from stage %2").arg(m_rally.players[player].name).arg(stage + 1)
                : UndoText::tr("%1 did not retire from stage %2").arg(m_rally.players[player].name).arg(stage + 1)));
    return true;
}

bool RallyDocument::setDamage(int player, int stage, const Damage &damage, QString *error)
{
    if (!checkCell(player, stage, error))
        return false;
    if (const QString p = RallyCheck::damageProblem(damage); !p.isEmpty())
        return reject(error, p);
    StageResult r = m_rally.result(player, stage);
    if (r.damage == damage)
        return true;
    r.damage = damage;
    m_undo->push(new ChangeStageResultCommand(
        this, player, stage, r, UndoText::tr("%1, stage %2: damage %3").arg(m_rally.players[player].name).arg(stage + 1).arg(damage.text())));
    return true;
}

bool RallyDocument::setDamageText(int player, int stage, const QString &text, QString *error)
{
    const std::optional<Damage> d = text.trimmed().isEmpty() ? std::optional<Damage>(Damage{}) : Damage::parse(text);
    if (!d)
        return reject(error, tr("“%1” is not damage: write the Gear, Coast and Brake tokens as G/C/B, for example "
                                "1/0/2 (each 0 to %2).")
                                 .arg(text.trimmed())
                                 .arg(Damage::kMaxTokens));
    return setDamage(player, stage, *d, error);
}

bool RallyDocument::setSpareTire(int player, int stage, std::optional<bool> available, QString *error)
{
    if (!checkCell(player, stage, error))
        return false;
    StageResult r = m_rally.result(player, stage);
    if (r.spareTire == available)
        return true;
    r.spareTire = available;
    m_undo->push(new ChangeStageResultCommand(this, player, stage, r,
                                              UndoText::tr("%1, stage %2: spare tyre").arg(m_rally.players[player].name).arg(stage + 1)));
    return true;
}

void RallyDocument::applyInfo(const RallyInfo &value)
{
    m_rally.name = value.name;
    m_rally.date = value.date;
    m_rally.checkpoints = value.checkpoints;
    m_rally.notes = value.notes;
    emit infoChanged();
    touch();
}

void RallyDocument::applyInsertStage(int at, const RallyStage &stage, const QList<StageResult> &results)
{
    emit structureAboutToChange();
    m_rally.stages.insert(at, stage);
    for (qsizetype p = 0; p < m_rally.players.size(); ++p)
        m_rally.players[p].results.insert(at, results.value(p));
    m_standings = RallyStandings::compute(m_rally);
    emit structureChanged();
    touch();
}

void RallyDocument::applyRemoveStage(int at)
{
    emit structureAboutToChange();
    m_rally.stages.removeAt(at);
    for (RallyPlayer &p : m_rally.players)
        p.results.removeAt(at);
    m_standings = RallyStandings::compute(m_rally);
    emit structureChanged();
    touch();
}

void RallyDocument::applySetStage(int at, const RallyStage &stage)
{
    m_rally.stages[at] = stage;
    m_standings = RallyStandings::compute(m_rally);
    emit stageChanged(at);
    touch();
}

void RallyDocument::applyInsertPlayer(int at, const RallyPlayer &player)
{
    emit structureAboutToChange();
    m_rally.players.insert(at, player);
    m_rally.normalize();
    m_standings = RallyStandings::compute(m_rally);
    emit structureChanged();
    touch();
}

void RallyDocument::applyRemovePlayer(int at)
{
    emit structureAboutToChange();
    m_rally.players.removeAt(at);
    m_standings = RallyStandings::compute(m_rally);
    emit structureChanged();
    touch();
}

void RallyDocument::applyMovePlayer(int from, int to)
{
    emit structureAboutToChange();
    m_rally.players.move(from, to);
    m_standings = RallyStandings::compute(m_rally);
    emit structureChanged();
    touch();
}

void RallyDocument::applyRenamePlayer(int at, const QString &name)
{
    m_rally.players[at].name = name;
    emit playerChanged(at);
    touch();
}

void RallyDocument::applyResult(int player, int stage, const StageResult &result)
{
    m_rally.players[player].results[stage] = result;
    m_standings = RallyStandings::compute(m_rally);
    emit resultChanged(player, stage);
    touch();
}

void RallyDocument::touch()
{
    emit changed();
    if (m_db)
        save();
}

void RallyDocument::attachDatabase(RecordsDatabase *db)
{
    m_db = db;
    if (m_db && !isBlank())
        save();
}

bool RallyDocument::save()
{
    if (!m_db)
        return false;
    if (isBlank() && m_rally.id == 0)
        return true;
    QString error;
    const std::optional<qint64> id = m_db->saveRally(m_rally, &error);
    if (!id) {
        emit saveFailed(error);
        return false;
    }
    m_rally.id = *id;
    emit saved(*id);
    return true;
}

} // namespace Pacenotes
