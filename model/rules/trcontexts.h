// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace Pacenotes {

// Translation contexts of the rules engine, which has no QObjects. lupdate reads the context
// from Q_DECLARE_TR_FUNCTIONS, so `RulesTr::tr("...")` is extracted under "Rules" and looked up
// under "Rules" at run time: one name for both.

/// Rulings and effects the referee explains.
class RulesTr
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

/// Messages about requests and data files that cannot be read.
class JsonInputTr
{
    Q_DECLARE_TR_FUNCTIONS(JsonInput)
};

/// Order of play explanations.
class TurnOrderTr
{
    Q_DECLARE_TR_FUNCTIONS(TurnOrder)
};

} // namespace Pacenotes
