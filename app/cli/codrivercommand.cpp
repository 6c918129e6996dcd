// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes codriver [--overrides FILE] FILE|-
#include "cli.h"
#include "refereesupport.h"
#include "trackcommandsupport.h"

#include "catalog/tilecatalog.h"
#include "codriver/codriverjson.h"
#include "codriver/codrivertrackrequest.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacerequest.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

int runCoDriver(const QStringList &args)
{
    QCommandLineParser parser;
    addOverridesOption(parser);
    const QCommandLineOption timing(u"timing"_s, QCoreApplication::translate("Cli", "Add the threads used and the time taken to the "
                                                                                   "answer (which then differs from run to run)."));
    parser.addOption(timing);
    parser.addPositionalArgument(u"FILE"_s, QCoreApplication::translate("Cli", "A JSON request, or - for standard input."));
    if (auto stop = parseArgs(parser, u"codriver"_s, args,
                              QCoreApplication::translate("Cli", "Weighs every legal plan for a car and the road ahead given as JSON "
                                                                 "and prints the best ones, the suggestion for each attitude and, "
                                                                 "when asked, whether to roll the next die or stop "
                                                                 "(docs/codriver.md). The road may instead come from "
                                                                 "a track file's spaces: name the track and the car's space. Exit code 0: answered; 1: the car has no "
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
    // A request that names a track reads the road off its spaces (docs/codriver.md, "On a
    // track"); file names in it are relative to the request's folder.
    QByteArray json = *input;
    std::optional<CoDriverTrackRequest::Expanded> expanded;
    if (const std::optional<TrackRequestInput> onTrack = trackRequest(json, parser.positionalArguments().constFirst())) {
        expanded = CoDriverTrackRequest::expand(onTrack->request, TileCatalog::builtin(), onTrack->sources, onTrack->baseDir, &error);
        if (!expanded)
            return fail(QCoreApplication::translate("Cli", "codriver: %1").arg(error));
        if (!expanded->noRoad.isEmpty()) {
            printJson(QJsonObject{{u"game"_s, expanded->game}, {u"status"_s, u"no-move"_s}, {u"message"_s, expanded->noRoad},
                                  {u"front"_s, QJsonArray{}}, {u"spaces"_s, expanded->spaces}});
            return 1;
        }
        json = QJsonDocument(expanded->request).toJson(QJsonDocument::Compact);
    }
    std::optional<CoDriverJsonRequest> request = CoDriverJson::read(json, data, &error);
    if (!request)
        return fail(QCoreApplication::translate("Cli", "codriver: %1").arg(error));
    request->timing = parser.isSet(timing);
    int code = 0;
    QJsonObject answer = CoDriverJson::answer(*request, data, &code);
    if (expanded)
        answer.insert(u"spaces"_s, expanded->spaces);
    printJson(answer);
    return code;
}

const bool registered = registerCommand(
    {"codriver", QT_TRANSLATE_NOOP("Cli", "weigh every legal plan for the road ahead and suggest the best (JSON)"), false,
     &runCoDriver});

} // namespace
} // namespace Pacenotes::Cli
