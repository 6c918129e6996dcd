// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundledtracks.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Pacenotes::BundledTracks {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(BundledTracks)
};

/// One sentence of the files' notes (a pattern; its captures fill %1, %2) and what the player
/// reads instead.
struct Note
{
    const char *pattern;
    const char *text;
};

// The notes of tracks/*.json, sentence by sentence (tracks/README.md explains each doubt).
const Note kNotes[] = {
    {R"re(The source gives SS2 exactly the same tile list as SS1\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "The rulebook gives this stage exactly the same tile list as SS1.")},
    {R"re(No Assistance tile: the last stage of the rally\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "No Assistance tile: the last stage of the rally.")},
    {R"re(The heading "RALLY (\d+)" and its author line are lost in the text extraction; the rally number follows from the order of the lists \(Rally 1 and Rally 6 are named, four groups of three stages lie between them\)\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "Rally %1 is our numbering: the rally's heading and author are missing from our copy "
                                        "of the rulebook text, and the number follows from the order of the lists.")},
    {R"re(The list asks for both sides of tile (\d+) \((\w+) and (\w+)\); the DIRT core box has one copy, so as printed it cannot be laid out with one box\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "The list asks for both sides of tile %1 (%2 and %3), but the DIRT core box has one "
                                        "copy: as printed, it needs two boxes.")},
    {R"re(Only (\d+) tiles and no Assistance tile; its table in the extracted text has three rows where the others have four or five, so the list may be incomplete\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "Only %1 tiles and no Assistance tile: its table in our copy of the rulebook text is "
                                        "shorter than the others, so the list may be incomplete.")},
    {R"re(List complete in the source; the tile labels of the track picture agree with it \(all (\w) sides\)\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "The list is complete; the tile numbers in the rulebook's picture agree with it (all %1 "
                                        "sides).")},
    {R"re(List complete in the source\.)re", QT_TRANSLATE_NOOP("BundledTracks", "The list is complete.")},
    {R"re(It follows the surviving end of the Track 3 list on the page headed ТРАССА 3 / ТРАССА 4, so it is taken to be Track 4; the picture labels of that page did not survive to confirm it\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "That it is Track 4 is likely, not certain: it follows the end of the Track 3 list, "
                                        "and the tile numbers of that page's pictures are missing from our copy.")},
    {R"re(List complete in the source, but which track it belongs to is uncertain: .*)re",
     QT_TRANSLATE_NOOP("BundledTracks", "The list is complete, but which track it is remains uncertain: it is the only "
                                        "surviving list with tiles 113b and 107b, the tile numbers seen in the pictures of "
                                        "tracks 7 and 8.")},
    {R"re(Taken as Track (\d+) or (\d+); it could be Track (\d+) or (\d+)\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "Taken as track %1 or %2; it could be track %3 or %4.")},
    {R"re(The layout \(community transcription\) uses (\w+) where the printed list has (\w+); the list is kept as printed\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "The stage is laid out as a community transcription has it, with %1 where the "
                                        "rulebook's list has %2; the list is kept as printed.")},
    {R"re(Uses side a and side b of tile (\d+) \(two copies; the core box has two\)\.)re",
     QT_TRANSLATE_NOOP("BundledTracks", "Uses side a and side b of tile %1: two copies, as many as the core box holds.")},
};

QStringList sentences(const QString &notes)
{
    static const QRegularExpression end(uR"re((?<=\.)\s+(?=[A-Z]))re"_s);
    return notes.split(end, Qt::SkipEmptyParts);
}

/// The player's sentence for a sentence of the notes, or empty when it is not known.
QString noteText(const QString &sentence)
{
    for (const Note &n : kNotes) {
        const QRegularExpression re(u'^' + QString::fromUtf8(n.pattern) + u'$');
        const QRegularExpressionMatch m = re.match(sentence);
        if (!m.hasMatch())
            continue;
        QString text = Tr::tr(n.text);
        for (int i = 1; i <= m.lastCapturedIndex(); ++i)
            text = text.arg(m.captured(i));
        return text;
    }
    return {};
}

QString title(const QString &title)
{
    static const QRegularExpression gt(u"^GT Track (\\d+)(?: or (\\d+))?$"_s);
    static const QRegularExpression dirt(u"^DIRT Rally (\\d+) SS(\\d+)$"_s);
    if (const QRegularExpressionMatch m = gt.match(title); m.hasMatch())
        return m.capturedLength(2) > 0 ? Tr::tr("GT Track %1 or %2").arg(m.captured(1), m.captured(2))
                                       : Tr::tr("GT Track %1").arg(m.captured(1));
    if (const QRegularExpressionMatch m = dirt.match(title); m.hasMatch())
        return Tr::tr("DIRT Rally %1 SS%2").arg(m.captured(1), m.captured(2));
    return title;
}

QString source(const QString &source)
{
    static const QRegularExpression dirt(u"^Rallyman: DIRT rulebook \\(English\\), READY TO PLAY, Rally (\\d+), SS(\\d+)"_s);
    static const QRegularExpression gt(u"^Rallyman: GT rulebook, Russian edition, .*ТРАССА (\\d+)(?: or ТРАССА (\\d+))?"_s);
    if (const QRegularExpressionMatch m = dirt.match(source); m.hasMatch())
        return Tr::tr("Rallyman: DIRT rulebook, “Ready to Play”: rally %1, special stage %2").arg(m.captured(1), m.captured(2));
    if (const QRegularExpressionMatch m = gt.match(source); m.hasMatch())
        return m.capturedLength(2) > 0
            ? Tr::tr("Rallyman: GT rulebook (Russian edition), ready-made tracks: track %1 or %2").arg(m.captured(1), m.captured(2))
            : Tr::tr("Rallyman: GT rulebook (Russian edition), ready-made tracks: track %1").arg(m.captured(1));
    return source;
}

} // namespace

bool isBundled(const QString &path)
{
    return path.startsWith(kFolder);
}

void localize(Track &track)
{
    track.title = title(track.title);
    track.source = source(track.source);
    QStringList out;
    for (const QString &s : sentences(track.notes)) {
        const QString text = noteText(s);
        out << (text.isEmpty() ? s : text);
    }
    track.notes = out.join(u' ');
}

QStringList unknownNoteSentences(const QString &notes)
{
    QStringList out;
    for (const QString &s : sentences(notes))
        if (noteText(s).isEmpty())
            out << s;
    return out;
}

} // namespace Pacenotes::BundledTracks
