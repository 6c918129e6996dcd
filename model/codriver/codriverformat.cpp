// SPDX-License-Identifier: GPL-3.0-or-later
#include "codriverformat.h"
#include "codrivertr.h"

#include <QLocale>

namespace Pacenotes::CoDriverFormat {

using namespace Qt::StringLiterals;

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString percent(double p)
{
    const double v = 100.0 * p;
    const int decimals = v > 0 && v < 1 ? 1 : 0;
    return CoDriverTr::tr("%1%", "a percentage").arg(number(v, decimals));
}

QString distance(double spaces)
{
    return number(spaces, 1);
}

QString tokens(double t)
{
    if (qAbs(t) < 0.005)
        return u"0"_s;
    const QString n = number(qAbs(t), qAbs(t - qRound(t)) < 0.005 ? 0 : 1);
    return (t > 0 ? u"+"_s : u"\u2212"_s) + n;
}

QString dice(const QList<PlanStepRef> &steps)
{
    QStringList d;
    for (const PlanStepRef &s : steps)
        d << s.dice.text();
    return d.join(u' ');
}

GearMarker endMarker(const OutcomeShare &share, const QList<ScoredStep> &steps)
{
    if (steps.isEmpty())
        return {};
    const ScoredStep &s = steps.at(qBound(0, share.step, int(steps.size()) - 1));
    switch (share.end) {
    case TurnEnd::LossOfControl: return s.loss.marker;
    case TurnEnd::FlyingStartStop: return GearMarker{2, false};
    default: return s.endGear;
    }
}

QString likelyEnd(const CoDriverPlan &plan)
{
    QHash<QString, double> byMarker;
    for (const OutcomeShare &o : plan.outcome.outcomes)
        byMarker[endMarker(o, plan.scored).text()] += o.probability;
    QString best;
    double p = -1;
    for (auto it = byMarker.cbegin(); it != byMarker.cend(); ++it)
        if (it.value() > p + 1e-12 || (qAbs(it.value() - p) <= 1e-12 && it.key() < best)) {
            best = it.key();
            p = it.value();
        }
    if (best.isEmpty())
        return {};
    return CoDriverTr::tr("%1 (%2)", "end gear (its chance)").arg(best, percent(p));
}

} // namespace Pacenotes::CoDriverFormat
