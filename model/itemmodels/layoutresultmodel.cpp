// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutresultmodel.h"

#include <QLocale>

#include <climits>

namespace Pacenotes {

using namespace Qt::StringLiterals;

LayoutResultModel::LayoutResultModel(QObject *parent) : QAbstractListModel(parent) {}

void LayoutResultModel::setResult(const LayoutResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

void LayoutResultModel::clear()
{
    setResult(LayoutResult{});
}

Track LayoutResultModel::layout(int row) const
{
    return row >= 0 && row < m_result.shapes.size() ? m_result.layout(row) : Track{};
}

int LayoutResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.shapes.size());
}

QVariant LayoutResultModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= m_result.shapes.size())
        return {};
    const int row = index.row();
    const LayoutShape &s = m_result.shapes[row];
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1. %2 × %3 cm").arg(row + 1).arg(locale.toString(s.widthCm, 'f', 0),
                                                     locale.toString(s.depthCm, 'f', 0));
    case Qt::ToolTipRole:
        return tr("Table %1 × %2 cm, %3% covered by tiles; longest straight %4, corners in a row %5; "
                  "%n order(s) of the interchangeable tiles",
                  nullptr, int(qMin<quint64>(m_result.assignmentCount(row), INT_MAX)))
            .arg(locale.toString(s.widthCm, 'f', 0), locale.toString(s.depthCm, 'f', 0),
                 locale.toString(qRound(s.compactness * 100)))
            .arg(s.metrics.longestStraight)
            .arg(s.metrics.maxCornersInRow);
    case RankRole: return row + 1;
    case WidthCmRole: return s.widthCm;
    case DepthCmRole: return s.depthCm;
    case AreaCm2Role: return s.areaCm2;
    case CompactnessRole: return s.compactness;
    case CourseTilesRole: return int(s.metrics.courseTiles);
    case LongestStraightRole: return int(s.metrics.longestStraight);
    case CornersInRowRole: return int(s.metrics.maxCornersInRow);
    case CornersRole: return int(s.metrics.corners);
    case ArrangementsRole: return s.arrangements;
    case AssignmentsRole: return qulonglong(m_result.assignmentCount(row));
    case TurnsRole: return turns(row);
    case InterchangeableRole: return interchangeable(row);
    default: return {};
    }
}

QString LayoutResultModel::turns(int row) const
{
    // The solver's code (S, R, RR, L, LL) in the reader's language, letter by letter.
    QString out = m_result.turnString(row);
    for (QChar &c : out) {
        if (c == u'S')
            c = tr("S", "turn code: straight on (one letter)").front();
        else if (c == u'R')
            c = tr("R", "turn code: 60° to the right (one letter; RR is 120°)").front();
        else if (c == u'L')
            c = tr("L", "turn code: 60° to the left (one letter; LL is 120°)").front();
    }
    return out;
}

QString LayoutResultModel::interchangeable(int row) const
{
    return m_result.interchangeableText(row);
}

QHash<int, QByteArray> LayoutResultModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(RankRole, "rank");
    names.insert(WidthCmRole, "widthCm");
    names.insert(DepthCmRole, "depthCm");
    names.insert(AreaCm2Role, "areaCm2");
    names.insert(CompactnessRole, "compactness");
    names.insert(CourseTilesRole, "courseTiles");
    names.insert(LongestStraightRole, "longestStraight");
    names.insert(CornersInRowRole, "cornersInRow");
    names.insert(CornersRole, "corners");
    names.insert(ArrangementsRole, "arrangements");
    names.insert(AssignmentsRole, "assignments");
    names.insert(TurnsRole, "turns");
    names.insert(InterchangeableRole, "interchangeable");
    return names;
}

} // namespace Pacenotes
