// SPDX-License-Identifier: GPL-3.0-or-later
#include "markstamp.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MarkStamp)
};

struct KindId
{
    MarkStamp::Kind kind;
    const char *id;
};
constexpr KindId kKinds[] = {
    {MarkStamp::Kind::Limit, "limit"},         {MarkStamp::Kind::DangerousLimit, "dangerous"},
    {MarkStamp::Kind::SharpLine, "line"},      {MarkStamp::Kind::SharpHazard, "line-hazard"},
    {MarkStamp::Kind::TripleLane, "triple"},   {MarkStamp::Kind::Water, "water"},
    {MarkStamp::Kind::Jump, "jump"},           {MarkStamp::Kind::Grid, "grid"},
    {MarkStamp::Kind::Clear, "clear"},
};
} // namespace

void MarkStamp::apply(SpaceMarks &m) const
{
    switch (kind) {
    case Kind::Limit:
        m.limit = value;
        if (value == 0)
            m.dangerous = false;
        break;
    case Kind::DangerousLimit:
        m.limit = value;
        m.dangerous = value > 0;
        break;
    case Kind::SharpLine:
        m.sharp = true;
        m.line = value;
        m.lineHazard = false;
        break;
    case Kind::SharpHazard:
        m.sharp = true;
        m.line = 0;
        m.lineHazard = true;
        break;
    case Kind::TripleLane: m.tripleLane = true; break;
    case Kind::Water: m.water = true; break;
    case Kind::Jump: m.jump = value; break;
    case Kind::Grid: m.grid = true; break;
    case Kind::Clear: {
        // Keep what is not a marking of the space itself: the pit lane.
        const PitLane pit = m.pit;
        m = SpaceMarks{};
        m.pit = pit;
        break;
    }
    }
}

bool MarkStamp::fits(Game game) const
{
    switch (kind) {
    case Kind::DangerousLimit:
    case Kind::SharpLine:
    case Kind::SharpHazard:
    case Kind::TripleLane: return game == Game::GT;
    case Kind::Water:
    case Kind::Jump: return game == Game::Dirt;
    default: return true;
    }
}

QByteArray MarkStamp::toMime() const
{
    for (const KindId &k : kKinds)
        if (k.kind == kind)
            return QByteArray(k.id) + ':' + QByteArray::number(value);
    return {};
}

std::optional<MarkStamp> MarkStamp::fromMime(const QByteArray &text)
{
    const qsizetype colon = text.indexOf(':');
    if (colon < 0 || text.size() > 40)
        return std::nullopt;
    const QByteArray id = text.left(colon);
    bool ok = false;
    const int value = text.mid(colon + 1).toInt(&ok);
    if (!ok || value < 0 || value > 6)
        return std::nullopt;
    for (const KindId &k : kKinds)
        if (id == k.id)
            return MarkStamp{k.kind, value};
    return std::nullopt;
}

QString MarkStamp::name() const
{
    switch (kind) {
    case Kind::Limit: return value > 0 ? Tr::tr("Speed limit %1").arg(value) : Tr::tr("No speed limit");
    case Kind::DangerousLimit: return Tr::tr("Dangerous corner, limit %1!").arg(value);
    case Kind::SharpLine: return Tr::tr("Sharp corner, dotted lines %1").arg(value);
    case Kind::SharpHazard: return Tr::tr("Sharp corner, dotted lines “!”");
    case Kind::TripleLane: return Tr::tr("Triple-lane corner space");
    case Kind::Water: return Tr::tr("Water hazard");
    case Kind::Jump: return Tr::tr("Jump %1").arg(value);
    case Kind::Grid: return Tr::tr("Starting-grid spot");
    case Kind::Clear: return Tr::tr("Clear the markings");
    }
    return {};
}

QString MarkStamp::glyph() const
{
    switch (kind) {
    case Kind::Limit: return value > 0 ? QString::number(value) : u"0"_s;
    case Kind::DangerousLimit: return QString::number(value) + u'!';
    case Kind::SharpLine: return u"┆"_s + QString::number(value);
    case Kind::SharpHazard: return u"┆!"_s;
    case Kind::TripleLane: return u"≡"_s;
    case Kind::Water: return u"≈"_s;
    case Kind::Jump: return u"⤴"_s + QString::number(value);
    case Kind::Grid: return u"▦"_s;
    case Kind::Clear: return u"✕"_s;
    }
    return {};
}

QList<MarkStamp> MarkStamp::palette(Game game)
{
    QList<MarkStamp> out;
    for (int v = 1; v <= 6; ++v)
        out.append({Kind::Limit, v});
    if (game == Game::GT) {
        for (int v = 1; v <= 6; ++v)
            out.append({Kind::DangerousLimit, v});
        for (int v = 1; v <= 4; ++v)
            out.append({Kind::SharpLine, v});
        out.append({Kind::SharpHazard, 0});
        out.append({Kind::TripleLane, 0});
    } else {
        for (int v = 2; v <= 5; ++v)
            out.append({Kind::Jump, v});
        out.append({Kind::Water, 0});
    }
    out.append({Kind::Grid, 0});
    out.append({Kind::Clear, 0});
    return out;
}

} // namespace Pacenotes
