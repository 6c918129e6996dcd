// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagescoring.h"

#include "json/datajson.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

std::optional<StageScoring> StageScoring::fromJson(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    StageScoring t;
    if (const auto root = DataJson::root(json, "pacenotes-dirt-stage-scoring"_L1, &errors)) {
        const JsonScope s(*root, {}, &errors);
        s.allowOnly({"format"_L1, "formatVersion"_L1, "about"_L1, "sources"_L1, "retirementSeconds"_L1, "checkpointTokenSeconds"_L1});
        t.m_sources = DataJson::readSources(s.object("sources"_L1));
        const auto value = [&s](QLatin1StringView key, int *seconds, Provenance *provenance) {
            const JsonScope v = s.object(key);
            v.allowOnly({"value"_L1, "provenance"_L1});
            if (!v.has("value"_L1))
                v.fail("value"_L1, DataJson::missing());
            *seconds = v.integer("value"_L1, 0, 3600, 0);
            *provenance = DataJson::readProvenance(v.object("provenance"_L1));
        };
        value("retirementSeconds"_L1, &t.m_retirementSeconds, &t.m_retirementProvenance);
        value("checkpointTokenSeconds"_L1, &t.m_checkpointTokenSeconds, &t.m_checkpointProvenance);
    }
    if (!errors.ok()) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return t;
}

} // namespace Pacenotes
