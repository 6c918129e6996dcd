// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelogcsv.h"

#include "gamesession.h"
#include "records/recordscsv.h"

#include <QCoreApplication>

namespace Pacenotes::GameLogCsv {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(GameLogCsv)
};

QString row(const QStringList &cells)
{
    return cells.join(u',') + u"\r\n"_s;
}
} // namespace

QByteArray write(const GameSession &session)
{
    using RecordsCsv::cell;
    const bool dirt = session.game() == Game::Dirt;
    QString out = row({cell(Tr::tr("Action")), cell(Tr::tr("Stage")), cell(Tr::tr("Round")), cell(Tr::tr("Car")),
                       cell(Tr::tr("Kind")), cell(Tr::tr("Rule")), cell(Tr::tr("Step")), cell(Tr::tr("Message")),
                       cell(Tr::tr("Reference"))});
    for (int i = 0; i < session.log().size(); ++i) {
        const GameAction &a = session.log()[i];
        const QString stage = dirt ? QString::number(a.stage + 1) : QString();
        const QString car = cell(session.playerName(a.car));
        out += row({QString::number(i + 1), stage, QString::number(a.round), car, cell(actionTypeId(a.type())), QString(), QString(),
                    cell(a.headline), QString()});
        for (const Ruling &r : a.rulings)
            out += row({QString::number(i + 1), stage, QString::number(a.round), car, cell(enumId(r.kind)), cell(r.code()),
                        r.step >= 0 ? QString::number(r.step + 1) : QString(), cell(r.message), cell(r.reference())});
    }
    return QByteArray("\xEF\xBB\xBF") + out.toUtf8();
}

} // namespace Pacenotes::GameLogCsv
