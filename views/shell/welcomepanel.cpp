// SPDX-License-Identifier: GPL-3.0-or-later
#include "welcomepanel.h"

#include "track/trackdocument.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kWidth = 560;

QPushButton *bigButton(QWidget *parent, const QString &name)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(name);
    QFont f = b->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.1);
    b->setFont(f);
    b->setMinimumHeight(40);
    b->setMinimumWidth(190);
    return b;
}

QLabel *description(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    return l;
}
} // namespace

WelcomePanel::WelcomePanel(TrackDocument *document, QWidget *table)
    : QFrame(table), m_document(document), m_table(table)
{
    setObjectName(u"welcomePanel"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // Drops of palette tiles go through to the table underneath.
    setAcceptDrops(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 14);
    auto *top = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_title->setFont(big);
    top->addWidget(m_title, 1);
    m_close = new QToolButton(this);
    m_close->setObjectName(u"welcomeClose"_s);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    top->addWidget(m_close, 0, Qt::AlignTop);
    layout->addLayout(top);
    m_intro = description(this);
    layout->addWidget(m_intro);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(10);
    m_play = bigButton(this, u"welcomePlay"_s);
    m_playText = description(this);
    m_layOut = bigButton(this, u"welcomeLayOut"_s);
    m_layOutText = description(this);
    m_sheet = bigButton(this, u"welcomeSheet"_s);
    m_sheetText = description(this);
    m_sheetMenu = new QMenu(this);
    m_sheet->setMenu(m_sheetMenu);
    int row = 0;
    const std::pair<QPushButton *, QLabel *> rows[] = {{m_play, m_playText}, {m_layOut, m_layOutText}, {m_sheet, m_sheetText}};
    for (const auto &[button, text] : rows) {
        grid->addWidget(button, row, 0, Qt::AlignTop);
        grid->addWidget(text, row, 1);
        ++row;
    }
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);
    auto *bottom = new QHBoxLayout;
    m_help = new QPushButton(this);
    m_help->setObjectName(u"welcomeHelp"_s);
    m_help->setFlat(true);
    m_help->setCursor(Qt::PointingHandCursor);
    m_help->setStyleSheet(u"QPushButton { color: palette(link); text-decoration: underline; border: none; padding: 2px; }"_s);
    bottom->addWidget(m_help);
    bottom->addStretch(1);
    layout->addLayout(bottom);

    connect(m_close, &QToolButton::clicked, this, [this] {
        m_closed = true;
        refresh();
    });
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (m_actions.newGame)
            m_actions.newGame->trigger();
    });
    connect(m_layOut, &QPushButton::clicked, this, [this] {
        if (m_actions.library)
            m_actions.library->trigger();
    });
    connect(m_help, &QPushButton::clicked, this, [this] {
        if (m_actions.help)
            m_actions.help->trigger();
    });
    if (document) {
        // A new empty track (File ▸ New) offers the three uses again.
        connect(document, &TrackDocument::documentReplaced, this, [this] {
            m_closed = false;
            refresh();
        });
        for (auto signal : {&TrackDocument::trackReset, &TrackDocument::propertiesChanged})
            connect(document, signal, this, &WelcomePanel::refresh);
        connect(document, &TrackDocument::tileInserted, this, &WelcomePanel::refresh);
        connect(document, &TrackDocument::tileRemoved, this, &WelcomePanel::refresh);
    }
    table->installEventFilter(this);
    retranslate();
    refresh();
}

void WelcomePanel::setActions(const Actions &actions)
{
    m_actions = actions;
    m_sheetMenu->clear();
    for (QAction *a : actions.sheets) {
        if (a)
            m_sheetMenu->addAction(a);
        else
            m_sheetMenu->addSeparator();
    }
    refresh();
}

bool WelcomePanel::isWanted() const
{
    if (m_closed || !m_document)
        return false;
    const Track &t = m_document->track();
    return t.tiles.isEmpty() && t.tileList.isEmpty();
}

void WelcomePanel::refresh()
{
    m_play->setEnabled(m_actions.newGame != nullptr);
    m_layOut->setEnabled(m_actions.library != nullptr);
    m_sheet->setEnabled(!m_actions.sheets.isEmpty());
    m_help->setVisible(m_actions.help != nullptr);
    setVisible(isWanted());
    if (!isHidden()) {
        place();
        raise();
    }
}

void WelcomePanel::place()
{
    const int width = qMin(kWidth, m_table->width() - 24);
    const int height = qMin(heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height(), m_table->height() - 24);
    resize(width, height);
    move((m_table->width() - width) / 2, qMax(12, (m_table->height() - height) / 3));
}

bool WelcomePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::Resize && !isHidden())
        place();
    return QFrame::eventFilter(watched, event);
}

void WelcomePanel::retranslate()
{
    m_title->setText(tr("Welcome to Pacenotes"));
    m_intro->setText(tr("A companion for Rallyman: GT and Rallyman: DIRT. What would you like to do?"));
    m_play->setText(tr("Play a game…"));
    m_playText->setText(tr("Referee a GT race, a GT solo lap, a DIRT stage or a rally at the table: the app checks each "
                           "move, keeps the order of play, the times and the score sheet."));
    m_layOut->setText(tr("Lay out a track"));
    m_layOutText->setText(tr("Open a rulebook track from the library and let the app lay it out, or build your own "
                             "tile by tile on this table (drag tiles from the palette)."));
    m_sheet->setText(tr("Keep a score sheet"));
    m_sheetText->setText(tr("The GT solo sheet or the DIRT rally sheet: fill it in as you play, or print it blank."));
    m_help->setText(tr("Getting Started (F1)"));
    m_close->setToolTip(tr("Just the designer: this comes back with a new, empty track"));
    if (!isHidden())
        place();
}

void WelcomePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace Pacenotes
