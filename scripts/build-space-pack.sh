#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The shipped tile spaces from the readings of the tile pictures, in one command
# (docs/space-packs.md, "Regenerating the shipped pack"):
#
#   scripts/build-space-pack.sh [--readings DIR] [--work DIR] [--batches "1 2 …"] [--date YYYY-MM-DD]
#                               [--build DIR] [--install]
#
#  1. check     every reading of A and B against the format and the catalog   -> WORK/check-{A,B}.txt
#  2. compare   A with B: the disagreement rate per field, every item to settle -> WORK/comparison.{txt,json,md},
#                                                                                 WORK/to-settle/<side>.json
#  3. merge     A, B and the third look (READINGS/C/<side>.json) into one reading per side
#                                                                              -> WORK/final/, WORK/merge.{txt,json}
#  4. convert   the final readings into a pack (sides with errors left out)   -> WORK/readings.pnspaces
#  5. hold back the sides whose markings differ from the catalog with no reason in
#               resources/spaces/reasons.json (WORK/reasons-needed.json), convert again
#  6. coverage  of every bundled DIRT stage and GT rulebook list laid out      -> WORK/coverage.txt
#  7. --install copies the pack to resources/spaces/readings.pnspaces, rebuilds the app and the
#               tests that read it and runs them; if any fails, the previous pack is put back (and
#               rebuilt), so the tests stay green whatever the readings cover. Exit 1 then.
#
# Without --install nothing in the project changes. Same readings, settlements and --date: same pack.
# Only sides listed in the given batches (READINGS/batches/batch<N>.txt) are taken; default: all.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$(cd "$HERE/.." && pwd)"
READINGS=/work/readings
WORK=""
BATCHES=""
DATE="$(date -u +%F)"
BUILD="$SRC/build"
INSTALL=0
while [ $# -gt 0 ]; do
    case "$1" in
        --readings) READINGS="$2"; shift 2 ;;
        --work) WORK="$2"; shift 2 ;;
        --batches) BATCHES="$2"; shift 2 ;;
        --date) DATE="$2"; shift 2 ;;
        --build) BUILD="$2"; shift 2 ;;
        --install) INSTALL=1; shift ;;
        -h|--help) sed -n '3,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-space-pack.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
WORK="${WORK:-$READINGS/pack-build}"
APP="$BUILD/app/pacenotes"
SCRIPT="$SRC/scripts/space-readings.py"
[ -x "$APP" ] || { echo "build-space-pack.sh: $APP not built (cmake --build $BUILD --target pacenotes)" >&2; exit 2; }
[ -d "$READINGS/A" ] && [ -d "$READINGS/B" ] || { echo "build-space-pack.sh: no $READINGS/A and $READINGS/B" >&2; exit 2; }
mkdir -p "$WORK"
rm -rf "$WORK/final" "$WORK/to-settle" "$WORK/held-back"

SIDES_OPT=()
if [ -n "$BATCHES" ]; then
    SIDES=""
    for n in $BATCHES; do
        f="$READINGS/batches/batch$n.txt"
        [ -f "$f" ] || { echo "build-space-pack.sh: no $f" >&2; exit 2; }
        SIDES="$SIDES $(awk 'NF {print $1}' "$f")"
    done
    SIDES="$(echo $SIDES | tr ' ' '\n' | sort -u | paste -sd, -)"
    SIDES_OPT=(--sides "$SIDES")
fi
SETTLED_OPT=()
[ -d "$READINGS/C" ] && SETTLED_OPT=(--settled "$READINGS/C")

echo "== 1. check"
for r in A B; do
    python3 "$SCRIPT" check "$READINGS/$r" --quiet > "$WORK/check-$r.txt" || true
    tail -1 "$WORK/check-$r.txt" | sed "s/^/$r: /"
done

echo "== 2. compare"
python3 "$SCRIPT" compare "$READINGS/A" "$READINGS/B" "${SIDES_OPT[@]}" --disagreements-only \
    --out "$WORK/comparison.json" --markdown "$WORK/comparison.md" --settle-dir "$WORK/to-settle" > "$WORK/comparison.txt"
sed -n '/^Sides compared/,$p' "$WORK/comparison.txt"

echo "== 3. merge${SETTLED_OPT:+ (with the third look in $READINGS/C)}"
python3 "$SCRIPT" merge "$READINGS/A" "$READINGS/B" "${SIDES_OPT[@]}" "${SETTLED_OPT[@]}" \
    --out "$WORK/final" --report "$WORK/merge.json" > "$WORK/merge.txt" || true
tail -1 "$WORK/merge.txt"

echo "== 4. convert"
convert() {
    "$APP" spaces from-readings "$WORK/final" --out "$WORK/readings.pnspaces" --date "$DATE" --skip-bad \
        > "$WORK/from-readings.txt" 2>&1 || true
    "$APP" spaces check "$WORK/readings.pnspaces" --json > "$WORK/check-pack.json" || true
}
convert
tail -1 "$WORK/from-readings.txt"

echo "== 5. markings against the catalog"
python3 - "$WORK" "$SRC/resources/spaces/reasons.json" <<'EOF'
import json, os, shutil, sys
work, reasons_path = sys.argv[1], sys.argv[2]
pack = json.load(open(os.path.join(work, "check-pack.json"), encoding="utf-8"))
if "catalogDifferences" not in pack:
    sys.exit("build-space-pack.sh: this pacenotes does not list catalogDifferences: rebuild it")
key = lambda d: (d["side"], d["marking"], int(d.get("value") or 0), bool(d["inData"]))
known = {key(r) for r in json.load(open(reasons_path, encoding="utf-8"))["reasons"]}
needed = [d for d in pack["catalogDifferences"] if key(d) not in known]
sides = sorted({d["side"] for d in needed})
with open(os.path.join(work, "reasons-needed.json"), "w", encoding="utf-8") as f:
    json.dump({"about": "differences from the catalog with no reason in resources/spaces/reasons.json: each is a "
                        "fix of the reading or a reason to record there; these sides are held back from the pack",
               "reasonsNeeded": needed, "sidesHeldBack": sides}, f, indent=1, sort_keys=True, ensure_ascii=False)
    f.write("\n")
os.makedirs(os.path.join(work, "held-back"), exist_ok=True)
for s in sides:
    shutil.move(os.path.join(work, "final", s + ".json"), os.path.join(work, "held-back", s + ".json"))
print("%d difference(s) from the catalog with no recorded reason; %d side(s) held back: %s"
      % (len(needed), len(sides), ", ".join(sides) or "none"))
EOF
convert
python3 - "$WORK" <<'EOF'
import json, os, sys
work = sys.argv[1]
pack = json.load(open(os.path.join(work, "check-pack.json"), encoding="utf-8"))
unc = 0
print("pack: %d side(s), %d error(s), %d warning(s) -> %s" % (pack["sides"], pack["errors"], pack["warnings"],
                                                               os.path.join(work, "readings.pnspaces")))
EOF

echo "== 6. coverage (course tiles with read data / all)"
: > "$WORK/coverage.txt"
LAID="$WORK/laid-out"
mkdir -p "$LAID"
for t in "$SRC"/tracks/dirt-*.json "$SRC"/tracks/gt-*.json; do
    name="$(basename "$t" .json)"
    track="$t"
    if [[ "$name" == gt-* ]]; then
        track="$LAID/$name.json"
        "$APP" layout "$t" --max 1 --out "$track" > /dev/null 2>&1 || { echo "$name: cannot be laid out" >> "$WORK/coverage.txt"; continue; }
    fi
    code=0
    "$APP" spaces coverage "$track" --pack "$WORK/readings.pnspaces" --json > "$LAID/$name.coverage.json" 2>/dev/null || code=$?
    python3 - "$name" "$LAID/$name.coverage.json" "$code" >> "$WORK/coverage.txt" <<'EOF'
import json, sys
name, path, code = sys.argv[1], sys.argv[2], sys.argv[3]
try:
    c = json.load(open(path, encoding="utf-8"))
except ValueError:
    print("%-18s cannot be read (exit %s)" % (name, code)); sys.exit()
tiles = [t for t in c.get("tiles", []) if t.get("course", True)]
covered = sum(1 for t in tiles if t.get("covered"))
missing = sorted({t.get("id", "?") for t in tiles if not t.get("covered")})
print("%-18s %3d/%-3d exit %s%s" % (name, covered, len(tiles), code, "  missing: " + " ".join(missing) if missing else ""))
EOF
done
cat "$WORK/coverage.txt"

if [ "$INSTALL" = 1 ]; then
    echo "== 7. install, build, test"
    TARGET="$SRC/resources/spaces/readings.pnspaces"
    BACKUP="$WORK/previous-readings.pnspaces"
    rm -f "$BACKUP"
    [ -f "$TARGET" ] && cp "$TARGET" "$BACKUP"
    cp "$WORK/readings.pnspaces" "$TARGET"
    TESTS="tst_shippedspaces tst_spaces_cli tst_spacepack tst_spacereadings tst_drivemode tst_tilespaceseditor bench_spaces"
    rebuild() {
        cmake "$BUILD" > /dev/null && cmake --build "$BUILD" --target pacenotes $TESTS -j2 > "$WORK/build.txt" 2>&1
    }
    if rebuild && ctest --test-dir "$BUILD" -R "tst_shippedspaces|tst_spaces_cli|tst_spacepack|tst_spacereadings|tst_drivemode|tst_tilespaceseditor" \
            --output-on-failure > "$WORK/tests.txt" 2>&1; then
        grep -E "tests passed|SKIP" "$WORK/tests.txt" | head -40
        echo "installed: $TARGET (commit it with resources/spaces/reasons.json)"
    else
        tail -40 "$WORK/tests.txt" 2>/dev/null || tail -40 "$WORK/build.txt"
        echo "build-space-pack.sh: the tests fail with this pack; the previous pack is put back" >&2
        if [ -f "$BACKUP" ]; then cp "$BACKUP" "$TARGET"; else rm -f "$TARGET"; fi
        rebuild || true
        exit 1
    fi
fi
echo "== done: $WORK (to settle: comparison.md, to-settle/; instructions: docs/space-packs.md, \"Settling\")"
