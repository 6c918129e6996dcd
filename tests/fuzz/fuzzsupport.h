// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tilecatalog.h"
#include "track/track.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <cstdlib>

/// Shared by the harnesses: the catalog, input as bytes, and a loud stop on broken invariants.
namespace FuzzSupport {

inline const Pacenotes::TileCatalog &catalog()
{
    static const Pacenotes::TileCatalog &c = Pacenotes::TileCatalog::builtin();
    return c;
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// The input as a JSON object, when it is one (the JSON parser is Qt's, not under test).
inline bool jsonObject(const QByteArray &data, QJsonObject *out)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return false;
    *out = doc.object();
    return true;
}

/// An invariant failed: make libFuzzer keep the input as a crash.
[[noreturn]] inline void broken(const char *what)
{
    std::fprintf(stderr, "invariant broken: %s\n", what);
    std::abort();
}

/// What a reader accepted must survive its own writer unchanged.
inline void requireSame(const Pacenotes::Track &a, const std::optional<Pacenotes::Track> &b, const char *what)
{
    if (!b || !(a == *b))
        broken(what);
}

} // namespace FuzzSupport
