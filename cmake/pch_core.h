// SPDX-License-Identifier: GPL-3.0-or-later
// Precompiled header for the model library and its tests: the Qt and standard headers that
// most translation units include anyway. Build speed only; code still includes what it uses.
#pragma once
#ifdef __cplusplus
#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QAbstractItemModel>
#include <QUndoStack>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <vector>
#endif
