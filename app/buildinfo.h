// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dialogs/aboutdialog.h"

namespace Pacenotes {

/// This build's version, date and Qt version (app/buildinfo.cpp.in, filled in by CMake).
BuildInfo currentBuildInfo();

} // namespace Pacenotes
