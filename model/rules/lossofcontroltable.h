// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gearmarker.h"
#include "rulestypes.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>

#include <array>
#include <optional>

namespace Pacenotes {

class JsonScope;

/// One line of the GT Loss of Control table: the gear at the LoC, the marker the car gets
/// (0 on the track, 00 off it) and the Damage tokens per danger colour (yellow, orange, red).
struct LossOfControlRow
{
    int gear = 1;
    GearMarker marker;
    std::array<int, 3> tokens{};
    QHash<QString, Provenance> provenance; ///< "marker", "yellow", "orange", "red"

    int tokensFor(Danger d) const;
    bool operator==(const LossOfControlRow &) const = default;
};

/// The GT Loss of Control table (resources/rules/gt-loss-of-control.json).
class LossOfControlTable
{
public:
    static std::optional<LossOfControlTable> fromJson(const QByteArray &json, QString *error);
    static QList<LossOfControlRow> readRows(const JsonScope &scope, const QJsonArray &rows, const QString &path);
    static QJsonObject writeRow(const LossOfControlRow &row);

    /// nullptr for a gear outside 1..6.
    const LossOfControlRow *row(int gear) const;
    const QList<LossOfControlRow> &rows() const { return m_rows; }
    const QMap<QString, QString> &sources() const { return m_sources; }
    void setRow(const LossOfControlRow &row);

private:
    QList<LossOfControlRow> m_rows;
    QMap<QString, QString> m_sources;
};

/// How many faces of each die show the hazard symbol (resources/rules/dice-hazards.json).
class DiceHazards
{
public:
    static std::optional<DiceHazards> fromJson(const QByteArray &json, QString *error);

    /// Hazard faces of six; `value` is the Gear die's number (ignored for other kinds).
    int faces(DieKind kind, int value = 0) const;
    Provenance provenance(DieKind kind, int value = 0) const;
    void setFaces(DieKind kind, int value, int faces, const Provenance &p);

private:
    static int slot(DieKind kind, int value);
    std::array<int, 10> m_faces{1, 1, 2, 2, 2, 2, 1, 2, 1, 2};
    std::array<Provenance, 10> m_provenance{};
};

} // namespace Pacenotes
