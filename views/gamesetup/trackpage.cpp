// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackpage.h"

#include "newgamewizard.h"
#include "rulebooktracks.h"

#include "itemmodels/libraryfilterproxy.h"
#include "itemmodels/librarymodel.h"
#include "library/libraryitemdelegate.h"
#include "library/tracklibrary.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QRadioButton>
#include <QScopedValueRollback>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TrackPage::TrackPage(NewGameWizard *wizard)
    : SetupPage(wizard), m_group(new QButtonGroup(this)), m_designer(new QRadioButton(this)), m_designerNote(new QLabel(this)),
      m_library(new QRadioButton(this)), m_search(new QLineEdit(this)), m_list(new QListView(this)), m_model(new LibraryModel(this)),
      m_proxy(new LibraryFilterProxy(this)), m_rulebookButton(new QRadioButton(this)), m_rulebook(new QComboBox(this)),
      m_none(new QRadioButton(this)), m_name(new QLineEdit(this))
{
    m_designer->setObjectName(u"trackDesigner"_s);
    m_library->setObjectName(u"trackLibrary"_s);
    m_rulebookButton->setObjectName(u"trackRulebook"_s);
    m_none->setObjectName(u"trackNone"_s);
    m_group->addButton(m_designer, Designer);
    m_group->addButton(m_library, Library);
    m_group->addButton(m_rulebookButton, Rulebook);
    m_group->addButton(m_none, NoTrack);
    m_designerNote->setWordWrap(true);
    m_designerNote->setIndent(24);

    m_model->setLibrary(wizard->context().library);
    m_proxy->setSourceModel(m_model);
    m_search->setClearButtonEnabled(true);
    m_list->setViewMode(QListView::IconMode);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setUniformItemSizes(true);
    m_list->setWrapping(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setGridSize(LibraryItemDelegate::cellSize());
    m_list->setItemDelegate(new LibraryItemDelegate(m_list));
    m_list->setModel(m_proxy);
    m_list->setMinimumHeight(LibraryItemDelegate::cellSize().height() + 8);
    m_name->setMaxLength(GameSetup::kMaxNameLength);

    auto *grid = new QGridLayout;
    grid->setColumnMinimumWidth(0, 24);
    grid->setColumnStretch(1, 1);
    grid->addWidget(m_designer, 0, 0, 1, 2);
    grid->addWidget(m_designerNote, 1, 0, 1, 2);
    grid->addWidget(m_library, 2, 0, 1, 2);
    grid->addWidget(m_search, 3, 1);
    grid->addWidget(m_list, 4, 1);
    grid->setRowStretch(4, 1);
    grid->addWidget(m_rulebookButton, 5, 0, 1, 2);
    grid->addWidget(m_rulebook, 6, 1);
    grid->addWidget(m_none, 7, 0, 1, 2);
    grid->addWidget(m_name, 8, 1);
    body()->addLayout(grid, 1);

    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { setMode(Mode(id)); });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        // A search narrows the pictures; the track picked stays picked.
        const QScopedValueRollback syncing(m_syncing, true);
        m_proxy->setText(text);
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        // Only the user's pick counts, not the filter or sync moving the current row.
        if (m_syncing)
            return;
        if (m_mode != Library)
            setMode(Library);
        else
            useLibrarySelection();
    });
    connect(m_rulebook, &QComboBox::activated, this, [this] {
        if (m_mode != Rulebook)
            setMode(Rulebook);
        else
            useRulebookChoice();
    });
    connect(m_name, &QLineEdit::textEdited, this, [this] {
        if (m_mode != NoTrack)
            setMode(NoTrack);
        else
            useName();
    });
    sync();
}

void TrackPage::sync()
{
    const QScopedValueRollback syncing(m_syncing, true);
    const GameSetup &s = game()->draft();
    if (m_game != s.game() || m_rulebook->count() == 0) {
        m_game = s.game();
        m_proxy->setGame(m_game);
        fillRulebook();
    }
    const NewGameContext &c = game()->context();
    const TrackRef t = NewGameWizard::mainTrack(s);
    if (t.source == TrackRef::Source::None)
        m_mode = NoTrack;
    else if (c.designerGame == m_game && t == c.designerTrack)
        m_mode = Designer;
    else if (m_mode == Library && m_model->rowOf(t.location) >= 0)
        m_mode = Library;
    else if (const int i = m_rulebook->findData(t.location); t.source == TrackRef::Source::Rulebook && i >= 0) {
        m_mode = Rulebook;
        m_rulebook->setCurrentIndex(i);
    } else
        m_mode = Library;
    if (m_mode == Library && !t.location.isEmpty()) {
        const QModelIndex at = m_proxy->mapFromSource(m_model->index(m_model->rowOf(t.location), 0));
        if (at.isValid())
            m_list->setCurrentIndex(at);
    }
    if (m_mode == NoTrack && !m_name->hasFocus())
        m_name->setText(t.title);
    if (QAbstractButton *b = m_group->button(m_mode))
        b->setChecked(true);
    updateEnabled();
}

void TrackPage::setMode(Mode mode)
{
    m_mode = mode;
    if (QAbstractButton *b = m_group->button(mode))
        b->setChecked(true);
    switch (mode) {
    case Designer: choose(game()->context().designerTrack); break;
    case Library: useLibrarySelection(); break;
    case Rulebook: useRulebookChoice(); break;
    case NoTrack: useName(); break;
    }
    updateEnabled();
}

void TrackPage::useLibrarySelection()
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid()) {
        choose(TrackRef{TrackRef::Source::Library, {}, {}});
        return;
    }
    const LibraryEntry &e = m_model->entry(m_proxy->mapToSource(current).row());
    // A rulebook track found in the library is still the rulebook's.
    const TrackRef::Source source = e.source == LibrarySource::Bundled ? TrackRef::Source::Rulebook : TrackRef::Source::Library;
    choose(TrackRef{source, e.path, e.displayTitle()});
}

void TrackPage::useRulebookChoice()
{
    const int i = m_rulebook->currentIndex();
    if (i < 0)
        return;
    choose(TrackRef{TrackRef::Source::Rulebook, m_rulebook->itemData(i).toString(), m_rulebook->itemText(i)});
}

void TrackPage::useName()
{
    choose(TrackRef{TrackRef::Source::None, {}, m_name->text().trimmed()});
}

void TrackPage::choose(const TrackRef &track)
{
    game()->edit([&track](GameSetup &s) { NewGameWizard::setMainTrack(s, track); });
}

void TrackPage::fillRulebook()
{
    const QSignalBlocker block(m_rulebook);
    m_rulebook->clear();
    for (const RulebookTracks::Entry &e : RulebookTracks::list(m_game))
        m_rulebook->addItem(e.ref.title, e.ref.location);
}

void TrackPage::updateEnabled()
{
    const NewGameContext &c = game()->context();
    const bool designerUsable = c.designerTrack.source != TrackRef::Source::None && c.designerGame == m_game;
    m_designer->setEnabled(designerUsable);
    const bool hasLibrary = c.library != nullptr;
    m_library->setEnabled(hasLibrary);
    m_search->setEnabled(hasLibrary);
    m_list->setEnabled(hasLibrary);
    m_rulebookButton->setEnabled(m_rulebook->count() > 0);
    retranslate();
}

QStringList TrackPage::pendingChoices() const
{
    if (m_mode == Library && NewGameWizard::mainTrack(game()->draft()).location.isEmpty())
        return {tr("Pick a track in the library, or choose another kind of track.")};
    return {};
}

void TrackPage::retranslate()
{
    const GameSetup &s = game()->draft();
    setTitle(s.game() == Game::GT ? tr("Which circuit?") : s.kind == GameKind::DirtRally ? tr("Which road for the first stage?") : tr("Which stage?"));
    const NewGameContext &c = game()->context();
    if (c.designerTrack.source != TrackRef::Source::None)
        m_designer->setText(tr("The track open in the designer: %1").arg(c.designerTrack.title.isEmpty() ? tr("untitled") : c.designerTrack.title));
    else
        m_designer->setText(tr("The track open in the designer"));
    QString note;
    if (c.designerTrackUnsaved)
        note = tr("Save the designer's track first: a game names its track by its file.");
    else if (c.designerTrack.source == TrackRef::Source::None)
        note = tr("The designer holds no track.");
    else if (c.designerGame != m_game)
        note = m_game == Game::GT ? tr("The designer's track is a DIRT stage, not a GT circuit.") : tr("The designer's track is a GT circuit, not a DIRT stage.");
    m_designerNote->setText(note);
    m_designerNote->setVisible(!note.isEmpty());
    m_library->setText(c.library ? tr("A track from the library:") : tr("A track from the library (not available here)"));
    m_search->setPlaceholderText(tr("Search by title, author or tile"));
    m_rulebookButton->setText(tr("A ready-made track from the rulebook:"));
    m_none->setText(tr("No digital track: the players read the real tiles. Its name (optional):"));
    m_name->setPlaceholderText(tr("for example, Monte Carlo with friends"));
}

} // namespace Pacenotes
