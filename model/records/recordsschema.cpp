// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordsschema.h"

namespace Pacenotes::RecordsSchema {

using namespace Qt::StringLiterals;

const QList<Step> &steps()
{
    static const QList<Step> list = {
        {1,
         {u"CREATE TABLE solo_laps ("
          " id INTEGER PRIMARY KEY,"
          " track TEXT NOT NULL DEFAULT '',"
          " driver TEXT NOT NULL DEFAULT '',"
          " category TEXT NOT NULL,"
          " tyres TEXT NOT NULL,"
          " weather TEXT NOT NULL,"
          " played_on TEXT,"
          " focus_tokens INTEGER NOT NULL DEFAULT 0 CHECK (focus_tokens >= 0),"
          " finished INTEGER NOT NULL DEFAULT 0,"
          " modified TEXT NOT NULL)"_s,
          u"CREATE TABLE solo_turns ("
          " lap_id INTEGER NOT NULL REFERENCES solo_laps(id) ON DELETE CASCADE,"
          " turn INTEGER NOT NULL CHECK (turn >= 0),"
          " gear TEXT NOT NULL CHECK (gear IN ('6','5','4','3','2','1','0','00')),"
          " weather TEXT NOT NULL DEFAULT '',"
          " PRIMARY KEY (lap_id, turn)) WITHOUT ROWID"_s,
          u"CREATE TABLE rallies ("
          " id INTEGER PRIMARY KEY,"
          " name TEXT NOT NULL DEFAULT '',"
          " played_on TEXT,"
          " modified TEXT NOT NULL)"_s,
          u"CREATE TABLE rally_stages ("
          " rally_id INTEGER NOT NULL REFERENCES rallies(id) ON DELETE CASCADE,"
          " stage INTEGER NOT NULL CHECK (stage >= 0),"
          " name TEXT NOT NULL DEFAULT '',"
          " assistance INTEGER NOT NULL DEFAULT 0,"
          " PRIMARY KEY (rally_id, stage)) WITHOUT ROWID"_s,
          u"CREATE TABLE rally_players ("
          " rally_id INTEGER NOT NULL REFERENCES rallies(id) ON DELETE CASCADE,"
          " player INTEGER NOT NULL CHECK (player >= 0),"
          " name TEXT NOT NULL DEFAULT '',"
          " PRIMARY KEY (rally_id, player)) WITHOUT ROWID"_s,
          u"CREATE TABLE rally_results ("
          " rally_id INTEGER NOT NULL REFERENCES rallies(id) ON DELETE CASCADE,"
          " player INTEGER NOT NULL,"
          " stage INTEGER NOT NULL,"
          " time_s INTEGER CHECK (time_s IS NULL OR time_s >= 0),"
          " damage_g INTEGER NOT NULL DEFAULT 0,"
          " damage_c INTEGER NOT NULL DEFAULT 0,"
          " damage_b INTEGER NOT NULL DEFAULT 0,"
          " spare_tire INTEGER,"
          " PRIMARY KEY (rally_id, player, stage)) WITHOUT ROWID"_s}},
        {2,
         {u"ALTER TABLE solo_laps ADD COLUMN notes TEXT NOT NULL DEFAULT ''"_s,
          u"ALTER TABLE rallies ADD COLUMN checkpoints INTEGER NOT NULL DEFAULT 0"_s,
          u"ALTER TABLE rallies ADD COLUMN notes TEXT NOT NULL DEFAULT ''"_s,
          u"ALTER TABLE rally_results ADD COLUMN penalty_tokens INTEGER NOT NULL DEFAULT 0"_s,
          u"ALTER TABLE rally_results ADD COLUMN retired INTEGER NOT NULL DEFAULT 0"_s,
          u"CREATE INDEX solo_laps_best ON solo_laps (track, category, tyres)"_s}},
    };
    return list;
}

int currentVersion()
{
    return steps().constLast().version;
}

} // namespace Pacenotes::RecordsSchema
