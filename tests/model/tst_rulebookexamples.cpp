// SPDX-License-Identifier: GPL-3.0-or-later
// Every worked example of the GT and DIRT rulebooks (and the rules stated next to them), as data:
// tests/data/rules/{gt,dirt}-examples.json hold a referee (or order) request per example with the
// book, page and section it comes from, and the answer fields it must produce;
// audit-probes.json holds the requests of the outside audit of issue 14, each with the page that
// decides it. "violations", "warnings", "effects" and "notes" list every ruling of that kind;
// "data" names the game-data values a case rests on that the page does not print.
#include "rules/json/orderjson.h"
#include "rules/json/refereejson.h"
#include "rules/rulesdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

QJsonValue valueAt(const QJsonValue &root, const QString &path)
{
    QJsonValue v = root;
    for (const QString &part : path.split(u'.')) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        if (isIndex && v.isArray())
            v = v.toArray().at(index);
        else if (v.isObject())
            v = v.toObject().value(part);
        else
            return QJsonValue(QJsonValue::Undefined);
    }
    return v;
}

/// Every ruling anywhere in the answer (verdict, resolution, damage, pit stop...).
void collectRulings(const QJsonValue &v, QList<QJsonObject> &out)
{
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collectRulings(e, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.contains("rule"_L1) && o.contains("kind"_L1) && o.contains("message"_L1)) {
            out.append(o);
            return;
        }
        for (auto it = o.begin(); it != o.end(); ++it)
            collectRulings(it.value(), out);
    }
}

bool matches(const QJsonValue &actual, const QJsonValue &expected)
{
    if (expected.isDouble() && actual.isDouble())
        return qFuzzyCompare(1.0 + actual.toDouble(), 1.0 + expected.toDouble());
    // null means the answer says null; a missing field is not null.
    return actual == expected && !actual.isUndefined();
}

/// The rule codes of every ruling of one kind in the answer, sorted, each once.
QStringList codesOfKind(const QList<QJsonObject> &rulings, const QString &kind)
{
    QStringList codes;
    for (const QJsonObject &r : rulings)
        if (r.value("kind"_L1).toString() == kind && !codes.contains(r.value("rule"_L1).toString()))
            codes << r.value("rule"_L1).toString();
    codes.sort();
    return codes;
}

QJsonObject rulesFile(const QString &name)
{
    QFile f(u":/rules/"_s + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QString show(const QJsonValue &v)
{
    if (v.isUndefined())
        return u"(absent)"_s;
    QJsonArray wrap{v};
    const QString s = QString::fromUtf8(QJsonDocument(wrap).toJson(QJsonDocument::Compact));
    return s.mid(1, s.size() - 2);
}

} // namespace

class tst_RulebookExamples : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void example_data();
    void example();
    void everyExampleHasASource();

private:
    QList<QJsonObject> m_examples;
};

void tst_RulebookExamples::initTestCase()
{
    for (const QString &name : {u"gt-examples.json"_s, u"dirt-examples.json"_s, u"audit-probes.json"_s}) {
        QFile f(QStringLiteral(PACENOTES_TESTDATA) + u"/rules/"_s + name);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(name));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(name + u": "_s + error.errorString()));
        for (const QJsonValue &e : doc.object().value("examples"_L1).toArray())
            m_examples.append(e.toObject());
    }
    QVERIFY(m_examples.size() > 80);
}

void tst_RulebookExamples::example_data()
{
    QTest::addColumn<QJsonObject>("example");
    QSet<QString> names;
    for (const QJsonObject &e : std::as_const(m_examples)) {
        QString name = u"%1 p. %2 — %3"_s.arg(e.value("book"_L1).toString())
                           .arg(e.value("page"_L1).toInt())
                           .arg(e.value("name"_L1).toString());
        while (names.contains(name))
            name += u" (again)"_s;
        names.insert(name);
        QTest::newRow(qPrintable(name)) << e;
    }
}

void tst_RulebookExamples::example()
{
    QFETCH(QJsonObject, example);
    QString error;
    std::optional<QJsonObject> answer;
    if (example.contains("order"_L1))
        answer = OrderJson::answer(QJsonDocument(example.value("order"_L1).toObject()).toJson(), &error);
    else
        answer = RefereeJson::answer(QJsonDocument(example.value("request"_L1).toObject()).toJson(), RulesData::builtin(), &error);

    if (example.contains("rejected"_L1)) {
        // A request the referee must refuse (exit code 2), naming the field.
        QVERIFY2(!answer, "the request was answered");
        QVERIFY2(error.contains(example.value("rejected"_L1).toString()), qPrintable(error));
        return;
    }
    QVERIFY2(answer, qPrintable(u"request rejected: "_s + error));
    QList<QJsonObject> rulings;
    collectRulings(*answer, rulings);
    const QJsonObject expect = example.value("expect"_L1).toObject();
    QVERIFY(!expect.isEmpty());
    // Every ruling of each kind, no more and no fewer: a kind the case does not list has none.
    for (const QString &kind : {u"violation"_s, u"warning"_s, u"effect"_s, u"note"_s}) {
        QStringList wanted;
        for (const QJsonValue &v : expect.value(kind + u's').toArray())
            wanted << v.toString();
        wanted.sort();
        const QStringList actual = codesOfKind(rulings, kind);
        QVERIFY2(actual == wanted, qPrintable(kind + u"s: expected ["_s + wanted.join(u", "_s) + u"], got ["_s + actual.join(u", "_s) + u']'));
    }
    for (auto it = expect.begin(); it != expect.end(); ++it) {
        const QString key = it.key();
        if (key == "violations"_L1 || key == "effects"_L1 || key == "warnings"_L1 || key == "notes"_L1)
            continue;
        const QJsonValue actual = valueAt(*answer, key);
        if (it.value().isObject() && it.value().toObject().contains("contains"_L1)) {
            const QJsonObject wanted = it.value().toObject().value("contains"_L1).toObject();
            bool found = false;
            for (const QJsonValue &element : actual.toArray()) {
                bool all = true;
                for (auto w = wanted.begin(); w != wanted.end(); ++w)
                    all = all && matches(element.toObject().value(w.key()), w.value());
                found = found || all;
            }
            QVERIFY2(found, qPrintable(key + u" has no element like "_s + show(wanted) + u"; it is "_s + show(actual)));
            continue;
        }
        QVERIFY2(matches(actual, it.value()),
                 qPrintable(key + u": expected "_s + show(it.value()) + u", got "_s + show(actual)));
    }

    // A case that rests on game data the page does not print says so, with the data's source.
    const QJsonArray data = example.value("data"_L1).toArray();
    bool lowConfidence = false;
    for (const QJsonObject &r : std::as_const(rulings))
        lowConfidence = lowConfidence || (r.value("rule"_L1) == u"data-confidence"_s && r.value("kind"_L1) == u"note"_s);
    QVERIFY2(!lowConfidence || !data.isEmpty(), "the answer rests on data of low confidence: the case must say which (\"data\")");
    for (const QJsonValue &d : data) {
        const QJsonObject item = d.toObject();
        QVERIFY2(!item.value("value"_L1).toString().isEmpty(), "data: say which value");
        const QJsonObject file = rulesFile(item.value("file"_L1).toString());
        QVERIFY2(!file.isEmpty(), qPrintable(u"data: no such data file "_s + item.value("file"_L1).toString()));
        const QJsonArray sources = item.value("sources"_L1).toArray();
        QVERIFY(!sources.isEmpty());
        for (const QJsonValue &src : sources)
            QVERIFY2(file.value("sources"_L1).toObject().contains(src.toString()),
                     qPrintable(u"data: the file has no source "_s + src.toString()));
        const QString confidence = item.value("confidence"_L1).toString();
        QVERIFY2(confidence == u"confirmed"_s || confidence == u"single-source"_s || confidence == u"placeholder"_s,
                 qPrintable(u"data: a value the rulebook prints needs no note: "_s + confidence));
    }
}

void tst_RulebookExamples::everyExampleHasASource()
{
    for (const QJsonObject &e : std::as_const(m_examples)) {
        QVERIFY(e.value("book"_L1) == u"GT"_s || e.value("book"_L1) == u"DIRT"_s);
        QVERIFY(e.value("page"_L1).toInt() >= 3 && e.value("page"_L1).toInt() <= 24);
        QVERIFY(!e.value("section"_L1).toString().isEmpty());
        QVERIFY(!e.value("name"_L1).toString().isEmpty());
    }
}

QTEST_GUILESS_MAIN(tst_RulebookExamples)
#include "tst_rulebookexamples.moc"
