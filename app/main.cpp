// SPDX-License-Identifier: GPL-3.0-or-later
// The pacenotes executable: a command (`pacenotes validate ...`) or the desktop app.
#include "cli/cli.h"
#include "i18n/translations.h"
#include "mainwindow.h"
#include "settings/appsettings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    if (Pacenotes::Cli::isCliInvocation(argc, argv))
        return Pacenotes::Cli::run(argc, argv);

    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Pacenotes"_s);
    QApplication::setOrganizationName(u"Pacenotes"_s);
    QApplication::setApplicationVersion(QStringLiteral(PACENOTES_VERSION));

    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption lang(u"lang"_s, u"Language: en or ru (default: as set in the app, else the system's)."_s,
                                  u"LANG"_s);
    const QCommandLineOption screenshot(u"screenshot"_s, u"Save a picture of the window to PNG and quit."_s, u"PNG"_s);
    parser.addOption(lang);
    parser.addOption(screenshot);
    parser.addPositionalArgument(u"FILE"_s, u"A track to open."_s);
    parser.process(app);
    Pacenotes::Translations::install(parser.isSet(lang) ? parser.value(lang) : Pacenotes::AppSettings().language());

    Pacenotes::MainWindow window;
    window.show();
    // Opened from the event loop, so that a message about a bad file never blocks start-up
    // (nor the screenshot below).
    if (!parser.positionalArguments().isEmpty())
        QTimer::singleShot(0, &window, [&] { window.openFile(parser.positionalArguments().constFirst()); });
    if (parser.isSet(screenshot)) {
        // for the documentation and checks by eye: after layout and the fit have settled
        QTimer::singleShot(400, &window, [&] {
            const bool saved = window.grab().save(parser.value(screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
