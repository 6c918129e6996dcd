#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Readings of the tile pictures: check, compare, merge (docs/space-packs.md, "Readings").

Every tile side is read twice, independently (readers A and B), into the reading format
("pacenotes-space-reading", version 1). This script

  check FILE|DIR...            checks reading files against the format and the tile catalog
                               (roads exist, lanes per road match the edges, marks valid for
                               the game, the side's markings against the catalog's tile-level
                               list). Exit 0: no errors (warnings allowed); 1: errors.
  compare A_DIR B_DIR          compares A and B side by side: prints every disagreement (side,
                               road, lane, space, field, A vs B) and the disagreement rate per
                               field; --out FILE writes the list to settle as JSON and
                               --settle-dir DIR one task file per side for the third look.
                               Exit 0 always (disagreements are expected).
  merge A_DIR B_DIR --out DIR  writes one final reading per side: what A and B agree on, and for
                               everything else the third look's settlement
                               (--settled DIR/<side>.json, the same format, only the disputed
                               parts). Exit 0: every disagreement settled; 1: some are not (the
                               final reading then keeps them uncertain and says so).

The final readings go to `pacenotes spaces from-readings DIR --out PACK --date DATE`.
Output is deterministic: sorted sides, sorted keys, no clock.
"""

import argparse
import collections
import json
import os
import re
import sys

FORMAT = "pacenotes-space-reading"
FORMAT_VERSION = 1
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CATALOG = os.path.join(HERE, "..", "resources", "catalog", "tiles.json")

TOP_KEYS = {"format", "formatVersion", "side", "reader", "pictures", "markingsDifferBetweenVariants",
            "roads", "spans", "offRoad", "startFinish", "shared", "notes", "drivingFrom"}
ROAD_KEYS = {"road", "lanes"}
LANE_KEYS = {"lane", "spaces", "confidence", "why", "marks", "note"}
MARK_FIELDS = ["limit", "dangerous", "hazard", "sharp", "line", "lineEnds", "tripleLane", "danger", "terrain",
               "corner", "slide", "shortcut", "jump", "water", "climb", "grid", "other"]
MARK_KEYS = {"space", "confidence", "why", "note"} | set(MARK_FIELDS)
# A span's marks may give sharp-corner lines per lane (FORMAT.md, decisions after the first batch).
SPAN_MARK_KEYS = (MARK_KEYS - {"space"}) | {"lineByLane", "lineEndsByLane"}
SPAN_KEYS = {"road", "lanes", "fromSpace", "at", "marks", "confidence", "why", "note"}
OFFROAD_KEYS = {"road", "besideLane", "from", "to", "spaces", "marks", "confidence", "why", "note"}
GT_ONLY = {"dangerous", "sharp", "line", "lineEnds", "tripleLane"}
LINE_ENDS = ("both", "start", "end")
DIRT_ONLY = {"terrain", "corner", "slide", "shortcut", "jump", "water", "climb"}
# The fields compared one by one ("sharp" carries its line's number: "sharp" = 1, 2… or "!").
# "other" (a marking in words) is not compared: the texts are joined into the final reading.
COMPARED = ["limit", "dangerous", "hazard", "sharp", "tripleLane", "danger", "terrain", "corner", "slide",
            "shortcut", "jump", "water", "climb", "grid"]


# --------------------------------------------------------------------------------------------
# The catalog

class Catalog:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        self.sides = {s["id"]: s for s in data["sides"]}

    def side(self, side_id):
        return self.sides.get(str(side_id).lower()) or self.sides.get(str(side_id))

    @staticmethod
    def roads(side):
        return ["%s-%s" % (p["from"], p["to"]) for p in side["paths"]]

    @staticmethod
    def lanes(side, road_index):
        p = side["paths"][road_index]
        edges = {e["edge"]: e for e in side["edges"]}
        a = edges.get(p["from"], {}).get("lanes", 0)
        b = a if p["kind"] == "deadEnd" else edges.get(p["to"], {}).get("lanes", 0)
        return max(a, b)

    @staticmethod
    def skewed_both_ends(side, road_index):
        p = side["paths"][road_index]
        edges = {e["edge"]: e for e in side["edges"]}
        return bool(edges.get(p["from"], {}).get("skewed")) and bool(edges.get(p["to"], {}).get("skewed"))


# --------------------------------------------------------------------------------------------
# Checking one reading

class Problems:
    def __init__(self, where):
        self.where = where
        self.errors = []
        self.warnings = []

    def error(self, path, text):
        self.errors.append("%s: %s" % (path, text) if path else text)

    def warning(self, path, text):
        self.warnings.append("%s: %s" % (path, text) if path else text)


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def check_confidence(obj, path, p):
    c = obj.get("confidence", "certain")
    if c not in ("certain", "uncertain"):
        p.error(path + ".confidence", 'expected "certain" or "uncertain", not %r' % (c,))
    elif c == "uncertain" and not str(obj.get("why", "")).strip():
        p.warning(path, 'uncertain without a "why"')
    if "why" in obj and not isinstance(obj["why"], str):
        p.error(path + ".why", "expected text")


def check_marks(m, path, p, game, allowed, role):
    """Checks the mark fields of one object; returns the fields it sets."""
    for k in m:
        if k not in allowed:
            p.error(path, "unknown field %r (expected one of: %s)" % (k, ", ".join(sorted(allowed))))
    check_confidence(m, path, p)
    if "limit" in m and not (is_int(m["limit"]) and 1 <= m["limit"] <= 6):
        p.error(path + ".limit", "expected a whole number from 1 to 6")
    for b in ("dangerous", "hazard", "sharp", "tripleLane", "shortcut", "water", "grid"):
        if b in m and not isinstance(m[b], bool):
            p.error(path + "." + b, "expected true or false")
    if m.get("dangerous") and "limit" not in m:
        p.error(path, "a dangerous limit (n!) needs its number in \"limit\"")
    if "line" in m and not ((is_int(m["line"]) and 1 <= m["line"] <= 6) or m["line"] == "!"):
        p.error(path + ".line", 'expected a number from 1 to 6 or "!"')
    if "line" in m and not m.get("sharp"):
        p.error(path, 'a dotted line\'s number belongs to a sharp-corner space: add "sharp": true')
    if "lineEnds" in m and m["lineEnds"] not in LINE_ENDS:
        p.error(path + ".lineEnds", 'expected "both", "start" or "end"')
    if "lineEnds" in m and not m.get("sharp"):
        p.error(path, 'dotted lines belong to a sharp-corner space: add "sharp": true')
    if "lineEndsByLane" in m:
        lel = m["lineEndsByLane"]
        if not (isinstance(lel, dict) and lel and all(re.fullmatch(r"[1-8]", str(k)) for k in lel)
                and all(v in LINE_ENDS for v in lel.values())):
            p.error(path + ".lineEndsByLane", 'expected {"<lane>": "both", "start" or "end"}')
    if "lineByLane" in m:
        lbl = m["lineByLane"]
        if not (isinstance(lbl, dict) and lbl and all(re.fullmatch(r"[1-8]", str(k)) for k in lbl)
                and all((is_int(v) and 1 <= v <= 6) or v == "!" for v in lbl.values())):
            p.error(path + ".lineByLane", 'expected {"<lane>": 1 to 6 or "!"}')
        if "line" in m:
            p.error(path, 'give "line" or "lineByLane", not both')
        if not m.get("sharp"):
            p.error(path, 'dotted lines belong to a sharp-corner space: add "sharp": true')
    if m.get("sharp") and "line" not in m and "lineByLane" not in m:
        p.error(path, 'a sharp-corner space needs the number (or "!") on its dotted lines in "line"')
    if "danger" in m and m["danger"] not in ("yellow", "orange", "red"):
        p.error(path + ".danger", 'expected "yellow", "orange" or "red"')
    if "terrain" in m and m["terrain"] not in ("asphalt", "gravel", "snow"):
        p.error(path + ".terrain", 'expected "asphalt", "gravel" or "snow"')
    if "corner" in m:
        c = m["corner"]
        if not (isinstance(c, dict) and set(c) == {"id", "line"} and isinstance(c["id"], (str, int))
                and c["line"] in ("inside", "outside")):
            p.error(path + ".corner", 'expected {"id": "1", "line": "inside" or "outside"}')
    if "slide" in m and not (isinstance(m["slide"], (str, int)) and not isinstance(m["slide"], bool) and str(m["slide"])):
        p.error(path + ".slide", "expected the slide zone's id")
    if "jump" in m and not (is_int(m["jump"]) and 1 <= m["jump"] <= 6):
        p.error(path + ".jump", "expected a whole number from 1 to 6")
    if "climb" in m and m["climb"] not in ("+1", "-1"):
        p.error(path + ".climb", 'expected "+1" or "-1"')
    if "other" in m and not (isinstance(m["other"], str) and m["other"].strip()):
        p.error(path + ".other", "expected the marking in words")
    wrong = (DIRT_ONLY if game == "gt" else GT_ONLY) & set(m)
    for k in sorted(wrong):
        if m.get(k) not in (False, None):
            p.error(path + "." + k, "a Rallyman: %s marking on a Rallyman: %s tile"
                    % ("DIRT" if game == "gt" else "GT", "GT" if game == "gt" else "DIRT"))
    if m.get("grid") and role != "startFinish":
        p.error(path + ".grid", "only start/finish tiles have a grid")
    if m.get("hazard") and game == "gt":
        p.warning(path + ".hazard", 'on GT tiles "!" on dotted lines is written "sharp": true, "line": "!", '
                  'and a "!" triangle with a number is a dangerous limit ("limit": n, "dangerous": true)')
    return {k for k in m if k in MARK_FIELDS}


def place_ok(obj, path, p, counts):
    if not isinstance(obj, dict) or set(obj) - {"lane", "space"}:
        p.error(path, 'expected {"lane": n, "space": k}')
        return False
    lane, space = obj.get("lane"), obj.get("space")
    if not (is_int(lane) and 1 <= lane <= len(counts)):
        p.error(path + ".lane", "expected a lane from 1 to %d" % len(counts))
        return False
    if not (is_int(space) and 1 <= space <= max(1, counts[lane - 1] or 40)):
        p.error(path + ".space", "expected a space from 1 to %s of lane %d" % (counts[lane - 1] or "?", lane))
        return False
    return True


def catalog_markings(side):
    out = collections.defaultdict(set)
    for m in side["markings"]:
        out[m["kind"]].add(m.get("value", True))
    return out


def reading_markings(r):
    """The tile-level markings a reading implies, in the catalog's kinds."""
    out = collections.defaultdict(set)

    def add(m):
        if m.get("shortcut") and "limit" in m:
            out["shortcut"].add(m["limit"])
        elif m.get("dangerous") and "limit" in m:
            out["limitHazard"].add(m["limit"])
        elif "limit" in m:
            out["limit"].add(m["limit"])
        if m.get("sharp") and is_int(m.get("line")):
            out["limit"].add(m["line"])  # the catalog lists dotted lines' numbers as limits (112b, 117b)
        if (m.get("sharp") and m.get("line") == "!") or m.get("hazard"):
            out["hazard"].add(True)
        if m.get("sharp") and isinstance(m.get("lineByLane"), dict):
            for v in m["lineByLane"].values():
                if is_int(v):
                    out["limit"].add(v)
                elif v == "!":
                    out["hazard"].add(True)
        if is_int(m.get("jump")):
            out["jump"].add(m["jump"])
        if m.get("water"):
            out["water"].add(True)
        if m.get("climb"):
            out["climb"].add(True)

    for road in r.get("roads") or []:
        for lane in road.get("lanes") or []:
            for m in lane.get("marks") or []:
                if isinstance(m, dict):
                    add(m)
    for group in ("spans", "offRoad"):
        for s in r.get(group) or []:
            if isinstance(s, dict) and isinstance(s.get("marks"), dict):
                add(s["marks"])
    return out


def check_reading(r, catalog, file_name=None, reader_dir=None):
    """Checks one reading (a parsed JSON value). Returns Problems."""
    p = Problems(file_name or "?")
    if not isinstance(r, dict):
        p.error("", "expected a JSON object")
        return p
    for k in r:
        if k not in TOP_KEYS:
            p.error("", "unknown field %r" % k)
    if "format" not in r or "formatVersion" not in r:
        p.warning("", 'missing "format": "%s", "formatVersion": %d' % (FORMAT, FORMAT_VERSION))
    elif r["format"] != FORMAT or r["formatVersion"] != FORMAT_VERSION:
        p.error("format", 'expected "%s", version %d' % (FORMAT, FORMAT_VERSION))
    side = catalog.side(r.get("side", ""))
    if side is None:
        p.error("side", "%r is not a tile side of the catalog" % (r.get("side"),))
        return p
    if file_name and os.path.splitext(os.path.basename(file_name))[0] != side["id"]:
        p.error("side", "the file of side %s is named %s" % (side["id"], os.path.basename(file_name)))
    if reader_dir and r.get("reader") and str(r["reader"]) != reader_dir:
        p.warning("reader", "%r in folder %s" % (r["reader"], reader_dir))
    pics = r.get("pictures")
    if not (isinstance(pics, list) and pics and all(isinstance(x, str) for x in pics)):
        p.error("pictures", "expected the picture files looked at")
    else:
        pattern = re.compile(r"^tile-%s(-[0-9]+)?\.(png|webp)$" % re.escape(side["id"]))
        for x in pics:
            if not pattern.match(x):
                p.warning("pictures", "%r is not a picture of %s" % (x, side["id"]))
    if "markingsDifferBetweenVariants" in r and not isinstance(r["markingsDifferBetweenVariants"], bool):
        p.error("markingsDifferBetweenVariants", "expected true or false")
    if r.get("markingsDifferBetweenVariants") and not str(r.get("notes", "")).strip():
        p.warning("notes", "the variants' markings differ: say how in the notes")
    if "notes" in r and not isinstance(r["notes"], str):
        p.error("notes", "expected text")
    if "drivingFrom" in r and r["drivingFrom"] not in [e["edge"] for e in side["edges"]]:
        p.error("drivingFrom", "expected an edge of the side's roads (%s)" % ", ".join(e["edge"] for e in side["edges"]))

    game, role = side["game"], side["role"]
    names = Catalog.roads(side)
    roads = r.get("roads")
    counts = {}
    if not isinstance(roads, list):
        p.error("roads", "expected a list of roads")
        roads = []
    seen = []
    for i, road in enumerate(roads):
        path = "roads[%d]" % i
        if not isinstance(road, dict):
            p.error(path, "expected an object")
            continue
        for k in road:
            if k not in ROAD_KEYS:
                p.error(path, "unknown field %r" % k)
        name = road.get("road")
        known = name in names
        if not known:
            rev = "-".join(reversed(str(name).split("-")))
            hint = " (the catalog names it %s: positions count from its first edge)" % rev if rev in names else ""
            p.error(path + ".road", "%r is not a road of %s; its roads are %s%s" % (name, side["id"], ", ".join(names), hint))
        elif name in seen:
            p.error(path + ".road", "%s is read twice" % name)
            continue
        else:
            seen.append(name)
        lanes = road.get("lanes")
        if not isinstance(lanes, list):
            p.error(path + ".lanes", "expected a list of lanes")
            continue
        # The lanes' marks are checked even on a road named wrongly; their count needs the road.
        n = Catalog.lanes(side, names.index(name)) if known else max([0] + [l.get("lane") for l in lanes
                                                                          if isinstance(l, dict) and is_int(l.get("lane"))])
        ri = names.index(name) if known else None
        got = sorted(l.get("lane") for l in lanes if isinstance(l, dict) and is_int(l.get("lane")))
        if known and got != list(range(1, n + 1)):
            p.error(path + ".lanes", "road %s has %d lanes by the catalog's edges; read: %s" % (name, n, got))
        lane_counts = [0] * n
        for j, lane in enumerate(lanes):
            lpath = "%s.lanes[%d]" % (path, j)
            if not isinstance(lane, dict):
                p.error(lpath, "expected an object")
                continue
            for k in lane:
                if k not in LANE_KEYS:
                    p.error(lpath, "unknown field %r" % k)
            ln, count = lane.get("lane"), lane.get("spaces", "missing")
            if count is None:
                # A lane that cannot be seen (a tunnel): the app keeps its template count, uncertain.
                if lane.get("confidence") != "uncertain" or not str(lane.get("why", "")).strip():
                    p.warning(lpath, '"spaces": null is for a lane that cannot be seen: say "uncertain" and why')
                count = 0
            elif count == 0:
                # No spaces of its own (another branch's tarmac, the Assistance tile).
                if not str(lane.get("note", "")).strip() and side["role"] != "assistance":
                    p.warning(lpath, '"spaces": 0: say in the lane\'s note whose tarmac it is')
            elif not (is_int(count) and 1 <= count <= 40):
                p.error(lpath + ".spaces", "expected how many spaces the lane has (0 to 40, or null when it cannot be seen)")
                count = 0
            elif count < 2 and ri is not None and Catalog.skewed_both_ends(side, ri):
                p.warning(lpath + ".spaces", "both ends of this road are skewed half spaces: a lane has at least 2")
            if is_int(ln) and 1 <= ln <= n:
                lane_counts[ln - 1] = count
            check_confidence(lane, lpath, p)
            marks = lane.get("marks", [])
            if not isinstance(marks, list):
                p.error(lpath + ".marks", "expected a list")
                continue
            fields_at = collections.defaultdict(dict)
            for k, m in enumerate(marks):
                mpath = "%s.marks[%d]" % (lpath, k)
                if not isinstance(m, dict):
                    p.error(mpath, "expected an object")
                    continue
                sp = m.get("space")
                if not (is_int(sp) and 1 <= sp <= max(count, 1)):
                    p.error(mpath + ".space", "expected a space from 1 to %d" % count)
                check_marks(m, mpath, p, game, MARK_KEYS, role)
                if m.get("shortcut"):
                    p.warning(mpath, "a shortcut space lies beside the road: list it in offRoad")
                for f in MARK_FIELDS:
                    if f in m:
                        if f in fields_at[sp] and fields_at[sp][f] != m[f]:
                            p.error(mpath + "." + f, "space %s's %s is read twice, differently" % (sp, f))
                        fields_at[sp][f] = m[f]
        if known:
            counts[name] = lane_counts
    for name in names:
        if name not in seen:
            p.error("roads", "road %s of the catalog is not read" % name)
    if seen and seen != [x for x in names if x in seen]:
        p.warning("roads", "roads are not in the catalog's order (%s)" % ", ".join(names))

    for i, s in enumerate(r.get("spans") or []):
        path = "spans[%d]" % i
        if not isinstance(s, dict):
            p.error(path, "expected an object")
            continue
        for k in s:
            if k not in SPAN_KEYS:
                p.error(path, "unknown field %r" % k)
        if s.get("road") not in counts:
            p.error(path + ".road", "expected one of %s" % ", ".join(names))
            continue
        c = counts[s["road"]]
        ls = s.get("lanes")
        if not (isinstance(ls, list) and len(ls) == 2 and all(is_int(x) for x in ls) and 1 <= ls[0] < ls[1] <= len(c)):
            p.error(path + ".lanes", "expected [first, last] lanes from 1 to %d" % len(c))
        place_ok(s.get("fromSpace"), path + ".fromSpace", p, c)
        if isinstance(ls, list) and len(ls) == 2 and isinstance(s.get("fromSpace"), dict) and s["fromSpace"].get("lane") != ls[0]:
            p.warning(path + ".fromSpace", "names a space of lane %s; the first lane covered is %s" % (s["fromSpace"].get("lane"), ls[0]))
        for k, a in enumerate(s.get("at") or []):
            if place_ok(a, "%s.at[%d]" % (path, k), p, c) and isinstance(ls, list) and len(ls) == 2 \
                    and not (ls[0] <= a["lane"] <= ls[1]):
                p.error("%s.at[%d].lane" % (path, k), "lane %s is not covered by the span" % a["lane"])
        check_confidence(s, path, p)
        marks = s.get("marks", {})
        if not isinstance(marks, dict):
            p.error(path + ".marks", "expected an object")
        else:
            check_marks(marks, path + ".marks", p, game, SPAN_MARK_KEYS, role)
            for lane in (marks.get("lineByLane") or {}) if isinstance(marks.get("lineByLane"), dict) else {}:
                if isinstance(ls, list) and len(ls) == 2 and not (ls[0] <= int(lane) <= ls[1]):
                    p.error(path + ".marks.lineByLane", "lane %s is not covered by the span" % lane)
    for i, o in enumerate(r.get("offRoad") or []):
        path = "offRoad[%d]" % i
        if not isinstance(o, dict):
            p.error(path, "expected an object")
            continue
        for k in o:
            if k not in OFFROAD_KEYS:
                p.error(path, "unknown field %r" % k)
        if game != "dirt":
            p.error(path, "spaces beside the road (shortcuts) are a Rallyman: DIRT marking")
        if o.get("road") not in counts:
            p.error(path + ".road", "expected one of %s" % ", ".join(names))
            continue
        c = counts[o["road"]]
        if not (is_int(o.get("besideLane")) and 1 <= o["besideLane"] <= len(c)):
            p.error(path + ".besideLane", "expected a lane from 1 to %d" % len(c))
        place_ok(o.get("from"), path + ".from", p, c)
        place_ok(o.get("to"), path + ".to", p, c)
        if "spaces" in o and not (is_int(o["spaces"]) and 1 <= o["spaces"] <= 6):
            p.error(path + ".spaces", "expected a count from 1 to 6")
        check_confidence(o, path, p)
        marks = o.get("marks", {})
        if not isinstance(marks, dict):
            p.error(path + ".marks", "expected an object")
        else:
            check_marks(marks, path + ".marks", p, game, MARK_KEYS - {"space"}, role)
    sf = r.get("startFinish")
    if sf is not None:
        lines = sf if isinstance(sf, list) else [sf]  # several lines on one side: a list
        if role != "startFinish":
            p.error("startFinish", "%s is no start/finish tile" % side["id"])
        for i, line in enumerate(lines):
            path = "startFinish" if not isinstance(sf, list) else "startFinish[%d]" % i
            if role != "startFinish":
                break
            if not isinstance(line, dict) or set(line) - {"road", "lane", "afterSpace", "drivingFrom", "confidence", "why"}:
                p.error(path, 'expected {"road", "lane": 1, "afterSpace": k, "drivingFrom", "confidence", "why"}')
            elif line.get("road") not in counts:
                p.error(path + ".road", "expected one of %s" % ", ".join(names))
            else:
                c = counts[line["road"]]
                lane = line.get("lane", 1)
                if not (is_int(lane) and 1 <= lane <= len(c)):
                    p.error(path + ".lane", "expected a lane from 1 to %d" % len(c))
                elif not (is_int(line.get("afterSpace")) and 0 <= line["afterSpace"] <= c[lane - 1]):
                    p.error(path + ".afterSpace", "expected 0 to %d" % c[lane - 1])
                if "drivingFrom" in line and line["drivingFrom"] not in [e["edge"] for e in side["edges"]]:
                    p.error(path + ".drivingFrom", "expected an edge of the side's roads")
    elif role == "startFinish":
        p.error("startFinish", "%s is a start/finish tile: where is its line?" % side["id"])
    for i, s in enumerate(r.get("shared") or []):
        path = "shared[%d]" % i
        if len(names) < 2:
            p.error(path, "%s has one road: nothing to share" % side["id"])
            break
        if not (isinstance(s, dict) and {"a", "b"} <= set(s) <= {"a", "b", "note"}):
            p.error(path, 'expected {"a": {"road", "lane", "space"}, "b": {…}, "note"}')
            continue
        roads_named = []
        for end in ("a", "b"):
            e = s[end]
            if not (isinstance(e, dict) and e.get("road") in counts):
                p.error("%s.%s.road" % (path, end), "expected one of %s" % ", ".join(names))
                continue
            roads_named.append(e["road"])
            place_ok({"lane": e.get("lane"), "space": e.get("space")}, "%s.%s" % (path, end), p, counts[e["road"]])
        if len(roads_named) == 2 and roads_named[0] == roads_named[1]:
            p.error(path, "names two spaces of the same road")

    # The catalog's tile-level markings against what the reading has.
    mine, listed = reading_markings(r), catalog_markings(side)
    for kind in sorted(set(mine) | set(listed)):
        extra, missing = mine[kind] - listed[kind], listed[kind] - mine[kind]
        say = lambda vals: " ".join([kind] + [str(v) for v in sorted(vals, key=str) if v is not True])
        if extra:
            p.warning("markings", "%s is read but the catalog does not list it for %s: look again and say so in notes"
                      % (say(extra), side["id"]))
        if missing:
            p.warning("markings", "the catalog lists %s for %s, which the reading lacks: look again and say so in notes"
                      % (say(missing), side["id"]))
    return p


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def repaired(r):
    """A reading with the known, lossless deviations from the format put right (a copy): a second
    start/finish line in "startFinishAlso" and "drivingFrom" given per road ({"B-F": "F"}) become
    the list of lines of FORMAT.md decision 8, each with its "drivingFrom". Returns (reading, what
    was repaired)."""
    if not isinstance(r, dict):
        return r, []
    r = json.loads(json.dumps(r))
    done = []
    per_road = r.get("drivingFrom") if isinstance(r.get("drivingFrom"), dict) else None
    if "startFinishAlso" in r or per_road is not None:
        lines = r.get("startFinish")
        lines = lines if isinstance(lines, list) else [lines] if isinstance(lines, dict) else []
        also = r.pop("startFinishAlso", [])
        lines += also if isinstance(also, list) else [also] if isinstance(also, dict) else []
        if per_road is not None:
            r.pop("drivingFrom")
            for line in lines:
                if isinstance(line, dict) and line.get("road") in per_road and "drivingFrom" not in line:
                    line["drivingFrom"] = per_road[line["road"]]
        r["startFinish"] = lines if len(lines) != 1 else lines[0]
        done.append("startFinishAlso/drivingFrom per road -> a list of start/finish lines")
    return r, done


def load_reading(path):
    """A reader's file as compare and merge use it (repaired)."""
    return repaired(load(path))[0]


def reading_files(args):
    for a in args:
        if os.path.isdir(a):
            for name in sorted(os.listdir(a)):
                if name.endswith(".json"):
                    yield os.path.join(a, name)
        else:
            yield a


def cmd_check(opts):
    catalog = Catalog(opts.catalog)
    errors = warnings = files = 0
    report = []
    for path in reading_files(opts.files):
        files += 1
        reader_dir = os.path.basename(os.path.dirname(os.path.abspath(path)))
        try:
            r = load(path)
        except (OSError, ValueError) as e:
            p = Problems(path)
            p.error("", "not readable JSON (%s)" % e)
        else:
            p = check_reading(r, catalog, path, reader_dir if len(reader_dir) == 1 else None)
        errors += len(p.errors)
        warnings += len(p.warnings)
        report.append({"file": path, "errors": p.errors, "warnings": p.warnings})
        if not opts.json:
            for e in p.errors:
                print("%s: error: %s" % (path, e))
            if not opts.quiet:
                for w in p.warnings:
                    print("%s: warning: %s" % (path, w))
    if opts.json:
        print(json.dumps({"files": files, "errors": errors, "warnings": warnings, "report": report},
                         indent=1, sort_keys=True, ensure_ascii=False))
    else:
        print("%d file(s) checked: %d error(s), %d warning(s)" % (files, errors, warnings))
    return 1 if errors else 0


# --------------------------------------------------------------------------------------------
# Normalising a reading for comparison and merging

def mark_fields(m, certain, why):
    """{field: (value, certain, why)} of one mark object; "sharp" carries its line's value."""
    out = {}
    certain = certain and m.get("confidence", "certain") != "uncertain"
    why = "; ".join(w for w in (why, m.get("why", "")) if w)
    for f in MARK_FIELDS:
        if f not in m or f in ("line", "lineEnds"):
            continue
        v = m[f]
        if f == "sharp":
            if not v:
                continue
            v = m.get("line", True)
            if m.get("lineEnds", "both") != "both":
                v = "%s@%s" % (v, m["lineEnds"])
        if f == "corner" and isinstance(v, dict):
            v = "%s/%s" % (v.get("id"), v.get("line"))
        if f == "slide":
            v = str(v)
        if v is False:
            continue
        out[f] = (v, certain, why)
    return out


def same_value(f, x, y):
    """Two readings of a field agree ("other" is free text: only whether there is one counts)."""
    if x is None or y is None:
        return x is None and y is None
    return True if f == "other" else x[0] == y[0]


def lane_marks(lane):
    """{space: {field: (value, certain, why)}} for one lane."""
    out = collections.defaultdict(dict)
    for m in lane.get("marks") or []:
        if isinstance(m, dict) and is_int(m.get("space")):
            out[m["space"]].update(mark_fields(m, True, ""))
    return out


def span_key(s):
    return "%s from lane %s space %s" % (s.get("road"), (s.get("fromSpace") or {}).get("lane"),
                                          (s.get("fromSpace") or {}).get("space"))


def span_fields(s):
    """The fields of one span: its extent ("lanes", "at") and its marks, the sharp corner's lines per
    lane ("1:1,2:!") whether they were given as "line" or "lineByLane"."""
    certain = s.get("confidence", "certain") != "uncertain"
    why = s.get("why", "")
    marks = dict(s.get("marks") or {})
    lanes = s.get("lanes") if isinstance(s.get("lanes"), list) and len(s.get("lanes")) == 2 else None
    per = {}
    if marks.get("sharp"):
        if isinstance(marks.get("lineByLane"), dict):
            per = {str(k): v for k, v in marks["lineByLane"].items()}
        elif "line" in marks and lanes:
            per = {str(l): marks["line"] for l in range(lanes[0], lanes[1] + 1)}
        ends = marks.get("lineEndsByLane") if isinstance(marks.get("lineEndsByLane"), dict) else {}
        for lane in per:
            end = ends.get(lane, marks.get("lineEnds", "both"))
            if end != "both":
                per[lane] = "%s@%s" % (per[lane], end)
    for k in ("lineByLane", "lineEndsByLane", "lineEnds"):
        marks.pop(k, None)
    fields = mark_fields(marks, certain, why)
    if "sharp" in fields:
        fields["sharp"] = (",".join("%s:%s" % (k, per[k]) for k in sorted(per)), fields["sharp"][1], fields["sharp"][2])
    fields["lanes"] = (json.dumps(lanes), certain, why)
    if s.get("at"):
        fields["at"] = (json.dumps(sorted((a.get("lane"), a.get("space")) for a in s["at"] if isinstance(a, dict))), certain, why)
    return fields


def spans_of(r):
    return {span_key(s): s for s in r.get("spans") or [] if isinstance(s, dict)}


def span_from_fields(key_span, fields):
    """A span object from merged fields (confidence uncertain when any field is)."""
    span = {"road": key_span["road"], "fromSpace": key_span["fromSpace"], "lanes": json.loads(fields["lanes"][0])}
    if "at" in fields:
        span["at"] = [{"lane": l, "space": k} for l, k in json.loads(fields["at"][0])]
    marks = {}
    for f, (value, certain, why) in fields.items():
        if f in ("lanes", "at"):
            continue
        if f == "sharp":
            per = dict(item.split(":", 1) for item in value.split(",") if item) if isinstance(value, str) else {}
            ends = {k: (v.split("@", 1)[1] if "@" in v else "both") for k, v in per.items()}
            per = {k: v.split("@", 1)[0] for k, v in per.items()}
            per = {k: (int(v) if v.isdigit() else v) for k, v in per.items()}
            marks["sharp"] = True
            covered = [str(l) for l in range(span["lanes"][0], span["lanes"][1] + 1)]
            if sorted(per) == covered and len(set(map(str, per.values()))) == 1:
                marks["line"] = per[covered[0]]
            else:
                marks["lineByLane"] = per
            if any(e != "both" for e in ends.values()):
                if len(set(ends.values())) == 1 and sorted(ends) == covered:
                    marks["lineEnds"] = next(iter(ends.values()))
                else:
                    marks["lineEndsByLane"] = ends
        elif f == "corner":
            cid, cline = str(value).split("/", 1)
            marks["corner"] = {"id": cid, "line": cline}
        else:
            marks[f] = value
    span["marks"] = marks
    doubts = [why for (v, certain, why) in fields.values() if not certain]
    if doubts:
        span["confidence"] = "uncertain"
        span["why"] = "; ".join(sorted(set(w for w in doubts if w)))[:480]
    return span


def canonical_ids(r):
    """Renames corner and slide ids of a reading by order of first appearance (road, lane, space),
    so that two readers' "1" and "2" compare equal when they mean the same corner."""
    corners, slides = {}, {}
    for road in r.get("roads") or []:
        for lane in sorted(road.get("lanes") or [], key=lambda l: l.get("lane", 0)):
            for m in sorted(lane.get("marks") or [], key=lambda m: m.get("space", 0)):
                if isinstance(m.get("corner"), dict):
                    corners.setdefault(str(m["corner"].get("id")), str(len(corners) + 1))
                if "slide" in m:
                    slides.setdefault(str(m["slide"]), str(len(slides) + 1))
    for group in ("spans", "offRoad"):
        for s in r.get(group) or []:
            if isinstance(s.get("marks"), dict) and "slide" in s["marks"]:
                slides.setdefault(str(s["marks"]["slide"]), str(len(slides) + 1))
    return corners, slides


def expand_slide_spans(r):
    """A DIRT slide zone drawn across the road is its lane spaces (FORMAT.md, decision 1): its
    marks go onto each lane space it covers, so that a zone read as a span and one read on the
    lanes compare (and convert) alike. Other spans (one printed space across lanes) stay."""
    lanes = lanes_of(r)
    kept = []
    for span in r.get("spans") or []:
        marks = span.get("marks") if isinstance(span, dict) else None
        if not (isinstance(marks, dict) and "slide" in marks and isinstance(span.get("lanes"), list)
                and len(span["lanes"]) == 2 and isinstance(span.get("fromSpace"), dict)):
            kept.append(span)
            continue
        at = {a.get("lane"): a.get("space") for a in span.get("at") or [] if isinstance(a, dict)}
        uncertain = span.get("confidence") == "uncertain" or marks.get("confidence") == "uncertain"
        for lane_no in range(span["lanes"][0], span["lanes"][1] + 1):
            lane = lanes.get((span.get("road"), lane_no))
            if lane is None:
                continue
            entry = {k: v for k, v in marks.items() if k in MARK_FIELDS}
            entry["space"] = at.get(lane_no, span["fromSpace"].get("space"))
            if uncertain:
                entry["confidence"] = "uncertain"
                why = "; ".join(w for w in (span.get("why", ""), marks.get("why", "")) if w)
                if why:
                    entry["why"] = why
            lane.setdefault("marks", []).append(entry)
    if "spans" in r:
        r["spans"] = kept


def normalised(r):
    """A reading with its slide zones on their lane spaces and canonical corner and slide ids (a copy)."""
    r = json.loads(json.dumps(r))
    expand_slide_spans(r)
    corners, slides = canonical_ids(r)

    def fix(m):
        if isinstance(m.get("corner"), dict):
            m["corner"]["id"] = corners.get(str(m["corner"].get("id")), str(m["corner"].get("id")))
        if "slide" in m:
            m["slide"] = slides.get(str(m["slide"]), str(m["slide"]))

    for road in r.get("roads") or []:
        for lane in road.get("lanes") or []:
            for m in lane.get("marks") or []:
                fix(m)
    for group in ("spans", "offRoad"):
        for s in r.get(group) or []:
            if isinstance(s.get("marks"), dict):
                fix(s["marks"])
    return r


def lanes_of(r):
    """{(road, lane): lane object}"""
    out = {}
    for road in r.get("roads") or []:
        for lane in road.get("lanes") or []:
            if isinstance(lane, dict):
                out[(road.get("road"), lane.get("lane"))] = lane
    return out


def structure_items(r, key):
    """A list field (offRoad, shared) or startFinish as comparable canonical text; confidence, reasons
    and remarks aside."""
    value = r.get(key)
    if key == "startFinish":
        value = value if isinstance(value, list) else [value] if value else []
    items = []
    for v in value or []:
        v = dict(v) if isinstance(v, dict) else v
        if isinstance(v, dict):
            for k in ("confidence", "why", "note", "drivingFrom"):
                v.pop(k, None)
            if isinstance(v.get("marks"), dict):
                v["marks"] = {k: x for k, x in v["marks"].items() if k not in ("confidence", "why", "note")}
        items.append(json.dumps(v, sort_keys=True))
    return sorted(items) if key != "startFinish" else items


def uncertain_structure(r, key):
    value = r.get(key)
    value = value if isinstance(value, list) else [value] if isinstance(value, dict) else []
    return any(isinstance(v, dict) and (v.get("confidence") == "uncertain"
                                        or (isinstance(v.get("marks"), dict) and v["marks"].get("confidence") == "uncertain"))
               for v in value)


# --------------------------------------------------------------------------------------------
# Comparing A and B

def show(v):
    if v is None:
        return "—"
    value, certain = v[0], v[1]
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text + ("" if certain else " (uncertain)")


def lane_text(lane):
    """A reader's words about a lane (its note and doubt), for the third look to find the place."""
    if not lane:
        return ""
    return " / ".join(str(lane.get(k, "")).strip() for k in ("note", "why") if str(lane.get(k, "")).strip())[:600]


def span_text(s):
    if s is None:
        return "—"
    marks = {k: v for k, v in (s.get("marks") or {}).items() if k not in ("note", "why", "confidence")}
    return "read: lanes %s, %s" % (s.get("lanes"), json.dumps(marks, sort_keys=True, ensure_ascii=False))


def compare_side(a, b):
    """Every disagreement and doubt between two readings of one side, and the tallies per field."""
    a, b = normalised(a), normalised(b)
    items = []
    tally = collections.defaultdict(lambda: [0, 0])  # field -> [compared, disagreed]
    la, lb = lanes_of(a), lanes_of(b)
    for key in sorted(set(la) | set(lb), key=lambda k: (str(k[0]), k[1] if is_int(k[1]) else 0)):
        road, lane = key
        x, y = la.get(key), lb.get(key)
        cx = (x.get("spaces"), x.get("confidence", "certain") != "uncertain") if x else None
        cy = (y.get("spaces"), y.get("confidence", "certain") != "uncertain") if y else None
        tally["spaces"][0] += 1
        if (cx and cx[0]) != (cy and cy[0]):
            tally["spaces"][1] += 1
            items.append({"road": road, "lane": lane, "field": "spaces", "a": show(cx), "b": show(cy), "kind": "disagree",
                          "id": "%s/%s/spaces" % key, "whyA": lane_text(x), "whyB": lane_text(y)})
        elif not (cx and cx[1] and cy and cy[1]):
            items.append({"road": road, "lane": lane, "field": "spaces", "a": show(cx), "b": show(cy), "kind": "uncertain",
                          "id": "%s/%s/spaces" % key, "whyA": lane_text(x), "whyB": lane_text(y)})
        mx, my = lane_marks(x or {}), lane_marks(y or {})
        for space in sorted(set(mx) | set(my)):
            for f in COMPARED:
                vx, vy = mx.get(space, {}).get(f), my.get(space, {}).get(f)
                if vx is None and vy is None:
                    continue
                tally[f][0] += 1
                if not same_value(f, vx, vy):
                    tally[f][1] += 1
                    items.append({"road": road, "lane": lane, "space": space, "field": f, "a": show(vx), "b": show(vy),
                                  "kind": "disagree", "id": "%s/%s/%s/%s" % (road, lane, space, f),
                                  "whyA": (vx or [0, 0, ""])[2], "whyB": (vy or [0, 0, ""])[2]})
                elif not (vx[1] and vy[1]):
                    items.append({"road": road, "lane": lane, "space": space, "field": f, "a": show(vx), "b": show(vy),
                                  "kind": "uncertain", "id": "%s/%s/%s/%s" % (road, lane, space, f),
                                  "whyA": vx[2], "whyB": vy[2]})
    sa, sb = spans_of(a), spans_of(b)
    for key in sorted(set(sa) | set(sb)):
        x, y = sa.get(key), sb.get(key)
        tally["spans"][0] += 1
        if x is None or y is None:
            tally["spans"][1] += 1
            items.append({"span": key, "field": "span", "a": span_text(x), "b": span_text(y),
                          "kind": "disagree", "id": "span %s/span" % key})
            continue
        fx, fy = span_fields(x), span_fields(y)
        for f in ["lanes", "at"] + COMPARED:
            vx, vy = fx.get(f), fy.get(f)
            if vx is None and vy is None:
                continue
            tally["spans" if f in ("lanes", "at") else f][0] += 1 if f not in ("lanes", "at") else 0
            if not same_value(f, vx, vy):
                tally["spans" if f in ("lanes", "at") else f][1] += 1
                items.append({"span": key, "field": f, "a": show(vx), "b": show(vy), "kind": "disagree",
                              "id": "span %s/%s" % (key, f), "whyA": (vx or [0, 0, ""])[2], "whyB": (vy or [0, 0, ""])[2]})
            elif not (vx[1] and vy[1]):
                items.append({"span": key, "field": f, "a": show(vx), "b": show(vy), "kind": "uncertain",
                              "id": "span %s/%s" % (key, f), "whyA": vx[2], "whyB": vy[2]})
    for key in ("offRoad", "startFinish", "shared"):
        sx, sy = structure_items(a, key), structure_items(b, key)
        if not sx and not sy:
            continue
        tally[key][0] += 1
        if sx != sy:
            tally[key][1] += 1
            items.append({"field": key, "a": "; ".join(sx) or "—", "b": "; ".join(sy) or "—", "kind": "disagree", "id": key})
        elif uncertain_structure(a, key) or uncertain_structure(b, key):
            items.append({"field": key, "a": "; ".join(sx), "b": "; ".join(sy), "kind": "uncertain", "id": key})
    da, db = bool(a.get("markingsDifferBetweenVariants")), bool(b.get("markingsDifferBetweenVariants"))
    tally["markingsDifferBetweenVariants"][0] += 1
    if da != db:
        tally["markingsDifferBetweenVariants"][1] += 1
        items.append({"field": "markingsDifferBetweenVariants", "a": json.dumps(da), "b": json.dumps(db), "kind": "disagree",
                      "id": "markingsDifferBetweenVariants"})
    return items, tally


def side_ids(*dirs):
    ids = set()
    for d in dirs:
        if d and os.path.isdir(d):
            ids |= {n[:-5] for n in os.listdir(d) if n.endswith(".json")}
    return sorted(ids, key=lambda s: (len(re.match(r"\d*", s).group()), s))


def describe(side, item):
    where = [side]
    if "span" in item:
        where.append("span %s" % item["span"])
    if "road" in item:
        where.append("road %s" % item["road"])
    if "lane" in item:
        where.append("lane %s" % item["lane"])
    if "space" in item:
        where.append("space %s" % item["space"])
    return "%s: %s: A %s vs B %s%s" % (", ".join(where), item["field"], item["a"], item["b"],
                                       "" if item["kind"] == "disagree" else " [agreed, not certain]")


FIELD_NAMES = {
    "lanes": "lanes per road", "spaces": "spaces per lane", "limit": "speed limit", "dangerous": "dangerous limit (n!)",
    "hazard": "automatic hazard", "sharp": "sharp corner (dotted lines)", "tripleLane": "triple-lane corner",
    "danger": "space colour", "terrain": "surface", "corner": "DIRT corner line", "slide": "slide zone",
    "shortcut": "shortcut", "jump": "jump", "water": "water", "climb": "climb arrows", "grid": "grid spot",
    "spans": "spaces across lanes", "offRoad": "shortcut spaces", "startFinish": "start/finish line",
    "shared": "shared spaces", "markingsDifferBetweenVariants": "variants differ",
}


def road_lanes(r):
    """{road: number of lanes read} of a reading (even one with errors)."""
    out = {}
    for road in r.get("roads") or [] if isinstance(r, dict) else []:
        if isinstance(road, dict) and isinstance(road.get("lanes"), list):
            out[str(road.get("road"))] = len(road["lanes"])
    return out


def settle_markdown(rates, compared, only, to_settle):
    """The comparison as a page for people: the rates, then every item to settle, side by side."""
    out = ["# Readings A and B compared", "",
           "Sides compared: %d%s." % (compared, "; read by one reader only: " + ", ".join(only) if only else ""), "",
           "| field | compared | disagreed | rate |", "|---|---:|---:|---:|"]
    for f, r in rates.items():
        out.append("| %s (`%s`) | %d | %d | %.1f%% |" % (FIELD_NAMES.get(f, f), f, r["compared"], r["disagreed"], 100.0 * r["rate"]))
    n_dis = sum(1 for t in to_settle.values() for i in t["items"] if i["kind"] in ("disagree", "unreadable"))
    n_unc = sum(1 for t in to_settle.values() for i in t["items"] if i["kind"] == "uncertain")
    out += ["", "To settle: **%d** disagreement(s) and **%d** agreed reading(s) not certain, on %d side(s). "
            "How: /work/coord/SETTLER.md (or docs/space-packs.md, \"Settling\")." % (n_dis, n_unc, len(to_settle)), ""]
    for side in sorted(to_settle, key=lambda x: (len(re.match(r"\d*", x).group()), x)):
        t = to_settle[side]
        out += ["## %s" % side, "", "Pictures: %s" % ", ".join(t.get("pictures") or []) or "—", ""]
        out += ["| id | kind | A | B |", "|---|---|---|---|"]
        for i in t["items"]:
            cell = lambda v: str(v).replace("|", "\\|").replace("\n", " ")
            out.append("| `%s` | %s | %s | %s |" % (i["id"], i["kind"], cell(i["a"]), cell(i["b"])))
        whys = [(i["id"], i.get("whyA", ""), i.get("whyB", "")) for i in t["items"] if i.get("whyA") or i.get("whyB")]
        if whys:
            out.append("")
            for iid, wa, wb in whys:
                out.append("* `%s`: A: %s — B: %s" % (iid, (wa or "—").replace("\n", " "), (wb or "—").replace("\n", " ")))
        out.append("")
    return "\n".join(out) + "\n"


def cmd_compare(opts):
    catalog = Catalog(opts.catalog)
    total = collections.defaultdict(lambda: [0, 0])
    to_settle = {}
    only = []
    sides = side_ids(opts.a, opts.b)
    if opts.sides:
        wanted = set(opts.sides.split(","))
        sides = [s for s in sides if s in wanted]
    compared = 0
    for side in sides:
        pa, pb = os.path.join(opts.a, side + ".json"), os.path.join(opts.b, side + ".json")
        if not (os.path.exists(pa) and os.path.exists(pb)):
            only.append("%s (only %s)" % (side, "A" if os.path.exists(pa) else "B"))
            continue
        ra, rb = load_reading(pa), load_reading(pb)
        pictures = sorted(set(ra.get("pictures", [])) | set(rb.get("pictures", [])))
        # Lanes per road are counted even on a reading with errors (the commonest error is a lane count).
        cat = catalog.side(side)
        if cat is not None:
            na, nb = road_lanes(ra), road_lanes(rb)
            for name in Catalog.roads(cat):
                total["lanes"][0] += 1
                if na.get(name) != nb.get(name):
                    total["lanes"][1] += 1
        problems = {x: check_reading(r, catalog, pth) for x, r, pth in (("A", ra, pa), ("B", rb, pb))}
        bad = [x for x in ("A", "B") if problems[x].errors]
        if bad:
            print("%s: not compared: reading %s has errors (run check)" % (side, " and ".join(bad)))
            item = {"id": "side", "field": "side", "kind": "unreadable",
                    "a": "; ".join(problems["A"].errors[:4]) or "no errors",
                    "b": "; ".join(problems["B"].errors[:4]) or "no errors"}
            to_settle[side] = {"side": side, "items": [item], "unreadable": bad, "pictures": pictures,
                               "notesA": ra.get("notes", ""), "notesB": rb.get("notes", "")}
            continue
        compared += 1
        items, tally = compare_side(ra, rb)
        for f, (n, d) in tally.items():
            total[f][0] += n
            total[f][1] += d
        for item in items:
            if item["kind"] == "disagree" or not opts.disagreements_only:
                print(describe(side, item))
        if items:
            to_settle[side] = {"side": side, "items": items, "pictures": pictures,
                               "notesA": ra.get("notes", ""), "notesB": rb.get("notes", "")}
    print()
    print("Sides compared: %d%s" % (compared, "; read by one reader only: " + ", ".join(only) if only else ""))
    print("%-30s %9s %12s %8s" % ("field", "compared", "disagreed", "rate"))
    rates = {}
    order = ["lanes", "spaces"] + COMPARED + ["spans", "offRoad", "startFinish", "shared", "markingsDifferBetweenVariants"]
    for f in order:
        n, d = total.get(f, [0, 0])
        if n == 0:
            continue
        rates[f] = {"compared": n, "disagreed": d, "rate": round(d / n, 4)}
        print("%-30s %9d %12d %7.1f%%" % (f, n, d, 100.0 * d / n))
    settle = [dict(item, side=side) for side in sorted(to_settle) for item in to_settle[side]["items"]]
    print("To settle: %d disagreement(s), %d agreed reading(s) not certain, on %d side(s)"
          % (sum(1 for s in settle if s["kind"] == "disagree"), sum(1 for s in settle if s["kind"] == "uncertain"),
             len(to_settle)) + ("; %d side(s) with a reading in error" % sum(1 for s in settle if s["kind"] == "unreadable")
                                if any(s["kind"] == "unreadable" for s in settle) else ""))
    if opts.out:
        with open(opts.out, "w", encoding="utf-8") as f:
            json.dump({"rates": rates, "sidesCompared": compared, "onlyOneReader": only, "toSettle": settle},
                      f, indent=1, sort_keys=True, ensure_ascii=False)
            f.write("\n")
    if opts.markdown:
        with open(opts.markdown, "w", encoding="utf-8") as f:
            f.write(settle_markdown(rates, compared, only, to_settle))
    if opts.settle_dir:
        os.makedirs(opts.settle_dir, exist_ok=True)
        for side, task in sorted(to_settle.items()):
            with open(os.path.join(opts.settle_dir, side + ".json"), "w", encoding="utf-8") as f:
                json.dump(task, f, indent=1, sort_keys=True, ensure_ascii=False)
                f.write("\n")
    return 0


# --------------------------------------------------------------------------------------------
# Merging A, B and the third look

def mark_entries(space_fields):
    """{space: {field: (value, certain, why)}} -> reading mark entries (one per space and confidence)."""
    out = []
    for space in sorted(space_fields):
        groups = collections.OrderedDict()
        for f in COMPARED + ["other"]:
            if f not in space_fields[space]:
                continue
            value, certain, why = space_fields[space][f]
            groups.setdefault((certain, why if not certain else ""), []).append((f, value))
        for (certain, why), fields in groups.items():
            e = {"space": space}
            for f, value in fields:
                if f == "sharp":
                    e["sharp"] = True
                    line, _, ends = str(value).partition("@")
                    e["line"] = int(line) if line.isdigit() else line
                    if ends:
                        e["lineEnds"] = ends
                elif f == "corner":
                    cid, cline = str(value).split("/", 1)
                    e["corner"] = {"id": cid, "line": cline}
                else:
                    e[f] = value
            if not certain:
                e["confidence"] = "uncertain"
                if why:
                    e["why"] = why
            out.append(e)
    return out


NOT_ANSWERED = object()


def decided(answers, item_id, va, vb):
    """The third look's answer to one item (settled/<side>.json "answers", docs/space-packs.md):
    (value, certain, why); None when the answer is that there is no such mark; NOT_ANSWERED."""
    a = answers.get(item_id)
    if not isinstance(a, dict):
        return NOT_ANSWERED
    certain = a.get("confidence", "certain") != "uncertain"
    why = str(a.get("why", "")).strip()
    if not certain and not why:
        why = "uncertain after the third look (A %s, B %s)" % (show(va), show(vb))
    if a.get("pick") in ("A", "B"):
        v = va if a["pick"] == "A" else vb
        return None if v is None else (v[0], certain, why)
    if "value" in a:
        return None if a["value"] is None else (a["value"], certain, why)
    return NOT_ANSWERED


def merge_side(side, a, b, s, catalog):
    """The final reading of one side and what stays unsettled (a is b: one reader's reading alone)."""
    one = a is b
    a, b = normalised(a), normalised(b)
    s = normalised(s) if s else {}
    answers = s.get("answers") if isinstance(s.get("answers"), dict) else {}
    unsettled = []
    cat = catalog.side(side)
    names = Catalog.roads(cat)
    la, lb, ls = lanes_of(a), lanes_of(b), lanes_of(s)
    roads = []
    for ri, name in enumerate(names):
        lanes = []
        for ln in range(1, Catalog.lanes(cat, ri) + 1):
            key = (name, ln)
            x, y, z = la.get(key, {}), lb.get(key, {}), ls.get(key)
            lane = {"lane": ln}
            certain_x = x.get("confidence", "certain") != "uncertain"
            certain_y = y.get("confidence", "certain") != "uncertain"
            ca = (x.get("spaces"), certain_x, x.get("why", "")) if "spaces" in x else None
            cb = (y.get("spaces"), certain_y, y.get("why", "")) if "spaces" in y else None
            count_id = "%s/%s/spaces" % key
            d = decided(answers, count_id, ca, cb)
            count_pick = None
            if z is not None and "spaces" in z:
                lane["spaces"] = z["spaces"]
                if z.get("confidence") == "uncertain":
                    lane["confidence"], lane["why"] = "uncertain", z.get("why", "")
            elif d is not NOT_ANSWERED and d is not None:
                lane["spaces"] = d[0]
                count_pick = answers[count_id].get("pick")
                if not d[1]:
                    lane["confidence"], lane["why"] = "uncertain", d[2]
            elif ca is not None and cb is not None and ca[0] == cb[0]:
                lane["spaces"] = ca[0]
                if not (certain_x and certain_y) or ca[0] is None:
                    lane["confidence"] = "uncertain"
                    lane["why"] = "; ".join(w for w in (x.get("why", ""), y.get("why", "")) if w)[:1900] \
                        or "the lane cannot be seen"
            else:
                lane["spaces"] = x.get("spaces") or y.get("spaces")
                lane["confidence"] = "uncertain"
                lane["why"] = "readers disagree (A %s, B %s); not settled" % (x.get("spaces"), y.get("spaces"))
                unsettled.append("%s: road %s, lane %d: spaces A %s vs B %s" % (side, name, ln, x.get("spaces"), y.get("spaces")))
            given = None
            if z is not None:
                # The third look gave the lane in full (SETTLER.md): its count and all its marks as
                # written, notes included (a climb arrow's direction is in its mark's note).
                given = [json.loads(json.dumps(m)) for m in z.get("marks") or []
                         if isinstance(m, dict) and is_int(m.get("space"))]
                if z.get("note"):
                    lane["note"] = z["note"]
                fields = {}
            else:
                mx, my = lane_marks(x), lane_marks(y)
                counts_differ = x.get("spaces") != y.get("spaces")
                # Numbers shift when the counts differ: where nothing else decides, the marks of the
                # reader whose count stands (or was picked by the third look).
                if count_pick in ("A", "B"):
                    default = "A" if count_pick == "A" else "B"
                elif counts_differ:
                    default = "A" if x.get("spaces") == lane["spaces"] else "B" if y.get("spaces") == lane["spaces"] else None
                else:
                    default = None
                fields = collections.defaultdict(dict)
                for space in sorted(set(mx) | set(my)):
                    texts = [v["other"][0] for v in (mx.get(space, {}), my.get(space, {})) if "other" in v]
                    if texts:
                        fields[space]["other"] = (" / ".join(dict.fromkeys(texts))[:300], True, "")
                    for f in COMPARED:
                        vx, vy = mx.get(space, {}).get(f), my.get(space, {}).get(f)
                        if vx is None and vy is None:
                            continue
                        item_id = "%s/%s/%s/%s" % (name, ln, space, f)
                        d = decided(answers, item_id, vx, vy)
                        if vx and vy and same_value(f, vx, vy):
                            if d is not NOT_ANSWERED and d is not None and not (vx[1] and vy[1]):
                                fields[space][f] = d  # an agreed doubt looked at again
                            else:
                                fields[space][f] = (vx[0], vx[1] and vy[1], "; ".join(w for w in (vx[2], vy[2]) if w)[:1900])
                        elif d is not NOT_ANSWERED:
                            if d is not None:
                                fields[space][f] = d
                        elif counts_differ and default is not None:
                            v = vx if default == "A" else vy
                            if v is not None:
                                fields[space][f] = v
                        else:
                            v = vx or vy
                            fields[space][f] = (v[0], False, "readers disagree (%s vs %s); not settled" % (show(vx), show(vy)))
                            unsettled.append("%s: road %s, lane %d, space %d: %s A %s vs B %s"
                                             % (side, name, ln, space, f, show(vx), show(vy)))
            limit = lane["spaces"] or 0
            fields = {sp: v for sp, v in fields.items() if 1 <= sp <= limit}
            marks = mark_entries(fields) if given is None else [m for m in given if 1 <= m["space"] <= limit]
            if marks:
                lane["marks"] = marks
            lanes.append(lane)
        roads.append({"road": name, "lanes": lanes})
    dv = decided(answers, "markingsDifferBetweenVariants", (bool(a.get("markingsDifferBetweenVariants")), True, ""),
                 (bool(b.get("markingsDifferBetweenVariants")), True, ""))
    out = {"format": FORMAT, "formatVersion": FORMAT_VERSION, "side": cat["id"], "reader": "final",
           "pictures": sorted(set(a.get("pictures", [])) | set(b.get("pictures", []))),
           "markingsDifferBetweenVariants": bool(s.get("markingsDifferBetweenVariants",
                                                       dv[0] if dv not in (NOT_ANSWERED, None) else
                                                       a.get("markingsDifferBetweenVariants")
                                                       or b.get("markingsDifferBetweenVariants"))),
           "roads": roads}
    if "spans" in s:
        spans = s["spans"]
    else:
        spans = []
        sa, sb = spans_of(a), spans_of(b)
        for key in sorted(set(sa) | set(sb)):
            x, y = sa.get(key), sb.get(key)
            if x is None or y is None:
                d = answers.get("span %s/span" % key)
                if isinstance(d, dict) and d.get("pick") in ("A", "B"):
                    chosen = x if d["pick"] == "A" else y
                    if chosen is not None:
                        chosen = json.loads(json.dumps(chosen))
                        if d.get("confidence") == "uncertain":
                            chosen["confidence"], chosen["why"] = "uncertain", str(d.get("why", "")) or "uncertain after the third look"
                        spans.append(chosen)
                    continue
                only = json.loads(json.dumps(x or y))
                only["confidence"] = "uncertain"
                only["why"] = "read by one reader only; not settled"
                spans.append(only)
                unsettled.append("%s: span %s: A %s vs B %s" % (side, key, "read" if x else "—", "read" if y else "—"))
                continue
            fx, fy = span_fields(x), span_fields(y)
            merged = {}
            for f in set(fx) | set(fy):
                vx, vy = fx.get(f), fy.get(f)
                if f == "other":
                    merged[f] = (" / ".join(dict.fromkeys(v[0] for v in (vx, vy) if v))[:300], True, "")
                    continue
                d = decided(answers, "span %s/%s" % (key, f), vx, vy)
                if vx and vy and same_value(f, vx, vy):
                    if d is not NOT_ANSWERED and d is not None and not (vx[1] and vy[1]):
                        merged[f] = d
                    else:
                        merged[f] = (vx[0], vx[1] and vy[1], "; ".join(w for w in (vx[2], vy[2]) if w))
                elif d is not NOT_ANSWERED:
                    if d is not None:
                        merged[f] = d
                else:
                    v = vx or vy
                    merged[f] = (v[0], False, "readers disagree (%s vs %s); not settled" % (show(vx), show(vy)))
                    unsettled.append("%s: span %s: %s A %s vs B %s" % (side, key, f, show(vx), show(vy)))
            if "lanes" in merged:
                spans.append(span_from_fields(x, merged))
    if spans:
        out["spans"] = spans
    for key in ("offRoad", "shared", "startFinish"):
        d = answers.get(key)
        if key in s:
            value = s[key]
        elif isinstance(d, dict) and (d.get("pick") in ("A", "B") or "value" in d):
            value = json.loads(json.dumps(d["value"] if "value" in d else (a if d["pick"] == "A" else b).get(key)))
            if d.get("confidence") == "uncertain" and key != "startFinish":
                for v in value or []:
                    v["confidence"], v["why"] = "uncertain", str(d.get("why", "")) or "uncertain after the third look"
        elif structure_items(a, key) == structure_items(b, key):
            value = a.get(key)
            if key != "startFinish" and value:
                # Agreed; uncertain where either reader was.
                value = json.loads(json.dumps(value))
                if uncertain_structure(b, key):
                    for v in value:
                        v["confidence"] = "uncertain"
        else:
            value = a.get(key) if key == "startFinish" else json.loads(json.dumps(a.get(key) or b.get(key) or []))
            if key != "startFinish":
                for v in value or []:
                    v["confidence"] = "uncertain"
                    v["why"] = "readers disagree; not settled"
            unsettled.append("%s: %s: A %s vs B %s" % (side, key, "; ".join(structure_items(a, key)) or "—",
                                                        "; ".join(structure_items(b, key)) or "—"))
        if key == "startFinish":
            out[key] = value
        elif value:
            out[key] = value
    notes = []
    for who, r in ((("reader", a),) if one else (("A", a), ("B", b))) + (("third look", s),):
        if str(r.get("notes", "")).strip():
            notes.append("%s: %s" % (who, r["notes"].strip()))
    if notes:
        out["notes"] = "\n".join(notes)[:3900]
    return out, unsettled


def written_in_full(s, cat):
    """Whether the third look wrote the side in full beside its answers (SETTLER.md): every lane of
    the catalog's roads under "roads" with its count. Such a side is settled: certain wherever the
    third look did not say uncertain."""
    if not isinstance(s, dict) or not isinstance(s.get("roads"), list):
        return False
    given = lanes_of(s)
    for ri, name in enumerate(Catalog.roads(cat)):
        for ln in range(1, Catalog.lanes(cat, ri) + 1):
            if "spaces" not in given.get((name, ln), {}):
                return False
    return True


def all_uncertain(reading, why):
    """Marks every lane count, span and shortcut of a final reading uncertain (a side one reader read)."""
    for road in reading.get("roads") or []:
        for lane in road.get("lanes") or []:
            lane["confidence"] = "uncertain"
            lane["why"] = "; ".join(w for w in (why, lane.get("why", "")) if w)[:1900]
    for group in ("spans", "offRoad"):
        for item in reading.get(group) or []:
            item["confidence"] = "uncertain"
            item["why"] = "; ".join(w for w in (why, item.get("why", "")) if w)[:480]


def cmd_merge(opts):
    catalog = Catalog(opts.catalog)
    os.makedirs(opts.out, exist_ok=True)
    unsettled, missing, written, one_reader = [], [], 0, []
    sides = side_ids(opts.a, opts.b)
    if opts.sides:
        wanted = set(opts.sides.split(","))
        sides = [x for x in sides if x in wanted]
    for side in sides:
        pa, pb = os.path.join(opts.a, side + ".json"), os.path.join(opts.b, side + ".json")
        if not (os.path.exists(pa) and os.path.exists(pb)):
            missing.append("%s (read by %s only)" % (side, "A" if os.path.exists(pa) else "B"))
            continue
        ra, rb = load_reading(pa), load_reading(pb)
        ps = os.path.join(opts.settled, side + ".json") if opts.settled else None
        rs = load(ps) if ps and os.path.exists(ps) else None
        errors = {x: check_reading(r, catalog, pth).errors for x, r, pth in (("A", ra, pa), ("B", rb, pb))}
        bad = [x for x in ("A", "B") if errors[x]]
        open_items = []
        full = written_in_full(rs, catalog.side(side))
        if len(bad) == 2:
            if not full:
                missing.append("%s (errors in A and B)" % side)
                continue
            # Both readings in error, the third look wrote the side in full: merged from it alone
            # (its notes once, the pictures every reader looked at).
            base = {k: v for k, v in rs.items() if k not in ("notes", "answers")}
            base["pictures"] = sorted({p for r in (ra, rb, rs) for p in (r.get("pictures") or [])
                                       if isinstance(r.get("pictures"), list) and isinstance(p, str)})
            final, open_items = merge_side(side, base, base, rs, catalog)
        elif bad:
            # One reading in error: the other one alone, uncertain throughout unless the third look
            # picked it ("side": {"pick": …}) or wrote the side in full.
            good = "B" if bad == ["A"] else "A"
            rg = rb if good == "B" else ra
            pick = ((rs or {}).get("answers") or {}).get("side")
            final, open_items = merge_side(side, rg, rg, rs, catalog)
            if not (isinstance(pick, dict) and pick.get("pick") == good) and not full:
                all_uncertain(final, "read by reader %s only (reader %s's reading has errors: %s); not settled"
                              % (good, bad[0], errors[bad[0]][0]))
                open_items.append("%s: read by %s only (%s's reading has errors); not settled" % (side, good, bad[0]))
                one_reader.append(side)
        else:
            final, open_items = merge_side(side, ra, rb, rs, catalog)
        problems = check_reading(final, catalog, os.path.join(opts.out, side + ".json"))
        if problems.errors:
            missing.append("%s (the merge has errors: %s)" % (side, "; ".join(problems.errors[:3])))
            continue
        unsettled += open_items
        with open(os.path.join(opts.out, side + ".json"), "w", encoding="utf-8") as f:
            json.dump(final, f, indent=1, sort_keys=True, ensure_ascii=False)
            f.write("\n")
        written += 1
    for u in unsettled:
        print("unsettled: " + u)
    for m in missing:
        print("not merged: " + m)
    print("%d final reading(s) written to %s; %d disagreement(s) not settled; %d side(s) not merged"
          % (written, opts.out, len(unsettled), len(missing)))
    if opts.report:
        with open(opts.report, "w", encoding="utf-8") as f:
            json.dump({"written": written, "unsettled": unsettled, "notMerged": missing, "oneReaderOnly": one_reader},
                      f, indent=1, sort_keys=True, ensure_ascii=False)
            f.write("\n")
    return 1 if unsettled or missing else 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--catalog", default=DEFAULT_CATALOG, help="the tile catalog (resources/catalog/tiles.json)")
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="check reading files or folders")
    c.add_argument("files", nargs="+")
    c.add_argument("--json", action="store_true", help="one JSON report")
    c.add_argument("--quiet", action="store_true", help="errors only")
    c.set_defaults(run=cmd_check)
    c = sub.add_parser("compare", help="compare reader A with reader B")
    c.add_argument("a")
    c.add_argument("b")
    c.add_argument("--out", help="write the disagreements, doubts and rates as JSON")
    c.add_argument("--settle-dir", help="write one task file per side for the third look")
    c.add_argument("--markdown", help="write the rates and every item to settle as a Markdown page")
    c.add_argument("--sides", help="only these sides (comma-separated)")
    c.add_argument("--disagreements-only", action="store_true", help="print disagreements, not agreed doubts")
    c.set_defaults(run=cmd_compare)
    c = sub.add_parser("merge", help="merge A, B and the third look into final readings")
    c.add_argument("a")
    c.add_argument("b")
    c.add_argument("--settled", help="the third look's folder (<side>.json, only the disputed parts)")
    c.add_argument("--out", required=True, help="the folder of final readings")
    c.add_argument("--report", help="write what stays unsettled as JSON")
    c.add_argument("--sides", help="only these sides (comma-separated)")
    c.set_defaults(run=cmd_merge)
    opts = parser.parse_args(argv)
    # Shared catalog option may also come after the sub-command's arguments.
    return opts.run(opts)


if __name__ == "__main__":
    sys.exit(main())
