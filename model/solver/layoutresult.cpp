// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutresult.h"

#include "layoutbuilder.h"
#include "solvercontext.h"
#include "solvertext.h"
#include "tileassignment.h"
#include "tilelisttext.h"

#include <QStringList>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

const ShapeRecord *recordOf(const LayoutResult &r, int index, int arrangement)
{
    if (!r.context || index < 0 || index >= r.shapes.size())
        return nullptr;
    const LayoutShape &s = r.shapes[index];
    if (arrangement < 0 || arrangement >= s.arrangements)
        return nullptr;
    return &r.store.records[size_t(r.recordOrder[size_t(s.firstRecord + arrangement)])];
}

} // namespace

Track LayoutResult::layout(int index, int arrangement, quint64 assignment) const
{
    const ShapeRecord *r = recordOf(*this, index, arrangement);
    return r ? LayoutBuilder::build(*context, *r, store.steps(*r), assignment) : Track{};
}

quint64 LayoutResult::assignmentCount(int index, int arrangement) const
{
    return recordOf(*this, index, arrangement) ? LayoutBuilder::assignmentCount(*context) : 0;
}

QList<LayoutResult::ClassUse> LayoutResult::classUses(int index, int arrangement) const
{
    QList<ClassUse> out;
    const ShapeRecord *r = recordOf(*this, index, arrangement);
    if (!r)
        return out;
    const LayoutProblem &p = context->problem;
    QList<int> used(p.classes.size(), 0);
    for (int i = 1; i < r->length; ++i) {
        const int cls = p.traversals[store.steps(*r)[i]].cls;
        if (cls >= 0)
            ++used[cls];
    }
    for (int c = 0; c < p.classes.size(); ++c) {
        if (!used[c] || p.classes[c].role == TileClass::Role::Kept)
            continue;
        out.append({p.classLabel(c), p.classes[c].sideIds});
    }
    return out;
}

QList<LayoutResult::ClassUse> LayoutResult::interchangeable(int index, int arrangement) const
{
    QList<ClassUse> out = classUses(index, arrangement);
    out.removeIf([](const ClassUse &u) { return u.sideIds.size() < 2 || u.sideIds.count(u.sideIds.first()) == u.sideIds.size(); });
    return out;
}

QString LayoutResult::interchangeableText(int index, int arrangement) const
{
    QStringList groups;
    for (const ClassUse &u : interchangeable(index, arrangement)) {
        QList<TileCount> counts;
        for (const QString &id : u.sideIds) {
            if (!counts.isEmpty() && counts.last().sideId == id)
                ++counts.last().count;
            else
                counts.append({id, 1});
        }
        groups << SolverText::tr("%1: %2").arg(u.label, TileListText::format(counts));
    }
    return groups.join(u"; "_s);
}

QString LayoutResult::turnString(int index, int arrangement) const
{
    const ShapeRecord *r = recordOf(*this, index, arrangement);
    if (!r)
        return {};
    QStringList parts;
    for (int i = 0; i < r->length; ++i) {
        const int turn = context->problem.traversals[store.steps(*r)[i]].turn;
        if (turn == 0)
            parts << u"S"_s;
        else
            parts << QString(std::abs(turn), turn > 0 ? u'R' : u'L');
    }
    return parts.join(u' ');
}

} // namespace Pacenotes
