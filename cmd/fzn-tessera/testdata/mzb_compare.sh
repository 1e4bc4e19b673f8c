#!/usr/bin/env bash
# Runs fzn-tessera -f, Chuffed -f and Gecode (its default search) on the
# instances of mzb_instances.txt, interleaved: the three solvers one after
# the other on each instance, so that all see the same machine load. No
# nice on any of them. Writes one TSV line per instance and solver
# (instance, solver, status, objective, solveTime, load average before the
# run) to stdout; mzb_summary.sh turns it into the table. The status:
# complete (optimum proven, or every solution), unsat, sat (a solution of
# a satisfaction problem), limit-sol (the limit came with a solution of
# an optimisation problem), limit-none, error.
#
#   cmd/fzn-tessera/testdata/mzb_compare.sh MZB_DIR CHUFFED_MSC GECODE_MSC [LIMIT_S] > results.tsv
#
# MZB_DIR: a checkout of github.com/MiniZinc/minizinc-benchmarks (the
# commit named in mzb_instances.txt). ONLY, when set, is a regular
# expression: only instances whose data path matches it run. A developer
# tool: the Go tests never call it.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
mzb=${1:?usage: mzb_compare.sh MZB_DIR CHUFFED_MSC GECODE_MSC [LIMIT_S]}
chuffed=${2:?chuffed msc}
gecode=${3:?gecode msc}
limit=${4:-60}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/fzn-tessera" ./cmd/fzn-tessera) || exit 1
"$tmp/fzn-tessera" --install-msc "$tmp/msc" >/dev/null || exit 1

# one NAME MSC FLAGS MZN DZN: one TSV line.
one() {
  local name=$1 msc=$2 fl=$3 mzn=$4 dzn=$5 out st obj t load sat
  sat=$(minizinc --solver "$chuffed" --model-interface-only "$mzb/$mzn" "$mzb/$dzn" 2>/dev/null |
    grep -q '"method" *: *"sat"' && echo 1 || true)
  load=$(cut -d' ' -f1 /proc/loadavg)
  out=$(cd "$tmp" && timeout $((limit + 60)) minizinc --solver "$msc" $fl -s --output-objective \
    -t $((limit * 1000)) "$mzb/$mzn" "$mzb/$dzn" 2>&1)
  if grep -q '^=====UNSATISFIABLE=====' <<<"$out"; then st=unsat
  elif grep -q '^==========$' <<<"$out"; then st=complete
  elif grep -q '=====ERROR=====\|^Error\|error:' <<<"$out"; then st=error
  elif grep -q '^----------$' <<<"$out" && [ -n "$sat" ]; then st=sat
  elif grep -q '^----------$' <<<"$out"; then st=limit-sol
  else st=limit-none
  fi
  obj=$(grep -o 'mzn-stat: objective=-*[0-9]*' <<<"$out" | tail -n 1 | cut -d= -f2)
  t=$(grep -o 'mzn-stat: solveTime=[0-9.e+-]*' <<<"$out" | tail -n 1 | cut -d= -f2)
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$dzn" "$name" "$st" "${obj:--}" "${t:--}" "$load"
}

printf 'instance\tsolver\tstatus\tobjective\tsolveTime\tload\n'
grep -v '^#' "$here/mzb_instances.txt" | while read -r mzn dzn; do
  [ -z "$mzn" ] && continue
  [ -n "${ONLY:-}" ] && ! [[ $dzn =~ $ONLY ]] && continue
  one tessera-f "$tmp/msc/tessera.msc" -f "$mzn" "$dzn"
  one chuffed-f "$chuffed" -f "$mzn" "$dzn"
  one gecode "$gecode" "" "$mzn" "$dzn"
done
