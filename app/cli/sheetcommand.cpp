// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes sheet --kind solo|rally [--record ID | --blank] [--lang en|ru] [--paper a4|letter] --out FILE.pdf
#include "cli.h"
#include "trackcommandsupport.h"

#include "records/recordsdatabase.h"
#include "sheets/sheetprinting.h"

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

int runSheet(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({u"kind"_s, Tr::tr("The sheet: solo (GT score sheet) or rally (DIRT rally sheet)."), u"KIND"_s});
    parser.addOption({u"record"_s, Tr::tr("Fill the sheet from this lap or rally of the records (see the History window)."),
                      u"ID"_s});
    parser.addOption({u"blank"_s, Tr::tr("A blank sheet to fill by hand (the default).")});
    parser.addOption({u"paper"_s, Tr::tr("Paper size: a4 or letter (default: from the system's locale)."), u"PAPER"_s});
    parser.addOption({u"out"_s, Tr::tr("The PDF file to write."), u"FILE"_s});
    parser.addOption({u"database"_s, Tr::tr("The records database to read --record from (default: the user's)."),
                      u"FILE"_s});
    parser.addOption({u"stages"_s, Tr::tr("Stages on a blank rally sheet (default 3, as in the rulebook)."), u"N"_s});
    parser.addOption({u"checkpoints"_s, Tr::tr("Add the checkpoint penalty rows to a blank rally sheet.")});
    if (auto stop = parseArgs(parser, u"sheet"_s, args,
                              Tr::tr("Prints a score sheet to PDF: the GT solo sheet or the DIRT rally sheet, blank or "
                                 "filled from the records. The language follows --lang en|ru.")))
        return *stop;
    if (!parser.positionalArguments().isEmpty())
        return fail(Tr::tr("sheet: unexpected argument \"%1\".").arg(parser.positionalArguments().constFirst()));

    SheetRequest request;
    const QString kind = parser.value(u"kind"_s).toLower();
    if (kind == "solo"_L1)
        request.kind = SheetRequest::Kind::Solo;
    else if (kind == "rally"_L1)
        request.kind = SheetRequest::Kind::Rally;
    else if (kind.isEmpty())
        return fail(Tr::tr("sheet: say which sheet with --kind solo or --kind rally."));
    else
        return fail(Tr::tr("sheet: unknown kind \"%1\"; use solo or rally.").arg(parser.value(u"kind"_s)));

    const QString outPath = parser.value(u"out"_s);
    if (outPath.isEmpty())
        return fail(Tr::tr("sheet: name the PDF to write with --out FILE.pdf."));

    request.paper = SheetPrinting::defaultPaper();
    if (parser.isSet(u"paper"_s)) {
        const std::optional<QPageSize::PageSizeId> paper = SheetPrinting::paperFromName(parser.value(u"paper"_s));
        if (!paper)
            return fail(Tr::tr("sheet: unknown paper \"%1\"; use a4 or letter.").arg(parser.value(u"paper"_s)));
        request.paper = *paper;
    }

    if (parser.isSet(u"stages"_s)) {
        bool ok = false;
        const int stages = parser.value(u"stages"_s).toInt(&ok);
        if (!ok || stages < 1 || stages > Rally::kMaxStages)
            return fail(Tr::tr("sheet: --stages takes a number from 1 to %1.").arg(Rally::kMaxStages));
        request.blankStages = stages;
    }
    request.blankCheckpoints = parser.isSet(u"checkpoints"_s);

    if (parser.isSet(u"record"_s)) {
        if (parser.isSet(u"blank"_s))
            return fail(Tr::tr("sheet: --record and --blank exclude each other."));
        if (parser.isSet(u"stages"_s) || parser.isSet(u"checkpoints"_s))
            return fail(Tr::tr("sheet: --stages and --checkpoints are for blank sheets; a record has its own."));
        bool ok = false;
        const qint64 id = parser.value(u"record"_s).toLongLong(&ok);
        if (!ok || id <= 0)
            return fail(Tr::tr("sheet: --record takes a record number, e.g. --record 12."));
        RecordsDatabase db;
        QString error;
        const QString path = parser.isSet(u"database"_s) ? parser.value(u"database"_s) : RecordsDatabase::defaultPath();
        if (parser.isSet(u"database"_s) && !QFileInfo::exists(path))
            return fail(Tr::tr("sheet: there is no records database %1.").arg(QDir::toNativeSeparators(path)));
        if (!db.open(path, &error))
            return fail(error);
        if (request.kind == SheetRequest::Kind::Solo) {
            request.lap = db.lap(id, &error);
            if (!request.lap)
                return fail(error);
        } else {
            request.rally = db.rally(id, &error);
            if (!request.rally)
                return fail(error);
        }
    }

    QString error;
    if (!SheetPrinting::writePdf(outPath, request, &error))
        return fail(error);
    const int pages = SheetPrinting::pageCount(request);
    out() << QCoreApplication::translate("Cli", "Wrote %1 (%n page(s)).", nullptr, pages).arg(QDir::toNativeSeparators(outPath))
          << Qt::endl;
    return 0;
}

const bool registered = registerCommand(
    {"sheet", QT_TRANSLATE_NOOP("Cli", "print a solo or rally score sheet to PDF, blank or from the records"), true,
     &runSheet});

} // namespace
} // namespace Pacenotes::Cli
