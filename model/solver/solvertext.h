// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace Pacenotes {

/// The translation context of every solver message: SolverText::tr("...") is "LayoutSolver".
struct SolverText
{
    Q_DECLARE_TR_FUNCTIONS(LayoutSolver)
};

} // namespace Pacenotes
