// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ About: version, licence, build date and Qt versions; the credits name every source that
// the shipped data files record (and every data file records at least one), in both languages.
#include "about/datacredits.h"
#include "dialogs/aboutdialog.h"
#include "i18n/translations.h"
#include "keepshot.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::StringLiterals;
using namespace Pacenotes;

class tst_AboutDialog : public QObject
{
    Q_OBJECT
private slots:
    void cleanup() { Translations::install(u"en"_s); }
    void everyDataFileHasItsSources();
    void creditsShowEverySource();
    void aboutTabSaysVersionLicenceAndQt_data();
    void aboutTabSaysVersionLicenceAndQt();
};

void tst_AboutDialog::everyDataFileHasItsSources()
{
    const QList<DataCredit> credits = DataCredits::collect();
    QStringList files;
    for (const DataCredit &c : credits) {
        files << c.file;
        QVERIFY2(!c.sources.isEmpty(), qPrintable(c.file + u": no source recorded"_s));
        QVERIFY2(!c.topic.endsWith(u".json"_s), qPrintable(c.file + u": no topic name"_s));
    }
    QVERIFY(files.contains(u":/catalog/tiles.json"_s));
    for (const QString &name : QDir(u":/rules"_s).entryList({u"*.json"_s}))
        QVERIFY2(files.contains(u":/rules/"_s + name), qPrintable(name));
    QVERIFY(files.contains(u":/tracks"_s));
}

void tst_AboutDialog::creditsShowEverySource()
{
    AboutDialog dialog({u"9.9.9"_s, u"2026-11-26"_s, u"6.4.2"_s});
    const QString text = dialog.creditsView()->toPlainText();
    QVERIFY(text.contains(u"Rekee by Tobias Rapp"_s));
    QVERIFY(text.contains(u"github.com/t-rapp/rekee"_s)); // addresses as text
    // The tile spaces are read off Rekee's tile pictures (issue 23).
    QVERIFY(text.contains(u"read off the tile pictures of Rekee"_s));
    for (const DataCredit &c : DataCredits::collect()) {
        QVERIFY(text.contains(c.topic));
        for (const QString &source : c.sources)
            QVERIFY2(text.contains(source.simplified()), qPrintable(source));
    }
}

void tst_AboutDialog::aboutTabSaysVersionLicenceAndQt_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("credits");
    QTest::newRow("en") << u"en"_s << u"About Pacenotes"_s << u"Credits"_s;
    QTest::newRow("ru") << u"ru"_s << u"О программе Pacenotes"_s << u"Источники"_s;
}

void tst_AboutDialog::aboutTabSaysVersionLicenceAndQt()
{
    QFETCH(QString, lang);
    QFETCH(QString, title);
    QFETCH(QString, credits);
    Translations::install(lang);
    AboutDialog dialog({u"9.9.9"_s, u"2026-11-26"_s, u"6.4.2"_s});
    QCOMPARE(dialog.windowTitle(), title);
    QCOMPARE(dialog.tabs()->tabText(1), credits);
    QString about;
    for (const QLabel *label : dialog.tabs()->widget(0)->findChildren<QLabel *>())
        about += label->text();
    for (const QString &part : {u"Pacenotes 9.9.9"_s, u"2026-11-26"_s, u"6.4.2"_s, QString::fromLatin1(qVersion()),
                                u"GPL-3.0-or-later"_s, u"Holy Grail Games"_s})
        QVERIFY2(about.contains(part), qPrintable(part));
    dialog.show();
    keepShot(&dialog, u"about-%1.png"_s.arg(lang));
    dialog.tabs()->setCurrentIndex(1);
    keepShot(&dialog, u"about-credits-%1.png"_s.arg(lang));
}

QTEST_MAIN(tst_AboutDialog)
#include "tst_aboutdialog.moc"
