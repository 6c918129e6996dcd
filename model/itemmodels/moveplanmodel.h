// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/diceentry.h"
#include "game/gameaction.h"
#include "game/moveplan.h"
#include "rules/allowance.h"
#include "rules/movevalidator.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class GameSession;
class RandomSource;
class RulingListModel;

/**
 * The referee assistant for the car whose turn it is: one row per space of the planned move, as
 * fast as the players lay the dice (press(), backspace()), each space's properties (setSpace(),
 * carried over from the space before), the roll mode, Flying Start, SISU, secured steps; after
 * every change a live verdict (validateMove for the chosen mode, the exact chance of a Loss of
 * Control both Flat Out and one by one, per step). Then the resolution as it happens at the
 * table: the dice results one tap per die (enterResult) or rolled by the app, securing step by
 * step, stopping early; the outcome; the Flat Out re-layout chosen; the random components —
 * Damage tokens, the Time card, shortcut sides — entered or drawn by the app; a pit stop or the
 * spare tyre. preview() is the referee's verdict on the whole turn as entered (GameReferee::turn,
 * a dry run): while it is refused its error says what is still missing or wrong; commit() plays
 * it on the session and starts over for the next car. The model never decides a rule itself.
 */
class MovePlanModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StepColumn, DiceColumn, GearColumn, SpaceColumn, ChanceColumn, ResultColumn, NoteColumn, ColumnCount };
    enum Roles {
        DiceTextRole = Qt::UserRole + 1, ///< "3+BB"
        GearRole,                        ///< the gear in the space
        LimitRole,                       ///< the speed limit in force there (0: none)
        DangerRole,                      ///< the tile's danger colour id, "none"
        HazardFacesRole,                 ///< QVariantList: hazard faces of six, per die
        SecuredRole,
        LossChanceRole,                  ///< one by one: P(Loss of Control on this step)
        AutoLossRole,                    ///< entering is a certain Loss of Control
        TrackHazardsRole,
        ResultsRole,                     ///< QVariantList per die: true hazard, false clean, null not entered
        RulingsRole,                     ///< QStringList: the messages about this step
        HasViolationRole,
        IsLossStepRole,                  ///< control is lost on this step (the outcome so far)
        ColourWantedRole                 ///< the tile's danger colour is unknown where it may be needed
    };

    explicit MovePlanModel(GameSession *session, QObject *parent = nullptr);
    ~MovePlanModel() override;

    int car() const { return m_car; }
    Game game() const;
    /// The car as the move is checked: after the start of its turn.
    const CarState &planningCar() const { return m_planningCar; }
    const TurnStart &turnStart() const { return m_turnStart; }
    bool mayMove() const { return m_turnStart.mayMove; }
    bool spaceFree() const { return m_input.spaceFree; }
    void setSpaceFree(bool free);
    /// The dice the car may use this turn (after damage; the Leader column when it leads).
    const std::optional<DiceAllowance> &allowance() const { return m_allowance; }

    // --- Planning ----------------------------------------------------------------------
    bool press(DieKey key);
    /// Keyboard: 1-6, C, B, A, L, R.
    bool pressChar(QChar c);
    bool backspace();
    /// False when the dashboard has no such die left this turn (or it is the wrong moment for it).
    bool keyEnabled(DieKey key) const;
    /// Dice of a kind placed in the plan (with the pending ones) and the dashboard's allowance.
    std::pair<int, int> usage(DieKind kind) const;
    /// The Redline advanced rule is played (Brake dice as Coast dice in the top gear).
    bool redlineInPlay() const;
    void setMode(RollMode mode);
    void setFlyingStart(bool on);
    void setSisu(bool on);
    void setBlocked(bool on);
    bool setSecured(int step, bool secured);
    bool setSpace(int step, const SpaceInfo &space);
    bool setLanding(int step, const std::optional<SpaceInfo> &landing);
    /// The tile's danger colour of a space: open until the turn is played, also while the results
    /// are entered (it changes no die, only what a Loss of Control costs).
    bool setDanger(int step, Danger danger);
    /// The space where control was lost whose danger colour the referee still needs (GT: the
    /// Damage tokens; DIRT: a Crash card's), or -1.
    int lossColourStep() const;
    void setStart(const StartSpace &start);
    SpaceInfo space(int step) const { return m_plan.move.steps.value(step).space; }
    void clear();
    /// Lays out a whole move at once (a plan made elsewhere, e.g. by the co-driver): its dice,
    /// spaces, mode and declarations replace the plan. False (nothing changes) once dice are
    /// rolled, when the car may not move, or for more steps than a plan holds.
    bool loadMove(const PlannedMove &move);
    const MovePlan &plan() const { return m_plan; }

    // --- The live verdict --------------------------------------------------------------
    const MoveVerdict &verdict() const { return m_verdict; }
    const LossOdds &oddsOneByOne() const { return m_oddsOneByOne; }
    const LossOdds &oddsFlatOut() const { return m_oddsFlatOut; }
    RulingListModel *rulings() const { return m_rulingList; }

    // --- Resolution --------------------------------------------------------------------
    bool isRolling() const { return !m_entry.isEmpty(); }
    const DiceEntry &entry() const { return m_entry; }
    /// The next die whose result is wanted: (step, die), or nullopt.
    std::optional<std::pair<int, int>> nextDie() const;
    bool enterResult(bool hazard);
    bool undoResult();
    /// One by one: secure a step before it is rolled (its cost is checked by the referee).
    bool secureStep(int step, bool secured);
    /// One by one: the player stops after the steps rolled so far.
    bool stop();
    /// The app rolls: the next step (one by one) or every die (Flat Out); the dice rolled.
    int rollVirtually(RandomSource &random);
    /// The move as it came out so far (nullopt before the first result).
    const std::optional<TurnOutcome> &outcome() const { return m_outcome; }
    /// Flat Out Loss of Control: the ways to lay the dice out again; -1 = as planned.
    const QList<LossOption> &lossOptions() const;
    void chooseLossOption(int option);
    /// ... or the players' own re-layout (possibly along another path): the dice as laid out again
    /// with their faces; checked by the referee (checkRearrangement).
    void setCustomLayout(const PlannedMove &layout, const RollResults &results);
    int lossOption() const { return m_input.layoutOption.value_or(-1); }

    // --- Random components and the end of the turn -------------------------------------
    /// Tokens the Loss of Control (or crash card) asks for, once known; -1 unknown.
    int damageTokensNeeded() const { return m_preview.action.report.damageTokens; }
    int shortcutsNeeded() const { return m_preview.action.report.shortcutSpaces; }
    void setDamageTokens(const QList<DamageToken> &tokens);
    void addDamageToken(DamageToken token);
    void removeLastDamageToken();
    /// Draws what is still to draw from the bag as it stands (a simulation for solo play).
    void drawDamageVirtually(RandomSource &random);
    void setLossCard(const std::optional<TimeCardBack> &card);
    /// Flips a card from the game data's deck (placeholder data: the note says so).
    bool drawLossCardVirtually(RandomSource &random);
    void setShortcuts(const QList<ShortcutResult> &sides);
    void drawShortcutsVirtually(RandomSource &random);
    void setPitStop(const std::optional<PitStopRequest> &request);
    void setSpareTyre(bool fitted, std::optional<int> cardSeconds = std::nullopt);
    void setTimeCardSeconds(std::optional<int> seconds);

    // --- The whole turn ---------------------------------------------------------------
    const TurnInput &input() const { return m_input; }
    /// The referee's answer to the turn as entered; accepted means commit() will play it.
    const ActionVerdict &preview() const { return m_preview; }
    RulingListModel *outcomeRulings() const { return m_outcomeList; }
    bool readyToCommit() const { return m_preview.accepted; }
    /// What is still missing or wrong before the turn can be played (empty when ready).
    QString missing() const { return m_preview.accepted ? QString() : m_preview.error; }
    ActionVerdict commit();
    /// The draft as JSON (kept with the session across a restart) and back.
    QJsonObject draftJson() const;
    bool restoreDraft(const QJsonObject &draft);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    /// After every change: verdict(), outcome() and preview() are up to date.
    void changed();
    /// A new car's turn: the plan was started over.
    void carChanged(int car);

private:
    void followSession();
    void restart();
    void update(bool saveDraft = true);
    bool editable() const { return m_entry.isEmpty() && mayMove(); }
    bool colourWanted(int row) const;
    /// Brake (or Boost) dice the last space's Gear die still needs to skip gears down (up).
    int skipDiceWanted(DieKey key) const;
    void stepsChanged(int firstRow);

    QPointer<GameSession> m_session;
    int m_car = -1;
    int m_actionCount = -1;
    MovePlan m_plan;
    DiceEntry m_entry;
    TurnInput m_input;
    CarState m_planningCar;
    TurnStart m_turnStart;
    std::optional<DiceAllowance> m_allowance;
    MoveVerdict m_verdict;
    LossOdds m_oddsOneByOne;
    LossOdds m_oddsFlatOut;
    std::optional<TurnOutcome> m_outcome;
    ActionVerdict m_preview;
    std::optional<TurnInput> m_undone; ///< the turn being taken back (Undo), its plan to bring back
    RulingListModel *m_rulingList;
    RulingListModel *m_outcomeList;
};

} // namespace Pacenotes
