// SPDX-License-Identifier: GPL-3.0-or-later
// pacenotes export: the command line's path to PNG, SVG and the PDF printout.
#include "clirun.h"
#include "pdftools.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class tst_ExportCommand : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    using Result = Pacenotes::Test::CliRun;
    static Result run(const QStringList &args) { return Pacenotes::Test::pacenotes(args); }

    static QString data(const QString &name) { return QStringLiteral(PACENOTES_TESTDATA "/tracks/") + name; }
    QString out(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!PdfTools::available())
            QFAIL("poppler-utils missing (scripts/deps.sh installs it).");
    }

    void pdf_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("heading");
        QTest::newRow("gt en a4") << u"gt-lakeside-ring.json"_s << u"en"_s << u"a4"_s << u"Lakeside Ring"_s
                                  << u"Course order from the start"_s;
        QTest::newRow("gt ru letter") << u"gt-lakeside-ring.pacenotes"_s << u"ru"_s << u"letter"_s << u"Lakeside Ring"_s
                                      << u"Порядок трассы от старта"_s;
        QTest::newRow("dirt en letter") << u"dirt-col-de-braus.rgt"_s << u"en"_s << u"letter"_s << u"Col de Braus"_s
                                        << u"Course order from the start"_s;
        QTest::newRow("dirt ru a4") << u"dirt-col-de-braus.json"_s << u"ru"_s << u"a4"_s << u"Col de Braus"_s
                                    << u"Порядок трассы от старта"_s;
    }
    void pdf()
    {
        QFETCH(QString, input);
        QFETCH(QString, lang);
        QFETCH(QString, paper);
        QFETCH(QString, title);
        QFETCH(QString, heading);
        const QString pdf = out(QFileInfo(input).completeBaseName() + u'-' + lang + u".pdf"_s);
        const Result r = run({u"export"_s, data(input), u"--out"_s, pdf, u"--paper"_s, paper, u"--lang"_s, lang});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QFileInfo(pdf).fileName()));
        QCOMPARE(PdfTools::pages(pdf), 2);
        QVERIFY(PdfTools::info(pdf, u"Page size"_s).contains(paper == "a4"_L1 ? u"A4"_s : u"letter"_s));
        const QString text = PdfTools::text(pdf);
        QVERIFY(text.contains(title));
        QVERIFY2(text.contains(heading), qPrintable(text));
        QVERIFY(QRegularExpression(u"(^|\\s)1\\s+20[23]a\\s|(^|\\s)1\\s+102a\\s"_s).match(text).hasMatch());
    }

    void pictures()
    {
        const QString png = out(u"ring.png"_s);
        Result r = run({u"export"_s, data(u"gt-lakeside-ring.json"_s), u"--out"_s, png});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 1000);

        const QString svg = out(u"ring.svg"_s);
        r = run({u"export"_s, data(u"gt-lakeside-ring.json"_s), u"--out"_s, svg});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(QSvgRenderer(svg).isValid());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("Lakeside Ring"));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no out") << QStringList{data(u"gt-lakeside-ring.json"_s)} << u"--out"_s;
        QTest::newRow("unknown format") << QStringList{data(u"gt-lakeside-ring.json"_s), u"--out"_s, out(u"x.jpg"_s)}
                                        << u".png, .svg or .pdf"_s;
        QTest::newRow("bad paper") << QStringList{data(u"gt-lakeside-ring.json"_s), u"--out"_s, out(u"x.pdf"_s),
                                                  u"--paper"_s, u"a3"_s}
                                   << u"a4 or letter"_s;
        QTest::newRow("missing input") << QStringList{data(u"nothing-here.json"_s), u"--out"_s, out(u"x.pdf"_s)}
                                       << u"nothing-here.json"_s;
        QTest::newRow("list only") << QStringList{QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/gt-track-1.json"),
                                                  u"--out"_s, out(u"x.pdf"_s)}
                                   << u"no placed tiles"_s;
        QTest::newRow("unwritable") << QStringList{data(u"gt-lakeside-ring.json"_s), u"--out"_s,
                                                   out(u"no-such-folder/x.pdf"_s)}
                                    << u"Cannot write"_s;
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = run(QStringList{u"export"_s} + args + QStringList{u"--lang"_s, u"en"_s});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out(u"x.pdf"_s)));
        QVERIFY(!QFileInfo::exists(out(u"no-such-folder"_s)));
    }
};

QTEST_MAIN(tst_ExportCommand)
#include "tst_exportcommand.moc"
