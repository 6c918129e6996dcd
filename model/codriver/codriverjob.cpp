// SPDX-License-Identifier: GPL-3.0-or-later
#include "codriverjob.h"

#include <QtConcurrent/QtConcurrentRun>

namespace Pacenotes {

CoDriverJob::CoDriverJob(const RulesData *data, QObject *parent) : QObject(parent), m_data(data ? data : &RulesData::builtin())
{
}

CoDriverJob::~CoDriverJob()
{
    cancel();
    for (QFuture<void> &f : m_runs)
        f.waitForFinished();
}

void CoDriverJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    ++m_generation; // whatever the old search still says is not reported
    m_running = false;
}

void CoDriverJob::setData(const RulesData *data)
{
    m_data = data ? data : &RulesData::builtin();
}

void CoDriverJob::start(const CoDriverRequest &request)
{
    cancel();
    m_runs.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
    m_request = request;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    const int generation = m_generation;
    const std::shared_ptr<std::atomic<bool>> flag = m_cancel;
    const RulesData *data = m_data;
    CoDriverJob *job = this; // outlives the run: the destructor waits for it
    emit started();
    // The answers come back through the job's own thread; a newer start() makes them stale.
    m_runs.append(QtConcurrent::run([job, request, data, flag, generation] {
        CoDriverControl control;
        control.cancel = flag.get();
        control.partial = [job, flag, generation](const QList<CoDriverPlan> &front, double done) {
            if (flag->load())
                return;
            QMetaObject::invokeMethod(job, [job, front, done, generation] {
                if (job->m_generation == generation)
                    emit job->partial(front, done);
            }, Qt::QueuedConnection);
        };
        CoDriverResult result = CoDriver::run(request, *data, control);
        if (flag->load())
            return;
        QMetaObject::invokeMethod(job, [job, result, generation] {
            if (job->m_generation != generation)
                return;
            job->m_running = false;
            job->m_result = result;
            emit job->finished(result);
        }, Qt::QueuedConnection);
    }));
}

} // namespace Pacenotes
