// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulesdata.h"

#include <optional>

namespace Pacenotes {

/**
 * The user's corrections to the shipped game data, read off their own components: DIRT
 * dashboards, Time cards and damage bag (not published anywhere), and any GT value they want to
 * fix. Stored as JSON in the app data folder (QStandardPaths::AppDataLocation), written
 * atomically; applied over the built-in data with confidence "user".
 */
class DataOverrides
{
public:
    QList<CarClass> gtClasses;
    QList<CarClass> dirtClasses;
    QList<DashboardRow> gtDashboards;
    QList<DashboardRow> dirtDashboards;
    QList<LossOfControlRow> lossOfControl;
    QList<TimeCardDeck> timeCards;
    QList<DamageTokenSpec> dirtBag;   ///< when not empty, replaces the whole DIRT bag
    QList<DamageTokenSpec> gtBag;     ///< when not empty, replaces the whole GT bag

    bool isEmpty() const;
    /// Overwrites the matching values of `data`, marking them as entered by the user.
    void apply(RulesData &data) const;
    RulesData applied(const RulesData &base = RulesData::builtin()) const;

    static std::optional<DataOverrides> fromJson(const QByteArray &json, QString *error);
    QByteArray toJson() const;

    /// <AppDataLocation>/rules-overrides.json
    static QString defaultPath();
    /// A missing file is no corrections at all; a broken one is an error (and is left alone).
    static std::optional<DataOverrides> load(const QString &path, QString *error);
    /// Atomic: the old file stays intact if anything fails (full disk, killed process).
    bool save(const QString &path, QString *error) const;

    bool operator==(const DataOverrides &) const = default;
};

} // namespace Pacenotes
