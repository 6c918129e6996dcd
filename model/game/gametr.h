// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace Pacenotes {

// The game companion's texts outside QObjects (setup checks, the log's headlines, refusals).
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so `GameTr::tr("...")` is extracted and
// looked up under "Game".
class GameTr
{
    Q_DECLARE_TR_FUNCTIONS(Game)
};

} // namespace Pacenotes
