// SPDX-License-Identifier: GPL-3.0-or-later
// Precompiled header for the tests of one layer: that layer's headers plus Qt Test.
#pragma once
#ifdef PACENOTES_PCH_WIDGETS
#include "pch_widgets.h"
#else
#include "pch_core.h"
#endif
#ifdef __cplusplus
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#endif
