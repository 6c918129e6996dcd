// SPDX-License-Identifier: GPL-3.0-or-later
// Precompiled header for the widget layers (views, app): pch_core.h plus the widget and
// painting headers most of their files include. Build speed only.
#pragma once
#include "pch_core.h"
#ifdef __cplusplus
#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QComboBox>
#include <QDialog>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QWidget>
#endif
