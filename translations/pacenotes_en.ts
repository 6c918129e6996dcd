<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>Rallyman: GT core box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT World Tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT Team Challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT Adrenaline Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: DIRT core box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT 110% (discontinued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT RX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT Climb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT Copilot Pack (discontinued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: GT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: DIRT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asphalt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gravel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no danger level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>track tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start/finish tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pit Stop tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filler tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>60° bend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>120° bend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skewed straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>junction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two separate roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit %1 + hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortcut (limit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>climb</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>describe a track: kind, tiles, boxes needed, statistics, problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check copies against these boxes, e.g. gt-core,dirt-core=2 (default: one of every box).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track files (.pacenotes, .json, .rgt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks tracks. Exit code 0: valid; 1: problems found; 2: a file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate: name at least one track file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n tile(s) on the course</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>check track files and print their problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: pacenotes [--lang en|ru] [FILE]          start the app (optionally opening FILE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>       pacenotes COMMAND [OPTIONS] [ARGS]       run a command without a window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;pacenotes COMMAND --help&apos; for a command&apos;s options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options: --lang en|ru (language), --help, --version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en or ru.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile list (nothing laid out yet):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road tiles: %1, fillers: %2, pit tiles: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>course length: %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>routes through junctions: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>danger levels: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nearest guideline: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boxes needed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object (fields in the README).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A track file (.pacenotes, .json, .rgt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describes a track: kind, tiles, boxes needed, statistics and problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info: name exactly one track file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write this format whatever OUT is called: pacenotes, json, rekee or rgt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track to read (.pacenotes, .json, .rgt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to write; its name picks the format: .pacenotes, .rgt, .rekee.json (Rekee) or .json (Pacenotes JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converts a track between the Pacenotes package, Pacenotes JSON, Rekee JSON and the Rallyman Track Editor&apos;s .rgt. Packages are written without a preview image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convert: name one track to read and one file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convert: unknown format &quot;%1&quot;; use pacenotes, json, rekee or rgt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convert: cannot tell the format of %1 from its name; end it in .pacenotes, .json, .rekee.json or .rgt, or use --to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convert: the output must be another file than the input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) → %3 (%4), %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>convert a track between .pacenotes, .json, Rekee JSON and .rgt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Collection</name>
    <message>
        <source>Bad box count in &quot;%1&quot;: use a whole number from 0 to 99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown box &quot;%1&quot;. Known boxes: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportedTiles</name>
    <message>
        <source>Tile %1 has no tile id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 has the unknown tile id &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 lies at %2, too far out to be a real table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 has rotation %2; it must be 0 to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is at %2, where another tile already is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has more than %1 tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left out (Pacenotes does not place tokens yet): %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The file mixes GT and DIRT tiles; it was read as a %1 track.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::MainWindow</name>
    <message>
        <source>Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracks (*.pacenotes *.json *.rgt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>About Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Pacenotes %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A companion and track designer for the board games Rallyman: GT and Rallyman: DIRT.&lt;/p&gt;&lt;p&gt;Tile facts: Rekee by Tobias Rapp (github.com/t-rapp/rekee), re-encoded. Rallyman is a trademark of Holy Grail Games; no publisher artwork is used.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackReportView</name>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No track open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a track file (.pacenotes, .json or .rgt) to see its checks and tile list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n tile(s) on the course</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The track is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest guideline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 edge %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RekeeFormat</name>
    <message>
        <source>The field &quot;%1&quot; must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Rekee track needs a &quot;tiles&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has %1 tiles; at most %2 are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track needs whole numbers q, r and dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens of tile %1 must be a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unnamed token</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RgtFormat</name>
    <message>
        <source>The field &quot;%1&quot; must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An .rgt track needs a &quot;Tuiles&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has %1 tiles; at most %2 are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track needs whole numbers X, Y and Orientation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens of tile %1 must be a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unnamed token</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoloTiming</name>
    <message>
        <source>Not a GT solo timing table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solo timing table has no valid time for gear %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TileCatalog</name>
    <message>
        <source>The tile catalog is not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Pacenotes tile catalog (version 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile side %1 in the catalog is malformed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile side %1 appears twice in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box %1 lists an unknown tile %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A box in the catalog has no id or no tiles.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackFiles</name>
    <message>
        <source>unknown format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pacenotes track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pacenotes track JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rekee track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman Track Editor (.rgt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 MB; track files over %3 MB are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track data is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is JSON, but not a track (expected an object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a track in a format Pacenotes reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is JSON of the kind &quot;%1&quot;, not a track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is JSON, but not a track in a format Pacenotes reads (Pacenotes, Rekee or Rallyman Track Editor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: it holds no track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Pacenotes package: it is not a zip archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot tell which format to write: use .pacenotes, .json, .rekee.json or .rgt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laps (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reversed driving direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files have no place for %2; they are not written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has no tiles laid out, so the %1 file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackJson</name>
    <message>
        <source>This is not a Pacenotes track (the &quot;format&quot; field is missing or different).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has no valid &quot;formatVersion&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track was written by a newer Pacenotes (format version %1; this version reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has an invalid format version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;game&quot; must be &quot;gt&quot; or &quot;dirt&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;laps&quot; must be a whole number from 1 to 99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;reverseCourse&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;tiles&quot; must be a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has %1 tiles; at most %2 are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track has no tile id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track has the unknown tile id &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track needs whole numbers q, r and rotation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track lies at %2, too far out to be a real table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track has rotation %2; it must be 0 to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 of the track is at %2, where another tile already is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;tileList&quot; must be a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile list is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 of the tile list has the unknown tile id &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 of the tile list needs a count from 1 to 99.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackPackage</name>
    <message>
        <source>Cannot add %1 to the package (zip error %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package is damaged: %1 cannot be found in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package is damaged: %1 cannot be unpacked (zip error %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package is damaged: %1 cannot be unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package is damaged or hostile: %1 unpacks to more than it declares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package is damaged: %1 fails its checksum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package is damaged: %1 is shorter than it declares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its size is missing or larger than %1 × %1 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the package (zip error %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot encode the preview image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot finish the package (zip error %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package is larger than %1 MB; no track package is that big.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a readable Pacenotes package: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package has no track.json: it is not a Pacenotes track, or it is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package&apos;s track.json is %1 bytes; at most %2 are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package cannot be opened (zip error %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package&apos;s track.json is not valid JSON (%1 at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package&apos;s track.json is not a track (expected an object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preview image in the package could not be read (%1); it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackProblem</name>
    <message>
        <source>edge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackStats</name>
    <message>
        <source>Short race (~30 min): 15 tiles in 1 lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium race (~45 min): 18 tiles in 1 lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium race (~45 min): 12 tiles in 2 laps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long race (~60 min): 21 tiles in 1 lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long race (~60 min): 16 tiles in 2 laps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short stage (~25 min): 10 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium stage (~35 min): 14 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long stage (~45 min): 18 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT rulebook, Setup 1 &quot;Building your rally&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT rulebook, Setup 1 &quot;Build your track&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackValidator</name>
    <message>
        <source>Tile %1 is not in the tile catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 lies on top of tile %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 belongs to %2, but this track is for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has no tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing is laid out yet: this track is a list of %n tile(s) to place.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The road of tile %1 runs into a side of tile %2 that has no road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet with %3 and %4 lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet with a skewed half-space edge against a straight edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Tile %1 is used %2 times, but the chosen boxes hold %n copy(ies).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Side a and side b of one physical tile cannot both be on the table: each side used takes a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The tile list needs tile %1 %2 times, but the chosen boxes hold %n copy(ies).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The list uses both sides of this tile; each side on the table takes a physical copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile list names tile %1, which is not in the tile catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) %1 of the list not placed yet.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) %1 placed beyond the track&apos;s list.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>There is no start/finish tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The road of tile %1 ends here with no tile beyond.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following the road from the start, the stage does not reach a finish: it stops at tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following the road from the start/finish tile, the circuit does not come back to it: it stops at tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is not connected to the course.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assistance tile must follow the finish tile of the stage, not tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Pit Stop tile should be placed next to the track (GT rulebook, Setup 1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZipDirectory</name>
    <message>
        <source>The file is too short to be a zip archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a zip archive, or it is truncated (no end of archive record).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive uses the zip64 extension, which a track package never needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is split over several disks, which is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive has %1 entries; a track package has only a few (at most %2 are accepted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: its directory lies outside the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: directory entry %1 is broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive contains the entry &quot;%1&quot;, whose name is not a safe relative path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive contains the entry &quot;%1&quot; twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; is encrypted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; uses compression method %2; only stored and deflated entries are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: the stored entry &quot;%1&quot; has two different sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; would unpack to %2 bytes; at most %3 are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; is compressed more than %2 times: it looks like a decompression bomb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive would unpack to more than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: the data of &quot;%1&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: the headers of &quot;%1&quot; disagree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is truncated: the data of &quot;%1&quot; is cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: its directory size is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: the entries &quot;%1&quot; and &quot;%2&quot; overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: it has more than one end of archive record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: its directory does not end where the end record begins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
