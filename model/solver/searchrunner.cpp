// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchrunner.h"

#include "coursesearch.h"

#include <QMutex>

#include <algorithm>
#include <memory>
#include <thread>

namespace Pacenotes {

namespace {

/// Enough subtrees that two or more workers stay busy to the end.
constexpr int kTasksPerThread = 48;

} // namespace

SearchRunOutcome runSearch(const SearchSpec &spec, const SearchRunOptions &options)
{
    SearchRunOutcome outcome;
    SearchShared shared;
    shared.spec = &spec;
    shared.cancel = options.cancel;
    shared.firstOnly = options.firstOnly;
    shared.bound = options.bound;
    shared.boundLimit = options.boundLimit;
    shared.clock = options.clock;
    shared.reportEvery = std::max<qint64>(options.progressEveryNodes, CourseSearch::kCheckEvery);

    const int threads = std::max(1, options.threads);
    std::vector<std::unique_ptr<ShapeSink>> sinks;
    std::vector<std::unique_ptr<CourseSearch>> searches;
    const auto addWorker = [&] {
        sinks.push_back(std::make_unique<ShapeSink>(spec, options.keep, options.bound ? &shared.threshold : nullptr,
                                                    options.bound ? options.boundLimit : ~quint64(0)));
        searches.push_back(std::make_unique<CourseSearch>(shared, *sinks.back()));
    };
    addWorker();

    // Share the tree out: subtrees a few tiles deep (counted on a scratch search first).
    std::vector<SearchTask> tasks;
    int depth = 0;
    if (threads > 1 && !options.firstOnly && spec.middleTotal >= 6) {
        SearchShared scratchShared;
        scratchShared.spec = &spec;
        scratchShared.bound = options.bound;
        scratchShared.boundLimit = options.boundLimit;
        ShapeSink scratchSink(spec, 1, nullptr);
        CourseSearch scratch(scratchShared, scratchSink);
        std::size_t previous = 0;
        for (depth = 1; depth < std::min(spec.middleTotal - 1, 10); ++depth) {
            std::vector<SearchTask> probe;
            for (int r = 0; r < int(spec.roots.size()); ++r)
                scratch.split(r, depth, probe);
            // Enough subtrees, or a tree that stopped growing (small, or cut by the bound).
            if (int(probe.size()) >= kTasksPerThread * threads || (depth > 2 && probe.size() <= previous))
                break;
            previous = probe.size();
        }
        for (int r = 0; r < int(spec.roots.size()); ++r)
            searches[0]->split(r, depth, tasks);
    } else {
        for (int r = 0; r < int(spec.roots.size()); ++r)
            tasks.push_back({r, {}});
    }

    std::atomic<int> next{0};
    std::atomic<int> done{0};
    QMutex reportLock;
    const int total = int(tasks.size());
    if (options.progress) {
        shared.onNodes = [&] {
            if (!reportLock.tryLock())
                return; // another worker is reporting
            SolveProgress p;
            p.nodes = shared.nodes.load(std::memory_order_relaxed);
            p.found = shared.found.load(std::memory_order_relaxed);
            p.fraction = total ? double(done.load(std::memory_order_relaxed)) / total : 0.0;
            options.progress(p);
            reportLock.unlock();
        };
    }
    const int workers = std::min(threads, std::max(total, 1));
    while (int(searches.size()) < workers)
        addWorker();
    const auto work = [&](int w) {
        for (int i = next++; i < total; i = next++) {
            if (!searches[size_t(w)]->run(tasks[size_t(i)]))
                break;
            ++done;
        }
        sinks[size_t(w)]->sortRecords(); // in parallel, before the merge
    };
    std::vector<std::thread> pool;
    for (int w = 1; w < workers; ++w)
        pool.emplace_back(work, w);
    work(0);
    for (std::thread &t : pool)
        t.join();

    outcome.threads = workers;
    outcome.stopped = shared.stop.load();
    outcome.firstFoundNs = shared.firstFoundNs.load();
    for (size_t w = 0; w < sinks.size(); ++w) {
        outcome.found += sinks[w]->found();
        outcome.truncated = outcome.truncated || sinks[w]->truncated();
        outcome.seenKeys.insert(outcome.seenKeys.end(), sinks[w]->seenKeys().begin(), sinks[w]->seenKeys().end());
        outcome.nodes += searches[w]->nodes();
        outcome.runs.push_back(sinks[w]->store().records.size());
        if (w == 0)
            outcome.store = std::move(sinks[w]->store());
        else
            outcome.store.absorb(std::move(sinks[w]->store()));
    }
    std::sort(outcome.seenKeys.begin(), outcome.seenKeys.end());
    if (options.keep > 0 && outcome.seenKeys.size() > std::size_t(options.keep))
        outcome.seenKeys.resize(std::size_t(options.keep));
    return outcome; // ShapeGrouping sorts the records
}

} // namespace Pacenotes
