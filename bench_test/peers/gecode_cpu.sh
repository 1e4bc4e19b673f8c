#!/usr/bin/env bash
# Solve the bundled puzzles of the given kinds with Gecode, counting to two
# solutions, and report the solver process's CPU time (user + system, from
# /usr/bin/time, in steps of 10 ms) beside Gecode's own statistics: on a
# shared machine the CPU time is far steadier than the wall clock. Each model is compiled to
# FlatZinc once, with the peer harness's solver configuration
# (../shared/peers/gecode/gecode.msc, which maps the globals onto Gecode's
# native propagators), then fzn-gecode runs it. One TSV line per instance:
#
#   file  solutions  nodes  failures  solve_s  cpu_s  complete
#
# solutions counts up to 2; complete is 1 when the search ended (proving
# the count), 0 when the time limit stopped it.
#
#   bench_test/peers/gecode_cpu.sh [-t SECONDS] [-f REGEX] KIND...
#
# -f keeps the files whose name (KIND/NAME) matches the extended regex.
#
# Needs: apt-get install -y minizinc libgecodeflatzinc49 flatzinc, and the
# peer harness (for gecode.msc). Not part of the product.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
limit=60
filter=.
msc=${PEER_MSC:-}
if [ -z "$msc" ]; then
    for d in "$here/../../../shared" "$here/../../../../shared"; do
        [ -f "$d/peers/gecode/gecode.msc" ] && { msc="$d/peers/gecode/gecode.msc"; break; }
    done
fi
while getopts "t:f:" o; do
    case $o in
        t) limit=$OPTARG ;;
        f) filter=$OPTARG ;;
        *) sed -n '2,21p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { sed -n '2,21p' "$0"; exit 2; }
[ -n "$msc" ] && [ -f "$msc" ] || { echo "gecode_cpu: no solver configuration $msc (set PEER_MSC)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$here/../.." && TESSERA_DZN="$tmp" go test ./bench_test/peers -run '^TestWrite(Table)?DZN$' -count 1 >/dev/null) ||
    { echo "gecode_cpu: writing the data failed" >&2; exit 1; }
stat() { grep -o "^%%%mzn-stat: $1=.*" "$2" | tail -1 | sed 's/^[^=]*=//'; }
printf 'file\tsolutions\tnodes\tfailures\tsolve_s\tcpu_s\tcomplete\n'
for kind in "$@"; do
    for dzn in "$tmp/$kind"/*.dzn "$tmp/$kind"/*/*.dzn; do
        [ -f "$dzn" ] || continue
        name=${dzn#"$tmp/"}; name=${name%.dzn}
        echo "$name" | grep -Eq -- "$filter" || continue
        fzn="$tmp/x.fzn"; out="$tmp/out.txt"; cpu="$tmp/cpu.txt"
        minizinc -c --no-output-ozn --solver "$msc" "$here/$kind.mzn" "$dzn" -o "$fzn" >/dev/null 2>&1 ||
            { printf '%s\tERROR\n' "$name"; continue; }
        /usr/bin/time -f '%U %S' -o "$cpu" timeout $((limit + 30)) fzn-gecode -n 2 -s -time $((limit * 1000)) "$fzn" >"$out" 2>&1
        sols=$(grep -c '^----------$' "$out")
        complete=0
        grep -q '^==========$\|^=====UNSATISFIABLE=====$' "$out" && complete=1
        [ "$sols" -ge 2 ] && complete=1
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$sols" "$(stat nodes "$out")" "$(stat failures "$out")" \
            "$(stat solveTime "$out")" "$(awk '{ printf "%.3f", $1 + $2 }' "$cpu")" "$complete"
    done
done
