// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes convert [--to FORMAT] IN OUT
#include "cli.h"
#include "trackcommandsupport.h"

#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Pacenotes::Cli {
namespace {

using namespace Qt::StringLiterals;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

std::optional<TrackFormat> formatFromName(const QString &name)
{
    const QString n = name.toLower();
    if (n == "pacenotes"_L1)
        return TrackFormat::Package;
    if (n == "json"_L1)
        return TrackFormat::Json;
    if (n == "rekee"_L1)
        return TrackFormat::Rekee;
    if (n == "rgt"_L1)
        return TrackFormat::Rgt;
    return std::nullopt;
}

int runConvert(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption to(u"to"_s,
                                Tr::tr("Write this format whatever OUT is called: pacenotes, json, rekee or rgt."),
                                u"FORMAT"_s);
    parser.addOption(to);
    parser.addPositionalArgument(u"IN"_s, Tr::tr("The track to read (.pacenotes, .json, .rgt)."));
    parser.addPositionalArgument(u"OUT"_s, Tr::tr("The file to write; its name picks the format: .pacenotes, "
                                             ".rgt, .rekee.json (Rekee) or .json (Pacenotes JSON)."));
    if (auto stop = parseArgs(parser, u"convert"_s, args,
                              Tr::tr("Converts a track between the Pacenotes package, Pacenotes JSON, Rekee JSON and "
                                 "the Rallyman Track Editor's .rgt. Packages are written without a preview image.")))
        return *stop;
    if (parser.positionalArguments().size() != 2)
        return fail(Tr::tr("convert: name one track to read and one file to write."));
    const QString in = parser.positionalArguments().at(0);
    const QString outPath = parser.positionalArguments().at(1);

    TrackFormat format = TrackFiles::formatForPath(outPath);
    if (parser.isSet(to)) {
        const std::optional<TrackFormat> chosen = formatFromName(parser.value(to));
        if (!chosen)
            return fail(Tr::tr("convert: unknown format \"%1\"; use pacenotes, json, rekee or rgt.").arg(parser.value(to)));
        format = *chosen;
    }
    if (format == TrackFormat::Unknown)
        return fail(Tr::tr("convert: cannot tell the format of %1 from its name; end it in .pacenotes, .json, "
                       ".rekee.json or .rgt, or use --to.").arg(outPath));
    if (QFileInfo(in).absoluteFilePath() == QFileInfo(outPath).absoluteFilePath())
        return fail(Tr::tr("convert: the output must be another file than the input."));

    const TileCatalog &catalog = TileCatalog::builtin();
    const TrackReadResult read = TrackFiles::read(in, catalog);
    if (!read.track)
        return fail(in + u": "_s + read.error);
    for (const QString &note : read.notes)
        err() << in << u": "_s << note << Qt::endl;
    for (const QString &note : TrackFiles::lossNotes(*read.track, format))
        err() << outPath << u": "_s << note << Qt::endl;
    QString error;
    if (!TrackFiles::write(outPath, format, *read.track, catalog, &error))
        return fail(error);
    out() << Tr::tr("%1 (%2) → %3 (%4), %n tile(s)", nullptr, int(read.track->tiles.size()))
                 .arg(in, TrackFiles::formatName(read.format), outPath, TrackFiles::formatName(format))
          << '\n';
    return 0;
}

const bool registered = registerCommand(
    // needs painting: a .pacenotes package carries a picture of the layout
    {"convert", QT_TRANSLATE_NOOP("Cli", "convert a track between .pacenotes, .json, Rekee JSON and .rgt"), true,
     &runConvert});

} // namespace
} // namespace Pacenotes::Cli
