#!/usr/bin/env bash
# tdoku (github.com/t-dillon/tdoku, built from source) against Tessera on
# the bundled 9x9 Sudoku collections, side by side on one machine: every
# puzzle solved counting to two solutions (a uniqueness proof), each timed
# on its own, and the throughput of 'tessera solve' on a collection.
#
#   bench_test/peers/tdoku/compare.sh [-r ROUNDS] [-n ITERS] TDOKU_DIR [OUTDIR]
#
# TDOKU_DIR is a built tdoku tree (TDOKU_DIR/build/libtdoku_static.a and
# TDOKU_DIR/include; docs/SUDOKU_SPEED.md says how to build it). Run from
# the repository root. Per collection and round, interleaved so that both
# see the same load:
#   tdoku      tdoku_time.c -l 2: each puzzle timed on each of 20 passes,
#              per puzzle the median pass; the median over the puzzles
#   Tessera    BenchmarkSudokuCollections (bench_test/collections_test.go),
#              ITERS iterations (default 20): us/puzzle-median, the same
#              statistic, with the model built per puzzle (model=built) and
#              on the cached model of the shape (model=cached, what
#              'tessera solve' does on a collection)
#   throughput 'tessera solve --unique' on the collection, the whole
#              process (start, parsing, output), --workers 0 and all;
#              and on every collection at once, ten times over (3,790
#              puzzles), where the process start weighs least
# The table (median over the ROUNDS rounds, default 3) is printed and
# written to OUTDIR/table.md (default $TMPDIR/tdoku-compare); raw outputs
# stay in OUTDIR. tdoku is single-threaded: its puzzles/s is one core.
set -eu
rounds=3
iters=20
while [ $# -gt 0 ]; do
    case "$1" in
        -r) rounds=$2; shift 2 ;;
        -n) iters=$2; shift 2 ;;
        *) break ;;
    esac
done
[ $# -ge 1 ] || { sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
tdoku=$1
out=${2:-${TMPDIR:-/tmp}/tdoku-compare}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
data=$root/puzzles/sudoku/testdata
mkdir -p "$out"
gcc -O3 -march=native "$here/tdoku_time.c" "$tdoku/build/libtdoku_static.a" \
    -I "$tdoku/include" -o "$out/tdoku_time" -lstdc++ -lm
(cd "$root" && go build -o "$out/tessera" ./cmd/tessera && go test -c -o "$out/bench.test" ./bench_test/)

# to81 FILE...: the puzzles as 81-character lines (a collection's lines, or
# a grid's rows joined), the solution block left out.
to81() {
    awk 'FNR == 1 { kind = 0; grid = "" }
         /^#/ || /^[[:space:]]*$/ { next }
         !kind { kind = 1; next }
         /^solution/ { kind = 2 }
         kind == 2 { next }
         length($0) == 81 { print; next }
         { grid = grid $0; if (length(grid) == 81) { print grid; grid = "" } }' "$@"
}
sets="top95 hardest project_euler_96 sudoku17_first200 gecode_9x9 nyt5"
files() {
    case $1 in
        nyt5) ls "$data"/monkeynova_nyt*.txt ;;
        *) echo "$data/$1.txt" ;;
    esac
}
for s in $sets; do
    to81 $(files "$s") > "$out/$s.81"
    (echo sudoku; cat "$out/$s.81") > "$out/$s.txt"
done
(echo sudoku; for i in $(seq 10); do cat $(for s in $sets; do echo "$out/$s.81"; done); done) > "$out/all_x10.txt"

# wall CMD...: the seconds CMD takes, its output discarded.
wall() {
    local t0 t1
    t0=$(date +%s.%N)
    "$@" > /dev/null
    t1=$(date +%s.%N)
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }'
}
: > "$out/raw.tsv"
echo "start $(uptime)" > "$out/load.txt"
for r in $(seq "$rounds"); do
    for s in $sets all_x10; do
        n=$(($(wc -l < "$out/$s.txt") - 1))
        if [ "$s" != all_x10 ]; then
            "$out/tdoku_time" -l 2 -r 20 "$out/$s.81" > "$out/$s.tdoku.tsv" 2> "$out/$s.tdoku.log"
            med=$(cut -f6 "$out/$s.tdoku.tsv" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
            pps=$(sed -n 's/.* puzzles_per_s=\([0-9]*\).*/\1/p' "$out/$s.tdoku.log")
            mean=$(sed -n 's/.* mean_median_us=\([0-9.]*\).*/\1/p' "$out/$s.tdoku.log")
            printf '%s\t%s\ttdoku\tmedian_us\t%s\n%s\t%s\ttdoku\tpuzzles_per_s\t%s\n%s\t%s\ttdoku\tmean_us\t%s\n' \
                "$r" "$s" "$med" "$r" "$s" "$pps" "$r" "$s" "$mean" >> "$out/raw.tsv"
            "$out/bench.test" -test.run '^$' -test.bench "SudokuCollections/^$s\$/" -test.benchtime "${iters}x" > "$out/$s.bench.txt"
            awk -v r="$r" -v s="$s" '/^BenchmarkSudokuCollections/ {
                    split($1, p, "model="); sub(/-[0-9]+$/, "", p[2])
                    for (i = 3; i < NF; i++) {
                        if ($(i + 1) == "us/puzzle-median") printf "%s\t%s\ttessera_%s\tmedian_us\t%s\n", r, s, p[2], $i
                        if ($(i + 1) == "cpu-us/puzzle") printf "%s\t%s\ttessera_%s\tcpu_us\t%s\n", r, s, p[2], $i
                    }
                }' "$out/$s.bench.txt" >> "$out/raw.tsv"
        fi
        for w in 0 all; do
            t=$(wall "$out/tessera" solve --unique --progress=false --workers "$w" "$out/$s.txt")
            printf '%s\t%s\ttessera_workers_%s\tpuzzles_per_s\t%s\n' "$r" "$s" "$w" "$(awk -v n="$n" -v t="$t" 'BEGIN { printf "%.0f", n / t }')" >> "$out/raw.tsv"
        done
    done
    echo "round $r $(uptime)" >> "$out/load.txt"
done

# The table: per collection, the median over the rounds.
awk -F'\t' -v cores="$(nproc)" '
    { k = $2 SUBSEP $3 SUBSEP $4; v[k, ++c[k]] = $5; if (!($2 in seen)) { seen[$2] = 1; order[++no] = $2 } }
    function med(k,   n, i, j, t, a) {
        n = c[k]; if (!n) return ""
        for (i = 1; i <= n; i++) a[i] = v[k, i]
        for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
        return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    END {
        print "| collection | tdoku median us | Tessera median us, model built | Tessera median us, cached | Tessera/tdoku (cached) | tdoku mean us | Tessera cached, CPU us/puzzle | tdoku puzzles/s (1 core) | tessera solve puzzles/s, --workers 0 | --workers all (" cores " cores) |"
        print "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
        for (i = 1; i <= no; i++) {
            s = order[i]
            td = med(s SUBSEP "tdoku" SUBSEP "median_us"); tc = med(s SUBSEP "tessera_cached" SUBSEP "median_us")
            ratio = (td > 0 && tc != "") ? sprintf("%.0fx", tc / td) : ""
            printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", s, td, med(s SUBSEP "tessera_built" SUBSEP "median_us"), tc, ratio,
                med(s SUBSEP "tdoku" SUBSEP "mean_us"), med(s SUBSEP "tessera_cached" SUBSEP "cpu_us"),
                med(s SUBSEP "tdoku" SUBSEP "puzzles_per_s"), med(s SUBSEP "tessera_workers_0" SUBSEP "puzzles_per_s"), med(s SUBSEP "tessera_workers_all" SUBSEP "puzzles_per_s")
        }
    }' "$out/raw.tsv" | tee "$out/table.md"
echo "end $(uptime)" >> "$out/load.txt"
cat "$out/load.txt"
