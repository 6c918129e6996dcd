// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatatext.h"

#include "gamedatasources.h"
#include "rules/damagetokens.h"
#include "rules/rulesdata.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString GameDataText::kindName(GameDataKind kind)
{
    switch (kind) {
    case GameDataKind::GtDashboards: return tr("GT dashboards");
    case GameDataKind::DirtDashboards: return tr("DIRT dashboards");
    case GameDataKind::LossOfControl: return tr("Loss of Control (GT)");
    case GameDataKind::TimeCards: return tr("Time cards (DIRT)");
    case GameDataKind::GtDamageBag: return tr("GT Damage tokens");
    case GameDataKind::DirtDamageBag: return tr("DIRT Damage tokens");
    case GameDataKind::SoloTiming: return tr("Solo timing (GT)");
    }
    return {};
}

QString GameDataText::fieldName(const GameDataItem &item)
{
    const QString &f = item.field;
    switch (item.kind) {
    case GameDataKind::GtDashboards:
    case GameDataKind::DirtDashboards:
        if (f == u"gear")
            return tr("Gear dice");
        if (f == u"coast")
            return tr("Coast dice");
        if (f == u"brake")
            return tr("Brake dice");
        if (f == u"boost")
            return tr("Boost dice");
        if (f == u"leader")
            return tr("Leader dice");
        if (f == u"hazardLimit")
            return tr("Hazard limit");
        break;
    case GameDataKind::LossOfControl:
        if (f == u"marker")
            return tr("Gear marker");
        break;
    case GameDataKind::TimeCards:
        if (f == u"cards")
            return tr("Cards");
        if (f == u"frontSeconds")
            return tr("Seconds");
        if (f == u"kind")
            return tr("0 side");
        if (f == u"count")
            return tr("Cards");
        if (f == u"seconds")
            return tr("Seconds");
        if (f == u"gear")
            return tr("SISU gear");
        break;
    case GameDataKind::GtDamageBag:
    case GameDataKind::DirtDamageBag: return tr("Tokens");
    case GameDataKind::SoloTiming:
        if (f == u"seconds")
            return tr("Seconds");
        return f == u"secondsPerFocusToken" ? tr("Seconds per Focus token") : tr("Seconds for end gear %1").arg(f);
    }
    if (f == u"yellow")
        return tr("Tokens, yellow tile");
    if (f == u"orange")
        return tr("Tokens, orange tile");
    if (f == u"red")
        return tr("Tokens, red tile");
    return f;
}

QString GameDataText::tokenName(const DamageTokenSpec &token)
{
    if (!token.shortcut)
        return DamageText::name(token.damage);
    return tr("%1 / %2").arg(DamageText::name(token.damage), DamageText::shortcutName(*token.shortcut));
}

QString GameDataText::columnTitle(const GameDataItem &item)
{
    // The English titles are the field names; the disambiguation lets a translation shorten them.
    const QString &f = item.field;
    if (f == u"gear" && (item.kind == GameDataKind::GtDashboards || item.kind == GameDataKind::DirtDashboards))
        return tr("Gear dice", "column title");
    if (f == u"coast")
        return tr("Coast dice", "column title");
    if (f == u"brake")
        return tr("Brake dice", "column title");
    if (f == u"boost")
        return tr("Boost dice", "column title");
    if (f == u"leader")
        return tr("Leader dice", "column title");
    if (f == u"hazardLimit")
        return tr("Hazard limit", "column title");
    if (f == u"yellow")
        return tr("Tokens, yellow tile", "column title");
    if (f == u"orange")
        return tr("Tokens, orange tile", "column title");
    if (f == u"red")
        return tr("Tokens, red tile", "column title");
    return fieldName(item);
}

QString GameDataText::confidenceShortName(Confidence c)
{
    switch (c) {
    case Confidence::Rulebook: return tr("rulebook");
    case Confidence::Confirmed: return tr("confirmed");
    case Confidence::SingleSource: return tr("single source");
    case Confidence::Placeholder: return tr("placeholder");
    case Confidence::User: return tr("yours");
    }
    return {};
}

QString GameDataText::rowName(const GameDataItem &item, const RulesData &data)
{
    switch (item.kind) {
    case GameDataKind::GtDashboards:
    case GameDataKind::DirtDashboards:
        return tr("%1, %2, %3").arg(item.carClass, RulesText::tyresName(item.tyres), RulesText::conditionName(item.condition));
    case GameDataKind::LossOfControl: return tr("Loss of Control in gear %1").arg(item.gear);
    case GameDataKind::TimeCards:
        if (item.index < 0)
            return tr("Gear %1 deck").arg(item.gear);
        return tr("Gear %1 deck, 0 side %2").arg(item.gear).arg(item.index + 1);
    case GameDataKind::GtDamageBag:
    case GameDataKind::DirtDamageBag: {
        const QList<DamageTokenSpec> &tokens = data.damageBag(item.game()).tokens();
        const bool gt = item.kind == GameDataKind::GtDamageBag;
        if (item.index < 0 || item.index >= tokens.size())
            return gt ? tr("The GT Damage token bag") : tr("The DIRT Damage token bag");
        const QString token = tokenName(tokens[item.index]);
        return gt ? tr("%1, GT bag").arg(token) : tr("%1, DIRT bag").arg(token);
    }
    case GameDataKind::SoloTiming:
        return item.field == u"secondsPerFocusToken" ? tr("Focus tokens") : tr("A turn ending in %1").arg(item.field);
    }
    return {};
}

QString GameDataText::itemName(const GameDataItem &item, const RulesData &data)
{
    if (item.field.isEmpty() || item.kind == GameDataKind::SoloTiming || item.kind == GameDataKind::GtDamageBag
        || item.kind == GameDataKind::DirtDamageBag)
        return rowName(item, data);
    return tr("%1 (%2)").arg(fieldName(item), rowName(item, data));
}

QString GameDataText::valueText(const GameDataItem &item, int value)
{
    if (item.kind == GameDataKind::LossOfControl && item.field == u"marker")
        return value ? u"00"_s : u"0"_s;
    if (item.kind == GameDataKind::TimeCards && item.field == u"kind")
        return backKindName(TimeCardBackKind(qBound(0, value, 2)));
    return QString::number(value);
}

QString GameDataText::backKindName(TimeCardBackKind kind)
{
    switch (kind) {
    case TimeCardBackKind::Spinout: return tr("Spinout");
    case TimeCardBackKind::Crash: return tr("Crash");
    case TimeCardBackKind::Sisu: return tr("SISU");
    }
    return {};
}

QString GameDataText::provenanceText(const Provenance &p, GameDataKind kind)
{
    QStringList lines;
    lines << tr("Confidence: %1").arg(RulesText::confidenceName(p.confidence));
    if (p.confidence == Confidence::User) {
        lines << tr("Source: you, from your own components.");
    } else {
        for (const QString &key : p.sources)
            lines << tr("Source: %1").arg(GameDataSources::builtin().describe(kind, key));
        if (p.sources.isEmpty())
            lines << tr("Source: none.");
    }
    if (p.confidence == Confidence::Placeholder)
        lines << tr("This value is not published anywhere: it is only a stand-in. Please enter the value printed on your own components.");
    if (!p.note.isEmpty())
        lines << tr("Note: %1").arg(p.note);
    return lines.join(u'\n');
}

} // namespace Pacenotes
