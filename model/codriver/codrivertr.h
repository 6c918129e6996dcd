// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace Pacenotes {

// The co-driver has no QObjects in its core: its messages use one declared context, so that
// lupdate extracts `CoDriverTr::tr("...")` under "CoDriver" and the same name is looked up at
// run time.
class CoDriverTr
{
    Q_DECLARE_TR_FUNCTIONS(CoDriver)
};

} // namespace Pacenotes
