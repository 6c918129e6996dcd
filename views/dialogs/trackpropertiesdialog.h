// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/trackproperties.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace Pacenotes {

/// Title, author, game, laps, direction, source and notes of a track, edited together.
class TrackPropertiesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TrackPropertiesDialog(const TrackProperties &properties, QWidget *parent = nullptr);

    TrackProperties properties() const;

private:
    TrackProperties m_original;
    QLineEdit *m_title;
    QLineEdit *m_author;
    QComboBox *m_game;
    QSpinBox *m_laps;
    QCheckBox *m_reverse;
    QLineEdit *m_source;
    QPlainTextEdit *m_notes;
};

} // namespace Pacenotes
