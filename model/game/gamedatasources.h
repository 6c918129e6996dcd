// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamedataitem.h"
#include "rules/rulestypes.h"

#include <QMap>

#include <array>

namespace Pacenotes {

/**
 * What the source keys of the built-in data files stand for ("dkrees" -> "dkrees/RallymanGT-Solo
 * ... carClasses.ts"), per kind of data, so that every value's source can be shown in full; and
 * the provenance of the solo timing, which its file gives once for all values.
 */
class GameDataSources
{
public:
    static const GameDataSources &builtin();

    /// The description of `key` in the file of `kind`; the key itself when the file has none.
    QString describe(GameDataKind kind, const QString &key) const;
    const QMap<QString, QString> &sources(GameDataKind kind) const { return m_sources[int(kind)]; }
    /// Every value of gt-solo-timing.json: its "source", "confidence" and "notes".
    const Provenance &soloTiming() const { return m_solo; }

private:
    std::array<QMap<QString, QString>, GameDataKindCount> m_sources;
    Provenance m_solo;
};

} // namespace Pacenotes
