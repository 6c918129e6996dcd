// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes validate [--boxes LIST] FILE...
#include "cli.h"
#include "trackcommandsupport.h"

#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

int runValidate(const QStringList &args)
{
    QCommandLineParser parser;
    addBoxesOption(parser);
    parser.addPositionalArgument(u"FILE"_s, QCoreApplication::translate("Cli", "Track files (.pacenotes, .json, .rgt)."),
                                 u"FILE..."_s);
    if (auto stop = parseArgs(parser, u"validate"_s, args,
                              QCoreApplication::translate("Cli", "Checks tracks and prints every problem. Exit code 0: "
                                                                 "valid (warnings only, or none); 1: errors found; 2: a "
                                                                 "file cannot be read.")))
        return *stop;
    if (parser.positionalArguments().isEmpty())
        return fail(QCoreApplication::translate("Cli", "validate: name at least one track file."));
    QString error;
    const std::optional<Collection> boxes = boxesFrom(parser, &error);
    if (!boxes)
        return fail(error);

    const TileCatalog &catalog = TileCatalog::builtin();
    int code = 0;
    for (const QString &path : parser.positionalArguments()) {
        const TrackReadResult read = TrackFiles::read(path, catalog);
        if (!read.track) {
            err() << path << u": "_s << read.error << Qt::endl;
            code = 2;
            continue;
        }
        const TrackReport report = TrackValidator::validate(*read.track, catalog, *boxes);
        for (const TrackProblem &p : report.problems)
            out() << path << u": "_s << p.toLine() << '\n';
        if (report.isValid()) {
            const QString kind = report.course.kind == Course::Kind::Stage ? QCoreApplication::translate("Cli", "valid stage")
                : report.course.kind == Course::Kind::RxCircuit ? QCoreApplication::translate("Cli", "valid RX circuit")
                                                                : QCoreApplication::translate("Cli", "valid circuit");
            out() << path << u": "_s
                  << QCoreApplication::translate("Cli", "%1, %n tile(s) on the course", nullptr, report.stats.courseLength).arg(kind)
                  << '\n';
        } else if (code == 0) {
            code = 1;
        }
    }
    return code;
}

const bool registered = registerCommand(
    {"validate", QT_TRANSLATE_NOOP("Cli", "check track files and print their problems"), false, &runValidate});

} // namespace
} // namespace Pacenotes::Cli
