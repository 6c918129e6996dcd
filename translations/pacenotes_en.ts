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
    <name>CourseItem</name>
    <message numerus="yes">
        <source>Start · %n lap(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignerStatus</name>
    <message numerus="yes">
        <source>Layout complete and valid: all %n tile(s) of the list are placed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Tile list: %1 of %2 placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double-click tiles in the palette to lay them out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Empty table: double-click a tile in the palette to start the course, or drag it onto the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Valid circuit, %n tile(s) on the course</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Valid stage, %n tile(s) on the course</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::BoxesDialog</name>
    <message>
        <source>My Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of each box do you own? The palette counts the tiles still free and the checks report tiles used more often than your boxes hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n physical tile(s) per box</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of Each</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>In all: %n physical tile(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::DesignerActions</name>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rotate Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate C&amp;ounter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip to the Other Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Select and Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select and move tiles (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the tile chosen in the palette (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove tiles by clicking or dragging over them (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Track in View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex &amp;Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile &amp;Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Course Arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Track &amp;Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Track C&amp;ounter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;entre Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the whole track so that its middle is at the centre of the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DesignerEditor</name>
    <message>
        <source>Choose a tile in the palette first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The course has no open end. Select a tile with an open road end, or drag the tile onto the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 has no road to continue the course with; drag it onto the table instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 cannot turn that way here; it was placed the way it fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 does not match the open end (lanes or skew); see the marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appended %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace tile %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile is the same on both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a tile in the way: tiles cannot lie on top of each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tile(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no free room near here for the pasted tiles.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::FileController</name>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a track made with Rekee or the Rallyman Track Editor (.rgt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracks (*.pacenotes *.json *.rgt);;Pacenotes tracks (*.pacenotes *.json);;Rallyman Track Editor (*.rgt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rekee and Rallyman Track Editor tracks (*.json *.rgt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1. Save it as a Pacenotes track to keep your changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track Imported with Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pacenotes track (*.pacenotes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pacenotes track JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Track As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::MainWindow</name>
    <message>
        <source>&amp;File</source>
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
        <source>About Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use My Tile &amp;Pictures…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show your own pictures of your tiles, from a folder of files named by tile side (103b.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &amp;Drawn Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track &amp;Properties…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My &amp;Boxes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of Tile Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Tile Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pictures named by tile side (like 103b.png or 205A.jpg) were found in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Showing your pictures of %n tile side(s); the others are drawn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start of Pacenotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Pacenotes %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A companion and track designer for the board games Rallyman: GT and Rallyman: DIRT.&lt;/p&gt;&lt;p&gt;Tile facts: Rekee by Tobias Rapp (github.com/t-rapp/rekee), re-encoded. Rallyman is a trademark of Holy Grail Games; no publisher artwork is used: tiles are drawn from their facts.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;start&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::PalettePanel</name>
    <message>
        <source>Show the whole catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any danger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: id, marking, terrain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only tiles I own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My Boxes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box or expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles with a road edge of this many lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile list of %1&lt;/b&gt;: %2 of %3 placed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ProblemsPanel</name>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#2e8b46&apos;&gt;✔&lt;/span&gt; No problems: the track is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TileCatalogModel</name>
    <message>
        <source>danger level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1–%2 %3, %n lane(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Markings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your boxes hold %1; on the table: %2; free: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile list: %1 of %2 placed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackInfoPanel</name>
    <message>
        <source>by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>circuit, %n lap(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>special stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>course not complete yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no course yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Race length</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n road tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pit tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n filler(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>On the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackPropertiesDialog</name>
    <message>
        <source>Track Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the course the other way from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. a rulebook and page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Laps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
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
    <name>TileItem</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — not in the tile catalog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TileRenderer</name>
    <message>
        <source>?
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PIT</source>
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
        <source>Change track properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip tile %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Flip %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Move track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Append tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate track clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate track counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
