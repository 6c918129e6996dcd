// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamemenu.h"

#include "gamesetup/gamesetupactions.h"
#include "gamesetup/newgamewizard.h"
#include "io/bundledtracks.h"
#include "library/tracklibrary.h"
#include "sheets/recordsactions.h"
#include "track/trackdocument.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QStatusBar>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// Keeps the actions' and the Game menu's texts in the window's language.
class Retranslator final : public QObject
{
public:
    Retranslator(GameSetupActions *actions, QMenu *menu, QObject *parent) : QObject(parent), m_actions(actions), m_menu(menu) { retranslate(); }

    void retranslate()
    {
        m_actions->retranslate();
        if (m_menu)
            m_menu->setTitle(QCoreApplication::translate("MainWindow", "&Game"));
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        return QObject::eventFilter(watched, event);
    }

private:
    GameSetupActions *m_actions;
    QPointer<QMenu> m_menu;
};

/// The Game menu another part made, or a new one before Records, Tools or Help.
QMenu *gameMenu(QMainWindow *window, bool *made)
{
    QMenuBar *bar = window->menuBar();
    if (auto *menu = bar->findChild<QMenu *>(u"gameMenu"_s, Qt::FindDirectChildrenOnly)) {
        *made = false;
        return menu;
    }
    *made = true;
    auto *menu = new QMenu(bar);
    menu->setObjectName(u"gameMenu"_s);
    QAction *before = nullptr;
    for (const char *name : {"helpMenu", "toolsMenu", "recordsMenu"})
        for (QAction *a : bar->actions())
            if (a->menu() && a->menu()->objectName() == QLatin1StringView(name))
                before = a;
    bar->insertMenu(before, menu);
    return menu;
}

NewGameContext contextFor(const TrackDocument *document, TrackLibrary *library)
{
    NewGameContext c;
    c.library = library;
    if (document) {
        const Track &t = document->track();
        const bool hasTrack = !t.tiles.isEmpty() || !t.tileList.isEmpty();
        const QString path = document->filePath();
        if (hasTrack)
            c.designerGame = t.game;
        if (hasTrack && !path.isEmpty())
            c.designerTrack = TrackRef{BundledTracks::isBundled(path) ? TrackRef::Source::Rulebook : TrackRef::Source::File, path,
                                       t.title.isEmpty() ? document->displayName() : t.title};
        c.designerTrackUnsaved = hasTrack && path.isEmpty();
    }
    // Corrections that cannot be read leave the built-in data (the game-data editor says why).
    QString error;
    if (const std::optional<DataOverrides> o = DataOverrides::load(DataOverrides::defaultPath(), &error))
        c.overrides = *o;
    return c;
}

} // namespace

GameSetupActions *installNewGameMenu(QMainWindow *window, QMenu *fileMenu, const TrackDocument *document, TrackLibrary *library)
{
    auto *actions = new GameSetupActions(window);
    QPointer<const TrackDocument> doc(document);
    QPointer<TrackLibrary> lib(library);
    actions->setContextProvider([doc, lib] { return contextFor(doc, lib); });
    actions->setRecords([window]() -> RecordsDatabase * {
        RecordsActions *records = window->findChild<RecordsActions *>();
        return records ? records->database() : nullptr;
    });
    QObject::connect(actions, &GameSetupActions::message, window, [window](const QString &text) { window->statusBar()->showMessage(text, 8000); });

    // File ▸ New Game… right after File ▸ New.
    const QList<QAction *> file = fileMenu->actions();
    fileMenu->insertAction(file.value(1), actions->newGameAction());
    bool made = false;
    QMenu *menu = gameMenu(window, &made);
    if (!menu->isEmpty())
        menu->addSeparator();
    menu->addAction(actions->sessionsAction());
    window->installEventFilter(new Retranslator(actions, made ? menu : nullptr, actions));
    return actions;
}

void offerResumeAtStart(QMainWindow *window)
{
    if (auto *actions = window->findChild<GameSetupActions *>())
        actions->offerResumeAtStart();
}

} // namespace Pacenotes
