#!/bin/sh
# Checks Regula's Chess-JSON against the FIDE tie-break reference server (TieBreakServer), by hand:
# not part of the tests (they need no Python; test/fixtures/chess-json holds the server's files).
#
#   sh scripts/check-chess-json-reference.sh /path/to/TieBreakServer [FILE.trf ...]
#
# For each TRF: Regula writes it as Chess-JSON (regula convert --to chess-json); the server's
# converter reads that back and writes TRF (convert.py -f JSON -F TRF); Regula ranks the
# server's TRF and the original alike (same table, "same ranking"); and, where the event is
# individual, the server's tie-break checker gives the same values on Regula's Chess-JSON as
# on the TRF (tiebreakchecker.py -f JSON against -f TRF, compared as numbers).
set -eu
server=$(cd "$1" && pwd)
shift
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ $# -gt 0 ] || set -- "$root"/test/fixtures/trf/pub01_swiss_13x5_allkinds.trf "$root"/test/fixtures/trf/pub07_swiss_33x7_pabhalf.trf \
  "$root"/test/fixtures/trf/pub10_rr_9_withdraw_forfeit.trf "$root"/test/fixtures/trf/pub12_drr_6_withdraw_absent.trf
list="PTS BH/C1 BH SB"
for trf in "$@"; do
  trf=$(cd "$(dirname "$trf")" && pwd)/$(basename "$trf")
  name=$(basename "$trf" .trf)
  node "$root/bin/regula.mjs" convert "$trf" --to chess-json --out "$work/$name.json" --quiet
  if grep -qE '^(013|310) ' "$trf"; then
    # The server's TRF writer writes individual events only: it reads the team file, its checker ranks it.
    (cd "$server" && python3 tiebreakchecker.py -i "$work/$name.json" -f JSON -t MP GP -dT > "$work/team.tsv") &&
      echo "$name: the server reads Regula's team Chess-JSON ($(($(wc -l < "$work/team.tsv") - 1)) teams ranked)"
    continue
  fi
  (cd "$server" && python3 convert.py -i "$work/$name.json" -f JSON -F TRF -o "$work/$name.back.trf")
  node "$root/bin/regula.mjs" rank "$trf" --criteria "$list" --edition fide-2024 --format csv --quiet > "$work/a.csv"
  node "$root/bin/regula.mjs" rank "$work/$name.back.trf" --criteria "$list" --edition fide-2024 --format csv --quiet > "$work/b.csv"
  if cmp -s "$work/a.csv" "$work/b.csv"; then echo "$name: the server reads Regula's Chess-JSON: same ranking"; else echo "$name: rankings differ"; exit 1; fi
  if ! (cd "$server" && python3 tiebreakchecker.py -i "$trf" -f TRF -t $list -dT > "$work/trf.tsv") || grep -q '^### Error' "$work/trf.tsv"; then
    echo "$name: tiebreakchecker does not read the TRF itself ($(head -1 "$work/trf.tsv"))"
    continue
  fi
  if ! (cd "$server" && python3 tiebreakchecker.py -i "$work/$name.json" -f JSON -t $list -dT > "$work/json.tsv") || grep -q '^### Error' "$work/json.tsv"; then
    # Its checker wants both results on every game; a game without colours is two records (as its converter writes it).
    echo "$name: tiebreakchecker does not read the file ($(head -1 "$work/json.tsv"))"
    continue
  fi
  python3 - "$work/trf.tsv" "$work/json.tsv" "$name" <<'PY'
import sys
from decimal import Decimal
def rows(path):
    lines = [l.split('\t') for l in open(path).read().splitlines() if l.strip()]
    return [[Decimal(c) for c in l] for l in lines[1:]]
a, b, name = rows(sys.argv[1]), rows(sys.argv[2]), sys.argv[3]
print(f"{name}: tiebreakchecker values {'equal' if a == b else 'DIFFER'} ({len(a)} players)")
sys.exit(0 if a == b else 1)
PY
done
