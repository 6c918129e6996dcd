// SPDX-License-Identifier: GPL-3.0-or-later
#include "dataoverrides.h"

#include "rules/json/datajson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kMaxFileSize = 4 * 1024 * 1024;

Provenance userProvenance(const Provenance &given)
{
    Provenance p;
    p.sources = {u"user"_s};
    p.confidence = Confidence::User;
    p.note = given.note;
    return p;
}

template<typename Row>
void markUser(Row &row, const QStringList &fields)
{
    for (const QString &f : fields)
        row.provenance.insert(f, userProvenance(row.provenance.value(f)));
}

QList<CarClass> readClasses(const JsonScope &s, QLatin1StringView key)
{
    QList<CarClass> out;
    const QJsonArray a = s.array(key, 50);
    for (int i = 0; i < a.size() && s.ok(); ++i) {
        const JsonScope c = JsonScope::element(a, i, s.path(key), s.errors());
        c.allowOnly({"id"_L1, "maxGear"_L1});
        const QString id = c.string("id"_L1, {}, 40);
        if (id.isEmpty())
            c.fail("id"_L1, QCoreApplication::translate("RulesData", "a car class needs an id"));
        out.append({id, c.integer("maxGear"_L1, 1, 6, 6)});
    }
    return out;
}

QJsonArray writeClasses(const QList<CarClass> &classes)
{
    QJsonArray a;
    for (const CarClass &c : classes)
        a.append(QJsonObject{{u"id"_s, c.id}, {u"maxGear"_s, c.maxGear}});
    return a;
}

} // namespace

bool DataOverrides::isEmpty() const
{
    return gtClasses.isEmpty() && dirtClasses.isEmpty() && gtDashboards.isEmpty() && dirtDashboards.isEmpty()
        && lossOfControl.isEmpty() && timeCards.isEmpty() && dirtBag.isEmpty() && gtBag.isEmpty();
}

void DataOverrides::apply(RulesData &data) const
{
    const QStringList diceFields{u"gear"_s, u"coast"_s, u"brake"_s, u"boost"_s, u"leader"_s, u"hazardLimit"_s};
    for (const CarClass &c : gtClasses)
        data.dashboards(Game::GT).setClass(c);
    for (const CarClass &c : dirtClasses)
        data.dashboards(Game::Dirt).setClass(c);
    for (DashboardRow row : gtDashboards) {
        markUser(row, diceFields);
        data.dashboards(Game::GT).setRow(row);
    }
    for (DashboardRow row : dirtDashboards) {
        markUser(row, diceFields);
        data.dashboards(Game::Dirt).setRow(row);
    }
    for (LossOfControlRow row : lossOfControl) {
        markUser(row, QStringList{u"marker"_s} + enumIdList<Danger>());
        data.lossOfControl().setRow(row);
    }
    for (TimeCardDeck deck : timeCards) {
        markUser(deck, {u"cards"_s, u"frontSeconds"_s, u"backs"_s});
        data.timeCards().setDeck(deck);
    }
    const auto userBag = [](QList<DamageTokenSpec> tokens) {
        for (DamageTokenSpec &t : tokens)
            t.provenance = userProvenance(t.provenance);
        return tokens;
    };
    if (!dirtBag.isEmpty())
        data.damageBag(Game::Dirt).setTokens(userBag(dirtBag));
    if (!gtBag.isEmpty())
        data.damageBag(Game::GT).setTokens(userBag(gtBag));
}

RulesData DataOverrides::applied(const RulesData &base) const
{
    RulesData data = base;
    apply(data);
    return data;
}

std::optional<DataOverrides> DataOverrides::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    DataOverrides o;
    if (const auto root = DataJson::root(json, "pacenotes-rules-overrides"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "classes"_L1, "dashboards"_L1, "lossOfControl"_L1,
                     "timeCards"_L1, "damageBag"_L1});
        if (s.integer("formatVersion"_L1, 1, 1, 1) != 1)
            s.fail("formatVersion"_L1, QCoreApplication::translate("RulesData", "unsupported version"));
        const JsonScope classes = s.object("classes"_L1);
        classes.allowOnly({"gt"_L1, "dirt"_L1});
        o.gtClasses = readClasses(classes, "gt"_L1);
        o.dirtClasses = readClasses(classes, "dirt"_L1);
        const JsonScope boards = s.object("dashboards"_L1);
        boards.allowOnly({"gt"_L1, "dirt"_L1});
        o.gtDashboards = Dashboards::readRows(boards, boards.array("gt"_L1, 500), boards.path("gt"_L1));
        o.dirtDashboards = Dashboards::readRows(boards, boards.array("dirt"_L1, 500), boards.path("dirt"_L1));
        o.lossOfControl = LossOfControlTable::readRows(s, s.array("lossOfControl"_L1, 6), s.path("lossOfControl"_L1));
        o.timeCards = TimeCards::readDecks(s, s.array("timeCards"_L1, 6), s.path("timeCards"_L1));
        const JsonScope bag = s.object("damageBag"_L1);
        bag.allowOnly({"gt"_L1, "dirt"_L1});
        o.gtBag = DamageBagSpec::readTokens(bag, bag.array("gt"_L1, 20), bag.path("gt"_L1));
        o.dirtBag = DamageBagSpec::readTokens(bag, bag.array("dirt"_L1, 20), bag.path("dirt"_L1));
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return o;
}

QByteArray DataOverrides::toJson() const
{
    QJsonObject root{{u"format"_s, u"pacenotes-rules-overrides"_s}, {u"formatVersion"_s, 1}};
    if (!gtClasses.isEmpty() || !dirtClasses.isEmpty())
        root.insert(u"classes"_s, QJsonObject{{u"gt"_s, writeClasses(gtClasses)}, {u"dirt"_s, writeClasses(dirtClasses)}});
    QJsonArray gt, dirt, loc, decks, gtTokens, dirtTokens;
    for (const DashboardRow &r : gtDashboards)
        gt.append(Dashboards::writeRow(r));
    for (const DashboardRow &r : dirtDashboards)
        dirt.append(Dashboards::writeRow(r));
    for (const LossOfControlRow &r : lossOfControl)
        loc.append(LossOfControlTable::writeRow(r));
    for (const TimeCardDeck &d : timeCards)
        decks.append(TimeCards::writeDeck(d));
    for (const DamageTokenSpec &t : gtBag)
        gtTokens.append(DamageBagSpec::writeToken(t));
    for (const DamageTokenSpec &t : dirtBag)
        dirtTokens.append(DamageBagSpec::writeToken(t));
    root.insert(u"dashboards"_s, QJsonObject{{u"gt"_s, gt}, {u"dirt"_s, dirt}});
    root.insert(u"lossOfControl"_s, loc);
    root.insert(u"timeCards"_s, decks);
    root.insert(u"damageBag"_s, QJsonObject{{u"gt"_s, gtTokens}, {u"dirt"_s, dirtTokens}});
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString DataOverrides::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/rules-overrides.json"_s;
}

std::optional<DataOverrides> DataOverrides::load(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.exists())
        return DataOverrides{};
    const auto fail = [&](const QString &why) -> std::optional<DataOverrides> {
        if (error)
            *error = QCoreApplication::translate("RulesData", "Your data corrections in %1 cannot be read: %2")
                         .arg(QDir::toNativeSeparators(path), why);
        return std::nullopt;
    };
    if (!f.open(QIODevice::ReadOnly))
        return fail(f.errorString());
    if (f.size() > kMaxFileSize)
        return fail(QCoreApplication::translate("RulesData", "the file is too large"));
    QString why;
    std::optional<DataOverrides> o = fromJson(f.readAll(), &why);
    if (!o)
        return fail(why);
    return o;
}

bool DataOverrides::save(const QString &path, QString *error) const
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = QCoreApplication::translate("RulesData", "Your data corrections could not be saved to %1: %2")
                         .arg(QDir::toNativeSeparators(path), why);
        return false;
    };
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return fail(QCoreApplication::translate("RulesData", "the folder cannot be created"));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return fail(f.errorString());
    const QByteArray json = toJson();
    if (f.write(json) != json.size())
        return fail(f.errorString());
    if (!f.commit())
        return fail(f.errorString());
    return true;
}

} // namespace Pacenotes
