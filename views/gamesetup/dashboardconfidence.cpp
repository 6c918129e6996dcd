// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboardconfidence.h"

#include "gamedata/gamedatadelegate.h"

#include "game/gamedataitem.h"
#include "game/gamedatatext.h"
#include "rules/rulesdata.h"

#include <QPainter>
#include <QPixmap>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// How much a value needs checking: higher is weaker; the user's own values need none.
int weakness(Confidence c)
{
    switch (c) {
    case Confidence::Rulebook:
    case Confidence::User: return 0;
    case Confidence::Confirmed: return 1;
    case Confidence::SingleSource: return 2;
    case Confidence::Placeholder: return 3;
    }
    return 3;
}

} // namespace

QString DashboardConfidence::shortText() const
{
    if (!known)
        return tr("no data");
    return isSolid() ? QString() : GameDataText::confidenceShortName(weakest);
}

int DashboardConfidence::rank() const
{
    return known ? weakness(weakest) : 4;
}

QColor DashboardConfidence::colour() const
{
    return known ? GameDataDelegate::markColour(weakest) : QColor(Qt::gray);
}

QIcon DashboardConfidence::icon() const
{
    if (isSolid())
        return {};
    QPixmap dot(12, 12);
    dot.fill(Qt::transparent);
    QPainter p(&dot);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour());
    p.drawEllipse(QRectF(1, 1, 10, 10));
    return QIcon(dot);
}

QStringList DashboardConfidence::conditions(const GameSetup &setup)
{
    QStringList out;
    const RaceRules &r = setup.rules;
    if (setup.game() == Game::GT) {
        out << enumId(r.weather);
        const bool changes = setup.kind == GameKind::GtSolo ? r.randomWeather : r.weatherChanges;
        if (changes)
            out << enumId(r.weather == Weather::Dry ? Weather::Wet : Weather::Dry);
        return out;
    }
    out << u"gravel"_s;
    if (r.leaderDice)
        out << u"gravel-leader"_s;
    for (const StageSetup &st : setup.stages)
        if (!out.contains(st.terrain))
            out << st.terrain;
    return out;
}

DashboardConfidence DashboardConfidence::of(const RulesData &data, Game game, const QString &carClass, const QString &tyres,
                                            const QStringList &conditions)
{
    DashboardConfidence out;
    const Dashboards &boards = data.dashboards(game);
    const GameDataKind kind = game == Game::GT ? GameDataKind::GtDashboards : GameDataKind::DirtDashboards;
    // One paragraph per distinct provenance, naming every value that rests on it.
    QList<Provenance> seen;
    QList<QStringList> names;
    for (const QString &condition : conditions) {
        const DashboardRow *row = boards.row(carClass, tyres, condition);
        if (!row) {
            out.known = false;
            continue;
        }
        QStringList fields = row->provenance.keys();
        fields.sort();
        for (const QString &field : std::as_const(fields)) {
            const Provenance p = row->provenanceOf(field);
            if (weakness(p.confidence) > weakness(out.weakest))
                out.weakest = p.confidence;
            if (weakness(p.confidence) < 2)
                continue;
            const QString name = GameDataText::itemName(GameDataItem::dashboard(game, carClass, tyres, condition, field), data);
            const qsizetype at = seen.indexOf(p);
            if (at < 0) {
                seen << p;
                names << QStringList{name};
            } else {
                names[at] << name;
            }
        }
    }
    QStringList paragraphs;
    if (!out.known)
        paragraphs << tr("The game data has no dashboard for %1 with %2 on every side this game can show.").arg(carClass, RulesText::tyresName(tyres));
    for (qsizetype i = 0; i < seen.size(); ++i) {
        QStringList sorted = names[i];
        sorted.sort();
        paragraphs << sorted.join(u'\n') + u'\n' + GameDataText::provenanceText(seen[i], kind);
    }
    out.details = paragraphs.join(u"\n\n"_s);
    return out;
}

} // namespace Pacenotes
