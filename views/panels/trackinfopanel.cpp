// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackinfopanel.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "track/trackdocument.h"

#include <QEvent>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TrackInfoPanel::TrackInfoPanel(TrackDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_label(new QLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    connect(m_label, &QLabel::linkActivated, this, &TrackInfoPanel::showAboutList);
    m_label->setContentsMargins(4, 4, 4, 4);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_label);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(scroll);
    connect(document, &TrackDocument::reportChanged, this, &TrackInfoPanel::refresh);
    connect(document, &TrackDocument::propertiesChanged, this, &TrackInfoPanel::refresh);
    refresh();
}

QString TrackInfoPanel::text() const
{
    return m_label->text();
}

QString TrackInfoPanel::aboutListText() const
{
    const Track &t = m_document->track();
    return t.source.isEmpty() ? QString() : t.notes.trimmed();
}

void TrackInfoPanel::showAboutList()
{
    const QString notes = aboutListText();
    if (notes.isEmpty())
        return;
    QMessageBox box(QMessageBox::Information, tr("About This List"), m_document->displayName(), QMessageBox::Close, this);
    box.setInformativeText(notes + u"\n\n"_s + tr("Source: %1").arg(m_document->track().source));
    box.exec();
}

void TrackInfoPanel::refresh()
{
    const Track &t = m_document->track();
    const TrackReport &r = m_document->report();
    const TrackStatistics &st = r.stats;
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QString html = u"<p style='margin:0'><b style='font-size:large'>%1</b>"_s.arg(esc(m_document->displayName()));
    if (!t.author.isEmpty())
        html += u"<br>"_s + esc(tr("by %1").arg(t.author));
    html += u"</p>"_s;

    QString kind;
    switch (r.course.kind) {
    case Course::Kind::Circuit: kind = tr("circuit, %n lap(s)", nullptr, t.laps); break;
    case Course::Kind::Stage: kind = tr("special stage"); break;
    case Course::Kind::RxCircuit:
        kind = r.course.joker.isEmpty() ? tr("RX circuit, %n lap(s)", nullptr, t.laps)
                                        : tr("RX circuit with joker, %n lap(s)", nullptr, t.laps);
        break;
    case Course::Kind::Incomplete: kind = tr("course not complete yet"); break;
    case Course::Kind::None: kind = tr("no course yet"); break;
    }
    QStringList rows;
    const auto row = [&](const QString &name, const QString &value) {
        // The names never wrap (Russian ones are long); the values do.
        rows << u"<tr><td style='padding-right:8px;color:palette(mid);white-space:nowrap'>%1</td><td>%2</td></tr>"_s.arg(
            esc(name), value);
    };
    row(tr("Game"), esc(CatalogNames::game(t.game)));
    row(tr("Course"), esc(kind));
    if (st.courseLength > 0)
        row(tr("Length"), esc(tr("%n tile(s)", nullptr, st.courseLength)));
    if (!st.guidance.text.isEmpty())
        row(tr("Race length"), esc(st.guidance.text));
    QStringList onTable{tr("%n road tile(s)", nullptr, st.trackTiles)};
    if (st.pitTiles > 0)
        onTable << tr("%n pit tile(s)", nullptr, st.pitTiles);
    if (st.fillerTiles > 0)
        onTable << tr("%n filler(s)", nullptr, st.fillerTiles);
    row(tr("On the table"), esc(onTable.join(u", "_s)));
    if (!t.tileList.isEmpty())
        row(tr("Tile list"), esc(tr("%n tile(s)", nullptr, t.tileListTotal())));
    if (!st.boxesNeeded.isEmpty()) {
        QStringList boxes;
        for (auto it = st.boxesNeeded.cbegin(); it != st.boxesNeeded.cend(); ++it)
            if (const Box *b = m_document->catalog().box(it.key()))
                boxes << (it.value() > 1 ? tr("%1 × %2").arg(it.value()).arg(CatalogNames::box(*b)) : CatalogNames::box(*b));
        row(tr("Boxes needed"), esc(boxes.join(u", "_s)));
    }
    const int road = st.trackTiles;
    if (road > 0) {
        QStringList danger;
        static const struct { Danger d; const char *colour; } colours[] = {
            {Danger::Yellow, "#e0a800"}, {Danger::Orange, "#e07000"}, {Danger::Red, "#c62828"}};
        for (const auto &c : colours)
            if (const int n = st.danger.value(c.d))
                danger << u"<span style='white-space:nowrap'><span style='color:%1'>■</span> %2 %3%</span>"_s.arg(QLatin1StringView(c.colour),
                                                                           esc(CatalogNames::danger(c.d)))
                              .arg(qRound(100.0 * n / road));
        if (!danger.isEmpty())
            row(tr("Danger levels"), danger.join(u"&nbsp; "_s));
        QStringList terrain;
        for (auto it = st.terrain.cbegin(); it != st.terrain.cend(); ++it)
            if (it.key() != Terrain::None)
                terrain << esc(u"%1 %2%"_s.arg(CatalogNames::terrain(it.key())).arg(qRound(100.0 * it.value() / road)));
        if (!terrain.isEmpty())
            row(tr("Terrain"), terrain.join(u", "_s));
    }
    if (!t.source.isEmpty())
        row(tr("Source"), esc(t.source));
    html += u"<table style='margin-top:6px'>"_s + rows.join(QString()) + u"</table>"_s;
    if (!aboutListText().isEmpty())
        html += u"<p style='margin-top:6px'><a href='about-list'>%1</a></p>"_s.arg(esc(tr("About this list…")));
    else if (!t.notes.trimmed().isEmpty())
        html += u"<p style='margin-top:6px'>%1</p>"_s.arg(esc(t.notes).replace(u'\n', u"<br>"_s));
    m_label->setText(html);
}

void TrackInfoPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
