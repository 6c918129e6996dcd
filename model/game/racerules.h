// SPDX-License-Identifier: GPL-3.0-or-later
// RaceRules: moved to model/rules/ so that the rules engine does not include model/game/ (the game
// builds on the rules, never the other way round). This header keeps "game/racerules.h" working.
#pragma once

#include "rules/racerules.h"
