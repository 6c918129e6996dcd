// SPDX-License-Identifier: GPL-3.0-or-later
// The co-driver's request reader (docs/codriver.md): CoDriverJson::read on any bytes, then the
// answer (the search kept small: at most 6 steps and 20,000 layouts, one thread, so that a run
// stays quick). Each input gets a request or a message, never both or neither; an answer names
// its game and status, its exit code is 0-2, a front exactly when there is a move, every
// suggestion points into the front, and every plan's `move` is a request `pacenotes referee`
// reads and finds legal (docs/codriver.md: "pacenotes referee accepts it").
#include "fuzzsupport.h"
#include "codriver/codriverjson.h"
#include "rules/json/refereerequest.h"
#include "rules/movevalidator.h"
#include "rules/rulesdata.h"

#include <QJsonArray>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    using namespace Qt::StringLiterals;
    static const RulesData &rules = RulesData::builtin();
    const QByteArray input = FuzzSupport::bytes(data, size);

    QString error;
    std::optional<CoDriverJsonRequest> request = CoDriverJson::read(input, rules, &error);
    if (!request) {
        if (error.isEmpty())
            FuzzSupport::broken("codriver: refused without a message");
        return 0;
    }
    if (!error.isEmpty())
        FuzzSupport::broken("codriver: read, with a message");
    request->request.maxSteps = qMin(request->request.maxSteps, 6);
    request->request.maxLayouts = 20000;
    request->request.threads = 1;

    int code = -1;
    const QJsonObject answer = CoDriverJson::answer(*request, rules, &code);
    if (!answer.contains("game"_L1))
        FuzzSupport::broken("codriver: an answer without its game");
    if (code < 0 || code > 2)
        FuzzSupport::broken("codriver: an exit code other than 0, 1 or 2");
    if (QJsonDocument(answer).toJson().isEmpty())
        FuzzSupport::broken("codriver: the answer does not write out");
    if (!request->hasRoad)
        return 0;

    const QString status = answer.value("status"_L1).toString();
    if (!QStringList{u"done"_s, u"truncated"_s, u"no-move"_s, u"invalid"_s}.contains(status))
        FuzzSupport::broken("codriver: an unknown status");
    if ((status == u"no-move" || status == u"invalid") != answer.value("front"_L1).toArray().isEmpty())
        FuzzSupport::broken("codriver: a front that does not fit the status");
    if ((status == u"no-move" || status == u"invalid") && answer.value("message"_L1).toString().isEmpty())
        FuzzSupport::broken("codriver: no move, and no message says why");
    const QJsonArray front = answer.value("front"_L1).toArray();
    for (const QJsonValue &s : answer.value("suggestions"_L1).toObject()) {
        const QJsonValue plan = s.toObject().value("plan"_L1);
        if (!front.isEmpty() && (!plan.isDouble() || plan.toInt() < 0 || plan.toInt() >= front.size()))
            FuzzSupport::broken("codriver: a suggestion outside the front");
    }

    // Every plan, sent back to the referee as it is written, is read and legal.
    const QJsonObject top = QJsonDocument::fromJson(input).object();
    for (const QJsonValue &p : front) {
        QJsonObject referee{{u"move"_s, p.toObject().value("move"_L1)}};
        for (QLatin1StringView key : {"game"_L1, "rules"_L1, "car"_L1})
            if (top.contains(key))
                referee.insert(key, top.value(key));
        QJsonObject move = referee.value("move"_L1).toObject();
        if (top.contains("start"_L1))
            move.insert(u"start"_s, top.value("start"_L1));
        referee.insert(u"move"_s, move);
        QString why;
        const std::optional<RefereeRequest> r = RefereeRequest::fromJson(QJsonDocument(referee).toJson(), rules, &why);
        if (!r || !r->move)
            FuzzSupport::broken("codriver: the referee cannot read a plan of the front");
        if (!validateMove(RulesContext{rules, r->rules}, r->car, *r->move).legal())
            FuzzSupport::broken("codriver: the referee finds a plan of the front illegal");
    }
    return 0;
}
