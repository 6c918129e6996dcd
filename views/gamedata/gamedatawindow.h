// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamedataitem.h"

#include <QMainWindow>
#include <QModelIndexList>

class QAction;
class QLabel;
class QListWidget;
class QTabWidget;
class QTextBrowser;
class QTreeView;

namespace Pacenotes {

class GameDataDocument;
class GameDataPage;

/**
 * Tools ▸ Game Data…: the game data the referee uses — dashboards, the GT Loss of Control table,
 * the DIRT Time cards, the Damage token bags, the GT solo timing — a page each, every value with
 * a mark for how far it can be trusted and its sources. Values are corrected in place (they
 * become the user's), reset to the built-in ones, imported from and exported to a corrections
 * file; undo and redo; Save writes the user's corrections file atomically.
 *
 * Under the pages, a panel of fixed height says what was refused and why, shows the current
 * value's source and lists the checks (values that differ from the box), so nothing above it
 * moves. Non-modal; other windows open it at a value with showItem() / showDashboard().
 */
class GameDataWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Reads the corrections in `path` (empty: DataOverrides::defaultPath()).
    explicit GameDataWindow(const QString &path = {}, QWidget *parent = nullptr);
    ~GameDataWindow() override;

    GameDataDocument *document() const { return m_doc; }
    /// Goes to the page of `item` and selects its value (or row).
    bool showItem(const GameDataItem &item);
    bool showDashboard(Game game, const QString &carClass, const QString &tyres, const QString &condition);

    /// Saves, telling the user when it fails; false when not saved.
    bool save();
    /// Imports / exports without a file dialog, with the outcome in the message line.
    bool importFile(const QString &path);
    bool exportFile(const QString &path);
    /// Asks what to do with unsaved corrections; false when the user cancels.
    bool maybeSave();

    QTabWidget *tabs() const { return m_tabs; }
    GameDataPage *page(GameDataKind kind) const;
    QTreeView *currentView() const;
    QLabel *messageLine() const { return m_message; }
    QTextBrowser *details() const { return m_details; }
    QListWidget *checksList() const { return m_checks; }
    QAction *resetAction() const { return m_reset; }
    QAction *markCheckedAction() const { return m_markChecked; }
    QAction *resetAllAction() const { return m_resetAll; }
    QAction *saveAction() const { return m_save; }

signals:
    /// The corrections were written to `path`: data read from it is out of date.
    void saved(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    enum class Tone { Info, Error };
    void buildPages();
    QWidget *buildBottomPanel();
    void buildActions();
    void resetSelection();
    void markSelectionChecked();
    void resetAll();
    void chooseImport();
    void chooseExport();
    void addZeroSide();
    void removeZeroSide();
    void updateActions();
    void updateDetails();
    void updateChecks();
    void updateTitle();
    void showMessage(const QString &text, Tone tone);
    QModelIndexList selectedCells() const;

    GameDataDocument *m_doc;
    QTabWidget *m_tabs;
    QList<GameDataPage *> m_pages;
    QLabel *m_message;
    QTextBrowser *m_details;
    QListWidget *m_checks;
    QAction *m_reset;
    QAction *m_markChecked;
    QAction *m_resetAll;
    QAction *m_import;
    QAction *m_export;
    QAction *m_save;
    QAction *m_close;
    QAction *m_addZeroSide = nullptr;
    QAction *m_removeZeroSide = nullptr;
};

} // namespace Pacenotes
