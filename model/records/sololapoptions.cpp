// SPDX-License-Identifier: GPL-3.0-or-later
#include "sololapoptions.h"

#include <QCoreApplication>

namespace Pacenotes::SoloLapOptions {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SoloLapOptions)
};

template<typename Enum>
std::optional<Enum> fromKey(QStringView key, const QList<Enum> &all)
{
    for (Enum e : all)
        if (SoloLapOptions::key(e) == key)
            return e;
    return std::nullopt;
}
} // namespace

QList<CarCategory> categories()
{
    return {CarCategory::GT6, CarCategory::GT6Bop, CarCategory::GT5, CarCategory::GT5Bop, CarCategory::GT4};
}

QList<Tyres> tyres()
{
    return {Tyres::Asphalt, Tyres::Rain, Tyres::Soft};
}

QList<LapWeather> weathers()
{
    return {LapWeather::Dry, LapWeather::Wet, LapWeather::Random};
}

QList<GearMarker> sheetGears()
{
    return {{6, false}, {5, false}, {4, false}, {3, false}, {2, false}, {1, false}, {0, false}, GearMarker::offTrack()};
}

QString key(CarCategory c)
{
    switch (c) {
    case CarCategory::GT6: return u"gt6"_s;
    case CarCategory::GT6Bop: return u"gt6-bop"_s;
    case CarCategory::GT5: return u"gt5"_s;
    case CarCategory::GT5Bop: return u"gt5-bop"_s;
    case CarCategory::GT4: return u"gt4"_s;
    }
    return {};
}

QString key(Tyres t)
{
    switch (t) {
    case Tyres::Asphalt: return u"asphalt"_s;
    case Tyres::Rain: return u"rain"_s;
    case Tyres::Soft: return u"soft"_s;
    }
    return {};
}

QString key(LapWeather w)
{
    switch (w) {
    case LapWeather::Dry: return u"dry"_s;
    case LapWeather::Wet: return u"wet"_s;
    case LapWeather::Random: return u"random"_s;
    }
    return {};
}

QString key(TurnWeather w)
{
    switch (w) {
    case TurnWeather::None: return u""_s;
    case TurnWeather::Dry: return u"D"_s;
    case TurnWeather::Wet: return u"W"_s;
    }
    return {};
}

std::optional<CarCategory> categoryFromKey(QStringView k)
{
    return fromKey(k, categories());
}

std::optional<Tyres> tyresFromKey(QStringView k)
{
    return fromKey(k, tyres());
}

std::optional<LapWeather> weatherFromKey(QStringView k)
{
    return fromKey(k, weathers());
}

std::optional<TurnWeather> turnWeatherFromKey(QStringView k)
{
    return fromKey(k, QList<TurnWeather>{TurnWeather::None, TurnWeather::Dry, TurnWeather::Wet});
}

QString name(CarCategory c)
{
    switch (c) {
    case CarCategory::GT6: return Tr::tr("GT6");
    case CarCategory::GT6Bop: return Tr::tr("GT6 B.O.P.");
    case CarCategory::GT5: return Tr::tr("GT5");
    case CarCategory::GT5Bop: return Tr::tr("GT5 B.O.P.");
    case CarCategory::GT4: return Tr::tr("GT4");
    }
    return {};
}

QString name(Tyres t)
{
    switch (t) {
    case Tyres::Asphalt: return Tr::tr("Asphalt");
    case Tyres::Rain: return Tr::tr("Rain");
    case Tyres::Soft: return Tr::tr("Soft");
    }
    return {};
}

QString name(LapWeather w)
{
    switch (w) {
    case LapWeather::Dry: return Tr::tr("Dry");
    case LapWeather::Wet: return Tr::tr("Wet");
    case LapWeather::Random: return Tr::tr("Random");
    }
    return {};
}

QString boxMark(TurnWeather w)
{
    switch (w) {
    case TurnWeather::None: return u"X"_s;
    //: Written in a turn's box for a dry turn (rulebook: D; Russian rulebook: С).
    case TurnWeather::Dry: return Tr::tr("D");
    //: Written in a turn's box for a wet turn (rulebook: W; Russian rulebook: Д).
    case TurnWeather::Wet: return Tr::tr("W");
    }
    return {};
}

} // namespace Pacenotes::SoloLapOptions
