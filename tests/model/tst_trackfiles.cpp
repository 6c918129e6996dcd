// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/tilecatalog.h"
#include "io/bundledtracks.h"
#include "io/rekeeformat.h"
#include "io/rgtformat.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "io/trackjson.h"
#include "io/trackpackage.h"
#include "realtracks.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Pacenotes::TrackFormat)

class tst_TrackFiles : public QObject
{
    Q_OBJECT

private:
    static QByteArray json(const QJsonObject &o) { return QJsonDocument(o).toJson(); }
    static bool writeFile(const QString &path, const QByteArray &data)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
    }

private slots:
    void formatForPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<TrackFormat>("format");
        QTest::newRow("package") << u"/a/b/Ring.pacenotes"_s << TrackFormat::Package;
        QTest::newRow("package upper") << u"RING.PACENOTES"_s << TrackFormat::Package;
        QTest::newRow("rgt") << u"track.rgt"_s << TrackFormat::Rgt;
        QTest::newRow("rgt upper") << u"C:/x/Track.RGT"_s << TrackFormat::Rgt;
        QTest::newRow("json") << u"tracks/gt-track-1.json"_s << TrackFormat::Json;
        QTest::newRow("rekee json") << u"Forest.rekee.json"_s << TrackFormat::Rekee;
        QTest::newRow("rekee json upper") << u"Forest.Rekee.JSON"_s << TrackFormat::Rekee;
        QTest::newRow("other") << u"notes.txt"_s << TrackFormat::Unknown;
        QTest::newRow("none") << u"Makefile"_s << TrackFormat::Unknown;
    }

    void formatForPath()
    {
        QFETCH(QString, path);
        QFETCH(TrackFormat, format);
        QCOMPARE(TrackFiles::formatForPath(path), format);
    }

    void detectsByContent_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<TrackFormat>("hint");
        QTest::addColumn<TrackFormat>("format");
        const Track t = RealTracks::gtCoreCircuit();
        const TileCatalog &c = TileCatalog::builtin();
        const QByteArray ours = json(TrackJson::toJson(t));
        const QByteArray rekee = json(RekeeFormat::toJson(t));
        const QByteArray rgt = json(RgtFormat::toJson(t, c));
        const QByteArray package = *TrackPackage::serialize(t, QImage(), nullptr);
        QTest::newRow("ours") << ours << TrackFormat::Json << TrackFormat::Json;
        QTest::newRow("rekee as .json") << rekee << TrackFormat::Json << TrackFormat::Rekee;
        QTest::newRow("rgt as .json") << rgt << TrackFormat::Json << TrackFormat::Rgt;
        QTest::newRow("ours as .rgt") << ours << TrackFormat::Rgt << TrackFormat::Json;
        QTest::newRow("package") << package << TrackFormat::Package << TrackFormat::Package;
        QTest::newRow("package, no hint") << package << TrackFormat::Unknown << TrackFormat::Package;
        QTest::newRow("package as .json") << package << TrackFormat::Json << TrackFormat::Package;
        QTest::newRow("rgt with BOM") << QByteArray("\xEF\xBB\xBF") + rgt << TrackFormat::Rgt << TrackFormat::Rgt;
        QTest::newRow("leading space") << QByteArray(" \r\n\t") + rekee << TrackFormat::Unknown << TrackFormat::Rekee;
    }

    void detectsByContent()
    {
        QFETCH(QByteArray, data);
        QFETCH(TrackFormat, hint);
        QFETCH(TrackFormat, format);
        const TrackReadResult r = TrackFiles::readData(data, hint, TileCatalog::builtin());
        QVERIFY2(r.track, qPrintable(r.error));
        QCOMPARE(r.format, format);
        QCOMPARE(r.track->tiles, RealTracks::gtCoreCircuit().tiles);
        QCOMPARE(r.track->game, Game::GT);
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<TrackFormat>("hint");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << TrackFormat::Json << u"empty"_s;
        QTest::newRow("text as package") << QByteArray("hello") << TrackFormat::Package << u"not a zip archive"_s;
        QTest::newRow("text, no hint") << QByteArray("hello") << TrackFormat::Unknown << u"not a track"_s;
        QTest::newRow("text as rgt") << QByteArray("hello") << TrackFormat::Rgt << u"not valid JSON"_s;
        QTest::newRow("truncated json") << QByteArray(R"({"Tuiles": [{"X": 5)") << TrackFormat::Rgt << u"not valid JSON"_s;
        QTest::newRow("array") << QByteArray("[]") << TrackFormat::Json << u"expected an object"_s;
        QTest::newRow("other format") << QByteArray(R"({"format": "pacenotes-tile-catalog"})") << TrackFormat::Json
                                      << u"pacenotes-tile-catalog"_s;
        QTest::newRow("unknown object") << QByteArray(R"({"hello": "world"})") << TrackFormat::Json << u"not a track"_s;
        QTest::newRow("zip junk") << QByteArray("PK\x03\x04 and then nothing") << TrackFormat::Unknown << u"not a readable"_s;
        QTest::newRow("oversized") << QByteArray(TrackFiles::kMaxFileSize + 1, ' ') << TrackFormat::Json << u"too large"_s;
    }

    void refuses()
    {
        QFETCH(QByteArray, data);
        QFETCH(TrackFormat, hint);
        QFETCH(QString, expected);
        const TrackReadResult r = TrackFiles::readData(data, hint, TileCatalog::builtin());
        QVERIFY(!r.track);
        QVERIFY2(r.error.contains(expected), qPrintable(r.error));
    }

    void writeAndReadEveryFormat_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<TrackFormat>("format");
        QTest::addColumn<Track>("track");
        for (const auto &[label, track] : {std::pair{"gt", RealTracks::gtCoreCircuit()},
                                           std::pair{"dirt", RealTracks::dirtStage()}}) {
            QTest::addRow("%s package", label) << u"t.pacenotes"_s << TrackFormat::Package << track;
            QTest::addRow("%s json", label) << u"t.json"_s << TrackFormat::Json << track;
            QTest::addRow("%s rekee", label) << u"t.rekee.json"_s << TrackFormat::Rekee << track;
            QTest::addRow("%s rgt", label) << u"t.rgt"_s << TrackFormat::Rgt << track;
        }
    }

    void writeAndReadEveryFormat()
    {
        QFETCH(QString, name);
        QFETCH(TrackFormat, format);
        QFETCH(Track, track);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(TrackFiles::write(path, track, TileCatalog::builtin(), &error), qPrintable(error));
        const TrackReadResult r = TrackFiles::read(path, TileCatalog::builtin());
        QVERIFY2(r.track, qPrintable(r.error));
        QCOMPARE(r.format, format);
        QVERIFY(r.notes.isEmpty());
        QCOMPARE(*r.track, track);
    }

    void richFieldsSurviveOnlyOurFormats()
    {
        Track t = RealTracks::gtCoreCircuit();
        t.laps = 2;
        t.notes = u"Заметки"_s;
        t.source = u"test"_s;
        t.reverseCourse = true;
        t.tileList = {{u"102a"_s, 1}};
        QVERIFY(TrackFiles::lossNotes(t, TrackFormat::Json).isEmpty());
        QVERIFY(TrackFiles::lossNotes(t, TrackFormat::Package).isEmpty());
        for (const TrackFormat f : {TrackFormat::Rekee, TrackFormat::Rgt}) {
            const QStringList notes = TrackFiles::lossNotes(t, f);
            QCOMPARE(notes.size(), 1);
            for (const QString &word : {u"laps (2)"_s, u"notes"_s, u"source"_s, u"tile list"_s, u"reversed"_s})
                QVERIFY2(notes.first().contains(word), qPrintable(notes.first()));
            QVERIFY(TrackFiles::lossNotes(RealTracks::gtCoreCircuit(), f).isEmpty());
        }
        Track listOnly;
        listOnly.title = u"GT Track 1"_s;
        listOnly.tileList = {{u"102b"_s, 1}};
        QVERIFY(TrackFiles::lossNotes(listOnly, TrackFormat::Rgt).join(u' ').contains(u"no tiles laid out"_s));
    }

    void titleFromFileName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("rekee") << u"Col de Turini.rekee.json"_s
                               << QByteArray(R"({"tiles": [{"id": "202a", "q": 0, "r": 0, "dir": 0}]})");
        QTest::newRow("rgt") << u"Col de Turini.rgt"_s
                             << QByteArray(R"({"Tuiles": [{"X": 1, "Y": 1, "Orientation": 0, "TuileId": "202A"}]})");
    }

    void titleFromFileName()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, data);
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(name), data));
        const TrackReadResult r = TrackFiles::read(dir.filePath(name), TileCatalog::builtin());
        QVERIFY2(r.track, qPrintable(r.error));
        QCOMPARE(r.track->title, u"Col de Turini"_s);
        QCOMPARE(r.track->game, Game::Dirt);
    }

    void unreadableAndUnwritable()
    {
        QTemporaryDir dir;
        const TrackReadResult r = TrackFiles::read(dir.filePath(u"missing.rgt"_s), TileCatalog::builtin());
        QVERIFY(!r.track);
        QVERIFY(r.error.contains(u"missing.rgt"_s));
        QString error;
        QVERIFY(!TrackFiles::write(dir.filePath(u"no/such/dir/t.rgt"_s), RealTracks::dirtStage(),
                                   TileCatalog::builtin(), &error));
        QVERIFY(error.contains(u"t.rgt"_s));
        QVERIFY(!TrackFiles::write(dir.filePath(u"t.txt"_s), RealTracks::dirtStage(), TileCatalog::builtin(), &error));
        QVERIFY(error.contains(u".rekee.json"_s));
        QVERIFY(!QFile::exists(dir.filePath(u"t.txt"_s)));
    }

    void failedWriteKeepsOldFile()
    {
        // The target is a folder: nothing can replace it, and nothing next to it is left over.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"busy.json"_s));
        QString error;
        QVERIFY(!TrackFiles::write(dir.filePath(u"busy.json"_s), RealTracks::dirtStage(), TileCatalog::builtin(), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(QFileInfo(dir.filePath(u"busy.json"_s)).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
    }

    void bundledTracksSpeakToPlayers_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ru") << u"ru"_s;
    }

    void bundledTracksSpeakToPlayers()
    {
        // Issue 16: the Track panel showed "lost in the text extraction", in English even in
        // the Russian app. Every sentence of every bundled list has a player's wording.
        QFETCH(QString, lang);
        Translations::install(lang);
        const QStringList files = QDir(u":/tracks"_s).entryList({u"*.json"_s});
        QVERIFY(files.size() >= 20);
        for (const QString &file : files) {
            const TrackReadResult raw = TrackFiles::read(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/") + file,
                                                         TileCatalog::builtin());
            QVERIFY(raw.track);
            QVERIFY2(BundledTracks::unknownNoteSentences(raw.track->notes).isEmpty(),
                     qPrintable(BundledTracks::unknownNoteSentences(raw.track->notes).join(u" | "_s)));
            const TrackReadResult r = TrackFiles::read(u":/tracks/"_s + file, TileCatalog::builtin());
            QVERIFY2(r.track, qPrintable(r.error));
            for (const QString &text : {r.track->source, r.track->notes}) {
                QVERIFY2(!text.contains(u"extraction"_s) && !text.contains(u"READY TO PLAY"_s), qPrintable(text));
                if (lang == u"ru"_s && !text.isEmpty())
                    QVERIFY2(text.contains(QRegularExpression(u"[а-я]{4}"_s)), qPrintable(file + u": "_s + text));
            }
            QVERIFY(!r.track->source.isEmpty());
        }
        const TrackReadResult two = TrackFiles::read(u":/tracks/dirt-rally-2-ss1.json"_s, TileCatalog::builtin());
        Translations::install(u"en"_s);
        if (lang == u"en"_s) {
            QCOMPARE(two.track->source, u"Rallyman: DIRT rulebook, “Ready to Play”: rally 2, special stage 1"_s);
            QVERIFY(two.track->notes.startsWith(u"Rally 2 is our numbering"_s));
        }
    }

    void bundledTitlesInTheAppsLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("title");
        QTest::newRow("en GT") << u"en"_s << u"gt-track-2.json"_s << u"GT Track 2"_s;
        QTest::newRow("ru GT") << u"ru"_s << u"gt-track-2.json"_s << u"Трасса GT 2"_s;
        QTest::newRow("ru GT or") << u"ru"_s << u"gt-track-7-or-8.json"_s << u"Трасса GT 7 или 8"_s;
        QTest::newRow("en DIRT") << u"en"_s << u"dirt-rally-3-ss2.json"_s << u"DIRT Rally 3 SS2"_s;
        QTest::newRow("ru DIRT") << u"ru"_s << u"dirt-rally-3-ss2.json"_s << u"Ралли DIRT 3, СУ2"_s;
    }

    void bundledTitlesInTheAppsLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(QString, file);
        QFETCH(QString, title);
        Translations::install(lang);
        const TrackReadResult r = TrackFiles::read(u":/tracks/"_s + file, TileCatalog::builtin());
        Translations::install(u"en"_s);
        QVERIFY2(r.track, qPrintable(r.error));
        QCOMPARE(r.track->title, title);
        // a copy on disk is the user's file: its title is kept as written
        const TrackReadResult disk = TrackFiles::read(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/") + file,
                                                      TileCatalog::builtin());
        QVERIFY(disk.track);
        QVERIFY(disk.track->title.startsWith(u"GT Track"_s) || disk.track->title.startsWith(u"DIRT Rally"_s));
    }
};

QTEST_GUILESS_MAIN(tst_TrackFiles)
#include "tst_trackfiles.moc"
