// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulesdata.h"
#include "rules/solotiming.h"

#include <optional>

namespace Pacenotes {

/**
 * The user's corrections to the shipped game data, read off their own components: DIRT
 * dashboards, Time cards and damage bag (not published anywhere), and any GT value they want to
 * fix. Stored as JSON in the app data folder (QStandardPaths::AppDataLocation), written
 * atomically; applied over the built-in data with confidence "user".
 *
 * Format version 2 adds the solo timing, and a row's values whose provenance is not "user" follow
 * the built-in data (the game-data editor writes whole rows with a few values entered). Version 1
 * files still load: every value of their rows is the user's.
 */
class DataOverrides
{
public:
    static constexpr int kFormatVersion = 2;

    QList<CarClass> gtClasses;
    QList<CarClass> dirtClasses;
    QList<DashboardRow> gtDashboards;
    QList<DashboardRow> dirtDashboards;
    QList<LossOfControlRow> lossOfControl;
    QList<TimeCardDeck> timeCards;
    QList<DamageTokenSpec> dirtBag;   ///< when not empty, replaces the whole DIRT bag
    QList<DamageTokenSpec> gtBag;     ///< when not empty, replaces the whole GT bag
    /// GT solo timing: seconds per end gear ("6".."1", "0", "00"), only the values entered.
    QMap<QString, int> soloSeconds;
    std::optional<int> soloFocusSeconds; ///< seconds each Focus token left takes off

    bool isEmpty() const;
    /**
     * Overwrites the matching values of `data`. A value becomes the user's unless its row gives
     * it a provenance other than "user" and it equals the value it replaces: then it keeps that
     * value's provenance (rows copied from the built-in data with a few values changed).
     */
    void apply(RulesData &data) const;
    RulesData applied(const RulesData &base = RulesData::builtin()) const;
    SoloTiming appliedSoloTiming(const SoloTiming &base = SoloTiming::builtin()) const;

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
