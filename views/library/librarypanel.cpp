// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarypanel.h"

#include "catalog/tilecatalog.h"
#include "itemmodels/libraryfilterproxy.h"
#include "itemmodels/librarymodel.h"
#include "library/librarydatabase.h"
#include "library/tracklibrary.h"
#include "libraryitemdelegate.h"
#include "librarythumbnail.h"
#include "settings/appsettings.h"
#include "shell/filedialogs.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

void LibraryPanel::startLibrary(TrackLibrary *library, const AppSettings &settings)
{
    const TileCatalog &catalog = TileCatalog::builtin();
    library->setThumbnailer(
        [&catalog](const Track &track, const QImage &preview) { return LibraryThumbnail::png(track, catalog, preview); });
    // Rows hold translated texts: a new version or another language reads the files again.
    library->open(LibraryDatabase::defaultPath(), u"%1|%2|%3"_s.arg(QCoreApplication::applicationVersion(),
                                                                  LibraryEntry::kindName(LibraryKind::Circuit))
                                                      .arg(LibraryThumbnail::kDrawingVersion));
    library->setFolders(settings.libraryFolders());
    library->rescan();
}

LibraryPanel::LibraryPanel(TrackLibrary *library, AppSettings *settings, QWidget *parent)
    : QWidget(parent), m_library(library), m_settings(settings)
{
    m_model = new LibraryModel(this);
    m_model->setLibrary(library);
    m_proxy = new LibraryFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    m_game = new QComboBox(this);
    m_game->addItem(QString(), -1);
    m_game->addItem(QString(), int(Game::GT));
    m_game->addItem(QString(), int(Game::Dirt));
    m_origin = new QComboBox(this);
    m_origin->addItem(QString(), int(LibraryFilterProxy::Origin::Any));
    m_origin->addItem(QString(), int(LibraryFilterProxy::Origin::Rulebook));
    m_origin->addItem(QString(), int(LibraryFilterProxy::Origin::Mine));
    m_viewToggle = new QToolButton(this);
    m_viewToggle->setCheckable(true);
    m_viewToggle->setAutoRaise(true);
    m_foldersButton = new QToolButton(this);
    m_foldersButton->setIcon(style()->standardIcon(QStyle::SP_DirIcon));
    m_foldersButton->setAutoRaise(true);
    m_foldersButton->setPopupMode(QToolButton::InstantPopup);
    m_foldersMenu = new QMenu(this);
    m_foldersButton->setMenu(m_foldersMenu);

    m_list = new QListView(this);
    m_list->setViewMode(QListView::IconMode);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setGridSize(LibraryItemDelegate::cellSize());
    m_list->setItemDelegate(new LibraryItemDelegate(m_list));
    m_list->setMouseTracking(true);
    m_list->setWordWrap(false);
    m_list->setModel(m_proxy);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);

    m_table = new QTreeView(this);
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(true);
    m_table->setSortingEnabled(true);
    m_table->setModel(m_proxy);
    m_table->setSelectionModel(m_list->selectionModel()); // one selection for both views
    // Whichever view picked it, a track is a whole row (the icon view selects column 0 only).
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            m_list->selectionModel()->select(current, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    });
    m_table->sortByColumn(LibraryModel::TitleColumn, Qt::AscendingOrder);
    m_table->header()->setStretchLastSection(true);
    m_table->header()->setSectionResizeMode(LibraryModel::TitleColumn, QHeaderView::Interactive);
    m_table->setColumnWidth(LibraryModel::TitleColumn, 180);
    m_table->setColumnWidth(LibraryModel::GameColumn, 110);
    m_table->setColumnWidth(LibraryModel::TilesColumn, 85);
    m_table->setColumnWidth(LibraryModel::ValidityColumn, 210);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_list);
    m_stack->addWidget(m_table);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *filters = new QHBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(m_search, 1);
    filters->addWidget(m_game);
    filters->addWidget(m_origin);
    filters->addWidget(m_viewToggle);
    filters->addWidget(m_foldersButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_status);

    connect(m_search, &QLineEdit::textChanged, this, &LibraryPanel::applyFilters);
    // Enter in the search field opens the best match (the first row).
    connect(m_search, &QLineEdit::returnPressed, this, [this] { activate(m_proxy->index(0, 0)); });
    connect(m_game, &QComboBox::currentIndexChanged, this, &LibraryPanel::applyFilters);
    connect(m_origin, &QComboBox::currentIndexChanged, this, &LibraryPanel::applyFilters);
    connect(m_viewToggle, &QToolButton::toggled, this, [this](bool table) {
        m_stack->setCurrentWidget(table ? static_cast<QWidget *>(m_table) : m_list);
        if (m_settings)
            m_settings->setLibraryIconView(!table);
    });
    for (QAbstractItemView *view : {static_cast<QAbstractItemView *>(m_list), static_cast<QAbstractItemView *>(m_table)}) {
        connect(view, &QAbstractItemView::activated, this, &LibraryPanel::activate);
        connect(view, &QWidget::customContextMenuRequested, this, &LibraryPanel::showContextMenu);
    }
    connect(m_foldersMenu, &QMenu::aboutToShow, this, [this] {
        m_foldersMenu->clear();
        m_foldersMenu->addAction(tr("&Add Folder…"), this, &LibraryPanel::chooseFolder);
        const QStringList folders = m_library->folders();
        if (!folders.isEmpty())
            m_foldersMenu->addSeparator();
        for (const QString &folder : folders) {
            QAction *a = m_foldersMenu->addAction(tr("Remove “%1” from Library").arg(QDir::toNativeSeparators(folder)));
            connect(a, &QAction::triggered, this, [this, folder] { removeFolder(folder); });
        }
        m_foldersMenu->addSeparator();
        QAction *rescan = m_foldersMenu->addAction(style()->standardIcon(QStyle::SP_BrowserReload), tr("&Rescan"));
        connect(rescan, &QAction::triggered, m_library, &TrackLibrary::rescan);
    });
    connect(m_library, &TrackLibrary::busyChanged, this, &LibraryPanel::updateStatus);
    connect(m_library, &TrackLibrary::noticeChanged, this, &LibraryPanel::updateStatus);
    connect(m_library, &TrackLibrary::scanFinished, this, &LibraryPanel::updateStatus);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &LibraryPanel::updateStatus);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &LibraryPanel::updateStatus);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &LibraryPanel::updateStatus);

    m_chooseFolder = [this] {
        return FileDialogs::folder(this, tr("Add a Folder of Tracks"));
    };
    setIconView(m_settings ? m_settings->libraryIconView() : true);
    retranslate();
}

bool LibraryPanel::isIconView() const
{
    return m_stack->currentWidget() == m_list;
}

void LibraryPanel::setIconView(bool icons)
{
    m_viewToggle->setChecked(!icons);
    m_stack->setCurrentWidget(icons ? static_cast<QWidget *>(m_list) : m_table);
}

void LibraryPanel::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void LibraryPanel::retranslate()
{
    m_search->setPlaceholderText(tr("Search title, author, tile…"));
    m_search->setToolTip(tr("Every word must begin a word of the title, the author, a tile id (103b) or the file name; "
                            "Enter opens the first track"));
    m_game->setItemText(0, tr("All games"));
    m_game->setItemText(1, tr("Rallyman: GT"));
    m_game->setItemText(2, tr("Rallyman: DIRT"));
    m_origin->setItemText(0, tr("All tracks"));
    m_origin->setItemText(1, tr("Rulebook"));
    m_origin->setItemText(2, tr("My tracks"));
    m_origin->setToolTip(tr("The tracks printed in the rulebooks, or your own"));
    m_viewToggle->setIcon(style()->standardIcon(QStyle::SP_FileDialogDetailedView));
    m_viewToggle->setToolTip(tr("Show as a table"));
    m_foldersButton->setToolTip(tr("Library folders"));
    updateStatus();
}

void LibraryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LibraryPanel::applyFilters()
{
    m_proxy->setText(m_search->text());
    const int game = m_game->currentData().toInt();
    m_proxy->setGame(game < 0 ? std::nullopt : std::optional<Game>(Game(game)));
    m_proxy->setOrigin(LibraryFilterProxy::Origin(m_origin->currentData().toInt()));
    updateStatus();
}

void LibraryPanel::updateStatus()
{
    QStringList parts;
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    parts << (shown == total ? tr("%n track(s)", nullptr, total) : tr("%1 of %n track(s)", nullptr, total).arg(shown));
    if (m_library->isBusy())
        parts << tr("scanning…");
    QString text = parts.join(u" · "_s);
    if (m_library->folders().isEmpty())
        text += u"\n"_s + tr("Add a folder of your own tracks with the folder button.");
    for (const QString &missing : m_library->missingFolders())
        text += u"\n"_s + tr("The folder %1 cannot be read.").arg(QDir::toNativeSeparators(missing));
    if (!m_library->notice().isEmpty())
        text += u"\n"_s + m_library->notice();
    m_status->setText(text);
}

void LibraryPanel::activate(const QModelIndex &proxyIndex)
{
    if (proxyIndex.isValid())
        emit openRequested(proxyIndex.data(LibraryModel::PathRole).toString());
}

void LibraryPanel::showContextMenu(const QPoint &pos)
{
    auto *view = qobject_cast<QAbstractItemView *>(sender());
    if (!view)
        return;
    const QModelIndex index = view->indexAt(pos);
    if (index.isValid())
        view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    const QString path = index.isValid() ? index.data(LibraryModel::PathRole).toString() : QString();
    const bool bundled = index.isValid()
        && index.data(LibraryModel::SourceRole).toInt() == int(LibrarySource::Bundled);
    QString folder;
    for (const QString &f : m_library->folders())
        if (!path.isEmpty() && path.startsWith(f + u'/'))
            folder = f;

    QMenu menu(this);
    QAction *open = menu.addAction(tr("&Open"));
    open->setEnabled(index.isValid());
    connect(open, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    QAction *show = menu.addAction(tr("Show in &Folder"));
    show->setEnabled(index.isValid() && !bundled);
    connect(show, &QAction::triggered, this, [path] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
    });
    menu.addSeparator();
    menu.addAction(tr("&Add Folder…"), this, &LibraryPanel::chooseFolder);
    if (!folder.isEmpty()) {
        QAction *remove = menu.addAction(tr("&Remove Folder “%1” from Library").arg(QFileInfo(folder).fileName()));
        remove->setToolTip(QDir::toNativeSeparators(folder));
        connect(remove, &QAction::triggered, this, [this, folder] { removeFolder(folder); });
    }
    menu.addAction(style()->standardIcon(QStyle::SP_BrowserReload), tr("R&escan"), m_library, &TrackLibrary::rescan);
    menu.exec(view->viewport()->mapToGlobal(pos));
}

void LibraryPanel::chooseFolder()
{
    const QString folder = m_chooseFolder ? m_chooseFolder() : QString();
    if (!folder.isEmpty())
        addFolder(folder);
}

void LibraryPanel::addFolder(const QString &folder)
{
    QStringList folders = m_library->folders();
    folders << folder;
    m_library->setFolders(folders);
    if (m_settings)
        m_settings->setLibraryFolders(m_library->folders());
    m_library->rescan();
    updateStatus();
}

void LibraryPanel::removeFolder(const QString &folder)
{
    QStringList folders = m_library->folders();
    folders.removeAll(folder);
    m_library->setFolders(folders);
    if (m_settings)
        m_settings->setLibraryFolders(m_library->folders());
    m_library->rescan(); // drops the folder's rows; the files themselves stay where they are
    updateStatus();
}

} // namespace Pacenotes
