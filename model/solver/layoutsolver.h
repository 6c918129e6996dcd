// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layoutrequest.h"
#include "layoutresult.h"

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace Pacenotes {

class TileCatalog;

/// Progress and cancellation for a synchronous solve.
struct SolveControl
{
    /// Checked by every worker at least every CourseSearch::kCheckEvery search states
    /// (microseconds apart), and between the table-building steps.
    const std::atomic<bool> *cancel = nullptr;
    /// Called from worker threads (never two at once) about every `progressEveryNodes`
    /// states of a worker. Keep it cheap; it may set the cancel flag.
    std::function<void(const SolveProgress &)> progress;
    qint64 progressEveryNodes = 1 << 18;
};

/**
 * Lays out a tile list: every distinct GT circuit or DIRT stage the tiles make, ranked.
 *
 * Two ways to use it:
 *  - LayoutSolver::solve(): synchronous and thread-safe (the command line, benchmarks, tests,
 *    or any worker thread); progress by callback, cancel by an atomic flag.
 *  - A LayoutSolver object: start() runs the same solve on a worker thread and reports
 *    progressChanged() and finished() in the object's thread; cancel() stops it within a
 *    fraction of a millisecond. Starting again cancels the previous run. The object waits for
 *    its worker when destroyed, so it can be deleted any time.
 *
 * How the search works and what the counts mean: docs/solver.md.
 */
class LayoutSolver : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LayoutSolver)

public:
    explicit LayoutSolver(QObject *parent = nullptr);
    ~LayoutSolver() override;

    static LayoutResult solve(const LayoutRequest &request, const TileCatalog &catalog,
                              const SolveControl &control = {});

    /// Starts solving with the built-in catalog; a running solve is cancelled first.
    void start(const LayoutRequest &request);
    void cancel();
    bool isRunning() const;
    /// The last finished result (empty before the first finishes).
    const LayoutResult &result() const { return m_result; }

signals:
    void progressChanged(const Pacenotes::SolveProgress &progress);
    void finished(const Pacenotes::LayoutResult &result);

private:
    void onFinished();

    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<LayoutResult> m_watcher;
    LayoutResult m_result;
    std::atomic<qint64> m_lastReportMs{-1};
    int m_generation = 0;
};

} // namespace Pacenotes
