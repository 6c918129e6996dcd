// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedatamodel.h"

namespace Pacenotes {

/// The GT solo timing: the seconds a turn adds by the gear it ends in (6 to 1, 0, 00), then the
/// seconds each Focus token left takes off.
class SoloTimingDataModel : public GameDataModel
{
    Q_OBJECT
public:
    explicit SoloTimingDataModel(GameDataDocument *doc, QObject *parent = nullptr);

    GameDataItem itemAt(const QModelIndex &index) const override;
    QModelIndex indexOf(const GameDataItem &item) const override;
    /// A row's label resets its value.
    bool reset(const QModelIndex &index) override;

protected:
    QList<GameDataItem> readRows() const override;
    QStringList columns() const override;
    QString labelTitle(int column) const override;
    QVariant label(const GameDataItem &row, int column, int role) const override;

private:
    /// The value of each row: "6".."00", "secondsPerFocusToken".
    static QStringList fields();
};

} // namespace Pacenotes
