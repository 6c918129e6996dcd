// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"
#include "spaces/markstamp.h"

#include <QToolButton>
#include <QWidget>

namespace Pacenotes {

/// A marking on the palette: click to put it on the selected spaces, or drag it onto a space.
class MarkButton : public QToolButton
{
    Q_OBJECT
public:
    MarkButton(const MarkStamp &stamp, QWidget *parent = nullptr);
    MarkStamp stamp() const { return m_stamp; }

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    MarkStamp m_stamp;
    QPoint m_pressPos;
};

/// The markings of a game, as buttons in a row (limits, dangerous limits, dotted lines…).
class MarkPalette : public QWidget
{
    Q_OBJECT
public:
    explicit MarkPalette(QWidget *parent = nullptr);
    void setGame(Game game);
    QList<MarkButton *> buttons() const { return m_buttons; }

signals:
    void stampClicked(const MarkStamp &stamp);

private:
    QList<MarkButton *> m_buttons;
    std::optional<Game> m_game;
};

} // namespace Pacenotes
