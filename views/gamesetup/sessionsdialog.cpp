// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionsdialog.h"

#include "game/gamestore.h"
#include "itemmodels/sessionlistmodel.h"
#include "shell/screenfit.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// A file name from a game's title: letters, digits and a few safe marks.
QString fileNameFor(const QString &title)
{
    QString name = title;
    name.replace(QRegularExpression(u"[^\\w\\- ]+"_s), u" "_s);
    name = name.simplified();
    return name.isEmpty() ? u"game"_s : name;
}

} // namespace

SessionsDialog::SessionsDialog(GameStore *store, QWidget *parent)
    : QDialog(parent), m_model(new SessionListModel(store, this)), m_proxy(new QSortFilterProxyModel(this)), m_filter(new QComboBox(this)),
      m_view(new QTreeView(this)), m_message(new QLabel(this)), m_resume(new QPushButton(this)), m_delete(new QPushButton(this)),
      m_export(new QToolButton(this)), m_close(new QPushButton(this)), m_empty(new QLabel(this))
{
    setObjectName(u"sessionsDialog"_s);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(SessionListModel::StatusRole);
    m_filter->addItem(QString(), int(Filter::All));
    m_filter->addItem(QString(), int(Filter::InProgress));
    m_filter->addItem(QString(), int(Filter::Finished));
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(SessionListModel::TitleColumn, QHeaderView::Stretch);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setVisible(false);
    m_empty->setWordWrap(true);
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *exportMenu = new QMenu(m_export);
    QAction *json = exportMenu->addAction(QString());
    json->setObjectName(u"exportJson"_s);
    QAction *csv = exportMenu->addAction(QString());
    csv->setObjectName(u"exportCsv"_s);
    m_export->setMenu(exportMenu);
    m_resume->setDefault(true);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter);
    filterRow->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_resume);
    buttons->addWidget(m_delete);
    buttons->addWidget(m_export);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filterRow);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty);
    layout->addWidget(m_message);
    layout->addLayout(buttons);

    connect(m_filter, &QComboBox::currentIndexChanged, this, [this] { setFilter(Filter(m_filter->currentData().toInt())); });
    connect(m_view, &QTreeView::activated, this, [this] { resumeCurrent(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &SessionsDialog::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SessionsDialog::updateButtons);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &SessionsDialog::updateButtons);
    connect(m_resume, &QPushButton::clicked, this, &SessionsDialog::resumeCurrent);
    connect(m_delete, &QPushButton::clicked, this, &SessionsDialog::deleteCurrent);
    connect(json, &QAction::triggered, this, [this] { exportCurrent(false); });
    connect(csv, &QAction::triggered, this, [this] { exportCurrent(true); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    if (!m_model->error().isEmpty())
        say(tr("The games file cannot be read: %1").arg(m_model->error()), true);
    if (m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, 0));
    retranslate();
    updateButtons();
    ScreenFit::resize(this, QSize(820, 460));
}

void SessionsDialog::setFilter(Filter filter)
{
    const int i = m_filter->findData(int(filter));
    if (i != m_filter->currentIndex()) {
        m_filter->setCurrentIndex(i); // comes back here
        return;
    }
    switch (filter) {
    case Filter::All: m_proxy->setFilterFixedString(QString()); break;
    case Filter::InProgress: m_proxy->setFilterFixedString(SessionInfo::statusId(SessionInfo::Status::InProgress)); break;
    case Filter::Finished: m_proxy->setFilterFixedString(SessionInfo::statusId(SessionInfo::Status::Finished)); break;
    }
    if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, 0));
    updateButtons();
}

int SessionsDialog::currentRow() const
{
    const QModelIndex at = m_proxy->mapToSource(m_view->currentIndex());
    return at.isValid() ? at.row() : -1;
}

qint64 SessionsDialog::currentSessionId() const
{
    const int row = currentRow();
    return row >= 0 ? m_model->session(row).id : 0;
}

bool SessionsDialog::selectSession(qint64 id)
{
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex at = m_proxy->index(r, 0);
        if (at.data(SessionListModel::SessionIdRole).toLongLong() == id) {
            m_view->setCurrentIndex(at);
            return true;
        }
    }
    return false;
}

void SessionsDialog::updateButtons()
{
    const int row = currentRow();
    const bool any = row >= 0;
    const bool damaged = any && m_model->session(row).status == SessionInfo::Status::Damaged;
    m_resume->setEnabled(any && !damaged);
    m_delete->setEnabled(any);
    m_export->setEnabled(any && !damaged);
    m_empty->setVisible(m_proxy->rowCount() == 0);
}

bool SessionsDialog::resumeCurrent()
{
    const int row = currentRow();
    if (row < 0 || m_model->session(row).status == SessionInfo::Status::Damaged)
        return false;
    emit resumeRequested(m_model->session(row).id);
    accept();
    return true;
}

bool SessionsDialog::deleteCurrent()
{
    const int row = currentRow();
    if (row < 0)
        return false;
    const SessionInfo s = m_model->session(row);
    const QString title = m_model->data(m_model->index(row, SessionListModel::TitleColumn)).toString();
    // Issue 25: deleted under its open window, every later action of that game failed to save.
    if (m_isOpen && m_isOpen(s.id)) {
        say(tr("“%1” is open in a game window: close that window first, then delete the game.").arg(title), true);
        return false;
    }
    QMessageBox ask(QMessageBox::Question, tr("Delete the game"),
                    tr("Delete “%1” (%2)? Its log goes with it and cannot be brought back. Score sheets already made from it stay in the "
                       "records.")
                        .arg(title, s.players),
                    QMessageBox::NoButton, this);
    QPushButton *remove = ask.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    if (ask.clickedButton() != remove)
        return false;
    QString error;
    if (!m_model->remove(row, &error)) {
        say(tr("“%1” could not be deleted: %2").arg(title, error), true);
        return false;
    }
    m_model->refresh(); // the store says so too; the list must not wait for it
    say(tr("“%1” is deleted.").arg(title), false);
    if (m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(qMin(row, m_proxy->rowCount() - 1), 0));
    updateButtons();
    return true;
}

bool SessionsDialog::exportCurrent(bool csv)
{
    const int row = currentRow();
    if (row < 0)
        return false;
    const QString title = m_model->data(m_model->index(row, SessionListModel::TitleColumn)).toString();
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(fileNameFor(title) + (csv ? u".csv"_s : u".json"_s));
    const QString caption = csv ? tr("Export the game's log as CSV") : tr("Export the game's log as JSON");
    const QString filter = csv ? tr("CSV files (*.csv)") : tr("Game logs (*.json)");
    const QString path = m_chooser ? m_chooser(caption, suggested, filter) : QFileDialog::getSaveFileName(this, caption, suggested, filter);
    if (path.isEmpty())
        return false;
    QString error;
    const bool ok = csv ? m_model->exportCsv(row, path, &error) : m_model->exportJson(row, path, &error);
    if (!ok) {
        say(tr("The log of “%1” could not be written to %2: %3").arg(title, QDir::toNativeSeparators(path), error), true);
        return false;
    }
    say(tr("The log of “%1” is written to %2.").arg(title, QDir::toNativeSeparators(path)), false);
    return true;
}

void SessionsDialog::say(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? u"color: #b00020;"_s : QString());
    m_message->setVisible(!text.isEmpty());
}

void SessionsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SessionsDialog::retranslate()
{
    setWindowTitle(tr("Sessions"));
    m_filter->setItemText(0, tr("All games"));
    m_filter->setItemText(1, tr("In progress"));
    m_filter->setItemText(2, tr("Finished"));
    m_resume->setText(tr("&Resume"));
    m_resume->setToolTip(tr("Go on with the selected game exactly where it was left"));
    m_delete->setText(tr("&Delete…"));
    m_export->setText(tr("E&xport log"));
    const QList<QAction *> exports = m_export->menu()->actions();
    exports.value(0)->setText(tr("As &JSON (the game log format)…"));
    exports.value(1)->setText(tr("As &CSV (a spreadsheet)…"));
    m_close->setText(tr("Close"));
    m_empty->setText(tr("No game here yet: File ▸ New Game… sets one up."));
}

} // namespace Pacenotes
