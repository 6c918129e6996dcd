// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"

namespace Pacenotes {

/**
 * One marking as the editor's palette offers it ("limit 3", "dotted line 2", "water"…): what
 * dropping it on a space changes. Stamps travel through drag and drop as short text
 * ("limit:3"), so the scene needs no knowledge of the palette.
 */
struct MarkStamp
{
    enum class Kind : quint8 { Limit, DangerousLimit, SharpLine, SharpHazard, TripleLane, Water, Jump, Grid, Clear };
    Kind kind = Kind::Limit;
    int value = 0;

    /// Sets the marking on `marks` (a limit keeps an existing "!", a dotted line makes the space sharp…).
    void apply(SpaceMarks &marks) const;
    /// Whether the stamp belongs to a tile of this game.
    bool fits(Game game) const;
    QByteArray toMime() const;
    static std::optional<MarkStamp> fromMime(const QByteArray &text);
    QString name() const; ///< translated: "Speed limit 3"
    QString glyph() const; ///< short label for the palette button: "3", "3!", "┆2", "≈"
    /// The palette: every stamp the editor offers for a game.
    static QList<MarkStamp> palette(Game game);
    static QLatin1StringView mimeType() { return QLatin1StringView("application/x-pacenotes-space-mark"); }
    bool operator==(const MarkStamp &) const = default;
};

} // namespace Pacenotes
