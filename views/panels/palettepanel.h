// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/trackfitting.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace Pacenotes {

class TileCatalogModel;
class TileFilterProxy;
class TileScans;
class TileThumbnailDelegate;
class TrackDocument;

/**
 * The tile palette: every tile side (or the track's rulebook list) as thumbnails with the
 * copies still free, filters by game, box, lanes, terrain, danger and text.
 * Drag a tile onto the table; double-click (or Return) appends it at the open end of the
 * course — with Shift it turns left, with Ctrl right, with both straight on.
 */
class PalettePanel : public QWidget
{
    Q_OBJECT
public:
    PalettePanel(TrackDocument *document, QWidget *parent = nullptr);

    TileCatalogModel *model() const { return m_model; }
    TileFilterProxy *proxy() const { return m_proxy; }
    QListView *listView() const { return m_list; }
    QLineEdit *searchField() const { return m_search; }
    void setScans(const TileScans *scans);
    /// The game the palette shows; nullopt for "All games".
    std::optional<Game> gameFilter() const;
    /// The side id selected in the palette, or empty.
    QString currentSide() const;
    /// The hint the keyboard modifiers give: Shift left, Ctrl right, both straight.
    static TurnHint hintFor(Qt::KeyboardModifiers modifiers);

signals:
    void appendRequested(const QString &sideId, Pacenotes::TurnHint hint);
    void currentSideChanged(const QString &sideId);
    void boxesRequested();
    /// The list header's "Lay Out for Me…" button: lay the track's list out automatically.
    void layOutRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QGridLayout *buildFilters();
    void applyFilters();
    void followDocument();
    void updateListHeader();
    void fillCombos();

    TrackDocument *m_document;
    TileCatalogModel *m_model;
    TileFilterProxy *m_proxy;
    TileThumbnailDelegate *m_delegate;
    QComboBox *m_game;
    QComboBox *m_box;
    QComboBox *m_lanes;
    QComboBox *m_terrain;
    QComboBox *m_danger;
    QLineEdit *m_search;
    QCheckBox *m_ownedOnly;
    QLabel *m_listLabel;
    QCheckBox *m_wholeCatalog;
    QPushButton *m_layOut;
    QWidget *m_listHeader;
    QListView *m_list;
};

} // namespace Pacenotes
