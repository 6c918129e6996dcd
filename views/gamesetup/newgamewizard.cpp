// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamewizard.h"

#include "coursepage.h"
#include "gridpage.h"
#include "kindpage.h"
#include "playerspage.h"
#include "rulespage.h"
#include "trackpage.h"
#include "weatherpage.h"

#include "shell/screenfit.h"

#include <QAbstractButton>
#include <QEvent>
#include <QRandomGenerator>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// The kind a new game starts as: the game of the designer's track (a 2-player GT race when
/// nothing says otherwise).
GameKind initialKind(const NewGameContext &c)
{
    return c.designerGame == Game::Dirt ? GameKind::DirtStage : GameKind::GtRace;
}

/// The designer's track, when it can be played as a game of `game`.
std::optional<TrackRef> designerTrackFor(const NewGameContext &c, Game game)
{
    if (c.designerTrack.source == TrackRef::Source::None || c.designerGame != game)
        return std::nullopt;
    return c.designerTrack;
}

} // namespace

NewGameWizard::NewGameWizard(NewGameContext context, QWidget *parent)
    : QWizard(parent), m_context(std::move(context)), m_data(m_context.overrides.applied())
{
    setObjectName(u"newGameWizard"_s);
    if (m_context.random) {
        m_random = m_context.random;
    } else {
        m_ownRandom = std::make_unique<SeededRandom>(QRandomGenerator::global()->generate());
        m_random = m_ownRandom.get();
    }
    setOptions(QWizard::NoBackButtonOnStartPage | QWizard::HaveFinishButtonOnEarlyPages | QWizard::NoCancelButtonOnLastPage);
    setWizardStyle(QWizard::ClassicStyle);

    // The defaults: two players, the designer's track, the grid drawn as the rulebook draws it.
    m_setup = GameSetup::defaults(initialKind(m_context), 2, m_data);
    m_setup.overrides = m_context.overrides;
    if (const std::optional<TrackRef> t = designerTrackFor(m_context, m_setup.game()))
        setMainTrack(m_setup, *t);
    if (!m_setup.players.isEmpty())
        m_setup.drawGrid(*m_random);
    nameAfterTrack();

    m_pages = {new KindPage(this), new TrackPage(this), new CoursePage(this), new PlayersPage(this),
               new WeatherPage(this), new RulesPage(this), new GridPage(this)};
    for (int id = 0; id < m_pages.size(); ++id) {
        // Any page can finish the wizard once the whole setup is playable.
        m_pages[id]->setFinalPage(true);
        setPage(id, m_pages[id]);
    }
    setStartId(KindPageId);
    // QWizard enables Finish with the page's completeness; this one also needs the whole setup.
    connect(this, &QWizard::currentIdChanged, this, &NewGameWizard::updateButtons);
    connect(this, &NewGameWizard::setupChanged, this, &NewGameWizard::updateButtons, Qt::QueuedConnection);
    for (SetupPage *p : std::as_const(m_pages))
        connect(p, &QWizardPage::completeChanged, this, &NewGameWizard::updateButtons);
    retranslate();
    ScreenFit::resize(this, QSize(760, 600));
    emit setupChanged();
}

NewGameWizard::~NewGameWizard() = default;

TrackRef NewGameWizard::mainTrack(const GameSetup &s)
{
    return s.game() == Game::GT ? s.track : s.stages.value(0).track;
}

void NewGameWizard::setMainTrack(GameSetup &s, const TrackRef &track)
{
    if (s.game() == Game::GT) {
        s.track = track;
        return;
    }
    if (s.stages.isEmpty())
        return;
    s.stages[0].track = track;
    // A stage named after its road, as the rulebook's rallies name theirs ("SS1").
    if (!track.title.isEmpty())
        s.stages[0].title = track.title;
}

GameSetup NewGameWizard::setup() const
{
    return GameSetup::normalised(m_setup, m_data);
}

void NewGameWizard::edit(const std::function<void(GameSetup &)> &change)
{
    change(m_setup);
    nameAfterTrack();
    emit setupChanged();
}

void NewGameWizard::setGameTitle(const QString &title)
{
    m_titleEdited = !title.trimmed().isEmpty();
    m_setup.title = title.trimmed();
    nameAfterTrack();
    emit setupChanged();
}

void NewGameWizard::nameAfterTrack()
{
    if (m_titleEdited)
        return;
    const QString track = mainTrack(m_setup).title;
    const QString kind = GameSetup::kindName(m_setup.kind);
    m_setup.title = track.isEmpty() ? kind : tr("%1: %2", "a new game's name: kind of game, track").arg(kind, track);
}

void NewGameWizard::setKind(GameKind kind)
{
    if (kind == m_setup.kind)
        return;
    const GameSetup old = m_setup;
    const int wanted = kind == GameKind::GtSolo ? 1 : kind == GameKind::GtRace ? qMax(2, int(old.players.size())) : int(old.players.size());
    const int stages = kind == GameKind::DirtRally ? qMax(2, int(old.stages.size())) : 1;
    GameSetup s = GameSetup::defaults(kind, wanted, m_data, stages);
    s.overrides = m_context.overrides;
    s.date = old.date;
    // The people at the table stay; their cars follow the game (other classes and tyres).
    for (int i = 0; i < s.players.size() && i < old.players.size(); ++i) {
        s.players[i].name = old.players[i].name;
        s.players[i].colour = old.players[i].colour;
        if (old.game() == s.game()) {
            s.players[i].carClass = old.players[i].carClass;
            s.players[i].tyres = old.players[i].tyres;
        }
    }
    if (old.game() == s.game()) {
        s.track = old.track;
        s.rules.weather = old.rules.weather;
        s.rules.laps = old.rules.laps;
        for (int k = 0; k < s.stages.size() && k < old.stages.size(); ++k)
            s.stages[k] = old.stages[k];
    } else if (const std::optional<TrackRef> t = designerTrackFor(m_context, s.game())) {
        setMainTrack(s, *t);
    }
    s.gridDrawn = old.gridDrawn;
    if (m_titleEdited)
        s.title = old.title;
    m_setup = s;
    if (old.gridDrawn)
        m_setup.drawGrid(*m_random);
    nameAfterTrack();
    for (SetupPage *p : std::as_const(m_pages))
        p->sync();
    emit setupChanged();
}

void NewGameWizard::addPlayer()
{
    const int n = int(m_setup.players.size());
    if (n >= GameSetup::kMaxPlayers)
        return;
    PlayerSetup p = GameSetup::defaults(m_setup.kind, n + 1, m_data).players.value(n);
    // A colour nobody has yet, when one is left.
    const GameSetup six = GameSetup::defaults(m_setup.kind, GameSetup::kMaxPlayers, m_data);
    for (const PlayerSetup &candidate : six.players) {
        const bool taken = std::any_of(m_setup.players.cbegin(), m_setup.players.cend(),
                                       [&candidate](const PlayerSetup &q) { return q.colour == candidate.colour; });
        if (!taken) {
            p.colour = candidate.colour;
            break;
        }
    }
    m_setup.players.append(p);
    m_setup.grid.append(n);
    if (m_setup.gridDrawn)
        m_setup.drawGrid(*m_random);
    emit setupChanged();
}

void NewGameWizard::removePlayer(int index)
{
    if (index < 0 || index >= m_setup.players.size())
        return;
    m_setup.players.removeAt(index);
    QList<int> grid;
    for (const int i : std::as_const(m_setup.grid))
        if (i != index)
            grid.append(i > index ? i - 1 : i);
    m_setup.grid = grid;
    if (m_setup.gridDrawn)
        m_setup.drawGrid(*m_random);
    emit setupChanged();
}

void NewGameWizard::drawGrid()
{
    m_setup.drawGrid(*m_random);
    emit setupChanged();
}

QStringList NewGameWizard::problems() const
{
    QStringList out;
    for (const SetupPage *p : m_pages)
        out << p->pendingChoices();
    out << m_setup.problems(m_data);
    return out;
}

QStringList NewGameWizard::problems(Part part) const
{
    // The setup with every other part as the kind's defaults would have it: what remains is
    // this part's doing. The model decides; nothing here restates a check.
    const int fewest = m_setup.kind == GameKind::GtRace ? 2 : 1;
    const int most = m_setup.kind == GameKind::GtSolo ? 1 : GameSetup::kMaxPlayers;
    const int players = qBound(fewest, int(m_setup.players.size()), most);
    const int stages = m_setup.kind == GameKind::DirtRally ? qBound(2, int(m_setup.stages.size()), GameSetup::kMaxStages) : 1;
    const GameSetup valid = GameSetup::defaults(m_setup.kind, players, m_data, stages);
    GameSetup probe = m_setup;
    switch (part) {
    case Part::Players:
        probe.grid.clear();
        for (int i = 0; i < probe.players.size(); ++i)
            probe.grid.append(i);
        probe.rules.laps = valid.rules.laps;
        probe.stages = valid.stages;
        probe.checkpoints = false;
        break;
    case Part::Course:
        probe.players = valid.players;
        probe.grid = valid.grid;
        break;
    case Part::Grid:
        if (probe.players.size() != valid.players.size())
            return {};
        probe.players = valid.players;
        probe.rules.laps = valid.rules.laps;
        probe.stages = valid.stages;
        probe.checkpoints = false;
        break;
    }
    return probe.problems(m_data);
}

int NewGameWizard::nextId() const
{
    const int id = currentId();
    if (id < 0 || id >= GridPageId)
        return -1;
    // Only GT has a starting weather: DIRT's road types are chosen per stage.
    if (id + 1 == WeatherPageId && m_setup.game() != Game::GT)
        return RulesPageId;
    return id + 1;
}

void NewGameWizard::updateButtons()
{
    const SetupPage *page = m_pages.value(currentId());
    if (QAbstractButton *finish = button(QWizard::FinishButton))
        finish->setEnabled(page && page->isComplete() && problems().isEmpty());
}

void NewGameWizard::done(int result)
{
    // Finish is disabled while the setup cannot be played; a key press must not get round it.
    if (result == QDialog::Accepted && !problems().isEmpty())
        return;
    QWizard::done(result);
}

void NewGameWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizard::changeEvent(event);
}

void NewGameWizard::retranslate()
{
    setWindowTitle(tr("New Game"));
    nameAfterTrack();
    for (SetupPage *p : std::as_const(m_pages))
        p->retranslate();
    emit setupChanged();
}

} // namespace Pacenotes
