// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/gearmarker.h"

#include <QList>
#include <QString>

#include <optional>

namespace Pacenotes {

/// Car categories printed on the GT solo score sheet.
enum class CarCategory { GT6, GT6Bop, GT5, GT5Bop, GT4 };
/// Tyres printed on the GT solo score sheet.
enum class Tyres { Asphalt, Rain, Soft };
/// The lap's weather: fixed dry, fixed wet, or random changes (then each turn may say D or W).
enum class LapWeather { Dry, Wet, Random };
/// What a turn's box holds with random weather: an X (None), D (dry) or W (wet).
enum class TurnWeather { None, Dry, Wet };

/**
 * Names of the solo sheet's options: stable keys for the database and CSV (never translated)
 * and translated names for screens and printed sheets.
 */
namespace SoloLapOptions {
QList<CarCategory> categories();
QList<Tyres> tyres();
QList<LapWeather> weathers();
/// The gear rows of the rulebook sheet, top to bottom: 6, 5, 4, 3, 2, 1, 0, 00.
QList<GearMarker> sheetGears();

QString key(CarCategory c);
QString key(Tyres t);
QString key(LapWeather w);
QString key(TurnWeather w);
std::optional<CarCategory> categoryFromKey(QStringView key);
std::optional<Tyres> tyresFromKey(QStringView key);
std::optional<LapWeather> weatherFromKey(QStringView key);
std::optional<TurnWeather> turnWeatherFromKey(QStringView key);

QString name(CarCategory c);
QString name(Tyres t);
QString name(LapWeather w);
/// The letter written in a turn's box: "X", or "D"/"W" (translated: «С»/«Д»).
QString boxMark(TurnWeather w);
} // namespace SoloLapOptions

} // namespace Pacenotes
