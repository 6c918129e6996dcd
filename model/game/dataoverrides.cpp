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

// The values of each kind of row, by their provenance key: compared and copied one by one.
struct DashboardValues
{
    static QStringList names()
    {
        return {u"gear"_s, u"coast"_s, u"brake"_s, u"boost"_s, u"leader"_s, u"hazardLimit"_s};
    }
    static int value(const DashboardRow &r, const QString &f)
    {
        const std::optional<DieKind> die = enumFromId<DieKind>(f);
        return die ? r.dice[*die] : r.hazardLimit;
    }
    static bool same(const DashboardRow &a, const DashboardRow &b, const QString &f) { return value(a, f) == value(b, f); }
    static void copy(DashboardRow &to, const DashboardRow &from, const QString &f)
    {
        if (const std::optional<DieKind> die = enumFromId<DieKind>(f))
            to.dice[*die] = from.dice[*die];
        else
            to.hazardLimit = from.hazardLimit;
    }
};

struct LossValues
{
    static QStringList names() { return {u"marker"_s, u"yellow"_s, u"orange"_s, u"red"_s}; }
    static bool same(const LossOfControlRow &a, const LossOfControlRow &b, const QString &f)
    {
        const int i = names().indexOf(f) - 1;
        return i < 0 ? a.marker == b.marker : a.tokens[i] == b.tokens[i];
    }
    static void copy(LossOfControlRow &to, const LossOfControlRow &from, const QString &f)
    {
        const int i = names().indexOf(f) - 1;
        if (i < 0)
            to.marker = from.marker;
        else
            to.tokens[i] = from.tokens[i];
    }
};

struct DeckValues
{
    static QStringList names() { return {u"cards"_s, u"frontSeconds"_s, u"backs"_s}; }
    static bool same(const TimeCardDeck &a, const TimeCardDeck &b, const QString &f)
    {
        return f == u"cards" ? a.cards == b.cards : f == u"frontSeconds" ? a.frontSeconds == b.frontSeconds : a.backs == b.backs;
    }
    static void copy(TimeCardDeck &to, const TimeCardDeck &from, const QString &f)
    {
        if (f == u"cards")
            to.cards = from.cards;
        else if (f == u"frontSeconds")
            to.frontSeconds = from.frontSeconds;
        else
            to.backs = from.backs;
    }
};

/// apply(): each value is the user's, unless the row says otherwise and the value is unchanged.
template<typename Values, typename Row>
void markUser(Row &row, const Row *base)
{
    for (const QString &f : Values::names()) {
        const std::optional<Provenance> given = row.provenance.contains(f) ? std::optional(row.provenance.value(f)) : std::nullopt;
        // A value the data does not track (GT has no Leader dice), left as it was.
        if (base && !given && !base->provenance.contains(f) && Values::same(row, *base, f))
            continue;
        if (base && given && given->confidence != Confidence::User && Values::same(row, *base, f))
            row.provenance.insert(f, base->provenance.value(f));
        else
            row.provenance.insert(f, userProvenance(given.value_or(Provenance{})));
    }
}

/// Version 2 files: a value whose provenance is not "user" follows the built-in data, so a
/// value the user never entered does not stay behind when the shipped data is corrected.
template<typename Values, typename Row>
void followBase(Row &row, const Row *base)
{
    if (!base)
        return;
    for (const QString &f : Values::names()) {
        if (row.provenance.contains(f) && row.provenance.value(f).confidence != Confidence::User) {
            Values::copy(row, *base, f);
            row.provenance.insert(f, base->provenance.value(f));
        }
    }
}

const DamageTokenSpec *sameKind(const QList<DamageTokenSpec> &bag, const DamageTokenSpec &t)
{
    for (const DamageTokenSpec &b : bag)
        if (b.damage == t.damage && b.shortcut == t.shortcut)
            return &b;
    return nullptr;
}

QList<DamageTokenSpec> userBag(QList<DamageTokenSpec> tokens, const QList<DamageTokenSpec> &base)
{
    for (DamageTokenSpec &t : tokens) {
        const DamageTokenSpec *b = sameKind(base, t);
        const bool unchanged = b && t.count == b->count && t.provenance.confidence != Confidence::User
            && t.provenance != Provenance{};
        t.provenance = unchanged ? b->provenance : userProvenance(t.provenance);
    }
    return tokens;
}

void bagFollowsBase(QList<DamageTokenSpec> &tokens, const QList<DamageTokenSpec> &base)
{
    for (DamageTokenSpec &t : tokens) {
        const DamageTokenSpec *b = sameKind(base, t);
        if (b && t.provenance.confidence != Confidence::User && t.provenance != Provenance{}) {
            t.count = b->count;
            t.provenance = b->provenance;
        }
    }
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
        && lossOfControl.isEmpty() && timeCards.isEmpty() && dirtBag.isEmpty() && gtBag.isEmpty()
        && soloSeconds.isEmpty() && !soloFocusSeconds;
}

void DataOverrides::apply(RulesData &data) const
{
    for (const CarClass &c : gtClasses)
        data.dashboards(Game::GT).setClass(c);
    for (const CarClass &c : dirtClasses)
        data.dashboards(Game::Dirt).setClass(c);
    for (const Game g : {Game::GT, Game::Dirt}) {
        Dashboards &boards = data.dashboards(g);
        for (DashboardRow row : g == Game::GT ? gtDashboards : dirtDashboards) {
            markUser<DashboardValues>(row, boards.row(row.carClass, row.tyres, row.condition));
            boards.setRow(row);
        }
    }
    for (LossOfControlRow row : lossOfControl) {
        markUser<LossValues>(row, data.lossOfControl().row(row.gear));
        data.lossOfControl().setRow(row);
    }
    for (TimeCardDeck deck : timeCards) {
        markUser<DeckValues>(deck, data.timeCards().deck(deck.gear));
        data.timeCards().setDeck(deck);
    }
    if (!dirtBag.isEmpty())
        data.damageBag(Game::Dirt).setTokens(userBag(dirtBag, data.damageBag(Game::Dirt).tokens()));
    if (!gtBag.isEmpty())
        data.damageBag(Game::GT).setTokens(userBag(gtBag, data.damageBag(Game::GT).tokens()));
}

RulesData DataOverrides::applied(const RulesData &base) const
{
    RulesData data = base;
    apply(data);
    return data;
}

SoloTiming DataOverrides::appliedSoloTiming(const SoloTiming &base) const
{
    SoloTiming timing = base;
    for (auto it = soloSeconds.begin(); it != soloSeconds.end(); ++it)
        timing.setSecondsFor(it.key(), it.value());
    if (soloFocusSeconds)
        timing.setSecondsPerFocusToken(*soloFocusSeconds);
    return timing;
}

namespace {

void readSoloTiming(const JsonScope &solo, DataOverrides &o)
{
    solo.allowOnly({"secondsPerEndGear"_L1, "secondsPerFocusToken"_L1});
    const JsonScope secs = solo.object("secondsPerEndGear"_L1);
    static constexpr QLatin1StringView kGears[] = {"6"_L1, "5"_L1, "4"_L1, "3"_L1, "2"_L1, "1"_L1, "0"_L1, "00"_L1};
    secs.allowOnly({kGears[0], kGears[1], kGears[2], kGears[3], kGears[4], kGears[5], kGears[6], kGears[7]});
    for (QLatin1StringView g : kGears)
        if (secs.has(g))
            o.soloSeconds.insert(QString(g), secs.integer(g, 0, 3600, 0));
    if (solo.has("secondsPerFocusToken"_L1))
        o.soloFocusSeconds = solo.integer("secondsPerFocusToken"_L1, 0, 60, 1);
}

/// Version 2: values not marked as the user's take the built-in ones (see followBase()).
void followBuiltin(DataOverrides &o)
{
    const RulesData &base = RulesData::builtin();
    for (DashboardRow &r : o.gtDashboards)
        followBase<DashboardValues>(r, base.dashboards(Game::GT).row(r.carClass, r.tyres, r.condition));
    for (DashboardRow &r : o.dirtDashboards)
        followBase<DashboardValues>(r, base.dashboards(Game::Dirt).row(r.carClass, r.tyres, r.condition));
    for (LossOfControlRow &r : o.lossOfControl)
        followBase<LossValues>(r, base.lossOfControl().row(r.gear));
    for (TimeCardDeck &d : o.timeCards)
        followBase<DeckValues>(d, base.timeCards().deck(d.gear));
    bagFollowsBase(o.gtBag, base.damageBag(Game::GT).tokens());
    bagFollowsBase(o.dirtBag, base.damageBag(Game::Dirt).tokens());
}

} // namespace

std::optional<DataOverrides> DataOverrides::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    DataOverrides o;
    if (const auto root = DataJson::root(json, "pacenotes-rules-overrides"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "classes"_L1, "dashboards"_L1, "lossOfControl"_L1,
                     "timeCards"_L1, "damageBag"_L1, "soloTiming"_L1});
        const int version = s.integer("formatVersion"_L1, 1, 1000, 1);
        if (version > kFormatVersion)
            s.fail("formatVersion"_L1, QCoreApplication::translate("RulesData", "written by a newer version of Pacenotes "
                                                                               "(format version %1; this one reads up to %2)")
                                           .arg(version)
                                           .arg(kFormatVersion));
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
        if (s.has("soloTiming"_L1)) {
            if (version < 2)
                s.fail("soloTiming"_L1, QCoreApplication::translate("RulesData", "needs format version 2"));
            readSoloTiming(s.object("soloTiming"_L1), o);
        }
        if (version >= 2)
            followBuiltin(o);
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
    QJsonObject root{{u"format"_s, u"pacenotes-rules-overrides"_s}, {u"formatVersion"_s, kFormatVersion}};
    if (!gtClasses.isEmpty() || !dirtClasses.isEmpty())
        root.insert(u"classes"_s, QJsonObject{{u"gt"_s, writeClasses(gtClasses)}, {u"dirt"_s, writeClasses(dirtClasses)}});
    // Written as version 2 reads them: every value that is the user's (by apply()'s rule) says so.
    const RulesData &base = RulesData::builtin();
    QJsonArray gt, dirt, loc, decks, gtTokens, dirtTokens;
    for (DashboardRow r : gtDashboards) {
        markUser<DashboardValues>(r, base.dashboards(Game::GT).row(r.carClass, r.tyres, r.condition));
        gt.append(Dashboards::writeRow(r));
    }
    for (DashboardRow r : dirtDashboards) {
        markUser<DashboardValues>(r, base.dashboards(Game::Dirt).row(r.carClass, r.tyres, r.condition));
        dirt.append(Dashboards::writeRow(r));
    }
    for (LossOfControlRow r : lossOfControl) {
        markUser<LossValues>(r, base.lossOfControl().row(r.gear));
        loc.append(LossOfControlTable::writeRow(r));
    }
    for (TimeCardDeck d : timeCards) {
        markUser<DeckValues>(d, base.timeCards().deck(d.gear));
        decks.append(TimeCards::writeDeck(d));
    }
    for (const DamageTokenSpec &t : userBag(gtBag, base.damageBag(Game::GT).tokens()))
        gtTokens.append(DamageBagSpec::writeToken(t));
    for (const DamageTokenSpec &t : userBag(dirtBag, base.damageBag(Game::Dirt).tokens()))
        dirtTokens.append(DamageBagSpec::writeToken(t));
    root.insert(u"dashboards"_s, QJsonObject{{u"gt"_s, gt}, {u"dirt"_s, dirt}});
    root.insert(u"lossOfControl"_s, loc);
    root.insert(u"timeCards"_s, decks);
    root.insert(u"damageBag"_s, QJsonObject{{u"gt"_s, gtTokens}, {u"dirt"_s, dirtTokens}});
    if (!soloSeconds.isEmpty() || soloFocusSeconds) {
        QJsonObject secs;
        for (auto it = soloSeconds.begin(); it != soloSeconds.end(); ++it)
            secs.insert(it.key(), it.value());
        QJsonObject solo{{u"secondsPerEndGear"_s, secs}};
        if (soloFocusSeconds)
            solo.insert(u"secondsPerFocusToken"_s, *soloFocusSeconds);
        root.insert(u"soloTiming"_s, solo);
    }
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
