// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedatachecks.h"
#include "gamedataitem.h"
#include "rules/rulesdata.h"
#include "rules/solotiming.h"

#include <QCoreApplication>

#include <optional>

namespace Pacenotes {

/// Something wrong with a value of the game data, in words for the user.
struct GameDataProblem
{
    /// An Error is a value no box can have (an edit or import with one is refused); a Warning is
    /// a value that differs from what the box holds (kept, and shown until it is put right).
    enum class Severity : quint8 { Error, Warning };
    Severity severity = Severity::Warning;
    GameDataItem item;
    QString message;
    /// The fact of the box it is checked against (its source is shown with the message).
    std::optional<GameDataChecks::Fact> basis;
};

/**
 * Checks corrections to the game data: one value before it is entered (refuse()), and a whole
 * set of data after a change or before an import (check()). The limits a rulebook fixes come
 * from GameDataChecks with their sources; the others are the ranges of the data files' format.
 */
class GameDataValidator
{
    Q_DECLARE_TR_FUNCTIONS(GameDataValidator)
public:
    explicit GameDataValidator(const GameDataChecks &checks = GameDataChecks::builtin()) : m_checks(checks) {}

    /// Why `value` cannot be the value of `item` in `data`, or nothing. Choices are numbers too:
    /// a Loss of Control marker is 0 ("0") or 1 ("00"), a Time card's 0 side a TimeCardBackKind.
    std::optional<QString> refuse(const RulesData &data, const GameDataItem &item, int value) const;
    /// Every problem of `data` and `timing`, errors first.
    QList<GameDataProblem> check(const RulesData &data, const SoloTiming &timing) const;
    const GameDataChecks &checks() const { return m_checks; }

private:
    std::optional<QString> refuseDashboard(const RulesData &data, const GameDataItem &item, int value) const;
    std::optional<QString> refuseTimeCard(const RulesData &data, const GameDataItem &item, int value) const;
    void checkDashboards(const RulesData &data, Game game, QList<GameDataProblem> &out) const;
    void checkTimeCards(const RulesData &data, QList<GameDataProblem> &out) const;
    void checkBag(const RulesData &data, Game game, QList<GameDataProblem> &out) const;

    const GameDataChecks &m_checks;
};

} // namespace Pacenotes
