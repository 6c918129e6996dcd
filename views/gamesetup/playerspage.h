// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setuppage.h"

#include <QList>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace Pacenotes {

/**
 * The players: per player a name, a colour, a car class and tyres — only the classes and tyres
 * the game data has. A car whose dashboard rests on uncertain data (one source, or a stand-in)
 * is marked in the game-data editor's colours, with every such value and its source on hover.
 */
class PlayersPage : public SetupPage
{
    Q_OBJECT
public:
    explicit PlayersPage(NewGameWizard *wizard);

    void sync() override;
    void retranslate() override;
    QStringList ownProblems() const override;

    struct Row
    {
        QLabel *number;
        QToolButton *colour;
        QLineEdit *name;
        QComboBox *carClass;
        QComboBox *tyres;
        QLabel *mark;
        QToolButton *remove;
    };
    const QList<Row> &rows() const { return m_rows; }
    QPushButton *addButton() const { return m_add; }

private:
    void rebuild();
    void fillRow(int i);
    Row makeRow(int i);
    void setColour(int i, const QColor &colour);

    QGridLayout *m_grid;
    QList<Row> m_rows;
    QList<QLabel *> m_headers;
    QPushButton *m_add;
    QLabel *m_note;
};

} // namespace Pacenotes
