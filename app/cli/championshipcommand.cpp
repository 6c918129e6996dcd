// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes championship standings [--json] FILE|-
#include "cli.h"
#include "refereesupport.h"
#include "trackcommandsupport.h"

#include "championship/championshipexport.h"
#include "championship/championshipjson.h"
#include "championship/championshipstandings.h"

#include <QCoreApplication>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

int runStandings(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"FILE"_s, Tr::tr("A season as JSON (docs/championship.md), or - for standard input."));
    parser.addOption({u"json"_s, Tr::tr("Print the standings as JSON.")});
    if (auto stop = parseArgs(parser, u"championship standings"_s, args,
                              Tr::tr("Works out a season's standings: each event classified by the rules, points or times, "
                                     "totals, gaps, ties with the tie-break used, and the next starting order with the "
                                     "reason for each place (docs/championship.md). Exit code 0: answered; 2: the season "
                                     "cannot be read (the message names the JSON field).")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(Tr::tr("championship standings: name one season file, or - for standard input."));
    QString error;
    const std::optional<QByteArray> input = readInput(parser.positionalArguments().constFirst(), &error);
    if (!input)
        return fail(error);
    SeasonProblems warnings;
    const std::optional<Championship> season = ChampionshipJson::read(*input, &error, &warnings);
    if (!season)
        return fail(Tr::tr("championship standings: %1").arg(error));
    const ChampionshipStandings standings = ChampionshipStandings::compute(*season);
    if (parser.isSet(u"json"_s)) {
        printJson(ChampionshipJson::standings(*season, standings, warnings));
        return 0;
    }
    for (const SeasonProblem &w : std::as_const(warnings))
        err() << Tr::tr("warning: %1").arg(w.text()) << Qt::endl;
    out() << ChampionshipExport::plainText(*season, standings);
    return 0;
}

int runChampionship(const QStringList &args)
{
    const QString sub = args.value(0);
    if (sub == "standings"_L1)
        return runStandings(args.mid(1));
    if (sub == "--help"_L1 || sub == "-h"_L1 || sub.isEmpty()) {
        out() << Tr::tr("Usage: pacenotes championship standings [--json] FILE|-\n\n"
                        "A season of races, rallies and climbs scored as the combined rules score them: standings, "
                        "points, totals and the next starting order (docs/championship.md).\n");
        return sub.isEmpty() ? 2 : 0;
    }
    return fail(Tr::tr("championship: unknown command \"%1\"; expected standings.").arg(sub));
}

const bool registered = registerCommand(
    {"championship", QT_TRANSLATE_NOOP("Cli", "a season's standings and next starting order from JSON"), false, &runChampionship});

} // namespace
} // namespace Pacenotes::Cli
