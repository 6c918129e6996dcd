// SPDX-License-Identifier: GPL-3.0-or-later
#include "dates.h"

#include <QLocale>
#include <QRegularExpression>

namespace Pacenotes::Dates {

using namespace Qt::StringLiterals;

QString longFormat()
{
    static const QRegularExpression weekday(u"d{3,4}[,.]?\\s*"_s);
    QString format = QLocale().dateFormat(QLocale::LongFormat);
    format.remove(weekday);
    return format.trimmed();
}

QString longDate(const QDate &date)
{
    return date.isValid() ? QLocale().toString(date, longFormat()) : QString();
}

QString mediumDate(const QDate &date)
{
    QString format = longFormat();
    format.replace(u"MMMM"_s, u"MMM"_s);
    return date.isValid() ? QLocale().toString(date, format) : QString();
}

} // namespace Pacenotes::Dates
