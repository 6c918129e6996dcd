// SPDX-License-Identifier: GPL-3.0-or-later
#include "rally.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Rally)
};
} // namespace

QString Damage::text() const
{
    //: Damage carried on the rally sheet: Gear / Coast / Brake tokens, e.g. 1G/0C/2B.
    return Tr::tr("%1G/%2C/%3B").arg(gear).arg(coast).arg(brake);
}

std::optional<Damage> Damage::parse(QStringView text)
{
    // Accept the printed form with our letters or the translated ones, or bare numbers.
    QString t = text.trimmed().toString().toUpper();
    const QString letters = Tr::tr("%1G/%2C/%3B").arg(QString(), QString(), QString()).toUpper();
    for (const QChar c : letters)
        if (c.isLetter())
            t.replace(c, u' ');
    t.replace(u'G', u' ').replace(u'C', u' ').replace(u'B', u' ');
    static const QRegularExpression sep(u"[\\s/,;]+"_s);
    const QStringList parts = t.split(sep, Qt::SkipEmptyParts);
    if (parts.size() != 3)
        return std::nullopt;
    int v[3];
    for (int i = 0; i < 3; ++i) {
        bool ok = false;
        v[i] = parts[i].toInt(&ok);
        if (!ok || v[i] < 0 || v[i] > kMaxTokens || !parts[i][0].isDigit())
            return std::nullopt;
    }
    return Damage{v[0], v[1], v[2]};
}

Rally Rally::create(int stageCount, int playerCount)
{
    Rally r;
    for (int s = 0; s < stageCount; ++s)
        r.stages.append(RallyStage{});
    for (int p = 0; p < playerCount; ++p)
        r.players.append(RallyPlayer{Tr::tr("Player %1").arg(p + 1), {}});
    r.normalize();
    return r;
}

void Rally::normalize()
{
    for (RallyPlayer &p : players)
        p.results.resize(stages.size());
}

QStringList Rally::problems() const
{
    QStringList out;
    if (name.size() > kMaxTextLength)
        out << Tr::tr("The rally name is too long (at most %1 characters).").arg(kMaxTextLength);
    if (notes.size() > kMaxNotesLength)
        out << Tr::tr("The notes are too long (at most %1 characters).").arg(kMaxNotesLength);
    if (stages.isEmpty())
        out << Tr::tr("A rally needs at least one stage.");
    if (stages.size() > kMaxStages)
        out << Tr::tr("A rally has at most %n stage(s).", nullptr, kMaxStages);
    if (players.isEmpty())
        out << Tr::tr("A rally needs at least one player.");
    if (players.size() > kMaxPlayers)
        out << Tr::tr("A rally has at most %n player(s).", nullptr, kMaxPlayers);
    if (date.isValid() && (date.year() < 2000 || date.year() > 9999))
        out << Tr::tr("The date %1 is not plausible.").arg(date.toString(Qt::ISODate));
    for (qsizetype s = 0; s < stages.size(); ++s)
        if (stages[s].name.size() > kMaxTextLength)
            out << Tr::tr("The name of stage %1 is too long.").arg(s + 1);
    for (qsizetype p = 0; p < players.size(); ++p) {
        const RallyPlayer &player = players[p];
        const QString who = player.name.isEmpty() ? Tr::tr("Player %1").arg(p + 1) : player.name;
        if (player.name.size() > kMaxTextLength)
            out << Tr::tr("The name of player %1 is too long.").arg(p + 1);
        if (player.results.size() != stages.size()) {
            out << Tr::tr("%1 has results for %n stage(s) of %2.", nullptr, int(player.results.size()))
                       .arg(who)
                       .arg(stages.size());
            continue;
        }
        for (qsizetype s = 0; s < stages.size(); ++s) {
            const StageResult &r = player.results[s];
            for (const QString &why : {RallyCheck::timeProblem(r.time), RallyCheck::penaltyProblem(r.penaltyTokens),
                                       RallyCheck::damageProblem(r.damage)}) {
                if (!why.isEmpty())
                    out << Tr::tr("%1, stage %2: %3").arg(who).arg(s + 1).arg(why);
            }
        }
    }
    return out;
}

namespace RallyCheck {

QString timeProblem(std::optional<int> seconds)
{
    if (!seconds)
        return {};
    if (*seconds < 0)
        return Tr::tr("a stage time cannot be negative.");
    if (*seconds > StageResult::kMaxStageSeconds)
        return Tr::tr("a stage time must be under 24 hours.");
    return {};
}

QString penaltyProblem(int tokens)
{
    if (tokens < 0)
        return Tr::tr("penalty tokens cannot be negative.");
    if (tokens > StageResult::kMaxPenaltyTokens)
        return Tr::tr("at most %1 penalty tokens.").arg(StageResult::kMaxPenaltyTokens);
    return {};
}

QString damageProblem(const Damage &d)
{
    for (int v : {d.gear, d.coast, d.brake})
        if (v < 0 || v > Damage::kMaxTokens)
            return Tr::tr("damage tokens must be between 0 and %1.").arg(Damage::kMaxTokens);
    return {};
}

} // namespace RallyCheck

} // namespace Pacenotes
