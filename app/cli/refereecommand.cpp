// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes referee [--overrides FILE] FILE|-
#include "cli.h"
#include "refereesupport.h"
#include "trackcommandsupport.h"

#include "catalog/tilecatalog.h"

#include "spaces/spacelibrary.h"
#include "spaces/spacerequest.h"
#include "rules/json/refereejson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

int runReferee(const QStringList &args)
{
    QCommandLineParser parser;
    addOverridesOption(parser);
    parser.addPositionalArgument(u"FILE"_s, QCoreApplication::translate("Cli", "A JSON request, or - for standard input."));
    if (auto stop = parseArgs(parser, u"referee"_s, args,
                              QCoreApplication::translate("Cli", "Rules on a planned move (and its dice, damage, pit stop...) "
                                                                 "from a JSON request and prints the verdict as JSON "
                                                                 "(docs/referee-json.md). Exit code 0: legal; 1: the move "
                                                                 "breaks a rule; 2: the request cannot be read.")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(QCoreApplication::translate("Cli", "referee: name one request file, or - for standard input."));
    QString error;
    const std::optional<QByteArray> input = readInput(parser.positionalArguments().constFirst(), &error);
    if (!input)
        return fail(error);
    const RulesData data = rulesData(parser);
    // A request that drives on a track's spaces is first turned into the ordinary form
    // (docs/referee-json.md, section 1.5); file names in it are relative to the request's folder.
    QByteArray request = *input;
    std::optional<SpaceRequest::Expanded> expanded;
    if (const std::optional<TrackRequestInput> onTrack = trackRequest(request, parser.positionalArguments().constFirst())) {
        expanded = SpaceRequest::expand(onTrack->request, TileCatalog::builtin(), onTrack->sources, onTrack->baseDir, &error);
        if (!expanded)
            return fail(QCoreApplication::translate("Cli", "referee: %1").arg(error));
        request = QJsonDocument(expanded->request).toJson(QJsonDocument::Compact);
    }
    std::optional<QJsonObject> answer = RefereeJson::answer(request, data, &error);
    if (!answer)
        return fail(QCoreApplication::translate("Cli", "referee: %1").arg(error));
    if (expanded)
        answer->insert(u"spaces"_s, expanded->spaces);
    printJson(*answer);
    return answer->value("legal"_L1).toBool(true) ? 0 : 1;
}

const bool registered = registerCommand(
    {"referee", QT_TRANSLATE_NOOP("Cli", "rule on a planned move given as JSON and print the verdict"), false, &runReferee});

} // namespace
} // namespace Pacenotes::Cli
