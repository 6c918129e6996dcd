// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilelisttext.h"

#include "catalog/tilecatalog.h"
#include "solvertext.h"

#include <QRegularExpression>
#include <QStringList>

namespace Pacenotes::TileListText {

using namespace Qt::StringLiterals;

std::optional<QList<TileCount>> parse(QStringView text, const TileCatalog &catalog, QString *error)
{
    static const QRegularExpression item(uR"(^(?:(\d{1,2})\s*[xX×*]\s*)?([^\s,;x×*]+?)(?:\s*[xX×*]\s*(\d{1,2}))?$)"_s);
    QList<TileCount> out;
    const auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    for (QStringView raw : text.split(QRegularExpression(u"[,;]"_s))) {
        const QString token = raw.trimmed().toString();
        if (token.isEmpty())
            continue;
        const QRegularExpressionMatch m = item.match(token);
        if (!m.hasMatch() || (m.hasCaptured(1) && m.hasCaptured(3)))
            return failWith(SolverText::tr("Cannot read \"%1\" in the tile list: write items like 105b or 2x105b, "
                                           "separated by commas.").arg(token));
        const int count = m.hasCaptured(1) ? m.captured(1).toInt() : m.hasCaptured(3) ? m.captured(3).toInt() : 1;
        const TileSide *side = catalog.side(m.captured(2));
        if (!side)
            return failWith(SolverText::tr("Tile %1 is not in the tile catalog.").arg(m.captured(2)));
        if (count < 1)
            return failWith(SolverText::tr("Bad count in \"%1\": use 1 to 99.").arg(token));
        bool merged = false;
        for (TileCount &c : out)
            if (c.sideId == side->id) {
                c.count += count;
                merged = true;
            }
        if (!merged)
            out.append({side->id, count});
    }
    if (out.isEmpty())
        return failWith(SolverText::tr("The tile list is empty."));
    return out;
}

QString format(const QList<TileCount> &list)
{
    QStringList parts;
    for (const TileCount &c : list)
        parts << (c.count == 1 ? c.sideId : u"%1×%2"_s.arg(c.count).arg(c.sideId));
    return parts.join(u", "_s);
}

Game gameOf(const QList<TileCount> &list, const TileCatalog &catalog)
{
    int gt = 0, dirt = 0;
    for (const TileCount &c : list)
        if (const TileSide *s = catalog.side(c.sideId); s && s->role != TileRole::Filler)
            (s->game == Game::GT ? gt : dirt) += c.count;
    return dirt > gt ? Game::Dirt : Game::GT;
}

} // namespace Pacenotes::TileListText
