// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes codriver [--overrides FILE] FILE|-
#include "cli.h"
#include "refereesupport.h"
#include "trackcommandsupport.h"

#include "codriver/codriverjson.h"

#include <QCoreApplication>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

int runCoDriver(const QStringList &args)
{
    QCommandLineParser parser;
    addOverridesOption(parser);
    parser.addPositionalArgument(u"FILE"_s, QCoreApplication::translate("Cli", "A JSON request, or - for standard input."));
    if (auto stop = parseArgs(parser, u"codriver"_s, args,
                              QCoreApplication::translate("Cli", "Weighs every legal plan for a car and the road ahead given as JSON "
                                                                 "and prints the best ones, the suggestion for each attitude and, "
                                                                 "when asked, whether to roll the next die or stop "
                                                                 "(docs/codriver.md). Exit code 0: answered; 1: the car has no "
                                                                 "legal move (or the plan asked about is illegal); 2: the request "
                                                                 "cannot be read.")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(QCoreApplication::translate("Cli", "codriver: name one request file, or - for standard input."));
    QString error;
    const std::optional<QByteArray> input = readInput(parser.positionalArguments().constFirst(), &error);
    if (!input)
        return fail(error);
    const RulesData data = rulesData(parser);
    const std::optional<CoDriverJsonRequest> request = CoDriverJson::read(*input, data, &error);
    if (!request)
        return fail(QCoreApplication::translate("Cli", "codriver: %1").arg(error));
    int code = 0;
    printJson(CoDriverJson::answer(*request, data, &code));
    return code;
}

const bool registered = registerCommand(
    {"codriver", QT_TRANSLATE_NOOP("Cli", "weigh every legal plan for the road ahead and suggest the best (JSON)"), false,
     &runCoDriver});

} // namespace
} // namespace Pacenotes::Cli
