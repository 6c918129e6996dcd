// SPDX-License-Identifier: GPL-3.0-or-later
#include "attitude.h"
#include "codrivertr.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString AttitudeSettings::name(Attitude a)
{
    switch (a) {
    case Attitude::Cautious: return CoDriverTr::tr("Cautious");
    case Attitude::Balanced: return CoDriverTr::tr("Balanced");
    case Attitude::FlatOut: return CoDriverTr::tr("Flat out");
    case Attitude::MaxDistance: return CoDriverTr::tr("Furthest on average");
    }
    return {};
}

QString AttitudeSettings::description(Attitude a)
{
    switch (a) {
    case Attitude::Cautious: return CoDriverTr::tr("Go as far as possible with hardly any risk of losing control.");
    case Attitude::Balanced: return CoDriverTr::tr("Accept a small risk for more distance.");
    case Attitude::FlatOut: return CoDriverTr::tr("Push hard: distance first, a real risk accepted.");
    case Attitude::MaxDistance: return CoDriverTr::tr("Maximise the expected position after this turn, whatever the risk.");
    }
    return {};
}

PlayStyle AttitudeSettings::rollStyle(Attitude a)
{
    PlayStyle s;
    s.mode = RollMode::OneByOne;
    switch (a) {
    case Attitude::Cautious:
        s.tolerance = Tolerance::None;
        s.secure = true;
        break;
    case Attitude::Balanced:
        s.tolerance = Tolerance::OneInSix;
        s.secure = true;
        break;
    case Attitude::FlatOut:
        s.tolerance = Tolerance::OneInThree;
        s.secure = false;
        break;
    case Attitude::MaxDistance:
        // A Loss of Control still moves the car to the space where it happens: rolling on never
        // loses distance this turn.
        s.tolerance = Tolerance::All;
        s.secure = false;
        break;
    }
    return s;
}

} // namespace Pacenotes
