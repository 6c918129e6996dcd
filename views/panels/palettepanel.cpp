// SPDX-License-Identifier: GPL-3.0-or-later
#include "palettepanel.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "itemmodels/tilecatalogmodel.h"
#include "itemmodels/tilefilterproxy.h"
#include "tilethumbnaildelegate.h"
#include "track/trackdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace Pacenotes {

PalettePanel::PalettePanel(TrackDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new TileCatalogModel(document->catalog(), this)),
      m_proxy(new TileFilterProxy(this)), m_delegate(new TileThumbnailDelegate(document->catalog(), this))
{
    m_proxy->setSourceModel(m_model);
    QGridLayout *filters = buildFilters();

    m_listHeader = new QWidget(this);
    m_listLabel = new QLabel(m_listHeader);
    m_listLabel->setWordWrap(true);
    m_wholeCatalog = new QCheckBox(tr("Show the whole catalog"), m_listHeader);
    m_layOut = new QPushButton(tr("Lay Out for Me…"), m_listHeader);
    m_layOut->setToolTip(tr("Find the layouts this list makes and put one on the table"));
    connect(m_layOut, &QPushButton::clicked, this, &PalettePanel::layOutRequested);
    // One above the other: side by side they kept the palette from narrowing on small screens.
    auto *lh = new QVBoxLayout(m_listHeader);
    lh->setContentsMargins(0, 0, 0, 0);
    lh->setSpacing(2);
    lh->addWidget(m_listLabel);
    lh->addWidget(m_wholeCatalog);
    lh->addWidget(m_layOut, 0, Qt::AlignLeft);
    connect(m_wholeCatalog, &QCheckBox::toggled, m_model, &TileCatalogModel::setShowWholeCatalog);

    m_list = new QListView(this);
    m_list->setModel(m_proxy);
    m_list->setItemDelegate(m_delegate);
    m_list->setViewMode(QListView::IconMode);
    m_list->setFlow(QListView::LeftToRight);
    m_list->setWrapping(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setUniformItemSizes(true);
    m_list->setGridSize(m_delegate->cellSize());
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setDragEnabled(true);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    m_list->setMouseTracking(true);
    m_list->setSpacing(0);
    m_list->viewport()->installEventFilter(this);
    m_list->installEventFilter(this);
    m_list->setAccessibleName(tr("Tile palette"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addLayout(filters);
    layout->addWidget(m_listHeader);
    layout->addWidget(m_list, 1);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { emit currentSideChanged(current.data(TileCatalogModel::SideIdRole).toString()); });
    connect(m_model, &TileCatalogModel::listModeChanged, this, &PalettePanel::updateListHeader);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &PalettePanel::updateListHeader);
    connect(m_document, &TrackDocument::reportChanged, this, &PalettePanel::followDocument);
    connect(m_document, &TrackDocument::trackReset, this, [this] {
        // a new or opened track: show its game's tiles
        m_game->setCurrentIndex(m_game->findData(int(m_document->track().game)));
    });
    followDocument();
    m_game->setCurrentIndex(m_game->findData(int(m_document->track().game)));
    updateListHeader();
}

QGridLayout *PalettePanel::buildFilters()
{
    m_game = new QComboBox(this);
    m_box = new QComboBox(this);
    m_lanes = new QComboBox(this);
    m_terrain = new QComboBox(this);
    m_danger = new QComboBox(this);
    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    m_ownedOnly = new QCheckBox(this);
    auto *boxes = new QPushButton(this);
    boxes->setObjectName(QStringLiteral("boxesButton"));
    connect(boxes, &QPushButton::clicked, this, &PalettePanel::boxesRequested);
    fillCombos();

    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(4);
    grid->setVerticalSpacing(4);
    grid->addWidget(m_search, 0, 0, 1, 2);
    grid->addWidget(m_game, 1, 0);
    grid->addWidget(m_lanes, 1, 1);
    grid->addWidget(m_box, 2, 0, 1, 2);
    grid->addWidget(m_terrain, 3, 0);
    grid->addWidget(m_danger, 3, 1);
    grid->addWidget(m_ownedOnly, 4, 0);
    grid->addWidget(boxes, 4, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    for (QComboBox *c : {m_game, m_box, m_lanes, m_terrain, m_danger}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(6);
        connect(c, &QComboBox::currentIndexChanged, this, &PalettePanel::applyFilters);
    }
    connect(m_search, &QLineEdit::textChanged, this, &PalettePanel::applyFilters);
    connect(m_ownedOnly, &QCheckBox::toggled, this, &PalettePanel::applyFilters);
    return grid;
}

void PalettePanel::fillCombos()
{
    // (Re)filled on language change; the data stays, so the choices survive.
    const auto refill = [](QComboBox *c, const QList<std::pair<QString, QVariant>> &items) {
        const QVariant current = c->currentData();
        const QSignalBlocker blocker(c);
        c->clear();
        for (const auto &[text, data] : items)
            c->addItem(text, data);
        const int i = c->findData(current);
        c->setCurrentIndex(i >= 0 ? i : 0);
    };
    refill(m_game, {{tr("All games"), -1}, {CatalogNames::game(Game::GT), int(Game::GT)},
                    {CatalogNames::game(Game::Dirt), int(Game::Dirt)}});
    QList<std::pair<QString, QVariant>> boxes{{tr("All boxes"), QString()}};
    for (const Box &b : m_document->catalog().boxes())
        boxes.append({CatalogNames::box(b), b.id});
    refill(m_box, boxes);
    refill(m_lanes, {{tr("Any lanes"), 0}, {tr("2 lanes"), 2}, {tr("3 lanes"), 3}, {tr("4 lanes"), 4}});
    refill(m_terrain, {{tr("Any terrain"), -1}, {CatalogNames::terrain(Terrain::Asphalt), int(Terrain::Asphalt)},
                       {CatalogNames::terrain(Terrain::Gravel), int(Terrain::Gravel)},
                       {CatalogNames::terrain(Terrain::Snow), int(Terrain::Snow)}});
    refill(m_danger, {{tr("Any danger"), -1}, {CatalogNames::danger(Danger::Yellow), int(Danger::Yellow)},
                      {CatalogNames::danger(Danger::Orange), int(Danger::Orange)},
                      {CatalogNames::danger(Danger::Red), int(Danger::Red)}});
    m_search->setPlaceholderText(tr("Search: id, marking, terrain…"));
    m_ownedOnly->setText(tr("Only tiles I own"));
    if (auto *boxesButton = findChild<QPushButton *>(QStringLiteral("boxesButton")))
        boxesButton->setText(tr("My Boxes…"));
    m_game->setToolTip(tr("Game"));
    m_box->setToolTip(tr("Box or expansion"));
    m_lanes->setToolTip(tr("Tiles with a road edge of this many lanes"));
    m_terrain->setToolTip(tr("Terrain"));
    m_danger->setToolTip(tr("Danger level"));
}

void PalettePanel::applyFilters()
{
    const int game = m_game->currentData().toInt();
    m_proxy->setGame(game < 0 ? std::nullopt : std::optional<Game>(Game(game)));
    m_proxy->setBox(m_box->currentData().toString());
    m_proxy->setLanes(m_lanes->currentData().toInt());
    const int terrain = m_terrain->currentData().toInt();
    m_proxy->setTerrain(terrain < 0 ? std::nullopt : std::optional<Terrain>(Terrain(terrain)));
    const int danger = m_danger->currentData().toInt();
    m_proxy->setDanger(danger < 0 ? std::nullopt : std::optional<Danger>(Danger(danger)));
    m_proxy->setText(m_search->text());
    m_proxy->setOwnedOnly(m_ownedOnly->isChecked());
}

void PalettePanel::followDocument()
{
    m_model->setCollection(m_document->collection());
    m_model->setTrack(m_document->track());
    // After the model: another list of the same size resets the rows without a dataChanged,
    // and a new title changes no row at all, so the header cannot wait for the model.
    updateListHeader();
}

void PalettePanel::updateListHeader()
{
    const bool hasList = !m_document->track().tileList.isEmpty();
    m_listHeader->setVisible(hasList);
    if (!hasList)
        return;
    const int placed = [&] {
        int n = 0;
        QHash<QString, int> want;
        for (const TileCount &c : m_document->track().tileList)
            want[c.sideId] += c.count;
        QHash<QString, int> have;
        for (const PlacedTile &t : m_document->track().tiles)
            ++have[t.sideId];
        for (auto it = want.cbegin(); it != want.cend(); ++it)
            n += std::min(it.value(), have.value(it.key()));
        return n;
    }();
    const int required = m_document->track().tileListTotal();
    const QString title = m_document->track().title.isEmpty() ? tr("this track") : m_document->track().title;
    m_listLabel->setText(tr("<b>%1</b>: %2 of %n tile(s) placed", nullptr, required).arg(title.toHtmlEscaped()).arg(placed));
    m_listLabel->setToolTip(tr("The tile list of %1: the palette shows only its tiles").arg(title.toHtmlEscaped()));
}

void PalettePanel::setScans(const TileScans *scans)
{
    m_delegate->setScans(scans);
    m_list->viewport()->update();
}

std::optional<Game> PalettePanel::gameFilter() const
{
    const int game = m_game->currentData().toInt();
    return game < 0 ? std::nullopt : std::optional<Game>(Game(game));
}

QString PalettePanel::currentSide() const
{
    return m_list->currentIndex().data(TileCatalogModel::SideIdRole).toString();
}

TurnHint PalettePanel::hintFor(Qt::KeyboardModifiers modifiers)
{
    const bool shift = modifiers & Qt::ShiftModifier;
    const bool ctrl = modifiers & Qt::ControlModifier;
    if (shift && ctrl)
        return TurnHint::Straight;
    if (shift)
        return TurnHint::Left;
    if (ctrl)
        return TurnHint::Right;
    return TurnHint::Any;
}

bool PalettePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport() && event->type() == QEvent::MouseButtonDblClick) {
        auto *me = static_cast<QMouseEvent *>(event);
        const QModelIndex index = m_list->indexAt(me->position().toPoint());
        if (index.isValid() && me->button() == Qt::LeftButton) {
            m_list->setCurrentIndex(index);
            emit appendRequested(index.data(TileCatalogModel::SideIdRole).toString(), hintFor(me->modifiers()));
            return true;
        }
    }
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        auto *ke = static_cast<QKeyEvent *>(event);
        if ((ke->key() == Qt::Key_Return || ke->key() == Qt::Key_Enter) && m_list->currentIndex().isValid()) {
            emit appendRequested(currentSide(), hintFor(ke->modifiers()));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PalettePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        fillCombos();
        m_wholeCatalog->setText(tr("Show the whole catalog"));
        m_layOut->setText(tr("Lay Out for Me…"));
        m_layOut->setToolTip(tr("Find the layouts this list makes and put one on the table"));
        updateListHeader();
    }
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
