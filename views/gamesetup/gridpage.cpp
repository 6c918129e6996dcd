// SPDX-License-Identifier: GPL-3.0-or-later
#include "gridpage.h"

#include "newgamewizard.h"

#include "rules/rulebook.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

const RuleReference kGtDraw{Book::GT, 5, QT_TRANSLATE_NOOP("RuleBook", "Determining the starting order"), false};
const RuleReference kDirtDraw{Book::Dirt, 5, QT_TRANSLATE_NOOP("RuleBook", "Determining the starting order"), true};

QIcon carDot(const QColor &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x60, 0x60, 0x60), 1));
    p.setBrush(colour);
    p.drawEllipse(QRectF(1.5, 1.5, 11, 11));
    return QIcon(pixmap);
}

} // namespace

GridPage::GridPage(NewGameWizard *wizard)
    : SetupPage(wizard), m_group(new QButtonGroup(this)), m_drawn(new QRadioButton(this)), m_drawNote(new QLabel(this)),
      m_draw(new QPushButton(this)), m_byHand(new QRadioButton(this)), m_list(new QListWidget(this)), m_up(new QToolButton(this)),
      m_down(new QToolButton(this)), m_note(new QLabel(this))
{
    m_drawn->setObjectName(u"gridDrawn"_s);
    m_byHand->setObjectName(u"gridByHand"_s);
    m_group->addButton(m_drawn, 1);
    m_group->addButton(m_byHand, 0);
    m_drawNote->setWordWrap(true);
    m_drawNote->setIndent(24);
    m_note->setWordWrap(true);
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_up->setArrowType(Qt::UpArrow);
    m_down->setArrowType(Qt::DownArrow);

    auto *drawRow = new QHBoxLayout;
    drawRow->addSpacing(24);
    drawRow->addWidget(m_draw);
    drawRow->addStretch(1);
    auto *listRow = new QGridLayout;
    listRow->addWidget(m_list, 0, 0, 3, 1);
    listRow->addWidget(m_up, 0, 1);
    listRow->addWidget(m_down, 1, 1);
    listRow->setRowStretch(2, 1);
    body()->addWidget(m_drawn);
    body()->addWidget(m_drawNote);
    body()->addLayout(drawRow);
    body()->addWidget(m_byHand);
    body()->addLayout(listRow, 1);
    body()->addWidget(m_note);

    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { setDrawn(id == 1); });
    connect(m_draw, &QPushButton::clicked, this, [this] {
        game()->drawGrid();
        fill();
    });
    connect(m_up, &QToolButton::clicked, this, [this] { move(m_list->currentRow(), -1); });
    connect(m_down, &QToolButton::clicked, this, [this] { move(m_list->currentRow(), +1); });
    // A drag ends with the rows in their new places: that is the order entered.
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, [this] { QMetaObject::invokeMethod(this, &GridPage::takeOrderFromList, Qt::QueuedConnection); });
    sync();
}

void GridPage::sync()
{
    const bool drawn = game()->draft().gridDrawn;
    (drawn ? m_drawn : m_byHand)->setChecked(true);
    fill();
}

void GridPage::setDrawn(bool drawn)
{
    (drawn ? m_drawn : m_byHand)->setChecked(true);
    if (drawn) {
        game()->drawGrid();
    } else {
        // The order as it stands, to be changed by hand from there.
        game()->edit([](GameSetup &s) { s.gridDrawn = false; });
    }
    fill();
}

void GridPage::move(int row, int by)
{
    const GameSetup &s = game()->draft();
    const int to = row + by;
    if (row < 0 || to < 0 || row >= s.grid.size() || to >= s.grid.size())
        return;
    game()->edit([row, to](GameSetup &g) {
        g.grid.swapItemsAt(row, to);
        g.gridDrawn = false;
    });
    fill();
    m_list->setCurrentRow(to);
}

void GridPage::takeOrderFromList()
{
    QList<int> order;
    for (int r = 0; r < m_list->count(); ++r)
        order.append(m_list->item(r)->data(Qt::UserRole).toInt());
    game()->edit([&order](GameSetup &g) {
        g.grid = order;
        g.gridDrawn = false;
    });
    fill();
}

void GridPage::fill()
{
    const GameSetup &s = game()->draft();
    const int current = m_list->currentRow();
    m_list->clear();
    for (int place = 0; place < s.grid.size(); ++place) {
        const int player = s.grid[place];
        const PlayerSetup p = s.players.value(player);
        QString text;
        if (s.game() == Game::GT)
            text = place == 0 ? tr("1. %1 — pole position").arg(p.name) : tr("%1. %2").arg(place + 1).arg(p.name);
        else
            text = place == 0 ? tr("1. %1 — starts first").arg(p.name) : tr("%1. %2").arg(place + 1).arg(p.name);
        auto *item = new QListWidgetItem(carDot(p.colour), text, m_list);
        item->setData(Qt::UserRole, player);
    }
    m_list->setCurrentRow(qMin(current, m_list->count() - 1));
    const bool byHand = !s.gridDrawn;
    (byHand ? m_byHand : m_drawn)->setChecked(true);
    m_list->setDragEnabled(byHand);
    m_list->setAcceptDrops(byHand);
    m_up->setEnabled(byHand);
    m_down->setEnabled(byHand);
    m_draw->setEnabled(!byHand);
    retranslate();
}

QStringList GridPage::ownProblems() const
{
    return game()->problems(NewGameWizard::Part::Grid);
}

void GridPage::retranslate()
{
    const GameSetup &s = game()->draft();
    const bool gt = s.game() == Game::GT;
    setTitle(gt ? tr("Starting grid") : tr("Starting order"));
    m_drawn->setText(tr("Dra&wn at random, as the rulebook draws it"));
    m_drawNote->setText(gt ? tr("One Gear marker of each player is drawn at a time; the cars take the grid in that order, the first in pole "
                                "position (%1).")
                                 .arg(RuleBook::referenceText(kGtDraw))
                           : tr("One car is drawn: it starts first, and the others follow clockwise around the table, as the players are "
                                "listed (%1).")
                                 .arg(RuleBook::referenceText(kDirtDraw)));
    m_draw->setText(tr("&Draw again"));
    m_byHand->setText(tr("&Entered by hand: drag the names, or move the selected one with the arrows"));
    m_up->setToolTip(tr("Move up"));
    m_down->setToolTip(tr("Move down"));
    if (s.kind == GameKind::DirtRally)
        m_note->setText(tr("This is the order of the first stage; the next stages start in the order of the overall times (%1).")
                            .arg(RuleBook::referenceText(Rule::Rally, Game::Dirt)));
    else if (gt)
        m_note->setText(tr("Pole position is the first space of the inside lane, as seen from the first corner."));
    else
        m_note->setText(tr("The cars start one round after another, in this order (%1).").arg(RuleBook::referenceText(Rule::StaggeredStart, Game::Dirt)));
}

} // namespace Pacenotes
