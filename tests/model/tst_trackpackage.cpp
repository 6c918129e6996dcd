// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/tilecatalog.h"
#include "io/trackjson.h"
#include "io/trackpackage.h"
#include "io/zipdirectory.h"
#include "zipbuilder.h"

#include <QBuffer>
#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_TrackPackage : public QObject
{
    Q_OBJECT

private:
    static Track sampleTrack()
    {
        Track t;
        t.title = u"Кольцо у озера"_s;
        t.author = u"Анна"_s;
        t.notes = u"Two laps, pit on the inside."_s;
        t.game = Game::GT;
        t.laps = 2;
        t.tiles = {{u"102a"_s, 0, {0, 0}, 0}, {u"103a"_s, 2, {1, 0}, 0}, {u"105a"_s, 0, {2, 0}, 3}};
        t.tileList = {{u"102a"_s, 1}, {u"103a"_s, 1}, {u"105a"_s, 1}};
        return t;
    }
    static QByteArray trackJson(const Track &t)
    {
        return QJsonDocument(TrackJson::toJson(t)).toJson();
    }
    static QImage sampleImage()
    {
        QImage image(64, 40, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        image.setPixelColor(3, 5, QColor(200, 30, 40));
        image.setPixelColor(60, 39, QColor(10, 220, 90, 128));
        return image;
    }
    static QByteArray packageWith(const QByteArray &name, const QByteArray &data)
    {
        return ZipBuilder().add(name, data).build();
    }

private slots:
    void roundTripWithPreview()
    {
        const Track track = sampleTrack();
        QString error;
        const std::optional<QByteArray> bytes = TrackPackage::serialize(track, sampleImage(), &error);
        QVERIFY2(bytes, qPrintable(error));
        const auto contents = TrackPackage::readData(*bytes, TileCatalog::builtin(), &error);
        QVERIFY2(contents, qPrintable(error));
        QCOMPARE(contents->track, track);
        QVERIFY(contents->notes.isEmpty());
        QCOMPARE(contents->preview.size(), QSize(64, 40));
        QCOMPARE(contents->preview.convertToFormat(QImage::Format_ARGB32), sampleImage());
    }

    void roundTripWithoutPreview()
    {
        QString error;
        const std::optional<QByteArray> bytes = TrackPackage::serialize(sampleTrack(), QImage(), &error);
        QVERIFY2(bytes, qPrintable(error));
        const auto dir = ZipDirectory::parse(*bytes, ZipLimits(), &error);
        QVERIFY2(dir, qPrintable(error));
        QCOMPARE(dir->entries().size(), 1);
        QCOMPARE(dir->entries().first().name, u"track.json"_s);
        const auto contents = TrackPackage::readData(*bytes, TileCatalog::builtin(), &error);
        QVERIFY2(contents, qPrintable(error));
        QVERIFY(contents->preview.isNull());
        QVERIFY(contents->notes.isEmpty());
        QCOMPARE(contents->track, sampleTrack());
    }

    void namesAreMarkedUtf8()
    {
        const std::optional<QByteArray> bytes = TrackPackage::serialize(sampleTrack(), sampleImage(), nullptr);
        QVERIFY(bytes);
        // Every local header carries general-purpose flag bit 11 (UTF-8 names).
        int headers = 0;
        for (qsizetype at = bytes->indexOf("PK\x03\x04"); at >= 0; at = bytes->indexOf("PK\x03\x04", at + 4)) {
            const quint16 flags = quint16(quint8(bytes->at(at + 6)) | (quint8(bytes->at(at + 7)) << 8));
            QVERIFY(flags & 0x0800);
            ++headers;
        }
        QCOMPARE(headers, 2);
    }

    void writeIsAtomicAndReadable()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"трасса.pacenotes"_s);
        QString error;
        QVERIFY2(TrackPackage::write(path, sampleTrack(), sampleImage(), &error), qPrintable(error));
        Track second = sampleTrack();
        second.title = u"Second save"_s;
        QVERIFY2(TrackPackage::write(path, second, QImage(), &error), qPrintable(error));
        // Only the package is left: QSaveFile's temporary file was renamed over it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"трасса.pacenotes"_s});
        const auto contents = TrackPackage::read(path, TileCatalog::builtin(), &error);
        QVERIFY2(contents, qPrintable(error));
        QCOMPARE(contents->track.title, u"Second save"_s);
        QVERIFY(contents->preview.isNull());
    }

    void writeFailureLeavesOldFile()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(u"no-such-folder/x.pacenotes"_s);
        QString error;
        QVERIFY(!TrackPackage::write(missing, sampleTrack(), QImage(), &error));
        QVERIFY(error.contains(missing));
        QVERIFY(!QFile::exists(missing));
    }

    void readMissingFile()
    {
        QString error;
        QVERIFY(!TrackPackage::read(u"/nonexistent/track.pacenotes"_s, TileCatalog::builtin(), &error));
        QVERIFY(error.contains(u"/nonexistent/track.pacenotes"_s));
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected");
        const QByteArray json = trackJson(sampleTrack());
        const QByteArray good = ZipBuilder().add("track.json", json).build();

        QTest::newRow("not a zip") << QByteArray("hello, this is plain text and no archive") << u"not a zip archive"_s;
        QTest::newRow("too short") << QByteArray("PK\x03\x04") << u"too short"_s;
        QTest::newRow("truncated") << good.left(good.size() / 2) << u"truncated"_s;
        QTest::newRow("trailing bytes") << good + "garbage" << u"truncated"_s;
        QTest::newRow("no entries") << ZipBuilder().build() << u"no track.json"_s;
        QTest::newRow("no track.json") << packageWith("preview.png", "x") << u"no track.json"_s;
        QTest::newRow("dot-dot") << packageWith("../track.json", json) << u"not a safe relative path"_s;
        QTest::newRow("dot-dot inside") << packageWith("a/../../b", json) << u"not a safe relative path"_s;
        QTest::newRow("absolute") << packageWith("/etc/track.json", json) << u"not a safe relative path"_s;
        QTest::newRow("drive") << packageWith("C:/track.json", json) << u"not a safe relative path"_s;
        QTest::newRow("backslash") << packageWith("..\\track.json", json) << u"not a safe relative path"_s;
        QTest::newRow("control char") << packageWith("track\n.json", json) << u"not a safe relative path"_s;
        {
            ZipBuilder many;
            many.add("track.json", json);
            for (int i = 0; i < TrackPackage::kMaxEntries; ++i)
                many.add("junk/" + QByteArray::number(i), "x");
            QTest::newRow("too many entries") << many.build() << u"65 entr"_s; // "entries" with the English plural forms
        }
        {
            ZipBuilder::Entry e{"track.json", json};
            e.declaredSize = 100u * 1024 * 1024;
            QTest::newRow("declared huge") << ZipBuilder().add(e).build() << u"would unpack to"_s;
        }
        QTest::newRow("bomb") << packageWith("track.json", QByteArray(3 * 1024 * 1024, ' ')) << u"decompression bomb"_s;
        {
            ZipBuilder::Entry e{"track.json", json};
            e.declaredSize = 10;
            QTest::newRow("size understated") << ZipBuilder().add(e).build() << u"damaged"_s;
        }
        {
            ZipBuilder::Entry e{"track.json", json};
            e.declaredSize = quint32(json.size() + 100);
            QTest::newRow("size overstated") << ZipBuilder().add(e).build() << u"damaged"_s;
        }
        {
            ZipBuilder::Entry e{"track.json", json};
            e.crc = 0x12345678;
            QTest::newRow("bad crc") << ZipBuilder().add(e).build() << u"checksum"_s;
        }
        {
            ZipBuilder::Entry e{"track.json", json};
            e.flags |= 1;
            QTest::newRow("encrypted") << ZipBuilder().add(e).build() << u"encrypted"_s;
        }
        {
            ZipBuilder::Entry e{"track.json", json};
            e.method = 12;
            QTest::newRow("bzip2") << ZipBuilder().add(e).build() << u"compression method 12"_s;
        }
        {
            ZipBuilder::Entry e{"track.json", json, false};
            e.compressedSize = quint32(json.size() - 1);
            QTest::newRow("stored sizes differ") << ZipBuilder().add(e).build() << u"two different sizes"_s;
        }
        {
            ZipBuilder::Entry e{"track.json", json};
            e.compressedSize = 0x7fffff;
            QTest::newRow("data past end") << ZipBuilder().add(e).build() << u"cut short"_s;
        }
        {
            ZipBuilder::Entry e{"track.json", json};
            e.localOffset = 5;
            QTest::newRow("local header missing") << ZipBuilder().add(e).build() << u"missing"_s;
        }
        QTest::newRow("duplicate") << ZipBuilder().add("track.json", json).add("track.json", "{}").build() << u"twice"_s;
        {
            // Entry "b" hides inside the stored data of entry "a": overlapping entries.
            const QByteArray inner = ZipBuilder().add("track.json", json).build();
            const qsizetype innerLocalEnd = inner.indexOf("PK\x01\x02");
            ZipBuilder::Entry a{"a", inner.left(innerLocalEnd), false};
            ZipBuilder::Entry b{"track.json", json};
            b.localOffset = quint32(30 + 1);
            QTest::newRow("overlap") << ZipBuilder().add(a).add(b).build() << u"overlap"_s;
        }
        {
            // A second, ill-fitting end record hidden in the comment: unzip code would use it.
            QByteArray decoy("PK\x05\x06", 4);
            decoy += QByteArray(16, '\0') + QByteArray("\x05\x00", 2) + QByteArray(30, 'x');
            QTest::newRow("decoy end record") << ZipBuilder().add("track.json", json).build(std::nullopt, decoy)
                                              << u"more than one end"_s;
        }
        QTest::newRow("zip64") << ZipBuilder().add("track.json", json).build(quint16(0xffff)) << u"zip64"_s;
        {
            QByteArray moved = good;
            moved[moved.size() - 3] = char(0x7f); // directory offset far beyond the file
            QTest::newRow("directory outside") << moved << u"outside"_s;
        }
        {
            // Bytes between the directory and the end record: unzip code would shift every offset.
            QByteArray gap = good;
            const qsizetype endRecord = gap.lastIndexOf("PK\x05\x06");
            gap.insert(endRecord, QByteArray(7, '\0'));
            QTest::newRow("gap before end record") << gap << u"does not end where"_s;
        }
        QTest::newRow("bad json") << packageWith("track.json", "{\"format\": \"pacenotes-track\",") << u"not valid JSON"_s;
        QTest::newRow("json array") << packageWith("track.json", "[1, 2, 3]") << u"not a track"_s;
        QTest::newRow("wrong game")
            << packageWith("track.json", R"({"format":"pacenotes-track","formatVersion":1,"game":"chess"})")
            << u"game"_s;
        QTest::newRow("newer version")
            << packageWith("track.json", R"({"format":"pacenotes-track","formatVersion":99,"game":"gt"})")
            << u"newer Pacenotes"_s;
        QTest::newRow("unknown tile")
            << packageWith("track.json",
                           R"({"format":"pacenotes-track","formatVersion":1,"game":"gt","tiles":[{"id":"999z","q":0,"r":0,"rotation":0}]})")
            << u"unknown tile id"_s;
    }

    void hostile()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        QString error;
        const auto contents = TrackPackage::readData(data, TileCatalog::builtin(), &error);
        QVERIFY(!contents);
        QVERIFY2(error.contains(expected, Qt::CaseInsensitive), qPrintable(error));
    }

    void damagedPreviewKeepsTrack_data()
    {
        QTest::addColumn<QByteArray>("png");
        QTest::newRow("not a png") << QByteArray("definitely not a PNG");
        QByteArray png;
        {
            QBuffer b(&png);
            b.open(QIODevice::WriteOnly);
            sampleImage().save(&b, "PNG");
        }
        QByteArray huge = png;
        // IHDR width and height (bytes 16..23) claim 100000 × 100000 pixels.
        const QByteArray side = QByteArray::fromHex("000186a0");
        huge.replace(16, 4, side);
        huge.replace(20, 4, side);
        QTest::newRow("huge") << huge;
        QTest::newRow("cut") << png.left(png.size() / 2);
    }

    void damagedPreviewKeepsTrack()
    {
        QFETCH(QByteArray, png);
        ZipBuilder::Entry preview{"preview.png", png, false};
        const QByteArray data = ZipBuilder().add("track.json", trackJson(sampleTrack())).add(preview).build();
        QString error;
        const auto contents = TrackPackage::readData(data, TileCatalog::builtin(), &error);
        QVERIFY2(contents, qPrintable(error));
        QCOMPARE(contents->track, sampleTrack());
        QVERIFY(contents->preview.isNull());
        QCOMPARE(contents->notes.size(), 1);
        QVERIFY(contents->notes.first().contains(u"preview"_s));
    }

    void extraEntriesAreIgnored()
    {
        const QByteArray data = ZipBuilder()
                                    .add("docs/", "")
                                    .add("track.json", trackJson(sampleTrack()))
                                    .add("thumbnails/other.txt", "hello")
                                    .build();
        QString error;
        const auto contents = TrackPackage::readData(data, TileCatalog::builtin(), &error);
        QVERIFY2(contents, qPrintable(error));
        QCOMPARE(contents->track, sampleTrack());
    }

    void safeNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("safe");
        QTest::newRow("plain") << u"track.json"_s << true;
        QTest::newRow("folder") << u"a/b/c.png"_s << true;
        QTest::newRow("folder entry") << u"a/"_s << true;
        QTest::newRow("cyrillic") << u"трасса.json"_s << true;
        QTest::newRow("dots in name") << u"a..b"_s << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("parent") << u".."_s << false;
        QTest::newRow("parent inside") << u"a/../b"_s << false;
        QTest::newRow("current") << u"./a"_s << false;
        QTest::newRow("absolute") << u"/a"_s << false;
        QTest::newRow("double slash") << u"a//b"_s << false;
        QTest::newRow("backslash") << u"a\\b"_s << false;
        QTest::newRow("drive") << u"c:x"_s << false;
        QTest::newRow("nul") << u"a\u0000b"_s << false;
        QTest::newRow("too long") << QString(300, u'a') << false;
    }

    void safeNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, safe);
        QCOMPARE(ZipDirectory::isSafeName(name), safe);
    }
};

QTEST_GUILESS_MAIN(tst_TrackPackage)
#include "tst_trackpackage.moc"
