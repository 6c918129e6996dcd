-- A records database as Pacenotes schema version 1 wrote it (before checkpoint penalties,
-- retirements and notes). tst_recordsdatabase builds an SQLite file from this text, one
-- statement per ';', and checks that opening it migrates to the current schema losslessly.
-- Never edit: it stands for files users already have.
PRAGMA application_id = 1346588244;
CREATE TABLE solo_laps ( id INTEGER PRIMARY KEY, track TEXT NOT NULL DEFAULT '', driver TEXT NOT NULL DEFAULT '', category TEXT NOT NULL, tyres TEXT NOT NULL, weather TEXT NOT NULL, played_on TEXT, focus_tokens INTEGER NOT NULL DEFAULT 0 CHECK (focus_tokens >= 0), finished INTEGER NOT NULL DEFAULT 0, modified TEXT NOT NULL);
CREATE TABLE solo_turns ( lap_id INTEGER NOT NULL REFERENCES solo_laps(id) ON DELETE CASCADE, turn INTEGER NOT NULL CHECK (turn >= 0), gear TEXT NOT NULL CHECK (gear IN ('6','5','4','3','2','1','0','00')), weather TEXT NOT NULL DEFAULT '', PRIMARY KEY (lap_id, turn)) WITHOUT ROWID;
CREATE TABLE rallies ( id INTEGER PRIMARY KEY, name TEXT NOT NULL DEFAULT '', played_on TEXT, modified TEXT NOT NULL);
CREATE TABLE rally_stages ( rally_id INTEGER NOT NULL REFERENCES rallies(id) ON DELETE CASCADE, stage INTEGER NOT NULL CHECK (stage >= 0), name TEXT NOT NULL DEFAULT '', assistance INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (rally_id, stage)) WITHOUT ROWID;
CREATE TABLE rally_players ( rally_id INTEGER NOT NULL REFERENCES rallies(id) ON DELETE CASCADE, player INTEGER NOT NULL CHECK (player >= 0), name TEXT NOT NULL DEFAULT '', PRIMARY KEY (rally_id, player)) WITHOUT ROWID;
CREATE TABLE rally_results ( rally_id INTEGER NOT NULL REFERENCES rallies(id) ON DELETE CASCADE, player INTEGER NOT NULL, stage INTEGER NOT NULL, time_s INTEGER CHECK (time_s IS NULL OR time_s >= 0), damage_g INTEGER NOT NULL DEFAULT 0, damage_c INTEGER NOT NULL DEFAULT 0, damage_b INTEGER NOT NULL DEFAULT 0, spare_tire INTEGER, PRIMARY KEY (rally_id, player, stage)) WITHOUT ROWID;
INSERT INTO solo_laps VALUES (1, 'Monza 1', 'Анна', 'gt5-bop', 'soft', 'dry', '2024-05-01', 3, 1, '2024-05-01T18:00:00.000Z');
INSERT INTO solo_turns VALUES (1, 0, '6', '');
INSERT INTO solo_turns VALUES (1, 1, '5', '');
INSERT INTO solo_turns VALUES (1, 2, '4', '');
INSERT INTO solo_turns VALUES (1, 3, '00', '');
INSERT INTO solo_turns VALUES (1, 4, '0', '');
INSERT INTO solo_turns VALUES (1, 5, '6', '');
INSERT INTO solo_laps VALUES (2, 'Track 2', 'Ben', 'gt4', 'rain', 'random', NULL, 0, 0, '2024-05-02T09:30:00.000Z');
INSERT INTO solo_turns VALUES (2, 0, '3', 'W');
INSERT INTO solo_turns VALUES (2, 1, '2', 'D');
INSERT INTO rallies VALUES (7, 'Rallye du Nord', '2024-06-10', '2024-06-10T21:00:00.000Z');
INSERT INTO rally_stages VALUES (7, 0, 'SS1 Forêt', 0);
INSERT INTO rally_stages VALUES (7, 1, 'SS2', 1);
INSERT INTO rally_stages VALUES (7, 2, 'SS3', 0);
INSERT INTO rally_players VALUES (7, 0, 'Kayla');
INSERT INTO rally_players VALUES (7, 1, 'Joelle');
INSERT INTO rally_results VALUES (7, 0, 0, 175, 0, 1, 0, 1);
INSERT INTO rally_results VALUES (7, 0, 1, 272, 0, 0, 0, 1);
INSERT INTO rally_results VALUES (7, 1, 0, 180, 1, 0, 2, 0);
INSERT INTO rally_results VALUES (7, 1, 1, 250, 0, 0, 0, 1);
PRAGMA user_version = 1;
