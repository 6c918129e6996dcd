// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace Pacenotes {

/// The championship's texts (standings reasons, rules, checks), which have no QObject: lupdate
/// files them under "Championship" and they are looked up under the same name at run time.
class ChampionshipTr
{
    Q_DECLARE_TR_FUNCTIONS(Championship)
};

} // namespace Pacenotes
