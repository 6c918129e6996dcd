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
        <source>Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before any layout was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layout found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln distinct shape(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best %Ln shape(s) (not all counted: use --all)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s): %2, in %3 ms.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Counting each way to place the lane-width tiles on the same cells separately: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting mirror images and the same circuit driven the other way round once: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table sizes assume tiles %1 cm across the flat sides; no source states the size: measure yours and pass --tile-size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layouts, best first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Best %n layout(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1. table %2 × %3 cm (%4% covered by tiles), longest straight %5, corners in a row %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles to lay out, e.g. &quot;102b,103b,2x105b&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gt or dirt (default: the game of the tiles).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count every shape (slow for long DIRT stages) and list them all, or the best --max.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the best layouts to show (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only layouts that fit a table this size in cm, e.g. 180x90.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile&apos;s width across the flat sides in cm (default: %1, an assumption).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order: compact (smallest table first, the default), straight (longest straight first) or twisty (most corners in a row).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invent tracks from any subset of the tiles with at least N on the course.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore the tiles already placed in FILE (by default they stay where they are).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker threads (default: one per core).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the best layout to this track file (.json, .pacenotes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A track file whose tile list to lay out (instead of --tiles).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lays a tile list out as GT circuits or DIRT stages: counts the distinct shapes and shows the best. Exit code 0: layouts found; 1: none; 2: bad input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: give either one track file or --tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: --game takes gt or dirt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laid out by Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the track has neither tiles nor a tile list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: --max takes a whole number above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: --min-tiles takes a whole number above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: --threads takes a whole number above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: --table takes the table size in cm as WIDTHxDEPTH, e.g. 180x90.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: --tile-size takes the width in cm, e.g. 21.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: --rank takes compact, straight or twisty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best layout does not pass the checks (%1); nothing written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the best layout to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lay a tile list out as circuits or stages, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interchangeable tiles (any order on their cells; ways per shape: %1): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(tiles in driving order from the start; S straight, R/L a 60° bend right/left, RR/LL a 120° bend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the time limit (--time-limit): these are the best layouts found so far, not proven the best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after this many seconds and show the best found so far (default %1; 0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout: --time-limit takes a number of seconds (0: no limit).</source>
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
    <name>LayoutSolver</name>
    <message>
        <source>The corners add up to an odd number of 60° turns, so the road can never come back heading the way it left the start: a circuit turns exactly 360°. Add or remove one 60° bend, or swap a 60° bend for a straight or a 120° bend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the corners together turn at most %1°, but a circuit turns 360°: add corners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The corners can never add up to exactly 360°, as a circuit needs: together they can turn %1 (either way). Swap a bend for one of another angle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list mixes road widths (%1) but has no tile that changes from one to another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) change the lane width; on a circuit every change needs one back, so their number must be even.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The lane-width changes cannot lead from the start&apos;s width (%1) to the finish&apos;s (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some road widths in the list cannot be reached from the others with the lane-width tiles listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A circuit needs at least 3 tiles; the list has %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s), skewed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bend 60°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bend 120°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is not in the tile catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles %1 belong to the other game; they are laid out all the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The list needs tile %1 %2 times (each side on the table is a physical tile), but one of every box holds %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The kept tile %1 is not in the tile catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept tiles %1 and %2 lie on the same hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is on the table but not in the list (or more often than listed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping the Assistance tile in place is not supported: take it off the table and the solver puts it after the finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is a junction (the road forks); the solver lays out single courses only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 carries two roads; the solver cannot keep such tiles in place yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only tiles beside the course are on the table; they are placed again next to each new layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stage has room for one Assistance tile only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is a junction (the road forks); the solver lays out single courses only. Take it off the list, or lay it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list has no start/finish tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list has no course tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assistance tile follows the finish of a stage, but this list has one start/finish tile and makes a circuit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To complete a stage around tiles already on the table, keep its start tile on the table too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finish tile is already on the table; the solver can complete a stage only towards a finish it places itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The list has %1 course tiles; the solver lays out at most %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %1 course tiles were asked for, but the list has only %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Bad solver options: tile size and table size must be positive, counts not negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list has too many different kinds of tile for the solver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Kept tile %1 lies too far from the start for a circuit of %n tile(s) to pass it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No order of these tiles leads back into the start/finish tile, even if the road could run over itself: the corners and lane widths cannot close a circuit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layouts exist, but none fits a table of %1 × %2 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every way of closing the circuit with these tiles runs the road over itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stage can be laid with these tiles without the road running over itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot; in the tile list: write items like 105b or 2x105b, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad count in &quot;%1&quot;: use 1 to 99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile list is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More layouts than can be kept: all are counted, the best %1 kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>tile with %n road(s) %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Start/finish tile %1 carries two roads; the solver cannot start a course on such a tile yet. Take it off the list, or lay it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roads of tile %1 cannot be laid out by the solver. Take it off the list, or lay it by hand.</source>
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
</TS>
