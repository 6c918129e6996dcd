// SPDX-License-Identifier: GPL-3.0-or-later
// The pacenotes executable: a command (`pacenotes validate ...`) or the desktop app.
#include "cli/cli.h"
#include "i18n/translations.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

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
    const QCommandLineOption lang(u"lang"_s, u"Language: en or ru."_s, u"LANG"_s);
    parser.addOption(lang);
    parser.addPositionalArgument(u"FILE"_s, u"A track to open."_s);
    parser.process(app);
    Pacenotes::Translations::install(parser.value(lang));

    Pacenotes::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    return app.exec();
}
