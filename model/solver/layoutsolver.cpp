// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutsolver.h"

#include "catalog/tilecatalog.h"
#include "footprint.h"
#include "searchrunner.h"
#include "shapesink.h"
#include "shapegrouping.h"
#include "solvercontext.h"

#include "solvertext.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

bool isRequestProblem(SolverIssue::Kind k)
{
    switch (k) {
    case SolverIssue::Kind::OddTurnSum:
    case SolverIssue::Kind::TooFewCorners:
    case SolverIssue::Kind::TurnsCannotClose:
    case SolverIssue::Kind::LaneChangesUnpaired:
    case SolverIssue::Kind::TooFewTiles:
    case SolverIssue::Kind::KeptTilesApart:
        return false;
    default:
        return true;
    }
}

/// Can the circuit search leave the anchor at all? (The reachability table says no when no
/// arrangement of the tiles returns to the start, crossing or not.)
bool anyRootCanClose(const SearchSpec &spec)
{
    if (spec.stage || spec.reachDisabled)
        return true;
    for (const SearchSpec::Root &r : spec.roots) {
        const int first = spec.origin + spec.offset[size_t(r.exitHeading)];
        if (r.reach >= 0 && spec.reach[size_t(r.reach)].reachable(spec.multisets - 1, r.specOut, r.exitHeading, first))
            return true;
    }
    return false;
}

} // namespace

LayoutResult LayoutSolver::solve(const LayoutRequest &request, const TileCatalog &catalog, const SolveControl &control)
{
    QElapsedTimer clock;
    clock.start();
    auto context = std::make_shared<SolverContext>(request, catalog);
    LayoutResult result;
    result.context = context;
    const auto finish = [&](LayoutResult::Status status) {
        result.status = status;
        result.elapsedMs = clock.nsecsElapsed() / 1e6;
        context->spec.reach.clear();
        context->spec.reach.shrink_to_fit();
        return std::move(result);
    };
    const auto cancelled = [&] { return control.cancel && control.cancel->load(); };

    if (request.keepBest < 0 || !(request.tileWidthCm > 0) || request.minCourseTiles < 0
        || (request.maxTable && !(request.maxTable->widthCm > 0 && request.maxTable->heightCm > 0))) {
        result.issues.append({SolverIssue::Kind::BadOption, SolverIssue::Severity::Error,
                              SolverText::tr("Bad solver options: tile size and table size must be positive, counts not negative.")});
        return finish(LayoutResult::Status::Invalid);
    }
    context->problem = LayoutProblem::analyse(request, catalog);
    const LayoutProblem &problem = context->problem;
    result.kind = problem.kind;
    result.issues = problem.issues;
    if (problem.hasErrors()) {
        const bool invalid = std::any_of(problem.issues.cbegin(), problem.issues.cend(),
                                         [](const SolverIssue &i) { return i.isError() && isRequestProblem(i.kind); });
        return finish(invalid ? LayoutResult::Status::Invalid : LayoutResult::Status::NoSolution);
    }
    if (problem.traversals.size() > 255) {
        result.issues.append({SolverIssue::Kind::TooManyTiles, SolverIssue::Severity::Error,
                              SolverText::tr("The list has too many different kinds of tile for the solver.")});
        return finish(LayoutResult::Status::Invalid);
    }

    // Kept tiles a circuit cannot reach: it never strays further than half its length.
    if (problem.kind == LayoutProblem::Kind::Circuit && problem.anchor.kept) {
        for (const KeptTile &k : problem.kept)
            if (k.use == KeptTile::Use::Pass && (k.tile.pos - problem.anchor.pos).length() > (problem.courseTiles() / 2)) {
                result.issues.append({SolverIssue::Kind::KeptTilesApart, SolverIssue::Severity::Error,
                                      SolverText::tr("Kept tile %1 lies too far from the start for a circuit of %n tile(s) to pass it.", nullptr,
                                         problem.courseTiles())
                                          .arg(k.tile.sideId)});
                return finish(LayoutResult::Status::NoSolution);
            }
    }

    context->spec = SearchSpec::build(problem, request, control.cancel);
    if (cancelled())
        return finish(LayoutResult::Status::Cancelled);
    const SearchSpec &spec = context->spec;
    if (!anyRootCanClose(spec)) {
        result.issues.append({SolverIssue::Kind::NoClosedCourse, SolverIssue::Severity::Error,
                              SolverText::tr("No order of these tiles leads back into the start/finish tile, even if the road "
                                 "could run over itself: the corners and lane widths cannot close a circuit.")});
        return finish(LayoutResult::Status::NoSolution);
    }

    result.prepareMs = clock.nsecsElapsed() / 1e6;
    SearchRunOptions run;
    run.threads = request.threads > 0 ? request.threads : std::max(1, QThread::idealThreadCount());
    run.cancel = control.cancel;
    run.progress = control.progress;
    run.progressEveryNodes = control.progressEveryNodes;
    run.clock = &clock;
    run.firstOnly = request.firstOnly;
    bool keepAll = request.keepBest == 0 && !request.firstOnly;
    // Where one shape can have several arrangements (lane-width tiles), arrangements are not
    // shapes: an exact count of the best few needs every layout in hand, grouped, then cut.
    const bool keepAllToCount = !keepAll && request.exactCount && !request.firstOnly && ShapeGrouping::isAmbiguous(problem);
    keepAll = keepAll || keepAllToCount;
    run.keep = request.firstOnly ? 1 : keepAll ? 0 : request.keepBest;
    run.bound = !keepAll && !request.exactCount && !request.firstOnly;

    SearchRunOutcome outcome;
    if (!run.bound) {
        outcome = runSearch(spec, run);
    } else {
        // Branch and bound for the best k, widening a cut-off on the first ranking field until
        // k layouts are in: each pass searches only layouts at least that good.
        const int tiles = 1 + spec.middleTotal;
        quint64 limit = request.rankBy == RankBy::Compact ? ShapeSink::areaField(spec.areaBound(0, 0), tiles, spec.subset)
                                                          : quint64(255 - tiles);
        for (;;) {
            run.boundLimit = ShapeSink::packKey(limit, (quint64(1) << 24) - 1, (quint64(1) << 16) - 1);
            const qint64 before = outcome.nodes;
            outcome = runSearch(spec, run);
            outcome.nodes += before;
            if (outcome.stopped || int(outcome.store.records.size()) >= run.keep || limit >= (quint64(1) << 24) - 1)
                break;
            // The k-th best key seen (cut off or not) belongs to a real layout: with it as the
            // next cut-off, k layouts surely get in. Without k seen, widen by a quarter.
            const quint64 grown = request.rankBy == RankBy::Compact ? limit + limit / 4 + 1 : limit + 1;
            limit = int(outcome.seenKeys.size()) >= run.keep ? std::max(limit + 1, outcome.seenKeys.back() >> 40) : grown;
        }
    }
    result.searchMs = clock.nsecsElapsed() / 1e6 - result.prepareMs;
    result.threads = outcome.threads;
    result.nodes = outcome.nodes;
    result.mirrorHalving = spec.mirror;
    if (outcome.firstFoundNs >= 0)
        result.firstFoundMs = outcome.firstFoundNs / 1e6;

    ShapeGrouping::Options grouping;
    if (outcome.stopped && keepAll && !request.firstOnly) {
        keepAll = false; // cancelled: hand back the best found so far, quickly
        run.keep = ShapeSink::kFallbackKeep;
    }
    if (outcome.truncated) {
        keepAll = false; // counted all, kept the best
        run.keep = ShapeSink::kFallbackKeep;
        result.issues.append({SolverIssue::Kind::TooManyShapes, SolverIssue::Severity::Warning,
                              SolverText::tr("More layouts than can be kept: all are counted, the best %1 kept.")
                                  .arg(ShapeSink::kFallbackKeep)});
    }
    grouping.keepAll = keepAll;
    grouping.keep = run.keep;
    grouping.runs = outcome.runs;
    grouping.countSymmetry = keepAll && !outcome.stopped && problem.kept.isEmpty() && !spec.subset;
    ShapeGrouping::apply(*context, std::move(outcome.store), grouping, result);
    if (keepAllToCount && keepAll && result.shapes.size() > request.keepBest)
        result.shapes.resize(request.keepBest); // counted in full; handed back: the best asked for
    result.arrangementCount = outcome.found;
    if (run.bound || request.firstOnly) {
        // Nothing was counted: what is known is what came back.
        result.shapeCount = result.shapes.size();
        result.arrangementCount = 0;
        for (const LayoutShape &s : std::as_const(result.shapes))
            result.arrangementCount += s.arrangements;
        result.countExact = false;
    } else if (!keepAll) {
        // Without every layout in hand, shapes can be told from arrangements only when each
        // shape has one arrangement.
        result.shapeCount = ShapeGrouping::isAmbiguous(problem) ? -1 : outcome.found;
        result.countExact = (request.exactCount || outcome.truncated) && !request.firstOnly && !outcome.stopped
            && result.shapeCount >= 0;
    } else {
        result.countExact = !outcome.stopped;
    }
    if (outcome.stopped && !request.firstOnly)
        return finish(LayoutResult::Status::Cancelled);
    if (!result.shapes.isEmpty())
        return finish(LayoutResult::Status::Solved);

    // Nothing: say why, as far as it can be told.
    if (request.maxTable) {
        LayoutRequest unlimited = request;
        unlimited.maxTable.reset();
        unlimited.firstOnly = true;
        const LayoutResult any = solve(unlimited, catalog, {control.cancel, {}, control.progressEveryNodes});
        if (any.isSolved()) {
            result.issues.append({SolverIssue::Kind::TableTooSmall, SolverIssue::Severity::Error,
                                  SolverText::tr("Layouts exist, but none fits a table of %1 × %2 cm.")
                                      .arg(request.maxTable->widthCm)
                                      .arg(request.maxTable->heightCm)});
            return finish(LayoutResult::Status::NoSolution);
        }
    }
    if (problem.kind == LayoutProblem::Kind::Circuit)
        result.issues.append({SolverIssue::Kind::AlwaysOverlaps, SolverIssue::Severity::Error,
                              SolverText::tr("Every way of closing the circuit with these tiles runs the road over itself.")});
    else
        result.issues.append({SolverIssue::Kind::NoStageFits, SolverIssue::Severity::Error,
                              SolverText::tr("No stage can be laid with these tiles without the road running over itself.")});
    return finish(LayoutResult::Status::NoSolution);
}

LayoutSolver::LayoutSolver(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<LayoutResult>::finished, this, &LayoutSolver::onFinished);
}

LayoutSolver::~LayoutSolver()
{
    cancel();
    m_watcher.waitForFinished();
}

void LayoutSolver::start(const LayoutRequest &request)
{
    cancel();
    m_watcher.waitForFinished();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_lastReportMs = -1;
    const int generation = ++m_generation;
    SolveControl control;
    control.cancel = m_cancel.get();
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    control.progress = [this, generation, clock, flag = m_cancel](const SolveProgress &p) {
        Q_UNUSED(flag); // keeps the flag alive as long as the worker runs
        // At most about twenty reports a second reach the GUI thread.
        const qint64 now = clock->elapsed();
        if (m_lastReportMs >= 0 && now - m_lastReportMs < 50)
            return;
        m_lastReportMs = now;
        QMetaObject::invokeMethod(
            this, [this, generation, p] {
                if (generation == m_generation)
                    emit progressChanged(p);
            },
            Qt::QueuedConnection);
    };
    const TileCatalog &catalog = TileCatalog::builtin();
    m_watcher.setFuture(QtConcurrent::run([request, &catalog, control, flag = m_cancel] {
        Q_UNUSED(flag);
        return solve(request, catalog, control);
    }));
}

void LayoutSolver::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

bool LayoutSolver::isRunning() const
{
    return m_watcher.isRunning();
}

void LayoutSolver::onFinished()
{
    if (m_watcher.future().resultCount() == 0)
        return;
    m_result = m_watcher.result();
    emit finished(m_result);
}

} // namespace Pacenotes
