// SPDX-License-Identifier: GPL-3.0-or-later
// Replays the corpus of damaged and hostile files (tests/data/malformed/, written by
// scripts/make-malformed-corpus.py, plus inputs found by fuzzing) through the readers as a user
// would open them: each must be refused with a clear message, never crash or hang.
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"

#include <QDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_MalformedFiles : public QObject
{
    Q_OBJECT

private:
    static QString corpus() { return QStringLiteral(PACENOTES_TESTDATA "/malformed"); }

private slots:
    void corpusIsThere()
    {
        // Guards against the folder going missing and the test passing on nothing.
        QVERIFY(QDir(corpus()).entryList(QDir::Files).size() >= 80);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("path");
        const QFileInfoList files = QDir(corpus()).entryInfoList(QDir::Files, QDir::Name);
        for (const QFileInfo &f : files)
            QTest::newRow(qPrintable(f.fileName())) << f.absoluteFilePath();
    }

    void refused()
    {
        QFETCH(QString, path);
        const TrackReadResult r = TrackFiles::read(path, TileCatalog::builtin());
        QVERIFY2(!r.track, "a malformed file was accepted");
        // A sentence the user can act on: more than a code, ending like a sentence.
        QVERIFY2(r.error.size() > 20, qPrintable(r.error));
        QVERIFY2(r.error.endsWith(u'.') || r.error.endsWith(u')'), qPrintable(r.error));
    }

    void messagesSayWhatIsWrong_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << u"empty.rgt"_s << u"empty"_s;
        QTest::newRow("text as package") << u"plain-text.pacenotes"_s << u"not a zip archive"_s;
        QTest::newRow("nesting") << u"deep-nesting.json"_s << u"not valid JSON"_s;
        QTest::newRow("future") << u"ours-future-version.json"_s << u"newer Pacenotes"_s;
        QTest::newRow("duplicate") << u"rgt-duplicate-position.rgt"_s << u"another tile already is"_s;
        QTest::newRow("absurd") << u"ours-absurd-coordinates.json"_s << u"too far out"_s;
        QTest::newRow("dot-dot") << u"package-dot-dot.pacenotes"_s << u"not a safe relative path"_s;
        QTest::newRow("bomb") << u"package-bomb.pacenotes"_s << u"decompression bomb"_s;
        QTest::newRow("declared huge") << u"package-declared-huge.pacenotes"_s << u"would unpack to"_s;
        QTest::newRow("entries") << u"package-many-entries.pacenotes"_s << u"at most 64"_s;
        QTest::newRow("crc") << u"package-bad-crc.pacenotes"_s << u"checksum"_s;
        QTest::newRow("rgt inside") << u"package-rgt-inside.pacenotes"_s << u"not a Pacenotes track"_s;
    }

    void messagesSayWhatIsWrong()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const TrackReadResult r = TrackFiles::read(corpus() + u'/' + file, TileCatalog::builtin());
        QVERIFY(!r.track);
        QVERIFY2(r.error.contains(expected), qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(tst_MalformedFiles)
#include "tst_malformedfiles.moc"
