// SPDX-License-Identifier: GPL-3.0-or-later
// Where file dialogs start and what follows them (issue 20): the documents folder the first time,
// then the folder used last — never the folder the app was started from —, tracks and outputs
// remembered apart; a sheet saved as PDF says where it went.
#include "i18n/translations.h"
#include "settings/appsettings.h"
#include "sheets/sheetprintdialog.h"
#include "sheets/sheetprinting.h"
#include "shell/filedialogs.h"

#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_FileDialogs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"PacenotesTests"_s);
        QCoreApplication::setApplicationName(u"tst_filedialogs"_s);
        Translations::install(u"en"_s);
    }
    void init() { QSettings().clear(); }
    void cleanup() { FileDialogs::setChooser({}); }

    void startInTheDocumentsThenTheLastFolder()
    {
        QTemporaryDir work;
        QVERIFY(QDir::setCurrent(work.path())); // where the app happened to be started
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QVERIFY(QDir().mkpath(documents));
        QStringList starts;
        QString answer;
        FileDialogs::setChooser([&](const QString &, const QString &start, const QString &) {
            starts << start;
            return answer;
        });
        // The first time: the documents folder, for either kind.
        FileDialogs::openFile(nullptr, u"Open"_s, {});
        FileDialogs::saveFile(nullptr, u"Export"_s, u"track.png"_s, {});
        QCOMPARE(starts.value(0), documents);
        QCOMPARE(starts.value(1), QDir(documents).filePath(u"track.png"_s));
        QVERIFY(!starts.value(1).startsWith(work.path()));
        // Then the folder used last, each kind its own.
        QTemporaryDir tracks, outputs;
        answer = QDir(tracks.path()).filePath(u"mine.pacenotes"_s);
        FileDialogs::openFile(nullptr, u"Open"_s, {});
        answer = QDir(outputs.path()).filePath(u"poster.png"_s);
        FileDialogs::saveFile(nullptr, u"Export"_s, u"track.png"_s, {});
        answer.clear(); // cancelled: nothing remembered
        FileDialogs::openFile(nullptr, u"Open"_s, {});
        FileDialogs::saveFile(nullptr, u"Export"_s, u"track.pdf"_s, {});
        QCOMPARE(starts.value(4), QFileInfo(tracks.path()).absoluteFilePath());
        QCOMPARE(starts.value(5), QDir(outputs.path()).filePath(u"track.pdf"_s));
        QCOMPARE(FileDialogs::startFolder(FileDialogs::Kind::Tracks), AppSettings().lastFolder());
    }

    void savedPdfSaysWhere()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"sheet.pdf"_s);
        FileDialogs::setChooser([&](const QString &, const QString &, const QString &) { return path; });
        QMainWindow window;
        window.show();
        SheetRequest request;
        request.kind = SheetRequest::Kind::Solo;
        SheetPrintDialog dialog(request, &window);
        dialog.show();
        auto *pdf = dialog.findChild<QPushButton *>(u"savePdfButton"_s);
        QVERIFY(pdf);
        pdf->click();
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(dialog.writtenPath(), path);
        QVERIFY2(window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(path)),
                 qPrintable(window.statusBar()->currentMessage()));
    }
};

QTEST_MAIN(tst_FileDialogs)
#include "tst_filedialogs.moc"
