<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>BuildOrder</name>
    <message>
        <source>straight on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right 60°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right 120°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left 60°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left 120°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildSheet</name>
    <message>
        <source>Beside the course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>again: the course crosses no. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start/finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beside no. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, beside no. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Course order from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles by position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down no. 1 first, then each tile against the road leaving the one before, turned as drawn. The numbers are on the layout page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top to bottom, left to right, as on the layout page, where the numbers are on the tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles to take out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Total: %n tile(s)</source>
        <translation>
            <numerusform>Total: %n tile</numerusform>
            <numerusform>Total: %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n different side(s))</source>
        <translation>
            <numerusform>(%n different side)</numerusform>
            <numerusform>(%n different sides)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The course is not closed, so there is no driving order yet: the tiles are listed by position. Finish the track in the designer (%n problem(s)) for a numbered course order.</source>
        <translation>
            <numerusform>The course is not closed, so there is no driving order yet: the tiles are listed by position. Finish the track in the designer (%n problem) for a numbered course order.</numerusform>
            <numerusform>The course is not closed, so there is no driving order yet: the tiles are listed by position. Finish the track in the designer (%n problems) for a numbered course order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The track has %n problem(s) (see the designer&apos;s Problems panel); the course order below is traced all the same.</source>
        <translation>
            <numerusform>The track has %n problem (see the designer&apos;s Problems panel); the course order below is traced all the same.</numerusform>
            <numerusform>The track has %n problems (see the designer&apos;s Problems panel); the course order below is traced all the same.</numerusform>
        </translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the joker leaves here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the joker rejoins here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the grid joins the lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-grid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BundledTracks</name>
    <message>
        <source>The rulebook gives this stage exactly the same tile list as SS1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Assistance tile: the last stage of the rally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally %1 is our numbering: the rally&apos;s heading and author are missing from our copy of the rulebook text, and the number follows from the order of the lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list asks for both sides of tile %1 (%2 and %3), but the DIRT core box has one copy: as printed, it needs two boxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 tiles and no Assistance tile: its table in our copy of the rulebook text is shorter than the others, so the list may be incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list is complete; the tile numbers in the rulebook&apos;s picture agree with it (all %1 sides).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That it is Track 4 is likely, not certain: it follows the end of the Track 3 list, and the tile numbers of that page&apos;s pictures are missing from our copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list is complete, but which track it is remains uncertain: it is the only surviving list with tiles 113b and 107b, the tile numbers seen in the pictures of tracks 7 and 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken as track %1 or %2; it could be track %3 or %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses side a and side b of tile %1: two copies, as many as the core box holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT Track %1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT Track %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT Rally %1 SS%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: DIRT rulebook, “Ready to Play”: rally %1, special stage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: GT rulebook (Russian edition), ready-made tracks: track %1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: GT rulebook (Russian edition), ready-made tracks: track %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage is laid out as a community transcription has it, with %1 where the rulebook&apos;s list has %2; the list is kept as printed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CarMarkerItem</name>
    <message>
        <source>%1, gear %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <name>Championship</name>
    <message>
        <source>Race series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto Tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn before each event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest point total first (Rallyman BRDC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest total time first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most wins, then most second places, and so on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the better result in the latest event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb</source>
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
        <source>GT and DIRT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number of points from 0 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A points table has at most %1 places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the points of at least the first place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many places (at most %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table is not decreasing: place %1 scores %2, more than place %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a possible time: it must be under 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a driver who retired has no time of their own (give one or the other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the time, or say the driver retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of penalty tokens from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty tokens need the Checkpoints rule on this rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a race has places, not stage times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a driver who retired has an order of retirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the finishing place, or say the driver retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places start at 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1 is beyond the field of %2 drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two drivers in place %1: %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1 leaves a gap: the %2 drivers hold places 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1 is beyond the %2 drivers who finished: those who retired take the last places (digest p. 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a driver who retired takes one of the last places, %1 to %2 (digest p. 9), not place %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retirement %1 does not take place %2: a later retirement finishes ahead (digest p. 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one driver retired: the order is 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drivers retired: say who retired first (1) to last (%1), or give their places; a later retirement finishes ahead (digest p. 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 cannot both be retirement number %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points table is called “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus points count only when the season is scored by points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped results are for a season scored by points; a total time counts every event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a season scored by time has no points: start by lowest time, or draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a race series has no times: start by lowest points (Rallyman BRDC), or draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a climb has 1 to %1 tries (digest p. 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this tie-break is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limiting repairs is an Auto Tour option (digest p. 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many drivers (at most %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every driver needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id has at most 60 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two drivers have the id “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name has at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a car has at most 60 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no team has the id “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each driver keeps one car for the whole series: say which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every team needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two teams have the id “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a team is two drivers (Team Challenge); “%1” has %n</source>
        <translation>
            <numerusform>a team is two drivers (Team Challenge); “%1” has %n</numerusform>
            <numerusform>a team is two drivers (Team Challenge); “%1” has %n</numerusform>
        </translation>
    </message>
    <message>
        <source>notes have at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a season of the format “%1” holds no “%2” events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this season is played with %1: a %2 game does not belong to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rally has at least one stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many stages (at most %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a rally has stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoints are a rally rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter the result of at least one driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many results (at most %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say which driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no driver of the season has the id “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has two results in this event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drove a %2, but keeps the %3 for the whole series (digest p. 13, Auto Tour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reason has at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rally is decided by times: give each stage&apos;s time (or retired), not a place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a climb is decided by times: give each try&apos;s time (or retired), not a place</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>give one result for each of the %n stages (an empty {} for a stage not driven yet)</source>
        <translation>
            <numerusform>give one result for each of the %n stages (an empty {} for a stage not driven yet)</numerusform>
            <numerusform>give one result for each of the %n stages (an empty {} for a stage not driven yet)</numerusform>
        </translation>
    </message>
    <message>
        <source>give 1 to %1 tries, each a time or retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many events (at most %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a result in event %2: remove that result first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A season has at most %1 events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is in the season already: event %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=</source>
        <comment>a shared position</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — standings after %n event(s)</source>
        <translation>
            <numerusform>%1 — standings after %n event</numerusform>
            <numerusform>%1 — standings after %n events</numerusform>
        </translation>
    </message>
    <message>
        <source>Next stage: starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next event: starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A solo lap is one driver against the clock: enter its time by hand as a one-stage rally (a time trial).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race ended before %1 finished or retired: the game does not know their places. Enter this race&apos;s result by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stage of this game has been completed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected whole seconds, or a time written m:ss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a time: write m:ss (seconds below 60), h:mm:ss or whole seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of points by place, or one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date written YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list each driver&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a climb has tries, not stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a climb has tries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file was written by a newer Pacenotes (format %1; this version reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the season&apos;s drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins: %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal up to place %1; places %2: %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the latest event they differ in, %1: %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>no time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal with %1 on the total and on %2, ahead on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal with %1 on the total and on %2, behind on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ahead of %2, both on %3: equal on %4, then %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal with %1 on the total, ahead on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal with %1 on the total, behind on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ahead of %2, both on %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tie-break was chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still equal on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shares place %1 with %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 share place %3, both on %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals share the place: the books give no tie-break for a season, and none was chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals: the books give no tie-break for a season; the organiser chose %1. Drivers still equal share the place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, then </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only the best %n result(s) of each driver count (the organiser&apos;s choice; the books are silent); a missed event is a result of 0 and is dropped first.</source>
        <translation>
            <numerusform>Only the best %n result of each driver count (the organiser&apos;s choice; the books are silent); a missed event is a result of 0 and is dropped first.</numerusform>
            <numerusform>Only the best %n results of each driver count (the organiser&apos;s choice; the books are silent); a missed event is a result of 0 and is dropped first.</numerusform>
        </translation>
    </message>
    <message>
        <source>A driver who missed an event has no comparable total time: they are ranked after the drivers who drove every event, by events driven and then time (the books are silent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team scores the sum of its two drivers; equal teams share the place (the books are silent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not finished a stage yet: its first stage starts in the order the results were entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still being driven: stage %2%3 starts by the total time so far, lowest first (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as entered for the first stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1 after stage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal with %1: keeps the order of stage %2 (the books give no tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starting order is drawn at the table before each event, typically at random (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event has a result yet: the first starting order is drawn at the table (%1); after it: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest point total starts first (Rallyman BRDC, %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest total time starts first (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>missed %n event(s): starts after the drivers who drove every one</source>
        <translation>
            <numerusform>missed %n event: starts after the drivers who drove every one</numerusform>
            <numerusform>missed %n events: starts after the drivers who drove every one</numerusform>
        </translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no time yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal with %1 and still equal after the tie-breaks: in the order of the drivers&apos; list (the books are silent; the organiser may change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal with %1: the lower placed in the standings starts first (place %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal with %1: the higher placed in the standings starts first (place %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), scored by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points by place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by place: %1 (%2); places beyond score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by place: %1 (the organiser&apos;s table); places beyond score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Stage bonus: %1 for the fastest on each rally&apos;s last stage (a climb&apos;s best try); the organiser&apos;s option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A race is decided by the finishing order; a driver who retires takes last place, a later retirement one place ahead of an earlier one (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A head-to-head race adds %1 s per finishing place: %2 for first, %3 for second (%4; the digest also suggests %5 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A head-to-head race adds %1 s per finishing place: %2 for first, %3 for second (the organiser&apos;s choice; %4 gives %5 s, and its author prefers %6 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rally is won on the total of its stage times; a driver who retires from a stage counts one minute slower than the slowest finisher of that stage (%1, %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A climb counts the best of %n tries (%1).</source>
        <translation>
            <numerusform>A climb counts the best of %n tries (%1).</numerusform>
            <numerusform>A climb counts the best of %n tries (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Time trials add their times; the lowest season total wins (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next starting order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within a rally the next stage starts by total time, lowest first (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage is repaired only at the ends of the stages the organiser names (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage is repaired between events (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between rally stages damage is carried, unless the stage ends at Assistance (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each driver keeps one car for the whole series (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 R</source>
        <comment>retired</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The championships file cannot be opened. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The championships file is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The season was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The season was not saved: it is no longer in the championships file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such season in the championships file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The season “%1” cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown game “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The season was not deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired (retirement %1 of %2): takes place %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired: takes the last place, %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1 × %2 s = %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 retired: slowest finish %2 + %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 penalty +%2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>best of %n tries: try %1</source>
        <translation>
            <numerusform>best of %n tries: try %1</numerusform>
            <numerusform>best of %n tries: try %1</numerusform>
        </translation>
    </message>
    <message>
        <source>retired on every try: slowest best time %1 + %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired on every try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every driver retired on every try: there is no time to add the retirement minute to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal times share the place and each scores its points: the books give no tie-break for equal times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected whole numbers of points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digest p. %1, “%2”</source>
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
        <translation>
            <numerusform>%1, %n tile on the course</numerusform>
            <numerusform>%1, %n tiles on the course</numerusform>
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
        <translation>
            <numerusform>course length: %n tile</numerusform>
            <numerusform>course length: %n tiles</numerusform>
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
        <source>A JSON list of cars, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Works out the order of play of a round and explains each tie-break (docs/referee-json.md). Exit code 0: done; 2: the request cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: name one request file, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>work out the order of play of a round from JSON, with reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON request, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules on a planned move (and its dice, damage, pit stop...) from a JSON request and prints the verdict as JSON (docs/referee-json.md). Exit code 0: legal; 1: the move breaks a rule; 2: the request cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee: name one request file, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule on a planned move given as JSON and print the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your corrections to the game data (default: %1, if it exists).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>using the built-in data.</source>
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
        <translation>
            <numerusform>Wrote %1 (%n page).</numerusform>
            <numerusform>Wrote %1 (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>print a solo or rally score sheet to PDF, blank or from the records</source>
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
        <translation>
            <numerusform>%1 (%2) → %3 (%4), %n tile</numerusform>
            <numerusform>%1 (%2) → %3 (%4), %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>convert a track between .pacenotes, .json, Rekee JSON and .rgt</source>
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
        <source>Stopped at the time limit (--time-limit): these are the best layouts found so far, not proven the best.</source>
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
        <translation>
            <numerusform>%Ln distinct shape</numerusform>
            <numerusform>%Ln distinct shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best %Ln shape(s) (not all counted: use --all)</source>
        <translation>
            <numerusform>the best %Ln shape (not all counted: use --all)</numerusform>
            <numerusform>the best %Ln shapes (not all counted: use --all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s): %2, in %3 ms.</source>
        <translation>
            <numerusform>%1 of %n course tile: %2, in %3 ms.</numerusform>
            <numerusform>%1 of %n course tiles: %2, in %3 ms.</numerusform>
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
        <source>Interchangeable tiles (any order on their cells; ways per shape: %1): %2.</source>
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
        <translation>
            <numerusform>Best %n layout:</numerusform>
            <numerusform>Best %n layouts:</numerusform>
        </translation>
    </message>
    <message>
        <source>(tiles in driving order from the start; S straight, R/L a 60° bend right/left, RR/LL a 120° bend)</source>
        <translation type="unfinished"></translation>
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
        <source>Stop after this many seconds and show the best found so far (default %1; 0: no limit).</source>
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
        <source>layout: --time-limit takes a number of seconds (0: no limit).</source>
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
        <source>The file to write; its name picks the format: .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper size of a PDF: a4 or letter (default: from the system&apos;s locale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track to export (.pacenotes, .json, .rgt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exports a track&apos;s layout as a PNG picture or an SVG drawing (with its title, author and tile list), or as a PDF with the layout page and the build sheet (every tile, its side up, how many, and the numbered course order). The language follows --lang en|ru.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: name one track file to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: name the file to write with --out FILE.png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: cannot tell the format of %1 from its name; end it in .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: unknown paper &quot;%1&quot;; use a4 or letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: the output must be another file than the input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: %1 has no placed tiles (only a tile list?); lay it out first, e.g. with pacenotes layout --out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: the course is not closed; the build sheet lists the tiles by position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export a track as PNG, SVG or a PDF with its build sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RX circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs from: %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Grid: %n pass(es) from the pre-grid tile %1</source>
        <translation>
            <numerusform>Grid: %n pass from the pre-grid tile %1</numerusform>
            <numerusform>Grid: %n passes from the pre-grid tile %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lap: %n pass(es)</source>
        <translation>
            <numerusform>Lap: %n pass</numerusform>
            <numerusform>Lap: %n passes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Joker: %n pass(es), leaving the lap at %1 and rejoining it at %2</source>
        <translation>
            <numerusform>Joker: %n pass, leaving the lap at %1 and rejoining it at %2</numerusform>
            <numerusform>Joker: %n passes, leaving the lap at %1 and rejoining it at %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks tracks and prints every problem. Exit code 0: valid (warnings only, or none); 1: errors found; 2: a file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid RX circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>racing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished, place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; gear %3; damage %4 gear, %5 brake, %6 coast, %7 boost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus %1; laps %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds %1; stage time %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print every action, its rulings and the final state as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sub-command: replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game log (docs/game-log.md), or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays a game log through the referee, as the table played it, and prints every ruling and the final state (positions, gears, damage, Focus/Seconds, times). Exit code 0: every action was accepted; 1: one was refused (which, and why); 2: the log cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game: use &apos;pacenotes game replay FILE&apos; (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2, %n player(s)</source>
        <translation>
            <numerusform>%1 — %2, %n player</numerusform>
            <numerusform>%1 — %2, %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 (%2) is refused: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>State after %n action(s):</source>
        <translation>
            <numerusform>State after %n action:</numerusform>
            <numerusform>State after %n actions:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Overall after %n stage(s):</source>
        <translation>
            <numerusform>Overall after %n stage:</numerusform>
            <numerusform>Overall after %n stages:</numerusform>
        </translation>
    </message>
    <message>
        <source>replay a game log through the referee and print every ruling and the final state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codriver: name one request file, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codriver: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weigh every legal plan for the road ahead and suggest the best (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object: sides, errors, warnings, problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A space pack (.pnspaces) or a folder of tile side files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks tile space data against the tile catalog. Exit code 0: consistent (warnings allowed); 1: errors found; 2: the data cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces check: name one pack or folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, space %2</source>
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
    <message numerus="yes">
        <source>%n tile side(s) checked</source>
        <translation>
            <numerusform>%n tile side checked</numerusform>
            <numerusform>%n tile sides checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Print one JSON object: tiles, covered, uncovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A track file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces coverage: name one track file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no space data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on the course</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s) covered by space data that is not a template.</source>
        <translation>
            <numerusform>%1 of %n course tile covered by space data that is not a template.</numerusform>
            <numerusform>%1 of %n course tiles covered by space data that is not a template.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pack file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the templates of every tile side as a space pack (the pack shipped with Pacenotes is made this way).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces templates: give --out FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n tile side(s) of templates to %1.</source>
        <translation>
            <numerusform>Wrote %n tile side of templates to %1.</numerusform>
            <numerusform>Wrote %n tile sides of templates to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>check tile space packs, show a track&apos;s space coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighs every legal plan for a car and the road ahead given as JSON and prints the best ones, the suggestion for each attitude and, when asked, whether to roll the next die or stop (docs/codriver.md). The road may instead come from a track file&apos;s spaces: name the track and the car&apos;s space. Exit code 0: answered; 1: the car has no legal move (or the plan asked about is illegal); 2: the request cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A season as JSON (docs/championship.md), or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the standings as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Works out a season&apos;s standings: each event classified by the rules, points or times, totals, gaps, ties with the tie-break used, and the next starting order with the reason for each place (docs/championship.md). Exit code 0: answered; 2: the season cannot be read (the message names the JSON field).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>championship standings: name one season file, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>championship standings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: pacenotes championship standings [--json] FILE|-

A season of races, rallies and climbs scored as the combined rules score them: standings, points, totals and the next starting order (docs/championship.md).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>championship: unknown command &quot;%1&quot;; expected standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a season&apos;s standings and next starting order from JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A space pack to use before the shipped readings and templates (repeatable; the first wins).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date written on the pack and its sides (YYYY-MM-DD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who read the pictures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the pack without the readings that cannot be converted (they are listed; the exit code is still 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder of final readings, one &lt;side&gt;.json each (docs/space-packs.md, Readings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns the final readings of the tile pictures into a space pack (how resources/spaces/readings.pnspaces is made): each lane cut into the spaces read, the marks on their spaces with their confidence. The same readings give the same bytes. Exit code 0: written, every side checked without errors; 1: a reading was refused or a side has errors (nothing is written unless --skip-bad); 2: bad arguments or the pack cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces from-readings: name one folder of readings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces from-readings: give --out FILE and --date YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces from-readings: --date: expected a date as YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces from-readings: %1 is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the side has errors (above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %n reading(s) refused.</source>
        <translation>
            <numerusform>Nothing was written: %n reading refused.</numerusform>
            <numerusform>Nothing was written: %n readings refused.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n tile side(s) read from pictures to %1</source>
        <translation>
            <numerusform>Wrote %n tile side read from pictures to %1</numerusform>
            <numerusform>Wrote %n tile sides read from pictures to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n side(s) with roads have no reading yet (their templates stay).</source>
        <translation>
            <numerusform>%n side with roads have no reading yet (their templates stay).</numerusform>
            <numerusform>%n sides with roads have no reading yet (their templates stay).</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: pacenotes spaces check PACK|DIR [--json]
       pacenotes spaces coverage TRACK [--pack P]... [--json]
       pacenotes spaces templates --out FILE
       pacenotes spaces from-readings DIR --out FILE --date YYYY-MM-DD [--author TEXT] [--skip-bad]

Tile space data: check a pack against the tile catalog, say which tiles of a track have data, write the templates, or turn readings of the tile pictures into a pack.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces: unknown command &quot;%1&quot;; expected check, coverage, templates or from-readings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the threads used and the time taken to the answer (which then differs from run to run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Says which tiles of a track have space data, and from which pack. Exit code 0: every course tile is covered by data that is not a template; 1: some are not; 2: a file cannot be read, or the track has no course tile laid out (a tile list only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces coverage: %1 has no tiles laid out, only a tile list: there is nothing to cover. Lay the tiles out first (pacenotes layout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces coverage: %1 has no course tile laid out: there is nothing to cover.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoDriver</name>
    <message>
        <source>Cautious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Furthest on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go as far as possible with hardly any risk of losing control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept a small risk for more distance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push hard: distance first, a real risk accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximise the expected position after this turn, whatever the risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans have 1 to 40 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The road ahead has so many different paths that the search stopped after %1 dice layouts: the plans shown are the best of those.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 00 the car does nothing this turn but come back onto the track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No legal move: the car is blocked (it cannot enter any space ahead with the dice it has).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>end gear (its chance)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dotted line is crossed straight; a diagonal move takes the perfect line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a space, or an object {&quot;to&quot;, &quot;direction&quot;, &quot;line&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no space of the road has the id “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a space (an object, {} for a plain one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the road says how the car moves: straight on or diagonally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say it on the move into this space (&quot;next&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many spaces (at most %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a row: an array with one space per lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every row has the same number of lanes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most 6 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every space needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two spaces have the id “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say which spaces the car can move into from its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the spaces ahead: an array (one lane), {&quot;lanes&quot;: rows of lanes} or {&quot;spaces&quot;: [...], &quot;first&quot;: [...]}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request is larger than 1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the plan&apos;s steps, as for the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to do: give the spaces &quot;ahead&quot;, or a plan to ask &quot;rollOrStop&quot; about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 in 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 in 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 in 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one by one, secure or stop at any risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one by one, stop at any risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one by one, secure or stop over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one by one, stop over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, with SISU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll all the dice at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice one by one and play every one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll one by one; before a roll that could make you lose control, secure it if your tokens pay for it, otherwise stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll one by one and stop before any roll that could make you lose control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll one by one; when the next roll has more than a %1 chance of a Loss of Control, secure it if your tokens pay for it, otherwise stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll one by one and stop when the next roll has more than a %1 chance of a Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move from the car&apos;s space leads to no space of the road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move from space %1 leads to no space of the road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is not further along the track than space %2, which leads to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is not further along the track than the car.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two spaces of the road are named %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going Flat Out rolls every die at once: there is nothing to decide between rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan breaks the rules; ask the referee what to correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next roll cannot make you lose control: roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first roll of the turn must be made (a car moves if it can).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next roll loses control with a chance of %1: within what the “%2” attitude takes. Roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The next roll loses control with a chance of %1: secure it for %n token(s).</source>
        <translation>
            <numerusform>The next roll loses control with a chance of %1: secure it for %n token.</numerusform>
            <numerusform>The next roll loses control with a chance of %1: secure it for %n tokens.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next roll loses control with a chance of %1: more than the “%2” attitude takes. Stop here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a track, the road ahead and where the car stands come from its spaces: leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no space ahead of %1 to move into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no car to advise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not stand on a space of this track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some spaces of the road ahead have unknown markings (the tiles&apos; space data is only a template): the plans were weighed without their speed limits and corners, which were not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some spaces of the road ahead were read with doubt: check their speed limits and corners on the tiles.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoDriverMenu</name>
    <message>
        <source>&amp;Co-driver…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every legal plan for a car and the road ahead, weighed, and the best ones suggested</source>
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
        <translation>
            <numerusform>Start · %n lap</numerusform>
            <numerusform>Start · %n laps</numerusform>
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
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DashboardConfidence</name>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game data has no dashboard for %1 with %2 on every side this game can show.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataCredits</name>
    <message>
        <source>Tile facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard faces of the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT dashboards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT dashboards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT Loss of Control table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT Time cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT solo timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready-made tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box contents checked by the game-data editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT stage times: retirement and checkpoint penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship points tables and Auto Tour seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignerStatus</name>
    <message numerus="yes">
        <source>Layout complete and valid: all %n tile(s) of the list are placed.</source>
        <translation>
            <numerusform>Layout complete and valid: the %n tile of the list is placed.</numerusform>
            <numerusform>Layout complete and valid: all %n tiles of the list are placed.</numerusform>
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
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty table: double-click a tile in the palette to start the course, or drag it onto the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Valid circuit, %n tile(s) on the course</source>
        <translation>
            <numerusform>Valid circuit, %n tile on the course</numerusform>
            <numerusform>Valid circuit, %n tiles on the course</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Valid stage, %n tile(s) on the course</source>
        <translation>
            <numerusform>Valid stage, %n tile on the course</numerusform>
            <numerusform>Valid stage, %n tiles on the course</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Valid RX circuit, %n tile(s) on the course</source>
        <translation>
            <numerusform>Valid RX circuit, %n tile on the course</numerusform>
            <numerusform>Valid RX circuit, %n tiles on the course</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveRules</name>
    <message>
        <source>There is no such car.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on a space of this track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is not one move ahead of space %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>say whose turn it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either a re-layout the referee listed (&quot;option&quot;) or your own (&quot;steps&quot;), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only DIRT has Time cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only DIRT has shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT races have no stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a DIRT game names a track per stage, in &quot;stages&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a colour such as &quot;#c00000&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game log is larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game&apos;s setup is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not played this round yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage is over: start the next stage first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where at least one car is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each car is placed once: car %1 is unknown or given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a rank by distance runs from 1 (furthest) to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a lane runs from 1 (inside) to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions on the track, furthest first: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are separated by where they are, but the position of %3 was not entered since it last moved: check it on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays first this round: on gravel it drives the Leader column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still waiting to start: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 (%2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1, round %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next stage starts once every car has finished or retired from this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown car %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint penalties are for rallies played with the Checkpoints rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A checkpoint penalty is 0 to %1 five-second tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is repaired before the next stage: no spare tyre is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spare tyre is used between stages only without Assistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retired from the stage: repaired and given back the spare tyre, as after Assistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance: %1&apos;s Damage tokens go back in the bag and the spare tyre is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses the spare tyre between the stages: one Coast Damage token less, no time added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries its damage into the next stage: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage times are not complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 starts in order of overall time: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 is over; stage %2 starts: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No car is racing now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a car still racing can retire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players retire %1 from the stage: its time will be the slowest finisher&apos;s + 1 minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players retire %1 from the race: it takes no further part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still on the track when the game ended: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players end the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 (%2) cannot be replayed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game “%1” cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game “%1” resumes before a problem: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: play it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage is over: start the next stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn being entered could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded by the Pacenotes game companion (game %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records could not be updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT solo lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A solo lap has exactly one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GT race needs 2 to %1 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A DIRT game needs 1 to %1 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the name is longer than %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players are called %1: give each a different name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: there is no car class %2 in the %3 data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the %2 class has no dashboard with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starting order must name every player exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A race has 1 to 99 laps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT races have no stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A DIRT game needs at least one stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single DIRT stage has exactly one stage; choose a rally for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rally has at most %1 stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown road type %1: gravel, asphalt or snow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints are a rally rule: they need two stages or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From gear 0 the first die may be Gear 2; if it shows a hazard the turn ends after one space, without a Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In its highest gear a car may use Brake dice as Coast dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weather changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A weather token drawn from the bag is discarded and another drawn instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather tokens change the weather in the solo lap too (otherwise they count as green flags).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per stage each player may ignore every hazard on the dice for one turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Shots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Leader dice: the first player uses Coast dice like everyone else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each stage every player may take 5-second penalty tokens, to start later on the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the game data&apos;s count the bag holds no %1 token any more; the token drawn at the table counts all the same (check the bag&apos;s contents in the game data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tyre change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repairs and tyre change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spinout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loss of Control on step %1 in gear %2: marker %3, %n Damage token(s)</source>
        <translation>
            <numerusform>Loss of Control on step %1 in gear %2: marker %3, %n Damage token</numerusform>
            <numerusform>Loss of Control on step %1 in gear %2: marker %3, %n Damage tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 card, %n s</source>
        <translation>
            <numerusform>%1 card, %n s</numerusform>
            <numerusform>%1 card, %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Loss of Control on step %1 in gear %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n space(s), gear %1</source>
        <translation>
            <numerusform>%n space, gear %1</numerusform>
            <numerusform>%n spaces, gear %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n space(s), gear %1</source>
        <translation>
            <numerusform>stopped after %n space, gear %1</numerusform>
            <numerusform>stopped after %n spaces, gear %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blocked after %n space(s), gear %1</source>
        <translation>
            <numerusform>blocked after %n space, gear %1</numerusform>
            <numerusform>blocked after %n spaces, gear %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the Flying Start die showed a hazard: one space, gear 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the water hazard stops it after %n space(s), gear %1</source>
        <translation>
            <numerusform>the water hazard stops it after %n space, gear %1</numerusform>
            <numerusform>the water hazard stops it after %n spaces, gear %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 retires at the start of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot come back this turn and loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not move this turn; marker %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+%n Focus</source>
        <translation>
            <numerusform>+%n Focus</numerusform>
            <numerusform>+%n Focus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Second(s)</source>
        <translation>
            <numerusform>+%n Second</numerusform>
            <numerusform>+%n Seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Focus spent</source>
        <translation>
            <numerusform>%n Focus spent</numerusform>
            <numerusform>%n Focus spent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Second(s) spent</source>
        <translation>
            <numerusform>%n Second spent</numerusform>
            <numerusform>%n Seconds spent</numerusform>
        </translation>
    </message>
    <message>
        <source>drew %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortcut: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weather changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pit stop: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare tyre fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Time card: gear %1, %n s</source>
        <translation>
            <numerusform>Time card: gear %1, %n s</numerusform>
            <numerusform>Time card: gear %1, %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3) — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retires at the start of the turn and cannot move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn the car only comes back (or waits): it may not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car may not move this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan the car&apos;s move, or declare it blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The planned move breaks the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter what the dice showed: at least the first step is rolled (or secured).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A car that can move must move at least one space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice results break the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice were rolled by the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a Flat Out roll that loses control is laid out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one re-layout: one the referee lists, or your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>There is no re-layout %1: the referee lists %n.</source>
        <translation>
            <numerusform>There is no re-layout %1: the referee lists %n.</numerusform>
            <numerusform>There is no re-layout %1: the referee lists %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rolled dice are laid out again as %1: control is lost on step %2, in gear %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The re-layout is not accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only DIRT has shortcuts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The car entered %n shortcut space(s): enter the shortcut side of each token drawn (%1 entered).</source>
        <translation>
            <numerusform>The car entered %n shortcut space: enter the shortcut side of each token drawn (%1 entered).</numerusform>
            <numerusform>The car entered %n shortcut spaces: enter the shortcut side of each token drawn (%1 entered).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw %n Damage token(s) and enter them.</source>
        <translation>
            <numerusform>%1: draw %n Damage token and enter them.</numerusform>
            <numerusform>%1: draw %n Damage tokens and enter them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n Damage token(s); %2 entered.</source>
        <translation>
            <numerusform>%1 draws %n Damage token; %2 entered.</numerusform>
            <numerusform>%1 draws %n Damage tokens; %2 entered.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bag holds only %n token(s) by the game data&apos;s count: they are all drawn. The rulebooks do not say what happens when the bag is empty.</source>
        <translation>
            <numerusform>The bag holds only %n token by the game data&apos;s count: they are all drawn. The rulebooks do not say what happens when the bag is empty.</numerusform>
            <numerusform>The bag holds only %n tokens by the game data&apos;s count: they are all drawn. The rulebooks do not say what happens when the bag is empty.</numerusform>
        </translation>
    </message>
    <message>
        <source>These Damage tokens cannot be drawn here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens were drawn by the app from the bag as the game data fills it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Loss of Control: no Damage tokens are drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the danger colour of the tile where control was lost: it decides the Damage tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile&apos;s danger colour is missing on step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Loss of Control: no Time card is flipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip a gear %1 Time card and enter its 0 side (Spinout, Crash or SISU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card&apos;s %1 s come from the game data (%2): at the table, count what your own card shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pit stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spare tyre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car is in gear %1: there is no Time card deck for it, so no card is added; the rulebook does not cover this case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gear %1 Time card counts %2 s from the game data (%3): enter the seconds printed on your card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Time card: gear %1, %n s.</source>
        <translation>
            <numerusform>Time card: gear %1, %n s.</numerusform>
            <numerusform>Time card: gear %1, %n s.</numerusform>
        </translation>
    </message>
    <message>
        <source>No Gear die is left after damage: %1 retires from the stage (its time will be the slowest finisher&apos;s + 1 minute).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn is being played now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order of play of this round puts %1 next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car does not move this turn: nothing else can happen to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game “%1” resumes before a problem: %2 The actions stored after it are not lost: when the game goes on, they are kept in a copy listed as damaged in the sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game holds at most %1 actions and this one has reached it: end it, or export its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (as stored before resuming)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: %1 Nothing is lost: the game is written from action %2 on at the next action, once the disk allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no Spare Tyre card left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Spare Tyre card comes back only with Assistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Time card: the Spare Tyre card, %n s</source>
        <translation>
            <numerusform>Time card: the Spare Tyre card, %n s</numerusform>
            <numerusform>Time card: the Spare Tyre card, %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the seconds printed on the Spare Tyre card&apos;s 0 side: they are not published, so Pacenotes cannot know them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameDataText</name>
    <message>
        <source>GT dashboards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT dashboards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss of Control (GT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time cards (DIRT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo timing (GT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coast dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per Focus token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds for end gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens, yellow tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens, orange tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens, red tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear dice</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coast dice</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake dice</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost dice</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader dice</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard limit</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens, yellow tile</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens, orange tile</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens, red tile</source>
        <comment>column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placeholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss of Control in gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear %1 deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear %1 deck, 0 side %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GT Damage token bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DIRT Damage token bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, GT bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, DIRT bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn ending in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spinout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: you, from your own components.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This value is not published anywhere: it is only a stand-in. Please enter the value printed on your own components.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameDataValidator</name>
    <message>
        <source>A Loss of Control leaves the car at 0 or 00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Loss of Control costs from 0 to %1 Damage tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bag holds from 0 to %1 tokens of a kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Focus token takes off from 0 to %1 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn adds from 0 to %1 seconds (one hour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hazard limit is from 1 to %1 ⚠ symbols.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dashboard cannot show fewer than no dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A dashboard cannot have %n Gear dice: the game has %1, numbered 1 to %1.</source>
        <translation>
            <numerusform>A dashboard cannot have %n Gear die: the game has %1, numbered 1 to %1.</numerusform>
            <numerusform>A dashboard cannot have %n Gear dice: the game has %1, numbered 1 to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The highest gear of a %1 car is %2: its dashboard has at most %2 Gear dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader dice are only in Rallyman: DIRT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dashboard shows at most %1 dice of a colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Time card shows from 0 to %1 seconds (one hour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck has from 1 to %1 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown kind of card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From 0 to %1 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a SISU card shows a gear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A SISU card shows a gear from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a Crash card shows Damage tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Crash card shows from 0 to %1 Damage tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no car class “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dashboard side is one of %1, not “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The gear %1 deck has %n card(s); the box has %2 in each deck.</source>
        <translation>
            <numerusform>The gear %1 deck has %n card; the box has %2 in each deck.</numerusform>
            <numerusform>The gear %1 deck has %n cards; the box has %2 in each deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The 0 sides of the gear %1 deck add up to %n card(s), but the deck has %2.</source>
        <translation>
            <numerusform>The 0 sides of the gear %1 deck add up to %n card, but the deck has %2.</numerusform>
            <numerusform>The 0 sides of the gear %1 deck add up to %n cards, but the deck has %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The GT bag holds %n Damage token(s); the box has %1.</source>
        <translation>
            <numerusform>The GT bag holds %n Damage token; the box has %1.</numerusform>
            <numerusform>The GT bag holds %n Damage tokens; the box has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The DIRT bag holds %n Damage token(s); the box has %1.</source>
        <translation>
            <numerusform>The DIRT bag holds %n Damage token; the box has %1.</numerusform>
            <numerusform>The DIRT bag holds %n Damage tokens; the box has %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLogCsv</name>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game with the default players and rules, on the designer&apos;s track when it suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GT Race, Two Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT &amp;Solo Lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;DIRT Stage, Two Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT &amp;Rally of Three Stages, Two Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume the Last Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with the game in progress played last, exactly where it was left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The game is played with the built-in data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is in progress.</source>
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
        <translation>
            <numerusform>%n token left out (Pacenotes does not place tokens yet): %1.</numerusform>
            <numerusform>%n tokens left out (Pacenotes does not place tokens yet): %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file mixes GT and DIRT tiles; it was read as a %1 track.</source>
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
        <source>Tile %1 of the track is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The track has %n tile(s); at most %1 are accepted.</source>
        <translation>
            <numerusform>The track has %n tile; at most %1 are accepted.</numerusform>
            <numerusform>The track has %n tiles; at most %1 are accepted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonInput</name>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a “%1” document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a text of at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many items (at most %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say which game: &quot;gt&quot; or &quot;dirt&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the staggered start is for DIRT stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the cars to order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every car needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two cars have this id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a gear marker: &quot;0&quot; to &quot;6&quot; or &quot;00&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give how far along the track the front edge of the car&apos;s space is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT has no 00: a car off the track has the 0 side of its Time card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road types are for DIRT; GT tracks are asphalt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT dashboards change with the road type, not the weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT cars hold Focus tokens: use &quot;focus&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT cars hold Second tokens: use &quot;seconds&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only DIRT tiles have this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only GT tiles have this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every step needs its dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected dice like &quot;4&quot;, &quot;2+BB&quot; (Gear 2 with two Brake dice), &quot;4+A&quot; (with a Boost die), &quot;C&quot; (Coast), &quot;L&quot; (Leader) or &quot;R&quot; (Redline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the step&apos;s dice as &apos;!&apos; (hazard) or &apos;-&apos; (no hazard), one per die in the order Gear (or Coast, Leader, Redline), Brake, Boost; or &quot;secured&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what the card shows: spinout, crash or sisu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results need a &quot;move&quot; to resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolling needs a &quot;move&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either &quot;results&quot; or &quot;roll&quot;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a re-layout needs a Flat Out &quot;move&quot; and its &quot;results&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only DIRT has Time cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only DIRT has shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say the gear the turn ended in (&quot;endGear&quot;), or give the move and its results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this field is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT has no pit stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dotted line is crossed straight, in the same lane; this move is “%1”: moving diagonally is the perfect line, which crosses none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true, false, or the number (1 to 6) or &quot;!&quot; on its dotted lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the number (1 to 6) or &quot;!&quot; on its dotted lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this dotted line contradicts the sharp corner&apos;s own (“sharp”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the seconds on the Time card, a whole number from 0 to 3600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a retired car&apos;s time is the slowest finisher&apos;s plus a minute: give the slowest time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a retired car&apos;s time depends on the slowest finisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the solo score sheet is for GT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage times are for DIRT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance is for DIRT; GT cars repair at a pit stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to rule on: give a &quot;move&quot;, &quot;damage&quot;, &quot;shortcut&quot;, &quot;pitStop&quot;, &quot;spareTyre&quot;, &quot;turnStart&quot;, &quot;soloLap&quot;, &quot;stage&quot; or &quot;assistance&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the names of what is uncertain (&quot;space&quot;, &quot;limit&quot;…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>belongs to a space whose &quot;markings&quot; are &quot;uncertain&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 has no gear %2: its highest gear is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 has no Gear %2 die: its Gear dice are 1 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 has no Coast dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 has no Leader dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 has no Boost dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 has no Brake dice</source>
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
        <translation>
            <numerusform>%n tile change the lane width; on a circuit every change needs one back, so their number must be even.</numerusform>
            <numerusform>%n tiles change the lane width; on a circuit every change needs one back, so their number must be even.</numerusform>
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
        <translation>
            <numerusform>A circuit needs at least 3 tiles; the list has %n.</numerusform>
            <numerusform>A circuit needs at least 3 tiles; the list has %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s), skewed</source>
        <translation>
            <numerusform>%n lane, skewed</numerusform>
            <numerusform>%n lanes, skewed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s)</source>
        <translation>
            <numerusform>%n lane</numerusform>
            <numerusform>%n lanes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tile with %n road(s) %1</source>
        <translation>
            <numerusform>tile with %n road %1</numerusform>
            <numerusform>tile with %n roads %1</numerusform>
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
        <source>Start/finish tile %1 carries two roads; the solver cannot start a course on such a tile yet. Take it off the list, or lay it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roads of tile %1 cannot be laid out by the solver. Take it off the list, or lay it by hand.</source>
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
        <translation>
            <numerusform>Kept tile %1 lies too far from the start for a circuit of %n tile to pass it.</numerusform>
            <numerusform>Kept tile %1 lies too far from the start for a circuit of %n tiles to pass it.</numerusform>
        </translation>
    </message>
    <message>
        <source>No order of these tiles leads back into the start/finish tile, even if the road could run over itself: the corners and lane widths cannot close a circuit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More layouts than can be kept: all are counted, the best %1 kept.</source>
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
        <source>Tile %1 is a junction (the road forks): an RX circuit&apos;s grid and joker, or a junction used as a corner, make a course with branches, and the solver lays out single courses only. Take it off the list, or lay it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The list needs tile %1 %n time(s) (each side on the table is a physical tile),</source>
        <translation>
            <numerusform>The list needs tile %1 %n time (each side on the table is a physical tile),</numerusform>
            <numerusform>The list needs tile %1 %n times (each side on the table is a physical tile),</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but one of every box holds %n.</source>
        <translation>
            <numerusform>but one of every box holds %n.</numerusform>
            <numerusform>but one of every box holds %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Assistance tile on the table is laid again beside the finish of each layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The list has %n course tile(s);</source>
        <translation>
            <numerusform>The list has %n course tile;</numerusform>
            <numerusform>The list has %n course tiles;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the solver lays out at most %n.</source>
        <translation>
            <numerusform>the solver lays out at most %n.</numerusform>
            <numerusform>the solver lays out at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The subset asks for at least %n course tile(s),</source>
        <translation>
            <numerusform>The subset asks for at least %n course tile,</numerusform>
            <numerusform>The subset asks for at least %n course tiles,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but the list has only %n.</source>
        <translation>
            <numerusform>but the list has only %n.</numerusform>
            <numerusform>but the list has only %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryDatabase</name>
    <message>
        <source>The track library index is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the track library index: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the track library index: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track library index cannot be used. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryEntry</name>
    <message>
        <source>Unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile list, not laid out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarkStamp</name>
    <message>
        <source>Speed limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No speed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangerous corner, limit %1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharp corner, dotted lines %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharp corner, dotted lines “!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple-lane corner space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting-grid spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the markings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MovePlan</name>
    <message>
        <source>C</source>
        <comment>the Coast die&apos;s letter (Russian: кубик поддержания скорости)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <comment>the Brake die&apos;s letter (Russian: кубик торможения)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <comment>the Boost die&apos;s letter (Russian: кубик ускорения)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <comment>the Leader die&apos;s letter (Russian: кубик лидера)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <comment>the Redline Brake die&apos;s letter (Russian: красная зона)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1… (with the next Gear die)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferResume</name>
    <message>
        <source>an untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>round %1, %n action(s) played</source>
        <translation>
            <numerusform>round %1, %n action played</numerusform>
            <numerusform>round %1, %n actions played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) played</source>
        <translation>
            <numerusform>%n action played</numerusform>
            <numerusform>%n actions played</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was still being played when Pacenotes closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2; %3; last played %4.
Resume it exactly where it was?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sessions…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::AboutDialog</name>
    <message>
        <source>Every game fact Pacenotes uses comes from one of these sources, as each data file records it value by value. Addresses are given as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No source is recorded for this data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: GT and Rallyman: DIRT rulebooks (Holy Grail Games): every ruling names its book, page and section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A track designer and table companion for the board games Rallyman: GT and Rallyman: DIRT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built on %1 with Qt %2; running on Qt %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pacenotes is an unofficial fan tool. Rallyman is a trademark of Holy Grail Games. No publisher artwork is used: tiles are drawn from their facts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lanes, spaces and markings of every tile side were read off the tile pictures of Rekee by Tobias Rapp (github.com/t-rapp/rekee; the artwork is Holy Grail Games&apos;), each side twice and independently, every disagreement settled by a third look. Only these facts are kept: no picture is part of Pacenotes. What stays uncertain is marked so.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::AddGameDialog</name>
    <message>
        <source>Add a Finished Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to the Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games from the games file. A race is classified by its finishing order and retirements, a rally by its stage times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the season already: event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game in the games file yet. A game played without the app is added with Enter Results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not every stage was driven: the rally is added in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to the season: %1</source>
        <translation type="unfinished"></translation>
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
        <translation>
            <numerusform>%n physical tile per box</numerusform>
            <numerusform>%n physical tiles per box</numerusform>
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
        <translation>
            <numerusform>In all: %n physical tile.</numerusform>
            <numerusform>In all: %n physical tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::CarDashboardView</name>
    <message>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — click to check it in the game data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Loss of Control table: marker and Damage tokens by gear and tile colour (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Time cards:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare tyre: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Yellow Flag(s) of this car on the track</source>
        <translation>
            <numerusform>%n Yellow Flag of this car on the track</numerusform>
            <numerusform>%n Yellow Flags of this car on the track</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows marked ⚠ come from a single source — click the ⚠ to check them in the game data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::CarSetupWidget</name>
    <message>
        <source>Rallyman: GT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: DIRT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car &amp;category:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tyres:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Weather:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Road type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear &amp;marker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time card gear:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Focus tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Second tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage (gear, brake, coast):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear damage tokens on the dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake damage tokens on the dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coast damage tokens on the dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coast/Leader damage tokens on the dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU token in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader this round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipActions</name>
    <message>
        <source>C&amp;hampionships…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasons of races, rallies and climbs, with their standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New C&amp;hampionship…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a season Pacenotes can read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to a Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new championship…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add “%1” to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is over. Add it to a championship?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to a Championship…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipEventsModel</name>
    <message>
        <source>Played in the app: the game “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2), %n stage(s)</source>
        <translation>
            <numerusform>%1 (%2), %n stage</numerusform>
            <numerusform>%1 (%2), %n stages</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n driver(s)</source>
        <translation>
            <numerusform>%n driver</numerusform>
            <numerusform>%n drivers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In progress: %1 of %n stage(s) done</source>
        <translation>
            <numerusform>In progress: %1 of %n stage done</numerusform>
            <numerusform>In progress: %1 of %n stages done</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipStandingsModel</name>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Stage bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Dropped: only the best %n result(s) count</source>
        <translation>
            <numerusform>Dropped: only the best %n result count</numerusform>
            <numerusform>Dropped: only the best %n results count</numerusform>
        </translation>
    </message>
    <message>
        <source>%1=</source>
        <comment>a shared position</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipStartModel</name>
    <message>
        <source>%1, stage %2: starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next event: starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipTeamsModel</name>
    <message>
        <source>%1=</source>
        <comment>a shared position</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipWindow</name>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings are on the clipboard as a Markdown table, ready to paste into a forum post.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings are on the clipboard as plain text (best in a fixed-width font).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Finished Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games file cannot be opened, so there is no game to add.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Standings as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Standings Sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Events (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n driver(s)</source>
        <translation>
            <numerusform>%n driver</numerusform>
            <numerusform>%n drivers</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the books are silent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth checking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;Finished Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a game played in the app, from the games file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter &amp;Results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type in the results of a game played without the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct the Event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move the Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the Event &amp;Earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the Event &amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drivers and R&amp;ules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print the Standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Standings as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown (Forum Post)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as Plain &amp;Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The events in the order they were held. Double-click one to correct its results; a game played in the app keeps the name of its session.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipsDialog</name>
    <message>
        <source>Championships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Championship…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A season saved as JSON (docs/championship.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A season of races, rallies and climbs, scored the way the combined rules score them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No championship yet: New Championship… sets one up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete “%1” with its %n event(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Delete “%1” with its %n event? This cannot be undone.</numerusform>
            <numerusform>Delete “%1” with its %n events? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::CoDriverFrontModel</name>
    <message>
        <source>The dice to lay out, space by space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to roll them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected distance at the end of the turn, in spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of a Loss of Control, played this way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus tokens gained (Flat Out) or spent securing, on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second tokens gained (Flat Out) or spent securing, on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage tokens drawn, on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT: seconds this turn adds to the stage time — its Time card less the Second tokens gained, plus those spent — on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most likely gear marker at the end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends in</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paths across the lanes with exactly the same outcome: %n.</source>
        <translation>
            <numerusform>Paths across the lanes with exactly the same outcome: %n.</numerusform>
            <numerusform>Paths across the lanes with exactly the same outcome: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolling every die: %1 chance of a Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played through, it leaves the car too fast: every first die of the next turn loses control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played through, it leaves the car with no legal first die next turn (blocked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The danger colour of some tiles is not given: their Damage tokens are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-card seconds from placeholder data: correct them from your cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::CoDriverPanel</name>
    <message>
        <source>&amp;Attitude:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (suggests plans up to %2 risk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take this plan: the referee checks it, and the co-driver helps you roll it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll or stop?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Time cards&apos; seconds are placeholder data (the real cards are not published): correct them in your data file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the car and the road ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighing every plan… %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 worth considering, out of %2 weighed in every way of rolling them (%3 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n plan</numerusform>
            <numerusform>%n plans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice layout(s)</source>
        <translation>
            <numerusform>%n die layout</numerusform>
            <numerusform>%n dice layouts</numerusform>
        </translation>
    </message>
    <message>
        <source>Weighing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a plan in the list or the chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested plan (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spaces on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 risk of a Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 s to the stage time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(or %n other path(s), same outcome)</source>
        <translation>
            <numerusform>(or %n other path, same outcome)</numerusform>
            <numerusform>(or %n other paths, same outcome)</numerusform>
        </translation>
    </message>
    <message>
        <source>Careful: played through, it leaves the car too fast — every first die of the next turn loses control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Careful: played through, it leaves the car with no legal first die next turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::CoDriverWindow</name>
    <message>
        <source>Your corrections to the game data cannot be read (%1): the built-in data is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co-driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The road ahead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::CopySpacesDialog</name>
    <message>
        <source>Copy Spaces to Other Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These tile sides have the roads and lanes of %1. The copies go into your own tile spaces as “estimated”: spaces counted on one tile are not a reading of another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the other side of this tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the markings too (limits, lines…): only if the tiles really carry the same ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::CoursePage</name>
    <message>
        <source>No digital track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gravel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asphalt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rally&apos;s stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name of the game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Laps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage has the Assistance tile: cars are repaired after it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The road type of the spaces whose tiles do not show one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A road with no digital track is read off the real tiles. The road type counts where a tile does not show one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DamageBagDataModel</name>
    <message>
        <source>Damage side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DashboardDataModel</name>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="unfinished"></translation>
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
        <translation>
            <numerusform>Copied %n tile.</numerusform>
            <numerusform>Copied %n tiles.</numerusform>
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
    <message>
        <source>Replaced tile %1 with %2 (Undo brings it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track is now for %1, the game of its first tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DicePadModel</name>
    <message>
        <source>%1: %2 of %3 used this turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DicePadWidget</name>
    <message>
        <source>%1 — key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the last die back (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Understood: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before or after its Gear die: “2 %1 %1” and “%1 %1 2” are both 2+%2 (typed after it, it goes with the Gear die that needs it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the dice in the order they go on the board. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DriveCoDriver</name>
    <message>
        <source>Add a car: the co-driver advises the car whose turn it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DriveController</name>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DriveDocument</name>
    <message>
        <source>Only a car beside the track comes back onto it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car is on the space %1 left the track from: it cannot come back this turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::DrivePanel</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back on the Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected car&apos;s gear marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The legal dice for this path with the lowest chance of a Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The referee reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the spaces on the table; type each step&apos;s dice: 5, 2+BB, 4+A, C, L, R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice Rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per step: - no hazard, ! hazard, one sign per die; s secured (e.g. - -! s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash: off the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallyman: DIRT: the Time card flipped after a Loss of Control says Crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply: Move the Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No legal dice take the car along this path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a die: write 5, 2+BB, 4+A, C, L or R.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, off the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lands on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a car to drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the spaces the car will move through, or drag along them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a die for every step (or Propose Dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Legal.&lt;/b&gt; Chance of a Loss of Control: %1 %. End gear %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not legal:&lt;/b&gt; see why below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step played</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n step(s)</source>
        <translation>
            <numerusform>Stopped after %n step</numerusform>
            <numerusform>Stopped after %n steps</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss of Control on step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Flying Start die showed a hazard: one space, 2nd gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped in the water</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n space(s), gear marker %1</source>
        <translation>
            <numerusform>%n space, gear marker %1</numerusform>
            <numerusform>%n spaces, gear marker %1</numerusform>
        </translation>
    </message>
    <message>
        <source>finished!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>draw %n Damage token(s)</source>
        <translation>
            <numerusform>draw %n Damage token</numerusform>
            <numerusform>draw %n Damage tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the results as - and !, one word per step (s for a secured step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co-driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the Co-driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every legal plan for the car whose turn it is, where it stands, weighed; the best suggested. Use a plan to put it into the move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a Flying Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s) have only template spaces: guessed from the tile&apos;s shape, their markings unknown, so the referee checks no speed limit or corner there. Count and mark your tiles in Spaces ▸ Tile Spaces Editor.</source>
        <translation>
            <numerusform>%1 of %n course tile have only template spaces: guessed from the tile&apos;s shape, their markings unknown, so the referee checks no speed limit or corner there. Count and mark your tiles in Spaces ▸ Tile Spaces Editor.</numerusform>
            <numerusform>%1 of %n course tiles have only template spaces: guessed from the tile&apos;s shape, their markings unknown, so the referee checks no speed limit or corner there. Count and mark your tiles in Spaces ▸ Tile Spaces Editor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::EventDialog</name>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver (took part)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired as no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <comment>retired, typed in a time cell</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”: write the penalty tokens after the time as +2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a time: write minutes and seconds as m:ss (for example 3:20), or R for retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>try %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a Game&apos;s Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check&amp;points (penalty tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Driver…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallies and climbs: the order of the rows is the order the first stage started in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick who took part. Give each finisher&apos;s place; tick Retired for the others. A retired driver takes a last place, a later retirement finishing ahead (digest p. 9): with two or more, number them 1 (first to retire), 2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage times as m:ss (3:20), R for a retirement (one minute slower than the slowest finisher), +2 after a time for checkpoint penalty tokens; leave a stage empty while it is not driven yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each try as m:ss, or R when the driver retired on it; the best try counts (digest p. 13).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ExportSpacesDialog</name>
    <message>
        <source>Export Tile Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each tile side keeps its own provenance (template, estimated or measured).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include the pictures of my tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures from your tile pictures folder and from packs you imported, for the sides exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
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
    <message>
        <source>Do&amp;n&apos;t Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 from the rulebooks. Save it as your own track to keep your changes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameCoDriverView</name>
    <message>
        <source>The co-driver helps the car whose turn it is: there is none now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Focus</source>
        <translation>
            <numerusform>%n Focus</numerusform>
            <numerusform>%n Focus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Second(s)</source>
        <translation>
            <numerusform>%n Second</numerusform>
            <numerusform>%n Seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1: gear %2, %3. Type the road ahead as the tiles show it; take a plan to lay it out in the referee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road: typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road: from the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For %1: gear %2, %3. The road ahead is read off the track; take a plan to lay it out in the referee.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameController</name>
    <message>
        <source>The game cannot be saved (%1): it is played in its window only; export its log to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games file cannot be opened (%1): the game is played in its window only; export its log to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games file cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the games file cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no games file is set up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataActions</name>
    <message>
        <source>&amp;Game Data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dashboards, Loss of Control table, Time cards, damage bags and solo timing the referee uses, with their sources: correct them from your own components.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataDocument</name>
    <message>
        <source>Your earlier corrections in %1 could not be read, and no copy of them could be kept, so nothing was saved over them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2 Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds no corrections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (and %n more problem)</numerusform>
            <numerusform>%1 (and %n more problems)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) taken from %1.</source>
        <translation>
            <numerusform>%n value taken from %1.</numerusform>
            <numerusform>%n values taken from %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no such value to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such value to reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no deck for gear %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such 0 side to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck keeps at least one kind of 0 side: change this one instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataModel</name>
    <message>
        <source>%1
Added by you: the built-in data has no such row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on this kind of card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: please enter a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataPage</name>
    <message numerus="yes">
        <source>%n value(s) on this page are placeholders (in italics, red mark): they are not published anywhere, and the referee uses them only until you enter yours. Please read them off your own components and enter them here.</source>
        <translation>
            <numerusform>%n value on this page are placeholders (in italics, red mark): they are not published anywhere, and the referee uses them only until you enter yours. Please read them off your own components and enter them here.</numerusform>
            <numerusform>%n values on this page are placeholders (in italics, red mark): they are not published anywhere, and the referee uses them only until you enter yours. Please read them off your own components and enter them here.</numerusform>
        </translation>
    </message>
    <message>
        <source>No placeholders on this page: every value is published or entered by you. The mark in the corner of a value tells how far it can be trusted; hover over it for its source.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataWindow</name>
    <message>
        <source>%1
The file is left as it is; saving keeps a copy of it next to the new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice a GT car may use each turn and how many ⚠ make it lose control, for each class, tyres and weather (the two sides of a dashboard card). Double-click a value, or select it and type, to correct it from your own dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice of a DIRT car on each kind of road, and as the leader on gravel. Only the gravel columns are known from the rulebook: correct the others from your own dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a Loss of Control costs a GT car, by the gear it was in: the gear marker (0: it skids on the track; 00: it leaves the track) and the Damage tokens to draw by the danger colour of the tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DIRT Time cards, one deck per gear: the seconds on the front and, under each deck, the kinds of 0 side its cards show after a Loss of Control, and how many. Only their structure is published: enter the cards of your own box. At the table, the card flipped is what counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the Damage token bags hold when full, by kind of token. DIRT tokens have a shortcut side too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>GT bag: %n token(s); the box has %1</source>
        <translation>
            <numerusform>GT bag: %n token; the box has %1</numerusform>
            <numerusform>GT bag: %n tokens; the box has %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>DIRT bag: %n token(s); the box has %1</source>
        <translation>
            <numerusform>DIRT bag: %n token; the box has %1</numerusform>
            <numerusform>DIRT bag: %n tokens; the box has %1</numerusform>
        </translation>
    </message>
    <message>
        <source>GT solo mode: the seconds each turn adds by the gear it ends in, and the seconds each Focus token left at the end takes off. The rulebook prints these; change them only for a variant you play. The score sheets in Records keep the rulebook&apos;s times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to &amp;Built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the value shipped with Pacenotes, with its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mark as Checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You read these values off your own components and they are right: they become yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;All to Built-in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the corrections of a file someone shared; yours for other values stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write your corrections to a file to share or keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a 0 Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another kind of 0 side in the selected deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the 0 Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reset %n value(s)</source>
        <translation>
            <numerusform>Reset %n value</numerusform>
            <numerusform>Reset %n values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n value(s) as checked</source>
        <translation>
            <numerusform>Mark %n value as checked</numerusform>
            <numerusform>Mark %n values as checked</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset All Game Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every value back to the one shipped with Pacenotes? You can undo this until you close the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pacenotes data corrections (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pacenotes data corrections (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your corrections were written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save your corrections to the game data before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a value to see where it comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every value agrees with the boxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Data — Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDrive</name>
    <message>
        <source>The course of this track is not complete: the cars are not shown on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n course tile(s) have no space data: the cars are not shown on the track.</source>
        <translation>
            <numerusform>%n course tile have no space data: the cars are not shown on the track.</numerusform>
            <numerusform>%n course tiles have no space data: the cars are not shown on the track.</numerusform>
        </translation>
    </message>
    <message>
        <source>The track&apos;s space data has no starting spaces: the cars are not shown on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the spaces of the active car&apos;s path: the referee assistant reads them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That space cannot be reached from the car&apos;s path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice are rolled: the path cannot change now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s move was typed, not clicked on the track: click the space the car stands on now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car stands on that space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The starting grid of this track has %n space(s) for %1 cars. The GT rulebook puts every car on the starting grid (p. 5) and does not say where the others start: click the space where %2 starts.</source>
        <translation>
            <numerusform>The starting grid of this track has %n space for %1 cars. The GT rulebook puts every car on the starting grid (p. 5) and does not say where the others start: click the space where %2 starts.</numerusform>
            <numerusform>The starting grid of this track has %n spaces for %1 cars. The GT rulebook puts every car on the starting grid (p. 5) and does not say where the others start: click the space where %2 starts.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s position was entered by hand, not on the track: click the space the car stands on now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s) have only template spaces (dashed): guessed from the tile&apos;s shape, their markings unknown, so speed limits and corners there are not checked. Check them against the real tiles.</source>
        <translation>
            <numerusform>%1 of %n course tile have only template spaces (dashed): guessed from the tile&apos;s shape, their markings unknown, so speed limits and corners there are not checked. Check them against the real tiles.</numerusform>
            <numerusform>%1 of %n course tiles have only template spaces (dashed): guessed from the tile&apos;s shape, their markings unknown, so speed limits and corners there are not checked. Check them against the real tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameLogModel</name>
    <message>
        <source>SS%1 R%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameLogPanel</name>
    <message>
        <source>Every car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Car:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds and other game actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a car chosen, also show the round starts, places and other actions of the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the notes (data of low confidence, ambiguities) as well as rulings and effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a line to read the whole action aloud.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GamePlayersModel</name>
    <message>
        <source>Time card values are not published: enter your own cards&apos; seconds in the game data, or as each card is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beside the track (crash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the pits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changing a tyre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dashboard in the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lap %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Time card(s), %1</source>
        <translation>
            <numerusform>%n Time card, %1</numerusform>
            <numerusform>%n Time cards, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished, place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>racing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare tyre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RET (the slowest finisher&apos;s time + 1:00, known at the end of the stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished, final time %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s), track time %1, final time %2</source>
        <translation>
            <numerusform>%n turn, track time %1, final time %2</numerusform>
            <numerusform>%n turns, track time %1, final time %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameResultsView</name>
    <message>
        <source>%1 is on the starting line: start the lap (Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at the start: start the stage (Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 is played: the next turn (Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is played: the next round (Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cars are on the grid. Check their order in the round tracker, then start the first round (Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over. Say where the cars are in the round tracker if the order is in doubt, then start the next round (Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 is over. Repairs, spare tyres and penalties, then the next stage (Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lap is over: final time %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended before the finish line: the lap has no time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rally is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Track time (%n turn(s))</source>
        <translation>
            <numerusform>Track time (%n turn)</numerusform>
            <numerusform>Track time (%n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Track time so far (%n turn(s))</source>
        <translation>
            <numerusform>Track time so far (%n turn)</numerusform>
            <numerusform>Track time so far (%n turns)</numerusform>
        </translation>
    </message>
    <message>
        <source>Focus tokens left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final time if the lap ended now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lap is on the solo score sheet: Records ▸ History and Personal Bests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishing order: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still on the track when the game ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameSetupActions</name>
    <message>
        <source>The games file %1 cannot be opened: %2
Games can be played, but they are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be saved: %1
It can be played, but it is lost when the window closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be resumed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game resumes before an action that cannot be replayed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is saved: Game ▸ Sessions… lists it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a game at the table: the kind, the track, the players and their cars, the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sessions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games played and in progress: resume, delete, export the log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameStore</name>
    <message>
        <source>The games file %1 could not be read (%2). It was set aside as %3 and a new one started. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were recovered; %1 could not be read.</source>
        <translation>
            <numerusform>%n game were recovered; %1 could not be read.</numerusform>
            <numerusform>%n games were recovered; %1 could not be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were recovered.</source>
        <translation>
            <numerusform>%n game were recovered.</numerusform>
            <numerusform>%n games were recovered.</numerusform>
        </translation>
    </message>
    <message>
        <source>The games file is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is no longer in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the games file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game %1 in the games file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games file cannot be opened. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games file cannot be read (%1) and cannot be set aside: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games file %1 could not be read (%2). It was set aside as %3, but a new one cannot be started: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>action %1 cannot be saved: the games file holds %n action(s) before it, not %2.</source>
        <translation>
            <numerusform>action %1 cannot be saved: the games file holds %n action before it, not %2.</numerusform>
            <numerusform>action %1 cannot be saved: the games file holds %n actions before it, not %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>the game&apos;s position (%1) is past its last action (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Action %1 is missing from the games file; the game resumes before it, and the %n action(s) stored after it are kept in a copy once the game goes on.</source>
        <translation>
            <numerusform>Action %1 is missing from the games file; the game resumes before it, and the %n action stored after it are kept in a copy once the game goes on.</numerusform>
            <numerusform>Action %1 is missing from the games file; the game resumes before it, and the %n actions stored after it are kept in a copy once the game goes on.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game had reached action %1, but only %2 were saved; it resumes after action %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameTrackView</name>
    <message>
        <source>No digital track: the players read the real tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no digital track here: the players read the real tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track “%1” cannot be shown: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track “%1” has no tiles laid out yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a tile list, not a track laid out: build it on the table as the rulebook shows, and the players read the real tiles. To follow the cars here, lay it out in the designer (Track ▸ Lay Out for Me…), save it and start the game on that track.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameWindow</name>
    <message>
        <source>Not saved!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: %1
It goes on in this window; export the log to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solo lap is on the solo score sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage times are on the rally sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
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
        <source>&amp;Retire a Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End the Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Log as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Log as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo the Last Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co-driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved after every action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire a Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 out of the game? Undo brings the car back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game now, before every car has finished? Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Log as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Log as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game logs (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log was written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Cars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <comment>the game log&apos;s dock</comment>
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
    <name>Pacenotes::GridPage</name>
    <message>
        <source>1. %1 — pole position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. %1 — starts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dra&amp;wn at random, as the rulebook draws it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Gear marker of each player is drawn at a time; the cars take the grid in that order, the first in pole position (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One car is drawn: it starts first, and the others follow clockwise around the table, as the players are listed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Entered by hand: drag the names, or move the selected one with the arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the order of the first stage; the next stages start in the order of the overall times (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pole position is the first space of the inside lane, as seen from the first corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cars start one round after another, in this order (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::HelpActions</name>
    <message>
        <source>&amp;Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to lay out a rulebook list, build by hand, print, and keep score sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules Quick Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook pages Pacenotes cites</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::HelpBrowser</name>
    <message>
        <source>Getting Started — Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules Quick Reference — Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::KindPage</name>
    <message>
        <source>What are you playing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two to six cars race on a circuit for the laps you choose; the first across the line wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One car against the clock for one lap, timed on the solo score sheet (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One to six cars drive one special stage one after another; the fastest time wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several special stages in a row; the times add up on the rally sheet (%1).</source>
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
    <message>
        <source>Tyres</source>
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
    <message>
        <source>The best final time of %1 on %2 with %3 and %4 tyres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tyres</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LayoutController</name>
    <message>
        <source>Lay &amp;Out for Me…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the layouts a tile list makes and put one on the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LayoutDialog</name>
    <message>
        <source>Lay Out for Me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply to the Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the chosen layout on the table (one step: Undo takes it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track&apos;s tile list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles on the table and the palette&apos;s free tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A list I type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The palette&apos;s free tiles are those it shows with its current filters: filter it by box, game or lanes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 102b, 103b, 2x105b, 101</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tiles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep the placed tiles, complete the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles already on the table stay exactly where they are; the layouts complete the course around them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use any &amp;subset of at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invent new tracks: any part of the list that closes, with at least this many tiles on the course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table at &amp;most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile&apos;s width across the flat sides. No source states it: %1 cm is an assumption; measure one of your tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most corners in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Count every shape (slow for stages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without it, stages, subsets and circuits of more than %1 course tiles only look for the best layouts, which is much faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile &amp;width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;youts to keep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lay Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop searching and keep the best layouts found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layouts found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Note:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done in %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;These tiles cannot be laid out automatically.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No layout found.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stopped before any layout was found.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Stopped:&lt;/b&gt; the best %n layout(s) found so far, not proven the best.</source>
        <translation>
            <numerusform>&lt;b&gt;Stopped:&lt;/b&gt; the best %n layout found so far, not proven the best.</numerusform>
            <numerusform>&lt;b&gt;Stopped:&lt;/b&gt; the best %n layouts found so far, not proven the best.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n distinct shape(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n distinct shape&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n distinct shapes&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 counting mirror images and the same course driven the other way once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>showing the best %n.</source>
        <translation>
            <numerusform>showing the best %n.</numerusform>
            <numerusform>showing the best %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The best %n layout(s)&lt;/b&gt; (not every shape counted: tick “Count every shape” to count them).</source>
        <translation>
            <numerusform>&lt;b&gt;The best %n layout&lt;/b&gt; (not every shape counted: tick “Count every shape” to count them).</numerusform>
            <numerusform>&lt;b&gt;The best %n layouts&lt;/b&gt; (not every shape counted: tick “Count every shape” to count them).</numerusform>
        </translation>
    </message>
    <message>
        <source>With each way to place the lane-width tiles on the same cells counted: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interchangeable tiles (%1 ways to order them on this shape): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles on the table have changed since this search: applying replaces them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another track was opened: search again for this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a stage or an RX circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT: two start/finish tiles make a stage, one makes an RX circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the list</source>
        <translation>
            <numerusform>%n tile in the list</numerusform>
            <numerusform>%n tiles in the list</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on the course</source>
        <translation>
            <numerusform>%n on the course</numerusform>
            <numerusform>%n on the course</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile of this list is on the table already: the layouts use them all afresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Searching: %n layout(s) found,</source>
        <translation>
            <numerusform>Searching: %n layout found,</numerusform>
            <numerusform>Searching: %n layouts found,</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Layout %1&lt;/b&gt;: table %2 × %3 cm, %4% covered by tiles;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) on the course,</source>
        <translation>
            <numerusform>%n tile on the course,</numerusform>
            <numerusform>%n tiles on the course,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corner(s);</source>
        <translation>
            <numerusform>%n corner;</numerusform>
            <numerusform>%n corners;</numerusform>
        </translation>
    </message>
    <message>
        <source>longest straight %1, corners in a row %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The lane-width tiles can lie in %n different place(s) on these cells.</source>
        <translation>
            <numerusform>The lane-width tiles can lie in %n different place on these cells.</numerusform>
            <numerusform>The lane-width tiles can lie in %n different places on these cells.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turns from the start (S straight on, R right, L left; RR and LL are sharp 120° bends): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LayoutResultModel</name>
    <message>
        <source>%1. %2 × %3 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Table %1 × %2 cm, %3% covered by tiles; longest straight %4, corners in a row %5; %n order(s) of the interchangeable tiles</source>
        <translation>
            <numerusform>Table %1 × %2 cm, %3% covered by tiles; longest straight %4, corners in a row %5; %n order of the interchangeable tiles</numerusform>
            <numerusform>Table %1 × %2 cm, %3% covered by tiles; longest straight %4, corners in a row %5; %n orders of the interchangeable tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>S</source>
        <comment>turn code: straight on (one letter)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <comment>turn code: 60° to the right (one letter; RR is 120°)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <comment>turn code: 60° to the left (one letter; LL is 120°)</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LayoutThumbnailDelegate</name>
    <message>
        <source>straight %1 · corners in a row %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LibraryModel</name>
    <message numerus="yes">
        <source>%1 · %n problem(s)</source>
        <translation>
            <numerusform>%1 · %n problem</numerusform>
            <numerusform>%1 · %n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built into Pacenotes (from the rulebook)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <translation>
            <numerusform>%1 · %n tile</numerusform>
            <numerusform>%1 · %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LibraryPanel</name>
    <message>
        <source>&amp;Add Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove “%1” from Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Folder of Tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search title, author, tile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
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
        <source>All tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tracks printed in the rulebooks, or your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show as a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n track(s)</source>
        <translation>
            <numerusform>%n track</numerusform>
            <numerusform>%n tracks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n track(s)</source>
        <translation>
            <numerusform>%1 of %n track</numerusform>
            <numerusform>%1 of %n tracks</numerusform>
        </translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder of your own tracks with the folder button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Folder “%1” from Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;escan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every word must begin a word of the title, the author, a tile id (103b) or the file name; Enter opens the first track</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LossOfControlDataModel</name>
    <message>
        <source>Gear at the Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Loss of Control in gear %1: the gear marker the car gets (0: it skids on the track; 00: it leaves the track) and the Damage tokens to draw by the danger colour of the tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::LossOptionModel</name>
    <message>
        <source>As laid out: step %1, gear %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: step %2, gear %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>marker %1, %n Damage token(s)</source>
        <translation>
            <numerusform>marker %1, %n Damage token</numerusform>
            <numerusform>marker %1, %n Damage tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>marker %1</source>
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
        <translation>
            <numerusform>Showing your pictures of %n tile side; the others are drawn.</numerusform>
            <numerusform>Showing your pictures of %n tile sides; the others are drawn.</numerusform>
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
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;start&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track library: the rulebook&apos;s tracks and yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track &amp;Library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::MarkButton</name>
    <message>
        <source>%1 — click to mark the selected spaces, or drag onto a space</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::MovePlanModel</name>
    <message>
        <source>No car is playing now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll step %1, or stop here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Brake or Boost dice laid last wait for a Gear die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>danger colour?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, danger colour?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control was lost here: give the tile&apos;s danger colour, it decides the Damage tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Loss of Control is possible here: give the tile&apos;s danger colour now and the referee will not have to ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance of a Loss of Control on this space, rolling one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <comment>the chance of a Loss of Control</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::NewGameWizard</name>
    <message>
        <source>%1: %2</source>
        <comment>a new game&apos;s name: kind of game, track</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
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
        <source>Lay Out for Me…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the layouts this list makes and put one on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 of %n tile(s) placed</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2 of %n tile placed</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2 of %n tiles placed</numerusform>
        </translation>
    </message>
    <message>
        <source>The tile list of %1: the palette shows only its tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::PitStopDialog</name>
    <message>
        <source>Pit Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car ends its move in 1st gear at the edge of the track, on a space with no limit, and pulls into the pits (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tyre change: marker 0, back on the track next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repairs: marker 00, every Damage token back into the bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairs &amp;and tyre change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;tyres:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stopped in the centre lane of three</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::PlaceTool</name>
    <message>
        <source>Tile %1 lies here: Shift+click replaces it with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 lies here and stays: Shift+click replaces it with %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::PlacementModel</name>
    <message>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such place in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a car below another can be level with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This car has moved since its position was entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::PlayersPage</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of the car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of the car: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every dashboard of this class rests on uncertain data: see its tyres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How sure the game data is of the car&apos;s dashboard; hover over a mark for the sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coloured mark means the car&apos;s dashboard is not printed in the rulebook: it comes from one public source, or is a stand-in to correct from your own dashboard (Tools ▸ Game Data…). Hover over the mark for the sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the players in their seats around the table, clockwise: the starting order goes round the table.</source>
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
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing on the table yet.</source>
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
        <translation>
            <numerusform>A rally has at most %n stage.</numerusform>
            <numerusform>A rally has at most %n stages.</numerusform>
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
        <translation>
            <numerusform>A rally has at most %n player.</numerusform>
            <numerusform>A rally has at most %n players.</numerusform>
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
    <message>
        <source>Spare tyre available for the next stage (Y/N).</source>
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
        <source>Remove Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage tokens: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage has the Assistance tile: repairs and a new spare tyre before the next stage.</source>
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
    <name>Pacenotes::RandomComponentsPanel</name>
    <message>
        <source>Spinout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the last one back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app draws from the bag as it stands now (solo play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage tokens printed for a %1 tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gear </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app flips a card from the game data&apos;s deck (solo play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My Time card shows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seconds printed on the Time card taken, when your own card differs from the game data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the spare tyre after the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pit stop…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pit stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Draw %n Damage token(s) from the bag and tap each as it comes out.</source>
        <translation>
            <numerusform>Draw %n Damage token from the bag and tap each as it comes out.</numerusform>
            <numerusform>Draw %n Damage tokens from the bag and tap each as it comes out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Entered: %1, %n s.</source>
        <translation>
            <numerusform>Entered: %1, %n s.</numerusform>
            <numerusform>Entered: %1, %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The car entered %n shortcut space(s): draw a token for each and tap its shortcut side.</source>
        <translation>
            <numerusform>The car entered %n shortcut space: draw a token for each and tap its shortcut side.</numerusform>
            <numerusform>The car entered %n shortcut spaces: draw a token for each and tap its shortcut side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game data says %n s for this card (%1).</source>
        <translation>
            <numerusform>The game data says %n s for this card (%1).</numerusform>
            <numerusform>The game data says %n s for this card (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Pit stop: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tyre change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repairs and tyre change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card&apos;s 0 side shows %1: enter it with the seconds typed beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seconds printed on the card&apos;s 0 side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn: none yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip a gear %1 Time card: type the seconds on its 0 side, then tap what it shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare Tyre card, 0 side:</source>
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
    <message>
        <source>The records database cannot be opened. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap %1 has an unknown car category, tyres or weather.</source>
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
        <translation>
            <numerusform>%n damaged record left out: %1</numerusform>
            <numerusform>%n damaged records left out: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lap(s) shown</source>
        <translation>
            <numerusform>%n lap shown</numerusform>
            <numerusform>%n laps shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n personal best(s)</source>
        <translation>
            <numerusform>%n personal best</numerusform>
            <numerusform>%n personal bests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rally(s)</source>
        <translation>
            <numerusform>%n rally</numerusform>
            <numerusform>%n rallies</numerusform>
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
    <name>Pacenotes::RefereePanel</name>
    <message>
        <source>Co-driver: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan is laid out: check the verdict, then roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot be laid out now: dice are already rolled, or the car does not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next stage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Focus</source>
        <translation>
            <numerusform>%n Focus</numerusform>
            <numerusform>%n Focus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Second(s)</source>
        <translation>
            <numerusform>%n Second</numerusform>
            <numerusform>%n Seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays — round %2, gear %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice one space at a time; you may secure spaces and stop (F switches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll every die at once for Focus or Second tokens (F switches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend SISU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car is blocked: the turn ends after the last die laid (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its space is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The space the car comes back to (from 00, the pits or a crash) is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a plain space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a corner, inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a corner, outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a slide zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sliding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the plan and the results of this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::ResolutionPanel</name>
    <message>
        <source>the Gear %1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Coast die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Leader die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Redline Brake die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake die %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost die %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Space %1, %2: %n hazard face(s) of 6</source>
        <translation>
            <numerusform>Space %1, %2: %n hazard face of 6</numerusform>
            <numerusform>Space %1, %2: %n hazard faces of 6</numerusform>
        </translation>
    </message>
    <message>
        <source>Loss of Control on space %1 in gear %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>: marker %1, draw %n Damage token(s)</source>
        <translation>
            <numerusform>: marker %1, draw %n Damage token</numerusform>
            <numerusform>: marker %1, draw %n Damage tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>: marker %1; the tile&apos;s danger colour decides the Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: flip a gear %1 Time card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every die rolled: %n space(s), ending in gear %1.</source>
        <translation>
            <numerusform>Every die rolled: %n space, ending in gear %1.</numerusform>
            <numerusform>Every die rolled: %n spaces, ending in gear %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n space(s), in gear %1.</source>
        <translation>
            <numerusform>Stopped after %n space, in gear %1.</numerusform>
            <numerusform>Stopped after %n spaces, in gear %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Blocked after %n space(s), in gear %1.</source>
        <translation>
            <numerusform>Blocked after %n space, in gear %1.</numerusform>
            <numerusform>Blocked after %n spaces, in gear %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Flying Start die showed a hazard: one space, gear 2, no Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The water hazard stops the car after %n space(s).</source>
        <translation>
            <numerusform>The water hazard stops the car after %n space.</numerusform>
            <numerusform>The water hazard stops the car after %n spaces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the plan: the dice cannot be rolled while it breaks a rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is secured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every result is in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat Out: the rolled dice may be laid out again (%1). Where is control lost?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die shows a hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hazard (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die shows no hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling one by one, end the move after the spaces rolled so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the last result back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for me (V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app rolls this space&apos;s dice (solo play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app rolls every die at once (solo play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsecure (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll this space after all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure this space with Focus or Second tokens instead of rolling it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control was lost on space %1: the tile&apos;s danger colour?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile where control was lost is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>So far: %n space(s),</source>
        <translation>
            <numerusform>So far: %n space,</numerusform>
            <numerusform>So far: %n spaces,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hazard(s) of %1.</source>
        <translation>
            <numerusform>%n hazard of %1.</numerusform>
            <numerusform>%n hazards of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::RiskProgressPlot</name>
    <message>
        <source>C</source>
        <comment>Cautious, on the chart</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <comment>Balanced, on the chart</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <comment>Flat out (attitude), on the chart</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <comment>Furthest on average, on the chart</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of a Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected distance (spaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plans yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2
%3 spaces on average, %4 chance of a Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RoadAheadEditor</name>
    <message>
        <source>&amp;Spaces ahead:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lanes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car in lane:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 1 is the space just ahead of the car. A car moves straight on or diagonally to the next lane.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RollOrStopWidget</name>
    <message>
        <source>No hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next die showed no hazard symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard ⚠</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next die showed the hazard symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next roll was secured with Focus/Seconds (all its dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a plan rolled one by one to be told, before each roll, whether to roll on or stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Flat Out:&lt;/b&gt; all the dice are rolled at once; nothing to decide between rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the other dice of this roll (%1 of %2 entered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Ended %n space(s) on, marker %1.</source>
        <translation>
            <numerusform>Ended %n space on, marker %1.</numerusform>
            <numerusform>Ended %n spaces on, marker %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 spaces on average, %3 chance of a Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next roll: %1 chance of a Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Secure (%n token(s))</source>
        <translation>
            <numerusform>Secure (%n token)</numerusform>
            <numerusform>Secure (%n tokens)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::RoundOrderModel</name>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: stage %1, round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1, round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: round %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why before the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gear %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RoundTrackerPanel</name>
    <message numerus="yes">
        <source>The rules cannot separate %n pair(s) of cars: the players decide between them.</source>
        <translation>
            <numerusform>The rules cannot separate %n pair of cars: the players decide between them.</numerusform>
            <numerusform>The rules cannot separate %n pairs of cars: the players decide between them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the round (Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next stage… (Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the turn (Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where are the cars?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Furthest first: drag a car (or Alt+Up/Down) to its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Furthest along the track first. Drag a car (or Alt+Up/Down) to its place; cars level on distance share a place, the lane counted from the inside of the corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further along the track (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further back (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level with the car above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lane:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lane from the inside of the current or next corner (1 = inside; ? = not said)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These places are right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the list as it is, also for cars that did not change places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn (Return)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RulesPage</name>
    <message>
        <source>Optional rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an optional rule: its explanation (where it is written)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave them all off for the rules as the rulebook&apos;s core game plays them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::RulingListModel</name>
    <message>
        <source>Space %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SeasonDialog</name>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by place: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Stage bonus: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a result in event %2: the driver stays while that result does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Stage bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the season&apos;s drivers on the Drivers page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drivers (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On every sheet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season, Rules and Drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Points by place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Stage &amp;bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next s&amp;tart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per p&amp;lace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped res&amp;ults:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ties:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb t&amp;ries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table 1 (digest p. 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd… separated by spaces, commas or dashes; places beyond the table score 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (e.g. 3-2-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus points by rank on each rally&apos;s last stage (a climb&apos;s best try): the organiser&apos;s option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto Tour: a head-to-head race adds this many seconds per finishing place; 10 s in the digest (p. 13), whose author prefers 30 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the best results count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each driver&apos;s best N event scores count; the others are dropped (the organiser&apos;s option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share the place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(then nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The books give no tie-break for a season: choose how equal totals are split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One &amp;car per driver for the whole series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto Tour: each player picks a single car and uses it for the whole series (digest p. 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairs only after some stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto Tour option: limit repairs to the ends of only some stages (digest p. 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams (two drivers each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add T&amp;eam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Te&amp;am</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SeasonListModel</name>
    <message>
        <source>%1 (cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SessionListModel</name>
    <message>
        <source>There is no such game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SessionsDialog</name>
    <message>
        <source>The games file cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete “%1” (%2)? Its log goes with it and cannot be brought back. Score sheets already made from it stay in the records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game&apos;s log as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game&apos;s log as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game logs (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log of “%1” could not be written to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log of “%1” is written to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with the selected game exactly where it was left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;JSON (the game log format)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;CSV (a spreadsheet)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game here yet: File ▸ New Game… sets one up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is open in a game window: close that window first, then delete the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to C&amp;hampionship…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the finished game to a season&apos;s standings</source>
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
    <message>
        <source>The season&apos;s standings, its next starting order, its events and its rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet is saved as %1.</source>
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
    <name>Pacenotes::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse in the designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append a tile at the open end of the course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click it in the palette (or Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… turning left / right / straight on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift / Ctrl / Shift+Ctrl with the double-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a placed tile with the place tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the place or erase tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-click or Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the tile under the pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select more tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+click, or drag a band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel or pinch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle button, or Space+drag</source>
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
        <translation>
            <numerusform>A lap has at most %n turn.</numerusform>
            <numerusform>A lap has at most %n turns.</numerusform>
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
    <message>
        <source>Track name (%1?)</source>
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
    <name>Pacenotes::SoloTimingDataModel</name>
    <message>
        <source>End of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Focus token left (taken off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seconds each Focus token left at the end of the lap takes off the track time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seconds a turn adds to the track time when it ends in gear %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceCell</name>
    <message>
        <source>Speed limit (— for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangerous corner: at the limit the car takes a hazard (GT p. 11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water hazard (DIRT p. 14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump value (— for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour?</source>
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
        <source>The tile&apos;s danger colour (for the Damage tokens of a Loss of Control)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car (or an obstacle) is on this space</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceEditor</name>
    <message>
        <source>&amp;Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speed limit printed on the space (in a circle, or in a triangle for a dangerous corner); — for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ Dangerous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limit is in a triangle with “!”: a dangerous corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sharp-corner space, with dotted lines at its ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dotted li&amp;ne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering this space crossed a sharp corner&apos;s dotted line straight on (same lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not crossed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossed, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossed, “!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alongside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car level with this space, and the gear on its marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a car in gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a car beside the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A car or an obstacle is on this space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The space is on a Yellow Flag tile or the tile before or after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A corner space of a triple-lane corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the car moves into this space from the one before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagonally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sideways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving into this space crosses the finish line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;orner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This space starts another corner than the space before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car in corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;lide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no slide zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slide zone, not sliding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sliding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car sliding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car is sliding in this zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shortcut space: a token is drawn for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“−1” tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“−1” tokens lying on this tile: they lower its corner limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jump space and its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landing: limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A water hazard: the movement stops here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay a die to describe its space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger co&amp;lour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile&apos;s danger colour: it decides the damage after a Loss of Control, and can be given until the turn is played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceLibrary</name>
    <message>
        <source>My tile spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates shipped with Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tile space data could not be read (%1); only the templates are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tile space data could not be read (%1). It was kept as %2, and you start with empty data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tile space data could not be read (%1), nor set aside; it is left as it is and changes cannot be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tile space data has no file it can be saved to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tile space data %1 was written by a newer Pacenotes (%2). It is left as it is and not used: only the templates are, and changes cannot be saved until you open it with that Pacenotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tile space data %1 cannot be opened now (%2). It is left as it is: only the templates are used, and changes cannot be saved until it can be read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile pictures read for Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceMarksPanel</name>
    <message>
        <source>Speed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a triangle with “!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharp corner: dotted lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple-lane corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting-grid spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pit lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a sharp corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id, e.g. 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile&apos;s</source>
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
        <source>not a corner space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside (drifting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a space to mark it (Ctrl+click or drag a frame for several), or drag a marking from the toolbar onto a space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) selected: %1</source>
        <translation>
            <numerusform>%n space selected: %1</numerusform>
            <numerusform>%n spaces selected: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Climb arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dotted lines at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end towards the road&apos;s first edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end towards the road&apos;s last edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The space or its markings are not certain: the referee says so when a move uses it. Clear it once you have checked the space on your tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceMergeDialog</name>
    <message>
        <source>Import Tile Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>“%1”: %2 new tile side(s) will be added, %3 are the same as yours. %n side(s) differ from yours: choose for each which to keep.</source>
        <translation>
            <numerusform>“%1”: %2 new tile side will be added, %3 are the same as yours. %n side differ from yours: choose for each which to keep.</numerusform>
            <numerusform>“%1”: %2 new tile sides will be added, %3 are the same as yours. %n sides differ from yours: choose for each which to keep.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Yours&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;In the pack&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep All Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take All Theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n space</numerusform>
            <numerusform>%n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marked</source>
        <translation>
            <numerusform>%n marked</numerusform>
            <numerusform>%n marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceSidePanel</name>
    <message>
        <source>The data is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces per lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the same number of spaces on every lane of this road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road %1 (%2), all lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    lane %1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tile side in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A template: the spaces are a guess from the tile&apos;s shape and nothing is marked. Count the spaces of your own tile, mark its limits and lines, then say whether you measured it or estimated it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from the picture %1 (Rekee&apos;s tile pictures), twice and independently, disagreements settled by a third look.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) stay uncertain (a dotted ring and “?”): check them on your tile.</source>
        <translation>
            <numerusform>%n space stay uncertain (a dotted ring and “?”): check them on your tile.</numerusform>
            <numerusform>%n spaces stay uncertain (a dotted ring and “?”): check them on your tile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every space was read with certainty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct anything and save: your data is then “measured” and used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reading of this count is uncertain; set the count of your tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceSidesModel</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a template: the number of spaces is a guess from the tile&apos;s shape and it has no markings. Count and mark your own tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read from picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n uncertain</source>
        <translation>
            <numerusform>%n uncertain</numerusform>
            <numerusform>%n uncertain</numerusform>
        </translation>
    </message>
    <message>
        <source>Some spaces or markings were read uncertain off the picture: check them on your tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpacesActions</name>
    <message>
        <source>&amp;Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tile Spaces Editor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count and mark the spaces of your tiles: speed limits, dotted lines, corners…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Tile Space Pack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export My Tile Spaces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Tiles &amp;Without Space Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drive Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put cars on the track&apos;s spaces, click their moves and let the referee rule on them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpacesDocument</name>
    <message>
        <source>Only spaces on the road can be split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two or more spaces one after the other in a lane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only spaces one after the other in the same lane can be merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide zones are a Rallyman: DIRT marking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose spaces of one road: the slide zone covers the stretch they cover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the spaces the slide zone covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcuts are a Rallyman: DIRT marking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the spaces the shortcut leaves from and comes back to (at least two).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces of a lane go by the lane&apos;s count; only slide zones and shortcuts are removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start/finish line goes between two spaces of a start/finish tile: choose the space just past it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile side %1 does not have the roads and lanes of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied from %1 with its markings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces copied from %1; markings not copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected from the reading of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpacesPreview</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::StageBreakDialog</name>
    <message>
        <source>After stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage had the Assistance tile: every car is repaired and gets its spare tyre back (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Assistance after this stage: damage is carried into the next one, unless a car uses its spare tyre now (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Car&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stage&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Spare tyre&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Penalty tokens&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use it now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Coast Damage token less, no time added; the card comes back only with Assistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × 5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints: each 5-second token taken now starts the car later on the next stage (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start stage %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::StageResultsModel</name>
    <message>
        <source>RET %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1: classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 (%2): classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired: the slowest finishing time of the stage plus 1:00 (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 of checkpoint penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: not every time is known yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
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
        <translation>
            <numerusform>%1–%2 %3, %n lane</numerusform>
            <numerusform>%1–%2 %3, %n lanes</numerusform>
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
    <name>Pacenotes::TileSpacesWindow</name>
    <message>
        <source>Tile Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the spaces to mark first, or drag the marking onto a space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: side, road, template, measured…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Pack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export My Tile Spaces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Split Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one space to split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add S&amp;lide Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Shor&amp;tcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Slide Zone or Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start/Finish &amp;Line Before This Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the space just past the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save to My Tile Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Again from the &amp;Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget My Data for This Side…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget My Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove your space data for %1 from your tile spaces? The template applies again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy to Other Sides…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 — Tile Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consistent with the tile catalog: every lane reaches its edges, every road has spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save your changes to the spaces of %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the spaces of %1 to your tile spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Tile Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile space packs (*.pnspaces);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n tile side(s) from “%1”.</source>
        <translation>
            <numerusform>Imported %n tile side from “%1”.</numerusform>
            <numerusform>Imported %n tile sides from “%1”.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Tile Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile space packs (*.pnspaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as &amp;Certain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You checked these spaces on your tile: their count and markings are no longer in doubt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as U&amp;ncertain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Picture Under the Spaces from a Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Picture of This Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures of Your Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Tile Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pictures named by tile side (like 103b.jpg, 205A.png or tile-112b-1.webp) were found in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under the spaces: %1 (picture %2 of %3; View ▸ Next Picture shows the next).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under the spaces: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TileThumbnailDelegate</name>
    <message numerus="yes">
        <source>%n too many</source>
        <comment>more copies on the table than the boxes hold</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::TimeCardDataModel</name>
    <message>
        <source>Deck / 0 side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gear %1 deck: how many cards it has and the seconds on their front; below, the kinds of 0 side its cards show after a Loss of Control, and how many of each.</source>
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
        <translation>
            <numerusform>circuit, %n lap</numerusform>
            <numerusform>circuit, %n laps</numerusform>
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
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Race length</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n road tile(s)</source>
        <translation>
            <numerusform>%n road tile</numerusform>
            <numerusform>%n road tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pit tile(s)</source>
        <translation>
            <numerusform>%n pit tile</numerusform>
            <numerusform>%n pit tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n filler(s)</source>
        <translation>
            <numerusform>%n filler</numerusform>
            <numerusform>%n fillers</numerusform>
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
    <message numerus="yes">
        <source>RX circuit, %n lap(s)</source>
        <translation>
            <numerusform>RX circuit, %n lap</numerusform>
            <numerusform>RX circuit, %n laps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>RX circuit with joker, %n lap(s)</source>
        <translation>
            <numerusform>RX circuit with joker, %n lap</numerusform>
            <numerusform>RX circuit with joker, %n laps</numerusform>
        </translation>
    </message>
    <message>
        <source>About This List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this list…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackLibrary</name>
    <message>
        <source>%1
The library index was set aside as %2 and is being rebuilt from your track files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The track library is kept in memory for this session; it is read again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track library index could not be updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackOutputActions</name>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PNG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;SVG Drawing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;DF Layout and Build Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the layout as a picture with its title and tile list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the layout as a vector drawing with its title and tile list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the layout page and the build sheet as a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the layout page and the build sheet before printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the layout page and the build sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has no tiles yet. Place some tiles first: an empty layout makes an empty page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export the Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackPage</name>
    <message>
        <source>Pick a track in the library, or choose another kind of track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which circuit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which road for the first stage?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which stage?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track open in the designer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track open in the designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the designer&apos;s track first: a game names its track by its file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The designer holds no track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The designer&apos;s track is a DIRT stage, not a GT circuit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The designer&apos;s track is a GT circuit, not a DIRT stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A track from the library:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A track from the library (not available here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by title, author or tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ready-made track from the rulebook:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No digital track: the players read the real tiles. Its name (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example, Monte Carlo with friends</source>
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
    <name>Pacenotes::VerdictView</name>
    <message>
        <source>0 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; 0.1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact chance of a Loss of Control, counted over every face of every die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This car does not move this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the dice as on the board: tap them or press 1–6, C, B, A, L, R.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game data has no dashboard for this car: nothing can be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not allowed: %n rule(s) broken.</source>
        <translation>
            <numerusform>Not allowed: %n rule broken.</numerusform>
            <numerusform>Not allowed: %n rules broken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allowed: %n space(s), ending in gear %1.</source>
        <translation>
            <numerusform>Allowed: %n space, ending in gear %1.</numerusform>
            <numerusform>Allowed: %n spaces, ending in gear %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 outcomes in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hazard limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hazard(s) from the track</source>
        <translation>
            <numerusform>%n hazard from the track</numerusform>
            <numerusform>%n hazards from the track</numerusform>
        </translation>
    </message>
    <message>
        <source>certain Loss of Control on space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Flat Out gains %n Focus token(s)</source>
        <translation>
            <numerusform>Flat Out gains %n Focus token</numerusform>
            <numerusform>Flat Out gains %n Focus tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flat Out gains %n Second token(s)</source>
        <translation>
            <numerusform>Flat Out gains %n Second token</numerusform>
            <numerusform>Flat Out gains %n Second tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Flying Start stop: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crosses the finish line on space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>securing %n dice</source>
        <translation>
            <numerusform>securing %n die</numerusform>
            <numerusform>securing %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n Focus token(s)</source>
        <translation>
            <numerusform>costs %n Focus token</numerusform>
            <numerusform>costs %n Focus tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n Second token(s)</source>
        <translation>
            <numerusform>costs %n Second token</numerusform>
            <numerusform>costs %n Second tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::WeatherPage</name>
    <message>
        <source>Starting weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every dashboard starts on this side. The rulebook suggests dry weather and asphalt tyres for a first game; after that the players may choose (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dry (sunny)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wet (rain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GT rulebook has no random start. Drawn as Rommix&apos;s Weather draws it, a third-party rule (%1): a ten-sided die, 1 to %2 dry, %3 to 10 wet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die shows %1: the game starts in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pacenotes::WelcomePanel</name>
    <message>
        <source>Welcome to Pacenotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A companion for Rallyman: GT and Rallyman: DIRT. What would you like to do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee a GT race, a GT solo lap, a DIRT stage or a rally at the table: the app checks each move, keeps the order of play, the times and the score sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out a track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a rulebook track from the library and let the app lay it out, or build your own tile by tile on this table (drag tiles from the palette).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GT solo sheet or the DIRT rally sheet: fill it in as you play, or print it blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting Started (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Just the designer: this comes back with a new, empty track</source>
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
        <translation>
            <numerusform>A rally has at most %n stage.</numerusform>
            <numerusform>A rally has at most %n stages.</numerusform>
        </translation>
    </message>
    <message>
        <source>A rally needs at least one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n player(s).</source>
        <translation>
            <numerusform>A rally has at most %n player.</numerusform>
            <numerusform>A rally has at most %n players.</numerusform>
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
    <message numerus="yes">
        <source>%1 has results for %n stage(s) of %2.</source>
        <translation>
            <numerusform>%1 has results for %n stage of %2.</numerusform>
            <numerusform>%1 has results for %n stages of %2.</numerusform>
        </translation>
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
    <message>
        <source>SPARE TYRE</source>
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
    <message>
        <source>#</source>
        <extracomment>The blank position box of the rally sheet: the mark before a position (as in &quot;#3&quot;).</extracomment>
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
    <name>ReadingConversion</name>
    <message>
        <source>%1: a “!” with no number, which the space data has no field for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a “!” with no number is printed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reading is of tile side %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reading has %1 roads; tile side %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of road %2 is read with %3 space(s), but both of its ends are half spaces: it has at least %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of road %2 could not be cut into %3 spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road %1, lane %2, space %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lane cannot be seen on the picture: the spaces are the editor&apos;s guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not drawn as a lane of this road: the spaces are the editor&apos;s guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road %1, lane %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A space across lanes %1–%2 of road %3 names space %4 of lane %5, which the reading does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shortcut of road %1 leaves or rejoins a space the reading does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road %1, shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cars drive in from edge %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the start/finish line lies is uncertain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another start/finish line on road %1, after space %2 of lane %3 (the data holds one line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared space names a space the reading does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from %1; the variants&apos; markings differ (see below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from %1; the other pictures (%2) print the same markings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read or larger than %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no driving spaces to read; its template stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a second reading of tile side %2</source>
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
        <source>Tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare tyre</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RekeeFormat</name>
    <message>
        <source>A Rekee track needs a &quot;tiles&quot; list.</source>
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
        <source>An .rgt track needs a &quot;Tuiles&quot; list.</source>
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
    <name>RuleBook</name>
    <message>
        <source>Choosing your dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black Gear dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Brake dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White Coast dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange Leader dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple lane corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overtaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangerous corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharp corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other cars on corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water hazards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling dice one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using Focus tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using Second tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending the Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a player suffers a Loss of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going Flat Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pit Stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft Tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Determining order of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of play for cars not on the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retiring from a Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuing the Rally!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT/DIRT combined rules digest (Roger BW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, p. %2, “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Determining the starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rommix&apos;s Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table 1: Points by place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Stage Races: GT, Ice and RX races</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Stage Races: Rally Races</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Stage Races: Climbs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Stage Races: Auto Tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Spare Tyre</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>There is no dashboard for class %1 with %2 tyres (%3) in the data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DIRT damage bag has no weather or Yellow Flag tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Gear damage ×%n: that many fewer Gear dice each turn (any value).</source>
        <translation>
            <numerusform>Gear damage ×%n: that many fewer Gear dice each turn (any value).</numerusform>
            <numerusform>Gear damage ×%n: that many fewer Gear dice each turn (any value).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brake damage ×%n: that many fewer Brake dice each turn.</source>
        <translation>
            <numerusform>Brake damage ×%n: that many fewer Brake dice each turn.</numerusform>
            <numerusform>Brake damage ×%n: that many fewer Brake dice each turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coast damage ×%n: that many fewer Coast dice each turn.</source>
        <translation>
            <numerusform>Coast damage ×%n: that many fewer Coast dice each turn.</numerusform>
            <numerusform>Coast damage ×%n: that many fewer Coast dice each turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coast/Leader damage ×%n: that many fewer Coast or Leader dice each turn.</source>
        <translation>
            <numerusform>Coast/Leader damage ×%n: that many fewer Coast or Leader dice each turn.</numerusform>
            <numerusform>Coast/Leader damage ×%n: that many fewer Coast or Leader dice each turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Boost damage ×%n: that many fewer Boost dice each turn.</source>
        <translation>
            <numerusform>Boost damage ×%n: that many fewer Boost dice each turn.</numerusform>
            <numerusform>Boost damage ×%n: that many fewer Boost dice each turn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Green flag: no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow Flag: it goes on the tile of the Loss of Control; no car may move alongside another on that tile or the tiles before and after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo mode: weather tokens count as green flags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weather changes are played: discard the weather token and draw another in its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n weather tokens in one Loss of Control cancel each other out.</source>
        <translation>
            <numerusform>%n weather tokens in one Loss of Control cancel each other out.</numerusform>
            <numerusform>%n weather tokens in one Loss of Control cancel each other out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Weather change: it starts to rain; every player flips their dashboard to the wet side (new dice and hazard limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather change: the track dries; every player flips their dashboard to the dry side (new dice and hazard limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut: OK! The car made it through unscathed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut: a blown tyre — one Coast die fewer each turn, from the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut: stones and mud — a “−1” token goes on the shortcut&apos;s tile: every corner space of that tile has its limit lowered by 1 (not the shortcut). A limit of 0 closes the space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coast damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK! (no effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blown tyre (Coast damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stones and mud (−1 on the corner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This car has no Gear %1 die: its highest gear is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Gear %1 die is already placed this turn: each die is used once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Flying Start cannot be combined with Boost dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Flying Start goes from gear 0 straight to the Gear 2 die on the first space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Flying Start rule is not in play in this race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake and Boost dice cannot be rolled together on one space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake dice cannot take the car below 1st gear: gear 0 only comes from a Loss of Control or a pit stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brake dice only skip gears down: from gear %1 the Gear %2 die needs no Brake die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From gear %1 to gear %2 takes %n Brake dice (one per gear skipped), not %3.</source>
        <translation>
            <numerusform>From gear %1 to gear %2 takes %n Brake die (one per gear skipped), not %3.</numerusform>
            <numerusform>From gear %1 to gear %2 takes %n Brake dice (one per gear skipped), not %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Boost dice only skip gears up: from gear %1 the Gear %2 die needs no Boost die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From gear %1 to gear %2 takes %n Boost dice (one per gear skipped up), not %3.</source>
        <translation>
            <numerusform>From gear %1 to gear %2 takes %n Boost die (one per gear skipped up), not %3.</numerusform>
            <numerusform>From gear %1 to gear %2 takes %n Boost dice (one per gear skipped up), not %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>From gear 0 the first Gear die must be the Gear 1 die, not Gear %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going straight to Gear 2 needs the Flying Start rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Gear %1 die cannot follow gear %2: Gear dice go one gear up, one down or stay the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>To skip %n gear(s) down, roll %n Brake dice with the Gear die.</source>
        <translation>
            <numerusform>To skip %n gear down, roll %n Brake die with the Gear die.</numerusform>
            <numerusform>To skip %n gears down, roll %n Brake dice with the Gear die.</numerusform>
        </translation>
    </message>
    <message>
        <source>Brake dice are rolled together with the Gear die of the gear to slow down to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost dice are rolled together with the Gear die of the gear to speed up to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No die on this space: each space entered takes one Gear die (with any Brake or Boost dice), one Coast die, one Leader die or one Redline Brake die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die moves the car into a space: a Gear die (with its Brake or Boost dice), a Coast die, a Leader die or a Redline Brake die — not several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Coast die cannot be used at speed 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Leader die cannot be used at speed 0: it works like a Coast die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Redline rule is not in play in this race: a Brake die cannot be used as a Coast die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Brake die counts as a Coast die (Redline) only in the car&apos;s highest gear, %1; the car is in gear %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spinout: the car stays on the track in its space, without damage; it is turned back round at the start of its next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Crash: the car goes beside the track next to this space and draws %n Damage token(s) for the tile&apos;s danger colour; it comes back here at the start of its next turn.</source>
        <translation>
            <numerusform>Crash: the car goes beside the track next to this space and draws %n Damage token for the tile&apos;s danger colour; it comes back here at the start of its next turn.</numerusform>
            <numerusform>Crash: the car goes beside the track next to this space and draws %n Damage tokens for the tile&apos;s danger colour; it comes back here at the start of its next turn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the tile&apos;s danger colour to count the Damage tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU: the car stays where it lost control, without damage, and starts its next turn in gear %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control was lost beyond the finish line: the car has finished; it counts the gear %1 card&apos;s time and, in a rally, takes the damage shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control was lost beyond the finish line: the car has finished; it counts the gear %1 card&apos;s time and, in a one-off stage, takes no damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card was simulated from placeholder data (the real mix of Time card backs is not published): at the table, flip a real card and enter it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say how the car takes this corner: cutting through the inside or drifting round the outside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The way through a corner is chosen on entry: the car cannot switch between the inside and the outside mid-corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shortcut cannot be entered from a corner space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering a shortcut: draw a Damage token; its shortcut side is resolved at the end of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shortcut cannot be left into a corner space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding or not is chosen on entering a slide zone and cannot change inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A slide counts the zone as two spaces, not more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the face of every die in the new layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This die was not rolled, or did not show this face: the dice are laid out again exactly as they came up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying the dice out again cannot create or cancel a Flying Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Loss of Control already happens earlier: the dice after it are not needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This layout does not lose control: rearranging the dice may not avoid the Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Focus token(s)</source>
        <translation>
            <numerusform>%n Focus token</numerusform>
            <numerusform>%n Focus tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Second token(s)</source>
        <translation>
            <numerusform>%n Second token</numerusform>
            <numerusform>%n Second tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocked: the turn ends without moving, in the same gear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A car must move at least one space each turn if it can; if it cannot, the turn is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Flying Start is only possible when the turn starts in gear 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU tokens are not in play in this race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This car has already used its SISU token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU: every hazard on the dice is ignored this turn; hazards and Losses of Control from the track still count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the first player on gravel this round, the car uses Leader dice instead of Coast dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the first player of the round, on gravel, uses Leader dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan uses %1; the dashboard allows %2 per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 printed; damage takes away the rest.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Redline Brake die counts as a Gear die too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jump carries the die forward: describe the space it lands on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jump would land on another car or an obstacle: it cannot be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump %1 taken in gear %1: the die moves one space forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambiguous: the rulebook makes a hazard on “this die” a Loss of Control; the combined-rules digest counts every die rolled on the jump. The referee counts only the Gear die placed on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump %1 taken one gear higher: the die moves two spaces forward, and a hazard on it is a Loss of Control where it lands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump %1 taken two or more gears higher: too much air — the die moves two spaces forward and the car loses control where it lands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying Start: if the Gear 2 die shows a hazard, the turn ends on this space in 2nd gear, without a Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dotted line replaced this dangerous corner&apos;s limit; the referee adds the hazard at the limit in force, which the rulebook does not spell out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost dice are not in the core rulebooks: the referee follows the combined-rules digest (one Boost die per gear skipped up, rolled with the target Gear die).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering the water hazard without a Coast die or the Gear 1 die alone: the movement ends here in gear %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook says the movement ends “in your current gear”: the referee takes the gear of the die that entered the water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car crosses the finish line of its last lap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car crosses the stage&apos;s finish line: its final Time card is for gear %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice after the finish line count for nothing (gear, Time card or tokens); only their hazards do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice can only be secured when rolling one by one, not when going Flat Out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat Out: the car gains %1 whatever the roll (one per Gear, Coast or Leader die; none for Brake or Boost dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Securing %n dice costs %1 (1 for the first die of the turn, 2 for the second, and so on); the car has %2.</source>
        <translation>
            <numerusform>Securing %n die costs %1 (1 for the first die of the turn, 2 for the second, and so on); the car has %2.</numerusform>
            <numerusform>Securing %n dice costs %1 (1 for the first die of the turn, 2 for the second, and so on); the car has %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocked: the turn ends after this space, in gear %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; check it against your own components.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soft-tyre hazard limit %1 on wear marker T%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hazard limit %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>There are results for %n step(s) but the plan has only %1 playable.</source>
        <translation>
            <numerusform>There are results for %n step but the plan has only %1 playable.</numerusform>
            <numerusform>There are results for %n steps but the plan has only %1 playable.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going Flat Out rolls every die: give a result for each of the %n step(s).</source>
        <translation>
            <numerusform>Going Flat Out rolls every die: give a result for each of the %n step.</numerusform>
            <numerusform>Going Flat Out rolls every die: give a result for each of the %n steps.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: dice cannot be secured when going Flat Out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: a secured step is not rolled, so it has no results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn ended on step %1: the results after it are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loss of Control: the rolled dice may be laid out again, unchanged, on a legal path that still loses control; it is resolved where the final hazard or track element causes it (%n way(s) along the planned path).</source>
        <translation>
            <numerusform>Loss of Control: the rolled dice may be laid out again, unchanged, on a legal path that still loses control; it is resolved where the final hazard or track element causes it (%n way along the planned path).</numerusform>
            <numerusform>Loss of Control: the rolled dice may be laid out again, unchanged, on a legal path that still loses control; it is resolved where the final hazard or track element causes it (%n ways along the planned path).</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan breaks the rules; correct it before resolving the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control is lost beyond the finish line: the car has still finished. (DIRT p. 20; the GT rulebook does not say — the combined-rules digest applies the same to GT.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever the dice show, this plan ends in a Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If every die is rolled, this plan ends in a Loss of Control whatever they show: stop before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIRT has no pit stops: a car changes its spare tyre instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo mode has no pit stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Loss of Control ends the turn at once: no pit stop right after one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pit stop needs the turn to end in 1st gear (it ended in %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pit stop needs a space with no speed or hazard restriction: not a corner space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pit stop needs a space at the edge of the track, not the middle lane of three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tyre change swaps to a dashboard with other tyres: say which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no %1 dashboard with these tyres (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tyre change: the car goes to the Pit Stop tile with the 0 marker and comes back onto the track at the start of its next turn, moving normally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairs: every Damage token goes back into the bag; with the 00 marker the next turn only swaps 00 for 0, and the turn after the car comes back and plays from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the car&apos;s space on the track is taken when it comes back, it loses that turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GT cars change tyres at a pit stop, not with a spare tyre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spare tyre is fitted at the end of a movement in 1st gear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no Coast damage to repair: the spare tyre would be wasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Gear dice</source>
        <translation>
            <numerusform>%n Gear die</numerusform>
            <numerusform>%n Gear dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coast dice</source>
        <translation>
            <numerusform>%n Coast die</numerusform>
            <numerusform>%n Coast dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Brake dice</source>
        <translation>
            <numerusform>%n Brake die</numerusform>
            <numerusform>%n Brake dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Boost dice</source>
        <translation>
            <numerusform>%n Boost die</numerusform>
            <numerusform>%n Boost dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Leader dice</source>
        <translation>
            <numerusform>%n Leader die</numerusform>
            <numerusform>%n Leader dice</numerusform>
        </translation>
    </message>
    <message>
        <source>from the rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed by two public sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from a single public source, unverified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a placeholder: not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dry weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wet weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no danger colour</source>
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
        <source>asphalt tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rain tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gravel tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snow tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on gravel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on gravel, as the leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on asphalt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on snow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car is on this space: there is only ever one car per space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cars always move forwards, straight on or diagonally, never sideways or back: the front edge of each space entered must be further along the track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a triple-lane corner the car cannot move outwards from the inside lane into the corner space: it goes straight on and takes the penalties shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stones and mud close this corner space: %n “−1” token(s) bring its limit of %1 down to nothing.</source>
        <translation>
            <numerusform>Stones and mud close this corner space: %n “−1” token bring its limit of %1 down to nothing.</numerusform>
            <numerusform>Stones and mud close this corner space: %n “−1” tokens bring its limit of %1 down to nothing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n “−1” token(s) on this tile: the corner limit is %1 instead of %2.</source>
        <translation>
            <numerusform>%n “−1” token on this tile: the corner limit is %1 instead of %2.</numerusform>
            <numerusform>%n “−1” tokens on this tile: the corner limit is %1 instead of %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entering the sharp corner straight across the dotted line: its limit is %1 instead of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaving the sharp corner straight across the dotted line: this space counts as a corner with limit %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossing a “!” dotted line straight adds one hazard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear %1 is over this space&apos;s limit of %2: immediate Loss of Control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the dangerous corner&apos;s limit (%1!) the car takes one hazard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move alongside a car in gear %1 the die placed must be gear %1 or higher; this one is gear %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow Flag: no moving alongside another car on this tile or the tiles before and after it, unless that car is at 0 or 00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A car taking a corner or sliding cannot be overtaken there, except through a shortcut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car is taking this corner on the inside: a car entering it follows on the same line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car is drifting round this corner on the outside: a car entering it follows on the same line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another car is sliding here: a car entering the zone slides too, behind it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Gear die is left after damage: the car retires from the stage (its time is 1 minute slower than the slowest finisher).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Gear die is left after damage and the car cannot reach a pit stop: it retires and takes last place (combined-rules digest; the GT rulebook does not say).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car comes back onto the track facing the wrong way, with the 0 marker; that is the whole turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car&apos;s space is taken: it cannot come back this turn; flip the 00 marker and lose another turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car&apos;s space is taken: it cannot leave the pits this turn; flip the 0 marker and lose a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car comes back from the pits onto the track and plays its turn from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting a turn at 0, the car takes its Yellow Flag off the track and puts it on its dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car comes back onto the track where it left it and plays normally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car&apos;s space is taken. The DIRT rulebook does not say what happens; as in GT (and the combined-rules digest), it waits for a later turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Step %1 has %n dice,</source>
        <translation>
            <numerusform>Step %1 has %n die,</numerusform>
            <numerusform>Step %1 has %n dice,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but %n result(s).</source>
        <translation>
            <numerusform>but %n result.</numerusform>
            <numerusform>but %n results.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Securing %n dice</source>
        <translation>
            <numerusform>Securing %n die</numerusform>
            <numerusform>Securing %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n token(s);</source>
        <translation>
            <numerusform>costs %n token;</numerusform>
            <numerusform>costs %n tokens;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the car has only %n.</source>
        <translation>
            <numerusform>the car has only %n.</numerusform>
            <numerusform>the car has only %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Yellow Flags: they go on the tile of the Loss of Control; no car may move alongside another on that tile or the tiles before and after it. Several flags on one tile have no further effect.</source>
        <translation>
            <numerusform>%n Yellow Flags: they go on the tile of the Loss of Control; no car may move alongside another on that tile or the tiles before and after it. Several flags on one tile have no further effect.</numerusform>
            <numerusform>%n Yellow Flags: they go on the tile of the Loss of Control; no car may move alongside another on that tile or the tiles before and after it. Several flags on one tile have no further effect.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rulebook covers two and four weather tokens in one Loss of Control (they cancel out), not %n: the referee lets two cancel out and the last one change the weather (the combined-rules digest also makes any number of them one change).</source>
        <translation>
            <numerusform>The rulebook covers two and four weather tokens in one Loss of Control (they cancel out), not %n: the referee lets two cancel out and the last one change the weather (the combined-rules digest also makes any number of them one change).</numerusform>
            <numerusform>The rulebook covers two and four weather tokens in one Loss of Control (they cancel out), not %n: the referee lets two cancel out and the last one change the weather (the combined-rules digest also makes any number of them one change).</numerusform>
        </translation>
    </message>
    <message>
        <source>Brake dice only skip gears down: from gear 0 there is no gear to skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 seconds on the front of the gear %2 card are %3: count the card you take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solo lap: track time %1 over %n turn(s), less %2 for the Focus tokens left: %3.</source>
        <translation>
            <numerusform>Solo lap: track time %1 over %n turn, less %2 for the Focus tokens left: %3.</numerusform>
            <numerusform>Solo lap: track time %1 over %n turns, less %2 for the Focus tokens left: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>After repairs the next turn only swaps 00 for 0: the car may not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 00 the car does nothing this turn but come back onto the track at 0 (or wait if its space is taken): it may perform no other actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn ends without moving, in gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn ends on the previous space, in gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked: with no other space to go to, the car cannot get into this one past the cars in its way; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked: with no other space to go to, entering this one would be an unavoidable Loss of Control because of the other cars; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The movement ends on the water hazard: the dice planned from here on are not played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Flying Start is only possible on the starting line or when coming back on after a Loss of Control, not when leaving the pits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU ignores “any and all” hazards on the dice but does not prevent a Loss of Control from a speed limit or “other track effect”. A jump taken one gear too fast loses control only through the hazard on its die, so the referee ignores that hazard and there is no Loss of Control; two gears too fast loses control without any hazard, and SISU does not prevent that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU ignores “any and all” hazards on the dice, so the referee also ignores a hazard on the Flying Start die (it is not a track effect); the rulebook does not mention the case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebooks put the marker of “the last Gear die rolled”; this one is secured, not rolled: the referee takes the last Gear die played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Loss of Control table for gear %1 (the marker and the Damage tokens per colour) is %2; check it against your own dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car was blocked: the results of the dice after it are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The movement ended on the water hazard: the results of the dice after it are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairs: every Damage token goes back into the bag; with the 00 marker the next turn only swaps 00 for 0 and puts the car back on the track, and the turn after it plays from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The perfect line: entering the sharp corner diagonally crosses no dotted line; its centre limit of %1 applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The perfect line: entering the sharp corner diagonally crosses no dotted line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The perfect line: leaving the sharp corner diagonally crosses no dotted line, so no limit carries over to this space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The English rulebook forbids moving alongside; the Russian edition forbids overtaking. The referee follows the English text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired: the slowest finishing time %1 plus %2 is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stage time: %n Time card(s) add up to %1, less %2 Second token(s) left: %3.</source>
        <translation>
            <numerusform>Stage time: %n Time card add up to %1, less %2 Second token left: %3.</numerusform>
            <numerusform>Stage time: %n Time cards add up to %1, less %2 Second tokens left: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint penalty: %1 more, a stage time of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Assistance: the %n Damage token(s) on the dashboard go back into the bag.</source>
        <translation>
            <numerusform>Assistance: the %n Damage token on the dashboard go back into the bag.</numerusform>
            <numerusform>Assistance: the %n Damage tokens on the dashboard go back into the bag.</numerusform>
        </translation>
    </message>
    <message>
        <source>The car has retired: it no longer moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After repairs the car stays on the Pit Stop tile: 00 becomes 0, and that is the whole turn. It comes back onto the track at the start of its next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After repairs 00 becomes 0 and the car goes back onto the track; that is the whole turn, it moves next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car&apos;s space is taken: it cannot go back onto the track this turn; flip the 00 marker and lose another turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The English rulebook keeps the car on the Pit Stop tile while 00 becomes 0; the Russian one puts it back on the track at once. The rules option “repairsReturn” chooses (now: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back on the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stay in the pits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming back from 00 is the whole turn: the car may perform no other actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it comes back: the English rulebook does not say; the Russian edition says the space nearest the car, the combined-rules digest the space where it lost control (the car was put beside that space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car cannot leave the pits this turn: it may not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car cannot come back onto the track this turn: it may not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Spare Tyre card is used: it comes back only with Assistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare tyre: the car goes beside the track, the Spare Tyre card is this turn&apos;s Time card (0 side), one Coast Damage token goes back into the bag; the car comes back next turn where it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance: the Spare Tyre card comes back for the next stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SISU tokens: one per stage, one per rally, or back after Assistance like the Spare Tyre card, as the players agree (DIRT p. 24).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the space itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dangerous limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dotted lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>danger colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corner line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slide zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>climb arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grid spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is printed on this space was read from a picture and is uncertain: check it on your tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is printed on this space was read from a picture and is uncertain (%1): check it on your tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reader noted: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The markings of the space(s) of step(s) %1 are unknown (the tile&apos;s space data is only a template): speed limits, dangerous and sharp corners and the other markings there were not checked. Check them on the tiles.</source>
        <translation>
            <numerusform>The markings of the space of step %1 are unknown (the tile&apos;s space data is only a template): speed limits, dangerous and sharp corners and the other markings there were not checked. Check them on the tiles.</numerusform>
            <numerusform>The markings of the spaces of steps %1 are unknown (the tile&apos;s space data is only a template): speed limits, dangerous and sharp corners and the other markings there were not checked. Check them on the tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesData</name>
    <message>
        <source>a car class needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your data corrections in %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your data corrections could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown damage token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown shortcut result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dashboard needs a class, tyres and condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown car class “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no row for gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die is missing from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in data file %1 is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no deck for gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer version of Pacenotes (format version %1; this one reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs format version 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Rules quick reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When Pacenotes rules on a move, times a lap or keeps a rally sheet, it names the rulebook section it follows. These are all the sections it cites, book by book. Pages are those of the English rulebooks; the rulebooks themselves are the authority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* The page follows from the order of the pages: the book&apos;s own gaming aid does not list it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
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
    <message>
        <source>Standings — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship standings</source>
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
        <translation>
            <numerusform>A lap has at most %n turn.</numerusform>
            <numerusform>A lap has at most %n turns.</numerusform>
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
    <message numerus="yes">
        <source>%n Focus token(s): more than a lap can leave (at most %1).</source>
        <translation>
            <numerusform>%n Focus token: more than a lap can leave (at most %1).</numerusform>
            <numerusform>%n Focus tokens: more than a lap can leave (at most %1).</numerusform>
        </translation>
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
    <message>
        <source>TYRES</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceCheck</name>
    <message>
        <source>The data is for tile side %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile side %1 has no road: it has no spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A space has the number %1; numbers start at 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two spaces have the number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: the pit tile has no roads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 has no outline to draw it by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Space %1 is on road %2, which tile side %3 does not have (it has %n road(s)).</source>
        <translation>
            <numerusform>Space %1 is on road %2, which tile side %3 does not have (it has %n road).</numerusform>
            <numerusform>Space %1 is on road %2, which tile side %3 does not have (it has %n roads).</numerusform>
        </translation>
    </message>
    <message>
        <source>Space %1 lies beside the road but has no outline to draw it by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Space %1 is in lane %2 of road %3, which has %n lane(s).</source>
        <translation>
            <numerusform>Space %1 is in lane %2 of road %3, which has %n lane.</numerusform>
            <numerusform>Space %1 is in lane %2 of road %3, which has %n lanes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Space %1 has no length along its road (from %2 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is linked to space %2, which is not on the tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces %1 and %2 are level at both ends: moving between them would go sideways, which is never a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A car on space %1 could not move on towards edge %2: no link leads further and it does not reach the edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 beside the road needs links to the spaces before and after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pit tile has no lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of road %2 has no spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of road %2 does not reach edge %3: no space there joins the next tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of road %2 reaches edge %3 with %4 spaces; one joins the next tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Space %1 reaches edge %2 in lane %3, but the road has %n lane(s) there.</source>
        <translation>
            <numerusform>Space %1 reaches edge %2 in lane %3, but the road has %n lane there.</numerusform>
            <numerusform>Space %1 reaches edge %2 in lane %3, but the road has %n lanes there.</numerusform>
        </translation>
    </message>
    <message>
        <source>Space %1: %2 is %3; it must be 0 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the speed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dotted line&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jump value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: a dangerous corner needs its speed limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: dotted lines belong to a sharp-corner space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: a dotted line carries a number or “!”, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: a sharp-corner space needs the number (or “!”) on its dotted lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: a corner space needs both the corner and its line (inside or outside).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is a shortcut but lies on the road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 carries a Rallyman: DIRT marking on a Rallyman: GT tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 carries a Rallyman: GT marking on a Rallyman: DIRT tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is a grid spot, but only start/finish tiles have a grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is a pit lane, but only the pit tile has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 of the pit tile needs its pit lane (tyres, repairs or both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile side %1 is no start/finish tile but has a start/finish line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start/finish line of tile side %1 is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start/finish line lies outside the roads of tile side %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start/finish line runs through the middle of a space in lane %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no tile side %1 in the tile catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data says it was read from a picture but does not name the picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: climb arrows are +1 or −1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: dotted lines at one end belong to a sharp-corner space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1 is said to be the same printed space as space %2, which is neither a space of another road nor one of another lane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces %1 and %2 are one printed space but lie apart along the road: the spaces of a lane are cut evenly, the printed ones may not be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces %1 and %2 are the same printed space but carry different markings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a speed limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dangerous limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shortcut limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an automatic hazard (dotted lines with “!”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>climb arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data has %1, which the tile catalog does not list for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile catalog lists %1 for %2, which the data does not have.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceCoverageItem</name>
    <message>
        <source>Hatched tiles have no space data of your own yet: only a template, which is a guess with no markings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no spaces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceGraph</name>
    <message>
        <source>The roads of %1 and %2 meet with different numbers of lanes: their spaces do not join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A half space of %1 meets a whole space of %2: their spaces do not join.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceItem</name>
    <message>
        <source>Space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceJson</name>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text of at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of at most %1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile side %1 has no roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number from 1 to 6 or &quot;!&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object {&quot;id&quot;, &quot;line&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not the space data of a tile side (the &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formatVersion: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The space data is in format version %1; this Pacenotes reads up to version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side: &quot;%1&quot; is not a tile side of the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object {&quot;road&quot;, &quot;at&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;road&quot; and &quot;at&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a point [x, y] on the tile (each from −2000 to 2000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object {&quot;to&quot;, &quot;diagonal&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;id&quot; and &quot;line&quot; (inside or outside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON (%1 at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;+1&quot; or &quot;-1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;read-from-picture&quot; needs format version 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the number of a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;certain&quot; or &quot;uncertain&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpacePack</name>
    <message>
        <source>pack.json: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown field; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a Pacenotes space pack (the &quot;format&quot; is not &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formatVersion: expected a whole number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pack is in format version %1; this Pacenotes reads up to version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name, author, date and description are short texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>templatesOnly: expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its size is missing or larger than %1 × %1 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the pack (zip error %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile side %1 is not in the tile catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot finish the pack (zip error %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack is larger than %1 MB; no space pack is that big.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a readable space pack: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack has no pack.json: it is not a Pacenotes space pack, or it is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack cannot be opened (zip error %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is for a tile this version of Pacenotes does not know; it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds the data of tile side %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says it is %2, but the pack holds templates only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a picture of a tile this version of Pacenotes does not know; it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture %1 could not be read (%2); it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not part of a space pack; it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: tile side %2 is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 files; at most %3 are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read or larger than %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no tile side data (*.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provenance: expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pack of templates only cannot say its data is measured, estimated or read from a picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceReading</name>
    <message>
        <source>read twice for this space, with different values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number from 1 to 6 or &quot;!&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {&quot;id&quot;: &quot;1&quot;, &quot;line&quot;: &quot;inside&quot; or &quot;outside&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the slide zone&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;lane&quot; and &quot;space&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a reading of a tile side (the &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reading is in format version %1; this Pacenotes reads up to version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side: &quot;%1&quot; is not a tile side of the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a picture&apos;s file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>road %1 has %n lane(s) by the tile catalog</source>
        <translation>
            <numerusform>road %1 has %n lane by the tile catalog</numerusform>
            <numerusform>road %1 has %n lanes by the tile catalog</numerusform>
        </translation>
    </message>
    <message>
        <source>needs &quot;lane&quot; and &quot;spaces&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road %1 of the tile catalog is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [first, last] lanes of the road, from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {&quot;&lt;lane covered&gt;&quot;: &quot;both&quot;, &quot;start&quot; or &quot;end&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {&quot;&lt;lane covered&gt;&quot;: 1 to 6 or &quot;!&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dotted lines belong to a sharp-corner space: add &quot;sharp&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, or a list of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;road&quot;, &quot;lane&quot; and &quot;space&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names two spaces of the same road</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceRequest</name>
    <message>
        <source>expected the path of a track file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the track is a %1 track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of at most %1 space pack files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the path of a space pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the track&apos;s course is not complete: there is no way to drive on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the car&apos;s space as &quot;q,r:n&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a space of the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a gear marker &quot;0&quot; to &quot;6&quot; or &quot;00&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of at most %1 cars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field; expected one of: id, gear, space, sliding, cornerLine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a space of the track as &quot;q,r:n&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the spaces the car moves through, as a list of 1 to %1 &quot;q,r:n&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a space as &quot;q,r:n&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a path, the spaces come from the track: leave out &quot;space&quot; and &quot;landing&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected dice like &quot;4&quot;, &quot;2+BB&quot;, &quot;C&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a path, the car&apos;s space gives the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the path has %n space(s), which the dice do not cover one for one (a jump taken carries its die one or two spaces on)</source>
        <translation>
            <numerusform>the path has %n space, which the dice do not cover one for one (a jump taken carries its die one or two spaces on)</numerusform>
            <numerusform>the path has %n spaces, which the dice do not cover one for one (a jump taken carries its die one or two spaces on)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpaceSummary</name>
    <message>
        <source>limit %1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharp corner, “!” lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharp corner, lines %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharp corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dotted line %1 crossed straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dotted line “!” crossed straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outwards into a triple-lane corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corner, outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corner, inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sliding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slide zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortcut</source>
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
        <source>finish line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a car beside the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alongside a car in gear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow Flag zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read uncertain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>markings unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>markings unknown (template): not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>markings uncertain</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The markings of %n space(s) are unknown (template data): speed limits and corners there were not checked.</source>
        <translation>
            <numerusform>The markings of %n space are unknown (template data): speed limits and corners there were not checked.</numerusform>
            <numerusform>The markings of %n spaces are unknown (template data): speed limits and corners there were not checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The markings of %n space(s) were read with doubt: check them on the tiles.</source>
        <translation>
            <numerusform>The markings of %n space were read with doubt: check them on the tiles.</numerusform>
            <numerusform>The markings of %n spaces were read with doubt: check them on the tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SqliteFile</name>
    <message>
        <source>The disk is full: free some space, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk could not be read or written (it may be full, removed or failing): check it and free some space, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program is using the file (perhaps another Pacenotes): close it, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pacenotes may not write there: check the permissions of the file and its folder, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again; if it keeps failing, check the disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be renamed to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2 The file was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read now: %2 The file was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer Pacenotes (file version %2; this one reads up to %3). It was left untouched: open it with that Pacenotes, or move it elsewhere to start a new one here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be backed up before it is updated: %2 The file was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be updated to version %2: %3 The file was left as it was before this step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsSheetPrinter</name>
    <message>
        <source>Ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stage %2: starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next event: starting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>no complete time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=</source>
        <comment>a shared position</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2), %n stage(s)</source>
        <translation>
            <numerusform>%1 (%2), %n stage</numerusform>
            <numerusform>%1 (%2), %n stages</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>in progress: %1 of %n stage(s) done</source>
        <translation>
            <numerusform>in progress: %1 of %n stage done</numerusform>
            <numerusform>in progress: %1 of %n stages done</numerusform>
        </translation>
    </message>
    <message>
        <source>winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RALLYMAN · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHAMPIONSHIP STANDINGS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEASON</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>after %n event(s) · %1 · %2</source>
        <translation>
            <numerusform>after %n event · %1 · %2</numerusform>
            <numerusform>after %n events · %1 · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>POS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRIVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POINTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GAP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No driver yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>( ) dropped result · R retired · — not driven · 3= shared place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events %1–%2 of %3</source>
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
    <name>TileSpaces</name>
    <message>
        <source>template (proposed from the tile&apos;s shape, not read off a tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated (not checked against a tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured from the physical tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a pit lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pit lane: tyre change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pit lane: repairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pit lane: repairs and tyre change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortcut, limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit %1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharp, line “!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharp, line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corner %1, outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corner %1, inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slide zone %1</source>
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
        <source>grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read from a picture of the tile (twice, independently)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line at the road&apos;s first end only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line at the road&apos;s last end only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>climb +1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>climb −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dangerous limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dotted lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>danger colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corner line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slide zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>climb arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grid spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pit lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the space itself (how many spaces its lane has)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncertain: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackExporter</name>
    <message>
        <source>The track has no tiles yet: there is nothing to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the SVG</source>
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
    <message numerus="yes">
        <source>The track has %n tile(s); at most %1 are accepted.</source>
        <translation>
            <numerusform>The track has %n tile; at most %1 are accepted.</numerusform>
            <numerusform>The track has %n tiles; at most %1 are accepted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackPackage</name>
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
    <message>
        <source>The package&apos;s track.json is %1 MB; at most %2 MB are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackPoster</name>
    <message>
        <source>Untitled track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n lap</numerusform>
            <numerusform>%n laps</numerusform>
        </translation>
    </message>
    <message>
        <source>stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>course not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tiles placed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Total: %n tile(s)</source>
        <translation>
            <numerusform>Total: %n tile</numerusform>
            <numerusform>Total: %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>RX circuit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackPrintout</name>
    <message>
        <source>%1 — layout and build sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track has no tiles yet: there is nothing to print.</source>
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
    <message>
        <source>%1 — tiles to take out</source>
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
    <name>TrackScanner</name>
    <message>
        <source>The file no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a regular file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a track file.</source>
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
        <source>The track has no tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing is laid out yet: this track is a list of %n tile(s) to place.</source>
        <translation>
            <numerusform>Nothing is laid out yet: this track is a list of %n tile to place.</numerusform>
            <numerusform>Nothing is laid out yet: this track is a list of %n tiles to place.</numerusform>
        </translation>
    </message>
    <message>
        <source>Side a and side b of one physical tile cannot both be on the table: each side used takes a copy.</source>
        <translation type="unfinished"></translation>
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
        <translation>
            <numerusform>%n tile %1 of the list not placed yet.</numerusform>
            <numerusform>%n tiles %1 of the list not placed yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) %1 placed beyond the track&apos;s list.</source>
        <translation>
            <numerusform>%n tile %1 placed beyond the track&apos;s list.</numerusform>
            <numerusform>%n tiles %1 placed beyond the track&apos;s list.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no start/finish tile.</source>
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
        <source>Tile %1 is used as a corner: its branch through edge %2 is not part of the course.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Needs %n copies of tile %1: %2. Say which boxes you own to check it.</source>
        <translation>
            <numerusform>Needs %n copies of tile %1: %2. Say which boxes you own to check it.</numerusform>
            <numerusform>Needs %n copies of tile %1: %2. Say which boxes you own to check it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tile list needs %n copies of tile %1: %2. Say which boxes you own to check it.</source>
        <translation>
            <numerusform>The tile list needs %n copies of tile %1: %2. Say which boxes you own to check it.</numerusform>
            <numerusform>The tile list needs %n copies of tile %1: %2. Say which boxes you own to check it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Following the road from the RX pre-grid tile %1, no junction leads onto a circuit: it stops at tile %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The RX grid joins the road, but the lap from that junction does not come back to it: it stops at tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles do not tell which end of the stage is the start: it runs from tile %1 to tile %2 (the track&apos;s properties can turn it round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles do not tell which way the RX circuit or its joker is driven: the course arrows show the way chosen (the one that turns least where the roads fork).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The RX circuit has no joker: no branch leaves the lap and rejoins it (RX mode: every car takes the joker once; community digest, Course Design).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 belongs to %2, but this track is for %3 (mixed tracks: the combined GT/DIRT rules of the community digest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an edge: its letter and the way it faces on screen</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The road of tile %1 runs across edge %2 into a side of tile %3 that has no road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet at edge %3 with %4 and %5 lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet at edge %3 with a skewed half-space edge against a straight edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Scenery tile %1 is used %n time(s),</source>
        <translation>
            <numerusform>Scenery tile %1 is used %n time,</numerusform>
            <numerusform>Scenery tile %1 is used %n times,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but the chosen boxes hold %n copy(ies): any scenery will do, or none.</source>
        <translation>
            <numerusform>but the chosen boxes hold %n copy: any scenery will do, or none.</numerusform>
            <numerusform>but the chosen boxes hold %n copies: any scenery will do, or none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tile %1 is used %n time(s),</source>
        <translation>
            <numerusform>Tile %1 is used %n time,</numerusform>
            <numerusform>Tile %1 is used %n times,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but the chosen boxes hold %n copy(ies).</source>
        <translation>
            <numerusform>but the chosen boxes hold %n copy.</numerusform>
            <numerusform>but the chosen boxes hold %n copies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tile list needs tile %1 %n time(s),</source>
        <translation>
            <numerusform>The tile list needs tile %1 %n time,</numerusform>
            <numerusform>The tile list needs tile %1 %n times,</numerusform>
        </translation>
    </message>
    <message>
        <source>The road of tile %1 ends at edge %2 with no tile beyond.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assistance tile at (%1, %2) must follow the finish tile of the stage, not tile %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assistance tile at (%1, %2) must follow the finish tile of the stage, not its start tile %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Pit Stop tile at (%1, %2) should be placed next to the track (GT rulebook, Setup 1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnOrder</name>
    <message>
        <source>%1 before %2: gear 0 counts as higher than 00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: higher gear (%3 against %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: same gear, and cars on the track play before cars off it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: level on distance, and a car on the track goes before one off it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: same gear, and %1 is further along the track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: %1 is further along the track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: same gear and distance, and %1 is on the inside of the current or next corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are level on every count: the rulebook leaves it to the players (the most logical solution, a vote, or a coin toss); they keep the order given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: %2 starts the stage this round and plays after the cars already on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: both return to the track this round, and %1 left it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before %2: both are off the track level, and %1 left it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts the stage this round: its car goes on the space behind the starting line, in gear 0.</source>
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
        <translation>
            <numerusform>Flip %n tile</numerusform>
            <numerusform>Flip %n tiles</numerusform>
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
        <translation>
            <numerusform>Move %n tile</numerusform>
            <numerusform>Move %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Append tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>Paste %n tile</numerusform>
            <numerusform>Paste %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>Place %n tile</numerusform>
            <numerusform>Place %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>Cut %n tile</numerusform>
            <numerusform>Cut %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tile(s)</source>
        <translation>
            <numerusform>Delete %n tile</numerusform>
            <numerusform>Delete %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>Rotate %n tile</numerusform>
            <numerusform>Rotate %n tiles</numerusform>
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
        <translation>
            <numerusform>%1, stage %2: %n penalty token</numerusform>
            <numerusform>%1, stage %2: %n penalty tokens</numerusform>
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
        <source>Lay out tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import corrections from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the dashboard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the 0 sides of the gear %1 deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset all game data to the built-in values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a 0 side to the gear %1 deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a 0 side from the gear %1 deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a gear marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the car to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back onto the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces in a lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces on a road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a slide zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the start/finish line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the data comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangerous corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharp corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple-lane corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pit lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the season&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stage %2: spare tyre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as uncertain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as certain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dotted lines at</source>
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
        <source>The archive is damaged: it has more than one end of archive record.</source>
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
        <source>The archive is damaged: its directory lies outside the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: its directory does not end where the end record begins.</source>
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
        <source>The entry &quot;%1&quot; is compressed more than %2 times: it looks like a decompression bomb.</source>
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
    <message numerus="yes">
        <source>The archive has %n entry(ies); a track package has only a few (at most %1 are accepted).</source>
        <translation>
            <numerusform>The archive has %n entry; a track package has only a few (at most %1 are accepted).</numerusform>
            <numerusform>The archive has %n entries; a track package has only a few (at most %1 are accepted).</numerusform>
        </translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; would unpack to %2 MB; at most %3 MB are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive would unpack to more than %1 MB.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZipEntries</name>
    <message>
        <source>%1 would unpack to %2 bytes; at most %3 are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: %1 cannot be found in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: %1 cannot be unpacked (zip error %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: %1 cannot be unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged or hostile: %1 unpacks to more than it declares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: %1 fails its checksum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged: %1 is shorter than it declares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add %1 to the archive (zip error %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Language: en or ru (default: as set in the app, else the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to PNG and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracks to open: the first in the designer, the others in the track library.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
