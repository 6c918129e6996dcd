// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's request readers (model/rules/json/): RefereeJson::answer and OrderJson::answer on
// any bytes. Each input gets an answer or a message, never both or neither, and an answer
// survives being written out as JSON.
#include "fuzzsupport.h"
#include "rules/json/orderjson.h"
#include "rules/json/refereejson.h"
#include "rules/rulesdata.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Pacenotes;
    static const RulesData &rules = RulesData::builtin();
    const QByteArray input = FuzzSupport::bytes(data, size);

    QString error;
    const std::optional<QJsonObject> answer = RefereeJson::answer(input, rules, &error);
    if (!answer && error.isEmpty())
        FuzzSupport::broken("referee: refused without a message");
    if (answer) {
        if (!answer->contains(QLatin1StringView("game")))
            FuzzSupport::broken("referee: an answer without its game");
        if (QJsonDocument(*answer).toJson().isEmpty())
            FuzzSupport::broken("referee: the answer does not write out");
    }

    error.clear();
    const std::optional<QJsonObject> order = OrderJson::answer(input, &error);
    if (!order && error.isEmpty())
        FuzzSupport::broken("order: refused without a message");
    if (order && !order->value(QLatin1StringView("order")).isArray())
        FuzzSupport::broken("order: an answer without the order");
    return 0;
}
