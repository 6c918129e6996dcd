// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;
class QTextBrowser;
class QToolButton;

namespace Pacenotes {

class GameLogFilterProxy;
class GameLogModel;
class GameSession;

/**
 * The game log: every action (its headline in bold) and every ruling about it, with the rule,
 * the message and where the rule is written, by round and car; filtered by car, with or without
 * the round starts and the notes. Undo (Ctrl+Z) walks back through the game, Redo forward. The
 * action picked is shown below in full, in large type, as it is read out to settle a dispute.
 */
class GameLogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit GameLogPanel(GameSession *session, QWidget *parent = nullptr);

    GameLogModel *model() const { return m_model; }
    GameLogFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QComboBox *carFilter() const { return m_car; }
    QCheckBox *generalCheck() const { return m_general; }
    QCheckBox *notesCheck() const { return m_notes; }
    QTextBrowser *readOut() const { return m_readOut; }
    /// The full text of an action (headline, then each ruling with its reference), to read aloud.
    QString actionText(int action) const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Rows as tall as their wrapped text, for the rows in sight.
    void fitVisibleRows();
    void retranslate();
    void fillCars();
    void showAction(const QModelIndex &proxyIndex);

    GameSession *m_session;
    GameLogModel *m_model;
    GameLogFilterProxy *m_proxy;
    QLabel *m_carLabel;
    QComboBox *m_car;
    QCheckBox *m_general;
    QCheckBox *m_notes;
    QToolButton *m_undo;
    QToolButton *m_redo;
    QTableView *m_view;
    QTextBrowser *m_readOut;
    bool m_fitting = false;
};

} // namespace Pacenotes
