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
        <source>The sheet: solo (GT score sheet) or rally (DIRT rally sheet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the sheet from this lap or rally of the records (see the History window).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blank sheet to fill by hand (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: from the system&apos;s locale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records database to read --record from (default: the user&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages on a blank rally sheet (default 3, as in the rulebook).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the checkpoint penalty rows to a blank rally sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints a score sheet to PDF: the GT solo sheet or the DIRT rally sheet, blank or filled from the records. The language follows --lang en|ru.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: unexpected argument &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: say which sheet with --kind solo or --kind rally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: unknown kind &quot;%1&quot;; use solo or rally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: name the PDF to write with --out FILE.pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: unknown paper &quot;%1&quot;; use a4 or letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: --stages takes a number from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: --record and --blank exclude each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: --stages and --checkpoints are for blank sheets; a record has its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: --record takes a record number, e.g. --record 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet: there is no records database %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>print a solo or rally score sheet to PDF, blank or from the records</source>
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
    <name>Pacenotes::GearPad</name>
    <message>
        <source>Dry (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wet (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn ended in gear %1: adds %2 (key %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather of the next turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the gear each turn ends in:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LapsBestsModel</name>
    <message>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LapsHistoryModel</name>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best final time of %1 on %2 with %3 and %4 tires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
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
    <name>Pacenotes::RallyDocument</name>
    <message>
        <source>“%1” is not a stage time: write minutes and seconds as m:ss, for example 4:07.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a stage time: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player or stage on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n stage(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>There is no stage %1 on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rally needs at least one stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage name is too long (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n player(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is too long (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no player %1 on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rally needs at least one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty tokens need the Checkpoints rule: switch it on for this rally first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number of penalty tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not damage: write the Gear, Coast and Brake tokens as G/C/B, for example 1/0/2 (each 0 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallyHistoryModel</name>
    <message>
        <source>Untitled rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallySheetDelegate</name>
    <message>
        <source>G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coast damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m:ss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage time as minutes and seconds, e.g. 4:07. Leave empty to clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × 5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y: available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N: used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallySheetModel</name>
    <message>
        <source>RET %1</source>
        <extracomment>A retired player&apos;s counted stage time (RET = retired).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × 5 s = +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired: the slowest finishing time (%1) plus 1:00, plus any penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired: the time is known once a player has finished this stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage&apos;s final time as m:ss (time cards minus Second tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired from this stage: slowest time + 1 minute; repaired for the next stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint penalty: 5-second tokens taken after the stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No damage is carried: the car is repaired before the next stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage tokens carried to the next stage. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare tire available for the next stage (Y/N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: some times of this stage are not written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall time after this stage and the position it gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final position; equal times share a position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of every stage time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to rename</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallySheetWidget</name>
    <message>
        <source>&amp;Checkpoints rule (5-second penalty tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes (SISU used, sessions…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type times as m:ss. Double-click a name to rename it; right-click a player or a stage for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best overall time starts first. The rulebook gives no tie-break: tied players keep their order from the stage before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved to the records: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (driver or team):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage name (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 Name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance after Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage has the Assistance tile: repairs and a new spare tire before the next stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallySheetWindow</name>
    <message>
        <source>Saved in the records (rally %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally Sheet — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallyStartOrderModel</name>
    <message>
        <source>Final classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start order, stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RecordsActions</name>
    <message>
        <source>New &amp;Solo Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Rally Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History and Personal Bests…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Blank S&amp;core Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Blank Ra&amp;lly Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GT solo score sheet that adds up your lap as you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A DIRT rally sheet: stage times, overall times, positions and start order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your solo laps, personal bests and rallies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records Not Available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records database cannot be opened, so sheets will not be saved.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open the Lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open the Rally</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RecordsDatabase</name>
    <message>
        <source>The records database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 row points to a record that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records database is damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the records database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the records database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a readable records database: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records database %1 was written by a newer Pacenotes (schema %2; this version reads up to %3). It was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not Pacenotes records. It was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot prepare the records database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot back up the records database before updating it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot update the records database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot update the records database to version %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lap was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no lap number %1 in the records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lap was not deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the laps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap %1 has an unknown car category, tires or weather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap %1 has a damaged turn list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap %1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rally was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no rally number %1 in the records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rally was not deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the rallies: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally %1 is damaged: its stages, players or results do not fit together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally %1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RecordsHistoryWindow</name>
    <message>
        <source>Finished laps only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records — Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by track or driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo &amp;Laps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal &amp;Bests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rallies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records database is not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n damaged record(s) left out: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lap(s) shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n personal best(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rally(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this rally from the records?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this lap from the records?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rallies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solo-laps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SheetMessageBar</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SheetPrintDialog</name>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US Letter (8.5 × 11 in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the checkpoint &amp;penalty rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blank sheet to fill in by hand, like the rulebook&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet as filled in, with the computed times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;view and Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save the Sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SheetWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records database is not available: this sheet is not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in the records as you write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloLapDocument</name>
    <message>
        <source>The lap is finished. Reopen it to add turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A lap has at most %n turn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a gear a turn can end in (6 to 1, 0 or 00).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry and wet turns are only written with random weather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no turn %1 on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write at least one turn before finishing the lap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes are too long (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloSheetModel</name>
    <message>
        <source>Turn %1 (next): ends in gear %2, adds %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 ended in gear %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct turn %1 to gear %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T%1</source>
        <extracomment>A turn column on the solo score sheet: T1, T2...</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending a turn in gear %1 adds %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloSheetWidget</name>
    <message>
        <source>Track name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Track:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Driver:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Car:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ires:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Weather:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a box to correct that turn; right-click a turn to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus tokens left at the end of the lap: each takes a second off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap &amp;finished (crossed the finish line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only finished laps count for personal bests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ocus tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved to the records: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= −%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 was dry (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 was wet (W)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloSheetWindow</name>
    <message>
        <source>Saved in the records (lap %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score Sheet — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloTallyModel</name>
    <message>
        <source>× %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtotal</source>
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
    <name>Rally</name>
    <message>
        <source>%1G/%2C/%3B</source>
        <extracomment>Damage carried on the rally sheet: Gear / Coast / Brake tokens, e.g. 1G/0C/2B.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rally name is too long (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes are too long (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rally needs at least one stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n stage(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A rally needs at least one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n player(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The date %1 is not plausible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of stage %1 is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of player %1 is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has results for %2 stage(s) of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stage %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stage time cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stage time must be under 24 hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty tokens cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 penalty tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage tokens must be between 0 and %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RallySheet</name>
    <message>
        <source>STAGE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PENALTY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RETIRED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DAMAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SPARE TIRE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OVERALL TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINAL TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POSITION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G: Gear / C: Coast / B: Brake</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RallySheetPrinter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RALLYMAN: DIRT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RALLY SHEET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RALLY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · Assistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RET %1</source>
        <extracomment>Printed in the stage-time box of a retired player: RET and the counted time.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 (%2×5 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…… × 5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…G / …C / …B</source>
        <extracomment>The blank damage box: Gear / Coast / Brake tokens (letters as in the legend).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall time: add the stage times so far. The best overall time starts the next stage first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RET: retired from the stage: the slowest time of the stage + 1:00; the car is repaired before the next stage, as with Assistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints: each penalty token taken after a stage adds 5 seconds to that stage&apos;s time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOTES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: DIRT rulebook, Rally sheet. Printed with Pacenotes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RallyStandings</name>
    <message>
        <source>Every player retired from stage %1: there is no time to add the retirement minute to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsCsv</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End gears</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare tire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetPrinting</name>
    <message>
        <source>Score sheet — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally sheet — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the PDF %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoloLap</name>
    <message>
        <source>The track name is too long (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver&apos;s name is too long (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes are too long (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A lap has at most %n turn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 ends in an impossible gear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished lap needs at least one turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date %1 is not plausible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus tokens cannot be negative (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Focus tokens is more than a lap can leave (at most %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoloLapOptions</name>
    <message>
        <source>GT6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT6 B.O.P.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT5 B.O.P.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asphalt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>Written in a turn&apos;s box for a dry turn (rulebook: D; Russian rulebook: С).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>Written in a turn&apos;s box for a wet turn (rulebook: W; Russian rulebook: Д).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoloSheetPrinter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RALLYMAN: GT · SOLO MODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCORE SHEET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRIVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WEATHER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CAR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIRES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T%1</source>
        <extracomment>Turn column heading on the printed solo sheet: T1, T2...</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEAR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TURNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= SUBTOTAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRACK TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOCUS TOKENS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 second each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINAL TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOTES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of each turn, tick the box of the gear shown on your gear marker. With random weather, write D (dry) or W (wet) instead of X.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track time = turns in each gear × its time, added up. Final time = track time − 1 second per Focus token left at the end of the lap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times from the Rallyman: GT rulebook, Solo Mode. Printed with Pacenotes.</source>
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
        <source>Writing %1 files is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
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
    <name>UndoCommands</name>
    <message>
        <source>Change rally details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: gear %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change sheet header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus tokens: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen the lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stage %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stage %2: clear the time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, stage %2: %n penalty token(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 retires from stage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not retire from stage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stage %2: damage %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stage %2: spare tire</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
