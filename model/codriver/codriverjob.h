// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver.h"

#include <QFuture>
#include <QObject>

#include <atomic>
#include <memory>

namespace Pacenotes {

/**
 * Runs the co-driver off the caller's thread for a panel: start() with a new question cancels
 * the search still running for the old one (it stops within a few milliseconds and its answer is
 * never reported), partial() streams the best plans found so far, finished() gives the checked
 * front. Signals come in the object's thread. The object waits for its searches when destroyed
 * (they stop within milliseconds of a cancel, in every phase), so the data must outlive it.
 */
class CoDriverJob : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CoDriverJob)

public:
    /// `data`: the game data to use (it must outlive the job); nullptr: the built-in data.
    explicit CoDriverJob(const RulesData *data = nullptr, QObject *parent = nullptr);
    ~CoDriverJob() override;

    void start(const CoDriverRequest &request);
    void cancel();
    /// The game data for the next start() (nullptr: the built-in data). A search still running
    /// keeps the data it started with until it stops; nothing waits for it here.
    void setData(const RulesData *data);
    const RulesData *data() const { return m_data; }
    bool isRunning() const { return m_running; }
    /// The last finished answer (for the request it answered).
    const CoDriverResult &result() const { return m_result; }
    const CoDriverRequest &request() const { return m_request; }

signals:
    void started();
    void partial(const QList<Pacenotes::CoDriverPlan> &front, double done);
    void finished(const Pacenotes::CoDriverResult &result);

private:
    const RulesData *m_data;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QList<QFuture<void>> m_runs;
    CoDriverRequest m_request;
    CoDriverResult m_result;
    int m_generation = 0;
    bool m_running = false;
};

} // namespace Pacenotes

Q_DECLARE_METATYPE(Pacenotes::CoDriverResult)
Q_DECLARE_METATYPE(QList<Pacenotes::CoDriverPlan>)
