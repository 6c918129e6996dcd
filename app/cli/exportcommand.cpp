// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes export FILE --out OUT.(png|svg|pdf) [--paper a4|letter] [--boxes LIST] [--lang en|ru]
#include "cli.h"
#include "trackcommandsupport.h"

#include "catalog/tilecatalog.h"
#include "export/trackexporter.h"
#include "io/trackfiles.h"
#include "sheets/sheetprinting.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

int runExport(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({u"out"_s, Tr::tr("The file to write; its name picks the format: .png, .svg or .pdf."), u"FILE"_s});
    parser.addOption({u"paper"_s, Tr::tr("Paper size of a PDF: a4 or letter (default: from the system's locale)."),
                      u"PAPER"_s});
    addBoxesOption(parser);
    parser.addPositionalArgument(u"FILE"_s, Tr::tr("The track to export (.pacenotes, .json, .rgt)."));
    if (auto stop = parseArgs(parser, u"export"_s, args,
                              Tr::tr("Exports a track's layout as a PNG picture or an SVG drawing (with its title, "
                                     "author and tile list), or as a PDF with the layout page and the build sheet "
                                     "(every tile, its side up, how many, and the numbered course order). The "
                                     "language follows --lang en|ru.")))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(Tr::tr("export: name one track file to export."));
    const QString in = parser.positionalArguments().constFirst();
    const QString outPath = parser.value(u"out"_s);
    if (outPath.isEmpty())
        return fail(Tr::tr("export: name the file to write with --out FILE.png, .svg or .pdf."));
    const std::optional<TrackExporter::Format> format = TrackExporter::formatForPath(outPath);
    if (!format)
        return fail(Tr::tr("export: cannot tell the format of %1 from its name; end it in .png, .svg or .pdf.")
                        .arg(QDir::toNativeSeparators(outPath)));
    QPageSize::PageSizeId paper = SheetPrinting::defaultPaper();
    if (parser.isSet(u"paper"_s)) {
        const std::optional<QPageSize::PageSizeId> chosen = SheetPrinting::paperFromName(parser.value(u"paper"_s));
        if (!chosen)
            return fail(Tr::tr("export: unknown paper \"%1\"; use a4 or letter.").arg(parser.value(u"paper"_s)));
        paper = *chosen;
    }
    if (QFileInfo(in).absoluteFilePath() == QFileInfo(outPath).absoluteFilePath())
        return fail(Tr::tr("export: the output must be another file than the input."));
    QString error;
    const std::optional<Collection> boxes = boxesFrom(parser, &error);
    if (!boxes)
        return fail(error);

    const TileCatalog &catalog = TileCatalog::builtin();
    const TrackReadResult read = TrackFiles::read(in, catalog);
    if (!read.track)
        return fail(in + u": "_s + read.error);
    for (const QString &note : read.notes)
        err() << in << u": "_s << note << Qt::endl;
    if (read.track->tiles.isEmpty())
        return fail(Tr::tr("export: %1 has no placed tiles (only a tile list?); lay it out first, e.g. with "
                           "pacenotes layout --out.").arg(QDir::toNativeSeparators(in)));
    const TrackReport report = TrackValidator::validate(*read.track, catalog, *boxes);
    const TrackExporter exporter(*read.track, report, catalog);
    if (!exporter.write(outPath, *format, paper, &error))
        return fail(error);
    if (!report.course.isComplete())
        err() << Tr::tr("export: the course is not closed; the build sheet lists the tiles by position.") << Qt::endl;
    out() << Tr::tr("Wrote %1.").arg(QDir::toNativeSeparators(outPath)) << Qt::endl;
    return 0;
}

const bool registered = registerCommand(
    {"export", QT_TRANSLATE_NOOP("Cli", "export a track as PNG, SVG or a PDF with its build sheet"), true, &runExport});

} // namespace
} // namespace Pacenotes::Cli
