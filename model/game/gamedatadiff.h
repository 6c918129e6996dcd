// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dataoverrides.h"

namespace Pacenotes {

/// From corrected data back to corrections, and corrections taken into other data: what the
/// game-data editor needs to keep its corrections canonical and to import a file.
namespace GameDataDiff {

/**
 * The corrections that turn `base` into `edited`: every class that differs, every row with a
 * value of the user's (whole: its other values are the base's with their sources), a bag with a
 * token of the user's or other kinds of tokens. No solo timing (SoloTiming has no provenance).
 */
DataOverrides between(const RulesData &base, const RulesData &edited);

/**
 * Puts into `data` the values `corrections` makes the user's (judged against the built-in
 * data), leaving the others; a corrected bag replaces the whole bag. Returns how many values
 * it took.
 */
int take(RulesData &data, const DataOverrides &corrections);

} // namespace GameDataDiff

} // namespace Pacenotes
