// SPDX-License-Identifier: GPL-3.0-or-later
#include "addgamedialog.h"

#include "championship/championshipcheck.h"
#include "championship/championshipimport.h"
#include "championship/championshipstandings.h"
#include "game/gamesession.h"
#include "game/gamestore.h"
#include "i18n/dates.h"
#include "rules/solotiming.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
} // namespace

AddGameDialog::AddGameDialog(GameStore *store, const Championship &season, QWidget *parent)
    : QDialog(parent), m_store(store), m_season(season), m_list(new QTreeWidget(this)), m_preview(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"addGameDialog"_s);
    setWindowTitle(tr("Add a Finished Game"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Game"), tr("Kind"), tr("Players"), tr("Played")});
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_preview->setMinimumHeight(120);
    okButton()->setText(tr("&Add to the Season"));
    okButton()->setEnabled(false);
    auto *hint = new QLabel(tr("Finished games from the games file. A race is classified by its finishing order and "
                               "retirements, a rally by its stage times."),
                            this);
    hint->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addWidget(m_list, 2);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            load(item->data(0, kIdRole).toLongLong());
    });
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, [this] {
        if (okButton()->isEnabled())
            accept();
    });
    fill();
    resize(720, 520);
}

QPushButton *AddGameDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void AddGameDialog::fill()
{
    QString error;
    const std::optional<QList<SessionInfo>> sessions = m_store ? m_store->sessions(&error) : std::nullopt;
    if (!sessions) {
        m_preview->setText(error.toHtmlEscaped());
        return;
    }
    for (const SessionInfo &s : *sessions) {
        const std::optional<GameKind> kind = GameSetup::kindFromId(s.kind);
        if (s.status != SessionInfo::Status::Finished || !kind || *kind == GameKind::GtSolo)
            continue;
        auto *item = new QTreeWidgetItem(m_list, {s.title, GameSetup::kindName(*kind), s.players, Dates::mediumDate(s.modified.toLocalTime().date())});
        item->setData(0, kIdRole, s.id);
        for (int e = 0; e < m_season.events.size(); ++e) {
            if (m_season.events[e].source.fromApp && m_season.events[e].source.sessionUuid == s.uuid) {
                item->setDisabled(true);
                item->setToolTip(0, tr("In the season already: event %1").arg(e + 1));
            }
        }
    }
    if (m_list->topLevelItemCount() == 0)
        m_preview->setText(tr("No finished game in the games file yet. A game played without the app is added with "
                              "Enter Results…").toHtmlEscaped());
}

bool AddGameDialog::selectSession(qint64 id)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->data(0, kIdRole).toLongLong() == id && !item->isDisabled()) {
            m_list->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

void AddGameDialog::load(qint64 id)
{
    m_event.reset();
    m_newDrivers.clear();
    okButton()->setEnabled(false);
    QString problem;
    const std::unique_ptr<GameSession> session = GameSession::resume(m_store, id, &problem);
    std::optional<ChampionshipEvent> ev;
    if (session)
        ev = ChampionshipImport::fromGame(session->setup(), session->state(), session->log(), session->uuid(), &problem);
    if (!ev) {
        m_preview->setText(u"<p style='color:#b3261e'>%1</p>"_s.arg(problem.toHtmlEscaped()));
        return;
    }
    const ChampionshipEvent matched = ChampionshipImport::matchDrivers(m_season, *ev, &m_newDrivers);
    Championship candidate = m_season;
    candidate.drivers += m_newDrivers;
    candidate.events.append(matched);
    const SeasonProblems problems = ChampionshipCheck::eventProblems(candidate, matched, u"event"_s);

    // The event as it would be classified in this season.
    const EventClassification ec = EventClassification::compute(candidate, matched);
    QString html = u"<b>%1</b><ol>"_s.arg(matched.name.toHtmlEscaped());
    for (const EventLine &l : ec.lines) {
        const QString who = l.driver >= 0 ? candidate.drivers[l.driver].name : QString();
        QString what = l.time ? RaceTime::format(*l.time) : QString();
        if (l.retired)
            what = what.isEmpty() ? tr("retired") : tr("%1, retired").arg(what);
        html += u"<li>%1%2</li>"_s.arg(who.toHtmlEscaped(), what.isEmpty() ? QString() : u" — "_s + what.toHtmlEscaped());
    }
    html += u"</ol>"_s;
    if (!ec.complete)
        html += u"<p>%1</p>"_s.arg(tr("Not every stage was driven: the rally is added in progress.").toHtmlEscaped());
    if (!m_newDrivers.isEmpty()) {
        QStringList names;
        for (const ChampionshipDriver &d : std::as_const(m_newDrivers))
            names << d.name;
        html += u"<p>%1</p>"_s.arg(tr("New to the season: %1").arg(names.join(u", "_s)).toHtmlEscaped());
    }
    if (ChampionshipCheck::hasErrors(problems)) {
        for (const SeasonProblem &p : problems)
            if (!p.warning) {
                html += u"<p style='color:#b3261e'>%1</p>"_s.arg(p.message.toHtmlEscaped());
                break;
            }
        m_preview->setText(html);
        return;
    }
    m_event = matched;
    m_preview->setText(html);
    okButton()->setEnabled(true);
}

} // namespace Pacenotes
