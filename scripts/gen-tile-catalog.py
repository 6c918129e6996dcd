#!/usr/bin/env python3
"""Re-encodes the tile facts of ../shared/research/tile-catalog-facts.md (section 7) into
Pacenotes' own catalog format, resources/catalog/tiles.json.

Run once when the facts change; the JSON is the file the app loads and the tests pin.
Usage: python3 scripts/gen-tile-catalog.py ../shared/research/tile-catalog-facts.md > resources/catalog/tiles.json
"""
import json, re, sys
from collections import OrderedDict

BOXES = OrderedDict([
    ("GT Core", ("gt-core", "gt", False)),
    ("GT Championship", ("gt-championship", "gt", False)),
    ("GT World Tour", ("gt-world-tour", "gt", False)),
    ("GT Team Challenge", ("gt-team-challenge", "gt", False)),
    ("GT Adrenaline Pack", ("gt-adrenaline-pack", "gt", False)),
    ("DIRT Core", ("dirt-core", "dirt", False)),
    ("DIRT Monte Carlo", ("dirt-monte-carlo", "dirt", False)),
    ("DIRT 110%", ("dirt-110", "dirt", True)),
    ("DIRT RX", ("dirt-rx", "dirt", False)),
    ("DIRT Climb", ("dirt-climb", "dirt", False)),
    ("DIRT Copilot Pack", ("dirt-copilot-pack", "dirt", True)),
])
BOX_NAMES = {
    "gt-core": "Rallyman: GT core box",
    "gt-championship": "GT Championship",
    "gt-world-tour": "GT World Tour",
    "gt-team-challenge": "GT Team Challenge",
    "gt-adrenaline-pack": "GT Adrenaline Pack",
    "dirt-core": "Rallyman: DIRT core box",
    "dirt-monte-carlo": "DIRT Monte Carlo",
    "dirt-110": "DIRT 110%",
    "dirt-rx": "DIRT RX",
    "dirt-climb": "DIRT Climb",
    "dirt-copilot-pack": "DIRT Copilot Pack",
}
TERRAIN = {"asphalt": "asphalt", "gravel": "gravel", "snow": "snow", "—": None}
DANGER = {"yellow (low)": "yellow", "orange (med)": "orange", "red (high)": "red", "—": None}
KIND = {"straight": "straight", "bend60": "bend60", "bend120": "bend120",
        "skew-straight": "skewStraight", "kink/chicane": "kink"}


def game_of(number):
    return "gt" if (100 <= number < 200 or number == 901) else "dirt"


def parse_boxes(text):
    out = []
    for part in text.split(";"):
        part = part.strip()
        m = re.match(r"(.+?)\s*(\(discont\.\))?\s*×(\d+)$", part)
        if not m:
            raise SystemExit("bad box cell: %r" % text)
        name = m.group(1).strip()
        out.append((BOXES[name][0], int(m.group(3))))
    return out


def parse_edges(text):
    if text in ("—", ""):
        return []
    edges = []
    for tok in text.split():
        m = re.match(r"([A-F])(\d)(s?)$", tok)
        if not m:
            raise SystemExit("bad edge %r" % tok)
        edges.append(OrderedDict(edge=m.group(1), lanes=int(m.group(2)), skewed=bool(m.group(3))))
    return edges


def parse_paths(text):
    if text in ("—", ""):
        return []
    if text.startswith("D only"):
        return [OrderedDict([("from", "D"), ("to", "D"), ("kind", "deadEnd")])]
    paths = []
    for part in text.split(";"):
        part = part.strip()
        m = re.match(r"([A-F])–([A-F]) (straight|bend60|bend120|skew-straight|kink/chicane)(?: \(in@([A-F]):([LR]), in@([A-F]):([LR])\))?$", part)
        if not m:
            raise SystemExit("bad connection %r" % part)
        p = OrderedDict([("from", m.group(1)), ("to", m.group(2)), ("kind", KIND[m.group(3)])])
        if m.group(4):
            side = {"L": "left", "R": "right"}
            p["insideLane"] = OrderedDict([(m.group(4), side[m.group(5)]), (m.group(6), side[m.group(7)])])
        paths.append(p)
    return paths


def parse_structure(text, paths):
    t = text.strip()
    if t.startswith("junction"):
        return "junction"
    if t == "crossing":
        return "crossing"
    if t == "two separate paths":
        return "separate"
    return "single" if paths else "none"


def parse_markings(text):
    if text in ("—", ""):
        return []
    out = []
    for part in [p.strip() for p in text.split(",")]:
        m = re.match(r"lim (\d) \+ hazard$", part)
        if m:
            out.append(OrderedDict(kind="limitHazard", value=int(m.group(1)))); continue
        m = re.match(r"lim (\d)$", part)
        if m:
            out.append(OrderedDict(kind="limit", value=int(m.group(1)))); continue
        m = re.match(r"shortcut \(lim (\d)\)$", part)
        if m:
            out.append(OrderedDict(kind="shortcut", value=int(m.group(1)))); continue
        m = re.match(r"jump (\d)$", part)
        if m:
            out.append(OrderedDict(kind="jump", value=int(m.group(1)))); continue
        if part == "hazard":
            out.append(OrderedDict(kind="hazard")); continue
        if part == "water":
            out.append(OrderedDict(kind="water")); continue
        if part == "climb arrows":
            out.append(OrderedDict(kind="climb")); continue
        raise SystemExit("bad marking %r" % part)
    return out


# What the line on a start/finish tile is, and where that comes from. A DIRT stage runs from its
# start tile to its finish tile; the RX pre-grid tile leads onto a circuit.
LINES = {
    "202": ("start", "Rallyman: DIRT rulebook, READY TO PLAY: every stage lists one 202 and one 203; in the "
                     "community transcription of those stages (../shared/data/dirt-rulebook-layouts) the "
                     "Assistance tile, which follows the finish (DIRT rulebook, Assistance), always joins 203."),
    "203": ("finish", "As 202: the Assistance tile joins 203 in every transcribed rulebook stage that has it."),
    "301": ("start", "Inferred, not stated by any source: the Monte Carlo / 110% pair 301-302 taken to match "
                     "202-203 (lower number the start)."),
    "302": ("finish", "Inferred, not stated by any source: the Monte Carlo / 110% pair 301-302 taken to match "
                      "202-203 (higher number the finish)."),
    "401": ("preGrid", "Community digest of the GT/DIRT rules, Course Design, RX mode: 'Include the pre-grid "
                       "tile (401) as a starting point, connected into the circuit with a Y junction.'"),
}


def parse_role(text, number):
    t = text.strip()
    if t == "start/finish":
        return "startFinish", None, None
    if t.startswith("pit stop"):
        return "pit", None, None
    if t.startswith("filler:"):
        return "filler", t[len("filler:"):].strip(), None
    if t.startswith("end cap"):
        return "assistance", None, ("DIRT core box: '31 double-sided Track tiles' plus '1 Assistance tile' "
                                    "(DIRT rulebook, components); 201 is the only core tile with a single "
                                    "dead-end opening, and the ready-made stages with Assistance list 201a.")
    if t.startswith("[I]"):
        return "track", None, t[3:].strip()
    if t == "":
        return "track", None, None
    raise SystemExit("bad role %r" % t)


def main(path):
    rows = []
    in_table = False
    for line in open(path, encoding="utf-8"):
        if line.startswith("## 7. Tile catalog"):
            in_table = True
        elif line.startswith("### 7.1"):
            in_table = False
        if in_table and re.match(r"\| \d{3}[ab]? \|", line):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            rows.append(cells)
    sides = []
    box_tiles = OrderedDict((v[0], OrderedDict()) for v in BOXES.values())
    for cells in rows:
        sid, boxes, _variants, terrain, danger, edges, conns, structure, role, features = cells
        number = int(sid[:3])
        side = sid[3:] or None
        for box, copies in parse_boxes(boxes):
            prev = box_tiles[box].get(str(number))
            if prev is not None and prev != copies:
                raise SystemExit("copies differ between sides of %d" % number)
            box_tiles[box][str(number)] = copies
        paths = parse_paths(conns)
        role_id, filler, note = parse_role(role, number)
        rec = OrderedDict()
        rec["id"] = sid
        rec["tile"] = number
        rec["side"] = side
        rec["game"] = game_of(number)
        rec["terrain"] = TERRAIN[terrain]
        rec["danger"] = DANGER[danger]
        rec["role"] = role_id
        if role_id == "startFinish":
            line, line_source = LINES.get(str(number), ("startFinish", None))
            rec["line"] = line
            if line_source:
                rec["lineSource"] = line_source
        if filler:
            rec["fillerScene"] = filler
        rec["edges"] = parse_edges(edges)
        rec["paths"] = paths
        rec["structure"] = parse_structure(structure, paths)
        rec["markings"] = parse_markings(features)
        if note:
            rec["note"] = note
        sides.append(rec)
    boxes_out = []
    for name, (bid, game, disc) in BOXES.items():
        boxes_out.append(OrderedDict(id=bid, name=BOX_NAMES[bid], game=game, discontinued=disc,
                                     tiles=box_tiles[bid]))
    doc = OrderedDict()
    doc["format"] = "pacenotes-tile-catalog"
    doc["formatVersion"] = 1
    doc["source"] = ("Tile facts (edges, lanes, skew, connections, terrain, danger colour, tile-level markings, "
                     "box contents and copies) from Rekee by Tobias Rapp, github.com/t-rapp/rekee, src/tile.rs "
                     "and src/edition.rs at commit cca9e21 (2026-02-08), as restated in Pacenotes' research notes "
                     "(tile-catalog-facts.md, section 7). Re-encoded in Pacenotes' own format; no code or artwork "
                     "taken. Start/finish tiles, the pit tile and the fillers as listed there.")
    doc["conventions"] = ("Edges A..F are tile-local, in the tile's native orientation. A tile placed with "
                          "rotation r shows local edge X on world edge (X + r) mod 6. 'skewed' marks an edge that "
                          "ends in half a track space (the 30-degree roads of the GT expansions); the facts do not "
                          "say which half, so two edges join when lanes and the skewed flag are equal. "
                          "'insideLane' (kinks) gives, per entry edge, the side of the inside lane as seen by the "
                          "driver. Markings are tile-level: they say a marking of that value is printed somewhere "
                          "on the side, not where, nor how many times.")
    doc["boxes"] = boxes_out
    doc["sides"] = sides
    json.dump(doc, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


main(sys.argv[1])
