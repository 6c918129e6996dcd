// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class RallyDocument;

/**
 * Who starts the next stage, in order (DIRT rulebook: best overall time first), with the
 * overall time and the gap to the leader. Once every stage is written it shows the final
 * classification instead. Read-only; rebuilt (reset) on every change of the rally.
 */
class RallyStartOrderModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { OrderColumn, PlayerColumn, OverallColumn, GapColumn, ColumnCount };
    enum Roles { PlayerIndexRole = Qt::UserRole + 1 };

    explicit RallyStartOrderModel(RallyDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "Start order, stage 3" or "Final classification".
    QString title() const { return m_title; }
    /// The stage the order is for (0-based), or -1 for the final classification.
    int stage() const { return m_stage; }

signals:
    void titleChanged(const QString &title);

private:
    void rebuild();

    QPointer<RallyDocument> m_doc;
    QList<int> m_order;
    int m_stage = 0;
    QString m_title;
};

} // namespace Pacenotes
