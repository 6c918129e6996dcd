// SPDX-License-Identifier: GPL-3.0-or-later
#include "damagebagdatamodel.h"

#include "game/gamedatadocument.h"
#include "game/gamedatatext.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

DamageBagDataModel::DamageBagDataModel(GameDataDocument *doc, Game game, QObject *parent)
    : GameDataModel(doc, game == Game::GT ? GameDataKind::GtDamageBag : GameDataKind::DirtDamageBag, parent), m_game(game)
{
    m_rows = readRows();
}

QList<GameDataItem> DamageBagDataModel::readRows() const
{
    QList<GameDataItem> rows;
    for (int i = 0; i < document()->data().damageBag(m_game).tokens().size(); ++i)
        rows << GameDataItem::bagToken(m_game, i, {});
    return rows;
}

QStringList DamageBagDataModel::columns() const
{
    if (m_game == Game::GT)
        return {{}, u"count"_s};
    return {{}, {}, u"count"_s};
}

QString DamageBagDataModel::labelTitle(int column) const
{
    return column == 0 ? tr("Damage side") : tr("Shortcut side");
}

QVariant DamageBagDataModel::label(const GameDataItem &row, int column, int role) const
{
    const QList<DamageTokenSpec> &tokens = document()->data().damageBag(m_game).tokens();
    if (row.index < 0 || row.index >= tokens.size())
        return {};
    const DamageTokenSpec &t = tokens[row.index];
    if (role == Qt::ToolTipRole)
        return GameDataText::tokenName(t);
    if (role != Qt::DisplayRole)
        return {};
    if (column == 0)
        return DamageText::name(t.damage);
    return t.shortcut ? DamageText::shortcutName(*t.shortcut) : QString();
}

} // namespace Pacenotes
