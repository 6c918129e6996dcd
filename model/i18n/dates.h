// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>

namespace Pacenotes::Dates {

/// The locale's long date format without the weekday: "November 26, 2026", «26 ноября 2026 г.».
/// A short date ("11/26/26", "26.11.2026") reads differently from one country to the next.
QString longFormat();
QString longDate(const QDate &date);
/// The same with the month abbreviated ("Nov 26, 2026", «26 нояб. 2026 г.»), for tables.
QString mediumDate(const QDate &date);

} // namespace Pacenotes::Dates
