// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/timecards.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace Pacenotes {

class GameSession;
class MovePlanModel;
class RandomSource;
struct PitStopRequest;

/**
 * What the table draws, flips and decides after the dice: Damage tokens from the bag (one tap
 * per token as it comes out, or drawn by the app), the 0 side of the DIRT Time card after a
 * Loss of Control, the shortcut side of each token drawn for a shortcut space, the seconds
 * printed on the Time card taken, the DIRT spare tyre and the GT pit stop. Each group shows
 * only while the turn asks for it (the referee's preview says how many tokens, which card);
 * every entry goes to MovePlanModel, which has the referee check the turn again.
 */
class RandomComponentsPanel : public QWidget
{
    Q_OBJECT
public:
    RandomComponentsPanel(GameSession *session, MovePlanModel *plan, QWidget *parent = nullptr);

    void setRandomSource(RandomSource *random) { m_random = random; }
    /// Replaces the pit stop dialog (tests answer without a dialog); nullopt = cancelled.
    void setPitStopChooser(std::function<std::optional<PitStopRequest>()> chooser) { m_choosePitStop = std::move(chooser); }

    QGroupBox *damageGroup() const { return m_damage; }
    QPushButton *damageButton(int token) const { return m_tokenButtons.value(token); }
    QPushButton *drawDamageButton() const { return m_drawDamage; }
    QGroupBox *cardGroup() const { return m_card; }
    /// Enters the card with the kind its 0 side shows (Spinout, Crash, SISU).
    QPushButton *cardKindButton(TimeCardBackKind kind) const { return m_cardKinds.value(int(kind)); }
    QSpinBox *cardSecondsBox() const { return m_cardSeconds; }
    QPushButton *flipCardButton() const { return m_flipCard; }
    QGroupBox *shortcutGroup() const { return m_shortcuts; }
    QPushButton *shortcutButton(int side) const { return m_shortcutButtons.value(side); }
    QCheckBox *timeCardCheck() const { return m_timeCardCheck; }
    QSpinBox *timeCardSecondsBox() const { return m_timeCardSeconds; }
    QCheckBox *spareTyreCheck() const { return m_spareTyre; }
    QSpinBox *spareTyreSecondsBox() const { return m_spareSeconds; }
    QPushButton *pitStopButton() const { return m_pitStop; }
    /// The end of the turn (Time card seconds, spare tyre, pit stop): the referee panel places it.
    QGroupBox *extrasGroup() const { return m_extras; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();
    void retranslate();
    void refresh();
    void enterCard();
    void choosePitStop();
    void updateSpareTyre();

    GameSession *m_session;
    MovePlanModel *m_plan;
    RandomSource *m_random = nullptr;
    std::function<std::optional<PitStopRequest>()> m_choosePitStop;

    QGroupBox *m_damage;
    QLabel *m_damageText;
    QLabel *m_damageDrawn;
    QList<QPushButton *> m_tokenButtons; ///< by DamageToken
    QPushButton *m_removeToken;
    QPushButton *m_drawDamage;

    QGroupBox *m_card;
    QLabel *m_cardText;
    QList<QPushButton *> m_cardKinds; ///< by TimeCardBackKind
    TimeCardBackKind m_kind = TimeCardBackKind::Spinout;
    QSpinBox *m_cardSeconds;
    QList<QSpinBox *> m_cardDamage; ///< yellow, orange, red
    QSpinBox *m_cardGear;
    QPushButton *m_flipCard;

    QGroupBox *m_shortcuts;
    QLabel *m_shortcutText;
    QLabel *m_shortcutsDrawn;
    QList<QPushButton *> m_shortcutButtons; ///< by ShortcutResult
    QPushButton *m_removeShortcut;
    QPushButton *m_drawShortcuts;

    QGroupBox *m_extras;
    QCheckBox *m_timeCardCheck;
    QSpinBox *m_timeCardSeconds;
    QCheckBox *m_spareTyre;
    QLabel *m_spareSecondsLabel;
    QSpinBox *m_spareSeconds;
    QPushButton *m_pitStop;
    QPushButton *m_noPitStop;
    QLabel *m_pitStopText;
};

} // namespace Pacenotes
