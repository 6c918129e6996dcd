// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championshipstandings.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class ChampionshipDocument;

/// The next event's (or stage's) starting order with the reason for each place.
class ChampionshipStartModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { OrderColumn, DriverColumn, ReasonColumn, ColumnCount };

    explicit ChampionshipStartModel(ChampionshipDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "Next event: starting order" / "Rally “X”, stage 3: starting order".
    QString title() const;
    /// The rule and its reference (translated).
    QString explanation() const { return m_next.explanation; }

signals:
    void textChanged();

private:
    void rebuild();

    QPointer<ChampionshipDocument> m_doc;
    NextStart m_next;
};

} // namespace Pacenotes
