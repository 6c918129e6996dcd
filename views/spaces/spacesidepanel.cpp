// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacesidepanel.h"

#include "catalog/catalognames.h"
#include "spaces/spacegeometry.h"
#include "spaces/spacesdocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SpaceSidePanel::SpaceSidePanel(SpacesDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_honesty = new QLabel(this);
    m_honesty->setWordWrap(true);
    m_honesty->setStyleSheet(u"QLabel { background: #fff3c4; color: #5a4500; padding: 4px; border-radius: 3px; }"_s);
    layout->addWidget(m_honesty);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_provenance = new QComboBox(this);
    m_provenance->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_provenance->setMinimumContentsLength(12);
    for (SpaceProvenance p : {SpaceProvenance::Template, SpaceProvenance::Estimated, SpaceProvenance::Measured,
                              SpaceProvenance::ReadFromPicture})
        m_provenance->addItem(SpaceText::provenanceName(p), int(p));
    form->addRow(tr("The data is"), m_provenance);
    layout->addLayout(form);

    auto *lanesGroup = new QGroupBox(tr("Spaces per lane"), this);
    m_lanes = lanesGroup;
    m_lanesForm = new QFormLayout(lanesGroup);
    m_lanesForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    layout->addWidget(lanesGroup);
    auto *who = new QFormLayout;
    who->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_author = new QLineEdit(this);
    m_author->setMaxLength(200);
    who->addRow(tr("Author"), m_author);
    m_note = new QPlainTextEdit(this);
    m_note->setMaximumHeight(48);
    who->addRow(tr("Note"), m_note);
    layout->addLayout(who);
    layout->addStretch();

    connect(m_provenance, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            m_document->setProvenance(SpaceProvenance(m_provenance->currentData().toInt()));
    });
    connect(m_author, &QLineEdit::editingFinished, this, [this] {
        if (!m_updating)
            m_document->setAuthor(m_author->text());
    });
    connect(m_note, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating)
            m_document->setNote(m_note->toPlainText());
    });
    connect(document, &SpacesDocument::sideChanged, this, &SpaceSidePanel::rebuild);
    connect(document, &SpacesDocument::spacesChanged, this, &SpaceSidePanel::refresh);
    rebuild();
}

QSpinBox *SpaceSidePanel::laneBox(int road, int lane) const
{
    for (const LaneBox &b : m_boxes)
        if (b.road == road && b.lane == lane)
            return b.box;
    return nullptr;
}

void SpaceSidePanel::rebuild()
{
    while (m_lanesForm->rowCount() > 0)
        m_lanesForm->removeRow(0);
    m_boxes.clear();
    const TileSide *side = m_document->side();
    if (side) {
        for (int r = 0; r < side->paths.size(); ++r) {
            const int lanes = std::max(SpaceGeometry::lanesAt(*side, r, true), SpaceGeometry::lanesAt(*side, r, false));
            auto *all = new QSpinBox(m_lanes);
            all->setRange(1, 20);
            all->setToolTip(tr("Sets the same number of spaces on every lane of this road."));
            m_lanesForm->addRow(tr("Road %1 (%2), all lanes").arg(SpaceText::roadName(*side, r),
                                                                 CatalogNames::pathKind(side->paths[r].kind)),
                                all);
            m_boxes.append({r, -1, all});
            connect(all, &QSpinBox::valueChanged, this, [this, r](int n) {
                if (!m_updating)
                    m_document->setRoadCount(r, n);
            });
            for (int l = 0; l < lanes; ++l) {
                auto *box = new QSpinBox(m_lanes);
                box->setRange(1, 20);
                m_lanesForm->addRow(tr("    lane %1 (from %2)").arg(l + 1).arg(HexDir::letter(side->paths[r].from)), box);
                m_boxes.append({r, l, box});
                connect(box, &QSpinBox::valueChanged, this, [this, r, l](int n) {
                    if (!m_updating)
                        m_document->setLaneCount(r, l, n);
                });
            }
        }
    }
    m_lanes->setVisible(side && !side->paths.isEmpty());
    refresh();
}

void SpaceSidePanel::refresh()
{
    m_updating = true;
    const TileSide *side = m_document->side();
    const TileSpaces &data = m_document->spaces();
    if (!side) {
        m_title->setText(tr("Choose a tile side in the list."));
        m_honesty->hide();
    } else {
        m_title->setText(tr("<b>%1</b> — %2, %3, %4").arg(side->id, CatalogNames::game(side->game),
                                                          CatalogNames::danger(side->danger),
                                                          CatalogNames::terrain(side->terrain)));
        m_honesty->setVisible(data.provenance == SpaceProvenance::Template
                              || data.provenance == SpaceProvenance::ReadFromPicture);
        if (data.provenance == SpaceProvenance::ReadFromPicture) {
            const int doubtful = int(std::count_if(data.spaces.cbegin(), data.spaces.cend(),
                                                   [](const TileSpace &s) { return s.doubtful(); }));
            m_honesty->setText(tr("Read from the picture %1 (Rekee's tile pictures), twice and independently, "
                                  "disagreements settled by a third look.").arg(data.picture)
                               + u' '
                               + (doubtful > 0 ? tr("%n space(s) stay uncertain (a dotted ring and “?”): check them "
                                                    "on your tile.", nullptr, doubtful)
                                               : tr("Every space was read with certainty."))
                               + u' '
                               + tr("Correct anything and save: your data is then “measured” and used instead."));
        } else {
            m_honesty->setText(tr("A template: the spaces are a guess from the tile's shape and nothing is marked. Count "
                                  "the spaces of your own tile, mark its limits and lines, then say whether you measured "
                                  "it or estimated it."));
        }
    }
    m_provenance->setCurrentIndex(std::max(0, m_provenance->findData(int(data.provenance))));
    if (m_author->text() != data.author)
        m_author->setText(data.author);
    if (m_note->toPlainText() != data.note)
        m_note->setPlainText(data.note);
    if (side) {
        const LaneCounts counts = SpaceTemplates::countsOf(data, *side);
        for (const LaneBox &b : std::as_const(m_boxes)) {
            if (b.road >= counts.size())
                continue;
            const QList<int> &lanes = counts[b.road];
            if (b.lane >= 0 && b.lane < lanes.size()) {
                b.box->setValue(lanes[b.lane]);
                // A count the reading is not sure of shows "?".
                bool doubtful = false;
                for (const TileSpace &s : data.spaces)
                    doubtful = doubtful || (s.road == b.road && s.lane == b.lane && !s.offRoad && s.span == 1 && s.uncertain);
                b.box->setSuffix(doubtful ? u" ?"_s : QString());
                b.box->setToolTip(doubtful ? tr("The reading of this count is uncertain; set the count of your tile.")
                                           : QString());
            } else if (b.lane < 0 && !lanes.isEmpty()) {
                const bool same = std::all_of(lanes.begin(), lanes.end(), [&lanes](int n) { return n == lanes.first(); });
                b.box->setSpecialValueText(same ? QString() : tr("mixed"));
                b.box->setValue(same ? lanes.first() : b.box->minimum());
            }
        }
    }
    m_updating = false;
}

} // namespace Pacenotes
