// SPDX-License-Identifier: GPL-3.0-or-later
// The pacenotes executable: a command (`pacenotes validate ...`) or the desktop app.
#include "cli/cli.h"
#include "i18n/translations.h"
#include "mainwindow.h"
#include "settings/appsettings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIcon>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(main)
};
} // namespace

int main(int argc, char **argv)
{
    if (Pacenotes::Cli::isCliInvocation(argc, argv))
        return Pacenotes::Cli::run(argc, argv);

    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Pacenotes"_s);
    QApplication::setOrganizationName(u"Pacenotes"_s);
    QApplication::setApplicationVersion(QStringLiteral(PACENOTES_VERSION));
    // the desktop entry's id: window icons and grouping on Wayland and in task bars
    QGuiApplication::setDesktopFileName(u"org.pacenotes.Pacenotes"_s);
    QApplication::setWindowIcon(QIcon::fromTheme(u"org.pacenotes.Pacenotes"_s,
                                                 QIcon(u":/icons/org.pacenotes.Pacenotes.svg"_s)));

    // The language is known only after reading --lang, and the options' help should be in it:
    // a first quiet pass finds the language, the second one (translated) does the work.
    const QCommandLineOption lang(u"lang"_s, QString(), u"LANG"_s);
    {
        QCommandLineParser first;
        first.addOption(lang);
        first.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
        first.parse(app.arguments());
        Pacenotes::Translations::install(first.isSet(lang) ? first.value(lang) : Pacenotes::AppSettings().language());
    }
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(
        u"lang"_s, Tr::tr("Language: en or ru (default: as set in the app, else the system's)."), u"LANG"_s);
    const QCommandLineOption screenshot(u"screenshot"_s, Tr::tr("Save a picture of the window to PNG and quit."),
                                        u"PNG"_s);
    parser.addOption(langOption);
    parser.addOption(screenshot);
    parser.addPositionalArgument(u"FILE"_s, Tr::tr("Tracks to open: the first in the designer, the others in the track library."),
                                 u"[FILE...]"_s);
    parser.process(app);

    Pacenotes::MainWindow window;
    window.show();
    // Opened from the event loop, so that a message about a bad file never blocks start-up
    // (nor the screenshot below).
    if (!parser.positionalArguments().isEmpty())
        QTimer::singleShot(0, &window, [&] { window.openFiles(parser.positionalArguments()); });
    if (parser.isSet(screenshot)) {
        // for the documentation and checks by eye: after layout and the fit have settled
        QTimer::singleShot(400, &window, [&] {
            const bool saved = window.grab().save(parser.value(screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
