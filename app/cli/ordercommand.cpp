// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes order FILE|-
#include "cli.h"
#include "refereesupport.h"
#include "trackcommandsupport.h"

#include "rules/json/orderjson.h"

#include <QCoreApplication>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

int runOrder(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"FILE"_s, QCoreApplication::translate("Cli", "A JSON list of cars, or - for standard input."));
    if (auto stop = parseArgs(parser, u"order"_s, args,
                              QCoreApplication::translate("Cli", "Works out the order of play of a round and explains each "
                                                                 "tie-break (docs/referee-json.md). Exit code 0: done; 2: "
                                                                 "the request cannot be read.")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(QCoreApplication::translate("Cli", "order: name one request file, or - for standard input."));
    QString error;
    const std::optional<QByteArray> input = readInput(parser.positionalArguments().constFirst(), &error);
    if (!input)
        return fail(error);
    const std::optional<QJsonObject> answer = OrderJson::answer(*input, &error);
    if (!answer)
        return fail(QCoreApplication::translate("Cli", "order: %1").arg(error));
    printJson(*answer);
    return 0;
}

const bool registered = registerCommand(
    {"order", QT_TRANSLATE_NOOP("Cli", "work out the order of play of a round from JSON, with reasons"), false, &runOrder});

} // namespace
} // namespace Pacenotes::Cli
