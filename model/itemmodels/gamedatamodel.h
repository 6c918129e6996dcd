// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamedataitem.h"

#include <QAbstractItemModel>
#include <QPointer>

namespace Pacenotes {

class GameDataDocument;

/**
 * The base of the game-data editor's tables: one row per row of data (a dashboard, a gear, a
 * token kind...), label columns that name it and value columns, one per field. Every value cell
 * tells where its value comes from (ConfidenceRole, ProvenanceRole, the tooltip), whether it is
 * the user's or a placeholder, the shipped value and its problems. setData() and reset() go
 * through the document's intents, so every edit is an undo command; a refused value changes
 * nothing and the document says why (GameDataDocument::inputRejected()).
 *
 * Subclasses give the rows and columns; a change of the rows (an import, a 0 side added)
 * resets the model, any other change updates the cells.
 */
class GameDataModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Roles {
        ItemRole = Qt::UserRole + 1, ///< GameDataItem: the value (field set) or the row (label cells)
        ConfidenceRole,              ///< int(Confidence) of a value; invalid on label cells
        UserValueRole,               ///< bool: the user entered this value
        PlaceholderRole,             ///< bool: not published, a stand-in to be corrected
        ProvenanceRole,              ///< QString: confidence, sources and note, one per line
        BuiltinValueRole,            ///< QString: the shipped value; invalid on a row the user added
        ProblemRole,                 ///< QString: the value's problems, one per line; invalid when none
        ProblemSeverityRole,         ///< int(GameDataProblem::Severity) of the worst problem
        ChoicesRole,                 ///< QVariantList of QVariantMap{"value", "text"}: a value picked from a list
        MinimumRole,                 ///< int: the smallest value an editor offers
        MaximumRole,                 ///< int: the largest value an editor offers (the document still checks)
    };

    GameDataModel(GameDataDocument *doc, GameDataKind kind, QObject *parent = nullptr);

    GameDataKind kind() const { return m_kind; }
    GameDataDocument *document() const;
    /// The value at `index` (its field set), or its row for a label cell.
    virtual GameDataItem itemAt(const QModelIndex &index) const;
    /// The cell of a value, or the first cell of a row when `item` has no field.
    virtual QModelIndex indexOf(const GameDataItem &item) const;
    /// The value (or the row, on a label cell) goes back to the built-in data, as an undo command.
    virtual bool reset(const QModelIndex &index);
    /// There is something of the user's to reset.
    virtual bool canReset(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

protected:
    /// A valid index of this model (an invalid one is asked about quietly, as views do).
    bool isCell(const QModelIndex &index) const { return index.isValid() && index.model() == this; }
    /// The rows, each an item without a field, in display order.
    virtual QList<GameDataItem> readRows() const = 0;
    /// One field per column; an empty field is a label column.
    virtual QStringList columns() const = 0;
    virtual QString labelTitle(int column) const;
    /// A label cell's text.
    virtual QVariant label(const GameDataItem &row, int column, int role) const = 0;
    /// The value cell's item, or an item without a field for a label cell.
    GameDataItem cellItem(const GameDataItem &row, int column) const;
    QVariant valueData(const GameDataItem &item, int role) const;
    /// Called after every change of the document; the default resets when readRows() differs.
    virtual void refresh();
    void notifyAllChanged();

    QList<GameDataItem> m_rows;

private:
    QPointer<GameDataDocument> m_doc;
    GameDataKind m_kind;
};

} // namespace Pacenotes
