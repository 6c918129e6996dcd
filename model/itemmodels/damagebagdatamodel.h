// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedatamodel.h"

namespace Pacenotes {

/// A game's Damage token bag: per kind of token, how many.
class DamageBagDataModel : public GameDataModel
{
    Q_OBJECT
public:
    DamageBagDataModel(GameDataDocument *doc, Game game, QObject *parent = nullptr);

protected:
    QList<GameDataItem> readRows() const override;
    QStringList columns() const override;
    QString labelTitle(int column) const override;
    QVariant label(const GameDataItem &row, int column, int role) const override;

private:
    Game m_game;
};

} // namespace Pacenotes
