// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "i18n/translations.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace Pacenotes::Cli {

using namespace Qt::StringLiterals;

namespace {
QList<Command> &registry()
{
    static QList<Command> list;
    return list;
}

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void printHelp()
{
    out() << Tr::tr("Usage: pacenotes [--lang en|ru] [FILE]          start the app (optionally opening FILE)") << '\n'
          << Tr::tr("       pacenotes COMMAND [OPTIONS] [ARGS]       run a command without a window") << "\n\n"
          << Tr::tr("Commands:") << '\n';
    for (const Command &c : commands())
        out() << "  " << QString::fromLatin1(c.name).leftJustified(10) << ' ' << QCoreApplication::translate("Cli", c.summary) << '\n';
    out() << '\n'
          << Tr::tr("Run 'pacenotes COMMAND --help' for a command's options.") << '\n'
          << Tr::tr("Options: --lang en|ru (language), --help, --version") << '\n';
}
} // namespace

bool registerCommand(const Command &command)
{
    registry().append(command);
    std::sort(registry().begin(), registry().end(),
              [](const Command &a, const Command &b) { return qstrcmp(a.name, b.name) < 0; });
    return true;
}

const QList<Command> &commands()
{
    return registry();
}

const Command *find(QStringView name)
{
    for (const Command &c : registry())
        if (name == QLatin1StringView(c.name))
            return &c;
    return nullptr;
}

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int fail(const QString &message)
{
    err() << u"pacenotes: "_s << message << Qt::endl;
    return 2;
}

bool isCliInvocation(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--lang") {
            ++i;
            continue;
        }
        if (a.startsWith("--lang="))
            continue;
        if (a == "--help" || a == "-h" || a == "--version" || a == "-v")
            return true;
        return find(QString::fromLocal8Bit(a)) != nullptr;
    }
    return false;
}

int run(int argc, char **argv)
{
    // Find the command, and the language wherever it appears.
    QString lang;
    const Command *command = nullptr;
    QStringList rest;
    bool help = false, version = false;
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == "--lang"_L1 && i + 1 < argc) {
            lang = QString::fromLocal8Bit(argv[++i]);
            continue;
        }
        if (a.startsWith("--lang="_L1)) {
            lang = a.mid(7);
            continue;
        }
        if (command) {
            rest << a; // everything after the command name is the command's own
            continue;
        }
        if (a == "--help"_L1 || a == "-h"_L1)
            help = true;
        else if (a == "--version"_L1 || a == "-v"_L1)
            version = true;
        else if (!(command = find(a)))
            rest << a;
    }

    // Commands never open a window: paint offscreen even where a display exists.
    std::unique_ptr<QCoreApplication> app;
    if (command && command->needsGui) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(u"Pacenotes"_s);
    QCoreApplication::setOrganizationName(u"Pacenotes"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(PACENOTES_VERSION));
    if (!lang.isEmpty() && !Translations::available().contains(lang.left(2).toLower()))
        return fail(Tr::tr("Unknown language \"%1\"; use en or ru.").arg(lang));
    Translations::install(lang);

    if (version) {
        out() << u"Pacenotes "_s << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    if (!command) {
        printHelp();
        out().flush();
        return help ? 0 : 2;
    }
    const int code = command->run(rest);
    out().flush();
    err().flush();
    return code;
}

} // namespace Pacenotes::Cli
