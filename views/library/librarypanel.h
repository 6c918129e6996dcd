// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QModelIndex;
class QStackedWidget;
class QToolButton;
class QTreeView;

namespace Pacenotes {

class AppSettings;
class LibraryFilterProxy;
class LibraryModel;
class TrackLibrary;

/**
 * The track library panel: the rulebook's tracks and the user's, as thumbnails or as a table
 * (title, game, tiles, validity, where), with a search field and filters by game and origin.
 * Enter or a double-click asks to open a track (openRequested: the main window passes it to
 * the file controller, which asks about unsaved changes). The context menu opens, shows the
 * file in its folder, and adds or removes library folders (remembered in AppSettings).
 */
class LibraryPanel : public QWidget
{
    Q_OBJECT
public:
    LibraryPanel(TrackLibrary *library, AppSettings *settings, QWidget *parent = nullptr);

    /// Sets up `library` for the app: thumbnails by TileRenderer, the index in the user's
    /// data folder, the folders from `settings`, then a background rescan.
    static void startLibrary(TrackLibrary *library, const AppSettings &settings);

    QListView *listView() const { return m_list; }
    QTreeView *tableView() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    LibraryModel *model() const { return m_model; }
    LibraryFilterProxy *proxy() const { return m_proxy; }
    bool isIconView() const;
    void setIconView(bool icons);
    /// Focuses the search field (File ▸ Track Library…).
    void focusSearch();
    /// Adds a folder to the library, remembers it and rescans.
    void addFolder(const QString &folder);
    void removeFolder(const QString &folder);
    /// Replaces the folder dialog (tests answer it without a dialog).
    void setFolderChooser(std::function<QString()> chooser) { m_chooseFolder = std::move(chooser); }

signals:
    void openRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyFilters();
    void updateStatus();
    void activate(const QModelIndex &proxyIndex);
    void showContextMenu(const QPoint &pos);
    void chooseFolder();

    TrackLibrary *m_library;
    AppSettings *m_settings;
    LibraryModel *m_model;
    LibraryFilterProxy *m_proxy;
    QLineEdit *m_search;
    QComboBox *m_game;
    QComboBox *m_origin;
    QToolButton *m_viewToggle;
    QToolButton *m_foldersButton;
    QMenu *m_foldersMenu;
    QStackedWidget *m_stack;
    QListView *m_list;
    QTreeView *m_table;
    QLabel *m_status;
    std::function<QString()> m_chooseFolder;
};

} // namespace Pacenotes
