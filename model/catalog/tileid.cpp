// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileid.h"

namespace Pacenotes {

std::optional<TileId> TileId::parse(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    if (t.isEmpty() || t.size() > 16)
        return std::nullopt;

    // Aliases used by the official Windows track editor for the Copilot fillers.
    static const struct { const char16_t *alias; int number; char16_t side; } aliases[] = {
        {u"filler1a", 902, u'a'}, {u"filler1b", 902, u'b'}, {u"filler2a", 903, u'a'},
        {u"filler2b", 903, u'b'}, {u"filler3a", 904, u'a'}, {u"filler3b", 904, u'b'},
        {u"podium", 905, u'a'},
    };
    for (const auto &a : aliases)
        if (t == QStringView(a.alias))
            return TileId{a.number, QChar(a.side), 0};

    int i = 0;
    int number = 0;
    while (i < t.size() && t[i].isDigit() && i < 3)
        number = number * 10 + t[i++].digitValue();
    if (i != 3 || number < 101 || number > 999)
        return std::nullopt;
    TileId id;
    id.number = number;
    if (i < t.size() && (t[i] == u'a' || t[i] == u'b'))
        id.side = t[i++];
    if (i < t.size()) {
        if (t[i] != u'-' || i + 1 >= t.size() || t.size() - i > 3)
            return std::nullopt;
        ++i;
        int v = 0;
        for (; i < t.size(); ++i) {
            if (!t[i].isDigit())
                return std::nullopt;
            v = v * 10 + t[i].digitValue();
        }
        if (v < 1)
            return std::nullopt;
        id.variant = v;
    }
    if (number == 101)
        id.side = QChar(); // the pit tile is the same on both sides
    else if (id.side.isNull())
        return std::nullopt;
    return id;
}

QString TileId::sideId() const
{
    return side.isNull() ? QString::number(number) : QString::number(number) + side;
}

QString TileId::toString() const
{
    QString s = sideId();
    if (variant > 0)
        s += u'-' + QString::number(variant);
    return s;
}

} // namespace Pacenotes
