// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamedataitem.h"

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace Pacenotes {

class GameDataWindow;

/**
 * The entry point of the game-data editor: the "Game Data…" action and the one editor window
 * (opened on first use, raised afterwards). Other parts of the app open it at a value, e.g.
 * the game companion's dashboard panel at a placeholder: showDashboard(game, class, tyres,
 * condition). When the window that owns it closes with unsaved corrections in the editor, the
 * editor asks first, and Cancel keeps both open.
 */
class GameDataActions : public QObject
{
    Q_OBJECT
public:
    /// `path` empty: the user's corrections file (DataOverrides::defaultPath()).
    explicit GameDataActions(QWidget *dialogParent, const QString &path = {});
    ~GameDataActions() override;

    QAction *gameDataAction() const { return m_action; }
    GameDataWindow *window() const;
    GameDataWindow *showWindow();
    GameDataWindow *showItem(const GameDataItem &item);
    GameDataWindow *showDashboard(Game game, const QString &carClass, const QString &tyres, const QString &condition);

signals:
    /// The user saved corrections to `path`: data read from it before is out of date.
    void saved(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_parent;
    QString m_path;
    QAction *m_action;
    QPointer<GameDataWindow> m_window;
};

} // namespace Pacenotes
