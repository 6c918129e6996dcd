// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace Pacenotes::Translations {

using namespace Qt::StringLiterals;

namespace {
std::unique_ptr<QTranslator> g_qt;
std::unique_ptr<QTranslator> g_app;
QString g_current = u"en"_s;
} // namespace

QStringList available()
{
    return {u"en"_s, u"ru"_s};
}

QString install(const QString &requested)
{
    const QString name = requested.isEmpty() ? QLocale::system().name() : requested;
    QString lang = name.left(2).toLower();
    if (!available().contains(lang))
        lang = u"en"_s;

    if (g_qt)
        QCoreApplication::removeTranslator(g_qt.get());
    if (g_app)
        QCoreApplication::removeTranslator(g_app.get());
    g_qt.reset();
    g_app.reset();
    g_current = lang;
    QLocale::setDefault(QLocale(lang == "ru"_L1 ? QLocale::Russian : QLocale::English));
    // Qt's own strings are English already; ours are loaded for English too, for the
    // plural forms ("1 tile", "3 tiles") the English .ts supplies.
    auto qt = std::make_unique<QTranslator>();
    if (lang != "en"_L1 && qt->load(u"qtbase_"_s + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        g_qt = std::move(qt);
    }
    auto app = std::make_unique<QTranslator>();
    if (app->load(u"pacenotes_"_s + lang, u":/i18n"_s)) {
        QCoreApplication::installTranslator(app.get());
        g_app = std::move(app);
    }
    return lang;
}

QString current()
{
    return g_current;
}

} // namespace Pacenotes::Translations
