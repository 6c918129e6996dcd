// SPDX-License-Identifier: GPL-3.0-or-later
#include "turnheadline.h"

#include "gametr.h"

namespace Pacenotes::TurnHeadline {

using namespace Qt::StringLiterals;

QString modeName(RollMode mode)
{
    return mode == RollMode::FlatOut ? GameTr::tr("Flat Out") : GameTr::tr("one by one");
}

QString diceText(const PlannedMove &move)
{
    QStringList dice;
    for (const PlannedStep &s : move.steps)
        dice << s.dice.text() + (s.secured ? u"*"_s : QString());
    return dice.isEmpty() ? u"—"_s : dice.join(u' ');
}

QString pitChoiceName(PitChoice choice)
{
    switch (choice) {
    case PitChoice::Tyres: return GameTr::tr("tyre change");
    case PitChoice::Repairs: return GameTr::tr("repairs");
    case PitChoice::RepairsAndTyres: return GameTr::tr("repairs and tyre change");
    }
    return {};
}

namespace {

QString backName(TimeCardBackKind k)
{
    switch (k) {
    case TimeCardBackKind::Spinout: return GameTr::tr("Spinout");
    case TimeCardBackKind::Crash: return GameTr::tr("Crash");
    case TimeCardBackKind::Sisu: return GameTr::tr("SISU");
    }
    return {};
}

QString ending(const GameSetup &setup, const TurnReport &r)
{
    const TurnOutcome &o = *r.outcome;
    if (r.loss) {
        if (setup.game() == Game::GT)
            return GameTr::tr("Loss of Control on step %1 in gear %2: marker %3, %n Damage token(s)", nullptr, r.damageTokens)
                .arg(r.loss->step + 1)
                .arg(r.loss->gear)
                .arg(r.marker.text());
        const QString card = r.card ? GameTr::tr("%1 card, %n s", nullptr, r.card->seconds).arg(backName(r.card->back))
                                    : QString();
        return GameTr::tr("Loss of Control on step %1 in gear %2: %3").arg(r.loss->step + 1).arg(r.loss->gear).arg(card);
    }
    const QString gear = r.marker.text();
    switch (o.end) {
    case TurnEnd::Completed: return GameTr::tr("%n space(s), gear %1", nullptr, o.position).arg(gear);
    case TurnEnd::Stopped: return GameTr::tr("stopped after %n space(s), gear %1", nullptr, o.position).arg(gear);
    case TurnEnd::Blocked: return GameTr::tr("blocked after %n space(s), gear %1", nullptr, o.position).arg(gear);
    case TurnEnd::FlyingStartStop: return GameTr::tr("the Flying Start die showed a hazard: one space, gear 2");
    case TurnEnd::WaterStop: return GameTr::tr("the water hazard stops it after %n space(s), gear %1", nullptr, o.position).arg(gear);
    case TurnEnd::LossOfControl: break;
    }
    return {};
}

} // namespace

QString text(const GameSetup &setup, const TurnInput &in, const TurnReport &r)
{
    const QString name = setup.players.value(in.car).name;
    if (!r.outcome) {
        if (r.retired)
            return GameTr::tr("%1 retires at the start of the turn.").arg(name);
        if (r.start && r.start->lostTurn)
            return GameTr::tr("%1 cannot come back this turn and loses it.").arg(name);
        return GameTr::tr("%1 does not move this turn; marker %2.").arg(name, r.marker.text());
    }
    QStringList extras;
    const TurnOutcome &o = *r.outcome;
    const bool gt = setup.game() == Game::GT;
    if (o.tokensGained > 0)
        extras << (gt ? GameTr::tr("+%n Focus", nullptr, o.tokensGained) : GameTr::tr("+%n Second(s)", nullptr, o.tokensGained));
    if (o.tokensSpent > 0)
        extras << (gt ? GameTr::tr("%n Focus spent", nullptr, o.tokensSpent) : GameTr::tr("%n Second(s) spent", nullptr, o.tokensSpent));
    if (!r.drawn.isEmpty()) {
        QStringList tokens;
        for (DamageToken t : r.drawn)
            tokens << DamageText::name(t);
        extras << GameTr::tr("drew %1").arg(tokens.join(u", "_s));
    }
    for (ShortcutResult s : in.shortcuts)
        extras << GameTr::tr("shortcut: %1").arg(DamageText::shortcutName(s));
    if (r.weatherChanged)
        extras << GameTr::tr("the weather changes");
    if (in.pitStop)
        extras << GameTr::tr("pit stop: %1").arg(pitChoiceName(in.pitStop->choice));
    if (in.spareTyre)
        extras << GameTr::tr("spare tyre fitted");
    if (r.card && !r.loss)
        extras << (r.card->side == TimeCardTaken::Side::SpareTyre
                       ? GameTr::tr("Time card: the Spare Tyre card, %n s", nullptr, r.card->seconds)
                       : GameTr::tr("Time card: gear %1, %n s", nullptr, r.card->seconds).arg(r.card->gear));
    if (r.finished)
        extras << GameTr::tr("finished");
    if (r.retired)
        extras << GameTr::tr("retires");
    QString line = GameTr::tr("%1: %2 (%3) — %4").arg(name, diceText(*in.move), modeName(in.move->mode), ending(setup, r));
    if (!extras.isEmpty())
        line += u"; "_s + extras.join(u"; "_s);
    return line + u'.';
}

} // namespace Pacenotes::TurnHeadline
