// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedataitem.h"
#include "rules/rulesdata.h"

#include <QCoreApplication>

namespace Pacenotes {

/// The words for game-data values: page, row and field names, values and their sources.
class GameDataText
{
    Q_DECLARE_TR_FUNCTIONS(GameDataText)
public:
    static QString kindName(GameDataKind kind);
    /// The field's column title: "Gear dice", "Hazard limit", "Tokens, red tile"...
    static QString fieldName(const GameDataItem &item);
    /// The same as a table's column title, as short as the language allows (fieldName() in its tooltip).
    static QString columnTitle(const GameDataItem &item);
    /// A confidence in a word or two, for the legend of the marks.
    static QString confidenceShortName(Confidence c);
    /// The row: "GT6, asphalt tyres, dry weather", "Gear 4 deck, 0 side 2"; a bag's token
    /// kind is named from `data`.
    static QString rowName(const GameDataItem &item, const RulesData &data = RulesData::builtin());
    /// "Coast dice (GT6, asphalt tyres, dry weather)".
    static QString itemName(const GameDataItem &item, const RulesData &data = RulesData::builtin());
    /// A bag's token kind: "Gear damage / OK!" (DIRT tokens have a shortcut side).
    static QString tokenName(const DamageTokenSpec &token);
    /// A value as shown: a number, "0" / "00" for a marker, "Crash" for a card kind.
    static QString valueText(const GameDataItem &item, int value);
    static QString backKindName(TimeCardBackKind kind);
    /// Where a value comes from, several lines: confidence, sources (described), note.
    static QString provenanceText(const Provenance &p, GameDataKind kind);
};

} // namespace Pacenotes
