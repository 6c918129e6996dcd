// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's rule table (model/rules/rulebook.cpp): every rule has a stable code and a page in
// the books, and docs/referee-json.md §5 says the same (the gaming aids' pages, issue 14).
#include "rules/rulebook.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_RuleBook : public QObject
{
    Q_OBJECT

private slots:
    void codesAreUniqueAndReadBack();
    void referencesArePagesOfTheBooks();
    void gamingAidPages_data();
    void gamingAidPages();
    void documentationListsEveryCode();
};

void tst_RuleBook::codesAreUniqueAndReadBack()
{
    QSet<QString> codes;
    for (int i = 0; i < RuleCount; ++i) {
        const Rule r = Rule(i);
        const QString code = RuleBook::code(r);
        QVERIFY2(!code.isEmpty(), qPrintable(QString::number(i)));
        QVERIFY2(!codes.contains(code), qPrintable(code));
        codes.insert(code);
        QCOMPARE(RuleBook::fromCode(code), std::optional<Rule>(r));
    }
    QVERIFY(!RuleBook::fromCode(u"no-such-rule"));
}

void tst_RuleBook::referencesArePagesOfTheBooks()
{
    for (int i = 0; i < RuleCount; ++i) {
        for (Game g : {Game::GT, Game::Dirt}) {
            const RuleReference ref = RuleBook::reference(Rule(i), g);
            const int last = ref.book == Book::Digest ? 16 : 24;
            QVERIFY2(ref.page >= 3 && ref.page <= last, qPrintable(RuleBook::code(Rule(i))));
            QVERIFY(ref.section && *ref.section);
        }
    }
}

void tst_RuleBook::gamingAidPages_data()
{
    // The pages the books' gaming aids give (GT and DIRT, last page).
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("page");
    QTest::newRow("GT Focus tokens") << u"flat-out-tokens"_s << int(Game::GT) << 15;
    QTest::newRow("GT securing") << u"secure-cost"_s << int(Game::GT) << 15;
    QTest::newRow("GT no securing Flat Out") << u"secure-flat-out"_s << int(Game::GT) << 15;
    QTest::newRow("GT Flat Out") << u"flat-out"_s << int(Game::GT) << 15;
    QTest::newRow("GT Loss of Control") << u"loss-of-control"_s << int(Game::GT) << 16;
    QTest::newRow("GT one by one") << u"hazard-limit"_s << int(Game::GT) << 14;
    QTest::newRow("GT damage tokens") << u"damage-token"_s << int(Game::GT) << 18;
    QTest::newRow("GT pit stop") << u"pit-stop"_s << int(Game::GT) << 18;
    QTest::newRow("DIRT Loss of Control") << u"loss-of-control"_s << int(Game::Dirt) << 19;
    QTest::newRow("DIRT Second tokens") << u"secure-cost"_s << int(Game::Dirt) << 17;
    QTest::newRow("DIRT Flat Out") << u"flat-out"_s << int(Game::Dirt) << 16;
    QTest::newRow("DIRT damage tokens") << u"damage-token"_s << int(Game::Dirt) << 20;
}

void tst_RuleBook::gamingAidPages()
{
    QFETCH(QString, code);
    QFETCH(int, game);
    QFETCH(int, page);
    const std::optional<Rule> rule = RuleBook::fromCode(code);
    QVERIFY(rule);
    QCOMPARE(RuleBook::reference(*rule, Game(game)).page, page);
}

void tst_RuleBook::documentationListsEveryCode()
{
    // docs/referee-json.md §5: "| `code`[, `code`] | what | GT | DIRT |" with pages "p. N" or
    // "≈p. N" (inferred), "digest p. N", or "—" when the rule is not in that game.
    QFile f(QStringLiteral(PACENOTES_SOURCE_DIR) + u"/docs/referee-json.md"_s);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    const qsizetype from = text.indexOf(u"## 5. Rules and references"_s);
    const qsizetype to = text.indexOf(u"## 6."_s, from);
    QVERIFY(from > 0 && to > from);
    const QRegularExpression row(uR"(^\| ((?:`[a-z-]+`(?:, )?)+) \|[^|]*\| ([^|]*) \| ([^|]*) \|$)"_s,
                                 QRegularExpression::MultilineOption);
    const QRegularExpression pageOf(uR"((≈|digest )?p\. (\d+))"_s);
    QSet<QString> documented;
    auto it = row.globalMatch(text.mid(from, to - from));
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QStringList codes = m.captured(1).remove(u'`').split(u", "_s);
        for (const QString &code : codes) {
            const std::optional<Rule> rule = RuleBook::fromCode(code);
            QVERIFY2(rule, qPrintable(u"documented but unknown: "_s + code));
            documented.insert(code);
            for (const auto &[column, game] : {std::pair{2, Game::GT}, std::pair{3, Game::Dirt}}) {
                const QRegularExpressionMatch p = pageOf.match(m.captured(column));
                if (!p.hasMatch())
                    continue; // "—": not a rule of that game
                const RuleReference ref = RuleBook::reference(*rule, game);
                QVERIFY2(p.captured(2).toInt() == ref.page,
                         qPrintable(code + u": the documentation says "_s + p.captured(0) + u", the code p. "_s
                                    + QString::number(ref.page)));
                QCOMPARE(p.captured(1) == u"digest "_s, ref.book == Book::Digest);
                QVERIFY2((p.captured(1) == u"≈"_s) == ref.pageInferred, qPrintable(code + u": “≈” marks an inferred page"_s));
            }
        }
    }
    for (int i = 0; i < RuleCount; ++i)
        QVERIFY2(documented.contains(RuleBook::code(Rule(i))), qPrintable(u"not documented: "_s + RuleBook::code(Rule(i))));
}

QTEST_GUILESS_MAIN(tst_RuleBook)
#include "tst_rulebook.moc"
