// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemlistmodel.h"

#include "track/trackvalidator.h"

#include <QPoint>

#include <algorithm>

namespace Pacenotes {

ProblemListModel::ProblemListModel(QObject *parent) : QAbstractListModel(parent)
{
}

void ProblemListModel::setReport(const TrackReport &report)
{
    QList<TrackProblem> problems = report.problems;
    std::stable_sort(problems.begin(), problems.end(), [](const TrackProblem &a, const TrackProblem &b) {
        return a.severity == Severity::Error && b.severity != Severity::Error;
    });
    const auto same = [](const TrackProblem &a, const TrackProblem &b) {
        return a.kind == b.kind && a.tile == b.tile && a.otherTile == b.otherTile && a.edge == b.edge
            && a.message == b.message && a.severity == b.severity;
    };
    if (problems.size() == m_problems.size() && std::equal(problems.cbegin(), problems.cend(), m_problems.cbegin(), same))
        return; // the panel keeps its selection and scroll position while nothing changed
    beginResetModel();
    m_problems = problems;
    endResetModel();
}

void ProblemListModel::setIcons(const QIcon &error, const QIcon &warning, const QIcon &hint)
{
    m_errorIcon = error;
    m_warningIcon = warning;
    m_hintIcon = hint;
    if (!m_problems.isEmpty())
        emit dataChanged(index(0), index(int(m_problems.size()) - 1), {Qt::DecorationRole});
}

bool ProblemListModel::isHint(const TrackProblem &problem)
{
    return problem.kind == ProblemKind::EmptyTrack;
}

int ProblemListModel::errorCount() const
{
    return int(std::count_if(m_problems.cbegin(), m_problems.cend(),
                             [](const TrackProblem &p) { return p.severity == Severity::Error && !isHint(p); }));
}

int ProblemListModel::warningCount() const
{
    return int(std::count_if(m_problems.cbegin(), m_problems.cend(),
                             [](const TrackProblem &p) { return p.severity != Severity::Error && !isHint(p); }));
}

int ProblemListModel::hintCount() const
{
    return int(std::count_if(m_problems.cbegin(), m_problems.cend(), &ProblemListModel::isHint));
}

int ProblemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_problems.size());
}

QVariant ProblemListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TrackProblem &p = m_problems[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return p.message;
    case Qt::ToolTipRole:
        return p.toLine();
    case Qt::DecorationRole: {
        const QIcon &icon = isHint(p) ? m_hintIcon : p.severity == Severity::Error ? m_errorIcon : m_warningIcon;
        return icon.isNull() ? QVariant() : QVariant(icon);
    }
    case SeverityRole:
        return int(p.severity);
    case CodeRole:
        return p.code();
    case TileRole:
        return p.tile;
    case OtherTileRole:
        return p.otherTile;
    case EdgeRole:
        return p.edge;
    case PositionRole:
        return QPoint(p.pos.q, p.pos.r);
    case HasPositionRole:
        return p.hasPos;
    case IsHintRole:
        return isHint(p);
    default:
        return {};
    }
}

QHash<int, QByteArray> ProblemListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(SeverityRole, "severity");
    names.insert(CodeRole, "code");
    names.insert(TileRole, "tile");
    names.insert(OtherTileRole, "otherTile");
    names.insert(EdgeRole, "edge");
    names.insert(PositionRole, "position");
    names.insert(IsHintRole, "isHint");
    names.insert(HasPositionRole, "hasPosition");
    return names;
}

} // namespace Pacenotes
