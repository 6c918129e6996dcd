// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "solver/layoutrequest.h"
#include "solver/layoutresult.h"

#include <QDialog>
#include <QElapsedTimer>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListView;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace Pacenotes {

class LayoutResultModel;
class LayoutSolver;
class LayoutThumbnailDelegate;
class TrackDocument;
struct SolveProgress;

/**
 * "Lay out for me": a non-modal dialog that runs the layout solver on a tile list (the
 * track's list, the tiles on the table, those plus the palette's free tiles, or a typed
 * list) with the user's options, shows progress while the solver works on its own threads,
 * lets the user stop it (keeping what was found), browse the results as thumbnails and put
 * one on the table as a single undo step (ReplaceTilesCommand).
 *
 * The document is only changed by Apply; the palette model, when given, is read for its
 * free tiles when that source is chosen.
 */
class LayoutDialog : public QDialog
{
    Q_OBJECT
public:
    LayoutDialog(TrackDocument *document, const QAbstractItemModel *palette, QWidget *parent = nullptr);
    ~LayoutDialog() override;

    /// Fills the source and game from the document as it is now (on opening).
    void followDocument();
    /// The request the current options make (nullopt and `error` when the list does not parse).
    std::optional<LayoutRequest> request(QString *error = nullptr) const;

    void start();
    void stop();
    bool isRunning() const;
    /// Puts the selected layout on the table; false when none is selected.
    bool applySelected();

    LayoutSolver *solver() const { return m_solver; }
    LayoutResultModel *resultModel() const { return m_model; }
    QListView *resultView() const { return m_results; }

signals:
    /// A solve ended (finished, no solution, invalid or stopped) and its results are shown.
    void solveFinished();
    /// A layout was put on the table.
    void layoutApplied();

protected:
    void hideEvent(QHideEvent *event) override;

private:
    QWidget *buildOptions();
    QWidget *buildResults();
    void sourceChanged();
    void listEdited();
    void updateListInfo();
    void updateOptionState();
    void onProgress(const SolveProgress &progress);
    void onFinished(const LayoutResult &result);
    void onDocumentReplaced();
    void updateRunState();
    void updateDetails();
    void tick();
    QString summaryText(const LayoutResult &result) const;

    TrackDocument *m_document;
    const QAbstractItemModel *m_palette;
    LayoutSolver *m_solver;
    LayoutResultModel *m_model;
    LayoutThumbnailDelegate *m_delegate;
    QElapsedTimer m_clock;
    QTimer *m_ticker;
    qint64 m_found = 0;
    double m_fraction = 0;
    bool m_keptAtStart = false;
    bool m_discardRun = false; ///< the running search was for a track no longer open
    QList<PlacedTile> m_tilesAtStart;

    QComboBox *m_source;
    QLineEdit *m_list;
    QLabel *m_listInfo;
    QComboBox *m_game;
    QCheckBox *m_keep;
    QCheckBox *m_subset;
    QSpinBox *m_minTiles;
    QCheckBox *m_table;
    QSpinBox *m_tableWidth;
    QSpinBox *m_tableDepth;
    QDoubleSpinBox *m_tileWidth;
    QComboBox *m_rank;
    QSpinBox *m_limit;
    QCheckBox *m_countAll;
    QPushButton *m_startButton;
    QPushButton *m_stopButton;
    QProgressBar *m_progress;
    QLabel *m_status;
    QLabel *m_summary;
    QLabel *m_issues;
    QListView *m_results;
    QLabel *m_details;
    QPushButton *m_applyButton;
};

} // namespace Pacenotes
