#!/usr/bin/env bash
# Solve the bundled puzzles of the given kinds with Gecode through MiniZinc,
# with the peer harness's solver configuration (../shared/peers/gecode/
# gecode.msc, which maps the globals onto Gecode's native propagators) and
# mznlib/ here (the same for regular). One TSV line per instance:
#
#   file  status  solutions  solve_s  nodes  failures
#
# status: SAT, UNSAT, UNKNOWN (limit reached with no solution), ERROR;
# solutions: with -n 2 (the default), 1 means proven unique, 2 not unique,
# 1+ one found before the limit.
#
#   bench_test/peers/run_gecode.sh [-t SECONDS] [-n 1|2] [-m MSC] [-s SUFFIX] [-r N] KIND...
#
# -s picks another model of the kind: KIND SUFFIX.mzn (-s _strips runs
# starbattle_strips.mzn on the starbattle data). -r N runs each instance
# whose first solve takes under a second N times and reports the median
# solve_s (the machine's load makes one short run unreliable).
#
# Needs: apt-get install -y minizinc libgecodeflatzinc49 flatzinc, and the
# peer harness (for gecode.msc). Not part of the product.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
limit=60
count=2
msc=${PEER_MSC:-}
suffix=
repeat=1
if [ -z "$msc" ]; then  # the harness beside the clone (../shared), or above the worktrees
    for d in "$here/../../../shared" "$here/../../../../shared"; do
        [ -f "$d/peers/gecode/gecode.msc" ] && { msc="$d/peers/gecode/gecode.msc"; break; }
    done
fi
while getopts "t:n:m:s:r:" o; do
    case $o in
        t) limit=$OPTARG ;;
        n) count=$OPTARG ;;
        m) msc=$OPTARG ;;
        s) suffix=$OPTARG ;;
        r) repeat=$OPTARG ;;
        *) sed -n '2,22p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { sed -n '2,22p' "$0"; exit 2; }
[ -n "$msc" ] && [ -f "$msc" ] || { echo "run_gecode: no solver configuration $msc (set PEER_MSC or -m)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$here/../.." && TESSERA_DZN="$tmp" go test ./bench_test/peers -run '^TestWriteDZN$' -count 1 >/dev/null) ||
    { echo "run_gecode: writing the data failed" >&2; exit 1; }
stat() { grep -o "^%%%mzn-stat: $1=.*" "$2" | tail -1 | sed 's/^[^=]*=//'; }
printf 'file\tstatus\tsolutions\tsolve_s\tnodes\tfailures\n'
for kind in "$@"; do
    for dzn in "$tmp/$kind"/*.dzn "$tmp/$kind"/*/*.dzn; do
        [ -f "$dzn" ] || continue
        name=${dzn#"$tmp/"}; name=${name%.dzn}
        out="$tmp/out.txt"
        timeout $((limit + 60)) minizinc --solver "$msc" -I "$here/mznlib" --statistics \
            -n "$count" --time-limit $((limit * 1000)) "$here/$kind$suffix.mzn" "$dzn" >"$out" 2>&1
        sols=$(grep -c '^----------$' "$out")
        status=SAT
        if grep -q '^=====UNSATISFIABLE=====$' "$out"; then status=UNSAT
        elif grep -q '=====ERROR=====\|Error' "$out"; then status=ERROR
        elif [ "$sols" -eq 0 ]; then status=UNKNOWN; fi
        complete=0
        grep -q '^==========$' "$out" && complete=1
        [ "$sols" -ge "$count" ] && complete=1
        [ "$complete" -eq 0 ] && [ "$sols" -gt 0 ] && sols="$sols+"
        solve=$(stat solveTime "$out")
        if [ "$repeat" -gt 1 ] && awk -v t="${solve:-9}" 'BEGIN { exit !(t < 1) }'; then
            times=$solve
            for _ in $(seq 2 "$repeat"); do
                minizinc --solver "$msc" -I "$here/mznlib" --statistics -n "$count" \
                    --time-limit $((limit * 1000)) "$here/$kind$suffix.mzn" "$dzn" >"$tmp/again.txt" 2>&1
                times="$times $(stat solveTime "$tmp/again.txt")"
            done
            solve=$(printf '%s\n' $times | sort -g | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }')
        fi
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$status" "$sols" \
            "$solve" "$(stat nodes "$out")" "$(stat failures "$out")"
    done
done
