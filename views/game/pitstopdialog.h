// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/pitstop.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;

namespace Pacenotes {

/**
 * GT pit stop (GT pp. 18-19): the lane the car pulls into at the end of its move — a tyre
 * change (to which dashboard), repairs, or both — and whether it stopped in the centre lane of
 * three. The referee checks it with the turn (1st gear, no Loss of Control, no corner space);
 * the dialog only asks.
 */
class PitStopDialog : public QDialog
{
    Q_OBJECT
public:
    /// `tyres`: the dashboards of the car's class; `current`: the tyres it has on.
    PitStopDialog(const QStringList &tyres, const QString &current, const std::optional<PitStopRequest> &request,
                  QWidget *parent = nullptr);

    PitStopRequest request() const;
    QComboBox *tyresBox() const { return m_tyres; }
    void setChoice(PitChoice choice);

private:
    void updateTyres();

    QButtonGroup *m_choice;
    QComboBox *m_tyres;
    QCheckBox *m_centre;
    QString m_current;
};

} // namespace Pacenotes
