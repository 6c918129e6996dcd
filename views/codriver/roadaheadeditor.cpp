// SPDX-License-Identifier: GPL-3.0-or-later
#include "roadaheadeditor.h"

#include "game/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

/// One space's properties, edited in a table cell.
class SpaceCell : public QWidget
{
    Q_OBJECT
public:
    SpaceCell(Game game, const SpaceInfo &space, QWidget *parent)
        : QWidget(parent), m_game(game), m_space(space), m_limit(new QSpinBox(this)), m_extra(new QSpinBox(this)),
          m_flag(new QCheckBox(this)), m_colour(new QComboBox(this)), m_car(new QCheckBox(this))
    {
        m_limit->setRange(0, 6);
        m_limit->setSpecialValueText(QString::fromUtf8("\u2014"));
        m_limit->setValue(space.limit);
        m_extra->setRange(0, 6);
        m_extra->setValue(space.jump);
        m_extra->setVisible(game == Game::Dirt);
        m_flag->setChecked(game == Game::GT ? space.dangerous : space.water);
        for (Danger d : {Danger::None, Danger::Yellow, Danger::Orange, Danger::Red})
            m_colour->addItem(QString(), int(d));
        m_colour->setCurrentIndex(m_colour->findData(int(space.danger)));
        m_car->setChecked(space.occupied);
        auto *l = new QHBoxLayout(this);
        l->setContentsMargins(2, 1, 2, 1);
        l->setSpacing(3);
        for (QWidget *w : std::initializer_list<QWidget *>{m_limit, m_flag, m_extra, m_colour, m_car})
            l->addWidget(w);
        retranslate();
        connect(m_limit, &QSpinBox::valueChanged, this, &SpaceCell::changed);
        connect(m_extra, &QSpinBox::valueChanged, this, &SpaceCell::changed);
        connect(m_colour, &QComboBox::currentIndexChanged, this, &SpaceCell::changed);
        connect(m_flag, &QCheckBox::toggled, this, &SpaceCell::changed);
        connect(m_car, &QCheckBox::toggled, this, &SpaceCell::changed);
    }

    SpaceInfo space() const
    {
        SpaceInfo s = m_space;
        s.limit = m_limit->value();
        s.danger = Danger(m_colour->currentData().toInt());
        s.occupied = m_car->isChecked();
        if (m_game == Game::GT) {
            s.dangerous = m_flag->isChecked() && s.limit > 0;
        } else {
            s.water = m_flag->isChecked();
            s.jump = m_extra->value();
        }
        return s;
    }

    void retranslate()
    {
        m_limit->setToolTip(tr("Speed limit (— for none)"));
        m_flag->setText(m_game == Game::GT ? tr("!") : tr("water"));
        m_flag->setToolTip(m_game == Game::GT ? tr("Dangerous corner: at the limit the car takes a hazard (GT p. 11)")
                                              : tr("Water hazard (DIRT p. 14)"));
        m_extra->setToolTip(tr("Jump value (— for none)"));
        m_extra->setPrefix(tr("jump "));
        m_extra->setSpecialValueText(tr("no jump"));
        const QStringList colours{tr("colour?"), tr("yellow"), tr("orange"), tr("red")};
        for (int i = 0; i < m_colour->count(); ++i)
            m_colour->setItemText(i, colours.value(i));
        m_colour->setToolTip(tr("The tile's danger colour (for the Damage tokens of a Loss of Control)"));
        m_car->setText(tr("car"));
        m_car->setToolTip(tr("Another car (or an obstacle) is on this space"));
    }

signals:
    void changed();

private:
    Game m_game;
    SpaceInfo m_space;
    QSpinBox *m_limit;
    QSpinBox *m_extra;
    QCheckBox *m_flag;
    QComboBox *m_colour;
    QCheckBox *m_car;
};

RoadAheadEditor::RoadAheadEditor(QWidget *parent)
    : QWidget(parent), m_spaces(new QSpinBox(this)), m_lanes(new QSpinBox(this)), m_start(new QComboBox(this)),
      m_spacesLabel(new QLabel(this)), m_lanesLabel(new QLabel(this)), m_startLabel(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    m_spaces->setRange(1, 16);
    m_spaces->setValue(12);
    m_lanes->setRange(1, 3);
    m_lanes->setValue(2);
    m_spacesLabel->setBuddy(m_spaces);
    m_lanesLabel->setBuddy(m_lanes);
    m_startLabel->setBuddy(m_start);
    // The fields wrap in a narrow dock (the game window's, in Russian) rather than widen it;
    // each label stays with its field.
    auto *top = new FlowLayout(nullptr, 8);
    for (const auto &[label, field] : {std::pair<QWidget *, QWidget *>{m_spacesLabel, m_spaces}, {m_lanesLabel, m_lanes},
                                       {m_startLabel, m_start}}) {
        auto *pair = new QWidget(this);
        auto *row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        row->addWidget(field);
        top->addWidget(pair);
    }
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    connect(m_spaces, &QSpinBox::valueChanged, this, [this] {
        rebuild();
        emit changed();
    });
    connect(m_lanes, &QSpinBox::valueChanged, this, [this] {
        rebuild();
        emit changed();
    });
    connect(m_start, &QComboBox::currentIndexChanged, this, &RoadAheadEditor::changed);
    rebuild();
    retranslate();
}

void RoadAheadEditor::setGame(Game game)
{
    if (game == m_game)
        return;
    m_game = game;
    rebuild();
}

void RoadAheadEditor::setShape(int spaces, int lanes, int startLane)
{
    const QSignalBlocker a(m_spaces), b(m_lanes);
    m_spaces->setValue(spaces);
    m_lanes->setValue(lanes);
    rebuild();
    m_start->setCurrentIndex(qBound(0, startLane, m_start->count() - 1));
}

SpaceInfo RoadAheadEditor::space(int row, int lane) const
{
    if (const auto *cell = qobject_cast<SpaceCell *>(m_table->cellWidget(row, lane)))
        return cell->space();
    return {};
}

void RoadAheadEditor::setSpace(int row, int lane, const SpaceInfo &space)
{
    saveCells();
    while (m_grid.size() <= row)
        m_grid.append(QList<SpaceInfo>(3));
    m_grid[row][lane] = space;
    if (row < m_table->rowCount() && lane < m_table->columnCount()) {
        auto *fresh = new SpaceCell(m_game, space, m_table);
        connect(fresh, &SpaceCell::changed, this, &RoadAheadEditor::changed);
        m_table->setCellWidget(row, lane, fresh); // deletes the old cell
    }
    emit changed();
}

void RoadAheadEditor::saveCells()
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        for (int l = 0; l < m_table->columnCount(); ++l)
            if (const auto *cell = qobject_cast<SpaceCell *>(m_table->cellWidget(r, l))) {
                while (m_grid.size() <= r)
                    m_grid.append(QList<SpaceInfo>(3));
                m_grid[r][l] = cell->space();
            }
}

void RoadAheadEditor::rebuild()
{
    // Keep what was typed: cells are recreated from the grid, which remembers every space.
    saveCells();
    const int rows = m_spaces->value();
    const int lanes = m_lanes->value();
    while (m_grid.size() < rows)
        m_grid.append(QList<SpaceInfo>(3));
    m_table->clear();
    m_table->setRowCount(rows);
    m_table->setColumnCount(lanes);
    for (int r = 0; r < rows; ++r)
        for (int l = 0; l < lanes; ++l) {
            auto *cell = new SpaceCell(m_game, m_grid[r][l], m_table);
            connect(cell, &SpaceCell::changed, this, &RoadAheadEditor::changed);
            m_table->setCellWidget(r, l, cell);
        }
    const int start = m_start->currentIndex();
    {
        const QSignalBlocker block(m_start);
        m_start->clear();
        for (int l = 0; l < lanes; ++l)
            m_start->addItem(QString::number(l + 1), l);
        m_start->setCurrentIndex(qBound(0, start, lanes - 1));
    }
    retranslate();
}

void RoadAheadEditor::retranslate()
{
    m_spacesLabel->setText(tr("&Spaces ahead:"));
    m_lanesLabel->setText(tr("&Lanes:"));
    m_startLabel->setText(tr("Car in lane:"));
    QStringList lanes, rows;
    for (int l = 0; l < m_table->columnCount(); ++l)
        lanes << tr("Lane %1").arg(l + 1);
    for (int r = 0; r < m_table->rowCount(); ++r)
        rows << QString::number(r + 1);
    m_table->setHorizontalHeaderLabels(lanes);
    m_table->setVerticalHeaderLabels(rows);
    m_table->setToolTip(tr("Row 1 is the space just ahead of the car. A car moves straight on or diagonally to the next lane."));
    for (int r = 0; r < m_table->rowCount(); ++r)
        for (int l = 0; l < m_table->columnCount(); ++l)
            if (auto *cell = qobject_cast<SpaceCell *>(m_table->cellWidget(r, l)))
                cell->retranslate();
}

void RoadAheadEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

RoadAhead RoadAheadEditor::roadAhead(int maxSpaces) const
{
    Q_UNUSED(maxSpaces)
    return road();
}

RoadAhead RoadAheadEditor::road() const
{
    QList<QList<SpaceInfo>> rows;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QList<SpaceInfo> row;
        for (int l = 0; l < m_table->columnCount(); ++l)
            row.append(space(r, l));
        rows.append(row);
    }
    return RoadAhead::lanes(rows, m_start->currentIndex());
}

} // namespace Pacenotes

#include "roadaheadeditor.moc"
