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
        out() << parser.helpText();
        return 0;
    }
    return std::nullopt;
}

} // namespace Pacenotes::Cli
