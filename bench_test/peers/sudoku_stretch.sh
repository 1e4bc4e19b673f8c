#!/usr/bin/env bash
# The 18 stretch 25×25 Sudokus of docs/REASONS.md side by side: per board,
# one after the other so that all see the same load, each Tessera binary
# given with `solve --learn --json --timeout`, GOMAXPROCS=1, then Chuffed
# with free search (-f) on the peer harness's model. One TSV line per run:
#
#   board  solver  solved(1/0)  wall_s  user_s  load(1 min)  conflicts  mean_clause
#
# conflicts: Tessera's conflicts, Chuffed's failures; mean_clause:
# Tessera's mean learned clause, Chuffed's avgLearntClauseLen (its
# learnt clauses of three literals or more, printed at --verbosity 2).
# Then per solver the boards
# solved, the conflicts per CPU second and the mean clause over the runs.
#
#   bench_test/peers/sudoku_stretch.sh [-t SECONDS] NAME=BINARY...
#
# -t: the limit per run (default 10). NAME=BINARY: a tessera binary and
# its column name (main=/tmp/tessera-main mine=/tmp/tessera). Needs
# minizinc and Chuffed (CHUFFED_MSC, default
# /opt/chuffed/share/minizinc/solvers/chuffed.msc; CHUFFED_FZN, default
# /opt/chuffed/bin/fzn-chuffed, run on the FlatZinc compiled once per
# board so that its statistics include the clause lengths) and the peer
# harness's sudoku.mzn and to_dzn.py (PEERS, default ../shared/peers
# beside the worktrees). Not part of the product.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
limit=10
while getopts "t:" o; do
    case $o in
        t) limit=$OPTARG ;;
        *) sed -n '2,23p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { sed -n '2,23p' "$0"; exit 2; }
msc=${CHUFFED_MSC:-/opt/chuffed/share/minizinc/solvers/chuffed.msc}
fzn=${CHUFFED_FZN:-/opt/chuffed/bin/fzn-chuffed}
peers=${PEERS:-$root/../../shared/peers}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=$tmp/runs.tsv
load() { cut -d' ' -f1 /proc/loadavg; }
for f in "$root"/puzzles/sudoku/testdata/stretch/gecode_p*_25x25.txt; do
    b=$(basename "$f" .txt)
    b=${b#gecode_}
    b=${b%_25x25}
    for nb in "$@"; do
        name=${nb%%=*} bin=${nb#*=}
        l=$(load)
        GOMAXPROCS=1 /usr/bin/time -f '%e %U' -o "$tmp/time" \
            "$bin" solve --learn --json --timeout "${limit}s" "$f" >"$tmp/json" 2>/dev/null
        read -r wall user < <(tail -n 1 "$tmp/time")
        python3 - "$tmp/json" "$b" "$name" "$wall" "$user" "$l" >>"$out" <<'EOF'
import json, sys
path, b, name, wall, user, l = sys.argv[1:]
try:
    d = json.load(open(path))
except ValueError:
    d = {"status": "error", "stats": {}}
L = (d.get("stats") or {}).get("learning") or {}
print("\t".join([b, name, "1" if d.get("status") == "solved" else "0", wall, user, l,
                 str(L.get("conflicts", 0)), "%.1f" % L.get("mean_size", 0)]))
EOF
    done
    python3 "$peers/to_dzn.py" "$f" -o "$tmp/b.dzn"
    minizinc --solver "$msc" -c "$peers/models/sudoku.mzn" "$tmp/b.dzn" \
        --fzn "$tmp/b.fzn" --ozn "$tmp/b.ozn" >/dev/null 2>&1
    l=$(load)
    /usr/bin/time -f '%e %U' -o "$tmp/time" \
        "$fzn" -f -s --verbosity 2 --time-out $((limit * 1000)) "$tmp/b.fzn" >"$tmp/chuffed" 2>&1
    read -r wall user < <(tail -n 1 "$tmp/time")
    solved=0
    grep -q '^----------' "$tmp/chuffed" && solved=1
    fails=$(sed -n 's/^%%%mzn-stat: failures=//p' "$tmp/chuffed" | tail -1)
    clen=$(sed -n 's/^%%%mzn-stat: avgLearntClauseLen=//p' "$tmp/chuffed" | tail -1)
    printf '%s\tchuffed-f\t%s\t%s\t%s\t%s\t%s\t%s\n' "$b" "$solved" "$wall" "$user" "$l" \
        "${fails:-0}" "${clen:-0}" >>"$out"
    tail -n $(($# + 1)) "$out"
done
echo
awk -F'\t' '{s[$2]+=$3; u[$2]+=$5; c[$2]+=$7; m[$2]+=$8; n[$2]++}
    END {for (k in s) printf "%s: solved %d of %d, %.0f conflicts per CPU second (%d in %.1f s), mean clause %.1f\n",
        k, s[k], n[k], c[k]/u[k], c[k], u[k], m[k]/n[k]}' "$out" | sort
