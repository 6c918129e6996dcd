// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Pacenotes {

/**
 * Installs Qt's own translation (qtbase_<lang> from the system) and ours (:/i18n) on the
 * running application. Lives in the model layer so that the command line and the tests
 * can switch language as the GUI does.
 */
namespace Translations {
/// The languages the app ships: "en", "ru".
QStringList available();
/// `requested` ("en", "ru", "ru_RU"...); empty means the system locale. Returns the
/// language actually used ("en" when nothing matches). Replaces earlier translators.
QString install(const QString &requested = {});
/// The language last installed.
QString current();
} // namespace Translations

} // namespace Pacenotes
