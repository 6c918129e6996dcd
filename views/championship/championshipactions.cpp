// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipactions.h"

#include "championship/championshipdocument.h"
#include "championship/championshipimport.h"
#include "championship/championshipjson.h"
#include "championship/championshipstore.h"
#include "championshipsdialog.h"
#include "championshipwindow.h"
#include "game/gamesession.h"
#include "game/gamestore.h"
#include "seasondialog.h"
#include "shell/filedialogs.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;

ChampionshipActions::ChampionshipActions(QWidget *dialogParent, const QString &storePath)
    : QObject(dialogParent), m_parent(dialogParent), m_path(storePath.isEmpty() ? ChampionshipStore::defaultPath() : storePath),
      m_list(new QAction(this)), m_new(new QAction(this))
{
    m_list->setObjectName(u"championshipsAction"_s);
    m_new->setObjectName(u"newChampionshipAction"_s);
    connect(m_list, &QAction::triggered, this, [this] { showChampionships(); });
    connect(m_new, &QAction::triggered, this, [this] { newChampionship(); });
    retranslate();
}

ChampionshipActions::~ChampionshipActions() = default;

void ChampionshipActions::retranslate()
{
    m_list->setText(tr("C&hampionships…"));
    m_list->setToolTip(tr("Seasons of races, rallies and climbs, with their standings"));
    m_new->setText(tr("New C&hampionship…"));
}

ChampionshipStore *ChampionshipActions::store()
{
    if (m_store && m_store->isOpen())
        return m_store.get();
    if (m_storeTried)
        return nullptr;
    m_storeTried = true;
    auto store = std::make_unique<ChampionshipStore>();
    if (!store->open(m_path, &m_storeError)) {
        QMessageBox::warning(m_parent, tr("Championships"), m_storeError);
        return nullptr;
    }
    m_store = std::move(store);
    return m_store.get();
}

ChampionshipWindow *ChampionshipActions::track(ChampionshipWindow *window)
{
    m_windows.append(window);
    window->setGameStore([this] { return m_games ? m_games() : nullptr; });
    connect(window, &ChampionshipWindow::message, this, &ChampionshipActions::message);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

QList<ChampionshipWindow *> ChampionshipActions::windows() const
{
    QList<ChampionshipWindow *> out;
    for (const QPointer<ChampionshipWindow> &w : m_windows)
        if (w)
            out.append(w);
    return out;
}

ChampionshipsDialog *ChampionshipActions::showChampionships()
{
    ChampionshipStore *s = store();
    if (!s)
        return nullptr;
    if (!m_dialog) {
        m_dialog = new ChampionshipsDialog(s, m_parent);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_dialog, &ChampionshipsDialog::openRequested, this, [this](qint64 id) {
            QString error;
            if (!openSeason(id, &error) && m_dialog)
                m_dialog->say(error, true);
        });
        connect(m_dialog, &ChampionshipsDialog::newRequested, this, [this] { newChampionship(); });
        connect(m_dialog, &ChampionshipsDialog::importRequested, this, [this] {
            const QString path = FileDialogs::openFile(m_dialog, tr("Import a Season"), tr("Championship files (*.json)"),
                                                        FileDialogs::Kind::Outputs);
            QString error;
            if (!path.isEmpty() && !importSeason(path, &error) && m_dialog)
                m_dialog->say(error, true);
        });
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

ChampionshipWindow *ChampionshipActions::newChampionship()
{
    Championship season;
    season.rules = SeasonRules::defaults(SeasonFormat::RaceSeries);
    season.name = tr("Championship %1").arg(QDate::currentDate().year());
    SeasonDialog dialog(season, true, m_dialog ? static_cast<QWidget *>(m_dialog) : m_parent.data());
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    QString error;
    ChampionshipWindow *w = createSeason(dialog.season(), &error);
    if (!w)
        QMessageBox::warning(m_parent, tr("New Championship"), error);
    return w;
}

ChampionshipWindow *ChampionshipActions::createSeason(const Championship &season, QString *error)
{
    ChampionshipStore *s = store();
    if (!s) {
        if (error)
            *error = m_storeError;
        return nullptr;
    }
    Championship fresh = season;
    fresh.id = 0;
    auto *doc = new ChampionshipDocument(fresh);
    if (!doc->attachStore(s, error)) {
        delete doc;
        return nullptr;
    }
    return track(new ChampionshipWindow(doc, m_parent));
}

ChampionshipWindow *ChampionshipActions::openSeason(qint64 id, QString *error)
{
    for (ChampionshipWindow *w : windows()) {
        if (w->document()->season().id == id) {
            w->show();
            w->raise();
            w->activateWindow();
            return w;
        }
    }
    ChampionshipStore *s = store();
    if (!s) {
        if (error)
            *error = m_storeError;
        return nullptr;
    }
    const std::optional<Championship> season = s->load(id, error);
    if (!season)
        return nullptr;
    auto *doc = new ChampionshipDocument(*season);
    doc->attachStore(s, nullptr);
    return track(new ChampionshipWindow(doc, m_parent));
}

bool ChampionshipActions::importSeason(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    QString why;
    const std::optional<Championship> season = ChampionshipJson::read(file.read(2 * 1024 * 1024), &why);
    if (!season) {
        if (error)
            *error = tr("%1 is not a season Pacenotes can read: %2").arg(path, why);
        return false;
    }
    return createSeason(*season, error) != nullptr;
}

bool ChampionshipActions::addGameEvent(const ChampionshipEvent &event, QWidget *parent)
{
    ChampionshipStore *s = store();
    if (!s)
        return false;
    QString error;
    const std::optional<QList<SeasonListEntry>> seasons = s->seasons(&error);
    if (!seasons) {
        QMessageBox::warning(parent, tr("Add to a Championship"), error);
        return false;
    }
    QStringList names;
    QList<qint64> ids;
    for (const SeasonListEntry &e : *seasons) {
        if (!e.problem.isEmpty())
            continue;
        names << (e.name.isEmpty() ? tr("Untitled season") : e.name);
        ids << e.id;
    }
    qint64 chosen = 0;
    if (m_chooser) {
        chosen = m_chooser(names, ids, parent);
    } else {
        QStringList items = names;
        items << tr("A new championship…");
        bool ok = false;
        const QString item = QInputDialog::getItem(parent, tr("Add to a Championship"),
                                                   tr("Add “%1” to:").arg(event.name), items, 0, false, &ok);
        if (ok)
            chosen = items.indexOf(item) < ids.size() ? ids[items.indexOf(item)] : -1;
    }
    if (chosen == 0)
        return false;
    ChampionshipWindow *window = chosen > 0 ? openSeason(chosen, &error) : newChampionship();
    if (!window) {
        if (!error.isEmpty())
            QMessageBox::warning(parent, tr("Add to a Championship"), error);
        return false;
    }
    QList<ChampionshipDriver> added;
    const ChampionshipEvent matched = ChampionshipImport::matchDrivers(window->document()->season(), event, &added);
    if (!window->addEvent(matched, added, &error)) {
        QMessageBox::warning(window, tr("Add to a Championship"), error);
        return false;
    }
    return true;
}

bool ChampionshipActions::addSession(qint64 sessionId, QWidget *parent)
{
    GameStore *games = m_games ? m_games() : nullptr;
    QString problem;
    const std::unique_ptr<GameSession> session = games ? GameSession::resume(games, sessionId, &problem) : nullptr;
    std::optional<ChampionshipEvent> ev;
    if (session)
        ev = ChampionshipImport::fromGame(session->setup(), session->state(), session->log(), session->uuid(), &problem);
    if (!ev) {
        QMessageBox::information(parent, tr("Add to a Championship"), problem);
        return false;
    }
    return addGameEvent(*ev, parent);
}

void ChampionshipActions::offerFinishedGame(GameSession *session, QWidget *gameWindow)
{
    if (!session || session->setup().kind == GameKind::GtSolo)
        return;
    QString problem;
    const std::optional<ChampionshipEvent> ev =
        ChampionshipImport::fromGame(session->setup(), session->state(), session->log(), session->uuid(), &problem);
    if (!ev)
        return; // nothing to offer: the game cannot be classified (its window says how it ended)
    auto *box = new QMessageBox(QMessageBox::Question, tr("Add to a Championship"),
                                tr("“%1” is over. Add it to a championship?").arg(ev->name), QMessageBox::NoButton, gameWindow);
    box->setObjectName(u"offerChampionship"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *add = box->addButton(tr("&Add to a Championship…"), QMessageBox::AcceptRole);
    box->addButton(tr("&Not Now"), QMessageBox::RejectRole);
    const QPointer<QWidget> parent(gameWindow);
    const ChampionshipEvent event = *ev;
    connect(box, &QMessageBox::buttonClicked, this, [this, add, event, parent](QAbstractButton *clicked) {
        if (clicked == add)
            addGameEvent(event, parent);
    });
    box->open();
}

} // namespace Pacenotes
