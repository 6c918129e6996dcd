// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatamodel.h"

#include "game/gamedatadocument.h"
#include "game/gamedatatext.h"
#include "game/gamedatavalues.h"

#include <QFont>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameDataModel::GameDataModel(GameDataDocument *doc, GameDataKind kind, QObject *parent)
    : QAbstractItemModel(parent), m_doc(doc), m_kind(kind)
{
    connect(doc, &GameDataDocument::dataChanged, this, &GameDataModel::refresh);
}

GameDataDocument *GameDataModel::document() const
{
    return m_doc;
}

int GameDataModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GameDataModel::columnCount(const QModelIndex &) const
{
    return int(columns().size());
}

QModelIndex GameDataModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column);
}

QModelIndex GameDataModel::parent(const QModelIndex &) const
{
    return {};
}

GameDataItem GameDataModel::cellItem(const GameDataItem &row, int column) const
{
    GameDataItem item = row;
    item.field = columns().value(column);
    return item;
}

GameDataItem GameDataModel::itemAt(const QModelIndex &index) const
{
    if (!isCell(index))
        return {};
    return cellItem(m_rows.at(index.row()), index.column());
}

QModelIndex GameDataModel::indexOf(const GameDataItem &item) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        if (!m_rows[r].sameRow(item))
            continue;
        const int c = item.field.isEmpty() ? 0 : int(columns().indexOf(item.field));
        return c < 0 ? QModelIndex() : index(r, c);
    }
    return {};
}

QVariant GameDataModel::data(const QModelIndex &index, int role) const
{
    if (!m_doc || !isCell(index))
        return {};
    const GameDataItem item = itemAt(index);
    if (role == ItemRole)
        return QVariant::fromValue(item);
    if (item.field.isEmpty()) {
        GameDataItem row = item;
        if (role == Qt::ToolTipRole && !GameDataValues::exists(m_doc->builtin(), row) && m_kind != GameDataKind::SoloTiming)
            return tr("%1\nAdded by you: the built-in data has no such row.").arg(GameDataText::rowName(row, m_doc->data()));
        return label(row, index.column(), role);
    }
    return valueData(item, role);
}

QVariant GameDataModel::valueData(const GameDataItem &item, int role) const
{
    const bool applies = m_kind == GameDataKind::SoloTiming ? m_doc->exists(item) : GameDataValues::applies(m_doc->data(), item);
    if (!applies)
        return role == Qt::ToolTipRole ? QVariant(tr("Not on this kind of card.")) : QVariant();
    const std::optional<int> value = m_doc->value(item);
    const std::optional<Provenance> p = m_doc->provenance(item);
    if (!value || !p)
        return {};
    const std::optional<int> shipped = m_doc->builtinValue(item);
    const QList<GameDataProblem> problems = m_doc->problemsOf(item);
    switch (role) {
    case Qt::DisplayRole: return GameDataText::valueText(item, *value);
    case Qt::EditRole: return *value;
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::FontRole: {
        if (p->confidence != Confidence::User && p->confidence != Confidence::Placeholder)
            return {};
        QFont f;
        f.setBold(p->confidence == Confidence::User);
        f.setItalic(p->confidence == Confidence::Placeholder);
        return f;
    }
    case Qt::ToolTipRole: {
        QStringList lines{tr("%1: %2").arg(GameDataText::itemName(item, m_doc->data()), GameDataText::valueText(item, *value))};
        lines << GameDataText::provenanceText(*p, m_kind);
        if (shipped && (*shipped != *value || p->confidence == Confidence::User))
            lines << tr("Built-in value: %1").arg(GameDataText::valueText(item, *shipped));
        for (const GameDataProblem &problem : problems)
            lines << problem.message;
        return lines.join(u'\n');
    }
    case ConfidenceRole: return int(p->confidence);
    case UserValueRole: return p->confidence == Confidence::User;
    case PlaceholderRole: return p->confidence == Confidence::Placeholder;
    case ProvenanceRole: return GameDataText::provenanceText(*p, m_kind);
    case BuiltinValueRole: return shipped ? QVariant(GameDataText::valueText(item, *shipped)) : QVariant();
    case ProblemRole: {
        QStringList lines;
        for (const GameDataProblem &problem : problems)
            lines << problem.message;
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(u'\n'));
    }
    case ProblemSeverityRole: return problems.isEmpty() ? QVariant() : QVariant(int(problems.first().severity));
    case ChoicesRole: {
        QVariantList choices;
        const auto add = [&](int v) {
            choices << QVariantMap{{u"value"_s, v}, {u"text"_s, GameDataText::valueText(item, v)}};
        };
        if (m_kind == GameDataKind::LossOfControl && item.field == u"marker") {
            add(0);
            add(1);
        } else if (m_kind == GameDataKind::TimeCards && item.field == u"kind") {
            for (TimeCardBackKind k : {TimeCardBackKind::Spinout, TimeCardBackKind::Crash, TimeCardBackKind::Sisu})
                add(int(k));
        }
        return choices.isEmpty() ? QVariant() : QVariant(choices);
    }
    case MinimumRole: return 0;
    case MaximumRole: return m_kind == GameDataKind::TimeCards || m_kind == GameDataKind::SoloTiming ? 9999 : 99;
    default: break;
    }
    return {};
}

QVariant GameDataModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractItemModel::headerData(section, orientation, role);
    const QString field = columns().at(section);
    GameDataItem item;
    item.kind = m_kind;
    item.field = field;
    if (role == Qt::DisplayRole)
        return field.isEmpty() ? labelTitle(section) : GameDataText::columnTitle(item);
    if (role == Qt::ToolTipRole && !field.isEmpty())
        return GameDataText::fieldName(item);
    return {};
}

QString GameDataModel::labelTitle(int) const
{
    return {};
}

Qt::ItemFlags GameDataModel::flags(const QModelIndex &index) const
{
    if (!isCell(index))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const GameDataItem item = itemAt(index);
    if (m_doc && !item.field.isEmpty()
        && (m_kind == GameDataKind::SoloTiming ? m_doc->exists(item) : GameDataValues::applies(m_doc->data(), item)))
        f |= Qt::ItemIsEditable;
    return f;
}

bool GameDataModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !m_doc || !(flags(index) & Qt::ItemIsEditable))
        return false;
    bool ok = false;
    const int v = value.toInt(&ok);
    const GameDataItem item = itemAt(index);
    if (!ok) {
        emit m_doc->inputRejected(tr("%1: please enter a whole number.").arg(GameDataText::itemName(item, m_doc->data())));
        return false;
    }
    // The document emits dataChanged(); refresh() then updates the cells.
    return m_doc->setValue(item, v);
}

bool GameDataModel::canReset(const QModelIndex &index) const
{
    if (!m_doc || !index.isValid())
        return false;
    const GameDataItem item = itemAt(index);
    if (item.field.isEmpty()) {
        if (m_kind != GameDataKind::SoloTiming && !GameDataValues::exists(m_doc->builtin(), item))
            return true;
        for (int c = 0; c < columnCount(); ++c) {
            const GameDataItem one = itemAt(index.siblingAtColumn(c));
            if (!one.field.isEmpty() && m_doc->isUserValue(one))
                return true;
        }
        return false;
    }
    return m_doc->isUserValue(item);
}

bool GameDataModel::reset(const QModelIndex &index)
{
    return canReset(index) && m_doc->resetValue(itemAt(index));
}

void GameDataModel::refresh()
{
    const QList<GameDataItem> rows = readRows();
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    notifyAllChanged();
}

void GameDataModel::notifyAllChanged()
{
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace Pacenotes
