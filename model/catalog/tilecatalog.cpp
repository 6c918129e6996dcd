// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilecatalog.h"

#include "tileid.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Pacenotes {

using namespace Qt::StringLiterals;

int Box::physicalTileCount() const
{
    int n = 0;
    for (int c : copies)
        n += c;
    return n;
}

namespace {

template<typename Enum>
bool lookup(const QJsonValue &v, std::initializer_list<std::pair<QStringView, Enum>> table, Enum *out)
{
    if (v.isNull()) {
        *out = table.begin()->second; // the first entry is the "none" value
        return true;
    }
    const QString s = v.toString();
    for (const auto &[name, value] : table)
        if (name == s) {
            *out = value;
            return true;
        }
    return false;
}

int edgeOf(const QJsonValue &v)
{
    const QString s = v.toString();
    return s.size() == 1 ? HexDir::fromLetter(s[0].unicode()) : -1;
}

bool parseSide(const QJsonObject &o, TileSide *side, QString *why)
{
    const auto fail = [why](const QString &w) { *why = w; return false; };
    const auto id = TileId::parse(o.value("id"_L1).toString());
    if (!id)
        return fail(u"bad id"_s);
    side->id = id->sideId();
    side->number = id->number;
    side->side = id->side;
    if (o.value("tile"_L1).toInt() != id->number)
        return fail(u"tile number does not match the id"_s);
    const QString game = o.value("game"_L1).toString();
    if (game != "gt"_L1 && game != "dirt"_L1)
        return fail(u"bad game"_s);
    side->game = game == "gt"_L1 ? Game::GT : Game::Dirt;
    if (!lookup<Terrain>(o.value("terrain"_L1), {{u"", Terrain::None}, {u"asphalt", Terrain::Asphalt},
                                                 {u"gravel", Terrain::Gravel}, {u"snow", Terrain::Snow}},
                         &side->terrain))
        return fail(u"bad terrain"_s);
    if (!lookup<Danger>(o.value("danger"_L1), {{u"", Danger::None}, {u"yellow", Danger::Yellow},
                                               {u"orange", Danger::Orange}, {u"red", Danger::Red}},
                        &side->danger))
        return fail(u"bad danger"_s);
    if (!lookup<TileRole>(o.value("role"_L1), {{u"track", TileRole::Track}, {u"startFinish", TileRole::StartFinish},
                                               {u"pit", TileRole::Pit}, {u"assistance", TileRole::Assistance},
                                               {u"filler", TileRole::Filler}},
                          &side->role))
        return fail(u"bad role"_s);
    if (!lookup<TileStructure>(o.value("structure"_L1),
                               {{u"none", TileStructure::None}, {u"single", TileStructure::Single},
                                {u"junction", TileStructure::Junction}, {u"crossing", TileStructure::Crossing},
                                {u"separate", TileStructure::Separate}},
                               &side->structure))
        return fail(u"bad structure"_s);
    const QJsonValue line = o.value("line"_L1);
    if (!line.isUndefined()
        && !lookup<TileLine>(line, {{u"startFinish", TileLine::StartFinish}, {u"start", TileLine::Start},
                                    {u"finish", TileLine::Finish}, {u"preGrid", TileLine::PreGrid}},
                             &side->line))
        return fail(u"bad line"_s);
    if (side->line != TileLine::None && side->role != TileRole::StartFinish)
        return fail(u"only a start/finish tile has a line"_s);
    if (side->role == TileRole::StartFinish && side->line == TileLine::None)
        side->line = TileLine::StartFinish; // older catalogs: a plain start/finish line
    side->fillerScene = o.value("fillerScene"_L1).toString();
    side->note = o.value("note"_L1).toString();

    for (const QJsonValue &ev : o.value("edges"_L1).toArray()) {
        const QJsonObject e = ev.toObject();
        const int d = edgeOf(e.value("edge"_L1));
        const int lanes = e.value("lanes"_L1).toInt();
        if (d < 0 || lanes < 1 || lanes > 4 || side->edges[size_t(d)].isOpen())
            return fail(u"bad edge"_s);
        side->edges[size_t(d)] = EdgeSpec{lanes, e.value("skewed"_L1).toBool()};
    }
    for (const QJsonValue &pv : o.value("paths"_L1).toArray()) {
        const QJsonObject p = pv.toObject();
        TilePath path;
        path.from = edgeOf(p.value("from"_L1));
        path.to = edgeOf(p.value("to"_L1));
        if (path.from < 0 || path.to < 0)
            return fail(u"bad path edge"_s);
        if (!lookup<PathKind>(p.value("kind"_L1),
                              {{u"straight", PathKind::Straight}, {u"bend60", PathKind::Bend60},
                               {u"bend120", PathKind::Bend120}, {u"kink", PathKind::Kink},
                               {u"skewStraight", PathKind::SkewStraight}, {u"deadEnd", PathKind::DeadEnd}},
                              &path.kind))
            return fail(u"bad path kind"_s);
        const QJsonObject inside = p.value("insideLane"_L1).toObject();
        for (auto it = inside.begin(); it != inside.end(); ++it) {
            const int d = it.key().size() == 1 ? HexDir::fromLetter(it.key()[0].unicode()) : -1;
            const int sideSign = it.value().toString() == "left"_L1 ? -1 : it.value().toString() == "right"_L1 ? 1 : 0;
            if (sideSign == 0 || (d != path.from && d != path.to))
                return fail(u"bad inside lane"_s);
            (d == path.from ? path.insideFrom : path.insideTo) = sideSign;
        }
        if (!side->edges[size_t(path.from)].isOpen() || !side->edges[size_t(path.to)].isOpen())
            return fail(u"path through a closed edge"_s);
        side->paths.append(path);
    }
    // Invariant from the source data: an edge is open exactly when a path uses it.
    for (int d = 0; d < 6; ++d)
        if (side->edges[size_t(d)].isOpen() != !side->exitsFrom(d).isEmpty())
            return fail(u"open edge without a path"_s);
    for (const QJsonValue &mv : o.value("markings"_L1).toArray()) {
        const QJsonObject m = mv.toObject();
        Marking marking;
        if (!lookup<MarkingKind>(m.value("kind"_L1),
                                 {{u"limit", MarkingKind::Limit}, {u"limitHazard", MarkingKind::LimitHazard},
                                  {u"hazard", MarkingKind::Hazard}, {u"shortcut", MarkingKind::Shortcut},
                                  {u"jump", MarkingKind::Jump}, {u"water", MarkingKind::Water},
                                  {u"climb", MarkingKind::Climb}},
                                 &marking.kind))
            return fail(u"bad marking"_s);
        marking.value = m.value("value"_L1).toInt();
        if (marking.value < 0 || marking.value > 6)
            return fail(u"bad marking value"_s);
        side->markings.append(marking);
    }
    return true;
}

} // namespace

std::optional<TileCatalog> TileCatalog::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (pe.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("TileCatalog", "The tile catalog is not valid JSON: %1")
                        .arg(pe.errorString()));
    const QJsonObject root = doc.object();
    if (root.value("format"_L1).toString() != "pacenotes-tile-catalog"_L1 || root.value("formatVersion"_L1).toInt() != 1)
        return fail(QCoreApplication::translate("TileCatalog", "This is not a Pacenotes tile catalog (version 1)."));

    TileCatalog cat;
    cat.m_source = root.value("source"_L1).toString();
    for (const QJsonValue &sv : root.value("sides"_L1).toArray()) {
        TileSide side;
        QString why;
        if (!parseSide(sv.toObject(), &side, &why))
            return fail(QCoreApplication::translate("TileCatalog", "Tile side %1 in the catalog is malformed: %2")
                            .arg(sv.toObject().value("id"_L1).toString(), why));
        if (cat.m_index.contains(side.id))
            return fail(QCoreApplication::translate("TileCatalog", "Tile side %1 appears twice in the catalog.").arg(side.id));
        cat.m_index.insert(side.id, int(cat.m_sides.size()));
        cat.m_sides.append(side);
    }
    for (const QJsonValue &bv : root.value("boxes"_L1).toArray()) {
        const QJsonObject b = bv.toObject();
        Box box;
        box.id = b.value("id"_L1).toString();
        box.name = b.value("name"_L1).toString();
        box.game = b.value("game"_L1).toString() == "dirt"_L1 ? Game::Dirt : Game::GT;
        box.discontinued = b.value("discontinued"_L1).toBool();
        const QJsonObject tiles = b.value("tiles"_L1).toObject();
        for (auto it = tiles.begin(); it != tiles.end(); ++it) {
            bool ok = false;
            const int number = it.key().toInt(&ok);
            const int copies = it.value().toInt();
            if (!ok || copies < 1 || (!cat.m_index.contains(it.key()) && !cat.m_index.contains(it.key() + u'a')))
                return fail(QCoreApplication::translate("TileCatalog", "Box %1 lists an unknown tile %2.")
                                .arg(box.id, it.key()));
            box.copies.insert(number, copies);
        }
        if (box.id.isEmpty() || box.copies.isEmpty())
            return fail(QCoreApplication::translate("TileCatalog", "A box in the catalog has no id or no tiles."));
        cat.m_boxes.append(box);
    }
    return cat;
}

const TileCatalog &TileCatalog::builtin()
{
    static const TileCatalog catalog = [] {
        QFile f(u":/catalog/tiles.json"_s);
        QString error;
        std::optional<TileCatalog> c;
        if (f.open(QIODevice::ReadOnly))
            c = fromJson(f.readAll(), &error);
        else
            error = f.errorString();
        // The built-in data is part of the program; failing to load it is a build defect.
        if (!c)
            qFatal("Pacenotes: the built-in tile catalog failed to load: %s", qPrintable(error));
        return *c;
    }();
    return catalog;
}

const TileSide *TileCatalog::side(QStringView anyId) const
{
    const auto id = TileId::parse(anyId);
    return id ? sideById(id->sideId()) : nullptr;
}

const TileSide *TileCatalog::sideById(const QString &canonicalId) const
{
    const auto it = m_index.constFind(canonicalId);
    return it == m_index.cend() ? nullptr : &m_sides[*it];
}

const Box *TileCatalog::box(QStringView id) const
{
    for (const Box &b : m_boxes)
        if (b.id == id)
            return &b;
    return nullptr;
}

QList<const Box *> TileCatalog::boxesContaining(int number) const
{
    QList<const Box *> out;
    for (const Box &b : m_boxes)
        if (b.copies.contains(number))
            out.append(&b);
    return out;
}

int TileCatalog::copiesInAllBoxes(int number) const
{
    int n = 0;
    for (const Box &b : m_boxes)
        n += b.copies.value(number);
    return n;
}

} // namespace Pacenotes
