// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryentry.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QImage>
#include <QPointer>

namespace Pacenotes {

class TrackLibrary;

/**
 * The track library as a table: title, game, tiles, validity, where. An adapter over a copy
 * of TrackLibrary's entries, kept in step with its signals row by row (rows are added,
 * changed and removed, never reset except when the index is reopened), so the selection in
 * the view survives a rescan. The thumbnail (PNG in the index) is decoded on first use.
 */
class LibraryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, GameColumn, TilesColumn, ValidityColumn, WhereColumn, ColumnCount };
    enum Roles {
        PathRole = Qt::UserRole + 1, ///< QString, the file (":/tracks/..." for bundled ones)
        SourceRole,                  ///< int (LibrarySource)
        GameRole,                    ///< int (Game), or -1 when unknown
        KindRole,                    ///< int (LibraryKind)
        ValidRole,                   ///< bool
        ProblemCountRole,            ///< int
        TileCountRole,               ///< int
        SearchTextRole,              ///< QString: title, author, tile ids and file name, lower case
        ThumbnailRole,               ///< QImage, null until drawn
        SubtitleRole,                ///< QString: "GT · 15 tiles\nCircuit", two lines for the icon view
    };
    Q_ENUM(Roles)

    explicit LibraryModel(QObject *parent = nullptr);

    /// Follows `library` (nullptr: empty).
    void setLibrary(TrackLibrary *library);
    void setEntries(const QList<LibraryEntry> &entries);
    void apply(const QList<LibraryEntry> &upserts, const QStringList &removed);

    const LibraryEntry &entry(int row) const { return m_entries.at(row); }
    int rowOf(const QString &path) const { return m_rows.value(path, -1); }
    /// "Circuit", "Stage · 2 problems", "Unreadable"…
    static QString validityText(const LibraryEntry &entry);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    void reindex();
    QString toolTip(const LibraryEntry &e) const;

    QPointer<TrackLibrary> m_library;
    QList<LibraryEntry> m_entries;
    QHash<QString, int> m_rows;
    mutable QHash<QString, QImage> m_images;
};

} // namespace Pacenotes
