// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacemergedialog.h"

#include "catalog/tilecatalog.h"
#include "spacespreview.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SpaceMergeDialog::SpaceMergeDialog(const QList<SpaceMergeItem> &plan, const QString &packName, const TileCatalog &catalog,
                                   const TileScans *scans, QWidget *parent)
    : QDialog(parent), m_catalog(catalog)
{
    setWindowTitle(tr("Import Tile Spaces"));
    int added = 0, same = 0;
    for (const SpaceMergeItem &item : plan) {
        if (item.kind == SpaceMergeItem::Kind::Conflict)
            m_conflicts.append(item);
        else
            ++(item.kind == SpaceMergeItem::Kind::New ? added : same);
    }
    auto *layout = new QVBoxLayout(this);
    auto *summary = new QLabel(tr("“%1”: %2 new tile side(s) will be added, %3 are the same as yours. %n side(s) differ "
                                  "from yours: choose for each which to keep.", nullptr, int(m_conflicts.size()))
                                   .arg(packName)
                                   .arg(added)
                                   .arg(same),
                               this);
    summary->setWordWrap(true);
    layout->addWidget(summary);

    auto *grid = new QGridLayout;
    m_list = new QListWidget(this);
    m_list->setMaximumWidth(140);
    for (const SpaceMergeItem &item : std::as_const(m_conflicts))
        m_list->addItem(item.sideId);
    grid->addWidget(m_list, 0, 0, 3, 1);
    grid->addWidget(new QLabel(tr("<b>Yours</b>"), this), 0, 1, Qt::AlignHCenter);
    grid->addWidget(new QLabel(tr("<b>In the pack</b>"), this), 0, 2, Qt::AlignHCenter);
    m_mine = new SpacesPreview(this);
    m_theirs = new SpacesPreview(this);
    m_mine->setScans(scans);
    m_theirs->setScans(scans);
    grid->addWidget(m_mine, 1, 1);
    grid->addWidget(m_theirs, 1, 2);
    m_mineText = new QLabel(this);
    m_theirsText = new QLabel(this);
    m_mineText->setWordWrap(true);
    m_theirsText->setWordWrap(true);
    m_keep = new QRadioButton(tr("Keep mine"), this);
    m_take = new QRadioButton(tr("Take theirs"), this);
    auto *mineBox = new QVBoxLayout;
    mineBox->addWidget(m_mineText);
    mineBox->addWidget(m_keep);
    auto *theirsBox = new QVBoxLayout;
    theirsBox->addWidget(m_theirsText);
    theirsBox->addWidget(m_take);
    grid->addLayout(mineBox, 2, 1);
    grid->addLayout(theirsBox, 2, 2);
    layout->addLayout(grid, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    QPushButton *allMine = buttons->addButton(tr("Keep All Mine"), QDialogButtonBox::ActionRole);
    QPushButton *allTheirs = buttons->addButton(tr("Take All Theirs"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(allMine, &QPushButton::clicked, this, [this] {
        for (const SpaceMergeItem &i : std::as_const(m_conflicts))
            choose(i.sideId, MergeChoice::KeepMine);
    });
    connect(allTheirs, &QPushButton::clicked, this, [this] {
        for (const SpaceMergeItem &i : std::as_const(m_conflicts))
            choose(i.sideId, MergeChoice::TakeTheirs);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &SpaceMergeDialog::show);
    connect(m_keep, &QRadioButton::toggled, this, [this](bool on) {
        if (on && m_list->currentRow() >= 0)
            m_choices.insert(m_conflicts[m_list->currentRow()].sideId, MergeChoice::KeepMine);
    });
    connect(m_take, &QRadioButton::toggled, this, [this](bool on) {
        if (on && m_list->currentRow() >= 0)
            m_choices.insert(m_conflicts[m_list->currentRow()].sideId, MergeChoice::TakeTheirs);
    });
    for (const SpaceMergeItem &item : std::as_const(m_conflicts))
        m_choices.insert(item.sideId, MergeChoice::KeepMine);
    const bool any = !m_conflicts.isEmpty();
    for (QWidget *w : {static_cast<QWidget *>(m_list), static_cast<QWidget *>(m_mine), static_cast<QWidget *>(m_theirs),
                       static_cast<QWidget *>(m_keep), static_cast<QWidget *>(m_take), static_cast<QWidget *>(allMine),
                       static_cast<QWidget *>(allTheirs)})
        w->setVisible(any);
    if (any)
        m_list->setCurrentRow(0);
    resize(any ? 760 : 420, any ? 520 : 140);
}

void SpaceMergeDialog::choose(const QString &sideId, MergeChoice choice)
{
    m_choices.insert(sideId, choice);
    show(m_list->currentRow());
}

QString SpaceMergeDialog::describe(const TileSpaces &s) const
{
    int marked = 0;
    for (const TileSpace &x : s.spaces)
        marked += x.marks.isPlain() ? 0 : 1;
    QString text = SpaceText::provenanceName(s.provenance);
    if (!s.author.isEmpty() || !s.date.isEmpty())
        text += u"<br>"_s + QStringList{s.author, s.date}.join(u' ').trimmed().toHtmlEscaped();
    text += u"<br>"_s + tr("%n space(s)", nullptr, int(s.spaces.size())) + u", "_s + tr("%n marked", nullptr, marked);
    return text;
}

void SpaceMergeDialog::show(int row)
{
    if (row < 0 || row >= m_conflicts.size())
        return;
    const SpaceMergeItem &item = m_conflicts[row];
    const TileSide *side = m_catalog.sideById(item.sideId);
    m_mine->setSpaces(side, item.mine);
    m_theirs->setSpaces(side, item.theirs);
    m_mineText->setText(item.mine ? describe(*item.mine) : QString());
    m_theirsText->setText(describe(item.theirs));
    const MergeChoice c = m_choices.value(item.sideId, MergeChoice::KeepMine);
    const QSignalBlocker b1(m_keep), b2(m_take);
    m_keep->setChecked(c == MergeChoice::KeepMine);
    m_take->setChecked(c == MergeChoice::TakeTheirs);
}

} // namespace Pacenotes
