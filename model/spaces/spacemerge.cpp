// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacemerge.h"

#include <algorithm>

namespace Pacenotes::SpaceMerge {

QList<SpaceMergeItem> plan(const SpacePack &mine, const SpacePack &theirs)
{
    QList<SpaceMergeItem> out;
    for (auto it = theirs.sides.cbegin(); it != theirs.sides.cend(); ++it) {
        SpaceMergeItem item;
        item.sideId = it.key();
        item.theirs = *it;
        item.theirScan = theirs.scans.contains(it.key());
        const auto own = mine.sides.constFind(it.key());
        if (own == mine.sides.cend()) {
            item.kind = SpaceMergeItem::Kind::New;
        } else {
            item.mine = *own;
            item.kind = sameSpaces(*own, *it) && own->provenance == it->provenance ? SpaceMergeItem::Kind::Same
                                                                                   : SpaceMergeItem::Kind::Conflict;
        }
        out.append(item);
    }
    return out;
}

bool sameSpaces(const TileSpaces &a, const TileSpaces &b)
{
    return a.sideId == b.sideId && a.spaces == b.spaces && a.startFinish == b.startFinish;
}

SpacePack apply(const SpacePack &mine, const SpacePack &theirs, const QList<SpaceMergeItem> &plan,
                const QHash<QString, MergeChoice> &choices)
{
    SpacePack out = mine;
    out.notes.clear();
    for (const SpaceMergeItem &item : plan) {
        bool take = false;
        switch (item.kind) {
        case SpaceMergeItem::Kind::New: take = true; break;
        case SpaceMergeItem::Kind::Same: take = false; break;
        case SpaceMergeItem::Kind::Conflict: take = choices.value(item.sideId, MergeChoice::KeepMine) == MergeChoice::TakeTheirs; break;
        }
        if (take) {
            out.sides.insert(item.sideId, item.theirs);
            if (theirs.scans.contains(item.sideId))
                out.scans.insert(item.sideId, theirs.scans.value(item.sideId));
        } else if (!out.scans.contains(item.sideId) && theirs.scans.contains(item.sideId)) {
            // A picture is welcome even where the data stays ours.
            out.scans.insert(item.sideId, theirs.scans.value(item.sideId));
        }
    }
    return out;
}

int conflicts(const QList<SpaceMergeItem> &plan)
{
    return int(std::count_if(plan.begin(), plan.end(),
                             [](const SpaceMergeItem &i) { return i.kind == SpaceMergeItem::Kind::Conflict; }));
}

} // namespace Pacenotes::SpaceMerge
