// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QSpinBox;

namespace Pacenotes {

class GameSession;

/**
 * Between two stages of a DIRT rally (DIRT pp. 21-22): the stage's times, who is repaired by
 * Assistance, which cars use their spare tyre instead, and with the Checkpoints rule the
 * 5-second penalty tokens each player takes. OK asks the session for the next stage; a refusal
 * is shown in the dialog, which stays open.
 */
class StageBreakDialog : public QDialog
{
    Q_OBJECT
public:
    explicit StageBreakDialog(GameSession *session, QWidget *parent = nullptr);

    StageBreakInput input() const;
    QCheckBox *spareTyreCheck(int car) const { return m_spare.value(car); }
    QSpinBox *penaltyBox(int car) const { return m_penalty.value(car); }
    QLabel *errorLabel() const { return m_error; }

    void accept() override;

private:
    GameSession *m_session;
    QList<QCheckBox *> m_spare;
    QList<QSpinBox *> m_penalty;
    QLabel *m_error;
};

} // namespace Pacenotes
