#!/usr/bin/env bash
# The line and tile frontier of docs/REASONS.md, side by side: the webpbn
# survey nonograms Lion, Marley, Nature, Sierp and Thing
# (puzzles/nonogram/testdata/stretch) and the Tetravex boards 7×7 with 6
# edge numbers and 9×9 with 10, seeds 1–5 (puzzles/tetravex/testdata/
# frontier, written by the peer harness's gen.py). Per board, one after the
# other so that all see the same load: Tessera with --learn, Tessera
# plain, Chuffed with free search (-f), Chuffed with the model's search,
# Gecode. One TSV line per run:
#
#   board  solver  solved(1/0)  wall_s  load(1 min)  failures
#
# failures: Tessera's conflicts with --learn (its failures without),
# the peers' failures (MiniZinc --statistics); - when not reported.
#
# then the solved counts per class and solver.
#
#   bench_test/peers/frontier_lines.sh [-t SECONDS] [-s SOLVERS] [BOARD...]
#
# -t: the limit per run (default 10); -s: a comma list among tessera-learn,
# tessera, chuffed-f, chuffed, gecode (default all); BOARD: names as in the
# first column (default every board). Data for MiniZinc is in frontier/
# (the nonograms from TestWriteDZN, the boards from the harness's
# to_dzn.py). Needs minizinc, Chuffed (CHUFFED_MSC, default
# /opt/chuffed/share/minizinc/solvers/chuffed.msc) and the harness's
# gecode.msc (PEER_MSC, or found beside the worktrees as run_gecode.sh
# does). Not part of the product.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
limit=10
solvers=tessera-learn,tessera,chuffed-f,chuffed,gecode
while getopts "t:s:" o; do
    case $o in
        t) limit=$OPTARG ;;
        s) solvers=$OPTARG ;;
        *) sed -n '2,25p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
chuffed=${CHUFFED_MSC:-/opt/chuffed/share/minizinc/solvers/chuffed.msc}
gecode=${PEER_MSC:-}
if [ -z "$gecode" ]; then
    for d in "$here/../../../shared" "$here/../../../../shared"; do
        [ -f "$d/peers/gecode/gecode.msc" ] && { gecode="$d/peers/gecode/gecode.msc"; break; }
    done
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/tessera" ./cmd/tessera) || { echo "frontier_lines: build failed" >&2; exit 1; }

boards=()
for f in lion marley nature sierp thing; do boards+=("nonogram_$f"); done
for s in 1 2 3 4 5; do boards+=("tetravex_7x7_c6_seed$s"); done
for s in 1 2 3 4 5; do boards+=("tetravex_9x9_c10_seed$s"); done
[ $# -gt 0 ] && boards=("$@")

file_of() { # the puzzle file of a board
    case $1 in
        nonogram_*) echo "$root/puzzles/nonogram/testdata/stretch/webpbn_${1#nonogram_}.txt" ;;
        tetravex_*) local b=${1#tetravex_}; echo "$root/puzzles/tetravex/testdata/frontier/gen_${b%%_*}_${b#*_}.txt" ;;
    esac
}
model_of() { echo "$here/${1%%_*}.mzn"; }
now() { date +%s.%N; }

run() { # board solver: prints solved and wall seconds
    local b=$1 sv=$2 t0 ok=0 out="$tmp/out.txt"
    t0=$(now)
    case $sv in
        tessera-learn | tessera)
            local flag=; [ "$sv" = tessera-learn ] && flag=--learn
            GOMAXPROCS=1 "$tmp/tessera" solve $flag --json --timeout "${limit}s" "$(file_of "$b")" >"$out" 2>&1 && ok=1 ;;
        chuffed-f | chuffed)
            local flag=; [ "$sv" = chuffed-f ] && flag=-f
            timeout $((limit + 30)) minizinc --solver "$chuffed" $flag --statistics --time-limit $((limit * 1000)) \
                "$(model_of "$b")" "$here/frontier/$b.dzn" >"$out" 2>&1
            grep -q '^----------$' "$out" && ok=1 ;;
        gecode)
            [ -f "$gecode" ] || { echo "- -"; return; }
            timeout $((limit + 30)) minizinc --solver "$gecode" -I "$here/mznlib" --statistics --time-limit $((limit * 1000)) \
                "$(model_of "$b")" "$here/frontier/$b.dzn" >"$out" 2>&1
            grep -q '^----------$' "$out" && ok=1 ;;
    esac
    local fails
    fails=$(grep -o '"conflicts":[0-9]*' "$out" | head -1 | cut -d: -f2)
    [ -z "$fails" ] && fails=$(grep -o '"failures":[0-9]*' "$out" | head -1 | cut -d: -f2)
    [ -z "$fails" ] && fails=$(grep -o '^%%%mzn-stat: failures=[0-9]*' "$out" | tail -1 | cut -d= -f2)
    echo "$ok $(echo "$(now) - $t0" | bc) ${fails:--}"
}

printf 'board\tsolver\tsolved\twall_s\tload\tfailures\n' | tee "$tmp/all.tsv"
for b in "${boards[@]}"; do
    for sv in ${solvers//,/ }; do
        load=$(cut -d' ' -f1 /proc/loadavg)
        read -r ok wall fails < <(run "$b" "$sv")
        printf '%s\t%s\t%s\t%.1f\t%s\t%s\n' "$b" "$sv" "$ok" "$wall" "$load" "$fails" | tee -a "$tmp/all.tsv"
    done
done
echo
echo "solved per class (nonogram, tetravex_7x7, tetravex_9x9):"
awk -F'\t' 'NR > 1 { c = $1; sub(/_(lion|marley|nature|sierp|thing|c6_seed.|c10_seed.)$/, "", c); n[c "\t" $2] += ($3 == 1) }
    END { for (k in n) print k "\t" n[k] }' "$tmp/all.tsv" | sort
