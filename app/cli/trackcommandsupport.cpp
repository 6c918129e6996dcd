// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackcommandsupport.h"

#include "catalog/tilecatalog.h"
#include "cli.h"

#include <QCoreApplication>

namespace Pacenotes::Cli {

using namespace Qt::StringLiterals;

void addBoxesOption(QCommandLineParser &parser)
{
    parser.addOption({u"boxes"_s,
                      QCoreApplication::translate("Cli", "Check copies against these boxes, e.g. gt-core,dirt-core=2 "
                                                         "(default: one of every box)."),
                      u"LIST"_s});
}

std::optional<Collection> boxesFrom(const QCommandLineParser &parser, QString *error)
{
    const TileCatalog &catalog = TileCatalog::builtin();
    if (!parser.isSet(u"boxes"_s))
        return Collection::everyBox(catalog);
    return Collection::parse(parser.value(u"boxes"_s), catalog, error);
}

std::optional<int> parseArgs(QCommandLineParser &parser, const QString &name, const QStringList &args,
                             const QString &description)
{
    parser.setApplicationDescription(description);
    const QCommandLineOption help = parser.addHelpOption();
    if (!parser.parse(QStringList{u"pacenotes "_s + name} + args))
        return fail(parser.errorText());
    if (parser.isSet(help)) {
        // Qt names the program by argv[0] (a full path when run by path); the user typed
        // `pacenotes NAME`, and the man page is made from this text
        QString text = parser.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        if (const qsizetype at = text.indexOf(program); !program.isEmpty() && at >= 0 && at < text.indexOf(u'\n'))
            text.replace(at, program.size(), u"pacenotes "_s + name);
        out() << text;
        return 0;
    }
    return std::nullopt;
}

} // namespace Pacenotes::Cli
