// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalognames.h"

#include "tilecatalog.h"

#include <QCoreApplication>

namespace Pacenotes::CatalogNames {

using namespace Qt::StringLiterals;

namespace {
// lupdate reads the context from the macro; a plain helper named Tr::tr() would not match.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};
} // namespace

QString game(Game g)
{
    return g == Game::GT ? Tr::tr("Rallyman: GT") : Tr::tr("Rallyman: DIRT");
}

QString gameId(Game g)
{
    return enumId(g);
}

std::optional<Game> gameFromId(QStringView id)
{
    return enumFromId<Game>(id.toString().toLower());
}

QString terrain(Terrain t)
{
    switch (t) {
    case Terrain::None: return Tr::tr("no terrain");
    case Terrain::Asphalt: return Tr::tr("asphalt");
    case Terrain::Gravel: return Tr::tr("gravel");
    case Terrain::Snow: return Tr::tr("snow");
    }
    return {};
}

QString terrainId(Terrain t)
{
    return enumId(t);
}

QString danger(Danger d)
{
    switch (d) {
    case Danger::None: return Tr::tr("no danger level");
    case Danger::Yellow: return Tr::tr("yellow");
    case Danger::Orange: return Tr::tr("orange");
    case Danger::Red: return Tr::tr("red");
    }
    return {};
}

QString dangerId(Danger d)
{
    return enumId(d);
}

QString role(TileRole r)
{
    switch (r) {
    case TileRole::Track: return Tr::tr("track tile");
    case TileRole::StartFinish: return Tr::tr("start/finish tile");
    case TileRole::Pit: return Tr::tr("Pit Stop tile");
    case TileRole::Assistance: return Tr::tr("Assistance tile");
    case TileRole::Filler: return Tr::tr("filler tile");
    }
    return {};
}

QString roleId(TileRole r)
{
    switch (r) {
    case TileRole::Track: return u"track"_s;
    case TileRole::StartFinish: return u"startFinish"_s;
    case TileRole::Pit: return u"pit"_s;
    case TileRole::Assistance: return u"assistance"_s;
    case TileRole::Filler: return u"filler"_s;
    }
    return {};
}

QString pathKind(PathKind k)
{
    switch (k) {
    case PathKind::Straight: return Tr::tr("straight");
    case PathKind::Bend60: return Tr::tr("60° bend");
    case PathKind::Bend120: return Tr::tr("120° bend");
    case PathKind::Kink: return Tr::tr("kink");
    case PathKind::SkewStraight: return Tr::tr("skewed straight");
    case PathKind::DeadEnd: return Tr::tr("dead end");
    }
    return {};
}

QString structure(TileStructure s)
{
    switch (s) {
    case TileStructure::None: return Tr::tr("no road");
    case TileStructure::Single: return Tr::tr("one road");
    case TileStructure::Junction: return Tr::tr("junction");
    case TileStructure::Crossing: return Tr::tr("crossing");
    case TileStructure::Separate: return Tr::tr("two separate roads");
    }
    return {};
}

QString box(const Box &b)
{
    static const struct { const char *id; const char *name; } names[] = {
        {"gt-core", QT_TRANSLATE_NOOP("Catalog", "Rallyman: GT core box")},
        {"gt-championship", QT_TRANSLATE_NOOP("Catalog", "GT Championship")},
        {"gt-world-tour", QT_TRANSLATE_NOOP("Catalog", "GT World Tour")},
        {"gt-team-challenge", QT_TRANSLATE_NOOP("Catalog", "GT Team Challenge")},
        {"gt-adrenaline-pack", QT_TRANSLATE_NOOP("Catalog", "GT Adrenaline Pack")},
        {"dirt-core", QT_TRANSLATE_NOOP("Catalog", "Rallyman: DIRT core box")},
        {"dirt-monte-carlo", QT_TRANSLATE_NOOP("Catalog", "DIRT Monte Carlo")},
        {"dirt-110", QT_TRANSLATE_NOOP("Catalog", "DIRT 110% (discontinued)")},
        {"dirt-rx", QT_TRANSLATE_NOOP("Catalog", "DIRT RX")},
        {"dirt-climb", QT_TRANSLATE_NOOP("Catalog", "DIRT Climb")},
        {"dirt-copilot-pack", QT_TRANSLATE_NOOP("Catalog", "DIRT Copilot Pack (discontinued)")},
    };
    for (const auto &n : names)
        if (b.id == QLatin1StringView(n.id))
            return QCoreApplication::translate("Catalog", n.name);
    return b.name;
}

QString marking(const Marking &m)
{
    switch (m.kind) {
    case MarkingKind::Limit: return Tr::tr("limit %1").arg(m.value);
    case MarkingKind::LimitHazard: return Tr::tr("limit %1 + hazard").arg(m.value);
    case MarkingKind::Hazard: return Tr::tr("hazard");
    case MarkingKind::Shortcut: return Tr::tr("shortcut (limit %1)").arg(m.value);
    case MarkingKind::Jump: return Tr::tr("jump %1").arg(m.value);
    case MarkingKind::Water: return Tr::tr("water");
    case MarkingKind::Climb: return Tr::tr("climb");
    }
    return {};
}

} // namespace Pacenotes::CatalogNames
