// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedatamodel.h"

namespace Pacenotes {

/// The GT Loss of Control table: per gear, the marker the car gets and the tokens per colour.
class LossOfControlDataModel : public GameDataModel
{
    Q_OBJECT
public:
    explicit LossOfControlDataModel(GameDataDocument *doc, QObject *parent = nullptr);

protected:
    QList<GameDataItem> readRows() const override;
    QStringList columns() const override;
    QString labelTitle(int column) const override;
    QVariant label(const GameDataItem &row, int column, int role) const override;
};

} // namespace Pacenotes
