// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedatamodel.h"

namespace Pacenotes {

/// The dashboards of one game: class, tyres and side (weather or road), then the dice and the
/// hazard limit (GameDataModel explains the roles).
class DashboardDataModel : public GameDataModel
{
    Q_OBJECT
public:
    DashboardDataModel(GameDataDocument *doc, Game game, QObject *parent = nullptr);

protected:
    QList<GameDataItem> readRows() const override;
    QStringList columns() const override;
    QString labelTitle(int column) const override;
    QVariant label(const GameDataItem &row, int column, int role) const override;

private:
    Game m_game;
};

} // namespace Pacenotes
