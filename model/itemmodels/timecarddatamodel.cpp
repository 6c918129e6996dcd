// SPDX-License-Identifier: GPL-3.0-or-later
#include "timecarddatamodel.h"

#include "game/gamedatadocument.h"
#include "game/gamedatatext.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
// A deck row's values, then a 0 side's, by column; an empty field is a label cell.
const QStringList kDeckColumns{{}, u"cards"_s, u"frontSeconds"_s, {}, {}, {}, {}};
const QStringList kBackColumns{u"kind"_s, u"count"_s, u"seconds"_s, u"yellow"_s, u"orange"_s, u"red"_s, u"gear"_s};
// internalId of a deck row; a 0 side's is its deck's row + 1.
constexpr quintptr kDeck = 0;
} // namespace

TimeCardDataModel::TimeCardDataModel(GameDataDocument *doc, QObject *parent) : GameDataModel(doc, GameDataKind::TimeCards, parent)
{
    m_rows = readRows();
    m_backs = readBackCounts();
}

QList<GameDataItem> TimeCardDataModel::readRows() const
{
    QList<GameDataItem> rows;
    for (const TimeCardDeck &d : document()->data().timeCards().decks())
        rows << GameDataItem::timeCardDeck(d.gear);
    std::sort(rows.begin(), rows.end(), [](const GameDataItem &a, const GameDataItem &b) { return a.gear < b.gear; });
    return rows;
}

QList<int> TimeCardDataModel::readBackCounts() const
{
    QList<int> out;
    for (const GameDataItem &row : readRows())
        out << int(document()->data().timeCards().deck(row.gear)->backs.size());
    return out;
}

QStringList TimeCardDataModel::columns() const
{
    return kBackColumns;
}

int TimeCardDataModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_rows.size());
    if (parent.internalId() == kDeck && parent.column() == 0)
        return m_backs.value(parent.row());
    return 0;
}

int TimeCardDataModel::columnCount(const QModelIndex &) const
{
    return int(kBackColumns.size());
}

QModelIndex TimeCardDataModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : kDeck);
}

QModelIndex TimeCardDataModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kDeck)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kDeck);
}

GameDataItem TimeCardDataModel::itemAt(const QModelIndex &index) const
{
    if (!isCell(index))
        return {};
    if (index.internalId() == kDeck) {
        GameDataItem item = m_rows.at(index.row());
        item.field = kDeckColumns.value(index.column());
        return item;
    }
    const GameDataItem &deck = m_rows.at(int(index.internalId() - 1));
    return GameDataItem::timeCardBack(deck.gear, index.row(), kBackColumns.value(index.column()));
}

QModelIndex TimeCardDataModel::indexOf(const GameDataItem &item) const
{
    if (item.kind != GameDataKind::TimeCards)
        return {};
    for (int r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].gear != item.gear)
            continue;
        const QModelIndex deck = index(r, 0);
        if (item.index < 0) {
            const int c = item.field.isEmpty() ? 0 : int(kDeckColumns.indexOf(item.field));
            return c < 0 ? QModelIndex() : index(r, c);
        }
        const int c = item.field.isEmpty() ? 0 : int(kBackColumns.indexOf(item.field));
        return c < 0 ? QModelIndex() : index(item.index, c, deck);
    }
    return {};
}

bool TimeCardDataModel::canReset(const QModelIndex &index) const
{
    if (GameDataModel::canReset(index))
        return true;
    const GameDataItem item = itemAt(index);
    if (!index.isValid() || !(item.index >= 0 || item.field.isEmpty()))
        return false;
    const TimeCardDeck *deck = document()->data().timeCards().deck(item.gear);
    return deck && deck->provenance.value(u"backs"_s).confidence == Confidence::User;
}

QVariant TimeCardDataModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return GameDataModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section >= 3)
        return GameDataText::fieldName(GameDataItem::timeCardBack(1, 0, kBackColumns.at(section)));
    if (role != Qt::DisplayRole)
        return {};
    if (section == 0)
        return tr("Deck / 0 side");
    if (section == 1)
        return tr("Cards");
    if (section == 2)
        return tr("Seconds");
    return GameDataText::columnTitle(GameDataItem::timeCardBack(1, 0, kBackColumns.at(section)));
}

QVariant TimeCardDataModel::label(const GameDataItem &row, int column, int role) const
{
    if (column != 0 || row.index >= 0)
        return {};
    if (role == Qt::DisplayRole)
        return GameDataText::rowName(row);
    if (role == Qt::ToolTipRole)
        return tr("The gear %1 deck: how many cards it has and the seconds on their front; below, the kinds of 0 "
                  "side its cards show after a Loss of Control, and how many of each.")
            .arg(row.gear);
    return {};
}

void TimeCardDataModel::refresh()
{
    const QList<GameDataItem> rows = readRows();
    const QList<int> backs = readBackCounts();
    if (rows != m_rows || backs != m_backs) {
        beginResetModel();
        m_rows = rows;
        m_backs = backs;
        endResetModel();
        return;
    }
    for (int r = 0; r < m_rows.size(); ++r) {
        const QModelIndex deck = index(r, 0);
        emit dataChanged(deck, index(r, columnCount() - 1));
        if (m_backs[r] > 0)
            emit dataChanged(index(0, 0, deck), index(m_backs[r] - 1, columnCount() - 1, deck));
    }
}

} // namespace Pacenotes
