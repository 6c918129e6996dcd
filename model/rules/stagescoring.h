// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulestypes.h"

#include <QMap>

#include <optional>

namespace Pacenotes {

/**
 * DIRT stage times beyond the Time cards (resources/rules/dirt-stage-scoring.json): the time a
 * retired car counts over the slowest finisher (p. 21) and the seconds of one checkpoint
 * penalty token (p. 23), each with its source.
 */
class StageScoring
{
public:
    static std::optional<StageScoring> fromJson(const QByteArray &json, QString *error);

    int retirementSeconds() const { return m_retirementSeconds; }
    int checkpointTokenSeconds() const { return m_checkpointTokenSeconds; }
    const Provenance &retirementProvenance() const { return m_retirementProvenance; }
    const Provenance &checkpointProvenance() const { return m_checkpointProvenance; }
    const QMap<QString, QString> &sources() const { return m_sources; }

private:
    int m_retirementSeconds = 0;
    int m_checkpointTokenSeconds = 0;
    Provenance m_retirementProvenance;
    Provenance m_checkpointProvenance;
    QMap<QString, QString> m_sources;
};

} // namespace Pacenotes
