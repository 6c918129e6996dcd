// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerspage.h"

#include "dashboardconfidence.h"
#include "newgamewizard.h"

#include <QAction>
#include <QColorDialog>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

enum Column { NumberColumn, ColourColumn, NameColumn, ClassColumn, TyresColumn, MarkColumn, RemoveColumn };

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(20, 20);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x60, 0x60, 0x60), 1));
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(1.5, 1.5, 17, 17), 3, 3);
    return QIcon(pixmap);
}

} // namespace

PlayersPage::PlayersPage(NewGameWizard *wizard) : SetupPage(wizard), m_grid(new QGridLayout), m_add(new QPushButton(this)), m_note(new QLabel(this))
{
    m_grid->setColumnStretch(NameColumn, 1);
    for (int c = 0; c <= MarkColumn; ++c) {
        auto *h = new QLabel(this);
        m_headers << h;
        m_grid->addWidget(h, 0, c);
    }
    m_add->setObjectName(u"addPlayer"_s);
    m_note->setWordWrap(true);
    body()->addLayout(m_grid);
    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_add);
    addRow->addStretch(1);
    body()->addLayout(addRow);
    body()->addWidget(m_note);
    body()->addStretch(1);
    connect(m_add, &QPushButton::clicked, this, [this] {
        game()->addPlayer();
        rebuild();
        if (!m_rows.isEmpty()) {
            m_rows.last().name->setFocus();
            m_rows.last().name->selectAll();
        }
    });
    sync();
}

void PlayersPage::sync()
{
    rebuild();
    retranslate();
}

void PlayersPage::rebuild()
{
    const int n = int(game()->draft().players.size());
    while (m_rows.size() > n) {
        const Row r = m_rows.takeLast();
        for (QWidget *w : std::initializer_list<QWidget *>{r.number, r.colour, r.name, r.carClass, r.tyres, r.mark, r.remove})
            w->deleteLater();
    }
    while (m_rows.size() < n)
        m_rows << makeRow(int(m_rows.size()));
    for (int i = 0; i < n; ++i)
        fillRow(i);
    const GameKind kind = game()->draft().kind;
    const int most = kind == GameKind::GtSolo ? 1 : GameSetup::kMaxPlayers;
    const int fewest = kind == GameKind::GtRace ? 2 : 1;
    m_add->setEnabled(n < most);
    for (const Row &r : std::as_const(m_rows))
        r.remove->setEnabled(n > fewest);
}

PlayersPage::Row PlayersPage::makeRow(int i)
{
    Row r{new QLabel(this), new QToolButton(this), new QLineEdit(this), new QComboBox(this), new QComboBox(this), new QLabel(this), new QToolButton(this)};
    r.name->setMaxLength(GameSetup::kMaxNameLength);
    r.colour->setPopupMode(QToolButton::InstantPopup);
    r.colour->setIconSize(QSize(20, 20));
    auto *menu = new QMenu(r.colour);
    r.colour->setMenu(menu);
    connect(menu, &QMenu::aboutToShow, this, [this, menu, i] {
        // The colours of the cars in the boxes, then any other.
        menu->clear();
        const QStringList names{tr("Red"), tr("Blue"), tr("Yellow"), tr("Green"), tr("Black"), tr("White")};
        const GameSetup six = GameSetup::defaults(game()->draft().kind, GameSetup::kMaxPlayers, game()->data());
        for (int k = 0; k < six.players.size(); ++k) {
            const QColor c = six.players[k].colour;
            menu->addAction(swatch(c), names.value(k), this, [this, i, c] { setColour(i, c); });
        }
        menu->addSeparator();
        menu->addAction(tr("Other colour…"), this, [this, i] {
            const QColor c = QColorDialog::getColor(game()->draft().players.value(i).colour, this, tr("Colour of the car"));
            if (c.isValid())
                setColour(i, c);
        });
    });
    r.remove->setIcon(style()->standardIcon(QStyle::SP_DialogDiscardButton));
    r.remove->setAutoRaise(true);
    r.mark->setTextFormat(Qt::PlainText);
    const int row = i + 1;
    m_grid->addWidget(r.number, row, NumberColumn);
    m_grid->addWidget(r.colour, row, ColourColumn);
    m_grid->addWidget(r.name, row, NameColumn);
    m_grid->addWidget(r.carClass, row, ClassColumn);
    m_grid->addWidget(r.tyres, row, TyresColumn);
    m_grid->addWidget(r.mark, row, MarkColumn);
    m_grid->addWidget(r.remove, row, RemoveColumn);

    connect(r.name, &QLineEdit::textEdited, this, [this, i](const QString &text) {
        game()->edit([i, text](GameSetup &s) {
            if (i < s.players.size())
                s.players[i].name = text.trimmed();
        });
    });
    connect(r.carClass, &QComboBox::activated, this, [this, i](int k) {
        const QString id = m_rows[i].carClass->itemData(k).toString();
        const Dashboards &boards = game()->data().dashboards(game()->draft().game());
        game()->edit([i, id, &boards](GameSetup &s) {
            if (i >= s.players.size())
                return;
            s.players[i].carClass = id;
            // Keep the tyres when the new class has them.
            if (!boards.tyres(id).contains(s.players[i].tyres))
                s.players[i].tyres.clear();
        });
        game()->edit([this](GameSetup &s) { s = GameSetup::normalised(s, game()->data()); });
        fillRow(i);
    });
    connect(r.tyres, &QComboBox::activated, this, [this, i](int k) {
        const QString id = m_rows[i].tyres->itemData(k).toString();
        game()->edit([i, id](GameSetup &s) {
            if (i < s.players.size())
                s.players[i].tyres = id;
        });
        fillRow(i);
    });
    connect(r.remove, &QToolButton::clicked, this, [this, i] {
        game()->removePlayer(i);
        rebuild();
    });
    return r;
}

void PlayersPage::setColour(int i, const QColor &colour)
{
    game()->edit([i, colour](GameSetup &s) {
        if (i < s.players.size())
            s.players[i].colour = colour;
    });
    fillRow(i);
}

void PlayersPage::fillRow(int i)
{
    const GameSetup &s = game()->draft();
    const PlayerSetup &p = s.players[i];
    Row &r = m_rows[i];
    r.number->setText(QString::number(i + 1));
    r.colour->setIcon(swatch(p.colour));
    r.colour->setToolTip(tr("Colour of the car: %1").arg(p.colour.name()));
    if (!r.name->hasFocus() || r.name->text().trimmed() != p.name)
        r.name->setText(p.name);

    const Dashboards &boards = game()->data().dashboards(s.game());
    const QStringList conditions = DashboardConfidence::conditions(s);
    const QSignalBlocker b1(r.carClass), b2(r.tyres);
    r.carClass->clear();
    for (const CarClass &c : boards.classes()) {
        // A class is as sure as its surest tyres: it is marked only when all of them are uncertain.
        std::optional<DashboardConfidence> best;
        for (const QString &t : boards.tyres(c.id)) {
            const DashboardConfidence dc = DashboardConfidence::of(game()->data(), s.game(), c.id, t, conditions);
            if (!best || dc.rank() < best->rank())
                best = dc;
        }
        if (!best) {
            best.emplace();
            best->known = false;
        }
        r.carClass->addItem(best->icon(), c.id, c.id);
        if (!best->isSolid())
            r.carClass->setItemData(r.carClass->count() - 1, tr("Every dashboard of this class rests on uncertain data: see its tyres."), Qt::ToolTipRole);
    }
    r.carClass->setCurrentIndex(r.carClass->findData(p.carClass));
    r.tyres->clear();
    for (const QString &t : boards.tyres(p.carClass)) {
        const DashboardConfidence dc = DashboardConfidence::of(game()->data(), s.game(), p.carClass, t, conditions);
        r.tyres->addItem(dc.icon(), RulesText::tyresName(t), t);
        if (!dc.isSolid())
            r.tyres->setItemData(r.tyres->count() - 1, dc.details, Qt::ToolTipRole);
    }
    r.tyres->setCurrentIndex(r.tyres->findData(p.tyres));
    const DashboardConfidence mine = DashboardConfidence::of(game()->data(), s.game(), p.carClass, p.tyres, conditions);
    r.mark->setPixmap(QPixmap());
    r.mark->setText(mine.isSolid() ? QString() : u"● "_s + mine.shortText());
    r.mark->setStyleSheet(mine.isSolid() ? QString() : u"color: %1;"_s.arg(mine.colour().name()));
    r.mark->setToolTip(mine.details);
    r.name->setAccessibleName(tr("Name of player %1").arg(i + 1));
    r.remove->setToolTip(tr("Remove player %1").arg(i + 1));
}

QStringList PlayersPage::ownProblems() const
{
    return game()->problems(NewGameWizard::Part::Players);
}

void PlayersPage::retranslate()
{
    const GameSetup &s = game()->draft();
    setTitle(s.kind == GameKind::GtSolo ? tr("The driver") : tr("The players"));
    const QStringList headers{QString(), tr("Colour"), tr("Name"), tr("Car class"), tr("Tyres"), tr("Data")};
    for (int c = 0; c < m_headers.size(); ++c)
        m_headers[c]->setText(headers.value(c));
    m_headers.value(MarkColumn)->setToolTip(tr("How sure the game data is of the car's dashboard; hover over a mark for the sources."));
    m_add->setText(tr("&Add a player"));
    QString note = tr("A coloured mark means the car's dashboard is not printed in the rulebook: it comes from one public source, or "
                      "is a stand-in to correct from your own dashboard (Tools ▸ Game Data…). Hover over the mark for the sources.");
    if (s.game() == Game::Dirt)
        note += u"\n"_s + tr("List the players in their seats around the table, clockwise: the starting order goes round the table.");
    m_note->setText(note);
    for (int i = 0; i < m_rows.size(); ++i)
        fillRow(i);
}

} // namespace Pacenotes
