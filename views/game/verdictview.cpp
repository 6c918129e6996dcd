// SPDX-License-Identifier: GPL-3.0-or-later
#include "verdictview.h"

#include "rules/spacesummary.h"

#include "itemmodels/moveplanmodel.h"
#include "itemmodels/rulinglistmodel.h"
#include "rulingdelegate.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
QLabel *bigLabel(QWidget *parent, const QString &name)
{
    auto *l = new QLabel(parent);
    l->setObjectName(name);
    QFont f = l->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    l->setFont(f);
    l->setAlignment(Qt::AlignCenter);
    return l;
}
} // namespace

VerdictView::VerdictView(MovePlanModel *plan, QWidget *parent) : QWidget(parent), m_plan(plan)
{
    // The headline and the odds: a band of fixed height the referee panel keeps in view.
    m_summary = new QWidget(this);
    m_summary->setObjectName(u"verdictSummary"_s);
    auto *band = new QHBoxLayout(m_summary);
    band->setContentsMargins(0, 0, 0, 0);
    m_headline = new QLabel(m_summary);
    m_headline->setObjectName(u"verdictHeadline"_s);
    m_headline->setWordWrap(true);
    QFont f = m_headline->font();
    f.setBold(true);
    m_headline->setFont(f);
    m_headline->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_summaryColumn = new QVBoxLayout;
    m_summaryColumn->setContentsMargins(0, 0, 0, 0);
    m_summaryColumn->setSpacing(2);
    m_summaryColumn->addWidget(m_headline, 1);
    band->addLayout(m_summaryColumn, 1);

    auto *odds = new QFrame(m_summary);
    odds->setFrameShape(QFrame::StyledPanel);
    auto *grid = new QGridLayout(odds);
    grid->setContentsMargins(4, 2, 4, 2);
    m_flatOutTitle = new QLabel(odds);
    m_oneByOneTitle = new QLabel(odds);
    m_flatOutTitle->setAlignment(Qt::AlignCenter);
    m_oneByOneTitle->setAlignment(Qt::AlignCenter);
    m_flatOut = bigLabel(odds, u"flatOutOdds"_s);
    m_oneByOne = bigLabel(odds, u"oneByOneOdds"_s);
    grid->addWidget(m_oneByOneTitle, 0, 0);
    grid->addWidget(m_flatOutTitle, 0, 1);
    grid->addWidget(m_oneByOne, 1, 0);
    grid->addWidget(m_flatOut, 1, 1);
    band->addWidget(odds);
    // Three lines of the headline whatever it says, so nothing under the band moves as it changes.
    m_summary->setFixedHeight(qMax(odds->sizeHint().height(), m_headline->fontMetrics().lineSpacing() * 3 + 4));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_facts = new QLabel(this);
    m_facts->setObjectName(u"verdictFacts"_s);
    m_facts->setWordWrap(true);
    layout->addWidget(m_facts);

    m_rulings = new QListView(this);
    m_rulings->setObjectName(u"verdictRulings"_s);
    m_rulings->setModel(plan->rulings());
    m_rulings->setItemDelegate(new RulingDelegate(m_rulings));
    m_rulings->setWordWrap(true);
    m_rulings->setResizeMode(QListView::Adjust);
    m_rulings->setSelectionMode(QAbstractItemView::NoSelection);
    m_rulings->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_rulings, 10);
    layout->addStretch(1);

    connect(plan, &MovePlanModel::changed, this, &VerdictView::refresh);
    refresh();
}

void VerdictView::addToSummary(QWidget *widget)
{
    m_summaryColumn->addWidget(widget);
}

QString VerdictView::percent(double p)
{
    if (p <= 0)
        return tr("0 %");
    if (p >= 1)
        return tr("100 %");
    if (p < 0.001)
        return tr("< 0.1 %");
    return tr("%1 %").arg(QLocale().toString(p * 100.0, 'f', p < 0.1 ? 1 : 0));
}

void VerdictView::refresh()
{
    const bool gt = m_plan->game() == Game::GT;
    m_flatOutTitle->setText(tr("Flat Out"));
    m_oneByOneTitle->setText(tr("One by one"));
    m_flatOutTitle->parentWidget()->setToolTip(tr("The exact chance of a Loss of Control, counted over every face of every die"));
    const MoveVerdict &v = m_plan->verdict();
    const MoveAnalysis &a = v.analysis;
    const bool empty = m_plan->rowCount() == 0;
    if (m_plan->car() < 0) {
        m_headline->setText(QString());
    } else if (!m_plan->mayMove()) {
        m_headline->setText(tr("This car does not move this turn."));
    } else if (empty) {
        m_headline->setText(tr("Lay the dice as on the board: tap them or press 1–6, C, B, A, L, R."));
    } else if (a.dataMissing) {
        m_headline->setText(tr("The game data has no dashboard for this car: nothing can be checked."));
    } else if (!v.legal()) {
        const int broken = int(rulingsOfKind(v.rulings(), Ruling::Kind::Violation).size());
        m_headline->setText(tr("Not allowed: %n rule(s) broken.", nullptr, broken));
    } else {
        m_headline->setText(tr("Allowed: %n space(s), ending in gear %1.", nullptr, a.spaces).arg(a.endGear.text()));
    }
    // Spaces nobody read (a track's templates): the verdict is only as good as that.
    if (const QString caveat = SpaceSummary::markingsCaveat(a); !empty && !caveat.isEmpty() && !m_headline->text().isEmpty())
        m_headline->setText(m_headline->text() + u' ' + caveat);
    m_headline->setStyleSheet(!empty && !v.legal() ? u"color: #c62828;"_s : QString());

    const auto show = [&](QLabel *label, const LossOdds &odds, bool chosen) {
        label->setText(empty ? u"—"_s : percent(odds.probability));
        label->setToolTip(odds.exact ? tr("%1 outcomes in %2").arg(odds.favourable).arg(odds.outcomes) : QString());
        QFont f = label->font();
        f.setUnderline(chosen && !empty);
        label->setFont(f);
        label->setEnabled(chosen || empty);
    };
    const bool flatOut = m_plan->plan().move.mode == RollMode::FlatOut;
    show(m_flatOut, m_plan->oddsFlatOut(), flatOut);
    show(m_oneByOne, m_plan->oddsOneByOne(), !flatOut);

    QStringList facts;
    if (!empty && !a.dataMissing) {
        facts << tr("hazard limit %1").arg(a.flatOutLimit);
        int track = 0;
        for (const AnalysedStep &s : a.steps)
            track += s.trackHazards;
        if (track > 0)
            facts << tr("%n hazard(s) from the track", nullptr, track);
        if (a.firstAutoLoss >= 0)
            facts << tr("certain Loss of Control on space %1").arg(a.firstAutoLoss + 1);
        if (flatOut && a.tokensGained > 0)
            facts << (gt ? tr("Flat Out gains %n Focus token(s)", nullptr, a.tokensGained)
                         : tr("Flat Out gains %n Second token(s)", nullptr, a.tokensGained));
        if (a.securedDice > 0)
            // Two numbers, two nouns: each part takes its own plural form ("1 die", «1 кубик»).
            facts << tr("securing %n dice", nullptr, a.securedDice) + u' '
                    + (gt ? tr("costs %n Focus token(s)", nullptr, a.securingCost)
                          : tr("costs %n Second token(s)", nullptr, a.securingCost));
        if (m_plan->oddsFlatOut().flyingStartStop > 0)
            facts << tr("Flying Start stop: %1").arg(percent(m_plan->oddsFlatOut().flyingStartStop));
        if (a.finishStep >= 0)
            facts << tr("crosses the finish line on space %1").arg(a.finishStep + 1);
    }
    m_facts->setText(facts.join(u" · "_s));
    m_rulings->setVisible(m_plan->rulings()->rowCount() > 0);
    m_facts->setVisible(!facts.isEmpty());
}

void VerdictView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
