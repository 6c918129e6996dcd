// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutdialog.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "itemmodels/layoutresultmodel.h"
#include "layoutsources.h"
#include "layoutthumbnaildelegate.h"
#include "shell/screenfit.h"
#include "solver/layoutproblem.h"
#include "solver/layoutsolver.h"
#include "solver/tilelisttext.h"
#include "track/commands/replacetilescommand.h"
#include "track/trackdocument.h"

#include <QCheckBox>
#include <QHideEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTimer>
#include <QVBoxLayout>

#include <climits>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using LayoutSources::Source;

namespace {
/// Circuits longer than this are not counted in full unless asked: their shapes run into the
/// millions (the same rule as `pacenotes layout`).
constexpr int kExactCountUpTo = 20;
constexpr int kProgressSteps = 1000;
} // namespace

LayoutDialog::LayoutDialog(TrackDocument *document, const QAbstractItemModel *palette, QWidget *parent)
    : QDialog(parent), m_document(document), m_palette(palette), m_solver(new LayoutSolver(this)),
      m_model(new LayoutResultModel(this)),
      m_delegate(new LayoutThumbnailDelegate(document->catalog(), m_model, this)), m_ticker(new QTimer(this))
{
    setWindowTitle(tr("Lay Out for Me"));
    setModal(false);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(buildOptions());
    splitter->addWidget(buildResults());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({400, 660});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_applyButton = buttons->addButton(tr("&Apply to the Track"), QDialogButtonBox::ApplyRole);
    m_applyButton->setToolTip(tr("Put the chosen layout on the table (one step: Undo takes it back)"));
    connect(m_applyButton, &QPushButton::clicked, this, &LayoutDialog::applySelected);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    ScreenFit::resize(this, QSize(1060, 680));

    m_ticker->setInterval(200);
    connect(m_ticker, &QTimer::timeout, this, &LayoutDialog::tick);
    connect(m_solver, &LayoutSolver::progressChanged, this, &LayoutDialog::onProgress);
    connect(m_solver, &LayoutSolver::finished, this, &LayoutDialog::onFinished);
    connect(m_document, &TrackDocument::reportChanged, this, &LayoutDialog::updateOptionState);
    connect(m_document, &TrackDocument::documentReplaced, this, &LayoutDialog::onDocumentReplaced);
    followDocument();
    updateRunState();
}

LayoutDialog::~LayoutDialog() = default;

QWidget *LayoutDialog::buildOptions()
{
    auto *panel = new QWidget(this);
    auto *tilesBox = new QGroupBox(tr("Tiles"), panel);
    m_source = new QComboBox(tilesBox);
    m_source->addItem(tr("The track's tile list"), int(Source::TrackList));
    m_source->addItem(tr("The tiles on the table"), int(Source::Placed));
    m_source->addItem(tr("The tiles on the table and the palette's free tiles"), int(Source::PlacedAndFree));
    m_source->addItem(tr("A list I type"), int(Source::Custom));
    m_source->setToolTip(tr("The palette's free tiles are those it shows with its current filters: "
                            "filter it by box, game or lanes first"));
    m_list = new QLineEdit(tilesBox);
    m_list->setPlaceholderText(tr("e.g. 102b, 103b, 2x105b, 101"));
    m_list->setClearButtonEnabled(true);
    m_list->setObjectName(u"tileList"_s);
    m_listInfo = new QLabel(tilesBox);
    m_listInfo->setWordWrap(true);
    m_listInfo->setObjectName(u"listInfo"_s);
    m_game = new QComboBox(tilesBox);
    m_game->addItem(tr("%1: a circuit").arg(CatalogNames::game(Game::GT)), int(Game::GT));
    m_game->addItem(tr("%1: a stage or an RX circuit").arg(CatalogNames::game(Game::Dirt)), int(Game::Dirt));
    m_game->setToolTip(tr("DIRT: two start/finish tiles make a stage, one makes an RX circuit"));
    for (QComboBox *c : {m_source, m_game}) { // long item texts must not widen the options panel
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(16);
    }
    auto *tilesForm = new QFormLayout(tilesBox);
    tilesForm->addRow(tr("&From:"), m_source);
    tilesForm->addRow(tr("&Tiles:"), m_list);
    tilesForm->addRow(QString(), m_listInfo);
    tilesForm->addRow(tr("&Game:"), m_game);

    auto *optionsBox = new QGroupBox(tr("Options"), panel);
    m_keep = new QCheckBox(tr("&Keep the placed tiles, complete the rest"), optionsBox);
    m_keep->setToolTip(tr("The tiles already on the table stay exactly where they are; the layouts "
                          "complete the course around them"));
    m_subset = new QCheckBox(tr("Use any &subset of at least"), optionsBox);
    m_subset->setToolTip(tr("Invent new tracks: any part of the list that closes, with at least this many "
                            "tiles on the course"));
    m_minTiles = new QSpinBox(optionsBox);
    m_minTiles->setRange(3, 60);
    m_minTiles->setValue(12);
    m_minTiles->setSuffix(tr(" tiles"));
    auto *subsetRow = new QHBoxLayout;
    subsetRow->addWidget(m_subset);
    subsetRow->addWidget(m_minTiles);
    subsetRow->addStretch(1);
    m_table = new QCheckBox(tr("Table at &most"), optionsBox);
    m_tableWidth = new QSpinBox(optionsBox);
    m_tableDepth = new QSpinBox(optionsBox);
    for (QSpinBox *s : {m_tableWidth, m_tableDepth}) {
        s->setRange(20, 2000);
        s->setSingleStep(10);
        s->setSuffix(tr(" cm"));
    }
    m_tableWidth->setValue(180);
    m_tableDepth->setValue(90);
    // Long option labels (Russian) must not squeeze the numbers and their units out of sight.
    for (QAbstractSpinBox *s : {static_cast<QAbstractSpinBox *>(m_minTiles), static_cast<QAbstractSpinBox *>(m_tableWidth),
                                static_cast<QAbstractSpinBox *>(m_tableDepth)})
        s->setMinimumWidth(s->sizeHint().width());
    auto *tableRow = new QHBoxLayout;
    tableRow->addWidget(m_table);
    tableRow->addWidget(m_tableWidth);
    tableRow->addWidget(new QLabel(u"×"_s, optionsBox));
    tableRow->addWidget(m_tableDepth);
    tableRow->addStretch(1);
    m_tileWidth = new QDoubleSpinBox(optionsBox);
    m_tileWidth->setRange(5, 60);
    m_tileWidth->setDecimals(1);
    m_tileWidth->setSingleStep(0.5);
    m_tileWidth->setSuffix(tr(" cm"));
    m_tileWidth->setValue(LayoutRequest::kAssumedTileWidthCm);
    m_tileWidth->setToolTip(tr("A tile's width across the flat sides. No source states it: %1 cm is an "
                               "assumption; measure one of your tiles.")
                                .arg(QLocale().toString(LayoutRequest::kAssumedTileWidthCm)));
    m_rank = new QComboBox(optionsBox);
    m_rank->addItem(tr("Smallest table"), int(RankBy::Compact));
    m_rank->addItem(tr("Longest straight"), int(RankBy::LongestStraight));
    m_rank->addItem(tr("Most corners in a row"), int(RankBy::Twisty));
    m_rank->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_rank->setMinimumContentsLength(16);
    m_limit = new QSpinBox(optionsBox);
    m_limit->setRange(1, 1000);
    m_limit->setValue(50);
    m_countAll = new QCheckBox(tr("&Count every shape (slow for stages)"), optionsBox);
    m_countAll->setToolTip(tr("Without it, stages, subsets and circuits of more than %1 course tiles only "
                              "look for the best layouts, which is much faster")
                               .arg(kExactCountUpTo));
    m_countAll->setObjectName(u"countAll"_s);
    m_keep->setObjectName(u"keep"_s);
    m_subset->setObjectName(u"subset"_s);
    m_minTiles->setObjectName(u"minTiles"_s);
    m_table->setObjectName(u"table"_s);
    m_limit->setObjectName(u"limit"_s);
    auto *optionsForm = new QFormLayout(optionsBox);
    optionsForm->addRow(m_keep);
    optionsForm->addRow(subsetRow);
    optionsForm->addRow(tableRow);
    optionsForm->addRow(tr("Tile &width:"), m_tileWidth);
    optionsForm->addRow(tr("&Rank by:"), m_rank);
    optionsForm->addRow(tr("La&youts to keep:"), m_limit);
    optionsForm->addRow(m_countAll);

    m_startButton = new QPushButton(tr("&Lay Out"), panel);
    m_startButton->setDefault(true);
    m_stopButton = new QPushButton(tr("&Stop"), panel);
    m_startButton->setObjectName(u"start"_s);
    m_stopButton->setObjectName(u"stop"_s);
    m_stopButton->setToolTip(tr("Stop searching and keep the best layouts found so far"));
    m_progress = new QProgressBar(panel);
    m_progress->setRange(0, kProgressSteps);
    m_progress->setTextVisible(false);
    m_status = new QLabel(panel);
    m_status->setWordWrap(true);
    m_status->setObjectName(u"status"_s);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_startButton);
    runRow->addWidget(m_stopButton);
    runRow->addWidget(m_progress, 1);

    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tilesBox);
    layout->addWidget(optionsBox);
    layout->addLayout(runRow);
    layout->addWidget(m_status);
    layout->addStretch(1);

    connect(m_source, &QComboBox::currentIndexChanged, this, &LayoutDialog::sourceChanged);
    connect(m_list, &QLineEdit::textEdited, this, &LayoutDialog::listEdited);
    connect(m_list, &QLineEdit::textChanged, this, &LayoutDialog::updateListInfo);
    connect(m_game, &QComboBox::currentIndexChanged, this, &LayoutDialog::updateListInfo);
    for (QCheckBox *c : {m_keep, m_subset, m_table})
        connect(c, &QCheckBox::toggled, this, &LayoutDialog::updateOptionState);
    connect(m_startButton, &QPushButton::clicked, this, &LayoutDialog::start);
    connect(m_stopButton, &QPushButton::clicked, this, &LayoutDialog::stop);
    return panel;
}

QWidget *LayoutDialog::buildResults()
{
    auto *panel = new QWidget(this);
    m_summary = new QLabel(panel);
    m_summary->setWordWrap(true);
    m_issues = new QLabel(panel);
    m_issues->setWordWrap(true);
    m_issues->setTextFormat(Qt::RichText);
    m_summary->setObjectName(u"summary"_s);
    m_issues->hide();
    m_issues->setObjectName(u"issues"_s);
    m_results = new QListView(panel);
    m_results->setModel(m_model);
    m_results->setItemDelegate(m_delegate);
    m_results->setViewMode(QListView::IconMode);
    m_results->setFlow(QListView::LeftToRight);
    m_results->setWrapping(true);
    m_results->setResizeMode(QListView::Adjust);
    m_results->setMovement(QListView::Static);
    m_results->setUniformItemSizes(true);
    m_results->setGridSize(m_delegate->cellSize());
    m_results->setSelectionMode(QAbstractItemView::SingleSelection);
    m_results->setMouseTracking(true);
    m_results->setMinimumWidth(2 * m_delegate->cellSize().width() + 24);
    m_results->setAccessibleName(tr("Layouts found"));
    m_details = new QLabel(panel);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_issues);
    layout->addWidget(m_results, 1);
    layout->addWidget(m_details);
    connect(m_results->selectionModel(), &QItemSelectionModel::currentChanged, this, &LayoutDialog::updateDetails);
    connect(m_results, &QListView::activated, this, &LayoutDialog::applySelected);
    return panel;
}

void LayoutDialog::followDocument()
{
    const Track &track = m_document->track();
    const QSignalBlocker blocker(m_source);
    const bool hasList = !track.tileList.isEmpty();
    m_source->setCurrentIndex(m_source->findData(int(hasList ? Source::TrackList : !track.tiles.isEmpty() ? Source::Placed
                                                                                                           : Source::PlacedAndFree)));
    m_game->setCurrentIndex(m_game->findData(int(track.game)));
    m_keep->setChecked(LayoutRequest::completesPlaced(track));
    sourceChanged();
}

void LayoutDialog::sourceChanged()
{
    const Track &track = m_document->track();
    const TileCatalog &catalog = m_document->catalog();
    switch (Source(m_source->currentData().toInt())) {
    case Source::TrackList:
        m_list->setText(TileListText::format(LayoutSources::sorted(track.tileList, catalog)));
        break;
    case Source::Placed:
        m_list->setText(TileListText::format(LayoutSources::placed(track, catalog)));
        break;
    case Source::PlacedAndFree:
        if (m_palette)
            m_list->setText(TileListText::format(LayoutSources::placedAndFree(track, *m_palette, catalog)));
        break;
    case Source::Custom:
        m_list->setFocus();
        break;
    }
    m_list->setCursorPosition(0); // the start of a long list, not its end
    updateOptionState();
}

void LayoutDialog::listEdited()
{
    // typing makes it the user's own list, of the game most of its tiles belong to
    {
        const QSignalBlocker blocker(m_source);
        m_source->setCurrentIndex(m_source->findData(int(Source::Custom)));
    }
    QString error;
    if (const auto tiles = TileListText::parse(m_list->text(), m_document->catalog(), &error); tiles && !tiles->isEmpty())
        m_game->setCurrentIndex(m_game->findData(int(TileListText::gameOf(*tiles, m_document->catalog()))));
    updateOptionState();
}

void LayoutDialog::updateListInfo()
{
    QString error;
    const std::optional<LayoutRequest> req = request(&error);
    if (!req) {
        m_listInfo->setText(u"<span style='color:#c62828'>%1</span>"_s.arg(error.toHtmlEscaped()));
        m_startButton->setEnabled(false);
        return;
    }
    const LayoutProblem probe = LayoutProblem::analyse(*req, m_document->catalog());
    // Counted from the list itself: an analysis that stops at a problem has not sorted every
    // tile yet, and a finished stage once read "13 tiles, 1 on the course".
    const LayoutSources::Counts counts = LayoutSources::count(req->tiles, m_document->catalog());
    const QString kind = probe.kind == LayoutProblem::Kind::Stage ? tr("a stage") : tr("a circuit");
    m_listInfo->setText(tr("%n tile(s) in the list", nullptr, counts.total) + u", "_s
                        + tr("%n on the course", nullptr, counts.course) + u": "_s + kind + u'.');
    m_startButton->setEnabled(!isRunning());
}

void LayoutDialog::updateOptionState()
{
    const Source source = Source(m_source->currentData().toInt());
    const bool hasList = !m_document->track().tileList.isEmpty();
    const bool placed = !m_document->track().tiles.isEmpty();
    if (auto *items = qobject_cast<QStandardItemModel *>(m_source->model()))
        items->item(m_source->findData(int(Source::TrackList)))->setEnabled(hasList);
    // Keeping every tile of the list being laid out leaves nothing to do: the list is laid out
    // afresh (a finished stage, the tiles on the table as the source).
    Track covered = m_document->track();
    covered.tileList = TileListText::parse(m_list->text(), m_document->catalog(), nullptr).value_or(QList<TileCount>{});
    const bool wholeListPlaced = source == Source::Placed || LayoutRequest::placesWholeList(covered);
    m_keep->setEnabled(placed && !wholeListPlaced);
    m_keep->setToolTip(placed && wholeListPlaced
                           ? tr("Every tile of this list is on the table already: the layouts use them all afresh")
                           : tr("The tiles already on the table stay exactly where they are; the layouts "
                                "complete the course around them"));
    m_minTiles->setEnabled(m_subset->isChecked());
    m_tableWidth->setEnabled(m_table->isChecked());
    m_tableDepth->setEnabled(m_table->isChecked());
    updateListInfo();
}

std::optional<LayoutRequest> LayoutDialog::request(QString *error) const
{
    const TileCatalog &catalog = m_document->catalog();
    QString parseError;
    const std::optional<QList<TileCount>> tiles = TileListText::parse(m_list->text(), catalog, &parseError);
    if (!tiles || tiles->isEmpty()) {
        if (error)
            *error = tiles ? tr("The list is empty.") : parseError;
        return std::nullopt;
    }
    LayoutRequest r;
    r.base = m_document->track();
    r.base.tiles.clear();
    r.tiles = *tiles;
    r.game = Game(m_game->currentData().toInt());
    if (m_keep->isEnabled() && m_keep->isChecked())
        r.keep = m_document->track().tiles;
    if (m_subset->isChecked())
        r.minCourseTiles = m_minTiles->value();
    if (m_table->isChecked())
        r.maxTable = TableSize{double(m_tableWidth->value()), double(m_tableDepth->value())};
    r.tileWidthCm = m_tileWidth->value();
    r.rankBy = RankBy(m_rank->currentData().toInt());
    r.keepBest = m_limit->value();
    const LayoutProblem probe = LayoutProblem::analyse(r, catalog);
    r.exactCount = m_countAll->isChecked()
        || (probe.kind != LayoutProblem::Kind::Stage && r.minCourseTiles == 0 && probe.courseTiles() <= kExactCountUpTo);
    return r;
}

void LayoutDialog::start()
{
    QString error;
    const std::optional<LayoutRequest> req = request(&error);
    if (!req) {
        m_status->setText(error);
        return;
    }
    m_model->clear();
    m_summary->clear();
    m_issues->clear();
    m_issues->hide();
    m_details->clear();
    m_found = 0;
    m_fraction = 0;
    m_discardRun = false;
    m_keptAtStart = !req->keep.isEmpty();
    m_tilesAtStart = m_document->track().tiles;
    m_progress->setValue(0);
    m_clock.start();
    m_solver->start(*req);
    m_ticker->start();
    tick();
    updateRunState();
}

void LayoutDialog::stop()
{
    if (!isRunning())
        return;
    m_solver->cancel();
    m_status->setText(tr("Stopping…"));
}

bool LayoutDialog::isRunning() const
{
    return m_solver->isRunning();
}

void LayoutDialog::onProgress(const SolveProgress &progress)
{
    m_found = progress.found;
    m_fraction = progress.fraction;
    tick();
}

void LayoutDialog::tick()
{
    if (!isRunning())
        return;
    const QLocale locale;
    m_progress->setValue(qRound(m_fraction * kProgressSteps));
    m_status->setText(tr("Searching: %n layout(s) found,", nullptr, int(qMin<qint64>(m_found, INT_MAX))) + u' '
                      + tr("%1 s.").arg(locale.toString(m_clock.elapsed() / 1000.0, 'f', 1)));
}

void LayoutDialog::onDocumentReplaced()
{
    // Layouts belong to the track they were searched for: another track must never receive them.
    if (isRunning()) {
        m_discardRun = true;
        m_solver->cancel();
    }
    m_ticker->stop();
    m_model->clear();
    m_summary->clear();
    m_issues->clear();
    m_issues->hide();
    m_details->clear();
    m_progress->setValue(0);
    followDocument();
    m_status->setText(tr("Another track was opened: search again for this one."));
    updateRunState();
    updateDetails();
}

void LayoutDialog::onFinished(const LayoutResult &result)
{
    if (m_discardRun) {
        m_discardRun = false;
        updateRunState();
        return;
    }
    m_ticker->stop();
    m_progress->setValue(result.status == LayoutResult::Status::Cancelled ? m_progress->value() : kProgressSteps);
    m_model->setResult(result);
    m_summary->setText(summaryText(result));
    QStringList lines;
    for (const SolverIssue &i : result.issues)
        lines << (i.isError() ? tr("<b>Why:</b> %1") : tr("<b>Note:</b> %1")).arg(i.message.toHtmlEscaped());
    m_issues->setText(lines.join(u"<br>"_s));
    m_issues->setVisible(!lines.isEmpty());
    const QLocale locale;
    m_status->setText(result.status == LayoutResult::Status::Cancelled
                          ? tr("Stopped after %1 s.").arg(locale.toString(result.elapsedMs / 1000.0, 'f', 2))
                          : tr("Done in %1 s.").arg(locale.toString(result.elapsedMs / 1000.0, 'f', 2)));
    if (m_model->rowCount() > 0)
        m_results->setCurrentIndex(m_model->index(0, 0));
    updateRunState();
    updateDetails();
    emit solveFinished();
}

QString LayoutDialog::summaryText(const LayoutResult &result) const
{
    const QLocale locale;
    const auto count = [&](qint64 n) { return int(qMin<qint64>(n, INT_MAX)); };
    switch (result.status) {
    case LayoutResult::Status::Invalid:
        return tr("<b>These tiles cannot be laid out automatically.</b>");
    case LayoutResult::Status::NoSolution:
        return tr("<b>No layout found.</b>");
    case LayoutResult::Status::Cancelled:
        if (result.shapes.isEmpty())
            return tr("<b>Stopped before any layout was found.</b>");
        return tr("<b>Stopped:</b> the best %n layout(s) found so far, not proven the best.", nullptr,
                  count(result.shapes.size()));
    case LayoutResult::Status::Solved:
        break;
    }
    QString text;
    if (result.countExact && result.shapeCount >= 0) {
        text = tr("<b>%n distinct shape(s)</b>", nullptr, count(result.shapeCount));
        if (result.symmetryClasses >= 0)
            text += u' ' + tr("(%1 counting mirror images and the same course driven the other way once)")
                               .arg(locale.toString(result.symmetryClasses));
        text += u"; "_s + tr("showing the best %n.", nullptr, count(result.shapes.size()));
    } else {
        text = tr("<b>The best %n layout(s)</b> (not every shape counted: tick “Count every shape” to count them).",
                  nullptr, count(result.shapes.size()));
    }
    if (result.countExact && result.arrangementCount != result.shapeCount && result.shapeCount >= 0)
        text += u' ' + tr("With each way to place the lane-width tiles on the same cells counted: %1.")
                           .arg(locale.toString(result.arrangementCount));
    return text;
}

void LayoutDialog::updateRunState()
{
    const bool running = isRunning();
    m_stopButton->setEnabled(running);
    m_startButton->setEnabled(!running && request().has_value());
    m_applyButton->setEnabled(!running && m_results->currentIndex().isValid());
    if (!running)
        m_ticker->stop();
}

void LayoutDialog::updateDetails()
{
    const QModelIndex index = m_results->currentIndex();
    m_applyButton->setEnabled(!isRunning() && index.isValid());
    if (!index.isValid()) {
        m_details->clear();
        return;
    }
    const QLocale locale;
    // Each count in its own phrase, so that each noun takes its number's plural form.
    QString text = tr("<b>Layout %1</b>: table %2 × %3 cm, %4% covered by tiles;")
                       .arg(index.data(LayoutResultModel::RankRole).toInt())
                       .arg(locale.toString(index.data(LayoutResultModel::WidthCmRole).toDouble(), 'f', 0),
                            locale.toString(index.data(LayoutResultModel::DepthCmRole).toDouble(), 'f', 0),
                            locale.toString(qRound(index.data(LayoutResultModel::CompactnessRole).toDouble() * 100)))
        + u' ' + tr("%n tile(s) on the course,", nullptr, index.data(LayoutResultModel::CourseTilesRole).toInt()) + u' '
        + tr("%n corner(s);", nullptr, index.data(LayoutResultModel::CornersRole).toInt()) + u' '
        + tr("longest straight %1, corners in a row %2.")
              .arg(index.data(LayoutResultModel::LongestStraightRole).toInt())
              .arg(index.data(LayoutResultModel::CornersInRowRole).toInt());
    const qulonglong assignments = index.data(LayoutResultModel::AssignmentsRole).toULongLong();
    const QString groups = index.data(LayoutResultModel::InterchangeableRole).toString();
    if (!groups.isEmpty())
        text += u"<br>"_s + tr("Interchangeable tiles (%1 ways to order them on this shape): %2.")
                                .arg(locale.toString(assignments), groups.toHtmlEscaped());
    const int arrangements = index.data(LayoutResultModel::ArrangementsRole).toInt();
    if (arrangements > 1)
        text += u"<br>"_s + tr("The lane-width tiles can lie in %n different place(s) on these cells.", nullptr, arrangements);
    text += u"<br>"_s + tr("Turns from the start (S straight on, R right, L left; RR and LL are sharp 120° bends): %1")
                            .arg(index.data(LayoutResultModel::TurnsRole).toString());
    if (m_keptAtStart && m_document->track().tiles != m_tilesAtStart)
        text += u"<br><span style='color:#c62828'>%1</span>"_s.arg(
            tr("The tiles on the table have changed since this search: applying replaces them all.").toHtmlEscaped());
    m_details->setText(text);
}

bool LayoutDialog::applySelected()
{
    const QModelIndex index = m_results->currentIndex();
    if (isRunning() || !index.isValid())
        return false;
    Track layout = m_model->layout(index.row());
    if (layout.tiles.isEmpty())
        return false;
    // A track with a list keeps one that says what it uses (a subset, or the other source's
    // tiles); a free design stays free, so the palette keeps showing the boxes.
    if (m_document->track().tileList.isEmpty())
        layout.tileList.clear();
    m_document->undoStack()->push(new ReplaceTilesCommand(m_document, layout));
    emit layoutApplied();
    return true;
}

void LayoutDialog::hideEvent(QHideEvent *event)
{
    if (!event->spontaneous())
        m_solver->cancel(); // closed (Close, Escape, the window's button): nobody is looking any more
    QDialog::hideEvent(event);
}

} // namespace Pacenotes
