// SPDX-License-Identifier: GPL-3.0-or-later
#include "playstyle.h"
#include "codrivertr.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

std::pair<int, int> PlayStyle::fraction(Tolerance t)
{
    switch (t) {
    case Tolerance::None: return {0, 1};
    case Tolerance::OneInSix: return {1, 6};
    case Tolerance::OneInThree: return {1, 3};
    case Tolerance::Half: return {1, 2};
    case Tolerance::All: return {1, 1};
    }
    return {1, 1};
}

QString PlayStyle::toleranceId(Tolerance t)
{
    switch (t) {
    case Tolerance::None: return u"none"_s;
    case Tolerance::OneInSix: return u"1/6"_s;
    case Tolerance::OneInThree: return u"1/3"_s;
    case Tolerance::Half: return u"1/2"_s;
    case Tolerance::All: return u"all"_s;
    }
    return {};
}

std::optional<Tolerance> PlayStyle::toleranceFromId(QStringView id)
{
    for (Tolerance t : {Tolerance::None, Tolerance::OneInSix, Tolerance::OneInThree, Tolerance::Half, Tolerance::All})
        if (id == toleranceId(t))
            return t;
    return std::nullopt;
}

QString PlayStyle::rollId() const
{
    if (mode == RollMode::FlatOut)
        return u"flat-out"_s;
    if (tolerance == Tolerance::All)
        return u"every-die"_s;
    return secure ? u"secure-or-stop"_s : u"stop"_s;
}

namespace {

QString toleranceText(Tolerance t)
{
    switch (t) {
    case Tolerance::None: return CoDriverTr::tr("any risk");
    case Tolerance::OneInSix: return CoDriverTr::tr("1 in 6");
    case Tolerance::OneInThree: return CoDriverTr::tr("1 in 3");
    case Tolerance::Half: return CoDriverTr::tr("1 in 2");
    case Tolerance::All: break;
    }
    return {};
}

} // namespace

QString PlayStyle::name() const
{
    QString n;
    if (mode == RollMode::FlatOut)
        n = CoDriverTr::tr("Flat Out");
    else if (tolerance == Tolerance::All)
        n = CoDriverTr::tr("one by one");
    else if (tolerance == Tolerance::None)
        n = secure ? CoDriverTr::tr("one by one, secure or stop at any risk") : CoDriverTr::tr("one by one, stop at any risk");
    else
        n = secure ? CoDriverTr::tr("one by one, secure or stop over %1").arg(toleranceText(tolerance))
                   : CoDriverTr::tr("one by one, stop over %1").arg(toleranceText(tolerance));
    if (sisu)
        n += CoDriverTr::tr(", with SISU");
    return n;
}

QString PlayStyle::instruction() const
{
    if (mode == RollMode::FlatOut)
        return CoDriverTr::tr("Roll all the dice at once.");
    if (tolerance == Tolerance::All)
        return CoDriverTr::tr("Roll the dice one by one and play every one.");
    if (tolerance == Tolerance::None)
        return secure ? CoDriverTr::tr("Roll one by one; before a roll that could make you lose control, secure it if your tokens "
                                       "pay for it, otherwise stop.")
                      : CoDriverTr::tr("Roll one by one and stop before any roll that could make you lose control.");
    return secure ? CoDriverTr::tr("Roll one by one; when the next roll has more than a %1 chance of a Loss of Control, secure it "
                                   "if your tokens pay for it, otherwise stop.")
                        .arg(toleranceText(tolerance))
                  : CoDriverTr::tr("Roll one by one and stop when the next roll has more than a %1 chance of a Loss of Control.")
                        .arg(toleranceText(tolerance));
}

} // namespace Pacenotes
